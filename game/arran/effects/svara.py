"""Svara (§7.1, A-05, A-07, A-17): on placement the Lord looks at the top cards of the Era 2 deck,
adds one to his army and shuffles the others back. With one card left (the last round of Era 2)
she takes it unseen; with none, nothing happens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.arran.flow import SVARA

if TYPE_CHECKING:
    from game.arran.state import State


def on_placement(state: State, seat: int, card: int) -> None:
    effect = state.table.cards[card].effect("svara_draw")
    assert effect is not None
    deck = state.decks[effect.number("era")]
    if not deck:
        return
    if len(deck) == 1:
        state.svara_place(seat, deck.pop())
        return
    look = min(effect.number("look"), len(deck))
    state.drawn = [deck.pop() for _ in range(look)]
    state.emit("svara_looked", seat, look)
    state.stack.append((SVARA, seat, 0, 0))
