"""The Troop Evaluation at the end of Age 1: the five distinctions one by one (decision D1)."""

from __future__ import annotations

import pytest

from game.core.events import Event
from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    CROWN_JEWELER,
    HUNTING_MASTER,
    KINGS_GREAT_ARMORER,
    KINGS_HAND,
    PIONEER,
    card,
    coin,
    coins,
    columns,
    finish_tavern,
    game,
    gems,
    give,
    last_pick,
    legal,
    play,
    set_gems,
    stack_deck,
)

EXPECTED_AGE2 = {2: 36, 3: 36, 4: 36, 5: 45}


def _age2_cards(state: State) -> list[int]:
    """The Age 2 cards still to be played: the deck and the taverns just dealt from it."""
    return state.decks[2] + [c for t in state.taverns for c in t]


def _troop_evaluation() -> tuple[State, list[Event], int]:
    """Three seats. Warriors 1-1-0 and blacksmiths 1-1-0: ties, nobody. Hunters: seat 1 alone.
    Miners: seat 2 alone, thanks to its last pick. Explorers 1-1-0: nobody. Seat 0 has gem 5 and
    seat 1 gem 3, which changes nothing to a tie."""
    state = game(3, seed=31)
    set_gems(state, 5, 3, 4)
    give(state, 0, "a1_warrior_0", "a1_blacksmith_0", "a1_explorer_0")
    give(state, 1, "a1_warrior_1", "a1_hunter_0", "a1_blacksmith_1", "a1_explorer_1")
    top = state.decks[2][-1]
    last_pick(state, 2, "a1_miner_0")
    events = play(state, "s2 pick a1_miner_0")
    return state, events, top


def test_distinctions_one_by_one_strict_majority() -> None:
    state, events, top = _troop_evaluation()
    steps = [
        (e.kind, e.seat, e.data)
        for e in events
        if e.kind
        in (
            "distinction_unclaimed",
            "distinction_awarded",
            "coin_replaced",
            "gem_replaced",
            "deck_card_discarded",
        )
    ]
    assert steps == [
        ("distinction_unclaimed", -1, (KINGS_HAND,)),
        ("distinction_awarded", 1, (HUNTING_MASTER,)),
        ("coin_replaced", 1, (0, coin("3s"))),
        ("distinction_awarded", 2, (CROWN_JEWELER,)),
        ("gem_replaced", 2, (6,)),
        ("distinction_unclaimed", -1, (KINGS_GREAT_ARMORER,)),
        ("distinction_unclaimed", -1, (PIONEER,)),
        ("deck_card_discarded", -1, (top,)),
    ]
    assert [p.distinctions for p in state.players] == [[], [HUNTING_MASTER], [CROWN_JEWELER]]
    assert state.distinctions_left == []
    assert state.check_invariants() == []


def test_hunting_master_crown_jeweler_and_the_unclaimed_pioneer() -> None:
    state, _, top = _troop_evaluation()
    # Hunting Master: the 0 is replaced by the special 3
    assert coins(state, 1) == ["2", "3", "3s", "4", "5"]
    assert state.special_coin_left == 0
    # Crown Jeweler: gem 6, the old gem out of the game, 3 points at the end
    assert gems(state) == [5, 3, 6]
    assert state.gems_out == [4]
    assert [s["gem"] for s in state.scores()] == [0, 0, 3]
    # Pioneer unclaimed: the top Age 2 card goes to the discard pile; Age 2 keeps 36 cards
    assert top in state.discard
    assert len(_age2_cards(state)) == 36
    assert (state.age, state.round, state.pending()) == (2, 1, "bids")
    assert state.check_invariants() == []


def test_the_special_gem_wins_ties_and_is_never_exchanged() -> None:
    state, _, _ = _troop_evaluation()
    play(state, "s0 bid 4 2 3", "s1 bid 4 2 3", "s2 bid 4 2 3")
    assert state.order == [2, 0, 1]
    finish_tavern(state)
    assert gems(state) == [3, 5, 6]
    assert state.check_invariants() == []


def test_kings_hand_transforms_a_coin_from_hand_by_five() -> None:
    state = game(2, seed=31)
    give(state, 1, "a1_hunter_1")
    last_pick(state, 0, "a1_warrior_0")
    play(state, "s0 pick a1_warrior_0")
    assert state.players[0].distinctions == [KINGS_HAND]
    assert state.pending() == "transform"
    assert legal(state, 0) == [
        "s0 transform hand:2",
        "s0 transform hand:3",
        "s0 transform hand:4",
        "s0 transform hand:5",
    ]
    play(state, "s0 transform hand:4")
    assert coins(state, 0) == ["0", "2", "3", "5", "9g"]
    assert state.players[1].distinctions == [HUNTING_MASTER]
    assert state.check_invariants() == []


