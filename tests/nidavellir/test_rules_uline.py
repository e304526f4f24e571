"""Uline: coins back to hand when recruited, face-up bids after the reveal, trades and transforms
from hand."""

from __future__ import annotations

from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    board,
    card,
    coins,
    fill_taverns,
    finish_tavern,
    game,
    give,
    hand,
    legal,
    play,
)


def _seen(state: State, viewer: int, seat: int) -> list[str | None]:
    return state.view(viewer)["seats"][seat]["board"]


def test_uline_takes_back_unrevealed_bids_and_pouch_then_bids_face_up() -> None:
    state = game(3, seed=21)
    fill_taverns(
        state,
        "a1_explorer_0 a1_warrior_1 a1_hunter_1",
        "a1_warrior_2 a1_hunter_2 a1_miner_2",
        "a1_warrior_3 a1_hunter_3 a1_miner_3",
    )
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 4")
    play(state, "s0 pick a1_explorer_0", "s0 recruit uline")
    p = state.players[0]
    assert p.command == [card("uline")]
    assert board(state, 0) == ["5", None, None, None, None]  # the revealed coin stays
    assert hand(state, 0) == ["0", "2", "3", "4"]
    assert _seen(state, 1, 0) == ["5", None, None, None, None]
    finish_tavern(state)
    # the Dancing Dragon: the others' coins are revealed, then Uline's owner chooses hers
    assert state.tavern == 1
    assert state.pending() == "uline_bid"
    assert state.to_move() == (0,)
    assert _seen(state, 0, 1)[1] == "3"
    assert _seen(state, 0, 2)[1] == "2"
    assert legal(state, 0) == ["s0 uline 0", "s0 uline 2", "s0 uline 3", "s0 uline 4"]
    play(state, "s0 uline 0")
    assert _seen(state, 1, 0) == ["5", "0", None, None, None]  # face up
    assert state.order == [1, 2, 0]
    play(state, "s1 pick a1_warrior_2", "s2 pick a1_hunter_2", "s0 pick a1_miner_2")
    # the trade: two coins of her choice from hand, the new coin to hand
    assert state.pending() == "trade"
    assert legal(state, 0) == ["s0 trade 2 3", "s0 trade 2 4", "s0 trade 3 4"]
    play(state, "s0 trade 3 4")
    assert hand(state, 0) == ["2", "3", "7g"]
    assert board(state, 0) == ["5", "0", None, None, None]
    assert state.bronze_out == 1
    # the Shining Horse: the new coin may be bid at once
    assert legal(state, 0) == ["s0 uline 2", "s0 uline 3", "s0 uline 7g"]
    play(state, "s0 uline 7g")
    assert state.order == [0, 2, 1]
    finish_tavern(state)
    # next round: she takes no part in the sealed bids
    assert state.pending() == "bids"
    assert state.to_move() == (1, 2)
    assert hand(state, 0) == ["0", "2", "3", "5", "7g"]
    assert state.legal_actions(0) == []
    play(state, "s1 bid 2 3 4", "s2 bid 3 2 4")
    assert state.pending() == "uline_bid"
    assert legal(state, 0) == [
        "s0 uline 0",
        "s0 uline 2",
        "s0 uline 3",
        "s0 uline 5",
        "s0 uline 7g",
    ]
    assert state.check_invariants() == []


def test_uline_recruited_on_a_trade_turn_trades_from_hand() -> None:
    state = game(3, seed=21)
    fill_taverns(
        state,
        "a1_explorer_0 a1_warrior_1 a1_hunter_1",
        "a1_warrior_2 a1_hunter_2 a1_miner_2",
        "a1_warrior_3 a1_hunter_3 a1_miner_3",
    )
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    play(state, "s0 bid 0 4 3", "s1 bid 4 3 2", "s2 bid 3 2 4")
    play(state, "s1 pick a1_warrior_1", "s2 pick a1_hunter_1")
    play(state, "s0 pick a1_explorer_0", "s0 recruit uline")
    assert hand(state, 0) == ["2", "3", "4", "5"]
    assert state.pending() == "trade"
    assert len(legal(state, 0)) == 6
    play(state, "s0 trade 4 5")
    assert hand(state, 0) == ["2", "3", "4", "9g"]
    assert board(state, 0) == ["0", None, None, None, None]
    assert state.check_invariants() == []


def test_uline_transforms_a_coin_from_hand_or_revealed_on_her_board() -> None:
    state = game(3, seed=21)
    fill_taverns(
        state,
        "a1_warrior_0 a1_hunter_0 a1_miner_0",
        "a1_offering_0 a1_warrior_1 a1_hunter_1",
        "a1_warrior_2 a1_hunter_2 a1_miner_2",
    )
    give(state, 0, "uline")
    assert state.to_move() == (1, 2)
    play(state, "s1 bid 4 3 2", "s2 bid 3 2 4")
    play(state, "s0 uline 5", "s0 pick a1_warrior_0")
    finish_tavern(state)
    play(state, "s0 uline 4", "s0 pick a1_offering_0")
    assert state.pending() == "transform"
    assert legal(state, 0) == [
        "s0 transform t0:5",
        "s0 transform t1:4",
        "s0 transform hand:2",
        "s0 transform hand:3",
    ]
    play(state, "s0 transform hand:3")
    assert hand(state, 0) == ["0", "2", "6g"]
    assert board(state, 0) == ["5", "4", None, None, None]
    assert coins(state, 0) == ["0", "2", "4", "5", "6g"]
    assert state.check_invariants() == []


def test_uline_transform_of_a_revealed_coin_stays_on_the_board() -> None:
    state = game(3, seed=21)
    fill_taverns(
        state,
        "a1_warrior_0 a1_hunter_0 a1_miner_0",
        "a1_offering_0 a1_warrior_1 a1_hunter_1",
        "a1_warrior_2 a1_hunter_2 a1_miner_2",
    )
    give(state, 0, "uline")
    play(state, "s1 bid 4 3 2", "s2 bid 3 2 4")
    play(state, "s0 uline 5", "s0 pick a1_warrior_0")
    finish_tavern(state)
    play(state, "s0 uline 4", "s0 pick a1_offering_0", "s0 transform t0:5")
    assert board(state, 0) == ["8g", "4", None, None, None]
    assert hand(state, 0) == ["0", "2", "3"]
    assert state.check_invariants() == []


def test_uline_trade_with_two_coins_left_is_forced() -> None:
    state = game(3, seed=21)
    fill_taverns(
        state,
        "a1_warrior_0 a1_hunter_0 a1_miner_0",
        "a1_warrior_1 a1_hunter_1 a1_miner_1",
        "a1_warrior_2 a1_hunter_2 a1_miner_2",
    )
    give(state, 0, "uline")
    play(state, "s1 bid 4 3 2", "s2 bid 3 2 4")
    play(state, "s0 uline 5", "s0 pick a1_warrior_0")
    finish_tavern(state)
    play(state, "s0 uline 4", "s0 pick a1_warrior_1")
    finish_tavern(state)
    play(state, "s0 uline 0")
    assert state.order == [2, 1, 0]
    finish_tavern(state)
    assert state.pending() == "trade"
    assert legal(state, 0) == ["s0 trade 2 3"]
    play(state, "s0 trade 2 3")
    # the round is over: every coin back in hand
    assert state.pending() == "bids"
    assert hand(state, 0) == ["0", "2", "4", "5", "5g"]
    assert state.check_invariants() == []
