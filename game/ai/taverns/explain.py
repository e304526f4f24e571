"""Reasons for the taverns games' decisions (Nidavellir with its expansions, Guerres d'Arran).

Why these: they are what a player learns first at a taverns table (the highest coin and where it
goes, a tie the seat's gem wins, the trade that upgrades a coin, the card that completes a line
and brings a hero, the lead in a class before the end of the first Age, the most points in a
class); each is read from the seat's own observation and the chosen action only. Other seats'
coins are known by value (a purse is public) but not by place, so a tie is argued from the coin
the seat places and the gems, never from where a rival put its coins.
"""

from __future__ import annotations

from typing import Any

from game.ai.coach import Option, Reason, compare, played, sheet_gain
from game.taverns import coins as cn
from game.taverns.actions import Bid, CardAction, HandBid, Trade, Transform

# A tavern card a seat discards so that no rival takes it (Thingvellir's camp visitor with two
# players; Arran's winner of the second tavern with two Lords)
DROP_VERBS = ("drop", "discard")


def explain(seen: Any, seat: int, action: Any, options: list[Option]) -> Reason | None:
    if isinstance(action, Bid):
        return _tie(seen, seat, action) or _bid(action)
    if isinstance(action, HandBid):
        return _hand_bid(seen, seat, action)
    if isinstance(action, Trade):
        low, high = sorted(cn.value_of(c) for c in action.coins)
        return Reason("trade", {"low": low, "high": high, "total": low + high})
    if isinstance(action, Transform):
        amount = seen.pending_args()[0]
        value = cn.value_of(action.coin)
        return Reason("upgrade", {"coin": value, "total": value + amount})
    if isinstance(action, CardAction) and action.verb in DROP_VERBS:
        return _deny(seen, seat, action) or compare(seen, seat, action, options)
    return (
        _gain(seen, seat, action)
        or _offering(seen, seat, action)
        or compare(seen, seat, action, options)
    )


def _offering(seen: Any, seat: int, action: Any) -> Reason | None:
    """A card that upgrades one of the seat's coins (a Royal Offering): by how much."""
    after = played(seen, action)
    if after is None:
        return None
    if after.pending() != "transform" or after.to_move() != (seat,):
        return None
    return Reason("offering", {"amount": after.pending_args()[0]})


def _bid(action: Bid) -> Reason:
    """Where the highest coin goes: the tavern the bid cares about most."""
    values = [cn.value_of(c) for c in action.coins]
    best = max(range(len(values)), key=values.__getitem__)
    return Reason("bid_top", {"coin": values[best], "tavern": best + 1})


def _tie(seen: Any, seat: int, action: Bid) -> Reason | None:
    """The highest coin of the bid that a rival also owns, when the seat's gem beats that
    rival's: if both bid it on the same tavern, the gem decides for the seat."""
    gem = seen.players[seat].gem
    ties = [
        (value, tavern)
        for tavern, value in enumerate(cn.value_of(c) for c in action.coins)
        if value > 0 and _rival_below(seen, seat, value, gem)
    ]
    if not ties:
        return None
    value, tavern = max(ties)
    return Reason("tie", {"coin": value, "gem": gem, "tavern": tavern + 1})


def _rival_below(seen: Any, seat: int, value: int, gem: int) -> bool:
    """Whether a rival owns a coin of `value` (its purse is public) with a lower gem."""
    for other, p in enumerate(seen.players):
        if other == seat or p.gem >= gem:
            continue
        owned = [c for c in p.hand + p.board if c >= 0]
        if any(cn.value_of(c) == value for c in owned):
            return True
    return False


def _hand_bid(seen: Any, seat: int, action: HandBid) -> Reason:
    """A coin placed face up after the others' coins on this tavern are shown."""
    coin = cn.value_of(action.coin)
    shown = [v for other, v in enumerate(seen.revealed) if other != seat and v >= 0]
    best = max(shown, default=0)
    return Reason("hand_wins" if coin > best else "hand_saves", {"coin": coin, "best": best})


def _gain(seen: Any, seat: int, action: Any) -> Reason | None:
    """A pick: the line it completes (a hero), else the class lead it takes in the first Age;
    any decision: the category of the sheet it raises most."""
    picking = seen.pending() == "pick"
    found = sheet_gain(seen, seat, action)
    if found is not None and picking:
        after, category, _ = found
        if after.pending() == "recruit" and after.to_move() == (seat,):
            return Reason("hero_line", {"category": category})
    lead = _lead(seen, seat, action) if picking and seen.age == 1 else None
    if lead is not None or found is None:
        return lead
    return Reason("category", {"category": found[1], "points": found[2]})


def _lead(seen: Any, seat: int, action: Any) -> Reason | None:
    """A class whose majority at the end of the first Age (a distinction, an Elite Cognar) the
    pick takes or widens: the seat's ranks there against the best rival's."""
    after = played(seen, action)
    if after is None:
        return None
    mine, now = seen.players[seat].ranks, after.players[seat].ranks
    for column, (old, new) in enumerate(zip(mine, now, strict=False)):
        theirs = max(p.ranks[column] for i, p in enumerate(after.players) if i != seat)
        if old < new and new > theirs:
            kind = "lead_keep" if old > theirs else "lead_take"
            category = seen_categories(seen)[column]
            return Reason(kind, {"category": category, "mine": new, "theirs": theirs})
    return None


def seen_categories(seen: Any) -> tuple[str, ...]:
    """The five classes (Orders) in column order, as the score sheet names them."""
    return tuple(seen.outcome().sheets[0])[:5]


def _deny(seen: Any, seat: int, action: CardAction) -> Reason | None:
    """A tavern card discarded so that a rival cannot take it: what it would have given the
    class of the rival it helps most (the card is face up in the tavern)."""
    best: tuple[int, str] = (0, "")
    for rival in range(len(seen.players)):
        if rival == seat:
            continue
        after = given(seen, rival, action.card)
        if after is None:
            continue
        if after.pending() == "transform" and after.to_move() == (rival,):
            return Reason("deny_offering", {"amount": after.pending_args()[0]})
        best = max(best, class_gain(seen, after, rival))
    points, category = best
    return Reason("deny", {"category": category, "points": points}) if points > 0 else None


def class_gain(seen: Any, after: Any, seat: int) -> tuple[int, str]:
    """The class of `seat`'s score sheet that gains most from `seen` to `after`, with the gain."""
    before, sheet = seen.outcome().sheets[seat], after.outcome().sheets[seat]
    return max((sheet[k] - before[k], k) for k in seen_categories(seen))


def given(seen: Any, rival: int, card: int) -> Any | None:
    """A copy of the position where `rival` took `card`, None when the copy cannot hand it."""
    after = seen.clone()
    try:
        after.take(rival, card)
    except Exception:  # a card the copy cannot hand over out of turn: no figure to give
        return None
    return after


EXPLAIN = explain
