"""Tiny Auction's own rules, so the tests that use it as "another game" rest on a checked game."""

from __future__ import annotations

import random

import pytest

from game.core.errors import IllegalAction
from tests.tinygame import INFO, registered
from tests.tinygame.rules import Bid, Keep, Let, TinyState


def test_highest_bid_wins_and_keeping_pays_the_coin() -> None:
    state = TinyState(2, seed=1, long=False)
    offered = state.offer
    assert state.to_move() == (0, 1) and state.pending() == "bids"
    state.apply(Bid(0, 2))
    events = state.apply(Bid(1, 3))
    assert [e.kind for e in events] == ["bid_placed", "bids_revealed"]
    assert state.to_move() == (1,) and state.pending() == "keep"
    state.apply(Keep(1))
    assert state.kept == [[], [offered]] and state.hands[1] == [1, 2, 4]
    assert state.outcome().sheets[1] == {"cards": offered, "coins": 7, "total": offered + 7}


def test_a_tie_goes_to_the_lower_seat_and_letting_go_costs_nothing() -> None:
    state = TinyState(3, seed=2, long=False)
    for seat in range(3):
        state.apply(Bid(seat, 2))
    assert state.to_move() == (0,)
    state.apply(Let(0))
    assert state.hands[0] == [1, 2, 3, 4] and len(state.discard) == 1 and state.round == 2


def test_all_passing_discards_the_card() -> None:
    state = TinyState(2, seed=3, long=False)
    state.apply(Bid(0, 0))
    events = state.apply(Bid(1, 0))
    assert "card_discarded" in [e.kind for e in events] and state.round == 2


def test_illegal_actions_are_refused() -> None:
    state = TinyState(2, seed=4, long=False)
    with pytest.raises(IllegalAction):
        state.apply(Bid(0, 7))
    with pytest.raises(IllegalAction):
        state.apply(Keep(0))


def test_the_long_option_plays_five_rounds() -> None:
    with registered() as info:
        state = info.start(2, 5, {"long": True})
    rng = random.Random(0)
    rounds = 0
    while not state.is_over():
        seat = state.to_move()[0]
        events = state.apply(rng.choice(state.legal_actions(seat)))
        rounds += sum(e.kind == "round_over" for e in events)
    assert rounds == 5 and INFO.options_from({})["long"] is False
