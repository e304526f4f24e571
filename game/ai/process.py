"""Thinking in a separate process, so a long search never takes the window's frames.

A search thread shares the interpreter lock with the window: measured on the busy 5-player table,
frames while the hard level thought on a thread had a p95 of about 25 ms, above a 60 fps budget.
A worker process owns its own interpreter. It receives the game's key and the deciding seat's
observation (never the true hidden state) as the game's snapshot (`hooks.snapshot`), and answers
with the action's text, read back with the game's `parse_action`.

`ProcessThinker` works like `ThinkingAgent` (`start`, then `poll()` every frame, `cancel()`,
`busy`), except that it is made for a game and `start` also names the level, seed and budget,
since one worker process serves every AI seat of a table; `close()` ends the process.
"""

from __future__ import annotations

import contextlib
import functools
import multiprocessing as mp
import random
from multiprocessing.connection import Connection
from typing import Any

from game.ai.agent import Agent, Budget, make_agent
from game.ai.hooks import Hooks, hooks_of
from game.core import registry
from game.core.game import GameInfo


def _serve(conn: Connection) -> None:
    """The worker's loop: one decision per message, until told to stop (None) or orphaned."""
    agents: dict[tuple[str, str, int], Agent] = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        job, game, snapshot, seat, level, seed, iterations, seconds, rng_seed = message
        try:
            info = registry.get(game)
            state = hooks_of(info).restore(snapshot)
            if level == COACH:
                budget = Budget(iterations, seconds)
                conn.send((job, coach_answer(info, state, seat, budget, rng_seed), None))
                continue
            agent = agents.get((game, level, seed))
            if agent is None:
                agent = agents[game, level, seed] = make_agent(info, level, seed)
            action = agent.choose(state, seat, Budget(iterations, seconds), random.Random(rng_seed))
            answer: tuple[int, str | None, str | None] = (job, str(action), None)
        except Exception as exc:  # reported to the window, which plays a safe move instead
            answer = (job, None, repr(exc))
        try:
            conn.send(answer)
        except OSError:  # the window has gone (or closed this table) meanwhile
            return


COACH = "coach"  # the "level" of a message asking for the coach's hint instead of a move


def coach_answer(info: GameInfo, state: Any, seat: int, budget: Budget, rng_seed: int) -> Any:
    """The coach's hint as plain data for the pipe: actions as text, the reason as its kind and
    parameters (`CoachThinker` reads it back)."""
    from game.ai.coach import hint

    found = hint(info, state, seat, budget, random.Random(rng_seed))
    best = [(str(o.action), o.worth, o.visits) for o in found.best]
    reason = found.reason
    return (str(found.action), best, reason.kind, reason.params, found.iterations, found.mixed)


class ProcessThinker:
    """One worker process serving every AI seat of a table, one decision at a time."""

    def __init__(self, info: GameInfo, seed: int = 0) -> None:
        """A worker for the game `info` (the key travels with each decision; the worker finds
        the game in its own registry)."""
        self.info = info
        context = mp.get_context("spawn")  # never fork a process that holds a window
        self._conn, child = context.Pipe()
        self._process = context.Process(
            target=_serve, args=(child,), daemon=True, name=f"{info.key}-ai"
        )
        self._process.start()
        child.close()
        self.rng = random.Random(seed)
        self._jobs = 0
        self._job = 0
        self._received = 0  # answers read, wanted or stale: the worker searches while fewer
        self._state: Any = None  # the state of the last start, for reading the answer back

    @functools.cached_property
    def hooks(self) -> Hooks:
        """Read at the first decision: the game's AI module is heavy to import, and a table
        opens its worker before any AI seat thinks."""
        return hooks_of(self.info)

    def start(
        self, state: Any, seat: int, level: str, seed: int, budget: Budget | None = None
    ) -> None:
        """Send `seat`'s observation to the worker; returns at once."""
        budget = budget or Budget()
        self._jobs += 1
        self._job = self._jobs
        self._state = state
        snapshot = self.hooks.snapshot(self.hooks.observe(state, seat))
        self._conn.send(
            (
                self._job,
                self.info.key,
                snapshot,
                seat,
                level,
                seed,
                budget.iterations,
                budget.seconds,
                self.rng.getrandbits(32),
            )
        )

    def poll(self) -> Any:
        """The answer of the current job once it has come (stale answers are dropped)."""
        while self._conn.poll():
            try:
                job, text, error = self._conn.recv()
            except (EOFError, OSError) as exc:
                raise RuntimeError("the AI worker process has stopped") from exc
            self._received += 1
            if job != self._job:
                continue
            self._job = 0
            if error is not None:
                raise RuntimeError(f"AI worker failed: {error}")
            return self.read(text)
        return None

    def read(self, answer: Any) -> Any:
        """The worker's answer as the window wants it: the action its text names."""
        return self.info.parse_action(self._state, answer)

    @property
    def busy(self) -> bool:
        return self._job != 0

    def answered(self, timeout: float = 0.0) -> bool:
        """Whether an answer (wanted or stale) waits to be read, after waiting up to `timeout`
        seconds for one: lets a test hold a late answer back until the position is gone."""
        return self._conn.poll(timeout)

    def cancel(self) -> None:
        """Forget the current job; its answer will be dropped when it arrives."""
        self._job = 0

    def close(self) -> None:
        """End the worker, so no process outlives the table. An idle worker is asked to stop and
        does, by itself: it gets half a second to be reaped here, and is otherwise left to
        finish, since a loaded machine can hold a fresh one's start-up or its exit past any
        wait (it reads the request once up, and as a daemon it cannot outlive the program).
        One still searching is terminated rather than waited for (the table closes on the
        player's click and that frame must stay short), and killed if it ignores that."""
        with contextlib.suppress(OSError, EOFError):
            while self._conn.poll():
                self._conn.recv()
                self._received += 1
            self._conn.send(None)
        if self._received == self._jobs:
            self._process.join(timeout=0.5)
        else:
            self._end_search()
        self._conn.close()

    def _end_search(self) -> None:
        for end in (self._process.terminate, self._process.kill):
            if not self._process.is_alive():
                break
            end()
            self._process.join(timeout=0.5)


