"""Whole games played through the window with real mouse clicks on the table's targets."""

from __future__ import annotations

import threading
from typing import Any

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.nidavellir.flow import BIDS
from game.nidavellir.persist import replay
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, play_game
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.table.scene import TableScene
from tests.ui.conftest import random_chooser

pytestmark = pytest.mark.ui


def _play(app: App, seats: list[Seat], seed: int) -> tuple[TableScene, ScoreSheetScene]:
    session = Session(seats, seed)
    scene = TableScene(app, session)
    app.push(scene)
    play_game(app, scene, random_chooser(seed))
    sheet = app.scenes[-1]
    assert isinstance(sheet, ScoreSheetScene)
    return scene, sheet


@pytest.mark.parametrize(
    ("players", "seed"), [pytest.param(2, 3, marks=pytest.mark.slow), (5, 8)]
)  # one whole game by default
def test_a_whole_game_by_clicks_reaches_the_score_sheet(app: App, players: int, seed: int) -> None:
    seats = [Seat(f"P{i}", HUMAN) for i in range(players)]
    scene, sheet = _play(app, seats, seed)
    session = scene.session
    assert session.state.is_over()
    again = replay(players, seed, session.history)
    assert again.to_dict() == session.state.to_dict()
    assert sheet.outcome == again.outcome()
    assert [s["total"] for s in sheet.outcome.sheets] == [s["total"] for s in again.scores()]
    app.step(FRAME_MS)
    assert sheet.winner_line()


def test_human_against_ai_chairs(app: App) -> None:
    seats = [Seat("Me", HUMAN), Seat("Brokk", AI), Seat("Eitri", AI)]
    scene, sheet = _play(app, seats, 21)
    assert len(sheet.outcome.sheets) == 3
    assert replay(3, 21, scene.session.history).outcome() == sheet.outcome


def test_clicks_outside_anything_change_nothing(app: App) -> None:
    session = Session([Seat("A", HUMAN), Seat("B", HUMAN)], 4)
    scene = TableScene(app, session)
    app.push(scene)
    app.step(FRAME_MS)
    before = session.state.to_dict()
    for pos in [(5, 300), (800, 895), (1590, 560), (700, 460)]:
        click(app, pos)
        click(app, pos, button=3)
    assert session.state.to_dict() == before and not session.held


def test_bids_can_change_until_everyone_has_bid(app: App) -> None:
    session = Session([Seat("A", HUMAN), Seat("Slow", AI)], 4)
    scene = TableScene(app, session)
    release = threading.Event()

    class SlowAgent:
        level = "slow"

        def choose(self, state: Any, seat: int, budget: Any = None, rng: Any = None) -> Any:
            release.wait(30)
            return state.legal_actions(seat)[7]

    scene.agent_for = lambda seat: SlowAgent()  # type: ignore[method-assign]
    app.push(scene)
    app.step(FRAME_MS)
    first, second = session.state.legal_actions(0)[0], session.state.legal_actions(0)[-1]
    for pos in scene.click_plan(first):
        click(app, pos)
    assert session.held[0] == first and session.state.phase == BIDS
    change = next(r for r, t in scene.hit_map if t == ("change",))
    click(app, change.center)
    assert 0 not in session.held
    for pos in scene.click_plan(second):
        click(app, pos)
    assert session.held[0] == second
    release.set()
    for _ in range(200):
        app.step(FRAME_MS)
        if session.state.phase != BIDS:
            break
    assert session.state.phase != BIDS
    assert str(second) in session.history[:2]
    assert str(first) not in session.history


def test_escape_opens_the_pause_menu_and_resume_returns(app: App) -> None:
    session = Session([Seat("A", HUMAN), Seat("B", AI)], 2)
    scene = TableScene(app, session)
    app.push(scene)
    app.step(FRAME_MS)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=41)
    )
    app.step(FRAME_MS)
    assert type(app.scenes[-1]).__name__ == "PauseScene"
    resume = app.scenes[-1].buttons[0]  # type: ignore[attr-defined]
    click(app, resume.rect.center)
    assert app.scenes[-1] is scene


def test_the_troop_evaluation_steps_aside_for_a_decision_in_its_middle(app: App) -> None:
    """A line completed by the Armorer's card asks for a hero between two distinctions: the
    panel closes once what is known is shown, and reopens with the rest."""
    from game.ui.tavernkit.presenter import EVALUATION_HOLD_MS, EVALUATION_STEP_MS

    session = Session([Seat("A", HUMAN), Seat("B", AI)], 4)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    app.step(FRAME_MS)
    assert 0 in session.waiting_humans()  # the human owes its bid, as it would owe a hero
    scene.presenter.evaluation, scene.presenter.evaluation_clock = [], 0.0
    scene.presenter._evaluate((0, 1))
    scene.presenter._evaluate((1, None))
    frames = 0
    while scene.presenter.evaluation_clock is not None:
        app.step(FRAME_MS)
        frames += 1
    assert frames * FRAME_MS >= 2 * EVALUATION_STEP_MS + EVALUATION_HOLD_MS
    scene.presenter._evaluate((2, 0))
    assert (
        scene.presenter.evaluation_clock == EVALUATION_STEP_MS
    )  # the first two show again at once
    assert scene.presenter.evaluation == [(0, 1), (1, None), (2, 0)]
