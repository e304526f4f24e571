"""The shape every artifact's rule takes: the hooks the flow calls, each a no-op by default, and
the facts an artifact's end-of-game value depends on.

A rule overrides only what its artifact changes; the state reaches them through
`artifacts.rule_of`, so no flow code names an artifact.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from game.nidavellir.data import Artifact
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState


class Facts(NamedTuple):
    """What an artifact's points depend on: the same for a game and for a typed-in table."""

    coins: tuple[int, ...]  # values of the coins owned
    heroes: int  # heroes owned
    mercenaries: int  # mercenaries owned (enlisted or not)
    ranks: tuple[int, ...]  # ranks per class column
    mjollnir: int  # the class Mjöllnir counts, NEUTRAL while not chosen (then the best)


class ArtifactRule:
    """Hooks of one artifact; the defaults: to the command zone, its fixed points at the end."""

    visits_camp = False  # its owner may visit the camp without winning the bid (Fafnir)
    blocks_lines = False  # its owner's lines no longer recruit heroes (Megingjörd)
    scoring_order = 0  # when its decision before the scoring comes, among the others'

    def takeable(self, state: ThingvellirState, seat: int, art: Artifact) -> bool:
        """Whether the seat may take it from the camp now."""
        return True

    def gain(self, state: ThingvellirState, seat: int, art: Artifact) -> None:
        state.players[seat].command.append(art.card)
        state.emit("artifact_gained", seat, art.card)

    def before_scoring(self, state: ThingvellirState, seat: int, art: Artifact) -> None:
        """The armies are final: push what the artifact asks of its owner now."""

    def score(self, facts: Facts, art: Artifact) -> int:
        return art.points
