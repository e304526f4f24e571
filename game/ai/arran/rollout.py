"""Arran's part of the search: where its rollouts stop (the end of the Era), how they play (the
greedy policy with a little noise) and what a Lord's position is worth there (the heuristic's
expected final score).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from game.ai.arran.core import OVER, State
from game.ai.arran.policy import score_actions
from game.ai.arran.position import Context, evaluate
from game.ai.arran.weights import Weights
from game.ai.choice import best_index

if TYPE_CHECKING:
    from game.ai.search.ismcts import SearchConfig

NOISY_TOP = 3  # a noisy rollout move is one of the policy's best few


def end_of_era(s: State) -> Callable[[State], bool]:
    """The search looks as far as the end of the Era being played: in Era 1 its rollouts stop
    after the Order Evaluation and the heuristic values the fortresses; in Era 2 they reach the
    real score."""
    age = s.age
    return lambda t: t.phase != OVER and t.age == age


def hand_key(s: State, seat: int) -> Hashable:
    """A Lord's candidate bids depend on his hand only."""
    return (seat, *s.players[seat].hand)


def seat_values(s: State, w: Weights) -> list[float]:
    """Every Lord's expected final score as the heuristic sees it."""
    ctx = Context(s, w)
    return [evaluate(ctx.profiles[seat], seat, ctx) for seat in range(s.n)]


def rollout(
    s: State, going: Callable[[State], bool], rng: random.Random, config: SearchConfig
) -> None:
    """Greedy moves with `config.epsilon` noise while `going(s)` (to the end of the Era)."""
    eps = config.epsilon
    w = config.weights
    while going(s):
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        if len(legal) == 1:
            s.apply(legal[0])
            continue
        scores = score_actions(s, seat, legal, w)
        if rng.random() < eps:
            order = sorted(range(len(legal)), key=lambda i: -scores[i])[:NOISY_TOP]
            s.apply(legal[rng.choice(order)])
        else:
            s.apply(legal[best_index(scores)])
