"""Thinking off the UI thread: `ThinkingAgent.start(state, seat)`, then `poll()` every frame.

Why a thread and a copy: the search takes up to a second, the window must keep drawing meanwhile,
and the window keeps reading (and eventually changing) the real state. `start` therefore takes
a copy of the state (`clone`, a few tens of microseconds) on the caller's thread, and the worker
only ever touches that copy; the agent looks at it through its game's `observe`, as always. The
window uses it for the quick greedy levels; the search shares the interpreter lock too long for
smooth frames, so the window runs the hard level in a worker process instead (`process.py`).

`cancel()` asks the search to stop at its next clock check and forgets the answer; a cancelled
or superseded job never delivers an action.
"""

from __future__ import annotations

import random
import threading
from typing import Any

from game.ai.agent import Agent, Budget, window_budget


class ThinkingAgent:
    """Runs `agent.choose` for one seat at a time on a daemon worker thread."""

    def __init__(
        self, agent: Agent, budget: Budget | int | float | None = None, seed: int = 0
    ) -> None:
        """`budget` defaults to the window's (`window_budget`): 0.8 s for hard."""
        self.agent = agent
        self.budget = budget if budget is not None else window_budget(agent.level)
        self.rng = random.Random(seed)
        self._lock = threading.Lock()
        self._job = 0  # id of the job whose answer is wanted; 0 when none
        self._jobs = 0
        self._answer: Any = None
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()

    def start(self, state: Any, seat: int) -> None:
        """Begin thinking for `seat` on a private copy of what it may see; returns at once.

        A job still running is cancelled first.
        """
        self.cancel()
        seen = state.clone()
        rng = random.Random(self.rng.getrandbits(64))
        stop = threading.Event()
        base = Budget.of(self.budget)
        budget = Budget(base.iterations, base.seconds, stop.is_set)
        with self._lock:
            self._jobs += 1
            job = self._job = self._jobs
            self._stop = stop
            self._answer = None
            self._error = None
        thread = threading.Thread(
            target=self._work,
            args=(job, seen, seat, budget, rng),
            name=f"ai-seat-{seat}",
            daemon=True,
        )
        self._thread = thread
        thread.start()

    def _work(self, job: int, seen: Any, seat: int, budget: Budget, rng: random.Random) -> None:
        try:
            action = self.agent.choose(seen, seat, budget, rng)
        except BaseException as exc:  # reported by poll() on the UI thread
            with self._lock:
                if job == self._job:
                    self._error = exc
            return
        with self._lock:
            if job == self._job:
                self._answer = action

    def poll(self) -> Any:
        """The chosen action once ready (delivered once), else None; re-raises a worker error."""
        with self._lock:
            if self._error is not None:
                error, self._error = self._error, None
                self._job = 0
                raise error
            answer, self._answer = self._answer, None
            if answer is not None:
                self._job = 0
            return answer

    @property
    def busy(self) -> bool:
        return self._job != 0 and self._thread is not None and self._thread.is_alive()

    def cancel(self) -> None:
        """Stop the current job at its next clock check and forget its answer (never joined)."""
        with self._lock:
            self._stop.set()
            self._job = 0
            self._answer = None
            self._error = None
