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
from game.ai.nidavellir.core import (
    Action,
    Camp,
    EnlistFirst,
    Mjollnir,
    Pick,
    State,
    ThingvellirState,
)
from game.ai.nidavellir.heuristic import Context, Profile, evaluate
from game.ai.nidavellir.policy import score_actions
from game.ai.nidavellir.position import card_gain, profiles
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


def plan_camp(s: State, planned: RoundPlan, profs: list[Profile], ctx: Context) -> None:
    """Thingvellir: the camp cards' values join the round's planned values."""
    if not isinstance(s, ThingvellirState):
        return
    for seat in range(s.n):
        values = planned.values[seat]
        for card in s.camp:
            values[card] = card_gain(profs, seat, card, ctx)


def camp_picks(
    s: State,
    seat: int,
    legal: list[Action],
    picks: list[float],
    planned: RoundPlan,
    denial: float,
) -> list[float]:
    """A rollout's scores of a pick offering more than tavern cards: a camp card at its planned
    value (with two players, plus the drop of the other seat's favourite), anything else (Frigg)
    never."""
    visit = 0.0
    if s.n == 2 and s.order[0] == seat:
        rival = planned.values[1 - seat]
        theirs = sorted(
            (rival.get(a.card, 0.0) for a in legal if isinstance(a, Pick)), reverse=True
        )
        if len(theirs) > 1:
            visit = denial * (theirs[0] - theirs[1])
    mine = planned.values[seat]
    it = iter(picks)
    scores = []
    for a in legal:
        if isinstance(a, Pick):
            scores.append(next(it))
        elif isinstance(a, Camp):
            scores.append(mine.get(a.card, 0.0) + visit)
        else:
            scores.append(-1e9)
    return scores


def _drop(s: State, seat: int, legal: list[Action], planned: RoundPlan) -> list[float]:
    """Two players: drop what the other seat values most (the round's planned values)."""
    theirs = planned.values[1 - seat] if planned.ready(s) and s.n == 2 else {}
    return [theirs.get(getattr(a, "card", -1), 0.0) for a in legal]


def _first(s: State, seat: int, legal: list[Action], planned: RoundPlan) -> list[float]:
    return [1.0 if isinstance(a, EnlistFirst) and a.yes else 0.0 for a in legal]


def _mjollnir(s: State, seat: int, legal: list[Action], planned: RoundPlan) -> list[float]:
    ranks = s.players[seat].ranks
    return [float(ranks[a.column]) if isinstance(a, Mjollnir) else 0.0 for a in legal]


QUICK: dict[str, Callable[[State, int, list[Action], RoundPlan], list[float]]] = {
    "drop": _drop,
    "enlist_first": _first,
    "mjollnir": _mjollnir,
}
"""Thingvellir's decisions a rollout answers without valuing the position again: the same
choices as the policy's (`thingvellir.py`) from what the round's plan already knows."""


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
            plan_camp(s, planned, profs, ctx)
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
                profs = profiles(s, ctx)
                planned.make(s, bidding.gains_only(s, profs, ctx))
                plan_camp(s, planned, profs, ctx)
            cards = [a.card for a in legal if isinstance(a, Pick)]
            picks = planned.picks(s, seat, cards, w.denial)
            if len(cards) < len(legal):
                picks = camp_picks(s, seat, legal, picks, planned, w.denial)
            s.apply(legal[best_index(picks)])
        elif s.pending() in QUICK:
            s.apply(legal[best_index(QUICK[s.pending()](s, seat, legal, planned))])
        else:
            s.apply(legal[best_index(score_actions(s, seat, legal, w))])
