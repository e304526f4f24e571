"""Megingjörd: fixed points, but its owner's lines recruit no more heroes (§6 #24: Gjallarhorn
and Thrivaldi still give one)."""

from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule


class Megingjord(ArtifactRule):
    blocks_lines = True
