"""Set-up by player count, rounds per Age, the 2-player tavern and the "first game" option."""

from __future__ import annotations

import pytest

from game.nidavellir.data import OFFERING
from tests.nidavellir.scenario import (
    RULES,
    coins,
    fill_taverns,
    game,
    gems,
    keys,
    play,
)

#            players: (cards per tavern, Age 1 deck, Age 2 deck, treasure coins, 7/9/11 each, gems)
SETUP = {
    2: (3, 36, 37, 28, 1, [4, 5]),
    3: (3, 36, 37, 28, 1, [3, 4, 5]),
    4: (4, 36, 37, 34, 3, [2, 3, 4, 5]),
    5: (5, 45, 46, 34, 3, [1, 2, 3, 4, 5]),
}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_by_player_count(players: int) -> None:
    per, age1, age2, treasure, odd, gem_set = SETUP[players]
    state = game(players, seed=11)
    assert [len(t) for t in state.taverns] == [per, per, per]
    assert len(state.decks[1]) + 3 * per == age1
    assert len(state.decks[2]) == age2
    assert sum(state.treasure) == treasure
    assert [state.treasure[v] for v in (7, 9, 11)] == [odd, odd, odd]
    assert [state.treasure[v] for v in (5, 6, 8, 10, 12, 13, 14)] == [2] * 7
    assert [state.treasure[v] for v in range(15, 26)] == [1] * 11
    assert sorted(gems(state)) == gem_set
    for seat in range(players):
        assert coins(state, seat) == ["0", "2", "3", "4", "5"]
    assert len(state.hero_pool) == 21
    assert state.to_move() == tuple(range(players))
    assert state.check_invariants() == []


@pytest.mark.parametrize(
    ("players", "age1_offers", "age2_offers"),
    [(2, [3], [5, 5]), (4, [3], [5, 5]), (5, [3, 3], [5, 5, 5])],
)
def test_royal_offerings_in_the_age_decks(
    players: int, age1_offers: list[int], age2_offers: list[int]
) -> None:
    state = game(players, seed=3)
    age1 = state.decks[1] + [c for t in state.taverns for c in t]
    for deck, expected in ((age1, age1_offers), (state.decks[2], age2_offers)):
        offers = [RULES.cards[c].value for c in deck if RULES.cards[c].kind == OFFERING]
        assert offers == expected
    assert state.check_invariants() == []


def _rounds_per_age(players: int, seed: int) -> dict[int, int]:
    """Play a whole game, always the first legal action; count the rounds of each Age."""
    state = game(players, seed)
    rounds = {1: 1, 2: 0}
    while not state.is_over():
        seat = state.to_move()[0]
        for event in state.apply(state.legal_actions(seat)[0]):
            if event.kind == "taverns_filled":
                age, number = event.data
                rounds[age] = max(rounds[age], number)
    assert state.check_invariants() == []
    return rounds


@pytest.mark.parametrize(("players", "rounds"), [(2, 4), (3, 4), (4, 3), (5, 3)])
def test_rounds_per_age(players: int, rounds: int) -> None:
    assert _rounds_per_age(players, seed=5) == {1: rounds, 2: rounds}


def test_two_players_third_card_of_each_tavern_is_discarded() -> None:
    state = game(2, seed=1)
    fill_taverns(
        state,
        "a1_warrior_0 a1_hunter_0 a1_miner_0",
        "a1_warrior_1 a1_hunter_1 a1_miner_1",
        "a1_warrior_2 a1_hunter_2 a1_miner_2",
    )
    discarded = len(state.discard)
    play(state, "s0 bid 5 4 3", "s1 bid 4 5 2")
    assert state.order == [0, 1]
    play(state, "s0 pick a1_hunter_0")
    assert keys(state.taverns[0]) == ["a1_warrior_0", "a1_miner_0"]
    events = play(state, "s1 pick a1_miner_0")
    assert keys(state.discard[discarded:]) == ["a1_warrior_0"]
    assert state.taverns[0] == []
    assert [e.data for e in events if e.kind == "tavern_card_discarded"] == [
        (RULES.card_ids["a1_warrior_0"], 0)
    ]
    # the Dancing Dragon: seat 1 first this time, and again one card left over
    assert state.order == [1, 0]
    play(state, "s1 pick a1_warrior_1", "s0 pick a1_hunter_1")
    assert keys(state.discard[discarded:]) == ["a1_warrior_0", "a1_miner_1"]
    assert state.check_invariants() == []


def test_first_game_option_leaves_out_thrud_ylud_uline() -> None:
    state = game(3, seed=2, first_game=True)
    pool = keys(state.hero_pool)
    assert len(pool) == 18
    for hero in ("thrud", "ylud", "uline"):
        assert hero not in pool
        assert RULES.card_ids[hero] in state.box
    full = keys(game(3, seed=2).hero_pool)
    assert sorted(set(full) - set(pool)) == ["thrud", "uline", "ylud"]
    assert state.check_invariants() == []
