"""Thrud (any column, never covered, command zone after Age 2) and Ylud (placed at each Age end)."""

from __future__ import annotations

import pytest

from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    HUNTING_MASTER,
    KINGS_HAND,
    card,
    coins,
    columns,
    fill_taverns,
    game,
    give,
    kinds,
    last_pick,
    legal,
    play,
    start_age2,
)

COLUMNS = ["warrior", "hunter", "miner", "blacksmith", "explorer"]


def _two_seats(
    t0: str,
    t1: str = "a1_warrior_5 a1_hunter_5 a1_miner_5",
    t2: str = "a1_warrior_6 a1_blacksmith_6 a1_explorer_6",
) -> State:
    state = game(2, seed=12)
    fill_taverns(state, t0, t1, t2)
    return state


def _bid(state: State) -> None:
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2")


# --------------------------------------------------------------------------- Thrud


def test_thrud_goes_to_any_column_of_choice() -> None:
    state = _two_seats("a1_explorer_0 a1_warrior_3 a1_hunter_3")
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    _bid(state)
    play(state, "s0 pick a1_explorer_0", "s0 recruit thrud")
    assert state.pending() == "thrud"
    assert legal(state, 0) == [f"s0 column {c}" for c in COLUMNS]
    assert state.players[0].command == []
    play(state, "s0 column miner")
    assert columns(state, 0)[2] == ["a1_miner_0", "thrud"]
    assert state.players[0].ranks == [1, 1, 2, 1, 1]
    assert state.to_move() == (1,)
    assert state.check_invariants() == []


def test_a_card_for_thrud_s_column_lifts_her_and_her_new_place_may_complete_a_line() -> None:
    """Thrud tops the warriors; a warrior is taken: she is lifted, the warrior placed, and she
    goes to the explorers, which completes a second line: a recruit follows."""
    state = _two_seats("a1_warrior_1 a1_warrior_3 a1_hunter_3")
    give(
        state,
        0,
        "a1_warrior_0",
        "a1_hunter_0",
        "a1_hunter_1",
        "a1_miner_0",
        "a1_miner_1",
        "a1_blacksmith_0",
        "a1_blacksmith_1",
        "a1_explorer_0",
    )
    give(state, 0, "thrud", column="warrior")
    assert state.players[0].lines() == 1
    _bid(state)
    events = play(state, "s0 pick a1_warrior_1")
    assert "hero_lifted" in kinds(events)
    assert state.pending() == "thrud"
    assert columns(state, 0)[0] == ["a1_warrior_0", "a1_warrior_1"]
    assert state.players[0].ranks == [2, 2, 2, 2, 1]
    play(state, "s0 column explorer")
    assert columns(state, 0)[4] == ["a1_explorer_0", "thrud"]
    assert state.pending() == "recruit"
    play(state, "s0 recruit skaa")
    assert state.to_move() == (1,)
    assert state.check_invariants() == []


def test_thrud_may_go_back_to_the_same_column() -> None:
    state = _two_seats("a1_warrior_1 a1_warrior_3 a1_hunter_3")
    give(state, 0, "a1_warrior_0")
    give(state, 0, "thrud", column="warrior")
    _bid(state)
    play(state, "s0 pick a1_warrior_1", "s0 column warrior")
    assert columns(state, 0)[0] == ["a1_warrior_0", "a1_warrior_1", "thrud"]
    assert state.players[0].ranks == [3, 0, 0, 0, 0]
    assert state.check_invariants() == []


