"""Every level answers every decision type of the core with a legal action."""

from __future__ import annotations

import random

import pytest

from game.ai import LEVELS, Budget, make_agent
from game.ai.search.ismcts import SearchAgent
from tests.ai.scenarios import KINDS, NIDAVELLIR, position


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("kind", KINDS)
def test_every_level_answers_every_decision(level: str, kind: str) -> None:
    state, seat = position(kind)
    assert state.pending() == kind
    action = make_agent(NIDAVELLIR, level, 3).choose(
        state, seat, Budget(iterations=10), random.Random(1)
    )
    assert action in state.legal_actions(seat)
    state.apply(action)  # and the core accepts it


def test_hard_is_reproducible_for_a_seed_and_an_iteration_budget() -> None:
    state, seat = position("bids")
    picks = {
        SearchAgent(NIDAVELLIR, 0).choose(state, seat, Budget(iterations=60), random.Random(4))
        for _ in range(2)
    }
    assert len(picks) == 1


def test_a_seconds_budget_returns() -> None:
    state, seat = position("pick")
    action = SearchAgent(NIDAVELLIR, 0).choose(state, seat, Budget(seconds=0.05), random.Random(4))
    assert action in state.legal_actions(seat)


def test_budget_of_numbers() -> None:
    assert Budget.of(300) == Budget(iterations=300)
    assert Budget.of(0.5) == Budget(seconds=0.5)
    assert Budget.of(None) == Budget()


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown AI level"):
        make_agent(NIDAVELLIR, "expert", 0)


def test_choose_without_a_decision_is_an_error() -> None:
    state, seat = position("pick")
    idle = next(s for s in range(state.n) if s != seat)
    for level in LEVELS:
        with pytest.raises(ValueError):
            make_agent(NIDAVELLIR, level, 0).choose(state, idle, 5, random.Random(0))
