"""Ordo (§8, A-04, A-20): when awarded, the Lord's two lowest coins other than the 0 (and the
3-Exchange coin unless `given_up: like_any_coin`) are worth their sum: the lower one is given up
for a Treasury coin of that value, the higher one is kept. With a bronze 5 and a gold 5 the Lord
chooses which one goes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.arran.flow import FOR_ORDO, GIVE_UP
from game.taverns import coins as cn

if TYPE_CHECKING:
    from game.arran.state import State


def lowest_pair(state: State, seat: int) -> tuple[int, int] | None:
    """The two lowest coins Ordo exchanges (in hand: he is awarded between Eras)."""
    coins = sorted((c for c in state.players[seat].hand if state.can_give_up(c)), key=cn.value_of)
    return (coins[0], coins[1]) if len(coins) >= 2 else None


def on_award(state: State, seat: int) -> None:
    pair = lowest_pair(state, seat)
    if pair is None:
        return
    low, high = pair
    if low != high and cn.value_of(low) == cn.value_of(high) and state.chooses_equal_coin():
        state.stack.append((GIVE_UP, seat, FOR_ORDO, 0))
        return
    exchange(state, seat, low)


def exchange(state: State, seat: int, give: int) -> None:
    """Give up `give` (one of the lowest pair) for the pair's sum."""
    pair = lowest_pair(state, seat)
    assert pair is not None
    p = state.players[seat]
    new = state.take_from_treasure(give, cn.value_of(pair[0]) + cn.value_of(pair[1]), seat)
    if new >= 0:
        p.hand.remove(give)
        p.hand.append(new)
        p.hand.sort()
    state.emit("ordo_exchange", seat, give, new)
