"""Mercenaries and the Enlistment phase (spec §5.2; §6 #3, #5; D15): to the command zone when
taken; at the end of each Age, after the last tavern, the seats with unplaced mercenaries enlist
all of them, most mercenaries first then gem, the first choosing to go first or last; each
mercenary one rank in one of its two classes with that class's printed points; heroes and Thrud
triggered; then Ylud, the distinctions, or (Age 2) Thrud home, Brisingamens, Mjöllnir, scoring."""

from __future__ import annotations

import pytest

from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    CROWN_JEWELER,
    KINGS_GREAT_ARMORER,
    PIONEER,
    RULES,
    card,
    columns,
    give,
    keys,
    kinds,
    last_pick,
    legal,
    play,
    set_gems,
    start_age2,
)
from tests.thingvellir.camp import (
    COLUMNS,
    MERCENARIES,
    command,
    give_camp,
    ok,
    set_camp,
    sheet,
    thingvellir,
)


def _end_of_age_1(state: State, seat: int = 0, key: str = "a1_warrior_3") -> list:
    """Seat `seat` takes the last card of Age 1."""
    last_pick(state, seat, key)
    return play(state, f"s{seat} pick {key}")


def _mercs(state: State, seat: int) -> list[str]:
    return [k for k in command(state, seat) if k.startswith("mercenary")]


# --------------------------------------------------------------------------- the cards


@pytest.mark.parametrize(
    ("key", "first", "second"),
    [
        ("mercenary_1", ("warrior", 6), ("explorer", 8)),
        ("mercenary_2", ("warrior", 6), ("blacksmith", 0)),
        ("mercenary_3", ("hunter", 0), ("explorer", 8)),  # the card art's 8 (§7), not 6
        ("mercenary_4", ("hunter", 0), ("miner", 1)),
        ("mercenary_5", ("blacksmith", 0), ("miner", 1)),
        ("mercenary_6", ("warrior", 9), ("explorer", 11)),
        ("mercenary_7", ("hunter", 0), ("blacksmith", 0)),
        ("mercenary_8", ("warrior", 6), ("miner", 1)),
        ("mercenary_9", ("blacksmith", 0), ("explorer", 8)),
        ("mercenary_10", ("warrior", 6), ("hunter", 0)),
        ("mercenary_11", ("explorer", 8), ("miner", 1)),
        ("mercenary_12", ("warrior", 9), ("explorer", 11)),
    ],
)
def test_the_twelve_mercenaries_of_the_spec(
    key: str, first: tuple[str, int], second: tuple[str, int]
) -> None:
    merc = RULES.mercenaries[card(key)]
    assert merc.age == (1 if int(key.split("_")[1]) <= 6 else 2)
    got = {COLUMNS[c]: merc.points_in(c) for c in merc.classes}
    assert got == dict([first, second])


def test_a_mercenary_taken_waits_in_the_command_zone_and_counts_for_no_line() -> None:
    state = thingvellir(3)
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    set_camp(state, "mercenary_1", "draupnir", "svalinn", "megingjord", "fafnir_baleygr")
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    play(state, "s0 camp mercenary_1")
    assert command(state, 0) == ["mercenary_1"]
    assert state.players[0].ranks == [1, 1, 1, 1, 0]
    assert state.pending() == "pick" and state.to_move() == (1,)  # no recruit
    assert sheet(state, 0)["explorer"] == 0  # scores nowhere until enlisted


# --------------------------------------------------------------------------- the order


