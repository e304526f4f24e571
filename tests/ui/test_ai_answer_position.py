"""An AI answer belongs to the position it was worked out for: an undo (button or Ctrl+Z), a quit,
a load or a rematch while an AI chair thinks drops the answer, whether it comes from a thread
(scripted slow agent here, so the race is deterministic) or late from the worker process."""

from __future__ import annotations

import random
import threading
import time
from typing import Any

import pygame
import pytest

from game.ai.process import ProcessThinker
from game.ai.worker import ThinkingAgent
from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.nidavellir.actions import Action, Pick
from game.nidavellir.state import State
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, play_action
from game.ui.scenes.menus import MenuScene, PauseScene
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui


class SlowAgent:
    """Thinks until the test lets it answer, then plays its first legal action."""

    level = "normal"

    def __init__(self) -> None:
        self.go = threading.Event()
        self.asked: list[str] = []  # the pending decision of each question, in order
        self.answered = threading.Semaphore(0)

    def choose(
        self, state: State, seat: int, budget: Any = None, rng: random.Random | None = None
    ) -> Action:
        self.asked.append(state.pending())
        self.go.wait(30)
        answer = state.legal_actions(seat)[0]
        self.answered.release()
        return answer


def _table(app: App, level: str, agent: SlowAgent | None = None) -> tuple[TableScene, Session]:
    """Ann (human) has just picked a card; Brokk (AI) now thinks about his pick."""
    session = Session([Seat("Ann", HUMAN), Seat("Brokk", AI, level)], 12)
    for seat in (0, 1):  # the 0 stays in the pouch: no trade, nothing revealed by a pick
        session.submit(session.state.legal_actions(seat)[-1])
    if session.state.to_move() != (0,):
        session.submit(session.state.legal_actions(1)[0])
    scene = TableScene(app, session)
    if agent is not None:
        scene.agent_for = lambda seat: agent  # type: ignore[method-assign]
    app.push(scene)
    app.step(FRAME_MS)
    picks = [a for a in session.state.legal_actions(0) if isinstance(a, Pick)]
    play_action(app, scene, picks[0])
    app.step(FRAME_MS)
    assert session.state.to_move() == (1,) and scene.thinking
    return scene, session


def _ctrl_z(app: App) -> None:
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0
        )
    )
    app.step(FRAME_MS)


def _undo_button(app: App, scene: TableScene) -> None:
    scene._build_targets()
    click(app, next(rect for rect, target in scene.hit_map if target == ("undo",)).center)


@pytest.mark.parametrize("undo", ["ctrl_z", "button"])
def test_undo_while_a_thread_thinks_drops_its_answer(app: App, undo: str) -> None:
    agent = SlowAgent()
    scene, session = _table(app, "normal", agent)
    before = list(session.history)
    if undo == "ctrl_z":
        _ctrl_z(app)
    else:
        _undo_button(app, scene)
    assert len(session.history) == len(before) - 1 and session.state.to_move() == (0,)
    agent.go.set()
    assert agent.answered.acquire(timeout=30)
    for _ in range(20):  # the answer for the old position has come back: it must not count
        time.sleep(0.005)
        app.step(FRAME_MS)
    assert session.history == before[:-1] and not scene.thinking
    other = [a for a in session.state.legal_actions(0) if isinstance(a, Pick)][1]
    play_action(app, scene, other)  # Ann picks another card; Brokk thinks again, on this one
    assert agent.answered.acquire(timeout=30)
    for _ in range(200):
        if len(session.history) == len(before) + 1:
            break
        time.sleep(0.005)
        app.step(FRAME_MS)
    assert session.history[-2] == str(other) and session.history[-1].startswith("s1 pick")
    assert agent.asked == ["pick", "pick"]


def test_undo_while_the_worker_process_thinks_drops_its_late_answer(app: App) -> None:
    scene, session = _table(app, "hard")
    process = scene.process
    assert process is not None and scene.current is process
    before = list(session.history)
    _ctrl_z(app)
    assert process.answered(timeout=60)  # the hard answer for the old position arrives late
    for _ in range(10):
        app.step(FRAME_MS)
    assert session.history == before[:-1] and not scene.thinking
    other = [a for a in session.state.legal_actions(0) if isinstance(a, Pick)][1]
    play_action(app, scene, other)
    deadline = time.monotonic() + 60
    while len(session.history) < len(before) + 1 and time.monotonic() < deadline:
        time.sleep(0.01)
        app.step(FRAME_MS)
    assert session.history[-2] == str(other) and session.history[-1].startswith("s1 ")


def test_quit_to_the_menu_while_an_ai_thinks(app: App) -> None:
    agent = SlowAgent()
    scene, _ = _table(app, "normal", agent)
    thinker = scene.thinkers[1]
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    )
    app.step(FRAME_MS)
    pause = app.scenes[-1]
    assert isinstance(pause, PauseScene)
    click(app, pause.buttons[[k for k, _ in pause.ENTRIES].index("pause.quit")].rect.center)
    assert isinstance(app.scenes[-1], MenuScene) and not scene.thinking
    agent.go.set()
    assert agent.answered.acquire(timeout=30)
    time.sleep(0.05)
    assert thinker.poll() is None  # the answer of a game left is never delivered


def test_a_table_replaced_stops_its_worker_process(app: App) -> None:
    scene, _ = _table(app, "hard")
    process = scene.process
    assert process is not None
    app.replace(MenuScene(app))  # what a load, a rematch or a quit does to the table
    assert scene.process is None and not scene.thinking
    assert process._process.join(10) is None and not process._process.is_alive()


def test_a_thread_answer_cancelled_is_never_delivered() -> None:
    session = Session([Seat("A", HUMAN), Seat("B", AI)], 3)
    agent = SlowAgent()
    thinker = ThinkingAgent(agent)  # type: ignore[arg-type]
    thinker.start(session.state, 1)
    thinker.cancel()
    agent.go.set()
    assert agent.answered.acquire(timeout=30)
    time.sleep(0.05)
    assert thinker.poll() is None and not thinker.busy


def test_a_late_process_answer_is_dropped_for_the_new_job() -> None:
    session = Session([Seat("A", HUMAN), Seat("B", AI)], 3)
    thinker = ProcessThinker(registry.get("nidavellir"), seed=1)
    try:
        thinker.start(session.state, 1, "normal", 5)
        thinker.cancel()
        session.submit(session.state.legal_actions(1)[0])  # seat 1 has bid: seat 0 decides now
        assert thinker.answered(timeout=60)  # the stale answer waits in the pipe
        thinker.start(session.state, 0, "normal", 5)
        deadline = time.monotonic() + 60
        answer = None
        while answer is None and time.monotonic() < deadline:
            answer = thinker.poll()
            time.sleep(0.01)
        assert answer is not None and answer.seat == 0
        assert answer in session.state.legal_actions(0)
    finally:
        thinker.close()


def test_the_worker_ends_quietly_when_the_window_has_gone() -> None:
    from multiprocessing import Pipe

    from game.ai.process import _serve
    from game.nidavellir.state import new_game

    window, worker = Pipe()
    snapshot = new_game(2, 3).to_dict()
    window.send((1, "nidavellir", snapshot, 0, "easy", 5, None, None, 7))
    window.close()  # the table closed (quit, load) while the worker thought
    # It answers into the closed pipe, then returns: no BrokenPipeError out of the child.
    assert _serve(worker) is None
