"""Mythical animals and Gullinbursti: ranks in their columns, Ratatosk's pairs of 0 (the rulebook's
7 × 8 = 56), Nidhogg's and Garm's per-rank bonus, Garm's Pioneer, Durathor and Dagda,
Hraesvelg's Gullinbursti in a column of the owner's choice."""

from __future__ import annotations

from game.nidavellir.distinctions import award
from game.nidavellir.heroes import can_recruit
from tests.idavoll.myth import give_myth, idavoll, sheet
from tests.nidavellir.scenario import (
    PIONEER,
    card,
    columns,
    fill_taverns,
    give,
    legal,
    play,
)


def test_ratatosk_rulebook_example_7_times_8() -> None:
    """Serge: two miners worth 0, two worth 1, Ratatosk and Zoral: 8 ranks, 5 points, two pairs
    of 0-point ranks add 2, so 7 × 8 = 56."""
    state = idavoll(3)
    give(state, 0, "a1_miner_0", "a1_miner_1", "a1_miner_2", "a1_miner_3")
    give_myth(state, 0, "ratatosk")
    give(state, 0, "zoral")
    assert state.players[0].ranks[2] == 8
    assert sheet(state, 0)["miner"] == 56


def test_ratatosk_counts_gullinbursti_and_only_whole_pairs() -> None:
    state = idavoll(3)
    give(state, 0, "a1_miner_0", "a1_miner_2")
    give_myth(state, 0, "ratatosk")
    assert sheet(state, 0)["miner"] == (0 + 1 + 2) * 3  # one 0 rank: no pair
    p = state.players[0]
    boar = card("gullinbursti")
    state.set_aside.remove(boar)
    p.columns[2].append(boar)
    p.ranks[2] += 1
    assert sheet(state, 0)["miner"] == (0 + 1 + 2 + 0 + 1) * 4


def test_nidhogg_and_garm_add_points_per_rank() -> None:
    state = idavoll(3)
    give(state, 0, "a1_warrior_0", "a1_warrior_1", "a1_explorer_0")
    give_myth(state, 0, "nidhogg", "garm")
    assert sheet(state, 0)["warrior"] == 3 + 4 + 5 + 2 * 3
    assert sheet(state, 0)["explorer"] == 5 + 9 + 0 + 1 * 3


def test_garm_makes_the_pioneer_draw_six() -> None:
    state = idavoll(3)
    give(state, 0, "a1_explorer_0")
    give_myth(state, 0, "garm")
    state.distinctions_left = [PIONEER]
    award(state, PIONEER)
    assert len(state.drawn) == 6 and state.pending() == "keep"


def test_durathor_lets_dagda_discard_a_single_card() -> None:
    state = idavoll(3)
    give(state, 0, "a1_warrior_0")
    dagda = card("dagda")
    assert not can_recruit(state, 0, dagda)  # two dwarf-topped columns needed
    give_myth(state, 0, "durathor")
    assert can_recruit(state, 0, dagda)  # one is enough


def test_durathor_dagda_discards_once_in_play() -> None:
    state = idavoll(3)
    fill_taverns(
        state,
        "a1_explorer_0 a1_warrior_6 a1_hunter_0",
        "loki freya odin",
        "a1_hunter_1 a1_hunter_2 a1_hunter_3",
    )
    give(state, 0, "a1_warrior_0", "a1_miner_0", "a1_blacksmith_0")
    give_myth(state, 0, "durathor")
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    play(state, "s0 pick a1_explorer_0", "s0 recruit dagda", "s0 discard miner")
    assert state.pending() == "pick" and state.to_move() == (1,)
    assert columns(state, 0)[1] == ["durathor", "dagda"]
    assert state.players[0].ranks == [1, 4, 0, 1, 1]


def test_hraesvelg_gives_gullinbursti_to_a_chosen_column() -> None:
    state = idavoll(3)
    fill_taverns(
        state,
        "a1_explorer_0 a1_warrior_6 a1_hunter_0",
        "hraesvelg freya odin",
        "a1_hunter_1 a1_hunter_2 a1_hunter_3",
    )
    play(state, "s0 bid 3 4 5", "s1 bid 2 5 3", "s2 bid 4 3 2")
    play(state, "s2 pick a1_explorer_0", "s0 pick a1_warrior_6", "s1 pick a1_hunter_0")
    play(state, "s1 pick hraesvelg")
    assert state.pending() == "gullinbursti"
    assert legal(state, 1) == [
        f"s1 column {c}" for c in ("warrior", "hunter", "miner", "blacksmith", "explorer")
    ]
    play(state, "s1 column explorer")
    assert columns(state, 1)[3] == ["hraesvelg"]
    assert columns(state, 1)[4] == ["gullinbursti"]
    assert state.players[1].ranks == [0, 1, 0, 1, 1]
    assert state.check_invariants() == []


def test_animals_and_gullinbursti_cannot_be_discarded() -> None:
    state = idavoll(3)
    give_myth(state, 0, "nidhogg", "garm")
    assert state.discardable_columns(0, 0) == []
