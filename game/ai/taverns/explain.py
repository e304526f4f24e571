"""Reasons for the taverns games' decisions (Nidavellir with its expansions, Guerres d'Arran).

Why these: they are what a player learns first at a taverns table (the highest coin and where it
goes, the trade that upgrades a coin, the card that completes a line and brings a hero, the most
points in a class); each is read from the seat's own observation and the chosen action only.
"""

from __future__ import annotations

from typing import Any

from game.ai.coach import Option, Reason, sheet_gain
from game.taverns import coins as cn
from game.taverns.actions import Bid, Trade, Transform


def explain(seen: Any, seat: int, action: Any, options: list[Option]) -> Reason | None:
    if isinstance(action, Bid):
        return _bid(action)
    if isinstance(action, Trade):
        low, high = sorted(cn.value_of(c) for c in action.coins)
        return Reason("trade", {"low": low, "high": high, "total": low + high})
    if isinstance(action, Transform):
        amount = seen.pending_args()[0]
        value = cn.value_of(action.coin)
        return Reason("upgrade", {"coin": value, "total": value + amount})
    return _gain(seen, seat, action)


def _bid(action: Bid) -> Reason:
    """Where the highest coin goes: the tavern the bid cares about most."""
    values = [cn.value_of(c) for c in action.coins]
    best = max(range(len(values)), key=values.__getitem__)
    return Reason("bid_top", {"coin": values[best], "tavern": best + 1})


def _gain(seen: Any, seat: int, action: Any) -> Reason | None:
    before = seen.pending()
    found = sheet_gain(seen, seat, action)
    if found is None:
        return None
    after, category, points = found
    if before == "pick" and after.pending() == "recruit" and after.to_move() == (seat,):
        return Reason("hero_line", {"category": category})
    return Reason("category", {"category": category, "points": points})


EXPLAIN = explain
