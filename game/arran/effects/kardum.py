"""Kardum (§7.1, A-04, A-18): the 3-Exchange coin takes the place of the Lord's 0, which leaves
the game. Bid on a tavern it ranks as a 3 and triggers the exchange as the 0 did."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.arran.cards import EXCHANGE_COIN, ZERO
from game.arran.flow import DO_TRADE
from game.taverns.actions import HAND

if TYPE_CHECKING:
    from game.arran.state import State


def on_placement(state: State, seat: int, card: int) -> None:
    p = state.players[seat]
    if not state.exchange_coin_left:
        return
    if ZERO in p.board:
        place = p.board.index(ZERO)
        p.board[place] = EXCHANGE_COIN
        if place == state.tavern and not state.table.source.variants.kardum_keeps_exchange:
            trade = (DO_TRADE, seat, 0, 0)
            if trade in state.stack:
                state.stack.remove(trade)
    elif ZERO in p.hand:
        place = HAND
        p.hand.remove(ZERO)
        p.hand.append(EXCHANGE_COIN)
        p.hand.sort()
    else:
        return
    state.exchange_coin_left = 0
    state.bronze_out += 1
    state.emit("exchange_coin_taken", seat, place)
