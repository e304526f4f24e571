"""The AI chairs of the table: who thinks for them (a thread, or the worker process for the
search), polling for their answers so the window never waits, and the autopick of a single
legal choice."""

from __future__ import annotations

import logging

from game.ai import Agent, make_agent
from game.ai.agent import window_budget
from game.ai.worker import ThinkingAgent
from game.core.errors import DataError
from game.ui.table.base import TableBase

log = logging.getLogger(__name__)
AUTOPICK_MS = 450


class TableAI(TableBase):
    """A part of TableScene."""

    def _autopick(self, dt_ms: int) -> None:
        """With the setting on, a decision with a single legal choice plays itself after a beat,
        so the player sees what happened (never a sealed decision)."""
        session = self.session
        if (
            not self.app.settings.autopick
            or self.presenter.busy()
            or self.curtain_for is not None
            or session.sealed()
            or self.viewer not in session.waiting_humans()
        ):
            self.autopick_ms = 0.0
            return
        legal = session.state.legal_actions(self.viewer)
        if len(legal) != 1:
            return
        self.autopick_ms += dt_ms
        if self.autopick_ms >= AUTOPICK_MS:
            self.autopick_ms = 0.0
            session.submit(legal[0])

    def agent_for(self, seat: int) -> Agent:
        """The agent behind an AI chair (tests put a scripted one here)."""
        level = self.session.seats[seat].level
        return make_agent(self.session.info, level, self.session.seed * 31 + seat)

    def _thinker(self, seat: int) -> ThinkingAgent:
        thinker = self.thinkers.get(seat)
        if thinker is None:
            level = self.session.seats[seat].level
            thinker = ThinkingAgent(
                self.agent_for(seat), window_budget(level), seed=self.session.seed * 7919 + seat
            )
            self.thinkers[seat] = thinker
        return thinker

    def _start_thinking(self, seat: int) -> None:
        """The search (hard) thinks in the worker process so frames never wait on it; the quick
        greedy levels think on a thread."""
        level = self.session.seats[seat].level
        self.ai_position = self.session.position
        if level == "hard" and self.process is not None:
            self.process.start(
                self.session.state, seat, level, self.session.seed * 31 + seat, window_budget(level)
            )
            self.current = self.process
            return
        try:
            self.current = self._thinker(seat)
        except DataError as exc:  # its values file (data/<game>/ai.yaml) edited badly
            self.ai_seat = -1
            self.app.unplayable(self.session.info, exc)
            return
        self.current.start(self.session.state, seat)

    def _run_ai(self) -> None:
        """AI chairs think on their own view of the game, away from the window's thread; the
        window only polls, so it never waits on them."""
        session = self.session
        if len(self.recent) > 200:
            del self.recent[:100]
        if self.ai_seat >= 0 and self.current is not None and self.ai_position != session.position:
            self._stop_thinking()  # its position is gone (an undo): its answer never counts
        if self.ai_seat >= 0 and self.current is not None:
            try:
                action = self.current.poll()
            except Exception:  # a broken AI must not end the evening: play its first option
                log.exception("AI chair %s failed; it plays its first legal action", self.ai_seat)
                if self.current is self.process:
                    self.process = None  # from now on the search runs on a thread
                action = session.state.legal_actions(self.ai_seat)[0]
            if action is None:
                return
            self.ai_seat = -1
            was_bid = session.sealed()
            session.submit(action)
            self.ai_wait = 120 if was_bid else self.app.settings.ai_pace_ms
            return
        waiting = session.waiting_ai()
        if not waiting or self.ai_wait > 0:
            return
        if not session.sealed() and self.presenter.busy():
            return
        self.ai_seat = waiting[0]
        self._start_thinking(self.ai_seat)

    @property
    def thinking(self) -> bool:
        return self.ai_seat >= 0

    def _stop_thinking(self) -> None:
        """Forget the AI chair's thinking; an answer arriving later is dropped by its thinker."""
        if self.current is not None:
            self.current.cancel()
        self.current = None
        self.ai_seat = -1

    def close(self) -> None:
        """The table leaves the screen (quit, load, rematch): no AI answer may come back."""
        self._stop_thinking()
        for thinker in self.thinkers.values():
            thinker.cancel()
        if self.process is not None:
            self.process.close()
            self.process = None
