"""Guerres d'Arran's AI values: the estimates file (`data/arran/ai.yaml`) feeds the weights (its
slips are named as both games' are, `test_values.py`), and the fortress profile, whose exact
part must equal the rules' score."""

from __future__ import annotations

import random

import pytest

from game.ai.arran.position import Context, evaluate, exact, profile
from game.ai.arran.tables import tables
from game.ai.arran.values import values
from game.ai.arran.weights import DEFAULT_WEIGHTS, Weights
from game.arran.state import new_game


def test_the_shipped_values_feed_the_weights() -> None:
    shipped = values()
    assert shipped.powers["svara_draw"] == 9.0
    weights = Weights()
    assert weights.line_cognar == shipped.estimates["line_cognar"]
    assert weights.power == shipped.powers


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_profile_scores_as_the_rules_do(players: int) -> None:
    """At every step of random games (Pariah tokens, removals still due, Ga'at, awards …)."""
    for seed in range(6):
        state = new_game(players, 70 + seed)
        tab = tables(state.table)
        rng = random.Random(seed)
        while True:
            sheets = state.scores()
            for seat in range(players):
                assert exact(profile(state, seat, tab), tab) == sheets[seat]["total"]
            if state.is_over():
                break
            mover = rng.choice(state.to_move())
            state.apply(rng.choice(state.legal_actions(mover)))


def test_at_the_end_the_value_is_the_score() -> None:
    state = new_game(3, 5)
    rng = random.Random(5)
    while not state.is_over():
        mover = rng.choice(state.to_move())
        state.apply(rng.choice(state.legal_actions(mover)))
    ctx = Context(state, DEFAULT_WEIGHTS)
    totals = [sheet["total"] for sheet in state.scores()]
    assert [evaluate(ctx.profiles[s], s, ctx) for s in range(3)] == totals
