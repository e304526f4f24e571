"""Copies, snapshots, the public view and sampled worlds of a Vedrfolnir game.

Nothing is private (spec §15.1): every seat sees the same view. Hidden from everyone are the draw
pile's order, the hand's unrevealed cards, the cards discarded face down and Brynhildr's pile;
`view` gives only their counts (a face-down discard shows as -1) and `determinize` deals the
never-revealed cards anew among exactly those places.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.vedrfolnir.actions import TRIBUTE, Attribute
from game.vedrfolnir.frames import NOWHERE, Raven, Receive
from game.vedrfolnir.places import BRYNHILDR, SOLO
from game.vedrfolnir.preview import reach

if TYPE_CHECKING:
    from game.vedrfolnir.state import State

FORMAT = 1


def clone(state: State) -> State:
    from game.vedrfolnir.state import State

    s = State.__new__(State)
    s.__dict__.update(state.__dict__)
    s.draw = state.draw[:]
    s.hand = state.hand[:]
    s.stakes = [r[:] for r in state.stakes]
    s.tribute = state.tribute[:]
    s.orient = dict(state.orient)
    s.jokers = [r[:] for r in state.jokers]
    s.won = [r[:] for r in state.won]
    s.discard = state.discard[:]
    s.face_down = set(state.face_down)
    s.pile = state.pile[:]
    s.aside = state.aside[:]
    s.dealt = state.dealt[:]
    s.exact = state.exact[:]
    s.stack = [f.copy() for f in state.stack]
    s.events = []
    return s


def to_dict(state: State) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "game": "vedrfolnir",
        "players": state.n,
        "seed": state.seed,
        "options": dict(state.options),
        "readings": dict(state.readings),
        "draw": state.draw[:],
        "hand": state.hand[:],
        "revealed": state.revealed,
        "stakes": [r[:] for r in state.stakes],
        "tribute": state.tribute[:],
        "orient": {str(k): v for k, v in sorted(state.orient.items())},
        "jokers": [r[:] for r in state.jokers],
        "won": [r[:] for r in state.won],
        "discard": state.discard[:],
        "face_down": sorted(state.face_down),
        "pile": state.pile[:],
        "aside": state.aside[:],
        "dealt": state.dealt[:],
        "exact": state.exact[:],
        "stack": [f.as_list() for f in state.stack],
        "active": state.active,
        "round": state.round,
        "turn": state.turn,
        "turn_over": state.turn_over,
        "bryn_due": state.bryn_due,
        "over": state.over,
        "decision": state.decision,
        "decider": state.decider,
    }


def transit(state: State) -> dict[str, Any] | None:
    """The card being received (with its declared choice) or the raven going round."""
    for frame in reversed(state.stack):
        if isinstance(frame, Receive):
            return {"card": frame.cid, "to": frame.to, "by": frame.chooser, "choice": frame.choice}
        if isinstance(frame, Raven) and not frame.stopped:
            return {"card": frame.cid, "owner": frame.owner, "at": frame.at}
    return None


def view(state: State) -> dict[str, Any]:
    from game.vedrfolnir.collection import count
    from game.vedrfolnir.scoring import sheet, winners

    types = state.rules.active_rune_types(state.t.decks)
    places = []
    for p in range(state.places):
        places.append(
            {
                "role": state.roles[p],
                "controller": state.ctrl[p],
                "stake": state.stakes[p][:],
                "stars": state.stars(p),
                "objective": state.objective(p),
                "jokers": state.jokers[p][:],
                "won": state.won[p][:],
                "points": sheet(state, p)["total"],
                "runes": {rune: count(state, p, rune) for rune in types},
                "exact": state.exact[p],
                "dealt": state.dealt[p],
            }
        )
    legal = state.legal_actions(state.player_of(state.decider)) if not state.over else []
    return {
        "game": "vedrfolnir",
        "mode": state.mode,
        "players": state.n,
        "seed": state.seed,
        "decks": list(state.t.decks),
        "round": state.round,
        "turn": state.turn,
        "active": state.active,
        "pending": state.pending(),
        "to_move": list(state.to_move()),
        "deciding": state.deciding(),
        "places": places,
        "tribute": {
            "cards": state.tribute[:],
            "stars": state.stars(TRIBUTE),
            "dealt": state.dealt[TRIBUTE],
        },
        "orient": {str(cid): side for cid, side in sorted(state.orient.items())},
        "draw_pile": len(state.draw),
        "hand": len(state.hand),
        "revealed": state.revealed,
        "discard": [NOWHERE if c in state.face_down else c for c in state.discard],
        "aside": state.aside[:],
        "brynhildr_pile": len(state.pile),
        "brynhildr_dealt": state.mode == SOLO and state.dealt[BRYNHILDR],
        "transit": transit(state),
        "reach": [reach(state, a.to, a.choice) for a in legal if isinstance(a, Attribute)],
        "over": state.over,
        "winners": winners(state) if state.over else [],
        # public too, for a window rebuilding the state from this view (`fromview.py`)
        "readings": dict(state.readings),
        "stack": [f.as_list() for f in state.stack],
        "turn_over": state.turn_over,
        "bryn_due": state.bryn_due,
    }


def unknown_slots(state: State) -> list[tuple[list[int], int]]:
    """Every place a never-revealed card may be: (list, index) pairs, in a fixed order."""
    slots = [(state.draw, i) for i in range(len(state.draw))]
    slots += [(state.hand, i) for i in range(len(state.hand))]
    slots += [(state.discard, i) for i, c in enumerate(state.discard) if c in state.face_down]
    slots += [(state.pile, i) for i in range(len(state.pile))]
    return slots


def determinize(state: State, rng: random.Random) -> State:
    """A world consistent with the view: the never-revealed cards dealt anew to their places."""
    world = clone(state)
    slots = unknown_slots(world)
    cards = [where[i] for where, i in slots]
    rng.shuffle(cards)
    for (where, i), cid in zip(slots, cards, strict=True):
        where[i] = cid
    world.face_down = {where[i] for where, i in slots if where is world.discard}
    return world