def test_armorer_card_recruits_a_hero_who_changes_the_explorer_majority() -> None:
    """Seat 0 (one line, Skaa) wins the blacksmiths 1-0: the Armorer's 2-rank card completes a
    second line, seat 0 recruits Idunn, and its explorers now beat seat 1's 3-2: the Pioneer,
    awarded after, goes to seat 0 (it would have been a 2-2 tie)."""
    state = game(2, seed=31)
    for cls in ("warrior", "hunter", "miner"):
        give(state, 0, f"a1_{cls}_0", f"a1_{cls}_1")
        give(state, 1, f"a1_{cls}_2", f"a1_{cls}_3")
    give(state, 0, "a1_blacksmith_0", "a1_explorer_0", "a1_explorer_1", "skaa")
    give(state, 1, "a1_explorer_2")
    stack_deck(state, 2, ["a2_explorer_6", "a2_warrior_7", "a2_offering_0"])
    unshuffled = [*state.decks[2][:-3], card("a2_warrior_7"), card("a2_offering_0")]
    last_pick(state, 1, "a1_explorer_3")
    play(state, "s1 pick a1_explorer_3")
    assert state.players[0].distinctions == [KINGS_GREAT_ARMORER]
    assert columns(state, 0)[3] == ["a1_blacksmith_0", "armorer_blacksmith"]
    assert state.players[0].ranks == [2, 2, 2, 3, 2]
    assert state.pending() == "recruit"
    assert state.distinctions_left == [PIONEER]  # not evaluated yet
    play(state, "s0 recruit idunn")
    assert state.players[0].distinctions == [KINGS_GREAT_ARMORER, PIONEER]
    assert state.pending() == "keep"
    assert legal(state, 0) == [
        "s0 keep a2_explorer_6",
        "s0 keep a2_warrior_7",
        "s0 keep a2_offering_0",
    ]
    play(state, "s0 keep a2_explorer_6")
    assert columns(state, 0)[4] == ["a1_explorer_0", "a1_explorer_1", "idunn", "a2_explorer_6"]
    rest = _age2_cards(state)
    assert len(rest) == 36
    assert sorted(rest) == sorted(unshuffled)  # the two others went back into the deck …
    dealt = [c for t in state.taverns for c in t]
    assert state.decks[2] + dealt[::-1] != unshuffled  # … which was shuffled before dealing
    assert (state.age, state.pending()) == (2, "bids")
    assert state.check_invariants() == []


def test_pioneer_keeps_a_royal_offering_and_transforms() -> None:
    state = game(2, seed=31)
    stack_deck(state, 2, ["a2_offering_0", "a2_warrior_0", "a2_hunter_0"])
    last_pick(state, 0, "a1_explorer_0")
    play(state, "s0 pick a1_explorer_0")
    assert state.players[0].distinctions == [PIONEER]
    assert [card("a2_offering_0"), card("a2_warrior_0"), card("a2_hunter_0")] == state.drawn
    assert state.view(0)["drawn"] == ["a2_offering_0", "a2_warrior_0", "a2_hunter_0"]
    assert state.view(1)["drawn"] == ["?", "?", "?"]  # only the Pioneer sees them
    play(state, "s0 keep a2_offering_0")
    assert state.pending() == "transform"
    assert legal(state, 0) == [
        "s0 transform hand:2",
        "s0 transform hand:3",
        "s0 transform hand:4",
        "s0 transform hand:5",
    ]
    play(state, "s0 transform hand:4")
    assert coins(state, 0) == ["0", "2", "3", "5", "9g"]
    assert card("a2_offering_0") in state.discard
    rest = _age2_cards(state)
    assert len(rest) == 36
    assert {card("a2_warrior_0"), card("a2_hunter_0")} <= set(rest)
    assert state.check_invariants() == []


@pytest.mark.parametrize("won", [True, False])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_age2_deck_holds_36_or_45_cards_after_the_pioneer(players: int, won: bool) -> None:
    state = game(players, seed=players)
    stack_deck(state, 2, ["a2_warrior_0", "a2_hunter_0", "a2_miner_0"])
    top_before = state.decks[2][-1]
    last_pick(state, 0, "a1_explorer_0" if won else "a1_hunter_0")
    play(state, f"s0 pick {'a1_explorer_0' if won else 'a1_hunter_0'}")
    if won:
        play(state, "s0 keep a2_hunter_0")
        assert columns(state, 0)[1] == ["a2_hunter_0"]
    else:
        assert top_before in state.discard
        assert state.players[0].distinctions == [HUNTING_MASTER]
    assert len(_age2_cards(state)) == EXPECTED_AGE2[players]
    assert state.check_invariants() == []
