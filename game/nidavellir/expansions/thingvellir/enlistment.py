"""The Enlistment at the end of each Age (spec §5.2, D15): the seats with mercenaries waiting,
most mercenaries first then highest gem; the first chooses to go first or last; each places every
one of its mercenaries in one of the mercenary's two classes, one rank there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.nidavellir.expansions.thingvellir.actions import Enlist, EnlistFirst
from game.nidavellir.expansions.thingvellir.flow import ENLIST, ENLIST_FIRST
from game.nidavellir.flow import CHECK_LINES, END_OF_AGE

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState

PLACING_STEP = 1  # the end-of-Age step that enlists, then places Ylud (the base game's first)


def placing(state: ThingvellirState) -> bool:
    """Whether the end of an Age is enlisting or placing Ylud: a mercenary taken then (Holda
    through a line) is enlisted at once (§6 #5, as BGA). One taken during the Troop Evaluation
    waits in the command zone for the Enlistment of Age 2, as in both public editions."""
    running = state.end_step - 1  # `end_step` names the step to run next
    return state.phase == END_OF_AGE and running <= PLACING_STEP


def waiting(state: ThingvellirState, seat: int) -> list[int]:
    """The seat's mercenaries not enlisted yet (in its command zone)."""
    mercs = state.rules.mercenaries
    return [c for c in state.players[seat].command if c in mercs]


def start(state: ThingvellirState) -> None:
    """Order the seats that have mercenaries to enlist; the first chooses its place."""
    seats = [s for s in range(state.n) if waiting(state, s)]
    seats.sort(key=lambda s: (-len(waiting(state, s)), -state.players[s].gem))
    state.enlist = seats
    if seats:
        state.emit("enlistment_order", -1, tuple(seats))
    if len(seats) > 1:
        state.stack.append((ENLIST_FIRST, seats[0], 0, 0))


def next_step(state: ThingvellirState) -> bool:
    """Ask the next seat in order for its next mercenary; False once everyone is done."""
    while state.enlist:
        seat = state.enlist[0]
        if waiting(state, seat):
            state.stack.append((ENLIST, seat, 0, 0))
            return True
        state.enlist.pop(0)
    return False


def first_actions(state: ThingvellirState, seat: int, a: int, b: int) -> list[EnlistFirst]:
    return [EnlistFirst(seat, True), EnlistFirst(seat, False)]


def do_first(state: ThingvellirState, action: EnlistFirst, a: int, b: int) -> None:
    if action.yes not in (True, False):
        raise IllegalAction(f"seat {action.seat} must answer yes or no")
    state.stack.pop()
    if not action.yes:
        state.enlist.append(state.enlist.pop(0))
    state.emit("enlistment_order", -1, tuple(state.enlist))


def enlist_actions(state: ThingvellirState, seat: int, a: int, b: int) -> list[Enlist]:
    mercs, cards = state.rules.mercenaries, state.rules.cards
    return [
        Enlist(seat, c, cards[c].key, column)
        for c in waiting(state, seat)
        for column in mercs[c].classes
    ]


def do_enlist(state: ThingvellirState, action: Enlist, a: int, b: int) -> None:
    seat, card = action.seat, action.card
    merc = state.rules.mercenaries.get(card)
    if (
        merc is None
        or card not in waiting(state, seat)
        or merc.key != action.key
        or action.column not in merc.classes
    ):
        raise IllegalAction(f"seat {seat} cannot enlist {action.key} there")
    state.stack.pop()
    state.players[seat].command.remove(card)
    state.emit("mercenary_enlisted", seat, card, action.column)
    state.stack.append((CHECK_LINES, seat, 0, 0))
    state.place(seat, card, action.column)
