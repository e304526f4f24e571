"""The readings of thingvellir.yaml's `variants` (issue 22 item 3), where our edition and Board
Game Arena's differ and no rulebook we hold settles it: the value in force and the other one,
each played through, and each read from a real edited copy of the data."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.ai import LEVELS, Budget, make_agent
from game.core import registry
from game.core.errors import IllegalAction
from game.nidavellir.actions import parse_action
from game.nidavellir.data import DATA_DIR, Rules, load_rules
from game.nidavellir.heroes import can_recruit
from game.nidavellir.state import State, new_game
from tests.datafiles import copy_data, edit, refused
from tests.nidavellir.scenario import (
    RULES,
    board,
    card,
    columns,
    finish_tavern,
    give,
    hand,
    keys,
    legal,
    play,
)
from tests.thingvellir.camp import bid, command, ok, reading, sheet, table, take_any

AGE2 = ("brisingamens", "mjollnir", "hofud", "hrafnsmerki", "jarnglofi")
AGE1 = ("vidofnir_vedrfolnir", "draupnir", "svalinn", "megingjord", "mercenary_1")
TOGETHER = reading(brisingamens_picks="together")
ONE_BY_ONE = reading(brisingamens_picks="one_by_one")


def _refused(state: State, text: str) -> None:
    action = parse_action(text, RULES)
    assert action not in state.legal_actions(action.seat)
    with pytest.raises(IllegalAction):
        state.apply(action)


def test_the_readings_in_force() -> None:
    variants = RULES.camp_variants
    assert variants.brisingamens_picks == "together"
    assert variants.vidofnir_lone_coin == "largest"
    assert variants.holda_without_camp_card == "refused"


# --------------------------------------------------------------------------- Brisingamens


def _brisingamens(rules: Rules) -> State:
    """Age 2: seat 0 lacks only an explorer for a line and takes Brisingamens; the discard pile
    holds an explorer (the line) and a miner."""
    state = table(*AGE2, age=2, rules=rules)
    give(state, 0, "a2_warrior_5", "a2_hunter_5", "a2_miner_4", "a2_blacksmith_5")
    state.discard += [take_any(state, k) for k in ("a2_explorer_0", "a2_miner_5")]
    bid(state)
    play(state, "s0 camp brisingamens")
    assert state.pending() == "retrieve" and state.to_move() == (0,)
    return state


def test_brisingamens_together_the_second_card_before_the_first_one_s_hero() -> None:
    state = _brisingamens(TOGETHER)
    assert legal(state, 0) == ["s0 retrieve a2_miner_5", "s0 retrieve a2_explorer_0"]
    play(state, "s0 retrieve a2_explorer_0")
    assert state.players[0].lines() == 1
    assert legal(state, 0) == ["s0 retrieve a2_miner_5"]  # no pass
    _refused(state, "s0 retrieve pass")
    play(state, "s0 retrieve a2_miner_5")
    assert state.pending() == "recruit" and state.to_move() == (0,)
    play(state, "s0 recruit kraal")
    assert state.pending() == "pick" and state.to_move() == (1,)
    assert columns(state, 0)[2] == ["a2_miner_4", "a2_miner_5"]
    ok(state)


def test_brisingamens_one_by_one_the_first_card_s_hero_then_the_second_card() -> None:
    state = _brisingamens(ONE_BY_ONE)
    assert legal(state, 0) == [
        "s0 retrieve a2_miner_5",
        "s0 retrieve a2_explorer_0",
        "s0 retrieve pass",
    ]
    play(state, "s0 retrieve a2_explorer_0")
    assert state.pending() == "recruit" and state.to_move() == (0,)
    play(state, "s0 recruit kraal")
    assert state.pending() == "retrieve"
    assert legal(state, 0) == ["s0 retrieve a2_miner_5", "s0 retrieve pass"]
    play(state, "s0 retrieve pass")
    assert state.pending() == "pick" and state.to_move() == (1,)
    assert keys(state.discard) == ["a2_miner_5"]
    assert columns(state, 0)[4] == ["a2_explorer_0"]
    assert command(state, 0) == ["brisingamens"]
    ok(state)


def test_brisingamens_one_by_one_a_passed_first_pick_leaves_the_second() -> None:
    state = _brisingamens(ONE_BY_ONE)
    play(state, "s0 retrieve pass")
    assert legal(state, 0) == [
        "s0 retrieve a2_miner_5",
        "s0 retrieve a2_explorer_0",
        "s0 retrieve pass",
    ]
    play(state, "s0 retrieve a2_miner_5")
    assert state.pending() == "pick" and state.to_move() == (1,)
    assert keys(state.discard) == ["a2_explorer_0"]
    ok(state)


@pytest.mark.parametrize("level", LEVELS)
def test_every_ai_level_answers_brisingamens_one_by_one(level: str) -> None:
    """The pass is one more answer of the retrieve decision; each level picks a legal one at
    both picks (after the first card's hero)."""
    state = _brisingamens(ONE_BY_ONE)
    agent = make_agent(registry.get("nidavellir"), level, 3)
    picks = 0
    while state.to_move() == (0,):
        picks += state.pending() == "retrieve"
        action = agent.choose(state, 0, Budget(iterations=10), random.Random(1))
        assert action in state.legal_actions(0)
        state.apply(action)
    assert picks == 2
    assert state.pending() == "pick" and state.to_move() == (1,)
    ok(state)


def test_andumia_s_card_is_never_passed_whatever_the_reading() -> None:
    """Only Brisingamens' picks may be passed (BGA's Andumia has no skip)."""
    state = table(rules=ONE_BY_ONE)
    give(state, 0, "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5", "a1_explorer_5")
    state.discard.append(take_any(state, "a1_explorer_0"))
    bid(state)
    play(state, "s0 pick a1_warrior_0", "s0 recruit andumia")
    assert legal(state, 0) == ["s0 retrieve a1_explorer_0"]


# --------------------------------------------------------------------------- Vidofnir


def _uline_takes_vidofnir(lone_coin: str) -> State:
    """Seat 0 bids from hand (Uline): 2 and 3 on the first two taverns, 5 on the Shining Horse,
    which it wins; its hand then holds the 0 and the 4 and it takes Vidofnir."""
    state = table(*AGE1, rules=reading(vidofnir_lone_coin=lone_coin))
    give(state, 0, "uline")
    play(state, "s1 bid 4 3 2", "s2 bid 3 2 0")
    play(state, "s0 uline 2")
    finish_tavern(state)
    play(state, "s0 uline 3")
    finish_tavern(state)
    play(state, "s0 uline 5")
    assert state.order[0] == 0 and hand(state, 0) == ["0", "4"]
    play(state, "s0 camp vidofnir_vedrfolnir")
    return state


@pytest.mark.parametrize(("lone_coin", "made"), [("largest", "9g"), ("smallest", "6g")])
def test_vidofnir_with_one_coin_to_transform(lone_coin: str, made: str) -> None:
    """The one coin that can be transformed takes +5 (BGA), or +2 (the smallest amount)."""
    state = _uline_takes_vidofnir(lone_coin)
    assert hand(state, 0) == ["0", made]
    assert state.pending() == "pick" and state.to_move() != (0,)
    ok(state)


@pytest.mark.parametrize("lone_coin", ["largest", "smallest"])
def test_vidofnir_beside_a_trading_coin_in_the_pouch_is_plus_5_either_way(lone_coin: str) -> None:
    """The card's own clause, which neither reading changes."""
    state = table(*AGE1, rules=reading(vidofnir_lone_coin=lone_coin))
    bid(state, "5 4 3")  # pouch: 0 and 2
    play(state, "s0 camp vidofnir_vedrfolnir")
    assert board(state, 0)[3:] == ["0", "7g"]


# --------------------------------------------------------------------------- Holda


def _holda_with_an_empty_camp(without_camp_card: str) -> State:
    """Seat 0 completes a line in the first tavern; the camp shows no card."""
    state = table(rules=reading(holda_without_camp_card=without_camp_card))
    give(state, 0, "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5", "a1_explorer_5")
    state.camp_decks[1] += state.camp
    state.camp = []
    bid(state)
    play(state, "s0 pick a1_warrior_0")
    assert state.pending() == "recruit" and state.to_move() == (0,)
    return state


def test_holda_refused_without_a_camp_card_to_take() -> None:
    state = _holda_with_an_empty_camp("refused")
    assert not can_recruit(state, 0, card("holda"))
    _refused(state, "s0 recruit holda")


def test_holda_allowed_without_a_camp_card_her_power_does_nothing() -> None:
    state = _holda_with_an_empty_camp("allowed")
    assert can_recruit(state, 0, card("holda"))
    play(state, "s0 recruit holda")
    assert state.pending() == "pick" and state.to_move() == (1,)
    assert command(state, 0) == ["holda"]
    assert sheet(state, 0)["heroes"] == 12
    ok(state)


def test_holda_allowed_still_takes_a_card_when_she_can() -> None:
    state = table(*AGE1, rules=reading(holda_without_camp_card="allowed"))
    give(state, 0, "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5", "a1_explorer_5")
    bid(state)
    play(state, "s0 pick a1_warrior_0", "s0 recruit holda")
    assert state.pending() == "holda"
    play(state, "s0 camp svalinn")
    assert command(state, 0) == ["holda", "svalinn"]


# --------------------------------------------------------------------------- whole games


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_end_with_the_other_readings(players: int) -> None:
    """BGA's readings all at once, with Idavoll: seeded random games keep every invariant and
    end, with a score for every seat."""
    rules = reading(
        brisingamens_picks="one_by_one",
        vidofnir_lone_coin="smallest",
        holda_without_camp_card="allowed",
    )
    for seed in range(6):
        state = new_game(players, seed, {"thingvellir": True, "idavoll": seed % 2 == 1}, rules)
        rng = random.Random(seed)
        while not state.is_over():
            seat = rng.choice(state.to_move())
            state.apply(rng.choice(state.legal_actions(seat)))
            ok(state)
        assert len(state.outcome().sheets) == players


# --------------------------------------------------------------------------- the data


@pytest.mark.parametrize(
    ("line", "other", "field"),
    [
        ("brisingamens_picks: together", "brisingamens_picks: one_by_one", "brisingamens_picks"),
        ("vidofnir_lone_coin: largest", "vidofnir_lone_coin: smallest", "vidofnir_lone_coin"),
        (
            "holda_without_camp_card: refused",
            "holda_without_camp_card: allowed",
            "holda_without_camp_card",
        ),
    ],
)
def test_each_reading_is_chosen_in_thingvellir_yaml(
    tmp_path: Path, line: str, other: str, field: str
) -> None:
    data = copy_data(DATA_DIR, tmp_path)
    edit(data / "thingvellir.yaml", line, other)
    assert getattr(load_rules(data).camp_variants, field) == other.split(": ")[1]
    edit(data / "thingvellir.yaml", other, f"{field}: sometimes")
    refused(load_rules, data, ["thingvellir.yaml", "variants", f"'{field}'"])
