"""Giants: capture or place the next dwarf of their class taken from a tavern; Gymir (3 × the
explorer), Surt (highest coin), Hrungnir (+2 on every coin in board order), Thrivaldi (an
uncounted hero without a line: the rulebook's Zoral example), Skymir (draw 5, keep 2)."""

from __future__ import annotations

from game.nidavellir.actions import HAND
from game.nidavellir.state import State
from tests.idavoll.myth import give_myth, idavoll, sheet, token
from tests.nidavellir.scenario import (
    card,
    coins,
    columns,
    fill_taverns,
    give,
    keys,
    legal,
    play,
    take,
)

T1 = "loki freya thor"


def _round(state, t0: str, t2: str = "a1_hunter_1 a1_hunter_2 a1_hunter_3") -> None:
    """Seat 0 chooses first in every tavern (5 4 3 against 4 3 2 and 3 2 0)."""
    fill_taverns(state, t0, T1, t2)
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")


def test_capture_is_offered_for_the_next_dwarf_of_the_class_only() -> None:
    state = idavoll(3)
    give_myth(state, 0, "gymir")
    _round(state, "a1_explorer_6 a1_warrior_0 a1_warrior_1")
    play(state, "s0 pick a1_explorer_6")
    assert state.pending() == "capture"
    assert legal(state, 0) == ["s0 capture yes", "s0 capture no"]
    play(state, "s0 capture no")
    assert columns(state, 0)[4] == ["a1_explorer_6"]
    assert token(state, 0, "gymir") == 0 and state.players[0].captured == {}
    assert sheet(state, 0)["giants"] == 0


def test_gymir_scores_three_times_the_captured_explorer() -> None:
    state = idavoll(3)
    give_myth(state, 0, "gymir")
    _round(state, "a1_explorer_6 a1_warrior_0 a1_warrior_1")
    play(state, "s0 pick a1_explorer_6", "s0 capture yes")
    assert columns(state, 0)[4] == [] and state.players[0].ranks[4] == 0
    assert state.players[0].captured == {card("gymir"): card("a1_explorer_6")}
    assert sheet(state, 0)["giants"] == 3 * 11
    assert sheet(state, 0)["explorer"] == 0


def test_surt_scores_the_highest_coin() -> None:
    state = idavoll(3)
    give_myth(state, 0, "surt")
    _round(state, "a1_warrior_7 a1_miner_0 a1_warrior_1")
    play(state, "s0 pick a1_warrior_7", "s0 capture yes")
    assert sheet(state, 0)["giants"] == 5
    assert sheet(state, 0)["warrior"] == 0


def test_hrungnir_transforms_every_coin_in_board_order() -> None:
    state = idavoll(3)
    give_myth(state, 0, "hrungnir")
    fill_taverns(
        state, "a1_miner_0 a1_warrior_0 a1_warrior_1", T1, "a1_hunter_1 a1_hunter_2 a1_hunter_3"
    )
    play(state, "s0 bid 4 5 3", "s1 bid 3 4 2", "s2 bid 2 3 0")
    events = play(state, "s0 pick a1_miner_0", "s0 capture yes")
    moved = [
        (e.data[2], e.data[0] >> 2, e.data[1] >> 2) for e in events if e.kind == "coin_transformed"
    ]
    # Goblin 4 → 6, Dragon 5 → 7, Horse 3 → 5, pouch 0 untouched, pouch 2 → 5 (no 4 left)
    assert moved == [(0, 4, 6), (1, 5, 7), (2, 3, 5), (4, 2, 5)]
    assert coins(state, 0) == ["0", "5g", "5g", "6g", "7g"]


def test_thrivaldi_rulebook_example_zoral_does_not_count() -> None:
    """Zoral recruited through Thrivaldi with no line; the first line still brings a hero."""
    state = idavoll(3)
    give_myth(state, 0, "thrivaldi")
    give(state, 0, "a1_warrior_0", "a1_hunter_4", "a1_explorer_0")
    fill_taverns(
        state, "a1_blacksmith_0 a1_warrior_1 a1_warrior_2", T1, "a1_miner_1 a1_miner_2 a1_miner_3"
    )
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    play(state, "s0 pick a1_blacksmith_0", "s0 capture yes")
    assert state.pending() == "recruit"
    play(state, "s0 recruit zoral")
    assert state.players[0].uncounted == [card("zoral")]
    play(state, "s1 pick a1_warrior_1", "s2 pick a1_warrior_2")
    play(state, "s0 pick loki", "s1 pick freya", "s2 pick thor")
    state.taverns[2] = [take(state, k) for k in ("a1_blacksmith_1", "a1_hunter_0", "a1_hunter_5")]
    play(state, "s0 pick a1_blacksmith_1")
    assert state.players[0].lines() == 1 and len(state.players[0].heroes) == 1
    assert state.pending() == "recruit"