class CoachThinker(ProcessThinker):
    """A worker process of its own for the coach's hints, so a hint never takes the window's
    frames (nor waits behind an AI chair's search); `start(state, seat, budget)`, then `poll()`
    gives a `Hint`."""

    def start_hint(self, state: Any, seat: int, budget: Budget) -> None:
        self.start(state, seat, COACH, 0, budget)

    def read(self, answer: Any) -> Any:
        from game.ai.coach import Hint, Option, Reason

        action, best, kind, params, iterations, mixed = answer
        parse = functools.partial(self.info.parse_action, self._state)
        options = [Option(parse(text), worth, visits) for text, worth, visits in best]
        return Hint(parse(action), options, Reason(kind, params), iterations, mixed)


def _review(conn: Connection, key: str, game: Any, seat: int, budget: tuple[Any, Any]) -> None:
    """A review worker's whole life: progress after each decision, then the plain review."""
    from game.ai.review import as_plain, review

    def told(done: int, total: int) -> None:
        conn.send(("progress", done, total))

    try:
        found = review(
            registry.get(key), game, seat, Budget(*budget), random.Random(game.seed), progress=told
        )
        conn.send(("done", as_plain(found)))
    except Exception as exc:  # reported to the window, which says the review failed
        with contextlib.suppress(OSError):  # the window may have gone meanwhile
            conn.send(("error", repr(exc)))


class ReviewJob:
    """The end-of-game review in a worker process of its own (the score sheet has no table nor
    coach worker left), so the window keeps drawing "Reviewing… 12/40"; `poll()` every frame,
    `close()` ends it whether done or not."""

    def __init__(self, info: GameInfo, game: Any, seat: int, budget: Budget) -> None:
        from game.ai.review import Record

        context = mp.get_context("spawn")
        self._conn, child = context.Pipe()
        self._process = context.Process(
            target=_review,
            args=(child, info.key, Record.of(game), seat, (budget.iterations, budget.seconds)),
            daemon=True,
            name=f"{info.key}-review",
        )
        self._process.start()
        child.close()
        self.done, self.total = 0, 0
        self.result: list[Any] | None = None  # the plain review (`review.as_plain`) once done
        self.error: str | None = None

    def poll(self) -> bool:
        """Read what has come; True once the review is over (`result` or `error`)."""
        try:
            while self.result is None and self.error is None and self._conn.poll():
                message = self._conn.recv()
                if message[0] == "progress":
                    self.done, self.total = message[1], message[2]
                elif message[0] == "done":
                    self.result = message[1]
                else:
                    self.error = message[1]
        except (EOFError, OSError):
            self.error = "the review worker has stopped"
        return self.result is not None or self.error is not None

    def answered(self, timeout: float = 0.0) -> bool:
        """Whether news waits to be read, after waiting up to `timeout` seconds for some."""
        try:
            return self._conn.poll(timeout)
        except (EOFError, OSError):
            return True

    def close(self) -> None:
        for end in (self._process.terminate, self._process.kill):
            if not self._process.is_alive():
                break
            end()
            self._process.join(timeout=0.5)
        self._conn.close()
