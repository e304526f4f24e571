"""The powers of Thingvellir's heroes on recruitment (spec §5.4): Andumia takes a card from the
discard pile, Holda a camp card, Olwyn brings two doubles to place, Zolkur sits on the pouch.
Jarika's bonus and Khrad's transform are data the shared code reads (`upgrade_bonus`,
`transform_lowest`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.nidavellir.actions import Column, check_column
from game.nidavellir.data import Hero
from game.nidavellir.expansions.thingvellir import camp
from game.nidavellir.expansions.thingvellir.army import retrieve_entry
from game.nidavellir.expansions.thingvellir.flow import HOLDA, OLWYN
from game.nidavellir.flow import CHECK_LINES

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState


def allowed(state: ThingvellirState, seat: int, hero: Hero) -> bool:
    """Andumia needs a card in the discard pile, Holda a camp card she may take (unless
    `variants: holda_without_camp_card` allows her without one)."""
    if hero.power == "andumia":
        return bool(state.discard)
    if hero.power == "holda":
        return bool(camp.takeable(state, seat)) or (
            state.rules.camp_variants.holda_without_camp_card == "allowed"
        )
    return True


def power(state: ThingvellirState, seat: int, hero: Hero) -> None:
    if hero.power == "andumia":
        state.stack.append(retrieve_entry(seat, 1, -1, False))
    elif hero.power == "holda":
        if camp.takeable(state, seat):
            state.stack.append((HOLDA, seat, 0, 0))
    elif hero.power == "olwyn":
        doubles = [d for d in state.rules.doubles if d in state.set_aside]
        if doubles:
            state.stack.append((OLWYN, seat, doubles[0], 0))
    elif hero.power == "zolkur":
        state.players[seat].pouch_hero = hero.card
        state.emit("hero_on_pouch", seat, hero.card)


def upgrade_bonus(state: ThingvellirState, seat: int) -> int:
    """What the seat's heroes add to the target of its transforms and trades (Jarika)."""
    heroes = state.rules.heroes
    return sum(heroes[h].upgrade_bonus for h in state.players[seat].heroes)


def on_pouch(state: ThingvellirState, seat: int) -> bool:
    """Whether a hero sits on the seat's pouch (Odin's return takes him off)."""
    return state.players[seat].pouch_hero >= 0


def olwyn_actions(state: ThingvellirState, seat: int, double: int, excluded: int) -> list[Column]:
    return [Column(seat, c) for c in range(5) if not excluded >> c & 1]


def do_olwyn(state: ThingvellirState, action: Column, double: int, excluded: int) -> None:
    """Place a double; the next one goes to another column."""
    check_column(action)
    if excluded >> action.column & 1:
        raise IllegalAction(f"seat {action.seat}: Olwyn's doubles go to two different columns")
    seat = action.seat
    state.stack.pop()
    state.set_aside.remove(double)
    left = [d for d in state.rules.doubles if d in state.set_aside]
    if left:
        state.stack.append((OLWYN, seat, left[0], excluded | 1 << action.column))
    state.stack.append((CHECK_LINES, seat, 0, 0))
    state.place(seat, double, action.column)
