"""Sealed bids on the three taverns, scored from what each tavern is worth to the bidder.

Why this shape: a coin on a tavern buys a place in that tavern's order, and a place is worth the
card still there when the seat's turn comes. For each tavern the game's AI gives the value of
every card to every seat (`BidTables`' `gains`); from them we estimate the card value at every
place (the seats before take what they value most), the chance each coin wins each place against
the rivals' likely coins (their coin sets are public; they tend to put their best coin on the
tavern they like best), and the game adds what the trading coin's exchange of the two purse coins
would bring. All 60 bids of a hand are then scored from three small tables, which is fast enough
for the search's rollouts too. What a card or a coin is worth stays with each game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.taverns import coins as cn
from game.taverns.actions import Bid
from game.taverns.engine import TavernsState

FAVOURITE = 0.5  # probability a rival's coin on a tavern follows its ranking of the taverns

Pouch = tuple[int, int]  # the two coins left in the purse by a bid with the trading coin


class BidTables:
    """What the bid scoring of every seat shares at one bidding moment (computed once).

    `gains[t][seat][i]`: the value to `seat` of the i-th card of tavern t (the game's estimate);
    `first[seat]`: what choosing first in a tavern adds beyond the card (Nidavellir's Brynhildr),
    none by default; `discard`: the tavern whose winner discards one of the two cards left
    (Arran's second tavern with two Lords), if any.
    """

    __slots__ = ("first", "gains", "gems", "odds", "places")

    def __init__(
        self,
        state: TavernsState,
        gains: list[list[list[float]]],
        first: list[float] | None = None,
        discard: int | None = None,
    ) -> None:
        n = state.n
        self.gains = gains
        # places[t][seat][k]: card value to `seat` choosing k-th in tavern t
        self.places = [
            [place_values(gains[t], seat, n, t == discard) for seat in range(n)] for t in range(3)
        ]
        self.gems = [p.gem for p in state.players]
        self.first = first if first is not None else [0.0] * n
        self.odds = []
        for seat in range(n):
            stakes = [
                self.places[t][seat][0] - self.places[t][seat][min(1, n - 1)] for t in range(3)
            ]
            favourite = sorted(range(3), key=lambda t: -stakes[t])
            self.odds.append(coin_odds(state, seat, favourite))


def place_values(
    gains: list[list[float]], seat: int, places: int, discard: bool = False
) -> list[float]:
    """Card value to `seat` choosing in place 0, 1, …: the seats before take their favourites.
    `discard`: two seats in a tavern whose winner discards one of the two cards left, the one
    the other seat wants most."""
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


def coin_odds(state: TavernsState, seat: int, favourite: list[int]) -> list[list[float]]:
    """odds[t][v]: probability that the seat's coin on tavern t has value v, as rivals guess it."""
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


def expected_by_coin(state: TavernsState, seat: int, tables: BidTables) -> list[list[float]]:
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


def score_bids(
    state: TavernsState,
    seat: int,
    bids: list[Bid],
    tables: BidTables,
    exchange: Callable[[Pouch], float],
) -> list[float]:
    """A score for each of `bids` (all the seat's legal bids): the three taverns' expected card
    values, plus `exchange(pouch)` (the game's value of trading the two purse coins) for a bid
    with the trading coin, worked out once per pouch."""
    e0, e1, e2 = expected_by_coin(state, seat, tables)
    meta = _bid_meta(tuple(state.players[seat].hand), bids)
    trades: dict[Pouch, float] = {}
    scores = []
    for v0, v1, v2, pouch in meta:
        score = e0[v0] + e1[v1] + e2[v2]
        if pouch is not None:
            value = trades.get(pouch)
            if value is None:
                value = trades[pouch] = exchange(pouch)
            score += value
        scores.append(score)
    return scores


_META: dict[tuple[int, ...], list[tuple[int, int, int, Pouch | None]]] = {}


def _bid_meta(
    hand: tuple[int, ...], bids: Sequence[Bid]
) -> list[tuple[int, int, int, Pouch | None]]:
    """Per bid: the three coin values and, when the trading coin is bid, the pouch that trades.

    Cached by hand (hands repeat across rollouts): `bids` is the engine's list for that hand,
    the same in both games. A hand holds one trading coin at most (the 0, or what replaced it).
    """
    meta = _META.get(hand)
    if meta is None or len(meta) != len(bids):
        trading = next((c for c in hand if cn.is_trading(c)), None)
        meta = []
        for bid in bids:
            c0, c1, c2 = bid.coins
            pouch: Pouch | None = None
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
