"""Idavoll at the table: whole games by clicks only, every new decision through its target."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from game.core.session import HUMAN, Seat, Session
from game.nidavellir.actions import Action
from game.nidavellir.persist import replay
from game.ui.app import App
from game.ui.autoplay import play_action, play_game
from game.ui.games.nidavellir.help import hover_items
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.table.scene import TableScene
from tests.idavoll.test_giants import uline_owner_capturing_with_hrungnir

pytestmark = pytest.mark.ui

MYTH_DECISIONS = {
    "loki",
    "freya",
    "capture",
    "olrun",
    "skymir_keep",
    "frigg_keep",
    "frigg_order",
    "gullinbursti",
    "odin",
    "thor",
}


def _chooser(seed: int, seen: Counter[str]) -> Any:
    """Random legal actions, preferring Idavoll's powers so the games use them."""
    rng = random.Random(seed)

    def choose(state: Any, seat: int, *_: Any) -> Action:
        seen[state.pending()] += 1
        legal = state.legal_actions(seat)
        powers = [a for a in legal if type(a).__name__ in ("Frigg",)]
        if powers and rng.random() < 0.5:
            return rng.choice(powers)
        if state.pending() in ("loki", "freya", "odin") and len(legal) > 1:
            return rng.choice(legal[1:] if str(legal[0]).endswith("pass") else legal[:-1])
        return rng.choice(legal)

    return choose


def _play(app: App, players: int, seed: int, seen: Counter[str]) -> None:
    session = Session([Seat(f"P{i}", HUMAN) for i in range(players)], seed, {"idavoll": True})
    scene = TableScene(app, session)
    app.push(scene)
    play_game(app, scene, _chooser(seed, seen))
    sheet = app.scenes[-1]
    assert isinstance(sheet, ScoreSheetScene)
    again = replay(players, seed, session.history, {"idavoll": True})
    assert again.to_dict() == session.state.to_dict()
    assert sheet.outcome == again.outcome()
    assert {"gods", "giants", "valkyries"} <= set(sheet.outcome.sheets[0])


@pytest.mark.parametrize(
    ("players", "seed"), [(2, 1), pytest.param(5, 2, marks=pytest.mark.slow)]
)  # one whole game by default
def test_a_whole_idavoll_game_by_clicks_reaches_the_score_sheet(
    app: App, players: int, seed: int
) -> None:
    seen: Counter[str] = Counter()
    _play(app, players, seed, seen)
    assert seen["loki"] + seen["freya"] + seen["capture"] + seen["olrun"] > 0


def test_every_idavoll_decision_is_played_by_clicks(app: App) -> None:
    """Two seeded games that between them meet every new decision, each answered by the clicks
    `click_plan` gives (a target on the table, a button of the choice panel, Freya's two cards,
    Frigg's switch then a card)."""
    seen: Counter[str] = Counter()
    for players, seed in [(5, 5), (3, 8)]:
        _play(app, players, seed, seen)
        app.scenes.clear()
    assert {d for d in MYTH_DECISIONS if seen[d]} == MYTH_DECISIONS


def test_mythology_cards_tokens_and_the_deck_have_tooltips(app: App) -> None:
    session = Session([Seat("A", HUMAN), Seat("B", HUMAN), Seat("C", HUMAN)], 8, {"idavoll": True})
    rng = random.Random(8)
    while not any(p.myth for p in session.state.players):
        seat = rng.choice(session.state.to_move())
        session.state.apply(rng.choice(session.state.legal_actions(seat)))
    scene = TableScene(app, session)
    app.push(scene)
    app.step(16)
    items = hover_items(scene.view, scene.presenter.lay)
    describer = scene.presenter._describer()
    myths = [what for _, kind, what in items if kind == "myth"]
    assert myths
    for seat, key in myths:
        card = session.state.rules.cards[session.state.rules.card_ids[key]]
        text = describer.describe("myth", (seat, key), scene.view)
        assert text.startswith(card.name.en) and text.endswith(")")
    deck = next(what for _, kind, what in items if kind == "myth_deck")
    assert deck == (len(session.state.myth_deck), len(session.state.reserve))
    assert f"{deck[0]} cards" in describer.describe("myth_deck", deck, scene.view)


def test_hrungnir_order_is_chosen_by_clicking_hand_coins(app: App) -> None:
    """The one Idavoll decision random games rarely meet (Uline's owner capturing with
    Hrungnir), set up by hand and answered by a click on a coin of the hand."""
    state = uline_owner_capturing_with_hrungnir()
    session = Session([Seat("A", HUMAN), Seat("B", HUMAN), Seat("C", HUMAN)], 21, {"idavoll": True})
    session.state = state
    scene = TableScene(app, session)
    app.push(scene)
    app.step(16)
    assert scene.prompt().startswith("Hrungnir")
    action = next(a for a in state.legal_actions(0) if str(a) == "s0 transform hand:4")
    play_action(app, scene, action)
    assert session.history == ["s0 transform hand:4"]
    assert state.pending() != "hrungnir"
