"""Gods: Loki then Freya before bids (D11), Frigg instead of a pick (D12), Thor against Bonfur's
and Dagda's discards (D6), Odin's swap after the trade (D10, the rulebook's Thrud example), and
the gods' points."""

from __future__ import annotations

from tests.idavoll.myth import give_myth, idavoll, sheet, token
from tests.nidavellir.scenario import (
    card,
    columns,
    fill_taverns,
    give,
    keys,
    legal,
    play,
)

T0, T1, T2 = (
    "a1_warrior_0 a1_warrior_1 a1_warrior_2",
    "odin thor frigg",
    "a1_hunter_1 a1_hunter_2 a1_hunter_3",
)


def _start(state) -> None:
    """Deal known taverns and ask the gods again, as at the start of a round."""
    from game.nidavellir.expansions.idavoll import mythology
    from game.nidavellir.flow import OPEN_BIDS

    fill_taverns(state, T0, T1, T2)
    state.stack = [(OPEN_BIDS, -1, 0, 0)]
    mythology.round_start(state)


def test_loki_then_freya_before_bids() -> None:
    state = idavoll(3)
    give_myth(state, 0, "freya")
    give_myth(state, 1, "loki")
    _start(state)
    assert state.pending() == "loki" and state.to_move() == (1,)
    assert legal(state, 1)[0] == "s1 loki pass" and len(legal(state, 1)) == 10
    play(state, "s1 loki a1_warrior_2")
    assert state.pending() == "freya"
    swaps = legal(state, 0)
    assert swaps[0] == "s0 freya pass"
    assert not any("a1_warrior_2" in s for s in swaps)  # Loki's card cannot move
    assert len(swaps) == 1 + 2 * 3 + 2 * 3 + 3 * 3
    play(state, "s0 freya a1_warrior_0 thor")
    assert keys(state.taverns[0]) == ["thor", "a1_warrior_1", "a1_warrior_2"]
    assert keys(state.taverns[1]) == ["odin", "a1_warrior_0", "frigg"]
    assert state.pending() == "bids"
    assert token(state, 0, "freya") == 0 and token(state, 1, "loki") == 0


def test_lokis_card_is_for_its_owner_and_the_reservation_ends_with_its_turn() -> None:
    state = idavoll(3)
    give_myth(state, 2, "loki")
    _start(state)
    play(state, "s2 loki a1_warrior_2")
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    assert legal(state, 0) == [
        "s0 pick thor".replace("thor", "a1_warrior_0"),
        "s0 pick a1_warrior_1",
    ]
    play(state, "s0 pick a1_warrior_0", "s1 pick a1_warrior_1", "s2 pick a1_warrior_2")
    assert state.loki == [-1, -1, -1]


