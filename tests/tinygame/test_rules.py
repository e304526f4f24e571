"""Tiny Auction's own rules, so the tests that use it as "another game" rest on a checked game."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

import pytest

from game.core.errors import IllegalAction
from game.vedrfolnir.actions import Reveal
from tests.tinygame import INFO, registered
from tests.tinygame.rules import Bid, Keep, Let, TinyState, parse


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


@dataclass(frozen=True)
class Stranger:
    seat: int = 0


@pytest.mark.parametrize(
    "junk",
    [None, "s0 bid 1", 0, 1.5, Stranger(), Reveal(0), Bid(0, 1.0), Bid(True, 1), Bid(0, True)],
    ids=repr,
)
def test_apply_refuses_what_is_no_legal_action(junk: Any) -> None:
    """`1.0 == 1` and `True == 1`: a bid of those used to be taken (issue 22)."""
    state = TinyState(2, seed=4, long=False)
    before = state.to_dict()
    with pytest.raises(IllegalAction):
        state.apply(junk)
    assert state.to_dict() == before
    assert [type(b) for b in state.bids] == [int, int]


@pytest.mark.parametrize("seat", [False, True, 0.0, "0", -1, 2], ids=repr)
def test_a_seat_not_at_the_table_is_refused_naming_it(seat: Any) -> None:
    state = TinyState(2, seed=4, long=False)
    for call in (
        lambda: state.legal_actions(seat),
        lambda: state.view(seat),
        lambda: state.determinize(seat, random.Random(0)),
    ):
        with pytest.raises(IllegalAction, match=re.escape(repr(seat))):
            call()


UNREADABLE = [None, "", " ", "s٣ bid 1", "s0 bid ٣", "s0 bid ²", "s" + "1" * 5000 + " bid 1"]
UNREADABLE.append("s0 bid " + "9" * 5000)


@pytest.mark.parametrize("text", UNREADABLE, ids=range(len(UNREADABLE)))
def test_parse_refuses_what_no_action_writes(text: Any) -> None:
    with pytest.raises(IllegalAction):
        parse(text)
