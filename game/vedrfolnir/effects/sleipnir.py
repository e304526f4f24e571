"""Sleipnir: its receiver draws the top card at once and receives it (spec §9.3). Also the draw
step every effect uses (the ravens' too), with the two things a draw can set off on its own: a
raven's round stopped by a new draw card (G14), and a Brynhildr card turning up in solo (SO-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.vedrfolnir.actions import TRIBUTE
from game.vedrfolnir.cards import DRAW_EFFECTS
from game.vedrfolnir.effects.placing import place
from game.vedrfolnir.frames import NOWHERE, Check, Draw, Place, Raven, Receive, Sequence

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def receive(state: State, cid: int, to: int) -> None:
    """Placed, then draws (G10); the other reading draws first and places after."""
    if state.opts.sleipnir_placed_before_draw:
        place(state, cid, to)
        state.stack.append(Draw(to))
        if state.opts.check_timing == "every_change":  # G11: a check before the draw too
            state.stack.append(Check(to))
    else:
        state.stack.append(Place(cid, to))
        state.stack.append(Draw(to))


def draw(state: State, frame: Draw) -> None:
    """The top card of the draw pile goes to `frame.to`; an empty pile gives nothing."""
    if not state.draw:
        return
    t, to = state.t, frame.to
    cid = state.draw.pop()
    state.emit("card_drawn", to, cid, to)
    if frame.raven != NOWHERE:
        _maybe_stop_raven(state, state.stack[frame.raven], cid)
    if t.is_trigger(cid):
        _brynhildr_turns_up(state, cid)
        return
    receiver_chooses = state.opts.drawn_card_chooser == "receiver" and to != TRIBUTE
    chooser = to if receiver_chooses else state.active
    check = frame.check
    if check == NOWHERE and state.opts.check_timing == "every_change":
        state.stack.append(Check(to))
        check = len(state.stack) - 1
    state.stack.append(Receive(cid, to, chooser, None, "draw", check))


def _maybe_stop_raven(state: State, raven: object, cid: int) -> None:
    assert isinstance(raven, Raven)
    if raven.stopped:
        return
    if state.opts.raven_stops_on == "any_draw" or state.t.effect[cid] in DRAW_EFFECTS:
        raven.stopped = True
        state.to_discard(raven.cid)
        state.emit("card_discarded", -1, raven.cid, "raven")


def _brynhildr_turns_up(state: State, cid: int) -> None:
    """Not received: set aside until the card being resolved is done (SO-5); in her own
    sequence it ends the sequence like one she reveals."""
    state.aside.append(cid)
    sequence = next((f for f in state.stack if isinstance(f, Sequence)), None)
    if sequence is None:
        state.bryn_due = True
    elif sequence.stopped_by == NOWHERE:
        sequence.stopped_by = cid
