"""Draupnir: points for each coin of at least the threshold value owned at the end."""

from game.nidavellir.data import Artifact
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule, Facts


class Draupnir(ArtifactRule):
    def score(self, facts: Facts, art: Artifact) -> int:
        return art.per * sum(1 for value in facts.coins if value >= art.threshold)