def test_enlistment_order_most_mercenaries_first_then_gem_and_first_or_last() -> None:
    state = thingvellir(3, seed=4)
    set_gems(state, 3, 4, 5)
    give_camp(state, 0, "mercenary_1")
    give_camp(state, 1, "mercenary_2", "mercenary_3")
    give_camp(state, 2, "mercenary_4")
    give(state, 1, "a1_warrior_4")  # the warriors tie 1-1 after the last pick
    events = _end_of_age_1(state)
    assert ("enlistment_order", -1, ((1, 2, 0),)) in events
    assert state.pending() == "enlist_first" and state.to_move() == (1,)
    assert legal(state, 1) == ["s1 first yes", "s1 first no"]
    assert state.distinctions_left == [0, 1, 2, 3, 4]  # before the Troop Evaluation
    play(state, "s1 first no")  # seat 1 goes last
    assert state.pending() == "enlist" and state.to_move() == (2,)
    assert legal(state, 2) == ["s2 enlist mercenary_4 hunter", "s2 enlist mercenary_4 miner"]
    events = play(state, "s2 enlist mercenary_4 miner")
    assert ("mercenary_enlisted", 2, (card("mercenary_4"), 2)) in events
    assert state.to_move() == (0,)
    play(state, "s0 enlist mercenary_1 explorer")
    assert state.to_move() == (1,)
    assert sorted(legal(state, 1)) == sorted(
        [
            "s1 enlist mercenary_2 warrior",
            "s1 enlist mercenary_2 blacksmith",
            "s1 enlist mercenary_3 hunter",
            "s1 enlist mercenary_3 explorer",
        ]
    )
    play(state, "s1 enlist mercenary_3 explorer")
    assert state.pending() == "enlist" and state.to_move() == (1,)  # all of them (D15)
    assert legal(state, 1) == [
        "s1 enlist mercenary_2 warrior",
        "s1 enlist mercenary_2 blacksmith",
    ]
    play(state, "s1 enlist mercenary_2 blacksmith")
    assert all(_mercs(state, s) == [] for s in range(3))
    assert columns(state, 0)[4] == ["mercenary_1"]
    assert columns(state, 1)[3][0] == "mercenary_2" and columns(state, 1)[4] == ["mercenary_3"]
    # the distinctions came after: seat 2's enlisted miner won the Crown Jeweler
    assert CROWN_JEWELER in state.players[2].distinctions
    ok(state)


def test_the_first_to_enlist_may_go_first() -> None:
    state = thingvellir(3, seed=4)
    set_gems(state, 3, 4, 5)
    give_camp(state, 0, "mercenary_1", "mercenary_6")
    give_camp(state, 2, "mercenary_4")
    give(state, 1, "a1_warrior_4")
    _end_of_age_1(state)
    assert state.to_move() == (0,) and state.pending() == "enlist_first"
    play(state, "s0 first yes")
    assert state.pending() == "enlist" and state.to_move() == (0,)
    play(state, "s0 enlist mercenary_6 warrior")
    assert state.to_move() == (0,)
    play(state, "s0 enlist mercenary_1 warrior")
    assert state.to_move() == (2,)
    assert state.players[0].ranks[0] == 3


def test_gems_break_a_tie_of_mercenary_counts() -> None:
    state = thingvellir(3, seed=4)
    set_gems(state, 5, 3, 4)
    for seat, key in enumerate(("mercenary_1", "mercenary_2", "mercenary_3")):
        give_camp(state, seat, key)
    give(state, 1, "a1_warrior_4")
    events = _end_of_age_1(state)
    assert ("enlistment_order", -1, ((0, 2, 1),)) in events
    assert state.to_move() == (0,)


def test_a_lone_seat_with_mercenaries_enlists_without_choosing_an_order() -> None:
    state = thingvellir(3, seed=4)
    give_camp(state, 2, "mercenary_5")
    give(state, 1, "a1_warrior_4")
    _end_of_age_1(state)
    assert state.pending() == "enlist" and state.to_move() == (2,)
    assert legal(state, 2) == ["s2 enlist mercenary_5 blacksmith", "s2 enlist mercenary_5 miner"]


def test_no_mercenary_no_enlistment() -> None:
    state = thingvellir(3, seed=4)
    give(state, 1, "a1_warrior_4")
    events = _end_of_age_1(state)
    assert "enlistment_order" not in kinds(events)
    assert state.age == 2 and state.pending() == "bids"


