"""Scores of Idavoll's own decisions: Loki, Freya, Frigg, a giant's capture, Olrun's class and
Gullinbursti's column (Thor and Odin, which weigh heroes and discards, are in `policy.py`).

Why these shapes: every god's power is spent once, so using it is worth it when what it brings
now beats keeping it for the occasions left (`myth.option_value`); the other decisions compare
what each answer adds to the heuristic value (`heuristic.py`), the same as the base game's.
"""

from __future__ import annotations

from game.ai.nidavellir import bidding
from game.ai.nidavellir.core import (
    EFFECTS,
    Action,
    Capture,
    Column,
    Freya,
    Frigg,
    IdavollState,
    Loki,
    Olrun,
    Pick,
    State,
)
from game.ai.nidavellir.heuristic import Context, Profile, add_ranks_gain
from game.ai.nidavellir.myth import expected_best, option_value, track_value
from game.ai.nidavellir.mythvalue import capture_worth, god_chances, valkyrie_future
from game.ai.nidavellir.position import card_gain
from game.ai.taverns.bidding import place_values


def keep_power(effect: str, ctx: Context, used_now: int = 1) -> float:
    """What keeping a god's power is worth once this occasion has passed unused."""
    return option_value(ctx.w.power.get(effect, 0.0), god_chances(effect, ctx) - used_now)


# ----------------------------------------------------------------------------- Loki and Freya


def _mean_place(values: list[float]) -> float:
    """A seat's card value in a tavern when its place there is not known yet (bids come later):
    every place equally likely."""
    return sum(values) / len(values)


def loki_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Reserving a card turns an unknown place in its tavern into that sure card."""
    tables = bidding.bid_tables(state, profs, ctx)
    keep = keep_power("loki", ctx)
    scores = []
    for a in actions:
        assert isinstance(a, Loki)
        if a.card < 0:
            scores.append(keep)
            continue
        t = next(i for i, cards in enumerate(state.taverns) if a.card in cards)
        scores.append(card_gain(profs, seat, a.card, ctx) - _mean_place(tables.places[t][seat]))
    return scores


def _tavern_edge(gains: list[list[float]], seat: int) -> float:
    """How much better one tavern is for the seat than for its average rival, every place being
    equally likely (`gains[j][i]`: card i to seat j)."""
    n = len(gains)
    mine = _mean_place(place_values(gains, seat, n))
    rivals = [_mean_place(place_values(gains, j, n)) for j in range(n) if j != seat]
    return mine - sum(rivals) / len(rivals)


def freya_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """A swap regroups the cards: worth the change of the two taverns' edge for the seat."""
    n = state.n
    value = {
        c: [card_gain(profs, j, c, ctx) for j in range(n)]
        for tavern in state.taverns
        for c in tavern
    }
    where = {c: t for t, tavern in enumerate(state.taverns) for c in tavern}

    def edge(cards: list[int]) -> float:
        return (
            _tavern_edge([[value[c][j] for c in cards] for j in range(n)], seat) if cards else 0.0
        )

    now = [edge(tavern) for tavern in state.taverns]
    keep = keep_power("freya", ctx)
    scores = []
    for a in actions:
        assert isinstance(a, Freya)
        if not a.cards:
            scores.append(keep)
            continue
        x, y = a.cards
        tx, ty = where[x], where[y]
        after_x = [y if c == x else c for c in state.taverns[tx]]
        after_y = [x if c == y else c for c in state.taverns[ty]]
        scores.append(edge(after_x) + edge(after_y) - now[tx] - now[ty])
    return scores


# ----------------------------------------------------------------------------- Frigg


def frigg_score(
    state: IdavollState, seat: int, action: Frigg, profs: list[Profile], ctx: Context
) -> float:
    """Frigg in place of a pick: the best of three Age cards drawn blind (their values known
    from the deck's public contents), minus keeping her for a later pick."""
    deck = state.decks[state.age]
    myth = state.rules.myths[_owned(state, seat, "frigg")]
    values = [card_gain(profs, seat, c, ctx) for c in deck]
    return expected_best(values, myth.draw, myth.keep) - keep_power("frigg", ctx)


def _owned(state: IdavollState, seat: int, effect: str) -> int:
    myths = state.rules.myths
    return next(c for c in state.players[seat].myth if myths[c].effect == effect)


def pick_with_frigg(
    state: IdavollState,
    seat: int,
    actions: list[Action],
    picks: list[float],
    denial: dict[int, float],
    profs: list[Profile],
    ctx: Context,
) -> list[float]:
    """Scores of a pick decision offering Frigg: `picks` are the plain picks' scores (in order),
    `denial` what each card leaving the tavern takes from the next seat."""
    scores = []
    it = iter(picks)
    frigg: float | None = None
    for a in actions:
        if isinstance(a, Pick):
            scores.append(next(it))
            continue
        assert isinstance(a, Frigg)
        if frigg is None:
            frigg = frigg_score(state, seat, a, profs, ctx)
        scores.append(frigg + denial.get(a.card, 0.0))
    return scores


# ----------------------------------------------------------------------------- giants


def capture_scores(
    state: IdavollState, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Capture (the giant's effect) against placing the dwarf (its ranks in the army)."""
    card, giant = state.pending_args()
    pr = profs[seat]
    tab = ctx.tab
    cls = tab.cls[card]
    place = add_ranks_gain(
        profs, seat, cls, tab.nranks[card], tab.points[card], tab.bonus[card], ctx
    )
    if cls == pr.olrun:
        place += pr.olrun_step
    myth = state.rules.myths[giant]
    if myth.draw:  # Skymir: the keeps among the draws from the unseen mythology cards
        pool = [card_gain(profs, seat, c, ctx) for c in state.myth_deck + state.reserve]
        take = expected_best(pool, myth.draw, myth.keep)
    else:
        take = capture_worth(pr, giant, card, ctx)
    return [take if isinstance(a, Capture) and a.yes else place for a in actions]


# ----------------------------------------------------------------------------- Olrun, boar


def olrun_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Olrun watches the class the seat is projected to draft most (its army's pace)."""
    track = state.rules.myths[state.pending_args()[0]].track
    trigger = EFFECTS["olrun"].trigger
    return [
        track_value(track, valkyrie_future(trigger, profs[seat], ctx, a.column))
        for a in actions
        if isinstance(a, Olrun)
    ]


def boar_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Gullinbursti is a 0-point rank: worth most where a rank counts most (lines, squares)."""
    return [
        add_ranks_gain(profs, seat, a.column, 1, 0, 0, ctx)
        for a in actions
        if isinstance(a, Column)
    ]
