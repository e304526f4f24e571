"""Nidavellir's part of the search: how its rollouts play (the greedy policy with a little noise,
card values planned once a round) and what a seat's position is worth where they stop (the
heuristic's expected final score). The horizon, the candidate key and the rollout's shared pieces
are the taverns engine's (`game/ai/taverns/rollout.py`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from game.ai.choice import best_index
from game.ai.nidavellir import bidding
from game.ai.nidavellir.core import Pick, State
from game.ai.nidavellir.heuristic import Context, evaluate
from game.ai.nidavellir.policy import score_actions
from game.ai.nidavellir.position import profiles
from game.ai.nidavellir.weights import Weights
from game.ai.taverns.rollout import RoundPlan, bid_round

if TYPE_CHECKING:
    from game.ai.search.ismcts import SearchConfig

NOISY_BIDS = 5  # a noisy rollout bid is one of the best few


def seat_values(s: State, w: Weights) -> list[float]:
    """Every seat's expected final score as the heuristic sees it."""
    ctx = Context(s, w)
    profs = profiles(s, ctx)
    return [evaluate(profs, seat, ctx) for seat in range(s.n)]


def rollout(
    s: State, going: Callable[[State], bool], rng: random.Random, config: SearchConfig
) -> None:
    """Greedy rollouts with `config.epsilon` noise while `going(s)` (to the end of the Age).

    Card values are computed once per round (when the bids are chosen, or at the first pick
    of a round entered mid-way) and reused for the round's picks: within a round an army
    changes by a card or two, and this halves the cost of a rollout.
    """
    eps = config.epsilon
    w = config.weights
    planned = RoundPlan()
    while going(s):
        if s.pending() == "bids":
            ctx = Context(s, w)
            profs = profiles(s, ctx)
            shared = bidding.bid_tables(s, profs, ctx)
            planned.make(s, shared.gains)
            bid_round(
                s,
                partial(bidding.bid_scores, s, profs=profs, ctx=ctx, shared=shared),
                eps,
                rng,
                NOISY_BIDS,
            )
            continue
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        if len(legal) == 1:
            s.apply(legal[0])
        elif rng.random() < eps:
            s.apply(legal[rng.randrange(len(legal))])
        elif s.pending() == "pick":
            if not planned.ready(s):
                ctx = Context(s, w)
                planned.make(s, bidding.gains_only(s, profiles(s, ctx), ctx))
            cards = [a.card for a in legal if isinstance(a, Pick)]
            s.apply(legal[best_index(planned.picks(s, seat, cards, w.denial))])
        else:
            s.apply(legal[best_index(score_actions(s, seat, legal, w))])
