"""Oboron (§7.2, A-02): recruited to the command zone, he brings the Ally Ga'at, which the Lord
places in the army column of his choice (its rank may complete lines)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.arran.flow import COLUMN

if TYPE_CHECKING:
    from game.arran.state import State

ALL_COLUMNS = 0b11111


def on_placement(state: State, seat: int, card: int) -> None:
    ally = state.table.ally
    if ally in state.cognar_pool:
        state.cognar_pool.remove(ally)
        state.stack.append((COLUMN, seat, ALL_COLUMNS, ally))
