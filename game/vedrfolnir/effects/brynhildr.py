"""Solo: Brynhildr's turn comes when one of her cards is revealed. The hand is thrown away and she
turns her face-down pile one card at a time into her stake, until a collection, another of her
cards, or the end of her pile (spec §11.2 SO-4, SO-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.vedrfolnir import collection
from game.vedrfolnir.frames import NOWHERE, Check, Receive, Sequence
from game.vedrfolnir.places import BRYNHILDR, HEILHEIM, VALHALLA

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def trigger(state: State) -> None:
    """SO-4 step 1: the rest of the hand and the Brynhildr card(s) go, then her sequence."""
    state.bryn_due = False
    state.emit("brynhildr_triggered", BRYNHILDR)
    state.discard_hand()
    state.discard.extend(state.aside)
    state.aside.clear()
    state.turn_over = True
    state.stack.append(Sequence())


def step(state: State, frame: Sequence) -> None:
    if frame.stopped_by != NOWHERE:
        _stopped_by_her_card(state)
        return
    if not state.pile:
        state.stack.pop()
        state.emit("brynhildr_stopped", BRYNHILDR, "exhausted")
        if state.opts.solo_exhausted_majority == "all_three":
            candidates = [VALHALLA, HEILHEIM, BRYNHILDR]
        else:
            candidates = [VALHALLA, HEILHEIM]
        collection.majority(state, candidates)
        collection.end_round(state)
        return
    cid = state.pile.pop() if state.opts.solo_brynhildr_reveal == "top_first" else state.pile.pop(0)
    state.emit("brynhildr_revealed", BRYNHILDR, cid)
    if state.t.is_trigger(cid):
        state.aside.append(cid)
        frame.stopped_by = cid
        return
    state.stack.append(Check(BRYNHILDR))
    state.stack.append(Receive(cid, BRYNHILDR, BRYNHILDR, None, "brynhildr", len(state.stack) - 1))


def _stopped_by_her_card(state: State) -> None:
    """Her revealed cards go; her face-down ones stay; the others keep theirs unless G29."""
    state.stack.pop()
    state.emit("brynhildr_stopped", BRYNHILDR, "brynhildr_card")
    state.discard.extend(state.stakes[BRYNHILDR])
    state.stakes[BRYNHILDR].clear()
    collection.discard_aside(state)
    if state.opts.solo_zones_after_brynhildr_card == "clear":
        collection.end_round(state)