# --------------------------------------------------------------------------- placement


@pytest.mark.parametrize("key", MERCENARIES)
def test_each_mercenary_is_one_rank_of_either_class_with_its_printed_points(key: str) -> None:
    """Enlisted at the end of Age 2 into an empty army: the column scores that class's printed
    points (a warrior or explorer sum, a miner's value times one rank, one hunter, one
    blacksmith's 3)."""
    merc = RULES.mercenaries[card(key)]
    for cls in merc.classes:
        state = thingvellir(3, seed=4)
        start_age2(state)
        give_camp(state, 0, key)
        last_pick(state, 1, "a2_hunter_3")
        play(state, "s1 pick a2_hunter_3")
        assert state.pending() == "enlist" and state.to_move() == (0,)
        assert sorted(legal(state, 0)) == sorted(
            f"s0 enlist {key} {COLUMNS[c]}" for c in merc.classes
        )
        play(state, f"s0 enlist {key} {COLUMNS[cls]}")
        assert state.is_over()
        p = state.players[0]
        assert p.columns[cls] == [card(key)] and card(key) not in p.command
        assert p.ranks == [int(c == cls) for c in range(5)]
        points = merc.points_in(cls)
        expected = {0: points, 1: 1, 2: points * 1, 3: 3, 4: points}[cls]
        assert sheet(state, 0)[COLUMNS[cls]] == expected
        ok(state)


def test_enlisting_recruits_when_the_line_completes() -> None:
    state = thingvellir(3, seed=4)
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    give(state, 1, "a1_explorer_4")
    give_camp(state, 0, "mercenary_1", "mercenary_5")
    _end_of_age_1(state, 1, "a1_explorer_5")  # seat 1 takes the last card
    assert state.pending() == "enlist"  # seat 0 alone: no order to choose
    play(state, "s0 enlist mercenary_1 explorer")
    assert state.players[0].lines() == 1
    assert state.pending() == "recruit" and state.to_move() == (0,)
    play(state, "s0 recruit aral")  # the hunters' hero
    assert state.pending() == "enlist" and state.to_move() == (0,)
    assert legal(state, 0) == ["s0 enlist mercenary_5 blacksmith", "s0 enlist mercenary_5 miner"]
    ok(state)


def test_a_mercenary_enlisted_in_thrud_s_column_lifts_her() -> None:
    """§6 #3: Thrud is never covered; a mercenary entering her column lifts her to be re-placed."""
    state = thingvellir(3, seed=4)
    give(state, 0, "a1_warrior_0", "thrud", column="warrior")
    give(state, 1, "a1_warrior_4", "a1_warrior_5")
    give_camp(state, 0, "mercenary_2")
    _end_of_age_1(state, 1, "a1_hunter_3")
    events = play(state, "s0 enlist mercenary_2 warrior")
    assert "hero_lifted" in kinds(events)
    assert state.pending() == "thrud" and state.to_move() == (0,)
    play(state, "s0 column miner")
    assert columns(state, 0)[0] == ["a1_warrior_0", "mercenary_2"]
    assert columns(state, 0)[2] == ["thrud"]
    ok(state)


# --------------------------------------------------------------------------- end-of-age order


def test_age_1_order_enlistment_then_ylud_then_distinctions() -> None:
    """§6 #4, #5: last tavern → enlistment → Ylud → the Troop Evaluation."""
    state = thingvellir(3, seed=4)
    give(state, 0, "a1_miner_0", "ylud")
    give(state, 1, "a1_warrior_4", "a1_miner_1")
    give_camp(state, 0, "mercenary_5")
    _end_of_age_1(state, 2, "a1_warrior_3")
    assert state.pending() == "enlist" and state.to_move() == (0,)
    play(state, "s0 enlist mercenary_5 miner")
    assert state.pending() == "ylud" and state.to_move() == (0,)
    assert state.distinctions_left == [0, 1, 2, 3, 4]
    play(state, "s0 column hunter")
    # miners 2-1 thanks to the mercenary: seat 0 is the Crown Jeweler
    assert CROWN_JEWELER in state.players[0].distinctions
    ok(state)


