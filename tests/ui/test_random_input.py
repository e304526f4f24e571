"""Random input over every scene: mouse motion, left and right clicks (anywhere and on what each
scene offers), the wheel and the keys a player presses, with settings changed mid-game and AI
chairs at the fastest pace. Pass: no exception, and every scene met. Frame times are measured
by `python main.py bench ui`, not asserted here: a loaded machine makes any bound flaky."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.menus import MenuScene, PauseScene
from game.ui.table import chrome
from game.ui.table.scene import TableScene
from tests import tinygame
from tests.ui.monkey import STARTS, Monkey, clickables, last_actions, table_for

pytestmark = [pytest.mark.ui, pytest.mark.usefixtures("quick_search")]

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
    "ReviewScene",
    "LobbyScene",
    "NightTable",
    "JoinScene",
    "ClientTable",
    "LessonsScene",
    "LessonTable",
    "curtain",
    "starting",
    "hint thinking",
    "hint shown",
}


def _run(
    app: App,
    seed: int,
    events: int,
    more: frozenset[str] | set[str] = frozenset(),
    starts: dict[str, Callable[[App, random.Random], None]] = STARTS,
    scenes: frozenset[str] | set[str] = SCENES,
) -> Monkey:
    app.settings.ai_pace_ms = 0  # AI chairs at the fastest pace
    monkey = Monkey(app, seed, starts=starts)
    try:
        monkey.run(events)
    except Exception as exc:
        raise AssertionError(f"seed {seed}, after: " + " | ".join(monkey.recent[-12:])) from exc
    assert monkey.frames == events
    assert monkey.seen >= scenes | more, (scenes | more) - monkey.seen
    return monkey


@pytest.mark.early
def test_random_input_over_every_scene(app: App) -> None:
    monkey = _run(app, 20261126, 2000)
    for volume in ("effects_volume", "music_volume"):  # the settings scene's newest controls
        assert len(monkey.settings_seen[volume]) > 1, volume


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
    other_games = [menu.games.rect] if menu.launcher else []  # several games: the launcher
    assert clickables(menu) == [*(button.rect for button in menu.buttons[1:]), *other_games]
    table = TableScene(app, Session([Seat("Ann", HUMAN), Seat("Bo", HUMAN)], 4))
    app.push(table)
    app.step(16)
    assert clickables(table) == [table.curtain_button()]


def test_random_input_with_a_second_game_registered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With Tiny Auction registered the window opens on the launcher: random input there, in both
    games' menus and forms and at both games' tables breaks nothing."""
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    games: set[str] = set()
    opened = TableScene.__init__

    def noting(scene: TableScene, app: App, session: Session, *args: Any, **kwargs: Any) -> None:
        games.add(session.info.key)
        opened(scene, app, session, *args, **kwargs)

    monkeypatch.setattr(TableScene, "__init__", noting)
    with tinygame.registered() as tiny:

        def tiny_table(app: App, rng: random.Random) -> None:
            seats = [Seat("Ann", HUMAN), Seat("Bo", HUMAN), Seat("Cy", AI, "easy")]
            table_for(app, Session(seats, rng.randrange(10_000), game=tiny))

        near = ("menu", "new_game", "table", "arran_menu", "arran_table", "vedrfolnir_two")
        starts = {
            **{name: STARTS[name] for name in near},
            "launcher": lambda app, rng: app.replace(LauncherScene(app)),
            "tiny": tiny_table,
        }
        app = App()
        app.settings.animation_ms = 48
        try:
            # Every other scene is the main run's to reach: this one is about the launcher, each
            # game's menu and form, and a table of each game, the second game's among them.
            around = {"LauncherScene", "MenuScene", "NewGameScene", "TableScene"}
            _run(app, 11, 1200, scenes=around, starts=starts)
        finally:
            for scene in app.scenes:
                getattr(scene, "close", lambda: None)()
    assert games == {"nidavellir", "arran", "vedrfolnir", "tiny"}


def test_the_monkey_reaches_the_pace_control_and_the_undo_button(app: App) -> None:
    """The header's AI pace control and the Undo button (dimmed or not) are among what the
    monkey clicks at a table with AI chairs; the monkey's runs change the pace."""
    table = TableScene(app, Session([Seat("Ann", HUMAN), Seat("Bo", AI)], 4))
    app.push(table)
    app.step(16)
    rects = clickables(table)
    assert all(rect in rects for rect in (chrome.PACE_QUICKER, chrome.PACE_SLOWER, chrome.UNDO))
    monkey = Monkey(app, 7, starts={"table": STARTS["table"]})
    monkey.run(600)
    assert len(monkey.settings_seen["ai_pace_ms"]) > 1
