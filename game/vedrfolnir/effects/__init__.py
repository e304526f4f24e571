"""Card effects, one module each, and the step that works one frame of the resolution stack.

`step` is the whole of spec §4 (receiving a card) in order: the card's choice, the receiver's
joker window (R-1), jokers (R-2), cards that do not apply to the Tribute (R-3), removals before
placement (R-4), placement (R-5) and what follows it (R-6); the collection check (R-7) is a frame
of its own, pushed by whoever owes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.vedrfolnir import collection
from game.vedrfolnir.actions import TRIBUTE
from game.vedrfolnir.effects import brynhildr, hel, jokers, raven, removal, sleipnir
from game.vedrfolnir.effects.placing import place
from game.vedrfolnir.effects.variants import choices, receiver_chooses
from game.vedrfolnir.frames import Check, Draw, Frame, Place, Raven, Receive, Sequence

if TYPE_CHECKING:
    from game.vedrfolnir.state import State

__all__ = ["brynhildr", "choices", "jokers", "place", "receiver_chooses", "step"]

REMOVALS = {"discard_last": "last", "discard_first": "first"}


def step(state: State, frame: Frame) -> bool:
    """Work the top frame once; True when it now waits for a decision."""
    if isinstance(frame, Receive):
        return _receive(state, frame)
    if isinstance(frame, Check):
        state.stack.pop()
        collection.check(state, frame.recipient)
        return False
    if isinstance(frame, Draw):
        state.stack.pop()
        sleipnir.draw(state, frame)
        return False
    if isinstance(frame, Place):
        state.stack.pop()
        place(state, frame.cid, frame.to)
        return False
    if isinstance(frame, Raven):
        raven.step(state, frame)
        return False
    assert isinstance(frame, Sequence)
    brynhildr.step(state, frame)
    return False


def _receive(state: State, frame: Receive) -> bool:
    if frame.stage == 0:
        if frame.choice is None:
            variants = choices(state, frame.cid, frame.chooser, frame.to)
            if len(variants) > 1:
                return state.wait("choose", frame.chooser)
            frame.choice = variants[0]
        frame.stage = 1
    if frame.stage == 1:
        frame.stage = 2  # the next step resolves: the window is open or never was
        if jokers.window(state, frame):
            return state.wait("respond", frame.to)
    state.stack.pop()
    _resolve(state, frame)
    return False


def _resolve(state: State, frame: Receive) -> None:
    t, cid, to = state.t, frame.cid, frame.to
    if t.is_joker(cid):
        jokers.gain(state, cid, to)
        return
    if to == TRIBUTE and t.objective[cid]:
        state.to_discard(cid)
        state.emit("card_discarded", -1, cid, "not_for_tribute")
        return
    effect = t.effect[cid]
    if effect in REMOVALS:
        removal.remove(state, to, REMOVALS[effect])
    elif effect == "discard_first_or_last":
        removal.remove(state, to, frame.choice or "last")
    elif effect == "hel":
        hel.resolve(state, frame.chooser, frame.choice or "none")
    elif t.is_tyr(cid):
        state.orient[cid] = frame.choice or "odin"
    if effect == "draw_one":
        sleipnir.receive(state, cid, to)
    elif effect == "raven":
        raven.receive(state, cid, to)
    else:
        place(state, cid, to)
