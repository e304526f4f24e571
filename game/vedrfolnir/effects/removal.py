"""Loki (last card), Fenrir (first card), Sköll & Hati (first or last, chosen): the receiving row
loses a card before the new one is placed, so "your last card" is never the card itself (R-4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.vedrfolnir.actions import TRIBUTE

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def ends(row: list[int]) -> list[str]:
    """The distinct choices of Sköll & Hati on this row: one when first and last are the same."""
    return ["first", "last"] if len(row) > 1 else ["first"]


def remove(state: State, r: int, end: str) -> None:
    """The first or last card of row `r` goes to the discard; an empty row loses nothing."""
    row = state.row(r)
    if not row:
        return
    cid = row.pop(0 if end == "first" else -1)
    state.to_discard(cid)
    state.emit("card_removed", -1, cid, r, end)
    if r != TRIBUTE and state.t.objective[cid]:
        state.emit("objective_changed", r, state.objective(r))