def test_a_hero_for_thrud_s_column_lifts_her_too() -> None:
    state = _two_seats("a1_explorer_1 a1_warrior_3 a1_hunter_3")
    give(
        state,
        0,
        "a1_warrior_0",
        "a1_hunter_0",
        "a1_hunter_1",
        "a1_miner_0",
        "a1_miner_1",
        "a1_blacksmith_0",
        "a1_blacksmith_1",
        "a1_explorer_0",
    )
    give(state, 0, "thrud", column="warrior")
    _bid(state)
    play(state, "s0 pick a1_explorer_1", "s0 recruit tarah")
    assert state.pending() == "thrud"
    assert columns(state, 0)[0] == ["a1_warrior_0", "tarah"]
    play(state, "s0 column hunter")
    assert columns(state, 0)[1] == ["a1_hunter_0", "a1_hunter_1", "thrud"]
    assert state.players[0].ranks == [2, 3, 2, 2, 2]
    assert state.to_move() == (1,)  # two lines, two heroes
    assert state.check_invariants() == []


def test_thrud_counts_for_the_distinctions() -> None:
    state = game(2, seed=12)
    give(state, 0, "a1_hunter_0", "a1_miner_0")
    give(state, 0, "thrud", column="hunter")
    give(state, 1, "a1_hunter_1", "a1_miner_1")
    last_pick(state, 1, "a1_blacksmith_0")
    play(state, "s1 pick a1_blacksmith_0")
    # warrior 0-0: nobody; hunter 2-1 thanks to Thrud; miner 1-1: nobody; blacksmith: seat 1
    assert state.players[0].distinctions == [HUNTING_MASTER]
    assert coins(state, 0) == ["2", "3", "3s", "4", "5"]
    assert state.age == 2
    assert state.check_invariants() == []


def test_thrud_ends_in_the_command_zone_and_scores_13_not_as_a_rank() -> None:
    state = game(2, seed=12)
    start_age2(state)
    give(state, 0, "a2_hunter_0")
    give(state, 0, "thrud", column="hunter")
    assert state.scores()[0]["hunter"] == 1  # never scored as a rank of her column
    last_pick(state, 0, "a2_warrior_0")
    events = play(state, "s0 pick a2_warrior_0")
    assert "hero_to_command_zone" in kinds(events)
    assert state.is_over()
    p = state.players[0]
    assert p.command == [card("thrud")]
    assert columns(state, 0)[1] == ["a2_hunter_0"]
    assert p.ranks == [1, 1, 0, 0, 0]
    sheet = state.scores()[0]
    assert (sheet["hunter"], sheet["heroes"]) == (1, 13)
    assert state.check_invariants() == []


# --------------------------------------------------------------------------- Ylud


def test_ylud_goes_to_the_command_zone_when_recruited() -> None:
    state = _two_seats("a1_explorer_0 a1_warrior_3 a1_hunter_3")
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    _bid(state)
    play(state, "s0 pick a1_explorer_0", "s0 recruit ylud")
    assert state.players[0].command == [card("ylud")]
    assert state.players[0].ranks == [1, 1, 1, 1, 1]
    assert state.to_move() == (1,)
    assert state.check_invariants() == []


def test_ylud_is_placed_after_the_last_tavern_of_age1_and_counts_for_distinctions() -> None:
    state = game(2, seed=12)
    give(state, 0, "a1_warrior_1", "ylud", "a1_miner_0")
    give(state, 1, "a1_warrior_0", "a1_miner_1")
    last_pick(state, 1, "a1_explorer_0")
    play(state, "s1 pick a1_explorer_0")
    assert state.pending() == "ylud"
    assert state.to_move() == (0,)
    assert state.distinctions_left == [0, 1, 2, 3, 4]  # before the Troop Evaluation
    assert legal(state, 0) == [f"s0 column {c}" for c in COLUMNS]
    play(state, "s0 column warrior")
    assert columns(state, 0)[0] == ["a1_warrior_1", "ylud"]
    assert state.players[0].command == []
    # 2 warrior ranks against 1: the King's Hand, transform from hand
    assert state.players[0].distinctions == [KINGS_HAND]
    assert state.pending() == "transform"
    assert legal(state, 0) == [
        "s0 transform hand:2",
        "s0 transform hand:3",
        "s0 transform hand:4",
        "s0 transform hand:5",
    ]
    play(state, "s0 transform hand:5")
    assert coins(state, 0) == ["0", "2", "3", "4", "10g"]
    assert state.check_invariants() == []


