"""Gem exchange at the end of each tavern between the seats tied on a coin value (decision D4)."""

from __future__ import annotations

import pytest

from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    coins,
    fill_taverns,
    finish_tavern,
    game,
    gems,
    pick_first,
    plain_taverns,
    play,
    set_gems,
)


def _resolve_goblin(players: int, start_gems: tuple[int, ...], bids: list[str]) -> State:
    state = game(players, seed=6)
    plain_taverns(state)
    set_gems(state, *start_gems)
    play(state, *(f"s{seat} bid {bid}" for seat, bid in enumerate(bids)))
    return state


@pytest.mark.parametrize(
    ("players", "start_gems", "bids", "order", "end_gems"),
    [
        # two tied on 4 swap their gems; the seat alone on 5 keeps its own
        (3, (3, 4, 5), ["4 2 3", "4 2 3", "5 2 3"], [2, 1, 0], [4, 3, 5]),
        # the rulebook example: Serge (1) and Anne (3) tie on 3 and swap; Valériane (2), Cécile (4)
        # and Jean-Marie (5) tie on 4: lowest and highest swap, "Cécile conserve sa gemme 4"
        (
            5,
            (1, 3, 2, 4, 5),
            ["3 2 4", "3 2 4", "4 2 3", "4 2 3", "4 2 3"],
            [4, 3, 2, 1, 0],
            [3, 1, 5, 4, 2],
        ),
        # four tied: the outer pair (1, 5) and the inner pair (2, 4) swap; gem 3 bid alone
        (
            5,
            (1, 2, 3, 4, 5),
            ["2 3 4", "2 3 4", "5 2 3", "2 3 4", "2 3 4"],
            [2, 4, 3, 1, 0],
            [5, 4, 3, 2, 1],
        ),
        # five tied: as with four, and the median gem (3) is not exchanged
        (5, (2, 5, 1, 3, 4), ["3 2 4"] * 5, [1, 4, 3, 0, 2], [4, 1, 5, 3, 2]),
        # the rulebook example: Serge (3), Céline (5), Valériane (6) all bid 4; Valériane, with
        # the special gem 6, wins the tie and takes no part; Serge and Céline swap
        (3, (3, 5, 6), ["4 2 3"] * 3, [2, 1, 0], [5, 3, 6]),
    ],
)
def test_gem_exchange(
    players: int,
    start_gems: tuple[int, ...],
    bids: list[str],
    order: list[int],
    end_gems: list[int],
) -> None:
    state = _resolve_goblin(players, start_gems, bids)
    assert state.order == order
    finish_tavern(state)
    assert gems(state) == end_gems
    assert state.tavern == 1  # exchanged once the Laughing Goblin is over
    assert state.check_invariants() == []


def test_gems_are_exchanged_only_after_every_seat_has_played() -> None:
    state = _resolve_goblin(3, (3, 4, 5), ["4 2 3", "4 2 3", "5 2 3"])
    assert state.to_move() == (2,)
    pick_first(state)
    pick_first(state)
    assert state.to_move() == (0,)
    assert gems(state) == [3, 4, 5]  # seat 0 has not played yet
    pick_first(state)
    assert gems(state) == [4, 3, 5]
    assert state.check_invariants() == []


def test_ties_are_fixed_at_reveal_even_if_the_coin_is_transformed() -> None:
    """Seats 0 (gem 5) and 1 (gem 3) tie on 2; seat 2 (gem 4) bids 5. Seat 0 takes the Royal
    Offering and turns its revealed 2 into a 5: it still swaps gems with seat 1, not with seat 2,
    and the order of the tavern does not change."""
    state = game(3, seed=6)
    fill_taverns(
        state,
        "a1_offering_0 a1_warrior_0 a1_hunter_0",
        "a1_warrior_1 a1_hunter_1 a1_miner_1",
        "a1_warrior_2 a1_hunter_2 a1_miner_2",
    )
    set_gems(state, 5, 3, 4)
    play(state, "s0 bid 2 3 4", "s1 bid 2 3 4", "s2 bid 5 3 4")
    assert state.order == [2, 0, 1]
    play(state, "s2 pick a1_warrior_0", "s0 pick a1_offering_0", "s0 transform t0:2")
    assert coins(state, 0) == ["0", "3", "4", "5", "5g"]
    assert state.revealed == [2, 2, 5]
    assert state.to_move() == (1,)
    play(state, "s1 pick a1_hunter_0")
    assert gems(state) == [3, 5, 4]
    assert state.check_invariants() == []
