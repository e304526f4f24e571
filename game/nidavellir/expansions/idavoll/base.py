"""The shape every mythology card's rule takes, and what each family (god, giant, animal,
valkyrie) does when a seat gains the card.

A card's rule overrides only the hooks it needs; the flow reaches them through the functions of
`idavoll.mythology`, so no flow code names a card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.actions import Action
from game.nidavellir.flow import CHECK_LINES

if TYPE_CHECKING:
    from game.nidavellir.data import Myth
    from game.nidavellir.expansions.idavoll.state import IdavollState

# Values of `IdavollPlayer.tokens` for gods and giants (valkyries keep their notch index there).
SPENT, READY = 0, 1


class Effect:
    """Hooks of one mythology card; the defaults do nothing."""

    priority = 0  # gods acting at the start of a round: the highest decides first (Loki)
    trigger = ""  # valkyries: the event that moves their strength token
    cancels_discard = False  # Thor

    def gain(self, state: IdavollState, seat: int, myth: Myth) -> None:
        """The seat has just taken the card (from a tavern or Skymir's draw)."""
        p = state.players[seat]
        p.myth.append(myth.card)
        p.tokens[myth.card] = READY
        state.emit("myth_gained", seat, myth.card)

    def round_start(self, state: IdavollState, seat: int, myth: Myth) -> None:
        """The taverns are filled, nobody has bid yet."""

    def end_turn(self, state: IdavollState, seat: int, myth: Myth) -> None:
        """The seat's turn in a tavern is over (after its coin trade)."""

    def pick_options(self, state: IdavollState, seat: int, myth: Myth) -> list[Action]:
        """Extra ways to take a card from the tavern being resolved (Frigg)."""
        return []

    def on_capture(self, state: IdavollState, seat: int, myth: Myth, card: int) -> None:
        """A giant has just captured `card`."""

    def score(self, state: IdavollState, seat: int, myth: Myth) -> int:
        return 0


class God(Effect):
    """Command zone, one power token usable once; fixed points."""

    def score(self, state: IdavollState, seat: int, myth: Myth) -> int:
        return myth.points


class Giant(Effect):
    """Command zone, a capture token waiting for the next dwarf of its class from a tavern."""


class Animal(Effect):
    """An army card of its class column: its ranks count like any dwarf's."""

    def gain(self, state: IdavollState, seat: int, myth: Myth) -> None:
        state.stack.append((CHECK_LINES, seat, 0, 0))
        state.place(seat, myth.card, myth.cls)


class Valkyrie(Effect):
    """Command zone, a strength token on the top notch that goes down on each trigger."""

    def gain(self, state: IdavollState, seat: int, myth: Myth) -> None:
        super().gain(state, seat, myth)
        state.players[seat].tokens[myth.card] = 0

    def score(self, state: IdavollState, seat: int, myth: Myth) -> int:
        return myth.track[state.players[seat].tokens[myth.card]]
