"""Höfud: every other player discards one card of the warrior column, at any depth, that a
discard may take (§6 #15: never a hero); a player with none discards nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.data import WARRIOR, Artifact
from game.nidavellir.expansions.thingvellir import army
from game.nidavellir.expansions.thingvellir.actions import Dismiss, Spare
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule
from game.nidavellir.expansions.thingvellir.flow import HOFUD

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState

WARRIORS = (WARRIOR,)


class Hofud(ArtifactRule):
    def gain(self, state: ThingvellirState, seat: int, art: Artifact) -> None:
        """The others discard in seat order from the owner's left (pushed in reverse)."""
        super().gain(state, seat, art)
        others = [(seat + i) % state.n for i in range(1, state.n)]
        for other in reversed(others):
            if army.dismissable(state, other, WARRIORS):
                state.stack.append((HOFUD, other, 0, 0))


def actions(state: ThingvellirState, seat: int, a: int, b: int) -> list[Dismiss | Spare]:
    return army.dismiss_actions(state, seat, WARRIORS)


def do_dismiss(state: ThingvellirState, action: Dismiss | Spare, a: int, b: int) -> None:
    army.dismiss(state, action, WARRIORS)
