"""Demo mode: AI chairs only, the game plays itself, and a new game follows the score sheet."""

from __future__ import annotations

import pytest

from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.scenes.menus import start_demo
from game.ui.scenes.scoresheet import DEMO_SHEET_MS, ScoreSheetScene
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui


def test_demo_plays_whole_games_and_starts_the_next(app: App) -> None:
    start_demo(app, players=3)
    table = app.scenes[-1]
    assert isinstance(table, TableScene) and table.demo
    assert not table.session.humans() and table.view["viewer"] is None
    for seat in table.session.seats:  # quick chairs: this tests the flow, not the AI
        seat.level = "random"
    for _ in range(20_000):
        app.step(FRAME_MS)
        if not isinstance(app.scenes[-1], TableScene):
            break
    sheet = app.scenes[-1]
    assert isinstance(sheet, ScoreSheetScene) and table.session.state.is_over()
    for _ in range(DEMO_SHEET_MS // FRAME_MS + 2):
        app.step(FRAME_MS)
    follow = app.scenes[-1]
    assert isinstance(follow, TableScene) and follow.demo and follow is not table
    assert follow.session.seed == table.session.seed + 1
    assert (
        follow.session.options["thingvellir"] != table.session.options["thingvellir"]
    )  # the base game, then with Thingvellir, then Idavoll …
    follow.close()


def test_pace_keys_change_the_ai_pace(app: App) -> None:
    import pygame

    start_demo(app, players=2)
    app.settings.ai_pace_ms = 700
    for key, expected in ((pygame.K_DOWN, 950), (pygame.K_UP, 700), (pygame.K_UP, 450)):
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        )
        app.step(FRAME_MS)
        assert app.settings.ai_pace_ms == expected
    app.scenes[-1].close()  # type: ignore[attr-defined]


def test_the_demo_skips_a_next_game_whose_data_cannot_be_read(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses
    import importlib
    import random

    from game.core import registry
    from game.core.errors import DataError
    from game.core.session import AI, Seat, Session
    from game.ui.scenes.scoresheet import _option_sets

    def unreadable(_: App) -> None:
        raise DataError("data/arran/dwarves.yaml: entry dwarves 'E1-TE-02', field 'points'")

    arran = importlib.import_module(registry.get("arran").ui)
    monkeypatch.setattr(arran, "UI", dataclasses.replace(arran.UI, dress=unreadable))
    nidavellir = registry.get("nidavellir")
    last = _option_sets(nidavellir)[-1]  # after it, the demo moves on to the next game
    session = Session([Seat("A", AI), Seat("B", AI)], 5, last, nidavellir)
    rng = random.Random(5)
    while not session.state.is_over():
        seat = session.state.to_move()[0]
        session.submit(rng.choice(session.state.legal_actions(seat)))
    app.replace(ScoreSheetScene(app, session, demo=True))
    for _ in range(DEMO_SHEET_MS // FRAME_MS + 2):
        app.step(FRAME_MS)
    follow = app.scenes[-1]
    assert isinstance(follow, TableScene) and follow.demo
    assert (follow.session.info.key, follow.session.options) == (
        "nidavellir",
        _option_sets(nidavellir)[0],
    )
    assert app.game.key == "nidavellir" and app.unavailable == {
        "arran": "data/arran/dwarves.yaml: entry dwarves 'E1-TE-02', field 'points'"
    }
    follow.close()
