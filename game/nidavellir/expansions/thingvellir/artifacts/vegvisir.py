"""Vegvisir: at once into its class column as one rank (it scores there, not as an artifact)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.data import Artifact
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule, Facts
from game.nidavellir.flow import CHECK_LINES

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState


class Vegvisir(ArtifactRule):
    def gain(self, state: ThingvellirState, seat: int, art: Artifact) -> None:
        state.emit("artifact_gained", seat, art.card)
        state.stack.append((CHECK_LINES, seat, 0, 0))
        state.place(seat, art.card, state.rules.cards[art.card].cls)

    def score(self, facts: Facts, art: Artifact) -> int:
        return 0
