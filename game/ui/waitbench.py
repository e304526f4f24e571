"""`python main.py bench wait`: how long one human waits on the AI chairs over a whole game.

Why simulated time: the table's pace is made of frame times, pauses and flights, all counted in
milliseconds of game time; driving the real window frame by frame with a fixed `dt_ms` (no
sleeping) gives the same waits on any machine in a fraction of the time. The AI chairs think on
the window's thread here, at once, so their thinking does not blur the frame count; its real
CPU time is measured and added to the waits it falls in, and reported on its own.

A wait runs from the human's decision to the moment they next owe one with the table at rest
(nothing still flying towards them). A decision with a single legal choice is left to the
autopick, as at a real table with the shipped settings: it is part of the wait, not a decision.
"""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from game.ai import Agent, make_agent
from game.ai.worker import ThinkingAgent
from game.core.game import GameInfo, Options
from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.settings import Settings
from game.ui.table.scene import TableScene

DT_MS = 16  # one frame at 60 frames per second
MAX_FRAMES = 400_000  # over 100 minutes of play: a table that never ends is a bug, not a wait
HUMAN_SEAT = 0


class _AtOnce(ThinkingAgent):
    """An AI chair that answers on the window's thread as soon as it is asked, its CPU time
    noted in `spent` (seconds, each decision)."""

    def __init__(self, agent: Agent, seed: int) -> None:
        super().__init__(agent, seed=seed)
        self.spent: list[float] = []
        self._ready: Any = None

    def start(self, state: Any, seat: int) -> None:
        started = time.process_time()
        self._ready = self.agent.choose(state.clone(), seat, self.budget, self.rng)
        self.spent.append(time.process_time() - started)

    def poll(self) -> Any:
        answer, self._ready = self._ready, None
        return answer

    def cancel(self) -> None:
        self._ready = None


class _Table(TableScene):
    """The real table, its AI chairs answering at once (see `_AtOnce`)."""

    def _thinker(self, seat: int) -> ThinkingAgent:
        thinker = self.thinkers.get(seat)
        if thinker is None:
            thinker = _AtOnce(self.agent_for(seat), self.session.seed * 7919 + seat)
            self.thinkers[seat] = thinker
        return thinker

    def thought(self) -> float:
        """The AI chairs' thinking so far, in CPU seconds."""
        return sum(sum(t.spent) for t in self.thinkers.values() if isinstance(t, _AtOnce))


@dataclass
class WaitReport:
    game: str
    players: int
    seed: int
    ai_pace_ms: int
    animation_ms: int
    waits: int = 0  # how many times the human waited for a decision of theirs
    wait_total_s: float = 0.0  # simulated time plus the AI's thinking in those waits
    wait_longest_s: float = 0.0
    think_total_s: float = 0.0  # of which the AI chairs' thinking (CPU)
    think_longest_s: float = 0.0  # the longest single AI decision
    human_decisions: int = 0
    forced: int = 0  # the human's single choices, played by the autopick
    ai_moves: int = 0
    game_s: float = 0.0  # the simulated length of the game
    real_s: float = 0.0  # what the measure took on this machine
    each_s: list[float] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def bench_wait(info: GameInfo, players: int, seed: int, options: Options) -> WaitReport:
    """One game, one human (seat 0, deciding as the normal AI would) and normal AI chairs, at
    the shipped settings."""
    started = time.perf_counter()
    app = App()
    shipped = Settings()
    app.settings.ai_pace_ms = shipped.ai_pace_ms
    app.settings.animation_ms = shipped.animation_ms
    app.settings.autopick = shipped.autopick
    names = ("You", "Brokk", "Eitri", "Dvalin", "Sindri", "Hervor")
    seats = [Seat(names[0], HUMAN)] + [Seat(names[i], AI, "normal") for i in range(1, players)]
    session = Session(seats, seed, options, info)
    scene = _Table(app, session)
    app.push(scene)
    human = make_agent(info, "normal", seed)
    rng = random.Random(seed)
    report = WaitReport(info.key, players, seed, app.settings.ai_pace_ms, app.settings.animation_ms)
    clock = since = 0.0
    thought = 0.0
    frames = 0
    while not session.state.is_over() and frames < MAX_FRAMES:
        legal = _owed(scene, session)
        if legal:
            think = scene.thought() - thought
            wait = (clock - since) / 1000 + think
            report.each_s.append(round(wait, 3))
            report.think_total_s += think
            session.submit(human.choose(session.state, HUMAN_SEAT, None, rng))
            report.human_decisions += 1
            since, thought = clock, scene.thought()
        app.step(DT_MS)
        clock += DT_MS
        frames += 1
    report.forced = session.actors.count(HUMAN_SEAT) - report.human_decisions
    spent = [s for t in scene.thinkers.values() if isinstance(t, _AtOnce) for s in t.spent]
    app.close()
    report.waits = len(report.each_s)
    report.wait_total_s = round(sum(report.each_s), 2)
    report.wait_longest_s = max(report.each_s, default=0.0)
    report.think_total_s = round(report.think_total_s, 3)
    report.think_longest_s = round(max(spent, default=0.0), 4)
    report.ai_moves = sum(1 for actor in session.actors if actor != HUMAN_SEAT)
    report.game_s = round(clock / 1000, 2)
    report.real_s = round(time.perf_counter() - started, 2)
    return report


def _owed(scene: TableScene, session: Session) -> list[Any]:
    """The human's legal actions when they owe a decision of their own now, the table at rest;
    else none (a single choice is the autopick's)."""
    if HUMAN_SEAT not in session.waiting_humans() or scene.presenter.busy():
        return []
    legal = list(session.state.legal_actions(HUMAN_SEAT))
    if len(legal) == 1 and scene.app.settings.autopick:
        return []
    return legal
