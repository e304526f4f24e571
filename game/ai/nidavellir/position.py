"""A seat's profile read from the state, and what a card is worth to it: the entry points where
the base game's value (`heuristic.py`), Idavoll's (`mythvalue.py`) and Thingvellir's
(`campvalue.py`) meet.
"""

from __future__ import annotations

from game.ai.nidavellir.campvalue import camp_gain, camp_profile
from game.ai.nidavellir.core import (
    ARTIFACT,
    DWARF,
    HERO,
    MERCENARY,
    MYTH_KINDS,
    OFFERING,
    SPECIAL,
    IdavollState,
    State,
    ThingvellirState,
)
from game.ai.nidavellir.core import coins as cn
from game.ai.nidavellir.heuristic import (
    Context,
    Profile,
    add_ranks_gain,
    projection,
    transform_gain,
)
from game.ai.nidavellir.mythvalue import myth_adjusted, myth_gain, myth_profile


def profile(state: State, seat: int, ctx: Context) -> Profile:
    tab = ctx.tab
    p = state.players[seat]
    pr = Profile()
    pr.ranks = p.ranks[:]
    n, s, bonus = pr.n, pr.s, pr.bonus
    nranks, points, rbonus = tab.nranks.__getitem__, tab.points.__getitem__, tab.bonus.__getitem__
    special = (p.thrud_col, p.ylud_col)
    for c in range(5):
        col = p.columns[c]
        if not col:
            continue
        if c in special:
            for card in col:
                cp = tab.column_points[card]
                if cp is not None:
                    n[c] += 1
                    s[c] += cp[c]
                elif not tab.thrud[card]:
                    n[c] += nranks(card)
                    s[c] += points(card)
                    bonus[c] += rbonus(card)
        else:
            n[c] = sum(map(nranks, col))
            s[c] = sum(map(points, col))
            bonus[c] = sum(map(rbonus, col))
    neutral = tab.neutral
    for h in p.heroes:
        if not neutral[h]:
            continue
        pr.fixed += tab.fixed[h]
        if tab.astrid[h]:
            pr.astrid = True
        if tab.dwerg[h]:
            pr.dwerg = min(pr.dwerg + 1, len(tab.dwerg_table) - 1)
        if tab.ylud[h] and p.ylud_col < 0:
            pr.ylud_pending = True
    pr.heroes = state.counted_heroes(seat)  # Thrivaldi's hero never counts against lines
    codes = p.coins()
    pr.coins = [c >> 2 for c in codes]
    for c in codes:
        if c < 4 or c & 3 == cn.SPECIAL:
            pr.trading = c >> 2
            break
    if p.distinctions:
        pr.gem_points = sum(tab.distinction_points[d] for d in p.distinctions)
    pr.bids_from_hand = p.bids_from_hand
    pr.m = projection(pr, ctx)
    if isinstance(state, IdavollState):
        myth_profile(state, seat, pr, ctx)
    if isinstance(state, ThingvellirState):
        camp_profile(state, seat, pr, ctx)
    return pr


def profiles(state: State, ctx: Context) -> list[Profile]:
    return [profile(state, seat, ctx) for seat in range(state.n)]


def card_gain(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """What taking this tavern (or Pioneer) card is worth to the seat.

    Memoised on the context by what the card adds (many cards are alike: every hunter, every
    blacksmith), valid while the profiles stay as they were built for this context.
    """
    tab = ctx.tab
    kind = tab.kind[card]
    if kind == OFFERING:
        key = (seat, -1, tab.offering[card], 0, 0)
    elif kind in MYTH_KINDS:
        key = (seat, -2, card, 0, 0)
    elif kind in (ARTIFACT, MERCENARY):
        key = (seat, -3, card, 0, 0)
    else:
        key = (seat, tab.cls[card], tab.nranks[card], tab.points[card], tab.bonus[card])
    memo = ctx.memo
    gain = memo.get(key)
    if gain is None:
        if kind == OFFERING:
            gain = transform_gain(profs, seat, tab.offering[card], ctx)[0]
        elif kind in (DWARF, SPECIAL, HERO):
            gain = add_ranks_gain(profs, seat, key[1], key[2], key[3], key[4], ctx)
            if ctx.idavoll:
                gain = myth_adjusted(profs, seat, card, gain, ctx)
        elif kind in MYTH_KINDS:
            gain = myth_gain(profs, seat, card, ctx)
        elif kind in (ARTIFACT, MERCENARY):
            gain = camp_gain(profs, seat, card, ctx)
        else:
            gain = 0.0
        memo[key] = gain
    return gain
