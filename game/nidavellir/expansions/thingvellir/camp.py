"""The camp (spec §5.1): five camp cards shown, refilled each round from the current Age's camp
deck and cleared when Age 2 starts; who may visit it in a tavern, and what taking a card does."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.nidavellir.expansions.thingvellir import enlistment
from game.nidavellir.expansions.thingvellir.actions import Camp, Drop
from game.nidavellir.expansions.thingvellir.artifacts import grants, rule_of
from game.nidavellir.expansions.thingvellir.flow import DROP, ENLIST
from game.taverns.decisions import card_action

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState


def refill(state: ThingvellirState) -> None:
    """A new round: at the start of Age 2 the Age 1 camp cards left, shown or in their deck, go
    to the camp's discard; then the camp is filled up from the current Age's camp deck."""
    if state.age == 2 and state.round == 1 and (state.camp or state.camp_decks[1]):
        cleared = tuple(state.camp)
        state.camp_discard += state.camp + state.camp_decks[1]
        state.camp = []
        state.camp_decks[1] = []
        state.emit("camp_cleared", -1, cleared)
    deck = state.camp_decks[state.age]
    added = [deck.pop() for _ in range(min(state.rules.camp_size - len(state.camp), len(deck)))]
    if added:
        state.camp += added
        state.emit("camp_refilled", -1, tuple(added))


def takeable(state: ThingvellirState, seat: int) -> list[int]:
    """The camp cards `seat` may take now (Brisingamens needs cards in the discard pile)."""
    arts = state.rules.artifacts
    return [
        c for c in state.camp if c not in arts or rule_of(arts[c]).takeable(state, seat, arts[c])
    ]


def may_visit(state: ThingvellirState, seat: int) -> bool:
    """In the tavern being resolved: nobody visited the camp yet, and the seat won the bid or
    owns an artifact that lets it visit anyway (Fafnir)."""
    if state.camp_visited or not state.camp:
        return False
    if state.order and state.order[0] == seat:
        return True
    return grants(state, seat, "visits_camp")


def camp_actions(state: ThingvellirState, seat: int) -> list[Camp]:
    cards = state.rules.cards
    return [card_action(Camp, seat, c, cards[c].key) for c in takeable(state, seat)]


def take(state: ThingvellirState, seat: int, card: int) -> None:
    """The seat takes a camp card: a mercenary waits in the command zone (enlisted at once while
    the end of an Age enlists or places Ylud, see `enlistment.placing`), an artifact does what
    its rule says."""
    state.camp.remove(card)
    state.emit("camp_card_taken", seat, card, state.tavern)
    art = state.rules.artifacts.get(card)
    if art is not None:
        rule_of(art).gain(state, seat, art)
        return
    state.players[seat].command.append(card)
    if enlistment.placing(state):
        state.stack.append((ENLIST, seat, 0, 0))


def check(state: ThingvellirState, action: Camp) -> None:
    if action.card not in takeable(state, action.seat) or (
        state.rules.cards[action.card].key != action.key
    ):
        raise IllegalAction(f"seat {action.seat} cannot take {action.key} from the camp")


def do_visit(state: ThingvellirState, action: Camp, a: int, b: int) -> None:
    """A camp card instead of the tavern's; with two players the bid winner also discards a
    tavern card (§6 #16) once its whole turn is over, as both public editions do.

    Owed at the bottom of the stack (a turn starts on an empty one), the drop comes after the
    camp card's effects, the heroes they bring, the trade and the turn's end (Odin): nothing of
    that visit can take the dropped card back from the discard pile."""
    seat = action.seat
    check(state, action)
    if not may_visit(state, seat):
        raise IllegalAction(f"seat {seat} may not visit the camp in this tavern")
    state.stack.pop()
    state.camp_visited = True
    if state.n == 2 and state.order[0] == seat and state.taverns[state.tavern]:
        state.stack.insert(0, (DROP, seat, 0, 0))
    take(state, seat, action.card)


def do_holda(state: ThingvellirState, action: Camp, a: int, b: int) -> None:
    check(state, action)
    state.stack.pop()
    take(state, action.seat, action.card)


def holda_actions(state: ThingvellirState, seat: int, a: int, b: int) -> list[Camp]:
    return camp_actions(state, seat)


def droppable(state: ThingvellirState, seat: int) -> list[int]:
    """The tavern cards the camp visitor may discard: never one kept for another seat (Loki's),
    unless nothing else is left."""
    tavern = state.taverns[state.tavern]
    locked = state.locked_card(seat)
    return [c for c in tavern if c != locked] or tavern[:]


def drop_actions(state: ThingvellirState, seat: int, a: int, b: int) -> list[Drop]:
    cards = state.rules.cards
    return [card_action(Drop, seat, c, cards[c].key) for c in droppable(state, seat)]


def do_drop(state: ThingvellirState, action: Drop, a: int, b: int) -> None:
    tavern = state.taverns[state.tavern]
    if (
        action.card not in droppable(state, action.seat)
        or state.rules.cards[action.card].key != action.key
    ):
        raise IllegalAction(f"{action.key} cannot be discarded from the tavern being resolved")
    state.stack.pop()
    tavern.remove(action.card)
    state.emit("tavern_card_dropped", action.seat, action.card, state.tavern)
    state.leftover(action.card, state.tavern)
