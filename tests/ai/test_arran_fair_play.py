"""Guerres d'Arran's AI never reads hidden state: what it decides depends only on what the
deciding Lord may see.

`s` and `s.determinize(seat, rng)` differ only in what `seat` cannot see (both Era decks' order,
other Lords' face-down coins, the Era 2 cards another Lord's Svara looks at); the observation
of both must be the same, and with the same rng and an iteration budget every level must choose
the same action in both.
"""

from __future__ import annotations

import random

import pytest

from game.ai import Budget, make_agent
from game.ai.arran.observe import observe
from game.ai.taverns.observe import reopen_bids
from game.arran.flow import BIDS
from game.arran.info import INFO
from tests.ai.test_arran_ai import KINDS, midgame, position


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_observe_forgets_everything_hidden(players: int) -> None:
    rng = random.Random(players)
    for steps in range(0, 260, 9):
        state = midgame(players, 31 + players, steps)
        for seat in range(players):
            twin = state.determinize(seat, rng)
            assert observe(state, seat).to_dict() == observe(twin, seat).to_dict()
            assert observe(state, seat).view(seat) == state.view(seat)


@pytest.mark.parametrize("kind", KINDS)
def test_observe_at_every_decision(kind: str) -> None:
    state, _ = position(kind)
    for other in range(state.n):
        twin = state.determinize(other, random.Random(5))
        assert observe(state, other).to_dict() == observe(twin, other).to_dict()


def test_svara_cards_are_seen_by_their_keeper_only() -> None:
    state, keeper = position("svara")
    assert state.drawn
    for seat in range(state.n):
        twin = state.determinize(seat, random.Random(8))
        assert observe(state, seat).to_dict() == observe(twin, seat).to_dict()
        if seat == keeper:
            assert twin.drawn == state.drawn
    assert observe(state, keeper).drawn == state.drawn


def test_observe_leaves_the_real_state_alone() -> None:
    state = midgame(3, 4, 40)
    before = state.to_dict()
    observe(state, 1)
    assert state.to_dict() == before


def test_reopen_bids_turns_placed_bids_back_into_choices() -> None:
    state = midgame(3, 2, 0)
    assert state.phase == BIDS
    state.apply(state.legal_actions(1)[7])
    state.apply(state.legal_actions(2)[3])
    seen = observe(state, 0)
    reopen_bids(seen, 0)
    assert seen.to_move() == (0, 1, 2)
    for seat in (1, 2):
        assert sorted(seen.players[seat].hand) == sorted(state.players[seat].coins())
    assert seen.check_invariants() == []


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("kind", KINDS)
def test_same_decision_when_only_hidden_information_differs(level: str, kind: str) -> None:
    state, seat = position(kind)
    twin = state.determinize(seat, random.Random(99))
    assert twin.to_dict() != state.to_dict()
    agent = make_agent(INFO, level, 1)
    first = agent.choose(state, seat, Budget(iterations=12), random.Random(7))
    second = agent.choose(twin, seat, Budget(iterations=12), random.Random(7))
    assert first == second


@pytest.mark.parametrize("steps", [0, 3, 9, 40, 60, 80])
def test_search_ignores_the_true_decks_and_bids(steps: int) -> None:
    state = midgame(2, 21, steps)
    seat = state.to_move()[-1]
    agent = make_agent(INFO, "hard", 0)
    results = set()
    for sample in range(3):
        world = state if sample == 0 else state.determinize(seat, random.Random(sample))
        results.add(agent.choose(world, seat, Budget(iterations=30), random.Random(3)))
    assert len(results) == 1


def test_search_does_not_touch_the_real_state() -> None:
    state = midgame(3, 8, 25)
    before = state.to_dict()
    seat = state.to_move()[0]
    make_agent(INFO, "hard", 0).choose(state, seat, Budget(iterations=30), random.Random(0))
    assert state.to_dict() == before
