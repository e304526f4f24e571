"""Sealed bids: the legal assignments, illegal bids, what other seats see, the reveal order."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.nidavellir.actions import Bid
from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    RULES,
    coin,
    game,
    legal,
    pick_first,
    plain_taverns,
    play,
    set_coins,
    set_gems,
)
from tests.nidavellir.scenario import (
    hand as hand_of,
)


@pytest.mark.parametrize(
    ("hand", "count"),
    [
        ("0 2 3 4 5", 60),  # five distinct coins: 5 × 4 × 3
        ("0 2 3 5 5g", 60),  # a bronze 5 and a gold 5 are different coins
        ("0 2 3 7g 7g", 33),  # two equal coins: 6 without them, 18 with one, 9 with both
    ],
)
def test_legal_bids_are_the_distinct_assignments(hand: str, count: int) -> None:
    state = game(4, seed=1)
    set_coins(state, 0, hand)
    bids = state.legal_actions(0)
    assert len(bids) == count
    assert len(set(bids)) == count
    owned = sorted(coin(c) for c in hand.split())
    for bid in bids:
        assert isinstance(bid, Bid)
        rest = owned[:]
        for c in bid.coins:
            rest.remove(c)  # every coin of a bid is owned, none used twice
    assert state.check_invariants() == []


def test_a_seat_cannot_bid_twice_nor_bid_a_coin_it_lacks() -> None:
    state = game(3, seed=1)
    with pytest.raises(IllegalAction):
        state.apply(Bid(0, (coin("7g"), coin("0"), coin("2"))))
    with pytest.raises(IllegalAction):
        state.apply(Bid(0, (coin("5"), coin("5"), coin("2"))))
    play(state, "s0 bid 5 3 0")
    assert state.to_move() == (1, 2)
    assert state.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        state.apply(Bid(0, (coin("2"), coin("3"), coin("4"))))
    assert state.players[0].hand == []
    assert state.check_invariants() == []


def _board_seen(state: State, viewer: int | None, seat: int) -> list[str | None]:
    return state.view(viewer)["seats"][seat]["board"]


def test_other_seats_bids_stay_hidden_until_revealed() -> None:
    state = game(3, seed=4)
    plain_taverns(state)
    play(state, "s0 bid 5 4 3")
    assert _board_seen(state, 0, 0) == ["5", "4", "3", "0", "2"]
    assert _board_seen(state, 1, 0) == ["?"] * 5
    assert _board_seen(state, None, 0) == ["?"] * 5
    assert _board_seen(state, 0, 1) == [None] * 5  # seat 1 has not bid yet
    play(state, "s1 bid 2 3 4", "s2 bid 3 2 4")
    # the Laughing Goblin is revealed, and only it
    assert _board_seen(state, 1, 0) == ["5", "?", "?", "?", "?"]
    assert _board_seen(state, 0, 2) == ["3", "?", "?", "?", "?"]
    assert _board_seen(state, 2, 2) == ["3", "2", "4", "0", "5"]
    for _ in range(3):
        pick_first(state)
    # then the Dancing Dragon
    assert state.tavern == 1
    assert _board_seen(state, 2, 0) == ["5", "4", "?", "?", "?"]
    assert _board_seen(state, None, 1) == ["2", "3", "?", "?", "?"]
    assert state.check_invariants() == []


def test_reveal_order_rulebook_example() -> None:
    """Serge (gem 3) bids 5, Cécile (gem 5) and Valériane (gem 1) bid 2: Serge, Cécile, Valériane.

    Five seats: Serge 0, Cécile 1, Valériane 2; seat 3 (gem 2) bids 3 and seat 4 (gem 4) bids 4.
    """
    state = game(5, seed=2)
    plain_taverns(state)
    set_gems(state, 3, 5, 1, 2, 4)
    play(state, "s0 bid 5 2 3", "s1 bid 2 3 4", "s2 bid 2 3 4", "s3 bid 3 2 4", "s4 bid 4 2 3")
    assert state.revealed == [5, 2, 2, 3, 4]
    assert state.order == [0, 4, 3, 1, 2]
    seen = []
    for _ in range(5):
        seen.append(state.to_move()[0])
        pick_first(state)
    assert seen == [0, 4, 3, 1, 2]
    assert state.check_invariants() == []


def test_bids_legal_for_every_seat_at_once() -> None:
    state = game(3, seed=9)
    assert state.pending() == "bids"
    for seat in range(3):
        assert len(legal(state, seat)) == 60
    play(state, "s2 bid 0 5 4")
    assert state.to_move() == (0, 1)
    assert state.pending() == "bids"
    assert state.check_invariants() == []


def test_after_the_third_tavern_every_coin_returns_to_hand_unseen() -> None:
    state = game(2, seed=4)
    plain_taverns(state)
    play(state, "s0 bid 5 4 3", "s1 bid 2 3 4")
    for _ in range(6):
        pick_first(state)
    assert (state.round, state.pending()) == (2, "bids")
    for seat in (0, 1):
        assert state.players[seat].board == [-1] * 5
        assert state.players[seat].known == 0
        assert _board_seen(state, 1 - seat, seat) == [None] * 5
        assert hand_of(state, seat) == ["0", "2", "3", "4", "5"]
    # the order of the decks is never shown
    for deck in state.view(0)["decks"]:
        ids = [RULES.card_ids[k] for k in deck]
        assert ids == sorted(ids)
    assert state.check_invariants() == []
