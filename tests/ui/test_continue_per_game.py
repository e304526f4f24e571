"""Each game keeps its own autosave and its own Continue: playing one game never offers nor takes
away another's, and the single autosave of earlier versions becomes its game's (real files
written by that version's code, in `tests/core/fixtures/`)."""

from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path

import pytest

from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import saves
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.scenes.menus import MenuScene
from game.ui.scenes.saves import MessageScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.settings import Settings, save_settings
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui
FIXTURES = Path(__file__).parents[1] / "core" / "fixtures"
OLD_AUTOSAVES = {
    "nidavellir": FIXTURES / "autosave_v1_first_game_held.json",
    "arran": FIXTURES / "autosave_single_arran.json",
    "vedrfolnir": FIXTURES / "autosave_single_vedrfolnir.json",
}


def played(game: str, moves: int, seed: int = 5) -> Session:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI, "easy")], seed, {}, game=game)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.is_over():
            break
        seat = (session.waiting_humans() + session.waiting_ai())[0]
        session.submit(rng.choice(session.state.legal_actions(seat)))
    return session


def menu_of(app: App, game: str) -> MenuScene:
    """`game`'s menu on the screen, as the launcher opens it."""
    app.choose_game(registry.get(game))
    menu = MenuScene(app)
    app.replace(menu)
    app.step(FRAME_MS)
    return menu


def continue_button(menu: MenuScene) -> tuple[bool, tuple[int, int]]:
    button = menu.button("saves.menu_continue")
    return button.enabled, button.rect.center


def test_each_game_offers_only_its_own_continue(app: App) -> None:
    arran = played("arran", 20)
    saves.autosave(arran)
    enabled, _ = continue_button(menu_of(app, "vedrfolnir"))
    assert not enabled  # Arran's game is not Vedrfolnir's to continue
    vedrfolnir = played("vedrfolnir", 6)
    app.autosaver.save(vedrfolnir)  # a Vedrfolnir table saving after a move
    app.autosaver.flush()
    enabled, at = continue_button(menu_of(app, "vedrfolnir"))
    assert enabled
    click(app, at)
    table = app.scenes[-1]
    assert isinstance(table, TableScene) and table.session.info.key == "vedrfolnir"
    assert table.session.history[: len(vedrfolnir.history)] == vedrfolnir.history
    enabled, at = continue_button(menu_of(app, "arran"))  # Arran's Continue was not taken
    assert enabled
    click(app, at)
    table = app.scenes[-1]
    assert isinstance(table, TableScene)
    assert table.session.history[: len(arran.history)] == arran.history
    table.close()
    assert sorted(p.name for p in saves.data_dir().glob("autosave*")) == [
        "autosave-arran.json",
        "autosave-vedrfolnir.json",
    ]


@pytest.mark.parametrize("game", sorted(OLD_AUTOSAVES))
def test_the_single_autosave_of_an_earlier_version_becomes_its_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    shutil.copy(OLD_AUTOSAVES[game], tmp_path / "autosave.json")
    written = json.loads(OLD_AUTOSAVES[game].read_text(encoding="utf-8"))
    app = App()
    try:
        assert [p.name for p in tmp_path.glob("autosave*")] == [f"autosave-{game}.json"]
        for other in sorted(set(OLD_AUTOSAVES) - {game}):
            assert not continue_button(menu_of(app, other))[0]
        enabled, at = continue_button(menu_of(app, game))
        assert enabled
        click(app, at)
        table = app.scenes[-1]
        assert isinstance(table, TableScene) and table.session.info.key == game
        assert table.session.history[: len(written["history"])] == written["history"]
        assert [s.name for s in table.session.seats] == [s["name"] for s in written["seats"]]
        table.close()
    finally:
        app.close()


def test_a_damaged_single_autosave_goes_to_the_game_played_last(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    save_settings(Settings(game="arran"))
    (tmp_path / "autosave.json").write_bytes(b'{"format": 2, "game": "arr')
    app = App()
    try:
        assert (tmp_path / "autosave-arran.json").is_file()
        enabled, at = continue_button(menu_of(app, "arran"))
        assert enabled
        click(app, at)  # its Continue explains the damage and sets the file aside
        box = app.scenes[-1]
        assert isinstance(box, MessageScene)
        assert "autosave-arran.json" in box.box.lines[0] and "cut short" in box.box.lines[0]
        assert list(tmp_path.glob("autosave-arran.json.corrupt-*"))
    finally:
        app.close()


def test_beside_a_games_own_autosave_the_newer_file_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    own = saves.autosave(played("arran", 10, seed=1))
    old = tmp_path / "autosave.json"
    shutil.copy(OLD_AUTOSAVES["arran"], old)
    os.utime(old, (1, 1))  # older than the game's own: set aside
    assert saves.migrate_old_autosave("nidavellir") == own
    assert json.loads(own.read_text(encoding="utf-8"))["seed"] == 1
    (aside,) = tmp_path.glob("autosave.json.corrupt-*")
    assert aside.read_bytes() == OLD_AUTOSAVES["arran"].read_bytes()
    shutil.copy(OLD_AUTOSAVES["arran"], old)  # newer than the game's own: it wins
    assert saves.migrate_old_autosave("nidavellir") == own
    assert own.read_bytes() == OLD_AUTOSAVES["arran"].read_bytes()
    assert len(list(tmp_path.glob("autosave-arran.json.corrupt-*"))) == 1
    assert saves.migrate_old_autosave("nidavellir") is None  # nothing left to move


def test_a_finished_game_ends_only_its_own_continue(app: App) -> None:
    ongoing = played("nidavellir", 12)
    saves.autosave(ongoing)
    finished = played("nidavellir", 10_000, seed=8)  # a finished game loaded from a named save
    assert finished.state.is_over()
    app.replace(ScoreSheetScene(app, finished))
    app.step(FRAME_MS)
    assert saves.load_autosave("nidavellir").history == ongoing.history  # type: ignore[union-attr]
    app.autosaver.save(ongoing)
    app.autosaver.flush()
    while not ongoing.state.is_over():
        seat = (ongoing.waiting_humans() + ongoing.waiting_ai())[0]
        ongoing.submit(ongoing.state.legal_actions(seat)[0])
    app.replace(ScoreSheetScene(app, ongoing))  # the game continued, now over
    app.step(FRAME_MS)
    assert not saves.has_autosave("nidavellir")
