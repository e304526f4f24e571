"""Sealed bids valued from what each tavern is worth to the bidder.

Why this shape: a coin on a tavern buys a place in that tavern's order, and a place is worth the
card still there when the seat's turn comes. For each tavern we estimate the card value at every
place (the seats before take what they value most), the chance each coin wins each place against
the rivals' likely coins (their coin sets are public; they tend to put their best coin on the
tavern they like best), and add what a trading coin's trade would bring. All 60 bids of a hand
are then scored from three small tables, which is fast enough for the search's rollouts too.
"""

from __future__ import annotations

from game.ai.nidavellir.core import Bid, State
from game.ai.nidavellir.core import coins as cn
from game.ai.nidavellir.heuristic import Context, Profile, betterment, money_value, upgraded
from game.ai.nidavellir.position import card_gain

FAVOURITE = 0.5  # probability a rival's coin on a tavern follows its ranking of the taverns


class BidTables:
    """What the bid scoring of every seat shares at one bidding moment (computed once)."""

    __slots__ = ("first", "gains", "gems", "odds", "places")

    def __init__(self, state: State, profs: list[Profile], ctx: Context) -> None:
        n = state.n
        self.gains = gains = self.gains_only(state, profs, ctx)
        # places[t][seat][k]: card value to `seat` choosing k-th in tavern t
        self.places = [[place_values(gains[t][:], seat, n) for seat in range(n)] for t in range(3)]
        self.gems = [p.gem for p in state.players]
        self.first = [pr.first_step for pr in profs]  # Brynhildr: choosing first moves her down
        self.odds = []
        for seat in range(n):
            stakes = [
                self.places[t][seat][0] - self.places[t][seat][min(1, n - 1)] for t in range(3)
            ]
            favourite = sorted(range(3), key=lambda t: -stakes[t])
            self.odds.append(_coin_odds(state, seat, favourite))

    @staticmethod
    def gains_only(state: State, profs: list[Profile], ctx: Context) -> list[list[list[float]]]:
        """gains[t][seat][i]: the value to `seat` of the i-th card of tavern t."""
        return [
            [[card_gain(profs, seat, card, ctx) for card in tavern] for seat in range(state.n)]
            for tavern in state.taverns
        ]


def place_values(gains: list[list[float]], seat: int, places: int) -> list[float]:
    """Card value to `seat` choosing in place 0, 1, …: the seats before take their favourites."""
    mine = gains[seat]
    left = list(range(len(mine)))
    n = len(gains)
    if n == 2:
        rival = gains[1 - seat]
        total = rival
    else:
        total = [sum(gains[j][i] for j in range(n) if j != seat) for i in left]
    values = []
    for _ in range(places):
        if not left:
            values.append(0.0)
            continue
        values.append(max(mine[i] for i in left))
        left.remove(max(left, key=total.__getitem__))
    return values


def _coin_odds(state: State, seat: int, favourite: list[int]) -> list[list[float]]:
    """odds[t][v]: probability that the seat's coin on tavern t has value v, as rivals guess it."""
    p = state.players[seat]
    values = sorted((c >> 2 for c in p.coins()), reverse=True)
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
    first = tables.first[seat]
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
            row[v] = sum(pk * values[k] for k, pk in enumerate(dist)) + dist[0] * first
        table.append(row)
    return table


def trade_value(
    profs: list[Profile], seat: int, pouch: tuple[int, int], ctx: Context, base: float | None = None
) -> float:
    """What the trade of these two pouch coins adds (the higher becomes their sum)."""
    pr = profs[seat]
    a, b = sorted(c >> 2 for c in pouch)
    coins = pr.coins[:]
    new = coins[coins.index(b)] = upgraded(ctx.treasure, b, a)
    if base is None:
        base = money_value(pr, pr.coins, ctx, profs, seat)
    return money_value(pr, coins, ctx, profs, seat) - base + betterment(pr, a + b, new)


def bid_scores(
    state: State,
    seat: int,
    bids: list[Bid],
    profs: list[Profile],
    ctx: Context,
    tables: BidTables | None = None,
) -> list[float]:
    """A score for each of `bids` (the seat's legal bids)."""
    if tables is None:
        tables = BidTables(state, profs, ctx)
    e0, e1, e2 = expected_by_coin(state, seat, tables)
    meta = _bid_meta(tuple(state.players[seat].hand), bids)
    trades: dict[tuple[int, int], float] = {}
    base: float | None = None
    scores = []
    for v0, v1, v2, pouch in meta:
        score = e0[v0] + e1[v1] + e2[v2]
        if pouch is not None:
            value = trades.get(pouch)
            if value is None:
                if base is None:
                    base = money_value(profs[seat], profs[seat].coins, ctx, profs, seat)
                value = trades[pouch] = trade_value(profs, seat, pouch, ctx, base)
            score += value
        scores.append(score)
    return scores


_META: dict[tuple[int, ...], list[tuple[int, int, int, tuple[int, int] | None]]] = {}


def _bid_meta(
    hand: tuple[int, ...], bids: list[Bid]
) -> list[tuple[int, int, int, tuple[int, int] | None]]:
    """Per bid: the three coin values and, when a trading coin is bid, the pouch that trades.

    Cached by hand (hands repeat across rollouts); `bids` is the core's list for that hand.
    """
    meta = _META.get(hand)
    if meta is None or len(meta) != len(bids):
        trading = next((c for c in hand if cn.is_trading(c)), None)
        meta = []
        for bid in bids:
            c0, c1, c2 = bid.coins
            pouch: tuple[int, int] | None = None
            if trading is not None and trading in bid.coins:
                rest = list(hand)
                for c in bid.coins:
                    rest.remove(c)
                pouch = (rest[0], rest[1])
            meta.append((c0 >> 2, c1 >> 2, c2 >> 2, pouch))
        if len(_META) > 50_000:
            _META.clear()
        _META[hand] = meta
    return meta
