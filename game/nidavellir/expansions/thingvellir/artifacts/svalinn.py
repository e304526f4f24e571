"""Svalinn: points for each hero owned at the end."""

from game.nidavellir.data import Artifact
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule, Facts


class Svalinn(ArtifactRule):
    def score(self, facts: Facts, art: Artifact) -> int:
        return art.per * facts.heroes
