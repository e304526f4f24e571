"""The AI chairs of the table: who thinks for them (a thread, or the worker process for the
search), polling for their answers so the window never waits, and the autopick of a single
legal choice."""

from __future__ import annotations

import logging
from typing import Any

from game.ai import Agent, make_agent
from game.ai.agent import window_budget
from game.ai.worker import ThinkingAgent
from game.core.errors import DataError
from game.ui.table.base import TableBase

log = logging.getLogger(__name__)
BID_PAUSE_MS = 120  # between the AI chairs' sealed bids: nothing of them shows until all are in
# A table held still (a test, a picture: a pause this long or longer) has its AI chairs not even
# think; any pause the AI pace gives is shorter.
HELD_MS = 5000


class TableAI(TableBase):
    """A part of TableScene."""

    def _autopick(self, dt_ms: int) -> None:
        """With the setting on, a decision with a single legal choice plays itself after a beat
        (`Presenter.autopick_ms`), so the player sees what happened (never a sealed decision);
        a card it takes is named over the table (`Presenter.forced_news`)."""
        session = self.session
        if (
            not self.app.settings.autopick
            or not self.settled()
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
        if self.autopick_ms >= self.presenter.autopick_ms(legal[0]):
            self.autopick_ms = 0.0
            news = self.presenter.forced_news(legal[0])
            session.submit(legal[0])
            if news:
                self.banner(news)

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
        window only polls, so it never waits on them. A chair starts thinking as soon as it owes
        a decision, during the pause after the last move, and its answer is played once that
        pause is over and the table has shown the last move (`Presenter.settled`)."""
        session = self.session
        if len(self.recent) > 200:
            del self.recent[:100]
        if self.ai_seat >= 0 and self.ai_position != session.position:
            self._stop_thinking()  # its position is gone (an undo): its answer never counts
        if self.ai_seat < 0:
            waiting = session.waiting_ai()
            if not waiting or self.ai_wait > HELD_MS:
                return
            self.ai_seat = waiting[0]
            self._start_thinking(self.ai_seat)
            if self.ai_seat < 0:
                return
        if self.ai_answer is None:
            self.ai_answer = self._poll()
        if self.ai_answer is None or self.ai_wait > 0:
            return
        if session.sealed() or self.settled():
            self._play(self.ai_answer)

    def _poll(self) -> Any:
        """The thinking chair's answer once ready, else None."""
        assert self.current is not None
        try:
            return self.current.poll()
        except Exception:  # a broken AI must not end the evening: play its first option
            log.exception("AI chair %s failed; it plays its first legal action", self.ai_seat)
            if self.current is self.process:
                self.process = None  # from now on the search runs on a thread
            return self.session.state.legal_actions(self.ai_seat)[0]

    def _play(self, action: Any) -> None:
        """The AI chair's decision, then the pause the table holds after it: bids follow each
        other quickly (nothing shows until all are in), the game says how long its moves need
        to be followed (`Presenter.pause_after`)."""
        session = self.session
        self.ai_seat, self.ai_answer, self.current = -1, None, None
        was_bid = session.sealed()
        logged = len(session.log)
        session.submit(action)
        events = [event for step in session.log[logged:] for event in step]
        pace = self.app.settings.ai_pace_ms
        self.ai_wait = BID_PAUSE_MS if was_bid else self.presenter.pause_after(events, pace)

    @property
    def thinking(self) -> bool:
        return self.ai_seat >= 0

    def _stop_thinking(self) -> None:
        """Forget the AI chair's thinking; an answer arriving later is dropped by its thinker."""
        if self.current is not None:
            self.current.cancel()
        self.current = None
        self.ai_seat = -1
        self.ai_answer = None

    def close(self) -> None:
        """The table leaves the screen (quit, load, rematch): no AI answer may come back."""
        self._stop_thinking()
        for thinker in self.thinkers.values():
            thinker.cancel()
        if self.process is not None:
            self.process.close()
            self.process = None
        if self.coach_process is not None:
            self.coach_process.close()
            self.coach_process = None
