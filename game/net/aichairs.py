"""Who plays a chair that has no device: the AI chairs of the game, the chairs given to an AI
for good, and a human chair whose device left ("wait", an "ai" until the player is back, or
the laptop, "local").

Why apart from the host: the AI thinks off the host's loop, so the loop never waits for it
(the worker thread, `run_in_executor`, on a copy of the state; the hard level's search in a
worker process, `ProcessThinker`, so it never holds the interpreter lock the loop needs), and
its answers come back for a position that may be gone. That bookkeeping is one job of its own.
"""

from __future__ import annotations

import asyncio
import logging
import random
from functools import partial
from typing import Any

from game.ai.agent import LEVELS, Agent, Budget, make_agent, window_budget
from game.ai.process import ProcessThinker
from game.core.session import AI, Seat
from game.net.hostparts import HostParts

log = logging.getLogger(__name__)

AWAY_POLICIES = ("wait", "ai", "local")  # what happens to the chair of a device that left


class AiChairs(HostParts):
    """The host's stand-ins for absent players, mixed into `host.Host`."""

    def set_away(self, seat: int, policy: str) -> None:
        """What `seat`'s chair does while its device is away (the host player's choice)."""
        if seat not in self.away or policy not in AWAY_POLICIES:
            raise ValueError(f"no away policy {policy!r} for seat {seat}")
        self.away[seat] = policy
        self._schedule_ai()
        self._notify()

    def begin(self) -> None:
        """The window's lobby starts the game: the AI chairs may play from now on."""
        self.lobby = False
        self._schedule_ai()
        self._notify()

    def give_to_ai(self, seat: int, level: str) -> None:
        """A human chair whose device never came is played by an AI of `level` for the whole
        game: its address stops working and the save keeps it as an AI chair."""
        if seat in self.devices or level not in LEVELS:
            raise ValueError(f"seat {seat} cannot be given to an AI of level {level!r}")
        self._end_claim(seat)
        old = self.session.seats[seat]
        self.session.seats[seat] = Seat(old.name, AI, level)
        for held in (self.tokens, self.away, self.offers, self.offer_seq, self.waiting):
            held.pop(seat, None)
        self._save()
        self._schedule_ai()
        self._notify()

    def away_seats(self) -> list[int]:
        """Human chairs whose device has been here and is gone."""
        return sorted(s for s in self.joined if s not in self.devices)

    def _ai_plays(self, seat: int) -> bool:
        if not self.session.is_human(seat):
            return True
        return seat in self.joined and seat not in self.devices and self.away[seat] == "ai"

    def _agent(self, seat: int) -> Agent:
        level = self.session.seats[seat].level if not self.session.is_human(seat) else None
        level = level if level in LEVELS else self.away_level
        agent = self.agents.get(seat)
        if agent is None or agent.level != level:
            agent = self.agents[seat] = make_agent(self.session.info, level, self.ai_seed + seat)
        return agent

    def _schedule_ai(self) -> None:
        """Set the AI to work for every chair it plays that owes a decision now, each on a copy
        of the state, on the worker thread."""
        session = self.session
        if self.closed or self.lobby or self.loop is None or session.state.is_over():
            return
        for seat in session.state.to_move():
            if seat in self.thinking or seat in session.held or not self._ai_plays(seat):
                continue
            agent = self._agent(seat)
            budget = Budget.of(
                self.ai_budget if self.ai_budget is not None else window_budget(agent.level)
            )
            rng = random.Random(self.ai_seed * 1000 + session.position * 10 + seat)
            copy = session.state.clone()
            if agent.level == "hard":
                think = partial(self._think_apart, copy, seat, budget)
            else:
                think = partial(agent.choose, copy, seat, budget, rng)
            future = self.loop.run_in_executor(self.executor, think)
            self.thinking[seat] = future
            future.add_done_callback(partial(self._ai_answer, seat, session.position))

    def _think_apart(self, state: Any, seat: int, budget: Budget) -> Any:
        """The search's answer from a worker process (on the worker thread, which only waits on
        the pipe): a search on a thread would share the interpreter lock with the loop and
        slow every device's answer while it thinks, as it slows the window's frames."""
        if self.thinker is None:
            self.thinker = ProcessThinker(self.session.info, self.ai_seed)
        self.thinker.start(state, seat, "hard", self.ai_seed + seat, budget)
        while not self.closed:
            if self.thinker.answered(0.2) and (action := self.thinker.poll()) is not None:
                return action
        return None

    def _ai_answer(self, seat: int, position: int, future: asyncio.Future[Any]) -> None:
        self.thinking.pop(seat, None)
        if self.closed or future.cancelled():
            return
        session = self.session
        if session.position != position or not self._ai_plays(seat):
            self._schedule_ai()  # worked out for a position that is gone, or the player is back
            return
        error = future.exception()
        action = None if error is not None else future.result()
        if action is None or action not in session.state.legal_actions(seat):
            # a bug of the AI must not stop the table: the chair plays its first legal action
            log.error("the AI of seat %d failed (%r); it plays a safe action", seat, error)
            action = session.state.legal_actions(seat)[0]
        session.submit(action)
        self._changed(seat)
