"""The names of Vedrfolnir's rules core that its AI reads, imported here and nowhere else in
`game/ai/vedrfolnir`, and the public snapshot the policy reads a state through.

Why one module: a move inside the rules package is mended here, not across the policy. Why a
snapshot of our own: the core's `view` also works out every attribution's reach and every score
sheet, which the policy does not need at each of the thousands of decisions of a search; the
snapshot has the same keys (a subset of the view), taken from the state's public attributes
only: it never lists the draw pile, the hand, a face-down discard or Brynhildr's pile.
"""

from __future__ import annotations

from typing import Any

from game.vedrfolnir.actions import TRIBUTE, Reveal, ToBrynhildr
from game.vedrfolnir.cards import copies
from game.vedrfolnir.data import Rules, default_rules
from game.vedrfolnir.persist import transit, unknown_slots
from game.vedrfolnir.scoring import place_totals
from game.vedrfolnir.state import State


def rules() -> Rules:
    return default_rules()


def round_of(state: State) -> int:
    return state.round


def public(state: State) -> dict[str, Any]:
    """The keys of `state.view()` the policy reads, shared with the state, not copied."""
    totals = place_totals(state)
    places = [
        {
            "role": state.roles[p],
            "controller": state.ctrl[p],
            "stake": state.stakes[p],
            "jokers": state.jokers[p],
            "won": state.won[p],
            "points": totals[p],
            "dealt": state.dealt[p],
        }
        for p in range(state.places)
    ]
    down = state.face_down
    return {
        "mode": state.mode,
        "players": state.n,
        "decks": state.t.decks,
        "active": state.active,
        "pending": state.pending(),
        "places": places,
        "tribute": {"cards": state.tribute, "dealt": state.dealt[TRIBUTE]},
        "orient": state.orient,
        "draw_pile": len(state.draw),
        "hand": len(state.hand),
        "revealed": state.revealed,
        "discard": [-1 if c in down else c for c in state.discard] if down else state.discard,
        "aside": state.aside,
        "transit": transit(state),
    }


__all__ = [
    "TRIBUTE",
    "Reveal",
    "Rules",
    "State",
    "ToBrynhildr",
    "copies",
    "place_totals",
    "public",
    "round_of",
    "rules",
    "unknown_slots",
]
