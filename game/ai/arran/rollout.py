"""Arran's part of the search: how its rollouts play (the greedy policy with a little noise, card
values planned when the round's bids are chosen) and what a Lord's position is worth where they
stop (the heuristic's expected final score). The horizon (the end of the Era), the candidate key
and the rollout's shared pieces are the taverns engine's (`game/ai/taverns/rollout.py`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from game.ai.arran import bidding
from game.ai.arran.core import State
from game.ai.arran.policy import score_actions
from game.ai.arran.position import Context, evaluate
from game.ai.arran.weights import Weights
from game.ai.taverns.rollout import RoundPlan, bid_round, noisy

if TYPE_CHECKING:
    from game.ai.search.ismcts import SearchConfig

NOISY_TOP = 3  # a noisy rollout move is one of the policy's best few


def seat_values(s: State, w: Weights) -> list[float]:
    """Every Lord's expected final score as the heuristic sees it."""
    ctx = Context(s, w)
    return [evaluate(ctx.profiles[seat], seat, ctx) for seat in range(s.n)]


def rollout(
    s: State, going: Callable[[State], bool], rng: random.Random, config: SearchConfig
) -> None:
    """Greedy moves with `config.epsilon` noise while `going(s)` (to the end of the Era).

    Card values are worked out once per round, when the bids are chosen (every Lord's bid from
    the same tables), and reused for the round's picks: within a round a fortress changes by a
    card or two, and this cuts the cost of a rollout several times.
    """
    eps = config.epsilon
    w = config.weights
    planned = RoundPlan()
    while going(s):
        if s.pending() == "bids":
            ctx = Context(s, w)
            shared = bidding.bid_tables(s, ctx)
            planned.make(s, shared.gains)
            bid_round(
                s, partial(bidding.bid_scores, s, ctx=ctx, shared=shared), eps, rng, NOISY_TOP
            )
            continue
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        if len(legal) == 1:
            s.apply(legal[0])
            continue
        if s.pending() == "pick" and planned.ready(s):
            scores = planned.picks(s, seat, [a.card for a in legal], w.denial)
        else:
            scores = score_actions(s, seat, legal, w)
        s.apply(noisy(legal, scores, eps, rng, NOISY_TOP))
