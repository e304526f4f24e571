"""Mjöllnir: points per rank of one class its owner chooses before the scoring (BGIO asks; the
live score counts the best class until then, which is what a sensible choice gives)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.actions import check_column
from game.nidavellir.data import NEUTRAL, Artifact
from game.nidavellir.expansions.thingvellir.actions import Mjollnir as Choose
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule, Facts
from game.nidavellir.expansions.thingvellir.flow import MJOLLNIR

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState


class Mjollnir(ArtifactRule):
    scoring_order = 1  # after Brisingamens' discards, which may change the ranks

    def before_scoring(self, state: ThingvellirState, seat: int, art: Artifact) -> None:
        state.stack.append((MJOLLNIR, seat, 0, 0))

    def score(self, facts: Facts, art: Artifact) -> int:
        ranks = facts.ranks[facts.mjollnir] if facts.mjollnir != NEUTRAL else max(facts.ranks)
        return art.per * ranks


def actions(state: ThingvellirState, seat: int, a: int, b: int) -> list[Choose]:
    return [Choose(seat, c) for c in range(5)]


def do_choose(state: ThingvellirState, action: Choose, a: int, b: int) -> None:
    check_column(action)
    state.stack.pop()
    state.players[action.seat].mjollnir = action.column
    state.emit("mjollnir_class", action.seat, action.column)
