"""Derdhr (§7.1, A-04): on placement one of the Lord's coins, any but the 0 (and the 3-Exchange
coin unless `given_up: like_any_coin`: `State.transformable`), goes up by the card's amount; the
new coin takes the old one's place (slot or purse) and face state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.arran.flow import TRANSFORM

if TYPE_CHECKING:
    from game.arran.state import State


def on_placement(state: State, seat: int, card: int) -> None:
    effect = state.table.cards[card].effect("upgrade_coin")
    assert effect is not None
    if state.transformable(seat):
        state.stack.append((TRANSFORM, seat, effect.number("amount"), 0))
