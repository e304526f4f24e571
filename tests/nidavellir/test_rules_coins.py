"""Coin trades on the 0 (or the special 3) and coin transforms; the Royal Treasure rule (D3)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.nidavellir.actions import parse_action
from game.nidavellir.state import State
from game.taverns import coins as cn
from tests.nidavellir.scenario import (
    HUNTING_MASTER,
    RULES,
    board,
    card,
    coins,
    fill_taverns,
    finish_tavern,
    game,
    gems,
    give,
    give_distinction,
    kinds,
    legal,
    plain_taverns,
    play,
    set_coins,
    set_gems,
    start_age2,
)


def _others_bid(state: State, but: int = 0) -> None:
    """Every other seat bids its first legal bid without a trading coin on the Laughing Goblin."""
    for seat in state.to_move():
        if seat != but:
            bid = next(b for b in state.legal_actions(seat) if not cn.is_trading(b.coins[0]))
            state.apply(bid)


def _others_pick_until(state: State, seat: int) -> None:
    """Seats before `seat` in this tavern take the last card of the tavern each."""
    while state.to_move() != (seat,):
        assert state.pending() == "pick"
        other = state.to_move()[0]
        play(state, str(state.legal_actions(other)[-1]))


# --------------------------------------------------------------------------- trades


@pytest.mark.parametrize(
    ("mine", "other", "bid", "after", "bronze_out", "treasure"),
    [
        # pouch 4 + 5 = 9: the higher (bronze 5) leaves the game, a 9 comes from the Treasure
        ("0 2 3 4 5", "0 2 3 4 5", "0 2 3", ["0", "2", "3", "4", "9g"], 1, {9: 0, 5: 2}),
        # pouch 4 + 7g = 11: the gold 7 goes back to the Treasure
        ("0 2 3 4 7g", "0 2 3 4 5", "0 2 3", ["0", "2", "3", "4", "11g"], 0, {7: 1, 11: 0}),
        # the only 9 is owned by seat 1: the first higher value, 10
        ("0 2 3 4 5", "0 2 3 4 9g", "0 2 3", ["0", "2", "3", "4", "10g"], 1, {9: 0, 10: 1}),
        # 13g + 14g = 27: nothing that high, the nearest lower coin is the 25
        ("0 2 3 13g 14g", "0 2 3 4 5", "0 2 3", ["0", "2", "3", "13g", "25g"], 0, {14: 2, 25: 0}),
    ],
)
def test_trade_on_the_zero(
    mine: str, other: str, bid: str, after: list[str], bronze_out: int, treasure: dict[int, int]
) -> None:
    state = game(3, seed=2)
    plain_taverns(state)
    set_coins(state, 0, mine)
    set_coins(state, 1, other)
    out = state.bronze_out
    play(state, f"s0 bid {bid}", "s1 bid 4 3 2", "s2 bid 3 4 2")
    assert state.order == [1, 2, 0]
    events = finish_tavern(state)
    assert coins(state, 0) == after
    assert board(state, 0)[:3] == bid.split()
    assert sorted(board(state, 0)[3:], key=cn.parse_coin) == [
        c for c in after if c not in bid.split()
    ]
    assert state.bronze_out - out == bronze_out
    for value, count in treasure.items():
        assert state.treasure[value] == count
    assert kinds(events).count("coins_traded") == 1
    # the pouch was shown when traded: its values stay known to everyone
    assert state.view(1)["seats"][0]["board"][3:] == board(state, 0)[3:]
    assert state.check_invariants() == []


def test_trade_comes_after_the_card_and_the_hero() -> None:
    state = game(2, seed=3)
    fill_taverns(
        state,
        "a1_explorer_0 a1_warrior_1 a1_hunter_1",
        "a1_warrior_2 a1_hunter_2 a1_miner_2",
        "a1_warrior_3 a1_hunter_3 a1_miner_3",
    )
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    play(state, "s0 bid 0 2 3", "s1 bid 2 3 4")
    play(state, "s1 pick a1_warrior_1")
    events = play(state, "s0 pick a1_explorer_0")
    assert state.pending() == "recruit"
    assert "coins_traded" not in kinds(events)
    assert coins(state, 0) == ["0", "2", "3", "4", "5"]
    events = play(state, "s0 recruit skaa")
    assert kinds(events).index("hero_recruited") < kinds(events).index("coins_traded")
    assert coins(state, 0) == ["0", "2", "3", "4", "9g"]
    assert state.check_invariants() == []


def test_special_three_bids_as_three_and_trades() -> None:
    state = game(3, seed=2)
    plain_taverns(state)
    set_gems(state, 5, 4, 3)
    give_distinction(state, 0, HUNTING_MASTER)
    set_coins(state, 0, "2 3 3s 4 5")
    assert state.special_coin_left == 0
    play(state, "s0 bid 3s 2 4", "s1 bid 3 2 4", "s2 bid 2 3 4")
    assert state.revealed == [3, 3, 2]
    assert state.order == [0, 1, 2]
    events = play(state, str(state.legal_actions(0)[0]))
    assert "coins_traded" in kinds(events)
    assert coins(state, 0) == ["2", "3", "3s", "4", "8g"]  # pouch 3 + 5 = 8, the bronze 5 out
    finish_tavern(state)
    assert gems(state) == [4, 5, 3]  # the special 3 tied with the bronze 3
    assert state.check_invariants() == []


# --------------------------------------------------------------------------- transforms


def _offering_in_dancing_dragon() -> State:
    """Seat 0 bids 2, 5, 3 (pouch 0 and 4) and takes the +3 Royal Offering at the Dancing Dragon."""
    state = game(3, seed=4)
    fill_taverns(
        state,
        "a1_warrior_0 a1_hunter_0 a1_miner_0",
        "a1_offering_0 a1_warrior_1 a1_hunter_1",
        "a1_warrior_2 a1_hunter_2 a1_miner_2",
    )
    play(state, "s0 bid 2 5 3", "s1 bid 5 4 2", "s2 bid 4 3 2")
    finish_tavern(state)
    assert state.order == [0, 1, 2]
    play(state, "s0 pick a1_offering_0")
    assert state.pending() == "transform"
    return state


def test_transform_any_slot_but_the_trading_coin() -> None:
    state = _offering_in_dancing_dragon()
    assert card("a1_offering_0") in state.discard  # a taken Royal Offering is discarded (D18)
    assert legal(state, 0) == [
        "s0 transform t0:2",  # a tavern already resolved
        "s0 transform t1:5",  # the tavern being resolved
        "s0 transform t2:3",  # a tavern still to come
        "s0 transform p1:4",  # the pouch; p0 holds the 0, never transformed
    ]
    with pytest.raises(IllegalAction):
        state.apply(parse_action("s0 transform p0:0", RULES))
    assert state.check_invariants() == []


@pytest.mark.parametrize(
    ("action", "slot", "new"),
    [
        ("s0 transform t0:2", 0, "5g"),
        ("s0 transform t1:5", 1, "8g"),
        ("s0 transform t2:3", 2, "6g"),
        ("s0 transform p1:4", 4, "7g"),
    ],
)
def test_transform_replaces_the_coin_where_it_lies(action: str, slot: int, new: str) -> None:
    state = _offering_in_dancing_dragon()
    play(state, action)
    assert board(state, 0)[slot] == new
    assert state.bronze_out == 1
    assert state.treasure[cn.parse_coin(new) >> 2] == (1 if new == "7g" else 2) - 1
    assert state.revealed[0] == 5  # the order of this tavern keeps the revealed value
    finish_tavern(state)
    assert state.tavern == 2
    assert state.revealed[0] == (6 if slot == 2 else 3)  # a future bid rises
    assert state.check_invariants() == []


def test_special_three_is_never_transformed() -> None:
    state = game(3, seed=4)
    fill_taverns(
        state,
        "a1_offering_0 a1_warrior_1 a1_hunter_1",
        "a1_warrior_0 a1_hunter_0 a1_miner_0",
        "a1_warrior_2 a1_hunter_2 a1_miner_2",
    )
    give_distinction(state, 0, HUNTING_MASTER)
    set_coins(state, 0, "2 3 3s 4 5")
    play(state, "s0 bid 5 4 2", "s1 bid 4 2 3", "s2 bid 3 2 4")
    play(state, "s0 pick a1_offering_0")
    assert legal(state, 0) == [
        "s0 transform t0:5",
        "s0 transform t1:4",
        "s0 transform t2:2",
        "s0 transform p0:3",
    ]
    with pytest.raises(IllegalAction):
        state.apply(parse_action("s0 transform p1:3s", RULES))
    assert state.check_invariants() == []


@pytest.mark.parametrize(
    ("players", "mine", "others", "give_up", "new", "left_of_given_up"),
    [
        # the target value is there
        (3, "0 2 3 4 5", [], "4", "7g", 0),
        # the only 7 is owned (2-3 players): the first higher value
        (3, "0 2 3 4 5", ["0 2 3 4 7g"], "4", "8g", 0),
        # 7, both 8 and the 9 are owned: the first higher value left is 10
        (3, "0 2 3 4 5", ["0 2 3 7g 8g", "0 2 8g 9g 10g"], "4", "10g", 0),
        # 21 + 3 = 24; 24 and 25 are owned: nothing higher, the nearest lower value, 23
        (3, "0 2 3 4 21g", ["0 2 3 24g 25g"], "21g", "23g", 1),
        # 23 + 3 = 26: no such coin, nothing higher, the nearest lower is the 25
        (3, "0 2 3 4 23g", [], "23g", "25g", 1),
        # 10 + 3 = 13: every coin from 11 up is owned; below, the other 10 is in the Treasure but
        # a coin of the value just given up is never taken: the 9
        (
            5,
            "0 2 3 4 10g",
            [
                "11g 11g 11g 12g 12g",
                "13g 13g 14g 14g 15g",
                "16g 17g 18g 19g 20g",
                "21g 22g 23g 24g 25g",
            ],
            "10g",
            "9g",
            2,
        ),
    ],
)
def test_treasure_rule(
    players: int, mine: str, others: list[str], give_up: str, new: str, left_of_given_up: int
) -> None:
    state = game(players, seed=8)
    plain_taverns(state)
    fill_taverns(
        state,
        ["a1_offering_0", *(f"a1_warrior_{i}" for i in range(players - 1))],
        [f"a1_hunter_{i}" for i in range(players)],
        [f"a1_miner_{i}" for i in range(players)],
    )
    set_coins(state, 0, mine)
    for seat, owned in enumerate(others, start=1):
        set_coins(state, seat, owned)
    before, out = state.treasure[:], state.bronze_out
    play(state, f"s0 bid {give_up} 0 2")
    _others_bid(state)
    _others_pick_until(state, 0)
    play(state, "s0 pick a1_offering_0", f"s0 transform t0:{give_up}")
    assert board(state, 0)[0] == new
    new_value, old_value = cn.parse_coin(new) >> 2, cn.parse_coin(give_up) >> 2
    assert state.treasure[new_value] == before[new_value] - 1
    assert state.treasure[old_value] == left_of_given_up
    assert state.bronze_out - out == (1 if give_up == "4" else 0)
    assert state.check_invariants() == []


def test_d3_example_grid_gives_up_a_13_for_a_20() -> None:
    """Spec D3: give up a 13, target 20, nothing from 20 up is left and the other 13 is in the
    Treasure: take the best coin below 20 other than 13 (here 14 to 19 are owned too: the 12)."""
    state = game(4, seed=5)
    fill_taverns(
        state,
        "a1_explorer_0 a1_warrior_1 a1_hunter_1 a1_miner_1",
        "a1_warrior_2 a1_hunter_2 a1_miner_2 a1_blacksmith_2",
        "a1_warrior_3 a1_hunter_3 a1_miner_3 a1_blacksmith_3",
    )
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    set_coins(state, 0, "0 2 3 4 13g")
    set_coins(state, 1, "20g 21g 22g 23g 24g")
    set_coins(state, 2, "16g 17g 18g 19g 25g")
    set_coins(state, 3, "0 2 14g 14g 15g")
    assert state.treasure[13] == 1
    play(state, "s0 bid 13g 2 3")
    _others_bid(state)
    _others_pick_until(state, 0)
    play(state, "s0 pick a1_explorer_0", "s0 recruit grid")
    assert state.pending() == "transform"
    play(state, "s0 transform t0:13g")
    assert coins(state, 0) == ["0", "2", "3", "4", "12g"]
    assert state.treasure[13] == 2
    assert state.treasure[12] == 1
    assert state.check_invariants() == []


def test_age2_royal_offering_adds_five() -> None:
    state = game(2, seed=4)
    start_age2(state)
    fill_taverns(
        state,
        "a2_offering_0 a2_warrior_0 a2_hunter_0",
        "a2_warrior_1 a2_hunter_1 a2_miner_1",
        "a2_warrior_2 a2_hunter_2 a2_miner_2",
    )
    play(state, "s0 bid 4 2 3", "s1 bid 3 2 4")
    play(state, "s0 pick a2_offering_0", "s0 transform t0:4")
    assert coins(state, 0) == ["0", "2", "3", "5", "9g"]
    assert card("a2_offering_0") in state.discard
    assert state.check_invariants() == []
