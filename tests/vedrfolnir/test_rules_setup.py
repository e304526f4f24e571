"""Set-up and turn structure (spec §2, §3, §10, §11): decks, seats, hand sizes and the end."""

from __future__ import annotations

import random

import pytest

from game.vedrfolnir.actions import TRIBUTE, Attribute, Reveal, ToBrynhildr, parse
from game.vedrfolnir.state import State


@pytest.mark.parametrize(
    ("players", "options", "cards"),
    [
        (3, {}, 118),
        (4, {"spring": True}, 158),
        (5, {"winter": True}, 158),
        (6, {"spring": True, "winter": True}, 198),
        (1, {}, 138),  # SO: the base deck and the 20 Brynhildr cards
        (1, {"spring": True, "winter": True}, 218),
        (2, {"winter": True}, 158),  # M2-6: no Brynhildr cards in the two-player mode
    ],
)
def test_s3_the_chosen_decks_are_shuffled_together(
    players: int, options: dict[str, bool], cards: int
) -> None:
    state = State(players, 0, options)
    assert len(state.t.key) == cards
    assert len(state.draw) + len(state.hand) == cards
    assert ("brynhildr" in state.t.key) == (players == 1)


@pytest.mark.parametrize(
    ("players", "places", "hand"), [(1, 3, 4), (2, 4, 5), (3, 3, 4), (4, 4, 5), (6, 6, 7)]
)
def test_t2_the_active_player_draws_one_card_more_than_there_are_places(
    players: int, places: int, hand: int
) -> None:
    state = State(players, 3)
    assert state.places == places
    assert len(state.hand) == hand
    assert state.pending() == "reveal"


def test_m2_two_player_places_alternate_between_the_two_players() -> None:
    state = State(2, 0)
    assert state.roles == ("player", "player", "ase", "ase")
    assert state.ctrl == (0, 1, 0, 1)


def test_solo_places_are_valhalla_heilheim_and_brynhildr() -> None:
    state = State(1, 0)
    assert state.roles == ("valhalla", "heilheim", "brynhildr")
    assert state.active == 0
    assert state.legal_actions(0) == [Reveal(0), ToBrynhildr(0)]


def test_t4_each_recipient_gets_one_card_per_turn() -> None:
    state = State(3, 5)
    given: list[int] = []
    rng = random.Random(5)
    while len(given) < 4 and not state.over:
        seat = state.to_move()[0]
        if state.pending() == "reveal":
            state.apply(Reveal(seat))
            continue
        if state.pending() != "attribute":
            break
        actions = state.legal_actions(seat)
        assert all(a.to not in given for a in actions if isinstance(a, Attribute))
        action = rng.choice(actions)
        assert isinstance(action, Attribute)
        given.append(action.to)
        state.apply(action)
        if state.round > 1:
            break
    assert len(set(given)) == len(given)
    assert set(given) <= {0, 1, 2, TRIBUTE}


def test_t1_the_game_ends_when_a_turn_cannot_be_drawn() -> None:
    state = State(3, 11)
    rng = random.Random(11)
    while not state.over:
        seat = state.to_move()[0]
        state.apply(rng.choice(state.legal_actions(seat)))
    assert len(state.draw) < 4
    assert not state.hand and not state.tribute and not any(state.stakes)
    assert state.outcome().winners


def test_actions_read_back_from_their_text() -> None:
    state = State(4, 2, {"spring": True, "winter": True})
    rng = random.Random(2)
    while not state.over:
        seat = state.to_move()[0]
        for action in state.legal_actions(seat):
            assert parse(str(action)) == action
        state.apply(rng.choice(state.legal_actions(seat)))
