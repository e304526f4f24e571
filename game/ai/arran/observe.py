"""What an AI Lord may know: a copy of the state with every hidden part put in a canonical order.

The engine's hidden parts (both Era decks, other Lords' face-down coins, the reshuffle seed) are
sorted by `game/ai/taverns/observe.py`, which says why; Arran adds the Era 2 cards another Lord's
Svara looks at.
"""

from __future__ import annotations

from game.ai.arran.core import State
from game.ai.taverns.observe import hide_draw, hide_engine, others_draw

SVARA_DECK = 2  # Svara looks at the Era 2 deck


def observe(state: State, seat: int) -> State:
    """A copy of `state` that depends only on `state.view(seat)`; the real state is untouched."""
    s = state.clone()
    if others_draw(s, seat):
        hide_draw(s, SVARA_DECK)
    hide_engine(s, seat)
    return s
