"""Hero recruitment: lines against heroes, chains of recruits, Hourya, Dagda, Bonfur, Grid, D7."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.nidavellir.actions import parse_action
from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    RULES,
    board,
    card,
    columns,
    fill_taverns,
    game,
    give,
    keys,
    kinds,
    legal,
    play,
    stack_deck,
)

ALL_HEROES = [h.key for h in RULES.heroes.values() if not h.expansion]


def _two_seats(
    t0: str,
    t1: str = "a1_warrior_5 a1_hunter_5 a1_miner_5",
    t2: str = "a1_warrior_6 a1_blacksmith_6 a1_explorer_6",
) -> State:
    """Two seats; seat 0 bids 5 4 3 and resolves every tavern first (seat 1 bids 4 3 2)."""
    state = game(2, seed=7)
    fill_taverns(state, t0, t1, t2)
    return state


def _bid(state: State) -> None:
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2")


def _recruitable(state: State, seat: int = 0) -> list[str]:
    return [text.split()[-1] for text in legal(state, seat)]


def test_a_complete_line_forces_a_recruit() -> None:
    state = _two_seats("a1_explorer_0 a1_warrior_1 a1_hunter_1")
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    _bid(state)
    events = play(state, "s0 pick a1_explorer_0")
    assert state.pending() == "recruit"
    assert state.to_move() == (0,)
    # every hero but Hourya (5 explorer ranks needed); Dagda has four dwarf-topped columns
    assert _recruitable(state) == [h for h in ALL_HEROES if h != "hourya"]
    with pytest.raises(IllegalAction):
        state.apply(parse_action("s0 recruit hourya", RULES))
    with pytest.raises(IllegalAction):
        state.apply(parse_action("s1 pick a1_warrior_1", RULES))
    assert "hero_recruited" not in kinds(events)
    play(state, "s0 recruit tarah")
    assert columns(state, 0)[0] == ["a1_warrior_0", "tarah"]
    assert state.players[0].ranks == [2, 1, 1, 1, 1]
    assert state.pending() == "pick"
    assert state.to_move() == (1,)
    assert state.check_invariants() == []


def test_lines_must_exceed_heroes() -> None:
    """One line and one hero (Skaa): a new card that leaves one line recruits nobody; the card
    that completes a second line does."""
    state = _two_seats(
        "a1_warrior_2 a1_hunter_2 a1_miner_2", "a1_explorer_2 a1_warrior_3 a1_hunter_3"
    )
    give(
        state,
        0,
        "a1_warrior_0",
        "a1_warrior_1",
        "a1_hunter_0",
        "a1_hunter_1",
        "a1_miner_0",
        "a1_miner_1",
        "a1_blacksmith_0",
        "a1_blacksmith_1",
        "a1_explorer_0",
        "skaa",
    )
    assert state.players[0].lines() == 1
    _bid(state)
    play(state, "s0 pick a1_warrior_2")
    assert state.players[0].ranks == [3, 2, 2, 2, 1]
    assert state.pending() == "pick"
    assert state.to_move() == (1,)
    play(state, "s1 pick a1_hunter_2", "s0 pick a1_explorer_2")
    assert state.players[0].lines() == 2
    assert state.pending() == "recruit"
    play(state, "s0 recruit astrid")
    assert keys(state.players[0].heroes) == ["skaa", "astrid"]
    assert state.to_move() == (1,)
    assert state.check_invariants() == []


def test_aegur_completes_two_lines_and_recruits_two_more_heroes() -> None:
    """Rulebook: Serge places a blacksmith, completes a line and recruits Aegur, whose two ranks
    complete two more lines: two more heroes one after the other."""
    state = _two_seats("a1_blacksmith_0 a1_warrior_3 a1_hunter_3")
    for cls in ("warrior", "hunter", "miner", "explorer"):
        give(state, 0, *(f"a1_{cls}_{i}" for i in range(3)))
    _bid(state)
    play(state, "s0 pick a1_blacksmith_0")
    assert state.pending() == "recruit"
    play(state, "s0 recruit aegur")
    assert state.players[0].ranks == [3, 3, 3, 3, 3]
    assert state.pending() == "recruit"
    play(state, "s0 recruit kraal")
    assert state.pending() == "recruit"
    play(state, "s0 recruit skaa")
    assert keys(state.players[0].heroes) == ["aegur", "kraal", "skaa"]
    assert state.players[0].lines() == 3
    assert state.pending() == "pick"
    assert state.to_move() == (1,)
    assert state.check_invariants() == []


def test_serge_recruits_tarah_then_idunn() -> None:
    """Rulebook example. Round 1 and the first tavern of round 2 gave Serge one dwarf of each
    class but the warrior. 5th resolution (round 2, Dancing Dragon): a warrior completes a line,
    he recruits Tarah into his warrior column. 9th resolution (round 3, Shining Horse): a hunter
    completes a second line, he recruits Idunn into his explorer column."""
    state = game(2, seed=7)
    state.round = 2
    give(state, 0, "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")  # round 1
    fill_taverns(
        state,
        "a1_explorer_0 a1_warrior_5 a1_hunter_5",
        "a1_warrior_0 a1_warrior_1 a1_hunter_1",
        "a1_miner_1 a1_warrior_2 a1_hunter_2",
    )
    stack_deck(
        state,
        1,
        [
            "a1_blacksmith_1",
            "a1_warrior_3",
            "a1_hunter_3",
            "a1_explorer_1",
            "a1_warrior_4",
            "a1_miner_3",
            "a1_hunter_4",
            "a1_warrior_6",
            "a1_miner_4",
        ],
    )
    _bid(state)
    play(state, "s0 pick a1_explorer_0", "s1 pick a1_warrior_5")  # 4th resolution
    assert state.players[0].lines() == 0
    play(state, "s0 pick a1_warrior_0")  # 5th resolution
    assert state.pending() == "recruit"
    play(state, "s0 recruit tarah")
    assert columns(state, 0)[0] == ["a1_warrior_0", "tarah"]
    play(state, "s1 pick a1_warrior_1")
    play(state, "s0 pick a1_miner_1", "s1 pick a1_warrior_2")  # 6th
    assert state.round == 3
    _bid(state)
    play(state, "s0 pick a1_blacksmith_1", "s1 pick a1_warrior_3")  # 7th
    play(state, "s0 pick a1_explorer_1", "s1 pick a1_warrior_4")  # 8th
    assert state.players[0].ranks == [2, 1, 2, 2, 2]
    assert state.players[0].lines() == 1
    assert (state.tavern, state.to_move()) == (2, (0,))
    events = play(state, "s0 pick a1_hunter_4")  # 9th resolution
    assert "hero_recruited" not in kinds(events)
    assert state.players[0].lines() == 2
    play(state, "s0 recruit idunn")
    assert columns(state, 0)[4] == ["a1_explorer_0", "a1_explorer_1", "idunn"]
    assert keys(state.players[0].heroes) == ["tarah", "idunn"]
    assert state.check_invariants() == []


@pytest.mark.parametrize(
    ("explorers", "extra", "extra_column", "hourya"),
    [
        (4, "skaa", None, False),
        (5, "skaa", None, True),
        (4, "thrud", "explorer", True),  # Thrud's rank in the explorer column counts
        (4, "ylud", "explorer", True),  # so does Ylud's once placed there
        (4, "ylud", None, False),  # but not from the command zone
    ],
)
def test_hourya_needs_five_explorer_ranks(
    explorers: int, extra: str, extra_column: str | None, hourya: bool
) -> None:
    state = _two_seats("a1_blacksmith_1 a1_warrior_3 a1_hunter_3")
    for cls in ("warrior", "hunter", "miner"):
        give(state, 0, f"a1_{cls}_0", f"a1_{cls}_1")
    give(state, 0, "a1_blacksmith_0")
    give(state, 0, *(f"a1_explorer_{i}" for i in range(explorers)))
    give(state, 0, extra, column=extra_column)
    _bid(state)
    play(state, "s0 pick a1_blacksmith_1")
    assert state.pending() == "recruit"
    assert ("hourya" in _recruitable(state)) is hourya
    if hourya:
        play(state, "s0 recruit hourya")
        if extra == "thrud":  # she was on top: lifted, and put back
            assert state.pending() == "thrud"
            play(state, "s0 column explorer")
        assert columns(state, 0)[4][-1] == ("thrud" if extra == "thrud" else "hourya")
        assert state.players[0].ranks[4] == 6
    assert state.check_invariants() == []


def test_dagda_discards_two_other_columns_never_a_hero() -> None:
    """Seat 0 (heroes: Tarah on top of its warriors) completes a second line with a hunter and
    recruits Dagda; the warrior column, topped by Tarah, is not discardable. The two discards
    leave one line for two heroes: replacing the two dwarves brings two lines back, still no
    recruit (lines must exceed heroes)."""
    state = _two_seats(
        "a1_hunter_1 a1_warrior_3 a1_hunter_3",
        "a1_miner_2 a1_warrior_4 a1_hunter_4",
        "a1_explorer_2 a1_warrior_5 a1_hunter_5",
    )
    give(
        state,
        0,
        "a1_warrior_0",
        "tarah",
        "a1_hunter_0",
        "a1_miner_0",
        "a1_miner_1",
        "a1_blacksmith_0",
        "a1_blacksmith_1",
        "a1_explorer_0",
        "a1_explorer_1",
    )
    _bid(state)
    play(state, "s0 pick a1_hunter_1")
    assert "dagda" in _recruitable(state)
    play(state, "s0 recruit dagda")
    assert state.players[0].ranks == [2, 5, 2, 2, 2]
    assert state.pending() == "discard"
    assert legal(state, 0) == ["s0 discard miner", "s0 discard blacksmith", "s0 discard explorer"]
    with pytest.raises(IllegalAction):
        state.apply(parse_action("s0 discard warrior", RULES))
    play(state, "s0 discard miner")
    assert legal(state, 0) == ["s0 discard blacksmith", "s0 discard explorer"]
    play(state, "s0 discard explorer")
    assert state.discard[-2:] == [card("a1_miner_1"), card("a1_explorer_1")]
    assert state.players[0].ranks == [2, 5, 1, 2, 1]
    assert state.players[0].lines() == 1
    assert state.pending() == "pick"
    assert state.to_move() == (1,)
    play(state, "s1 pick a1_warrior_3", "s0 pick a1_miner_2", "s1 pick a1_warrior_4")
    events = play(state, "s0 pick a1_explorer_2")
    assert state.players[0].lines() == 2
    assert len(state.players[0].heroes) == 2
    assert "no_hero_available" not in kinds(events)
    assert state.pending() == "pick"
    assert state.to_move() == (1,)
    assert state.check_invariants() == []


def test_dagda_cannot_be_recruited_with_one_discardable_column() -> None:
    """Heroes: Tarah (top of the warriors), Zoral (top of the miners), Thrud (top of the
    explorers). A hunter completes a fourth line: only the blacksmith column is topped by a dwarf
    besides the hunters, so Dagda (two needed) cannot be recruited; Bonfur (one) can."""
    state = _two_seats("a1_hunter_3 a1_warrior_3 a1_hunter_4")
    give(
        state,
        0,
        "a1_warrior_0",
        "a1_warrior_1",
        "a1_warrior_2",
        "tarah",
        "a1_hunter_0",
        "a1_hunter_1",
        "a1_hunter_2",
        "a1_miner_0",
        "zoral",
        "a1_blacksmith_0",
        "a1_blacksmith_1",
        "a1_blacksmith_2",
        "a1_blacksmith_3",
        "a1_explorer_0",
        "a1_explorer_1",
        "a1_explorer_2",
    )
    give(state, 0, "thrud", column="explorer")
    assert state.players[0].lines() == 3
    _bid(state)
    play(state, "s0 pick a1_hunter_3")
    assert state.pending() == "recruit"
    assert "dagda" not in _recruitable(state)
    assert "bonfur" in _recruitable(state)
    with pytest.raises(IllegalAction):
        state.apply(parse_action("s0 recruit dagda", RULES))
    play(state, "s0 recruit bonfur")
    assert legal(state, 0) == ["s0 discard hunter"]
    play(state, "s0 discard hunter")
    assert state.players[0].ranks == [4, 3, 4, 7, 4]
    assert state.check_invariants() == []


def test_bonfur_discards_one_column_not_under_thrud() -> None:
    """Thrud tops the explorer column: that column is not discardable (D6)."""
    state = _two_seats("a1_blacksmith_1 a1_warrior_3 a1_hunter_3")
    give(
        state,
        0,
        "a1_warrior_0",
        "a1_warrior_1",
        "a1_hunter_0",
        "a1_hunter_1",
        "a1_miner_0",
        "a1_miner_1",
        "a1_blacksmith_0",
        "a1_explorer_0",
    )
    give(state, 0, "thrud", column="explorer")
    _bid(state)
    play(state, "s0 pick a1_blacksmith_1", "s0 recruit bonfur")
    assert legal(state, 0) == ["s0 discard warrior", "s0 discard hunter", "s0 discard miner"]
    play(state, "s0 discard hunter")
    assert state.players[0].ranks == [2, 1, 2, 5, 2]
    assert state.pending() == "pick"  # one discard only
    assert state.to_move() == (1,)
    assert state.check_invariants() == []


def test_armorer_blacksmith_is_a_discardable_dwarf() -> None:
    state = _two_seats("a1_hunter_1 a1_warrior_3 a1_hunter_3")
    give(state, 0, "a1_warrior_0", "a1_miner_0", "armorer_blacksmith", "a1_explorer_0")
    _bid(state)
    play(state, "s0 pick a1_hunter_1", "s0 recruit dagda")
    assert legal(state, 0) == [
        "s0 discard warrior",
        "s0 discard miner",
        "s0 discard blacksmith",
        "s0 discard explorer",
    ]
    play(state, "s0 discard blacksmith", "s0 discard warrior")
    assert state.players[0].ranks == [0, 4, 1, 0, 1]
    assert state.discard[-2:] == [card("armorer_blacksmith"), card("a1_warrior_0")]
    assert state.check_invariants() == []


def test_d7_no_legal_hero_now_offered_again_after_the_next_placement() -> None:
    """Only Hourya is left and seat 0 has four explorers: its line recruits nobody now. Its next
    card, a fifth explorer, makes her legal and the recruit is offered."""
    state = _two_seats(
        "a1_blacksmith_0 a1_warrior_3 a1_hunter_3", "a1_explorer_4 a1_warrior_4 a1_hunter_4"
    )
    for hero in list(state.hero_pool):
        if RULES.cards[hero].key != "hourya":
            state.hero_pool.remove(hero)
            state.box.append(hero)
    give(
        state,
        0,
        "a1_warrior_0",
        "a1_hunter_0",
        "a1_miner_0",
        *(f"a1_explorer_{i}" for i in range(4)),
    )
    _bid(state)
    events = play(state, "s0 pick a1_blacksmith_0")
    assert "no_hero_available" in kinds(events)
    assert state.players[0].lines() == 1
    assert state.pending() == "pick"
    assert state.to_move() == (1,)
    play(state, "s1 pick a1_warrior_3", "s0 pick a1_explorer_4")
    assert legal(state, 0) == ["s0 recruit hourya"]
    play(state, "s0 recruit hourya")
    assert state.players[0].ranks == [1, 1, 1, 1, 6]
    assert state.check_invariants() == []


def test_grid_transforms_a_coin_by_seven() -> None:
    state = _two_seats("a1_explorer_0 a1_warrior_3 a1_hunter_3")
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    _bid(state)
    play(state, "s0 pick a1_explorer_0", "s0 recruit grid")
    assert state.players[0].command == [card("grid")]
    assert legal(state, 0) == [
        "s0 transform t0:5",
        "s0 transform t1:4",
        "s0 transform t2:3",
        "s0 transform p1:2",
    ]
    play(state, "s0 transform t1:4")
    assert board(state, 0) == ["5", "11g", "3", "0", "2"]
    assert state.treasure[11] == 0  # the only 11 at 2 players
    assert state.check_invariants() == []
