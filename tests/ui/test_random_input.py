"""Random input over every scene: mouse motion, left and right clicks (anywhere and on what each
scene offers), the wheel and the keys a player presses, with settings changed mid-game and AI
chairs at the fastest pace. Pass: no exception and no frame over 2 s."""

from __future__ import annotations

import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.scenes.menus import MenuScene, PauseScene
from game.ui.table.scene import TableScene
from tests.ui.monkey import Monkey, clickables, last_actions

pytestmark = pytest.mark.ui

SCENES = {
    "MenuScene",
    "NewGameScene",
    "TableScene",
    "PauseScene",
    "SettingsScene",
    "RulesScene",
    "SaveScene",
    "LoadScene",
    "StatsScene",
    "CalculatorScene",
    "ScoreSheetScene",
    "curtain",
}


def _run(app: App, seed: int, events: int) -> None:
    app.settings.ai_pace_ms = 0  # AI chairs at the fastest pace
    monkey = Monkey(app, seed)
    try:
        monkey.run(events)
    except Exception as exc:
        raise AssertionError(f"seed {seed}, after: " + " | ".join(monkey.recent[-12:])) from exc
    slowest = max(monkey.frames_ms)
    assert slowest < 2000, f"seed {seed}: a frame took {slowest:.0f} ms"
    assert len(monkey.frames_ms) == events
    assert monkey.seen >= SCENES, SCENES - monkey.seen


def test_random_input_over_every_scene(app: App) -> None:
    _run(app, 20261126, 2000)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_input_many_events(app: App, seed: int) -> None:
    _run(app, seed, 5000)  # 4 seeds × 5,000: 20,000 events


def test_each_scene_lists_what_can_be_clicked(app: App) -> None:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI)], 4)
    pause = PauseScene(app, session)
    assert [meaning for _, meaning in pause.targets()] == [
        ("_resume",),
        ("_save",),
        ("_rules",),
        ("_settings",),
        ("_quit",),
    ]
    assert clickables(pause) == [rect for rect, _ in pause.targets()]
    over = PauseScene(app, last_actions(session.seats, 4, 0))  # nothing left to save
    assert ("_save",) not in [meaning for _, meaning in over.targets()]
    menu = MenuScene(app)
    app.push(menu)
    app.step(16)  # labels and "Continue" (no autosave yet: disabled) are set when drawn
    assert clickables(menu) == [button.rect for button in menu.buttons[1:]]
    table = TableScene(app, Session([Seat("Ann", HUMAN), Seat("Bo", HUMAN)], 4))
    app.push(table)
    app.step(16)
    assert clickables(table) == [table.curtain_button()]
