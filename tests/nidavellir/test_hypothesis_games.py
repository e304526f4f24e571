"""Hypothesis drives whole games by drawing an index into the legal actions at every step, so a
failure shrinks to a short list of choices."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.nidavellir.state import new_game


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
@given(
    players=st.integers(min_value=2, max_value=5),
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    first_game=st.booleans(),
    data=st.data(),
)
def test_any_sequence_of_legal_actions_keeps_the_invariants(
    players: int, seed: int, first_game: bool, data: st.DataObject
) -> None:
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
