"""Every number on the table says what it is: a word beside it, or a tooltip over it."""

from __future__ import annotations

import random

import pytest

from game.core.events import Event
from game.core.session import AI, HUMAN, Seat, Session
from game.core.simulate import random_step
from game.nidavellir.flow import TAVERN
from game.taverns import coins as cn
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.autoplay import FRAME_MS
from game.ui.games.nidavellir.help import Describer, hover_items
from game.ui.games.nidavellir.layout import order_badge
from game.ui.games.nidavellir.log import LogWriter
from game.ui.table.scene import TableScene
from game.ui.theme import MIN_TEXT_PX

pytestmark = pytest.mark.ui


def _writer(app: App) -> LogWriter:
    return LogWriter(app.rules, app.t, ["Astrid", "Brokk"], app.faces._name)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["Astrid trades", "+", "= 8: gives up", "and takes"]),
        ("fr", ["Astrid échange", "+", "= 8 : cède", "et prend"]),
    ],
)
def test_a_trade_line_names_its_sum_what_goes_and_what_comes(
    app: App, lang: str, words: list[str]
) -> None:
    app.set_language(lang)
    three, five, eight = (cn.coin(v, cn.BRONZE if v < 5 else cn.GOLD) for v in (3, 5, 8))
    line = _writer(app).line(Event("coins_traded", 0, (three, five, five, eight)))
    assert line == [
        ("text", words[0]),
        ("coin", three),
        ("text", words[1]),
        ("coin", five),
        ("text", words[2]),
        ("coin", five),
        ("text", words[3]),
        ("coin", eight),
    ]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "The Laughing Goblin: bids Astrid 5, Brokk 3"),
        ("fr", "Le Gobelin Rieur : mises Astrid 5, Brokk 3"),
    ],
)
def test_revealed_bids_are_called_bids(app: App, lang: str, expected: str) -> None:
    app.set_language(lang)
    assert _writer(app).line(Event("bids_revealed", -1, (0, (5, 3)))) == [("text", expected)]


def test_decks_and_five_player_cards_explain_their_numbers(app: App) -> None:
    describer = Describer(app.rules, app.t, app.faces._name)
    assert describer.describe("deck", (2, 18), {}) == "Age 2 deck: 18 cards left."
    assert describer.describe("deck", (1, 1), {}) == "Age 1 deck: 1 card left."
    five = describer.card("a1_warrior_5p0")
    assert five.endswith(
        "The 5 in its corner: this card joins the decks only in five-player games."
    )
    assert "The 5 in its corner" not in describer.card("a1_warrior_3")
    assert describer.card("a1_hunter_5p0").endswith("only in five-player games.")
    app.set_language("fr")
    assert describer.describe("deck", (2, 0), {}) == "Pioche de l'Âge 2 : il reste 0 carte."
    assert describer.describe("deck", (1, 7), {}) == "Pioche de l'Âge 1 : il reste 7 cartes."


def _table(app: App) -> TableScene:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI), Seat("Cy", AI)], 17)
    rng = random.Random(3)
    for _ in range(90):
        random_step(session.state, rng)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    return scene


def test_the_decks_are_hoverable(app: App) -> None:
    scene = _table(app)
    app.step(FRAME_MS)
    assert scene.presenter.lay is not None
    decks = [
        (rect, what)
        for rect, kind, what in hover_items(scene.view, scene.presenter.lay)
        if kind == "deck"
    ]
    assert decks == [
        (scene.presenter.lay.decks[0], (1, len(scene.view["decks"][0]))),
        (scene.presenter.lay.decks[1], (2, len(scene.view["decks"][1]))),
    ]


def test_scores_ranks_and_next_ranks_are_drawn_with_their_words(app: App) -> None:
    scene = _table(app)
    app.assets.drawn = set()
    app.step(FRAME_MS)
    texts = sorted(d.text for d in app.assets.drawn)
    view = scene.view
    for seat in (1, 2):  # opponents: "Bravery" beside the score, "n ranks" on each column
        assert str(view["scores"][seat]["total"]) in texts
        for keys in view["seats"][seat]["columns"]:
            ranks = sum(len(app.rules.cards[app.rules.card_ids[k]].ranks) for k in keys)
            assert app.t.plural("table.ranks", ranks) in texts
    assert Drawn("Bravery", "text", MIN_TEXT_PX) in app.assets.drawn  # beside each score
    assert any(t.startswith("next rank +") for t in texts)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Turn order in this tavern: chooses 2nd (highest bid first, ties by gem)."),
        (
            "fr",
            "Ordre du tour dans cette taverne : choisit 2e (la plus forte mise d'abord, "
            "égalités par la gemme).",
        ),
    ],
)
def test_the_turn_order_disc_says_what_it_counts(app: App, lang: str, expected: str) -> None:
    app.set_language(lang)
    scene = _table(app)
    state = scene.session.state
    rng = random.Random(5)
    while state.phase != TAVERN or state.to_move() == [] or len(state.order) < 3:
        random_step(state, rng)
    scene.on_settings()
    app.step(FRAME_MS)
    assert scene.presenter.lay is not None
    items = [
        (rect, what)
        for rect, kind, what in hover_items(scene.view, scene.presenter.lay)
        if kind == "order"
    ]
    second = state.order[1]
    assert (order_badge(scene.presenter.lay.seats[second]), 2) in items and len(items) == 3
    describer = Describer(app.rules, app.t, app.faces._name)
    assert describer.describe("order", 2, scene.view) == expected


@pytest.mark.parametrize(
    ("lang", "expected"), [("en", "Brokk bids face up"), ("fr", "Brokk mise face visible")]
)
def test_a_coin_bid_face_up_is_told_with_its_coin(app: App, lang: str, expected: str) -> None:
    """Uline's owner bids from hand: the log shows the coin everyone now sees."""
    app.set_language(lang)
    seven = cn.coin(7, cn.GOLD)
    line = _writer(app).line(Event("coin_placed_face_up", 1, (seven, 2)))
    assert line == [("text", expected), ("coin", seven)]
