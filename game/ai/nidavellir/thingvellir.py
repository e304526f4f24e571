"""Scores of Thingvellir's own decisions: a pick that may visit the camp, the two-player drop,
Holda's camp card, the Enlistment (first or last, each mercenary's class), Vidofnir's pouch,
a card from the discard pile (Andumia, Brisingamens), the army card Höfud or Brisingamens
dismisses, Mjöllnir's class and the columns of Olwyn's doubles.

Why these shapes: each answer is scored by what it adds to the heuristic value (`heuristic.py`,
with Thingvellir's part in `campvalue.py`), as the base game's decisions are; a camp card taken
instead of a tavern card leaves the tavern to the seats after, except with two players, where
the visitor then drops the card the other seat wants most.
"""

from __future__ import annotations

from game.ai.nidavellir import idavoll
from game.ai.nidavellir.campvalue import (
    FIRST_IN_HAND,
    camp_gain,
    coins_gain,
    dismiss_loss,
    retrieve_gain,
    without_waiting,
)
from game.ai.nidavellir.core import (
    HAND,
    Action,
    Camp,
    Column,
    Dismiss,
    Drop,
    Enlist,
    EnlistFirst,
    Frigg,
    IdavollState,
    Mjollnir,
    Retrieve,
    State,
    Transform,
)
from game.ai.nidavellir.heuristic import Context, Profile, add_ranks_gain
from game.ai.nidavellir.position import card_gain

FIRST = 0.1  # enlisting first: the heroes its lines call for are chosen before the others'


def pick_with_others(
    state: State,
    seat: int,
    actions: list[Action],
    picks: list[float],
    denial: dict[int, float],
    profs: list[Profile],
    ctx: Context,
) -> list[float]:
    """Scores of a pick decision offering more than tavern cards (Idavoll's Frigg, the camp):
    `picks` are the plain picks' scores in order, `denial` what each tavern card leaving takes
    from the next seat."""
    if isinstance(state, IdavollState) and any(isinstance(a, Frigg) for a in actions):
        scores = idavoll.pick_with_frigg(
            state, seat, [a for a in actions if not isinstance(a, Camp)], picks, denial, profs, ctx
        )
    else:
        scores = picks
    it = iter(scores)
    visit = camp_denial(state, seat, denial)
    return [
        camp_gain(profs, seat, a.card, ctx) + visit if isinstance(a, Camp) else next(it)
        for a in actions
    ]


def camp_denial(state: State, seat: int, denial: dict[int, float]) -> float:
    """What a camp visit takes from the next seat: with two players the bid winner drops the
    tavern card the other wants most; otherwise (or visiting with Fafnir) the tavern is left
    whole."""
    if state.n != 2 or not denial or state.order[0] != seat:
        return 0.0
    return max(denial.values())


def drop_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Two players: drop the card that leaves the other seat the least."""
    rival = 1 - seat
    cards = [a.card for a in actions if isinstance(a, Drop)]
    tavern = state.taverns[state.tavern]
    theirs = {c: card_gain(profs, rival, c, ctx) for c in tavern}
    scores = []
    for card in cards:
        rest = [v for c, v in theirs.items() if c != card]
        scores.append(-max(rest, default=0.0))
    return scores


def holda_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    return [camp_gain(profs, seat, a.card, ctx) if isinstance(a, Camp) else 0.0 for a in actions]


def enlist_first_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    return [FIRST if isinstance(a, EnlistFirst) and a.yes else 0.0 for a in actions]


def enlist_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Each mercenary in each of its classes, against the army without it."""
    mercs = ctx.rules.mercenaries
    pr = profs[seat]
    bases: dict[int, Profile] = {}
    scores = []
    for a in actions:
        assert isinstance(a, Enlist)
        base = bases.get(a.card)
        if base is None:
            base = bases[a.card] = without_waiting(pr, a.card)
        profs[seat] = base
        pts = mercs[a.card].points_in(a.column)
        scores.append(add_ranks_gain(profs, seat, a.column, 1, pts, 0, ctx))
    profs[seat] = pr
    return scores


def vidofnir_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """In the pouch: the coin given the smaller amount (the other takes the larger one), by the
    money value after both. In hand (no pouch): the first coin with the best second one to
    come, then the second coin alone."""
    amount, second = state.pending_args()
    pr = profs[seat]
    memo: dict[tuple[int, int], float] = {}
    scores = []
    for a in actions:
        assert isinstance(a, Transform)
        v = a.coin >> 2
        if a.place != HAND:
            other = state.players[seat].board[7 - a.place] >> 2  # the pouch's other place
            key = (v, other)
            if key not in memo:
                memo[key] = coins_gain(pr, profs, seat, [(v, amount), (other, second)], ctx)
        elif second == FIRST_IN_HAND:
            key = (v, -1)
            if key not in memo:
                later = ctx.rules.artifacts[_vidofnir(ctx)].amounts[1]
                rest = [c.coin >> 2 for c in actions if isinstance(c, Transform) and c != a]
                memo[key] = max(
                    (coins_gain(pr, profs, seat, [(v, amount), (y, later)], ctx) for y in rest),
                    default=coins_gain(pr, profs, seat, [(v, amount)], ctx),
                )
        else:
            key = (v, -2)
            if key not in memo:
                memo[key] = coins_gain(pr, profs, seat, [(v, amount)], ctx)
        scores.append(memo[key])
    return scores


def _vidofnir(ctx: Context) -> int:
    return next(c for c, a in ctx.rules.artifacts.items() if a.effect == "vidofnir")


def retrieve_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Each card by what it adds; passing a pick (Brisingamens read one by one) adds nothing."""
    return [
        retrieve_gain(profs, seat, a.card, ctx) if isinstance(a, Retrieve) and not a.passes else 0.0
        for a in actions
    ]


def dismiss_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Dismiss the army card whose loss costs the least (Höfud: a warrior; Brisingamens: any);
    sparing the discard with Thor's token keeps the card, and the token has no other use left
    that is worth a card."""
    where: dict[int, tuple[int, int]] = {}
    for c, col in enumerate(state.players[seat].columns):
        for depth, card in enumerate(col):
            where[card] = (c, depth)
    scores = []
    for a in actions:
        if not isinstance(a, Dismiss):
            scores.append(0.0)
            continue
        spot = where.get(a.card)
        scores.append(dismiss_loss(state, seat, spot[0], spot[1], profs, ctx) if spot else -1000.0)
    return scores


def mjollnir_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """The class with the most ranks (the choice is made at the end: the ranks are final)."""
    ranks = state.players[seat].ranks
    return [float(ranks[a.column]) if isinstance(a, Mjollnir) else 0.0 for a in actions]


def olwyn_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """A double is a 0-point rank: worth most where a rank counts most."""
    return [
        add_ranks_gain(profs, seat, a.column, 1, 0, 0, ctx) if isinstance(a, Column) else 0.0
        for a in actions
    ]


SCORERS = {
    "drop": drop_scores,
    "holda": holda_scores,
    "enlist_first": enlist_first_scores,
    "enlist": enlist_scores,
    "vidofnir": vidofnir_scores,
    "retrieve": retrieve_scores,
    "hofud": dismiss_scores,
    "brisingamens": dismiss_scores,
    "mjollnir": mjollnir_scores,
    "olwyn": olwyn_scores,
}
