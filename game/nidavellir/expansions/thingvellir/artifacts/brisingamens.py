"""Brisingamens: cards taken at once from the discard pile (it cannot be taken with fewer there);
before the final scoring its owner discards one dwarf of the army (spec §5.3; §6 #5 order)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.data import Artifact
from game.nidavellir.expansions.thingvellir import army
from game.nidavellir.expansions.thingvellir.actions import Dismiss, Spare
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule
from game.nidavellir.expansions.thingvellir.flow import BRISINGAMENS

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState

ALL_COLUMNS = range(5)


class Brisingamens(ArtifactRule):
    def takeable(self, state: ThingvellirState, seat: int, art: Artifact) -> bool:
        return len(state.discard) >= art.take

    def gain(self, state: ThingvellirState, seat: int, art: Artifact) -> None:
        """Its cards chosen together or one by one (`variants: brisingamens_picks`)."""
        super().gain(state, seat, art)
        one_by_one = state.rules.camp_variants.brisingamens_picks == "one_by_one"
        state.stack.append(army.retrieve_entry(seat, art.take, -1, one_by_one))

    def before_scoring(self, state: ThingvellirState, seat: int, art: Artifact) -> None:
        if army.dismissable(state, seat, ALL_COLUMNS):
            state.stack.append((BRISINGAMENS, seat, 0, 0))


def actions(state: ThingvellirState, seat: int, a: int, b: int) -> list[Dismiss | Spare]:
    return army.dismiss_actions(state, seat, ALL_COLUMNS)


def do_dismiss(state: ThingvellirState, action: Dismiss | Spare, a: int, b: int) -> None:
    army.dismiss(state, action, ALL_COLUMNS)
