"""A second game at the shared table: Tiny Auction, registered for the test only, is played to its
end by real mouse events on the targets its presenter lays out. Nothing of the table shell or the
session knows the game: registering it (with `GameInfo.ui` naming its presenter) is all it
takes."""

from __future__ import annotations

import random

import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.table.scene import TableScene
from tests import tinygame
from tests.tinygame.ui import TinyPresenter
from tests.ui.clickplay import play_by_clicks

pytestmark = pytest.mark.ui


def _play(app: App, seats: list[Seat], seed: int) -> tuple[TableScene, Session, int]:
    """The whole game by clicks, each human chair choosing at random among its legal actions;
    returns the table, its session and how many times the curtain fell."""
    with tinygame.registered() as info:
        session = Session(seats, seed, {"long": True}, game=info)
        scene = TableScene(app, session)
        assert isinstance(scene.presenter, TinyPresenter)
        app.replace(scene)
        app.step(FRAME_MS)
        _, curtains = play_by_clicks(app, scene, random.Random(seed))
    return scene, session, curtains


def test_two_people_play_tiny_auction_to_the_score_sheet_behind_the_curtain(app: App) -> None:
    scene, session, curtains = _play(app, [Seat("Ann", HUMAN), Seat("Bo", HUMAN)], seed=3)
    assert session.state.is_over() and isinstance(app.scenes[-1], ScoreSheetScene)
    assert session.state.round == 6  # five rounds with the `long` option, each bid by clicks
    assert curtains >= 5  # the laptop changed hands for the sealed bids
    assert scene.log_lines()  # the game's own log lines, in the shell's drawer


def test_a_person_plays_tiny_auction_against_an_ai_chair(app: App) -> None:
    _, session, curtains = _play(app, [Seat("Ann", HUMAN), Seat("Bo", AI, "easy")], seed=4)
    assert session.state.is_over() and isinstance(app.scenes[-1], ScoreSheetScene)
    assert curtains == 0  # one person: nothing to hide from anyone
    assert 1 in session.actors  # the AI chair played, through Tiny Auction's AI hooks