def test_skymir_draws_five_keeps_two_and_puts_three_under_the_reserve() -> None:
    state = idavoll(2, seed=3)
    give_myth(state, 0, "skymir")
    fill_taverns(
        state,
        "a1_hunter_0 a1_warrior_0 a1_warrior_1",
        "loki freya thor",
        "a1_miner_0 a1_miner_1 a1_miner_2",
    )
    top = keys(state.reserve)[-5:]
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2")
    play(state, "s0 pick a1_hunter_0", "s0 capture yes")
    assert state.pending() == "skymir_keep"
    assert sorted(keys(state.drawn)) == sorted(top)
    seen = state.view(1)
    assert seen["drawn"] == ["?"] * 5 and seen["reserve"] == len(state.reserve)
    first, second = (str(a).split()[-1] for a in state.legal_actions(0)[:2])
    play(state, f"s0 keep {first}")
    assert state.pending() == "skymir_keep"  # the kept cards' own decisions come after
    play(state, f"s0 keep {second}")
    assert state.drawn == []
    assert sorted(keys(state.reserve[:3])) == sorted(set(top) - {first, second})
    mine = keys(state.players[0].myth) + [k for col in columns(state, 0) for k in col]
    assert first in mine and second in mine


def uline_owner_capturing_with_hrungnir() -> State:
    """Seat 0 owns Uline (coins 0 3 4 in hand) and captures a miner with Hrungnir."""
    state = idavoll(3, seed=21)
    fill_taverns(
        state,
        "a1_explorer_0 a1_warrior_1 a1_hunter_1",
        "a1_miner_1 a1_miner_2 a1_miner_3",
        "a1_warrior_3 a1_hunter_3 a1_miner_4",
    )
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    give_myth(state, 0, "hrungnir")
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 4")
    play(state, "s0 pick a1_explorer_0", "s0 recruit uline")
    play(state, "s1 pick a1_warrior_1", "s2 pick a1_hunter_1")
    assert state.pending() == "uline_bid"
    play(state, "s0 uline 2")
    while state.to_move() != (0,):
        seat = state.to_move()[0]
        play(state, legal(state, seat)[0])
    play(state, f"s0 pick {keys(state.taverns[1])[0]}", "s0 capture yes")
    return state


def test_hrungnir_lets_ulines_owner_order_the_coins_of_her_hand() -> None:
    """Rulebook 001, Hrungnir's note: board coins in board order first, then the coins in hand
    in the order Uline's owner chooses."""
    state = uline_owner_capturing_with_hrungnir()
    assert state.pending() == "hrungnir" and state.pending_args()[0] == 2  # +2 each
    assert legal(state, 0) == ["s0 transform hand:3", "s0 transform hand:4"]
    events = play(state, "s0 transform hand:4")
    moved = [(e.data[2], e.data[0] >> 2) for e in events if e.kind == "coin_transformed"]
    assert moved == [(HAND, 4), (HAND, 3)]  # her choice first, then the last one by itself
    assert state.pending() != "hrungnir" and state.check_invariants() == []


def test_hrungnir_needs_no_choice_when_the_hand_coins_are_alike() -> None:
    state = idavoll(3)
    give_myth(state, 0, "hrungnir")
    fill_taverns(
        state, "a1_miner_0 a1_warrior_0 a1_warrior_1", T1, "a1_hunter_1 a1_hunter_2 a1_hunter_3"
    )
    play(state, "s0 bid 4 5 3", "s1 bid 3 4 2", "s2 bid 2 3 0")
    play(state, "s0 pick a1_miner_0", "s0 capture yes")
    assert state.pending() != "hrungnir"  # no coin in hand: nothing to order
