"""Gjallarhorn: a hero recruited at once, whatever the lines; it counts against them afterwards
(a counted recruitment, unlike Thrivaldi's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.data import Artifact
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule
from game.nidavellir.flow import RECRUIT
from game.nidavellir.heroes import can_recruit

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState


class Gjallarhorn(ArtifactRule):
    def gain(self, state: ThingvellirState, seat: int, art: Artifact) -> None:
        super().gain(state, seat, art)
        if any(can_recruit(state, seat, h) for h in state.hero_pool):
            state.stack.append((RECRUIT, seat, 0, 0))
        else:
            state.emit("no_hero_available", seat)
