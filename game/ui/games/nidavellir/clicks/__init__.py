"""Nidavellir's click tables (`table.py`), filled by the base game and each expansion: importing
the package registers them all, the base game's first."""

from game.ui.games.nidavellir.clicks import base, idavoll, thingvellir
from game.ui.games.nidavellir.clicks.table import (
    EXTRAS,
    LABELS,
    PLACES,
    PLANS,
    SWITCHES,
    lookup,
)

__all__ = [
    "EXTRAS",
    "LABELS",
    "PLACES",
    "PLANS",
    "SWITCHES",
    "base",
    "idavoll",
    "lookup",
    "thingvellir",
]
