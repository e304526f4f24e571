"""The information-set copy depends only on what the seat may see."""

from __future__ import annotations

import random

import pytest

from game.ai.nidavellir.observe import observe
from game.ai.taverns.observe import reopen_bids
from game.nidavellir.flow import BIDS
from tests.ai.scenarios import KINDS, midgame, position


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_observe_forgets_everything_hidden(players: int) -> None:
    rng = random.Random(players)
    for steps in range(0, 160, 7):
        state = midgame(players, 11 + players, steps)
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
