"""The Talion Order (§3.6): a Talion dwarf won in a tavern upgrades the coin that won it by +1.

The 0 (and the 3-Exchange coin unless `given_up: like_any_coin`, A-04) is never upgraded: the
Lord upgrades one of the two purse coins instead, and the exchange that coin calls for still
comes at the end of the turn (A-23), or at once with `exchange_timing: immediate`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.arran.flow import DO_TRADE, UPGRADE_PURSE

if TYPE_CHECKING:
    from game.arran.state import State


def upgrade_winning_coin(state: State, seat: int, amount: int) -> None:
    """Upgrade the coin `seat` bid on the tavern being resolved, or owe the purse choice."""
    p = state.players[seat]
    slot = state.tavern
    code = p.board[slot]
    if state.can_give_up(code):
        state.transform_coin(seat, slot, code, amount)
        return
    if state.table.source.variants.exchange_timing == "immediate":
        trade = (DO_TRADE, seat, 0, 0)
        if trade in state.stack:
            state.stack.remove(trade)
            state.stack.append(trade)
    state.stack.append((UPGRADE_PURSE, seat, amount, 0))
