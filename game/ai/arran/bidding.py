"""Arran's part of bidding: what each tavern's dwarves are worth to each Lord, the two-Lord
discard in the second tavern, and what the 0's exchange adds (the higher purse coin becomes the
sum of both).

The bid tables and the scoring of a hand's bids from them are the taverns engine's
(`game/ai/taverns/bidding.py`, which says why they have this shape).
"""

from __future__ import annotations

from game.ai.arran.core import Bid, State
from game.ai.arran.core import coins as cn
from game.ai.arran.gains import dwarf_gain
from game.ai.arran.position import Context, coin_weight
from game.ai.taverns.bidding import BidTables, Pouch, score_bids


def bid_tables(state: State, ctx: Context) -> BidTables:
    """The bid tables of this bidding moment; with two Lords the winner of the second tavern
    discards the card the other wants most."""
    return BidTables(state, gains_only(state, ctx), discard=1 if state.n == 2 else None)


def gains_only(state: State, ctx: Context) -> list[list[list[float]]]:
    """gains[t][seat][i]: the value to `seat` of the i-th dwarf of tavern t."""
    return [
        [[dwarf_gain(ctx, seat, card) for card in tavern] for seat in range(state.n)]
        for tavern in state.taverns
    ]


def exchange_gain(ctx: Context, purse: Pouch) -> float:
    """What the exchange of these two purse coins adds (the higher becomes their sum)."""
    a, b = sorted(c >> 2 for c in purse)
    new = cn.treasure_value(ctx.treasure, a + b, b)
    return (new - b) * coin_weight(ctx) if new >= 0 else 0.0


def bid_scores(
    state: State, seat: int, bids: list[Bid], ctx: Context, shared: BidTables | None = None
) -> list[float]:
    """A score for each of `bids` (the Lord's legal bids)."""
    if shared is None:
        shared = bid_tables(state, ctx)
    return score_bids(state, seat, bids, shared, lambda purse: exchange_gain(ctx, purse))
