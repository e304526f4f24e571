"""Guerres d'Arran with what the table shell gives every game: the autosave and a named save that
reopen the table where it was, undo, a whole demo game of AI chairs, the statistics of its own
book, and the table in French."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.core.game import GameInfo
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import saves, stats
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.games.arran.presenter import ArranPresenter
from game.ui.scenes.menus import start_demo
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.table.scene import TableScene
from tests.ui.test_arran_table import registered_arran

pytestmark = pytest.mark.ui


@pytest.fixture
def arran() -> Iterator[GameInfo]:
    with registered_arran() as info:
        yield info


def _played(app: App, info: GameInfo, moves: int) -> TableScene:
    """A table of one person against an AI chair after `moves` of the person's decisions."""
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI, "easy")], 8, {}, info)
    scene = TableScene(app, session)
    app.replace(scene)
    rng = random.Random(8)
    done = 0
    for _ in range(3000):
        if done == moves:
            break
        if 0 in session.waiting_humans() and not scene.presenter.busy():
            for pos in scene.click_plan(rng.choice(session.state.legal_actions(0))):
                click(app, pos)
            done += 1
        else:
            app.step(FRAME_MS)
    return scene


def test_a_save_and_the_autosave_reopen_the_table(app: App, arran: GameInfo) -> None:
    scene = _played(app, arran, 12)
    session = scene.session
    path = saves.save_named(session, "Arran test")
    app.autosaver.flush()
    for loaded in (saves.load_path(path), saves.load_autosave("arran")):
        assert loaded is not None and loaded.info.key == "arran"
        assert loaded.state.view(0) == session.state.view(0)
        again = TableScene(app, loaded)
        assert isinstance(again.presenter, ArranPresenter)
        app.push(again)
        app.step(FRAME_MS)
        app.pop()


def test_undo_takes_back_a_decision(app: App, arran: GameInfo) -> None:
    """The first of Ann's decisions that shows nothing hidden (a pick that does not end the
    tavern, say) is taken back by the Undo button."""
    scene = _played(app, arran, 0)
    session = scene.session
    rng = random.Random(2)
    for _ in range(4000):
        if 0 in session.waiting_humans() and not scene.presenter.busy():
            scene.ai_wait = float("inf")  # Bo waits, so the last decision stays Ann's
            view = session.state.view(0)
            for pos in scene.click_plan(rng.choice(session.state.legal_actions(0))):
                click(app, pos)
            if session.can_undo(0):
                break
            scene.ai_wait = 0.0
        app.step(FRAME_MS)
    assert session.can_undo(0)
    scene._build_targets()
    undo = next(rect for rect, target in scene.hit_map if target == ("undo",))
    click(app, undo.center)
    assert session.state.view(0) == view


def test_a_demo_game_of_arran_plays_to_its_score_sheet(app: App, arran: GameInfo) -> None:
    app.choose_game(arran)
    start_demo(app, players=4)
    table = app.scenes[-1]
    assert isinstance(table, TableScene) and table.demo
    for seat in table.session.seats:  # quick chairs: this tests the flow, not the AI
        seat.level = "random"
    for _ in range(20_000):
        app.step(FRAME_MS)
        if not isinstance(app.scenes[-1], TableScene):
            break
    assert isinstance(app.scenes[-1], ScoreSheetScene) and table.session.state.is_over()
    assert stats.load_stats("arran")["players"] == {}  # a demo game counts for nobody


def test_a_finished_game_counts_in_arrans_own_statistics(app: App, arran: GameInfo) -> None:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI, "easy")], 4, {}, arran)
    scene = TableScene(app, session)
    app.replace(scene)
    rng = random.Random(4)
    for _ in range(20_000):
        if app.scenes[-1] is not scene:
            break
        if 0 in session.waiting_humans() and not scene.presenter.busy():
            for pos in scene.click_plan(rng.choice(session.state.legal_actions(0))):
                click(app, pos)
        else:
            app.step(FRAME_MS)
    assert isinstance(app.scenes[-1], ScoreSheetScene)
    assert "Ann" in stats.load_stats("arran")["players"]
    assert "Ann" not in stats.load_stats("nidavellir")["players"]


def test_the_table_speaks_french(app: App, arran: GameInfo) -> None:
    app.set_language("fr")
    scene = TableScene(app, Session([Seat("Ann", HUMAN), Seat("Bo", HUMAN)], 1, {}, arran))
    app.replace(scene)
    app.step(FRAME_MS)
    click(app, scene.curtain_button().center)
    assert scene.presenter.title().startswith("Ère 1")
    assert "bourse" in scene.prompt()