def test_a_hero_recruited_through_ylud_brings_a_mercenary_enlisted_at_once() -> None:
    """§6 #5: Ylud completes a line, the hero is Holda, her camp card a mercenary: it is
    enlisted at once, before the distinctions."""
    state = thingvellir(3, seed=4)
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    give(state, 0, "a1_warrior_1", "a1_hunter_1", "a1_miner_1", "a1_blacksmith_1", "ylud")
    give(state, 0, "a1_explorer_0")  # one line, one hero (Ylud): her place makes a second
    give(state, 1, "a1_warrior_4", "a1_warrior_5")
    set_camp(state, "mercenary_3", "draupnir", "svalinn", "megingjord", "fafnir_baleygr")
    _end_of_age_1(state, 2, "a1_hunter_3")
    assert state.pending() == "ylud"
    play(state, "s0 column explorer")
    assert state.pending() == "recruit"
    play(state, "s0 recruit holda")
    assert state.pending() == "holda"
    play(state, "s0 camp mercenary_3")
    assert state.pending() == "enlist" and state.to_move() == (0,)
    assert state.distinctions_left == [0, 1, 2, 3, 4]
    play(state, "s0 enlist mercenary_3 hunter")
    assert columns(state, 0)[1] == ["a1_hunter_0", "a1_hunter_1", "mercenary_3"]
    assert _mercs(state, 0) == []
    ok(state)


def _armorer_brings_holda(seed: int = 4) -> State:
    """The Troop Evaluation of Age 1: the King's Great Armorer's card completes seat 0's second
    line (its one hero is Astrid); it recruits Holda, whose camp card is to be chosen. Seats 0
    and 1 tie every other class at two ranks (explorers included); seat 2 takes the last card."""
    state = thingvellir(3, seed=seed)
    give(state, 0, "astrid", "a1_blacksmith_0")
    for c in ("warrior", "hunter", "miner", "explorer"):
        give(state, 0, f"a1_{c}_0", f"a1_{c}_1")
        give(state, 1, f"a1_{c}_4", f"a1_{c}_5")
    set_camp(state, "mercenary_1", "draupnir", "svalinn", "megingjord", "fafnir_baleygr")
    _end_of_age_1(state, 2, "a1_warrior_3")
    assert state.pending() == "recruit" and state.to_move() == (0,)
    assert state.players[0].distinctions == [KINGS_GREAT_ARMORER]
    play(state, "s0 recruit holda")
    assert state.pending() == "holda"
    return state


def test_a_mercenary_taken_during_the_distinctions_waits_for_the_end_of_age_2() -> None:
    """Issue 22 item 2, as both public editions: a mercenary Holda brings during the Troop
    Evaluation stays in the command zone, so the Pioneer is a 2 v 2 tie (enlisted at once in
    the explorers it would have been 3 v 2); it is enlisted at the end of Age 2."""
    state = _armorer_brings_holda()
    age2_top = state.decks[2][-1]
    events = play(state, "s0 camp mercenary_1")
    assert "mercenary_enlisted" not in kinds(events)
    assert _mercs(state, 0) == ["mercenary_1"]
    assert state.players[0].ranks == [2, 2, 2, 3, 2]  # the Armorer's card: two blacksmith ranks
    assert ("distinction_unclaimed", -1, (PIONEER,)) in [(e.kind, e.seat, e.data) for e in events]
    assert state.players[0].distinctions == [KINGS_GREAT_ARMORER]
    assert state.age == 2 and state.pending() == "bids"
    assert state.discard[-1] == age2_top  # the Pioneer not won (D2)
    ok(state)
    start_age2(state)
    last_pick(state, 2, "a2_warrior_3")
    play(state, "s2 pick a2_warrior_3")
    assert state.pending() == "enlist" and state.to_move() == (0,)
    assert legal(state, 0) == ["s0 enlist mercenary_1 warrior", "s0 enlist mercenary_1 explorer"]
    play(state, "s0 enlist mercenary_1 explorer")
    assert columns(state, 0)[4] == ["a1_explorer_0", "a1_explorer_1", "mercenary_1"]
    ok(state)


