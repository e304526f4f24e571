"""Idavoll's mythology cards: what `IdavollState`'s hooks call, dispatched to one rule per card.

Each card's `effect` in `data/nidavellir/mythology.yaml` names its rule in `EFFECTS` (gods.py,
giants.py, animals.py, valkyries.py); `IdavollState` (state.py) calls only the functions below
and never names a card. `LEGAL` and `HANDLERS` give the legal actions and
the handler of each Idavoll decision kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.nidavellir.actions import Action
from game.nidavellir.data import DWARF, GIANT, GOD, NEUTRAL, VALKYRIE, Hero, Myth
from game.nidavellir.expansions.idavoll import animals, decisions, giants, gods, valkyries
from game.nidavellir.expansions.idavoll.base import READY, Effect
from game.nidavellir.expansions.idavoll.flow import CAPTURE

if TYPE_CHECKING:
    from game.nidavellir.expansions.idavoll.state import IdavollState

EFFECTS: dict[str, Effect] = {
    **gods.EFFECTS,
    **giants.EFFECTS,
    **animals.EFFECTS,
    **valkyries.EFFECTS,
}
LEGAL: dict[int, Callable[..., list[Action]]] = {**gods.LEGAL, **decisions.LEGAL}
HANDLERS: dict[int, tuple[type, Any]] = {**gods.HANDLERS, **decisions.HANDLERS}


def effect_of(state: IdavollState, card: int) -> tuple[Effect, Myth]:
    myth = state.rules.myths[card]
    return EFFECTS[myth.effect], myth


def owned(state: IdavollState, seat: int, effect: str) -> int:
    """The seat's command-zone card running `effect`, or -1."""
    myths = state.rules.myths
    for card in state.players[seat].myth:
        if myths[card].effect == effect:
            return card
    return -1


def gain(state: IdavollState, seat: int, card: int) -> None:
    """A seat takes a mythology card: to its command zone with its token, or to its army."""
    eff, myth = effect_of(state, card)
    eff.gain(state, seat, myth)


def round_start(state: IdavollState) -> None:
    """The taverns are filled: gods acting before bids are asked, highest priority on top."""
    entries = []
    for seat, p in enumerate(state.players):
        for card in p.myth:
            eff, myth = effect_of(state, card)
            if eff.priority:
                entries.append((eff.priority, seat, eff, myth))
    for _, seat, eff, myth in sorted(entries, key=lambda e: (e[0], e[1])):
        eff.round_start(state, seat, myth)


def end_turn(state: IdavollState, seat: int) -> None:
    for card in state.players[seat].myth:
        eff, myth = effect_of(state, card)
        eff.end_turn(state, seat, myth)


def pick_options(state: IdavollState, seat: int) -> list[Action]:
    out: list[Action] = []
    for card in state.players[seat].myth:
        eff, myth = effect_of(state, card)
        out += eff.pick_options(state, seat, myth)
    return out


def dwarf_taken(state: IdavollState, seat: int, card: int) -> bool:
    """A card taken from a tavern: if a giant waits for a dwarf of its class, ask whether to
    capture it (True: the decision is pushed, the card is not placed yet)."""
    info = state.rules.cards[card]
    if info.kind != DWARF:
        return False
    p = state.players[seat]
    myths = state.rules.myths
    for giant in p.myth:
        myth = myths[giant]
        if myth.kind == GIANT and myth.cls == info.cls and p.tokens[giant] == READY:
            state.stack.append((CAPTURE, seat, card, giant))
            return True
    return False


def trigger(state: IdavollState, seat: int, event: str, cls: int = NEUTRAL, steps: int = 1) -> None:
    """Move down the strength token of each of the seat's valkyries watching `event`."""
    p = state.players[seat]
    myths = state.rules.myths
    for card in p.myth:
        myth = myths[card]
        if myth.kind != VALKYRIE or EFFECTS[myth.effect].trigger != event:
            continue
        if event == "class_card" and (cls == NEUTRAL or cls != p.olrun):
            continue
        last = len(myth.track) - 1
        if p.tokens[card] < last:
            p.tokens[card] = min(last, p.tokens[card] + steps)
            state.emit("strength_moved", seat, card, p.tokens[card])


def discard_need(state: IdavollState, seat: int, hero: Hero) -> int:
    """How many discards the hero asks of this seat (Durathor lowers Dagda's)."""
    need = hero.discard
    myths = state.rules.myths
    for col in state.players[seat].columns:
        for card in col:
            myth = myths.get(card)
            if myth is not None and myth.discard_reduction is not None:
                target, by = myth.discard_reduction
                if target == hero.card:
                    need -= by
    return max(0, need)


def discard_canceller(state: IdavollState, seat: int) -> int:
    """The seat's god whose unspent token may cancel one discard (Thor), or -1."""
    p = state.players[seat]
    for card in p.myth:
        if effect_of(state, card)[0].cancels_discard and p.tokens[card] == READY:
            return card
    return -1


def pioneer_draw(state: IdavollState, seat: int, base: int) -> int:
    """Cards the Pioneer's winner draws: Garm raises the count."""
    myths = state.rules.myths
    best = base
    for col in state.players[seat].columns:
        for card in col:
            myth = myths.get(card)
            if myth is not None and myth.pioneer_draw > best:
                best = myth.pioneer_draw
    return best


def sheet(state: IdavollState, seat: int) -> tuple[int, int, int]:
    """(gods, giants, valkyries) points of one seat's command zone."""
    totals = {GOD: 0, GIANT: 0, VALKYRIE: 0}
    for card in state.players[seat].myth:
        eff, myth = effect_of(state, card)
        totals[myth.kind] += eff.score(state, seat, myth)
    return totals[GOD], totals[GIANT], totals[VALKYRIE]


__all__ = ["EFFECTS", "HANDLERS", "LEGAL", "READY", "effect_of", "gain", "owned"]