@pytest.mark.parametrize(
    ("column", "sheet0", "majority1"),
    [
        # Ylud is a rank of her column worth 7 warrior, 0 hunter, 1 miner, 0 blacksmith,
        # 11 explorer; as a warrior she gives seat 0 the warrior majority alone
        ("warrior", (10, 1, 2, 3, 5, 5), 0),
        ("hunter", (3, 4, 2, 3, 5, 5), 5),
        ("miner", (3, 1, 6, 3, 5, 5), 5),
        ("blacksmith", (3, 1, 2, 7, 5, 5), 5),
        ("explorer", (3, 1, 2, 3, 16, 5), 5),
    ],
)
def test_ylud_recruited_in_age2_must_be_placed_and_scores_by_her_column(
    column: str, sheet0: tuple[int, ...], majority1: int
) -> None:
    state = game(2, seed=12)
    start_age2(state)
    give(
        state,
        0,
        "a2_warrior_0",
        "a2_hunter_0",
        "a2_miner_4",
        "a2_blacksmith_0",
        "a2_explorer_0",
        "ylud",
    )
    last_pick(state, 1, "a2_warrior_1")
    play(state, "s1 pick a2_warrior_1")
    assert state.pending() == "ylud"
    assert legal(state, 0) == [f"s0 column {c}" for c in COLUMNS]
    play(state, f"s0 column {column}")
    assert state.is_over()
    sheets = state.scores()
    got = tuple(sheets[0][k] for k in (*COLUMNS, "warrior_majority"))
    assert got == sheet0
    assert sheets[0]["heroes"] == 0
    assert sheets[1]["warrior_majority"] == majority1
    assert state.check_invariants() == []


@pytest.mark.parametrize(("column", "explorer"), [("explorer", 16), ("warrior", 5)])
def test_ylud_may_stay_or_move_at_the_end_of_age2(column: str, explorer: int) -> None:
    state = game(2, seed=12)
    start_age2(state)
    give(state, 0, "a2_warrior_0", "a2_explorer_0")
    give(state, 0, "ylud", column="explorer")
    last_pick(state, 1, "a2_warrior_1")
    play(state, "s1 pick a2_warrior_1")
    assert legal(state, 0) == [f"s0 column {c}" for c in COLUMNS]
    events = play(state, f"s0 column {column}")
    assert ("hero_stays" in kinds(events)) is (column == "explorer")
    assert state.is_over()
    assert state.scores()[0]["explorer"] == explorer
    assert columns(state, 0)[0][-1] == ("ylud" if column == "warrior" else "a2_warrior_0")
    assert state.check_invariants() == []


def test_ylud_then_thrud_at_the_end_of_age2() -> None:
    """Ylud, placed first, completes a third line that needs Thrud's rank: a hero is recruited;
    only then does Thrud go to the command zone."""
    state = game(2, seed=12)
    start_age2(state)
    give(state, 0, "a2_warrior_0", "a2_warrior_1", "a2_warrior_2", "a2_hunter_0", "a2_hunter_1")
    give(state, 0, "thrud", column="hunter")
    give(
        state,
        0,
        "a2_miner_0",
        "a2_miner_1",
        "a2_miner_2",
        "a2_blacksmith_0",
        "a2_blacksmith_1",
        "a2_explorer_0",
        "a2_explorer_1",
        "a2_explorer_2",
        "ylud",
    )
    assert state.players[0].lines() == 2
    last_pick(state, 1, "a2_warrior_3")
    play(state, "s1 pick a2_warrior_3")
    assert state.pending() == "ylud"
    play(state, "s0 column blacksmith")
    assert state.pending() == "recruit"
    assert state.players[0].thrud_col == 1
    play(state, "s0 recruit skaa")
    assert state.is_over()
    assert state.players[0].command == [card("skaa"), card("thrud")]  # Skaa came first
    assert state.players[0].ranks == [3, 2, 3, 3, 3]
    assert state.check_invariants() == []
