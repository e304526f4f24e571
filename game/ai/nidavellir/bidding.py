"""Nidavellir's part of bidding: what each tavern's cards are worth to each seat, what the trade
of two pouch coins adds, and Brynhildr's step for choosing first.

The bid tables and the scoring of a hand's bids from them are the taverns engine's
(`game/ai/taverns/bidding.py`, which says why they have this shape).
"""

from __future__ import annotations

from game.ai.nidavellir.core import Bid, State, ThingvellirState
from game.ai.nidavellir.heuristic import Context, Profile, betterment, money_value, upgraded
from game.ai.nidavellir.position import card_gain
from game.ai.taverns.bidding import BidTables, Pouch, score_bids


def bid_tables(state: State, profs: list[Profile], ctx: Context) -> BidTables:
    """The bid tables of this bidding moment, from every seat's card values."""
    first = [pr.first_step for pr in profs]  # Brynhildr: choosing first moves her down
    tables = BidTables(state, gains_only(state, profs, ctx), first)
    if isinstance(state, ThingvellirState) and state.camp:
        with_camp(state, tables, profs, ctx)
    return tables


def with_camp(
    state: ThingvellirState, tables: BidTables, profs: list[Profile], ctx: Context
) -> None:
    """Thingvellir: a tavern's bid winner may take the best camp card instead (with two players
    dropping the tavern card the other seat wants most), so the first place is worth at least
    that (in place)."""
    n = state.n
    for seat in range(n):
        camp = max(card_gain(profs, seat, c, ctx) for c in state.camp)
        for t in range(3):
            gains = tables.gains[t]
            row = tables.places[t][seat]
            visit = camp
            if n == 2 and len(gains[1 - seat]) >= 2:
                theirs = sorted(gains[1 - seat], reverse=True)
                visit += ctx.w.denial * (theirs[0] - theirs[1])
            if visit > row[0]:
                row[0] = visit


def gains_only(state: State, profs: list[Profile], ctx: Context) -> list[list[list[float]]]:
    """gains[t][seat][i]: the value to `seat` of the i-th card of tavern t."""
    return [
        [[card_gain(profs, seat, card, ctx) for card in tavern] for seat in range(state.n)]
        for tavern in state.taverns
    ]


def trade_value(
    profs: list[Profile], seat: int, pouch: Pouch, ctx: Context, base: float | None = None
) -> float:
    """What the trade of these two pouch coins adds (the higher becomes their sum; with Zolkur on
    the pouch the lower does; Jarika aims higher)."""
    pr = profs[seat]
    a, b = sorted(c >> 2 for c in pouch)
    coins = pr.coins[:]
    if pr.zolkur:
        a, b = b, a
    new = coins[coins.index(b)] = upgraded(ctx.treasure, b, a + pr.upgrade)
    if base is None:
        base = money_value(pr, pr.coins, ctx, profs, seat)
    return money_value(pr, coins, ctx, profs, seat) - base + betterment(pr, a + b + pr.upgrade, new)


def bid_scores(
    state: State,
    seat: int,
    bids: list[Bid],
    profs: list[Profile],
    ctx: Context,
    shared: BidTables | None = None,
) -> list[float]:
    """A score for each of `bids` (the seat's legal bids)."""
    if shared is None:
        shared = bid_tables(state, profs, ctx)
    base: list[float] = []  # the money value of the coins as they are, once a trade is valued

    def trade(pouch: Pouch) -> float:
        if not base:
            base.append(money_value(profs[seat], profs[seat].coins, ctx, profs, seat))
        return trade_value(profs, seat, pouch, ctx, base[0])

    return score_bids(state, seat, bids, shared, trade)