def test_loki_wasted_when_its_owner_takes_another_card() -> None:
    state = idavoll(3)
    give_myth(state, 0, "loki")
    _start(state)
    play(state, "s0 loki a1_warrior_2", "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    play(state, "s0 pick a1_warrior_0")
    assert state.loki == [-1, -1, -1]
    assert "s1 pick a1_warrior_2" in legal(state, 1)


def test_frigg_sends_a_card_under_draws_three_keeps_one_orders_two() -> None:
    state = idavoll(3)
    give_myth(state, 0, "frigg")
    fill_taverns(state, T0, "odin thor loki", T2)
    deck = state.decks[1]
    top3 = keys(deck[-3:])[::-1]
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    assert "s0 frigg a1_warrior_0" in legal(state, 0)
    play(state, "s0 frigg a1_warrior_0")
    assert state.pending() == "frigg_keep" and keys(state.drawn) == top3
    assert state.view(1)["drawn"] == ["?"] * 3
    assert keys(deck[:1]) == ["a1_warrior_0"]
    kept, a, b = top3
    play(state, f"s0 keep {kept}")
    assert state.pending() == "frigg_order"
    play(state, f"s0 bottom {b}")
    assert keys(deck[:3]) == [b, a, "a1_warrior_0"]
    assert token(state, 0, "frigg") == 0
    assert kept in [k for col in columns(state, 0) for k in col] or kept in keys(state.discard)


def test_frigg_not_in_the_last_round_nor_for_a_mythology_card() -> None:
    state = idavoll(3)
    give_myth(state, 0, "frigg")
    fill_taverns(state, "odin thor loki", T0, T2)
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    assert not any(s.split()[1] == "frigg" for s in legal(state, 0))
    state.box.extend(state.decks[1])
    state.decks[1].clear()
    play(state, "s0 pick odin", "s1 pick thor", "s2 pick loki")
    assert not any(s.split()[1] == "frigg" for s in legal(state, 0))


def test_thor_cancels_bonfurs_discard() -> None:
    state = idavoll(3)
    give_myth(state, 0, "thor")
    give(state, 0, "a1_warrior_0", "a1_hunter_4", "a1_miner_0", "a1_explorer_0")
    fill_taverns(state, "a1_blacksmith_0 a1_warrior_1 a1_warrior_2", "odin loki frigg", T2)
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    play(state, "s0 pick a1_blacksmith_0", "s0 recruit bonfur")
    assert state.pending() == "thor"
    assert legal(state, 0) == ["s0 thor yes", "s0 thor no"]
    play(state, "s0 thor yes")
    assert state.pending() == "pick" and token(state, 0, "thor") == 0
    assert state.players[0].ranks == [1, 1, 1, 4, 1]


def test_thor_no_keeps_the_discard_and_one_of_dagdas_two() -> None:
    state = idavoll(3)
    give_myth(state, 0, "thor")
    give(state, 0, "a1_warrior_0", "a1_blacksmith_4", "a1_miner_0", "a1_explorer_0")
    fill_taverns(state, "a1_hunter_0 a1_warrior_1 a1_warrior_2", "odin loki frigg", T2)
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    play(state, "s0 pick a1_hunter_0", "s0 recruit dagda", "s0 thor yes", "s0 discard miner")
    assert state.pending() == "pick" and state.players[0].ranks == [1, 4, 0, 1, 1]


def test_thor_must_be_spent_when_the_hero_needs_it() -> None:
    from game.nidavellir.expansions.idavoll.actions import Thor
    from game.nidavellir.expansions.idavoll.gods import thor_actions
    from game.nidavellir.heroes import can_recruit

    state = idavoll(3)
    give(state, 0, "kraal")
    assert not can_recruit(state, 0, card("bonfur"))
    give_myth(state, 0, "thor")
    assert can_recruit(state, 0, card("bonfur"))
    assert thor_actions(state, 0, 1, 1 << 3) == [Thor(0, True)]


def test_odin_rulebook_example_thrud_for_a_dwerg_brother() -> None:
    """After his coin trade, Serge puts Thrud back and takes one of the Dwerg brothers."""
    state = idavoll(3)
    give_myth(state, 0, "odin")
    give(state, 0, "a1_warrior_3", "a1_hunter_4", "thrud", column="hunter")
    fill_taverns(state, T0, "loki thor frigg", T2)
    play(state, "s0 bid 0 4 5", "s1 bid 4 3 2", "s2 bid 5 2 3")
    play(state, "s2 pick a1_warrior_1", "s1 pick a1_warrior_2", "s0 pick a1_warrior_0")
    assert state.pending() == "odin"  # after the trade: the pouch's 2 + 3 became a 5
    assert 5 in [c >> 2 for c in state.players[0].board[3:]]
    assert legal(state, 0)[0] == "s0 odin pass"
    play(state, "s0 odin thrud ymir")
    p = state.players[0]
    assert card("thrud") in state.hero_pool and card("ymir") in p.command
    assert p.thrud_col == -1 and columns(state, 0)[1] == ["a1_hunter_4"]
    assert len(p.heroes) == 1 and token(state, 0, "odin") == 0
    assert sheet(state, 0)["gods"] == 0


def test_gods_points() -> None:
    state = idavoll(3)
    give_myth(state, 0, "loki", "freya", "frigg", "thor", "odin")
    assert sheet(state, 0)["gods"] == 8 + 15 + 12 + 8 + 0


def test_odin_puts_back_ylud_placed_in_a_column() -> None:
    """Ylud placed in a column at the end of Age 1 leaves it when Odin swaps her for Ymir: her
    rank goes with her, and what she gave while there stays given (D10)."""
    state = idavoll(3)
    give_myth(state, 0, "odin")
    give(state, 0, "a1_warrior_3", "ylud", column="warrior")
    fill_taverns(state, T0, "loki thor frigg", T2)
    play(state, "s0 bid 0 4 5", "s1 bid 4 3 2", "s2 bid 5 2 3")
    play(state, "s2 pick a1_warrior_1", "s1 pick a1_warrior_2", "s0 pick a1_warrior_0")
    assert state.pending() == "odin" and "s0 odin ylud ymir" in legal(state, 0)
    assert columns(state, 0)[0] == ["a1_warrior_3", "ylud", "a1_warrior_0"]
    ranks = state.players[0].ranks[0]
    play(state, "s0 odin ylud ymir")
    p = state.players[0]
    assert card("ylud") in state.hero_pool and card("ymir") in p.command
    assert p.ylud_col == -1 and columns(state, 0)[0] == ["a1_warrior_3", "a1_warrior_0"]
    assert p.ranks[0] == ranks - 1
    assert token(state, 0, "odin") == 0
