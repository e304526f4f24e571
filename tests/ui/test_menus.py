"""Menu → new game → table → score sheet → menu, all by clicks and keys."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, settle
from game.ui.games.nidavellir.rules import RulesScene
from game.ui.scenes.menus import MenuScene, NewGameScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui


def _target(scene: NewGameScene, wanted: tuple) -> tuple[int, int]:
    return next(rect.center for rect, target in scene.targets() if target == wanted)


def _menu_button(app: App, key: str) -> tuple[int, int]:
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene)
    return menu.button(key).rect.center


def _type(app: App, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.step(FRAME_MS)


def test_set_up_a_game_by_clicks(app: App) -> None:
    app.push(MenuScene(app))
    app.step(FRAME_MS)
    click(app, _menu_button(app, "menu.new_game"))
    setup = app.scenes[-1]
    assert isinstance(setup, NewGameScene)
    click(app, _target(setup, ("count", 4)))
    assert setup.count == 4
    click(app, _target(setup, ("choice", 1, HUMAN)))
    assert setup.seats[1].kind == HUMAN
    click(app, _target(setup, ("choice", 2, HUMAN)))
    assert setup.seats[2].kind == HUMAN
    click(app, _target(setup, ("choice", 2, "hard")))
    assert (setup.seats[2].kind, setup.seats[2].level) == (AI, "hard")
    click(app, _target(setup, ("choice", 2, "easy")))
    assert (setup.seats[2].kind, setup.seats[2].level) == (AI, "easy")
    click(app, _target(setup, ("name", 0)))
    for _ in range(10):
        pygame.event.post(
            pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=42
            )
        )
    _type(app, "Sigrún")
    click(app, _target(setup, ("option", "first_game")))
    assert setup.seats[0].name == "Sigrún" and setup.options["first_game"]
    click(app, _target(setup, ("start",)))
    settle(app, lambda: isinstance(app.scenes[-1], TableScene))
    table = app.scenes[-1]
    assert isinstance(table, TableScene)
    state = table.session.state
    assert state.n == 4 and state.options["first_game"]
    assert [s.name for s in table.session.seats][:2] == ["Sigrún", "Brokk"]
    assert [s.kind for s in table.session.seats] == [HUMAN, HUMAN, AI, AI]


def test_rules_scene_opens_from_the_menu_and_closes(app: App) -> None:
    app.push(MenuScene(app))
    app.step(FRAME_MS)
    click(app, _menu_button(app, "menu.rules"))
    assert isinstance(app.scenes[-1], RulesScene)
    click(app, app.scenes[-1].back.rect.center)  # type: ignore[attr-defined]
    assert isinstance(app.scenes[-1], MenuScene)


def test_score_sheet_offers_a_rematch_and_the_menu(app: App) -> None:
    import random

    from game.core.simulate import random_step

    session = Session([Seat("A", HUMAN), Seat("B", AI)], 9)
    rng = random.Random(9)
    while not session.state.is_over():
        random_step(session.state, rng)
    sheet = ScoreSheetScene(app, session)
    app.push(sheet)
    app.step(FRAME_MS)
    totals = [s["total"] for s in session.state.scores()]
    assert [s["total"] for s in sheet.outcome.sheets] == totals
    click(app, sheet.rematch.rect.center)
    rematch = app.scenes[-1]
    assert isinstance(rematch, TableScene) and rematch.session.seed == 10
    assert [s.name for s in rematch.session.seats] == ["A", "B"]
    rematch.close()
    app.replace(ScoreSheetScene(app, session))
    app.step(FRAME_MS)
    click(app, app.scenes[-1].menu.rect.center)  # type: ignore[attr-defined]
    assert isinstance(app.scenes[-1], MenuScene)
