"""Sealed bids valued from what each tavern is worth to the bidder.

Why this shape: a coin on a tavern buys a place in that tavern's order, and a place is worth the
dwarf still there when the Lord's turn comes. For each tavern we estimate the card value at every
place (the Lords before take what they value most; with two Lords the winner of the second tavern
discards the card the other wants most), the chance each coin wins each place against the
rivals' likely coins (their coins are public; they tend to put their best coin on the tavern they
like best), and add what the 0's exchange would bring (the higher purse coin becomes the sum of
both). All 60 bids of a hand are then scored from three small tables.
"""

from __future__ import annotations

from game.ai.arran.core import Bid, State
from game.ai.arran.core import coins as cn
from game.ai.arran.gains import dwarf_gain
from game.ai.arran.position import Context, coin_weight

FAVOURITE = 0.5  # probability a rival's best coin goes on the tavern it likes best


class BidTables:
    """What the bid scoring of every Lord shares at one bidding moment (computed once)."""

    __slots__ = ("gains", "gems", "odds", "places")

    def __init__(self, state: State, ctx: Context) -> None:
        n = state.n
        self.gains = gains = gains_only(state, ctx)
        # places[t][seat][k]: card value to `seat` choosing k-th in tavern t
        self.places = [
            [place_values(gains[t], seat, n, n == 2 and t == 1) for seat in range(n)]
            for t in range(3)
        ]
        self.gems = [p.gem for p in state.players]
        self.odds = []
        for seat in range(n):
            stakes = [
                self.places[t][seat][0] - self.places[t][seat][min(1, n - 1)] for t in range(3)
            ]
            favourite = sorted(range(3), key=lambda t: -stakes[t])
            self.odds.append(_coin_odds(state, seat, favourite))


def gains_only(state: State, ctx: Context) -> list[list[list[float]]]:
    """gains[t][seat][i]: the value to `seat` of the i-th dwarf of tavern t."""
    return [
        [[dwarf_gain(ctx, seat, card) for card in tavern] for seat in range(state.n)]
        for tavern in state.taverns
    ]


def place_values(gains: list[list[float]], seat: int, places: int, discard: bool) -> list[float]:
    """Card value to `seat` choosing in place 0, 1, …: the Lords before take their favourites.
    `discard`: two Lords in the second tavern, where the winner discards one of the two cards
    left, the one the other Lord wants most."""
    mine = gains[seat]
    left = list(range(len(mine)))
    n = len(gains)
    if n == 2:
        total = gains[1 - seat]
    else:
        total = [sum(gains[j][i] for j in range(n) if j != seat) for i in left]
    values = []
    for k in range(places):
        if not left:
            values.append(0.0)
            continue
        if discard and k == 1:
            values.append(min(mine[i] for i in left))
        else:
            values.append(max(mine[i] for i in left))
        left.remove(max(left, key=total.__getitem__))
    return values


def _coin_odds(state: State, seat: int, favourite: list[int]) -> list[list[float]]:
    """odds[t][v]: probability that the Lord's coin on tavern t has value v, as rivals guess it."""
    values = sorted((c >> 2 for c in state.players[seat].coins()), reverse=True)
    uniform = (1 - FAVOURITE) / len(values)
    odds = []
    for t in range(3):
        row = [0.0] * (values[0] + 1)
        for v in values:
            row[v] += uniform
        row[values[favourite.index(t)]] += FAVOURITE
        odds.append(row)
    return odds


def expected_by_coin(state: State, seat: int, tables: BidTables) -> list[list[float]]:
    """exp[t][v]: expected card value to `seat` on tavern t when it bids a coin of value v."""
    n = state.n
    gems = tables.gems
    rivals = [j for j in range(n) if j != seat]
    mine = sorted({c >> 2 for c in state.players[seat].coins()})
    table = []
    for t in range(3):
        values = tables.places[t][seat]
        row = [0.0] * (mine[-1] + 1)
        for v in mine:
            dist = [1.0]  # distribution of the number of rivals placed before the seat
            for j in rivals:
                o = tables.odds[j][t]
                beat = sum(o[v + 1 :])
                if v < len(o) and gems[j] > gems[seat]:
                    beat += o[v]
                nxt = [0.0] * (len(dist) + 1)
                for k, pk in enumerate(dist):
                    nxt[k] += pk * (1 - beat)
                    nxt[k + 1] += pk * beat
                dist = nxt
            row[v] = sum(pk * values[k] for k, pk in enumerate(dist))
        table.append(row)
    return table


def exchange_gain(ctx: Context, purse: tuple[int, int]) -> float:
    """What the exchange of these two purse coins adds (the higher becomes their sum)."""
    a, b = sorted(c >> 2 for c in purse)
    new = cn.treasure_value(ctx.treasure, a + b, b)
    return (new - b) * coin_weight(ctx) if new >= 0 else 0.0


def bid_scores(
    state: State, seat: int, bids: list[Bid], ctx: Context, tables: BidTables | None = None
) -> list[float]:
    """A score for each of `bids` (the Lord's legal bids)."""
    if tables is None:
        tables = BidTables(state, ctx)
    e0, e1, e2 = expected_by_coin(state, seat, tables)
    hand = state.players[seat].hand
    exchanges: dict[tuple[int, int], float] = {}
    scores = []
    for bid in bids:
        c0, c1, c2 = bid.coins
        score = e0[c0 >> 2] + e1[c1 >> 2] + e2[c2 >> 2]
        if cn.is_trading(c0) or cn.is_trading(c1) or cn.is_trading(c2):
            rest = list(hand)
            for c in bid.coins:
                rest.remove(c)
            purse = (rest[0], rest[1])
            gain = exchanges.get(purse)
            if gain is None:
                gain = exchanges[purse] = exchange_gain(ctx, purse)
            score += gain
        scores.append(score)
    return scores
