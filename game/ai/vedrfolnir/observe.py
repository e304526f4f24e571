"""What an AI player may know: a copy of the state with every never-revealed card in a
canonical order.

Why sorted: the draw pile, the hand, the face-down discards and Brynhildr's pile are hidden from
everyone (spec §15.1); the search samples them again from the copy each iteration
(`determinize`), so the copy must not keep their real order, or a search could "know" the next
card. Sorting all of them over their places gives the same copy whatever the hidden truth.

The search's final score per player is the `final` hook (`rollout.final_values`): the victory
condition of the mode, not the points of the player's own place alone.
"""

from __future__ import annotations

from game.ai.vedrfolnir.core import State
from game.ai.vedrfolnir.core import unknown_slots as slots_of


def observe(state: State, seat: int) -> State:
    """A copy of `state` that depends only on what every player sees."""
    seen = state.clone()
    slots = slots_of(seen)
    cards = sorted(where[i] for where, i in slots)
    for (where, i), cid in zip(slots, cards, strict=True):
        where[i] = cid
    seen.face_down = {where[i] for where, i in slots if where is seen.discard}
    seen.legal = None
    return seen
