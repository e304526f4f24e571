"""Hrafnsmerki: points for each mercenary owned at the end."""

from game.nidavellir.data import Artifact
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule, Facts


class Hrafnsmerki(ArtifactRule):
    def score(self, facts: Facts, art: Artifact) -> int:
        return art.per * facts.mercenaries
