"""Hero recruitment: who may be recruited, and what recruiting each hero does.

Each hero's behaviour is read from its data (`data/nidavellir/heroes.yaml`): a column to join, a
requirement, discards, a transform, bidding from hand, a placement by choice. The flow in
`state.py` only asks "may this seat recruit?" and "recruit this hero".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.data import PLACE_ANY_COLUMN, PLACE_CLASS, PLACE_END_OF_AGE
from game.nidavellir.flow import CHECK_LINES, TAVERN, THRUD, TRANSFORM, YLUD

if TYPE_CHECKING:
    from game.nidavellir.state import State


def can_recruit(state: State, seat: int, hero_card: int) -> bool:
    """Whether the hero's own condition holds (Hourya's ranks, Dagda's and Bonfur's discards)."""
    hero = state.rules.heroes[hero_card]
    p = state.players[seat]
    for cls, need in hero.requires:
        if p.ranks[cls] < need:
            return False
    if not state.hero_allowed(seat, hero):
        return False
    if not hero.discard:
        return True
    need = state.discard_need(seat, hero)
    if need and state.discard_cancellable(seat):
        need -= 1
    return len(state.discardable_columns(seat, 1 << hero.cls)) >= need


def recruit(state: State, seat: int, hero_card: int, via_odin: bool = False) -> None:
    """Recruit a hero and push what it asks for; a swap (Odin's) is no "hero" event."""

    hero = state.rules.heroes[hero_card]
    p = state.players[seat]
    state.hero_pool.remove(hero_card)
    p.heroes.append(hero_card)
    state.emit("hero_recruited", seat, hero_card)
    if not via_odin:
        state.trigger(seat, "hero")
    state.stack.append((CHECK_LINES, seat, 0, 0))
    if hero.placement == PLACE_CLASS:
        state.place(seat, hero_card, hero.cls)
        if hero.discard:
            state.push_discards(seat, hero)
    elif hero.placement == PLACE_ANY_COLUMN:
        state.stack.append((THRUD, seat, 0, 0))
    else:
        p.command.append(hero_card)
    if hero.transform:
        state.stack.append((TRANSFORM, seat, hero.transform, int(hero.transform_lowest)))
    if hero.bids_from_hand:
        p.bids_from_hand = True
        first_unrevealed = state.tavern + 1 if state.phase == TAVERN else 0
        for slot in range(first_unrevealed, 5):
            if p.board[slot] >= 0:
                p.hand.append(p.board[slot])
                p.board[slot] = -1
                p.known &= ~(1 << slot)
        p.hand.sort()
        state.emit("coins_to_hand", seat)
    state.hero_power(seat, hero)


def end_of_age_placements(state: State) -> None:
    """The end-of-age hero (Ylud): placed from the command zone, or free to move after Age 2."""

    for seat, p in enumerate(state.players):
        for h in p.heroes:
            if state.rules.heroes[h].placement == PLACE_END_OF_AGE and (
                p.ylud_col < 0 or state.age == 2
            ):
                state.stack.append((YLUD, seat, 0, 0))
