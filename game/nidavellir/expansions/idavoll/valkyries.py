"""The five valkyries: each names the event that moves its strength token down one notch.

The flow reports events through `mythology.trigger`; Olrun alone asks for a class when she
arrives and reacts only to cards of that class.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.expansions.idavoll.base import Valkyrie
from game.nidavellir.expansions.idavoll.flow import OLRUN

if TYPE_CHECKING:
    from game.nidavellir.data import Myth
    from game.nidavellir.expansions.idavoll.state import IdavollState


class Brynhildr(Valkyrie):
    """Down when the seat chooses first in a tavern (it won the bid)."""

    trigger = "first_choice"


class Hildr(Valkyrie):
    """Down for each distinction won (her last notch is worth 0 again)."""

    trigger = "distinction"


class Olrun(Valkyrie):
    """Down each time a card with a rank of her class joins the army; the class is chosen when
    she arrives (neutral ranks, as Thrud's, Ylud's or Gullinbursti's, never count)."""

    trigger = "class_card"

    def gain(self, state: IdavollState, seat: int, myth: Myth) -> None:
        super().gain(state, seat, myth)
        state.stack.append((OLRUN, seat, myth.card, 0))


class Sigrdrifa(Valkyrie):
    """Down for each hero recruited, however, except through Odin."""

    trigger = "hero"


class Svafa(Valkyrie):
    """Down one notch per point of betterment (a coin above the value aimed for)."""

    trigger = "betterment"


EFFECTS = {
    "brynhildr": Brynhildr(),
    "hildr": Hildr(),
    "olrun": Olrun(),
    "sigrdrifa": Sigrdrifa(),
    "svafa": Svafa(),
}
