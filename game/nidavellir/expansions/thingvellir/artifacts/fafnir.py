"""Fafnir Baleygr: its owner may visit the camp instead of the tavern, bid won or not, as long as
the bid winner did not (spec §5.1; the camp module asks `visits_camp`)."""

from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule


class Fafnir(ArtifactRule):
    visits_camp = True
