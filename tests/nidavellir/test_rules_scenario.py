"""The scenario helpers themselves: crafted states stay consistent, impossible ones are refused."""

from __future__ import annotations

import pytest

from tests.nidavellir.scenario import (
    card,
    coins,
    columns,
    game,
    give,
    last_pick,
    set_coins,
    set_gems,
    stack_deck,
)


def test_crafted_armies_and_coins_keep_every_invariant() -> None:
    state = game(4, seed=1)
    give(state, 0, "a1_warrior_0", "kraal", "armorer_blacksmith", "skaa")
    give(state, 0, "thrud", column="miner")
    give(state, 1, "ylud", column="explorer")
    set_coins(state, 2, "0 2 3 25g 24g")
    set_gems(state, 6, 2, 3, 4)
    assert columns(state, 0) == [
        ["a1_warrior_0", "kraal"],
        [],
        ["thrud"],
        ["armorer_blacksmith"],
        [],
    ]
    assert state.players[0].ranks == [3, 0, 1, 2, 0]
    assert state.players[1].ranks == [0, 0, 0, 0, 1]
    assert coins(state, 2) == ["0", "2", "3", "24g", "25g"]
    assert (state.treasure[24], state.treasure[25], state.bronze_out) == (0, 0, 2)
    assert state.gems_out == [5]
    assert state.check_invariants() == []


def test_impossible_set_ups_are_refused() -> None:
    state = game(2, seed=1)
    give(state, 0, "a1_warrior_0")
    with pytest.raises(ValueError):
        give(state, 1, "a1_warrior_0")  # already in an army
    give(state, 0, "thrud", column="warrior")
    with pytest.raises(ValueError):
        give(state, 0, "a1_warrior_1")  # would cover Thrud
    with pytest.raises(ValueError):
        set_coins(state, 1, "0 2 3 7g 7g")  # one 7 only at 2 players
    with pytest.raises(ValueError):
        set_gems(state, 3, 5)


def test_stacked_deck_and_last_pick() -> None:
    state = game(3, seed=1)
    stack_deck(state, 2, "a2_hunter_0 a2_miner_0")
    assert state.decks[2][-2:] == [card("a2_miner_0"), card("a2_hunter_0")]
    last_pick(state, 1, "a1_explorer_0")
    assert (state.pending(), state.to_move()) == ("pick", (1,))
    assert state.decks[1] == []
    assert state.check_invariants() == []
