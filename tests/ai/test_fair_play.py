"""No level cheats: a decision depends only on what the deciding seat may see.

`s` and `s.determinize(seat, rng)` differ only in what `seat` cannot see (the deck order, other
seats' face-down coins, cards someone else drew); with the same rng and an iteration budget,
every level must choose the same action in both.
"""

from __future__ import annotations

import random

import pytest

from game.ai import Budget, make_agent
from game.ai.search.ismcts import SearchAgent
from tests.ai.scenarios import KINDS, NIDAVELLIR, midgame, position


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("kind", KINDS)
def test_same_decision_when_only_hidden_information_differs(level: str, kind: str) -> None:
    state, seat = position(kind)
    twin = state.determinize(seat, random.Random(99))
    assert twin.to_dict() != state.to_dict() or kind in ("ylud",)
    agent = make_agent(NIDAVELLIR, level, 1)
    first = agent.choose(state, seat, Budget(iterations=12), random.Random(7))
    second = agent.choose(twin, seat, Budget(iterations=12), random.Random(7))
    assert first == second


@pytest.mark.parametrize("steps", [0, 3, 9, 40, 60])
def test_search_ignores_the_true_deck_and_bids(steps: int) -> None:
    state = midgame(2, 21, steps)
    seat = state.to_move()[-1]
    agent = SearchAgent(NIDAVELLIR, 0)
    results = set()
    for sample in range(3):
        world = state if sample == 0 else state.determinize(seat, random.Random(sample))
        results.add(agent.choose(world, seat, Budget(iterations=40), random.Random(3)))
    assert len(results) == 1


def test_search_does_not_touch_the_real_state() -> None:
    state = midgame(3, 8, 25)
    before = state.to_dict()
    seat = state.to_move()[0]
    SearchAgent(NIDAVELLIR, 0).choose(state, seat, Budget(iterations=30), random.Random(0))
    assert state.to_dict() == before
