"""The Wanderers' Pariah tokens (§3.7, A-06, A-24).

A Wanderers card placed in the Wanderers column when a card of the same value is already there
takes a token, which hides its points (not its rank, Malt or power). Ga'at counts 9 there. The
scope (every Wanderers card, or dwarves only) is the Order's data; when the supply is empty the
penalty still applies (A-24) unless the data say `when_empty: limited`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.arran.cards import DWARF, RANK_ALLY, WANDERERS, Card

if TYPE_CHECKING:
    from game.arran.state import State


def value_in_column(card: Card) -> int:
    """What a card is worth in the Wanderers column (Ga'at: its column value)."""
    return card.column_points[WANDERERS] if card.rank == RANK_ALLY else card.points


def check(state: State, seat: int, card: int) -> None:
    """`card` was just placed in `seat`'s Wanderers column: cover it if its value is there."""
    table = state.table
    placed = table.cards[card]
    dwarves_only = state.pariah_scope == "dwarves_only"
    if dwarves_only and placed.kind != DWARF:
        return
    column = state.players[seat].columns[WANDERERS]
    value = placed.points
    for other in column:
        if other == card:
            continue
        info = table.cards[other]
        if dwarves_only and info.kind != DWARF:
            continue
        if value_in_column(info) == value:
            break
    else:
        return
    if state.pariah_left <= 0 and not table.pariah_unlimited:
        return
    state.pariah_left -= 1
    state.players[seat].covered.append(card)
    state.emit("pariah_placed", seat, card)


def remove_at_end(state: State, seat: int, count: int) -> None:
    """End of the game: the Lord uncovers `count` of his cards, the highest values first (the
    choice is his, and no other choice can score more)."""
    p = state.players[seat]
    cards = state.table.cards
    for card in sorted(p.covered, key=lambda c: (-cards[c].points, c))[:count]:
        p.covered.remove(card)
        state.pariah_left += 1
        state.emit("pariah_removed", seat, card)
