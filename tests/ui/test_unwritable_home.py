"""A data folder that cannot be made (its path runs through a regular file, as under a read-only
mount) never stops a table (issue 22 item 11): moves are made by real clicks at each game's table,
the game goes on with the autosave off, and one notice says where the game could not write."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, play_action
from game.ui.scenes.menus import MenuScene
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui
MOVES = 3  # moves at each table, each one an autosave the folder cannot take


@pytest.fixture
def blocked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """NIDAVELLIR_HOME below a regular file: no folder can ever be made there."""
    wall = tmp_path / "wall"
    wall.write_text("a file, not a folder", encoding="utf-8")
    home = wall / "nidavellir"
    monkeypatch.setenv("NIDAVELLIR_HOME", str(home))
    yield home


def play_moves(app: App, scene: TableScene, moves: int, rng: random.Random) -> None:
    """Frames and clicks until `moves` moves are in the game's history."""
    for _ in range(20_000):
        if len(scene.session.history) >= moves or app.scenes[-1] is not scene:
            return
        scene._refresh()
        if scene.curtain_for is not None:
            click(app, scene.curtain_button().center)
            continue
        seat = scene.viewer
        if seat in scene.session.waiting_humans() and not scene.presenter.busy():
            play_action(app, scene, rng.choice(scene.session.state.legal_actions(seat)))
            continue
        app.step(FRAME_MS)
    raise AssertionError("the table stopped moving")


def test_each_table_plays_on_with_the_autosave_off_and_one_notice(blocked: Path) -> None:
    app = App()
    app.settings.animation_ms = 0
    app.settings.ai_pace_ms = 0
    shown: list[str] = []
    app.notify = shown.append  # type: ignore[method-assign]
    app.push(MenuScene(app))
    app.step(FRAME_MS)
    try:
        for info in registry.games():
            players = info.players_with({}).start
            seats = [Seat("Ann", HUMAN)] + [Seat(f"AI {i}", AI, "easy") for i in range(1, players)]
            scene = TableScene(app, Session(seats, 5, {}, info))
            app.push(scene)
            play_moves(app, scene, MOVES, random.Random(5))
            assert len(scene.session.history) >= MOVES and app.scenes[-1] is scene
            app.autosaver.flush()
            app.step(FRAME_MS)
            scene.close()
            app.pop()
    finally:
        app.close()
    assert shown == [f"Autosave is off: the game cannot write in {blocked} (Not a directory)."]
    assert app.autosaver.off
    assert not blocked.exists()
