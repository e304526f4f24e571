"""The decisions owed to giants, valkyries and animals: capture or place, Olrun's class, Skymir's
keeps and Gullinbursti's column (the gods' own decisions live in `gods.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.nidavellir.actions import HAND, Action, Column, Keep, Transform, check_column
from game.nidavellir.expansions.idavoll import giants
from game.nidavellir.expansions.idavoll.actions import Capture, Olrun
from game.nidavellir.expansions.idavoll.base import SPENT
from game.nidavellir.expansions.idavoll.flow import BOAR, CAPTURE, HRUNGNIR, OLRUN, SKYMIR_KEEP
from game.nidavellir.flow import CHECK_LINES

if TYPE_CHECKING:
    from game.nidavellir.expansions.idavoll.state import IdavollState

_COLUMNS = range(5)


def capture_actions(state: IdavollState, seat: int, card: int, giant: int) -> list[Action]:
    return [Capture(seat, True), Capture(seat, False)]


def do_capture(state: IdavollState, action: Capture, card: int, giant: int) -> None:
    """Capture: the dwarf goes under the giant, its effect fires. Place: the dwarf joins the
    army and the giant is turned face down for good (its token is lost either way)."""
    from game.nidavellir.expansions.idavoll.mythology import effect_of

    seat = action.seat
    if action.yes not in (True, False):
        raise IllegalAction(f"seat {seat} must answer yes or no to the capture")
    state.stack.pop()
    p = state.players[seat]
    p.tokens[giant] = SPENT
    if action.yes:
        p.captured[giant] = card
        state.emit("card_captured", seat, card, giant)
        eff, myth = effect_of(state, giant)
        eff.on_capture(state, seat, myth, card)
    else:
        state.emit("capture_declined", seat, card, giant)
        state.receive(seat, card)


def olrun_actions(state: IdavollState, seat: int, a: int, b: int) -> list[Action]:
    return [Olrun(seat, c) for c in _COLUMNS]


def do_olrun(state: IdavollState, action: Olrun, a: int, b: int) -> None:
    check_column(action)
    state.stack.pop()
    state.players[action.seat].olrun = action.column
    state.emit("class_chosen", action.seat, action.column)


def skymir_actions(state: IdavollState, seat: int, a: int, b: int) -> list[Action]:
    cards = state.rules.cards
    return [Keep(seat, c, cards[c].key) for c in state.drawn]


def keep_drawn(state: IdavollState, action: Keep) -> int:
    """The seat keeps one of the cards it drew (Skymir, Frigg): checked, taken off the drawn
    cards, announced; returns the card, which the caller then resolves."""
    if action.card not in state.drawn or state.rules.cards[action.card].key != action.key:
        raise IllegalAction(f"{action.key} was not drawn")
    state.stack.pop()
    state.drawn.remove(action.card)
    state.emit("card_kept", action.seat, action.card)
    return action.card


def do_skymir_keep(state: IdavollState, action: Keep, keep: int, b: int) -> None:
    """Keep one drawn card and resolve it as if recruited; after the last keep the other cards
    go under the reserve. The next keep is decided before the kept cards' own decisions."""
    from game.nidavellir.expansions.idavoll.mythology import gain

    seat, card = action.seat, keep_drawn(state, action)
    gain(state, seat, card)
    if keep > 1 and state.drawn:
        state.stack.append((SKYMIR_KEEP, seat, keep - 1, 0))
    else:
        state.reserve[0:0] = reversed(state.drawn)
        state.drawn = []


def boar_actions(state: IdavollState, seat: int, card: int, b: int) -> list[Action]:
    return [Column(seat, c) for c in _COLUMNS]


def do_boar(state: IdavollState, action: Column, card: int, b: int) -> None:
    check_column(action)
    state.stack.pop()
    state.set_aside.remove(card)
    state.stack.append((CHECK_LINES, action.seat, 0, 0))
    state.place(action.seat, card, action.column)


def hrungnir_actions(state: IdavollState, seat: int, amount: int, packed: int) -> list[Action]:
    return [Transform(seat, HAND, code) for code in sorted(set(giants.unpack(packed)))]


def do_hrungnir(state: IdavollState, action: Transform, amount: int, packed: int) -> None:
    """Uline's owner transforms the hand coin she chose next; the others follow."""
    coins = giants.unpack(packed)
    if action.place != HAND or action.coin not in coins:
        raise IllegalAction(f"{action} is not one of the coins Hrungnir transforms")
    state.stack.pop()
    coins.remove(action.coin)
    state.transform_coin(action.seat, HAND, action.coin, amount)
    giants.transform_hand(state, action.seat, coins, amount)


LEGAL = {
    CAPTURE: capture_actions,
    OLRUN: olrun_actions,
    SKYMIR_KEEP: skymir_actions,
    BOAR: boar_actions,
    HRUNGNIR: hrungnir_actions,
}
HANDLERS = {
    CAPTURE: (Capture, do_capture),
    OLRUN: (Olrun, do_olrun),
    SKYMIR_KEEP: (Keep, do_skymir_keep),
    BOAR: (Column, do_boar),
    HRUNGNIR: (Transform, do_hrungnir),
}
