"""Two players, the camp visit (spec §5.1, §6 #16; issue 22 item 1): the tavern card the bid
winner drops is dropped at the end of its turn, after the camp card's effects, so no effect of
that visit (Brisingamens, Andumia through Gjallarhorn, a Vegvisir line or Odin) can take it back
from the discard pile."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.nidavellir.actions import parse_action
from game.nidavellir.state import State
from tests.idavoll.myth import give_myth
from tests.nidavellir.scenario import (
    RULES,
    columns,
    fill_taverns,
    give,
    keys,
    legal,
    play,
    set_gems,
    start_age2,
)
from tests.thingvellir.camp import command, ok, set_camp, take_any, thingvellir

A2_TAVERNS = (
    "a2_warrior_0 a2_warrior_1 a2_warrior_2",
    "a2_hunter_0 a2_hunter_1 a2_hunter_2",
    "a2_miner_0 a2_miner_1 a2_miner_2",
)
A2_CAMP = ("brisingamens", "gjallarhorn", "mjollnir", "hofud", "hrafnsmerki")
A1_TAVERNS = (
    "a1_warrior_0 a1_warrior_1 a1_warrior_2",
    "a1_hunter_0 a1_hunter_1 a1_hunter_2",
    "a1_miner_0 a1_miner_1 a1_miner_2",
)
A1_CAMP = ("vegvisir", "svalinn", "draupnir", "megingjord", "mercenary_1")
IN_DISCARD = ("a2_explorer_0", "a2_miner_5")


def _age2(*discarded: str, idavoll: bool = False) -> State:
    """Two seats bidding in round 1 of Age 2: known taverns and camp, these cards in the discard
    pile; seat 0 wins every tavern once `_bid` is played."""
    state = thingvellir(2, seed=3, idavoll=idavoll)
    start_age2(state)
    state.camp_discard += state.camp
    state.camp = []
    fill_taverns(state, *A2_TAVERNS)
    set_camp(state, *A2_CAMP)
    state.discard += [take_any(state, k) for k in discarded]
    return state


def _bid(state: State) -> None:
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2")


def _refused(state: State, text: str) -> None:
    action = parse_action(text, RULES)
    assert action not in state.legal_actions(action.seat)
    with pytest.raises(IllegalAction):
        state.apply(action)


def _drop_then_pick(state: State) -> None:
    """The drop is owed once the visitor's turn is over; the other seat then picks from the
    two cards left and the dropped one stays in the discard pile."""
    assert state.pending() == "drop" and state.to_move() == (0,)
    assert legal(state, 0) == [f"s0 drop {k}" for k in A2_TAVERNS[0].split()]
    play(state, "s0 drop a2_warrior_1")
    assert keys(state.discard)[-1] == "a2_warrior_1"
    assert legal(state, 1) == ["s1 pick a2_warrior_0", "s1 pick a2_warrior_2"]


def test_brisingamens_cannot_take_back_the_card_dropped_in_the_same_visit() -> None:
    """The issue's repro: `s0 camp brisingamens`, `s0 drop a2_warrior_1`, `s0 retrieve
    a2_warrior_1` were all accepted; now the drop waits for both retrieves."""
    state = _age2(*IN_DISCARD)
    _bid(state)
    play(state, "s0 camp brisingamens")
    assert state.pending() == "retrieve" and state.to_move() == (0,)
    _refused(state, "s0 drop a2_warrior_1")
    assert sorted(legal(state, 0)) == sorted(f"s0 retrieve {k}" for k in IN_DISCARD)
    play(state, "s0 retrieve a2_explorer_0")
    assert legal(state, 0) == ["s0 retrieve a2_miner_5"]
    play(state, "s0 retrieve a2_miner_5")
    _drop_then_pick(state)
    _refused(state, "s0 retrieve a2_warrior_1")
    assert columns(state, 0)[2] == ["a2_miner_5"] and columns(state, 0)[4] == ["a2_explorer_0"]
    assert command(state, 0) == ["brisingamens"]
    ok(state)


def test_andumia_through_gjallarhorn_cannot_take_back_the_dropped_card() -> None:
    state = _age2("a2_explorer_0")
    _bid(state)
    play(state, "s0 camp gjallarhorn")
    assert state.pending() == "recruit"
    _refused(state, "s0 drop a2_warrior_1")
    play(state, "s0 recruit andumia")
    assert legal(state, 0) == ["s0 retrieve a2_explorer_0"]
    play(state, "s0 retrieve a2_explorer_0")
    _drop_then_pick(state)
    assert keys(state.players[0].heroes) == ["andumia"]
    ok(state)


def test_andumia_through_a_vegvisir_line_cannot_take_back_the_dropped_card() -> None:
    """Age 1: Vegvisir completes seat 0's line; the hero it brings comes before the drop."""
    state = thingvellir(2, seed=3)
    fill_taverns(state, *A1_TAVERNS)
    set_camp(state, *A1_CAMP)
    give(state, 0, "a1_warrior_5", "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5")
    state.discard.append(take_any(state, "a1_explorer_0"))
    _bid(state)
    play(state, "s0 camp vegvisir")
    assert state.pending() == "recruit"
    _refused(state, "s0 drop a1_warrior_1")
    play(state, "s0 recruit andumia")
    assert legal(state, 0) == ["s0 retrieve a1_explorer_0"]
    play(state, "s0 retrieve a1_explorer_0")
    assert state.pending() == "drop"
    play(state, "s0 drop a1_warrior_1")
    assert keys(state.discard) == ["a1_warrior_1"]
    assert columns(state, 0)[4] == ["vegvisir", "a1_explorer_0"]
    assert legal(state, 1) == ["s1 pick a1_warrior_0", "s1 pick a1_warrior_2"]
    ok(state)


def test_odin_s_andumia_at_the_end_of_the_visit_cannot_take_back_the_dropped_card() -> None:
    """With Idavoll the visitor's turn ends with Odin's swap (D10); the drop comes after it."""
    state = _age2("a2_explorer_0", idavoll=True)
    give_myth(state, 0, "odin")
    give(state, 0, "zolkur")
    play(state, "s0 bid 5 4 0", "s1 bid 4 3 2")
    play(state, "s0 camp mjollnir")
    assert state.pending() == "odin"
    play(state, "s0 odin zolkur andumia")
    assert legal(state, 0) == ["s0 retrieve a2_explorer_0"]
    play(state, "s0 retrieve a2_explorer_0")
    _drop_then_pick(state)
    ok(state)


def test_the_drop_comes_after_the_visitor_s_trade() -> None:
    """The visitor's turn (its pouch trade included) is over before the drop."""
    state = _age2()
    set_gems(state, 5, 4)
    play(state, "s0 bid 0 4 3", "s1 bid 0 3 2")  # the tie goes to seat 0's gem
    events = play(state, "s0 camp mjollnir")
    assert [e.kind for e in events].count("coins_traded") == 1
    _drop_then_pick(state)
    ok(state)
