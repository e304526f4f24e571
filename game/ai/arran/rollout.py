"""Arran's part of the search: where its rollouts stop (the end of the Era), how they play (the
greedy policy with a little noise) and what a Lord's position is worth there (the heuristic's
expected final score).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from game.ai.arran import bidding
from game.ai.arran.core import OVER, Action, State
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
    """Greedy moves with `config.epsilon` noise while `going(s)` (to the end of the Era).

    Card values are worked out once per round, when the bids are chosen (every Lord's bid from
    the same tables), and reused for the round's picks: within a round a fortress changes by a
    card or two, and this cuts the cost of a rollout several times.
    """
    eps = config.epsilon
    w = config.weights
    plan: list[dict[int, float]] = []
    plan_round = (-1, -1)
    while going(s):
        if s.pending() == "bids":
            ctx = Context(s, w)
            shared = bidding.bid_tables(s, ctx)
            plan, plan_round = _plan(s, shared.gains), (s.age, s.round)
            chosen = []
            for seat in s.to_move():
                bids = s.legal_actions(seat)
                scores = bidding.bid_scores(s, seat, bids, ctx, shared)
                chosen.append(_noisy(bids, scores, eps, rng))
            for bid in chosen:
                s.apply(bid)
            continue
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        if len(legal) == 1:
            s.apply(legal[0])
            continue
        if s.pending() == "pick" and plan_round == (s.age, s.round):
            scores = _planned_picks(s, seat, legal, plan, w)
        else:
            scores = score_actions(s, seat, legal, w)
        s.apply(_noisy(legal, scores, eps, rng))


def _noisy(legal: list[Action], scores: list[float], eps: float, rng: random.Random) -> Action:
    """The best-scored action, or with probability `eps` one of the best few."""
    if rng.random() < eps:
        order = sorted(range(len(legal)), key=lambda i: -scores[i])[:NOISY_TOP]
        return legal[rng.choice(order)]
    return legal[best_index(scores)]


def _plan(s: State, gains: list[list[list[float]]]) -> list[dict[int, float]]:
    """plan[seat][card]: the value of each card of this round's taverns to each Lord."""
    plan: list[dict[int, float]] = [{} for _ in range(s.n)]
    for t, tavern in enumerate(s.taverns):
        for seat in range(s.n):
            row = gains[t][seat]
            for i, card in enumerate(tavern):
                plan[seat][card] = row[i]
    return plan


def _planned_picks(
    s: State, seat: int, legal: list[Action], plan: list[dict[int, float]], w: Weights
) -> list[float]:
    """The pick scores from the round's card values, weighing what the next Lord would lose."""
    cards = [a.card for a in legal]  # type: ignore[attr-defined]
    mine = [plan[seat].get(card, 0.0) for card in cards]
    if s.turn < len(s.order) and len(cards) > 1:
        theirs = [plan[s.order[s.turn]].get(card, 0.0) for card in cards]
        best = max(theirs)
        weight = w.denial if s.n == 2 else w.denial / (s.n - 1)
        for i in range(len(mine)):
            without = max((x for j, x in enumerate(theirs) if j != i), default=0.0)
            mine[i] += weight * (best - without)
    return mine
