"""Nidavellir's part of the search: where its rollouts stop (the end of the Age), how they play
(the greedy policy with a little noise, card values planned once a round) and what a seat's
position is worth there (the heuristic's expected final score).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from game.ai.choice import best_index
from game.ai.nidavellir import bidding
from game.ai.nidavellir.core import OVER, Action, Bid, Pick, State
from game.ai.nidavellir.heuristic import Context, evaluate
from game.ai.nidavellir.policy import score_actions
from game.ai.nidavellir.position import profiles
from game.ai.nidavellir.weights import Weights

if TYPE_CHECKING:
    from game.ai.search.ismcts import SearchConfig


def end_of_age(s: State) -> Callable[[State], bool]:
    """The search looks as far as the end of the Age being played: in Age 1 its rollouts stop
    there and the heuristic values the armies; in Age 2 they reach the real score."""
    age = s.age
    return lambda t: t.phase != OVER and t.age == age


def hand_key(s: State, seat: int) -> Hashable:
    """A seat's candidate bids depend on its hand only (another seat's hidden pouch may have
    changed it between sampled worlds)."""
    return (seat, *s.players[seat].hand)


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
    plan: list[dict[int, float]] = []
    plan_round = (-1, -1)
    while going(s):
        if s.pending() == "bids":
            ctx = Context(s, w)
            profs = profiles(s, ctx)
            shared = bidding.bid_tables(s, profs, ctx)
            plan, plan_round = _plan(s, shared.gains), (s.age, s.round)
            chosen = []
            for seat in s.to_move():
                bids = [b for b in s.legal_actions(seat) if isinstance(b, Bid)]
                scores = bidding.bid_scores(s, seat, bids, profs, ctx, shared)
                if rng.random() < eps:
                    order = sorted(range(len(bids)), key=lambda i: -scores[i])[:5]
                    chosen.append(bids[rng.choice(order)])
                else:
                    chosen.append(bids[best_index(scores)])
            for bid in chosen:
                s.apply(bid)
            continue
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        if len(legal) == 1:
            s.apply(legal[0])
        elif rng.random() < eps:
            s.apply(legal[rng.randrange(len(legal))])
        elif s.pending() == "pick":
            if plan_round != (s.age, s.round):
                ctx = Context(s, w)
                plan = _plan(s, bidding.gains_only(s, profiles(s, ctx), ctx))
                plan_round = (s.age, s.round)
            s.apply(legal[_planned_pick(s, seat, legal, plan, w)])
        else:
            s.apply(legal[best_index(score_actions(s, seat, legal, w))])


def _plan(s: State, gains: list[list[list[float]]]) -> list[dict[int, float]]:
    """plan[seat][card]: the value of each card of this round's taverns to each seat."""
    plan: list[dict[int, float]] = [{} for _ in range(s.n)]
    for t, tavern in enumerate(s.taverns):
        for seat in range(s.n):
            row = gains[t][seat]
            for i, card in enumerate(tavern):
                plan[seat][card] = row[i]
    return plan


def _planned_pick(
    s: State, seat: int, legal: list[Action], plan: list[dict[int, float]], w: Weights
) -> int:
    """The greedy pick from the round's card values, weighing what the next seat would lose."""
    cards = [a.card for a in legal if isinstance(a, Pick)]
    mine = [plan[seat].get(card, 0.0) for card in cards]
    if s.turn < len(s.order):
        theirs = [plan[s.order[s.turn]].get(card, 0.0) for card in cards]
        best = max(theirs)
        weight = w.denial if s.n == 2 else w.denial / (s.n - 1)
        for i in range(len(mine)):
            without = max((x for j, x in enumerate(theirs) if j != i), default=0.0)
            mine[i] += weight * (best - without)
    return best_index(mine)
