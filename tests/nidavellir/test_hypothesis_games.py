"""Hypothesis drives whole games by drawing an index into the legal actions at every step, so a
failure shrinks to a short list of choices. The random-game checker (tests/core/test_checker.py)
already plays every option set and player count after every action: a few examples here keep
the shrinking harness working, hundreds run under -m slow."""

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.nidavellir.state import new_game

SETTINGS: dict[str, Any] = {
    "deadline": None,
    "suppress_health_check": [HealthCheck.too_slow],
    "derandomize": True,
}
GAME = {
    "players": st.integers(min_value=2, max_value=5),
    "seed": st.integers(min_value=0, max_value=2**32 - 1),
    "first_game": st.booleans(),
    "data": st.data(),
}


@settings(max_examples=12, **SETTINGS)
@given(**GAME)
def test_any_sequence_of_legal_actions_keeps_the_invariants(**game: Any) -> None:
    play_drawn_game(**game)


@pytest.mark.slow
@settings(max_examples=400, **SETTINGS)
@given(**GAME)
def test_hundreds_of_drawn_games_keep_the_invariants(**game: Any) -> None:
    play_drawn_game(**game)


def play_drawn_game(players: int, seed: int, first_game: bool, data: st.DataObject) -> None:
    state = new_game(players, seed, {"first_game": first_game})
    while not state.is_over():
        seats = state.to_move()
        seat = seats[data.draw(st.integers(0, len(seats) - 1))]
        actions = state.legal_actions(seat)
        assert actions
        state.apply(actions[data.draw(st.integers(0, len(actions) - 1))])
        assert state.check_invariants() == []
    sheets = state.scores()
    assert all(s["total"] == sum(v for k, v in s.items() if k != "total") for s in sheets)
