"""Idavoll's set-up and flow: mythology deck sizes, the Dancing Dragon in rounds 1–3 of Age 1, an
Age 1 one round longer, untaken mythology cards to the box, the old `new_game` call unchanged."""

from __future__ import annotations

import random

import pytest

from game.core.simulate import random_step
from game.nidavellir.data import MYTH_KINDS
from game.nidavellir.state import new_game
from tests.idavoll.myth import idavoll
from tests.nidavellir.scenario import RULES, card, fill_taverns, keys, play


@pytest.mark.parametrize(("players", "deck"), [(2, 9), (3, 9), (4, 12), (5, 15)])
def test_mythology_deck_and_reserve(players: int, deck: int) -> None:
    state = idavoll(players, seed=5)
    per = RULES.cards_per_tavern[players]
    assert len(state.myth_deck) + per == deck  # the first Dancing Dragon is dealt already
    assert len(state.reserve) == 20 - deck
    assert all(RULES.cards[c].kind in MYTH_KINDS for c in state.taverns[1])
    assert not any(RULES.cards[c].kind in MYTH_KINDS for c in state.taverns[0] + state.taverns[2])
    assert card("gullinbursti") in state.set_aside


def test_base_game_is_unchanged_by_the_expansion_code() -> None:
    base, old_call = new_game(4, 9), new_game(4, 9, {"idavoll": False})
    assert base.to_dict() == old_call.to_dict()
    assert (
        not base.options["idavoll"]
        and not hasattr(base, "myth_deck")
        and base.to_dict()["myth_deck"] == []
        and card("gullinbursti") not in base.set_aside
    )
    # same seed, same Age decks with or without Idavoll
    assert new_game(4, 9, {"idavoll": True}).decks[2] == base.decks[2]


@pytest.mark.parametrize(("players", "age1_rounds"), [(2, 5), (3, 5), (4, 4), (5, 4)])
def test_age_1_lasts_one_round_longer(players: int, age1_rounds: int) -> None:
    state = idavoll(players, seed=11)
    assert state.rounds_in_age() == age1_rounds
    assert new_game(players, seed=11).rounds_in_age() == age1_rounds - 1  # the base game
    rng = random.Random(3)
    fills = []
    while not state.is_over():
        seats = state.to_move()
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        events = state.apply(rng.choice(state.legal_actions(seat)))
        fills += [
            (e.data[0], e.data[1], [RULES.cards[c].kind for c in state.taverns[1]])
            for e in events
            if e.kind == "taverns_filled"
        ]
    rounds_age1 = [f for f in fills if f[0] == 1]
    assert len(rounds_age1) + 1 == age1_rounds  # round 1 was dealt at set-up
    assert state.rounds_in_age() == len([f for f in fills if f[0] == 2])  # Age 2 as the base
    for age, round_, kinds in fills:
        assert all(k in MYTH_KINDS for k in kinds) == (age == 1 and round_ <= 3)


def test_untaken_mythology_cards_go_to_the_box() -> None:
    state = idavoll(2, seed=1)
    fill_taverns(
        state,
        "a1_warrior_0 a1_warrior_1 a1_warrior_2",
        "loki freya odin",
        "a1_hunter_0 a1_hunter_1 a1_hunter_2",
    )
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2")
    play(state, "s0 pick a1_warrior_0", "s1 pick a1_warrior_1")
    play(state, "s0 pick loki", "s1 pick freya")
    assert keys(state.box)[-1] == "odin"
    assert card("odin") not in state.discard
    assert card("a1_warrior_2") in state.discard


def test_simulate_random_steps_reach_the_end_with_idavoll() -> None:
    state = idavoll(5, seed=2)
    rng = random.Random(0)
    while not state.is_over():
        random_step(state, rng)
    assert state.check_invariants() == []
