"""Hugin and Munin: each place in turn, from the receiver round the table, draws a card; then the
raven comes home and adds its stars (spec §9.6). Hugin goes left, Munin right (G13, in the data)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.vedrfolnir.actions import TRIBUTE
from game.vedrfolnir.effects.placing import place
from game.vedrfolnir.frames import Check, Draw, Place, Raven

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def receive(state: State, cid: int, to: int) -> None:
    direction = state.t.direction[cid]
    if to != TRIBUTE:
        state.stack.append(Raven(cid, to, to, direction))
        return
    mode = state.opts.raven_in_tribute  # G15: the Tribute has no neighbours
    if mode == "discard":
        state.to_discard(cid)
        state.emit("card_discarded", -1, cid, "not_for_tribute")
    elif mode == "draw_one":  # the Tribute draws one card, then the raven settles (EX-24)
        state.stack.append(Place(cid, TRIBUTE))
        state.stack.append(Draw(TRIBUTE))
    else:
        state.stack.append(Raven(cid, TRIBUTE, state.active, direction))


def step(state: State, frame: Raven) -> None:
    """One step of the round: the place at `frame.at` draws (with a check point after it), or
    the raven moves on, or it is home and placed (a last check point)."""
    if frame.stopped:
        state.stack.pop()
        return
    if frame.step == "draw":
        frame.step = "next"
        me = len(state.stack) - 1
        state.stack.append(Check(frame.at))
        state.stack.append(Draw(frame.at, raven=me, check=me + 1))
        return
    came_from = frame.at
    frame.at = state.neighbour(frame.at, frame.direction)
    if frame.at != frame.start:
        frame.step = "draw"
        state.emit("raven_passed", came_from, frame.cid, frame.at)
        return
    state.stack.pop()
    state.emit("raven_passed", came_from, frame.cid, frame.owner)
    place(state, frame.cid, frame.owner)
    state.stack.append(Check(frame.owner))
