"""Placing a card in a row (R-5), shared by every effect that ends with the card in place."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.vedrfolnir.actions import TRIBUTE

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def place(state: State, cid: int, to: int) -> None:
    """R-5: the card becomes the last of the row; a modifier changes the stake's objective."""
    state.row(to).append(cid)
    state.emit("card_placed", -1, cid, to)
    if to != TRIBUTE and state.t.objective[cid]:
        state.emit("objective_changed", to, state.objective(to))