def test_mercenaries_are_all_enlisted_at_the_end_of_age_1_none_kept_for_age_2() -> None:
    """D15 (spec Q14): nothing is kept; no action passes the enlistment."""
    state = thingvellir(3, seed=4)
    give_camp(state, 0, "mercenary_1", "mercenary_2", "mercenary_6")
    give(state, 1, "a1_warrior_4")
    _end_of_age_1(state, 1, "a1_hunter_3")
    while state.pending() in ("enlist", "enlist_first"):
        actions = legal(state, 0)
        assert all(a.split()[1] in ("enlist", "first") for a in actions)
        play(state, actions[0])
    assert _mercs(state, 0) == []
    assert sum(state.players[0].ranks) == 3
    ok(state)


def test_age_2_order_enlistment_ylud_thrud_home_brisingamens_mjollnir_scoring() -> None:
    """§6 #5 after Age 2: enlistment → Ylud → Thrud to the command zone → Brisingamens'
    discard → Mjöllnir's class → the end."""
    state = thingvellir(3, seed=4)
    start_age2(state)
    give(state, 0, "a2_warrior_0", "a2_hunter_0")
    give(state, 0, "ylud", column="miner")
    give(state, 0, "thrud", column="explorer")
    give(state, 1, "a2_warrior_4", "a2_warrior_5")
    give_camp(state, 0, "mercenary_7", "brisingamens", "mjollnir")
    last_pick(state, 1, "a2_miner_3")
    play(state, "s1 pick a2_miner_3")
    assert state.pending() == "enlist" and state.to_move() == (0,)
    play(state, "s0 enlist mercenary_7 blacksmith")
    assert state.pending() == "ylud"
    play(state, "s0 column miner")
    assert state.pending() == "brisingamens"
    p = state.players[0]
    assert p.thrud_col == -1 and card("thrud") in p.command
    assert "s0 dismiss thrud" not in legal(state, 0)
    play(state, "s0 dismiss mercenary_7")
    assert state.pending() == "mjollnir"
    play(state, "s0 mjollnir warrior")
    assert state.is_over()
    ok(state)


def test_a_mercenary_placed_at_the_end_of_age_2_scores() -> None:
    state = thingvellir(3, seed=4)
    start_age2(state)
    give(state, 1, "a2_warrior_4")
    give_camp(state, 0, "mercenary_12")
    last_pick(state, 0, "a2_warrior_3")
    play(state, "s0 pick a2_warrior_3", "s0 enlist mercenary_12 explorer")
    assert state.is_over()
    assert sheet(state, 0)["explorer"] == 11
    assert keys(state.players[0].columns[4]) == ["mercenary_12"]


def test_brisingamens_discard_comes_before_mjollnir_s_class_whatever_was_taken_first() -> None:
    """§6 #5: Brisingamens' discard, then Mjöllnir's class (the class is chosen on the final
    army). Mjöllnir was taken before Brisingamens here."""
    state = thingvellir(3, seed=4)
    start_age2(state)
    give(state, 0, "a2_warrior_0", "a2_hunter_0")
    give(state, 1, "a2_warrior_4")
    give_camp(state, 0, "mjollnir", "brisingamens")
    last_pick(state, 1, "a2_miner_3")
    play(state, "s1 pick a2_miner_3")
    assert state.pending() == "brisingamens"
    play(state, "s0 dismiss a2_warrior_0")
    assert state.pending() == "mjollnir"
