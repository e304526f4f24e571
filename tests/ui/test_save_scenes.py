"""Load, save and statistics scenes, driven by real clicks and keys on the SDL dummy driver."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui import saves, stats
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.scenes.menus import MenuScene
from game.ui.scenes.saves import LoadScene, SaveScene
from game.ui.scenes.stats import StatsScene
from game.ui.table.scene import TableScene
from tests.test_stats import FinishedGame, FinishedState, sheet

pytestmark = pytest.mark.ui
SHOTS = os.environ.get("NIDAVELLIR_SHOTS")  # set to a folder to look at the scenes


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    return tmp_path


def shot(app: App, name: str) -> None:
    if SHOTS:
        app.screenshot(Path(SHOTS) / f"{name}.png")


def game_in_progress(decisions: int = 30) -> Session:
    session = Session([Seat("Sigrún", HUMAN), Seat("Brokk", AI, "easy")], 77)
    rng = random.Random(3)
    for _ in range(decisions):
        seat = (session.waiting_humans() + session.waiting_ai())[0]
        session.submit(rng.choice(session.state.legal_actions(seat)))
    return session


def target(scene: Any, wanted: tuple[Any, ...]) -> tuple[int, int]:
    return next(rect.center for rect, t in scene.targets() if t == wanted)


def test_the_load_scene_lists_saves_and_loads_one_by_a_click(app: App) -> None:
    saves.autosave(game_in_progress(8))
    named = game_in_progress(30)
    saves.save_named(named, "Partie d'Été")
    app.push(MenuScene(app))
    scene = LoadScene(app)
    app.push(scene)
    app.step(FRAME_MS)
    shot(app, "load")
    assert [(e.autosave, e.name) for e in scene.entries] == [
        (True, "autosave"),
        (False, "Partie d'Été"),
    ]
    click(app, target(scene, ("open", 1)))
    table = app.scenes[-1]
    assert isinstance(table, TableScene) and len(app.scenes) == 1
    assert table.session.history == named.history
    assert table.session.state.to_dict() == named.state.to_dict()


def test_a_corrupt_save_shows_a_message_and_is_kept_aside(app: App, home: Path) -> None:
    saves.save_named(game_in_progress(4), "Good")
    broken = saves.saves_dir() / "broken.json"
    broken.write_bytes(b'{"format": 1, "game": "nidavellir", "seats": [{"na')
    scene = LoadScene(app)
    app.push(scene)
    app.step(FRAME_MS)
    index = next(i for i, e in enumerate(scene.entries) if e.path == broken)
    assert scene.entries[index].problem
    click(app, target(scene, ("open", index)))
    assert scene.message is not None and app.scenes[-1] is scene
    assert any("broken.json" in line and "cut short" in line for line in scene.message.lines)
    assert any("broken.json.corrupt-" in line for line in scene.message.lines)
    shot(app, "load_failed")
    assert not broken.exists()
    (aside,) = saves.saves_dir().glob("broken.json.corrupt-*")
    assert aside.read_bytes().startswith(b'{"format": 1')
    assert [e.name for e in scene.entries] == ["Good"]
    click(app, target(scene, ("ok",)))
    assert scene.message is None
    click(app, target(scene, ("back",)))
    assert not app.scenes or app.scenes[-1] is not scene


def test_the_message_is_in_french_when_the_game_is(app: App) -> None:
    app.set_language("fr")
    saves.autosave_path("nidavellir").write_bytes(b"\x00\xffgarbage")
    scene = LoadScene(app)
    app.push(scene)
    app.step(FRAME_MS)
    click(app, target(scene, ("open", 0)))
    assert scene.message is not None
    assert (
        scene.message.lines[0] == "La sauvegarde autosave-nidavellir.json est endommagée et ne "
        "peut pas être chargée."
    )
    app.step(FRAME_MS)
    assert saves.load_autosave("nidavellir") is None


def test_save_scene_writes_the_typed_name(app: App) -> None:
    session = game_in_progress(12)
    scene = SaveScene(app, session)
    app.push(scene)
    app.step(FRAME_MS)
    scene.name = ""
    for char in "Soiréx":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=42)
    )
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="e"))
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
    )
    app.step(FRAME_MS)
    shot(app, "saved")
    assert scene.saved_as == "Soirée"
    assert saves.load_named("Soirée").history == session.history
    assert (saves.saves_dir() / "soiree.json").is_file()
    click(app, target(scene, ("ok",)))
    assert scene not in app.scenes


def test_save_button_and_cancel(app: App) -> None:
    app.push(MenuScene(app))
    scene = SaveScene(app, game_in_progress(6))
    app.push(scene)
    app.step(FRAME_MS)
    shot(app, "save")
    click(app, target(scene, ("save",)))
    assert scene.saved_as and len(saves.list_saves()) == 1
    click(app, target(scene, ("ok",)))
    assert app.scenes[-1] is not scene
    again = SaveScene(app, game_in_progress(6))
    app.push(again)
    app.step(FRAME_MS)
    click(app, target(again, ("cancel",)))
    assert isinstance(app.scenes[-1], MenuScene) and len(saves.list_saves()) == 1


def _record_two_games() -> None:
    seats = [Seat("Sigrún"), Seat("Brokk", AI), Seat("Ása")]
    stats.record_game(
        FinishedGame(
            seats,
            FinishedState(  # type: ignore[arg-type]
                [sheet(80, warrior=20), sheet(95, hunter=25), sheet(60)]
            ),
            seed=1,
        )
    )
    stats.record_game(
        FinishedGame(
            seats,
            FinishedState(  # type: ignore[arg-type]
                [sheet(100, explorer=6), sheet(70), sheet(100, blacksmith=12)]
            ),
            seed=2,
        )
    )


def test_the_stats_scene_shows_the_rows(app: App) -> None:
    _record_two_games()
    app.push(MenuScene(app))
    scene = StatsScene(app)
    app.push(scene)
    app.step(FRAME_MS)
    shot(app, "stats")
    assert [r.name for r in scene.rows] == ["Ása", "Brokk", "Sigrún"]
    cells = scene.cells(scene.rows[2])
    assert cells["games"] == "2" and cells["wins"] == "1" and cells["win_rate"] == "50%"
    assert cells["average"] == "90.0" and cells["warrior"] == "10.0"
    app.set_language("fr")
    app.step(FRAME_MS)
    assert scene.cells(scene.rows[0])["win_rate"] == "50 %"
    assert scene.cells(scene.rows[0])["average"] == "80,0"
    click(app, target(scene, ("back",)))
    assert isinstance(app.scenes[-1], MenuScene)


def test_the_stats_scene_warns_about_a_damaged_file(app: App, home: Path) -> None:
    (home / "stats.json").write_bytes(b"\xff garbage")
    scene = StatsScene(app)
    app.push(scene)
    app.step(FRAME_MS)
    shot(app, "stats_warning")
    assert scene.warning is not None and scene.rows == []
    assert list(home.glob("stats.json.corrupt-*"))


def test_continue_resumes_the_autosave_at_a_new_table(app: App) -> None:
    from game.ui.scenes.saves import continue_last_game

    app.push(MenuScene(app))
    assert not continue_last_game(app) and isinstance(app.scenes[-1], MenuScene)
    session = game_in_progress(20)
    saves.autosave(session)
    assert continue_last_game(app)
    table = app.scenes[-1]
    assert isinstance(table, TableScene) and table.session.history == session.history


def test_continue_on_a_damaged_autosave_explains_it_over_the_menu(app: App, home: Path) -> None:
    from game.ui.scenes.saves import MessageScene, continue_last_game

    app.push(MenuScene(app))
    saves.autosave_path("nidavellir").write_bytes(b'{"format": 1, "game": "nidavellir", "hist')
    assert not continue_last_game(app)
    box = app.scenes[-1]
    assert isinstance(box, MessageScene)
    app.step(FRAME_MS)
    shot(app, "continue_failed")
    assert "cut short" in box.box.lines[0]
    assert not saves.has_autosave("nidavellir") and list(
        home.glob("autosave-nidavellir.json.corrupt-*")
    )
    click(app, target(box, ("ok",)))
    assert isinstance(app.scenes[-1], MenuScene)
