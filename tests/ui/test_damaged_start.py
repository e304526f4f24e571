"""The window starts over a damaged data folder and says so once (issue 11, item 1), by real events.

Settings with `Infinity`, an autosave, a named save and the statistics nested 100,000 deep, a
leftover temp file of a killed save and a good named save: the App starts, shows the settings
message over the menu, Continue explains the autosave, Statistics explains the reset, the Load
screen explains the bad save and still loads the good one; and the next start is quiet.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core import registry
from game.core.game import GameInfo
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import saves, stats
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.scenes.menus import MenuScene
from game.ui.scenes.saves import LoadScene, MessageScene
from game.ui.scenes.stats import StatsScene
from game.ui.settings import Settings, load_settings, settings_path
from game.ui.table.scene import TableScene
from tests.ui.test_save_scenes import game_in_progress, target

pytestmark = pytest.mark.ui
SHOTS = os.environ.get("NIDAVELLIR_SHOTS")  # set to a folder to look at the scenes
DEEP = ("[" * 100_000 + "]" * 100_000).encode()


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    return tmp_path


def start(home: Path) -> App:
    app = App()
    app.settings.animation_ms = 48
    app.push(MenuScene(app))
    app.step(FRAME_MS)
    return app


@pytest.fixture
def damaged(home: Path) -> Iterator[Path]:
    good = game_in_progress(12)
    saves.save_named(good, "Good")
    settings_path().write_text('{"ai_pace_ms": Infinity, "language": "en"}', encoding="utf-8")
    saves.autosave_path("nidavellir").write_bytes(DEEP)
    (saves.saves_dir() / "deep.json").write_bytes(b'{"a":' * 100_000 + b"1" + b"}" * 100_000)
    stats.stats_path().write_bytes(DEEP)
    (home / ".autosave.json.x1y2z3w4.tmp").write_text('{"format": 1, "ga', encoding="utf-8")
    yield home


def shot(app: App, name: str) -> None:
    if SHOTS:
        app.screenshot(Path(SHOTS) / f"{name}.png")


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)


def message(app: App) -> Any:
    top = app.scenes[-1]
    assert isinstance(top, MessageScene)
    return top.box


def test_the_window_starts_over_damaged_files_and_explains_each_once(damaged: Path) -> None:
    app = start(damaged)
    assert app.settings == Settings(animation_ms=48)  # defaults (the test shortens flights)
    (kept,) = damaged.glob("settings.json.corrupt-*")
    box = message(app)
    shot(app, "damaged_settings")
    assert box.heading == "A file could not be read"
    assert box.lines == [
        f"Your settings could not be read, so the default settings are used. "
        f"The damaged file was kept aside as {kept.name}."
    ]
    assert not (damaged / ".autosave.json.x1y2z3w4.tmp").exists()
    press(app, pygame.K_RETURN)
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene) and len(app.scenes) == 1

    click(app, menu.button("saves.menu_continue").rect.center)
    box = message(app)
    shot(app, "damaged_autosave")
    (aside,) = damaged.glob("autosave-nidavellir.json.corrupt-*")
    assert box.heading == "This game cannot be loaded"
    assert box.lines == [
        "The saved game autosave-nidavellir.json is damaged and cannot be loaded.",
        f"The file was kept aside as {aside.name}; it will not be loaded or overwritten again.",
    ]
    click(app, box.ok_rect.center)
    assert app.scenes == [menu]
    app.step(FRAME_MS)
    assert not menu.button("saves.menu_continue").enabled  # nothing left to continue

    click(app, menu.button("stats.menu").rect.center)
    book = app.scenes[-1]
    assert isinstance(book, StatsScene) and book.rows == []
    (kept_stats,) = damaged.glob("stats.json.corrupt-*")
    assert app.t(book.warning.key, **book.warning.params) == (
        f"The statistics file could not be read. It was kept aside as {kept_stats.name} and "
        f"the statistics start again."
    )
    shot(app, "damaged_stats")
    press(app, pygame.K_ESCAPE)
    assert app.scenes == [menu]

    click(app, menu.button("saves.menu_load").rect.center)
    scene = app.scenes[-1]
    assert isinstance(scene, LoadScene)
    assert [(e.name, e.problem is not None) for e in scene.entries] == [
        ("Good", False),
        ("deep", True),
    ]
    shot(app, "damaged_load_list")
    click(app, target(scene, ("open", 1)))
    assert scene.message is not None
    assert scene.message.lines[0] == "The saved game deep.json is damaged and cannot be loaded."
    assert [e.name for e in scene.entries] == ["Good"]
    click(app, target(scene, ("ok",)))
    click(app, target(scene, ("open", 0)))
    table = app.scenes[-1]
    saved = saves.load_named("Good").history
    assert isinstance(table, TableScene)
    assert table.session.history[: len(saved)] == saved  # an AI chair may have played since
    app.autosaver.flush()
    close = getattr(table, "close", None)
    if close is not None:
        close()

    again = start(damaged)  # the next start: the bad files are aside, nothing to say
    assert isinstance(again.scenes[-1], MenuScene) and len(again.scenes) == 1
    assert sorted(p.name.split(".corrupt-")[0] for p in damaged.rglob("*.corrupt-*")) == [
        "autosave-nidavellir.json",
        "deep.json",
        "settings.json",
        "stats.json",
    ]


def test_quitting_never_waits_long_on_a_stuck_autosave(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    release = threading.Event()
    monkeypatch.setattr(saves, "write_json_atomic", lambda *_: release.wait(30))
    monkeypatch.setattr(saves, "FLUSH_TIMEOUT_S", 0.05)
    app = start(home)
    app.autosaver.save(game_in_progress(4))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()  # returns although the autosave thread is still stuck
    assert not app.running
    release.set()


def test_a_remembered_game_no_file_can_hold_is_reset_and_every_save_works(home: Path) -> None:
    settings_path().write_text('{"game": "\\ud800", "muted": true}', encoding="utf-8")
    app = start(home)
    (kept,) = home.glob("settings.json.corrupt-*")
    assert message(app).lines == [
        f"Your settings could not be read, so the default settings are used. "
        f"The damaged file was kept aside as {kept.name}."
    ]
    assert app.settings == Settings(muted=True, animation_ms=48) and app.game.key == "nidavellir"
    press(app, pygame.K_RETURN)
    press(app, pygame.K_F11)  # refused by the dummy display, and saved
    assert load_settings() == (Settings(muted=True), None)  # 48 ms is no speed of the screen
    table = TableScene(app, game_in_progress(4))
    table.ai_wait = float("inf")
    app.push(table)
    app.step(FRAME_MS)
    app.settings.game = "\udfff"  # however a bad value got in, saving puts it right
    for key in (pygame.K_m, pygame.K_UP, pygame.K_DOWN):
        press(app, key)
    assert load_settings() == (Settings(), None)
    table.close()


def played(info: GameInfo, moves: int) -> Session:
    """A game of `info` for two chairs (or its fewest), `moves` random moves in."""
    players = max(2, info.players_with({}).start)
    seats = [Seat("Ann", HUMAN)] + [Seat(f"AI {i}", AI, "easy") for i in range(1, players)]
    session = Session(seats, 3, {}, info)
    rng = random.Random(3)
    for _ in range(moves):
        seat = (session.waiting_humans() + session.waiting_ai())[0]
        session.submit(rng.choice(session.state.legal_actions(seat)))
    return session


@pytest.mark.parametrize("game", ["nidavellir", "arran", "vedrfolnir"])
def test_continue_with_a_million_character_names_draws_the_table(home: Path, game: str) -> None:
    session = played(registry.get(game), 6)
    saves.autosave(session)
    data = json.loads(saves.autosave_path(game).read_text(encoding="utf-8"))
    data["seats"][0]["name"] = "W" * 1_000_000
    data["seats"][1]["name"] = "Bo\x07\ud800" + "ð" * 20_000
    saves.autosave_path(game).write_text(json.dumps(data), encoding="ascii")
    app = start(home)
    app.choose_game(registry.get(game))
    app.replace(MenuScene(app))
    app.step(FRAME_MS)
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene)
    click(app, menu.button("saves.menu_continue").rect.center)
    table = app.scenes[-1]
    assert isinstance(table, TableScene)
    assert table.session.history[: len(session.history)] == session.history  # AI may play on
    table.ai_wait = float("inf")
    for _ in range(3):
        app.step(FRAME_MS)
    names = [seat.name for seat in table.session.seats]
    assert names[:2] == ["W" * 14, "Bo\ufffd\ufffd" + "ð" * 10]
    table.close()
