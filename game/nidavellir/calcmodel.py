"""The score calculator's table file, as pydantic reads it, and the names the calculator
shares: the option key, the score sheet's row labels, how a mercenary reads (see
`game.nidavellir.calculator` for the file format)."""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field, NonNegativeInt

from game.core.calcfile import Strict
from game.nidavellir.data import (
    CLASS_KEYS,
    Mercenary,
)
from game.nidavellir.scoring import CAMP_CATEGORIES, CATEGORIES

COINS_PER_PLAYER = 5
THINGVELLIR = "thingvellir"  # the option key, written `thingvellir: true` at a file's top
OPTIONS = (THINGVELLIR,)
THINGVELLIR_CATEGORIES = (*CATEGORIES, *CAMP_CATEGORIES)
# Coins go up to 25 and no class has 99 cards: a larger number in a table file is refused while
# the file is read, before a list of that many cards could be built from it.
LARGEST_NUMBER = 99

# Row labels of the printed score sheet, in `CATEGORIES` order.
LABELS = {
    "warrior": "Warriors",
    "hunter": "Hunters",
    "miner": "Miners",
    "blacksmith": "Blacksmiths",
    "explorer": "Explorers",
    "warrior_majority": "Warrior majority",
    "heroes": "Neutral heroes",
    "coins": "Coins",
    "gem": "Gem bonus",
    "artifacts": "Artifacts",
}


# --------------------------------------------------------------------------- pydantic models


class CardsModel(Strict):
    """Dwarf cards per class: points per card where the class scores points, else a count."""

    BLANK_MEANS_NONE: ClassVar[frozenset[str]] = frozenset(CLASS_KEYS)

    warrior: list[NonNegativeInt] = Field(default_factory=list)
    hunter: NonNegativeInt = 0
    miner: list[NonNegativeInt] = Field(default_factory=list)
    blacksmith: NonNegativeInt = 0
    explorer: list[NonNegativeInt] = Field(default_factory=list)


class PlayerModel(Strict):
    """One player's final position, as read from the table."""

    BLANK_MEANS_NONE: ClassVar[frozenset[str]] = frozenset(
        {
            "cards",
            "heroes",
            "ylud",
            "distinctions",
            "armorer_card_discarded",
            "armorer_card_retrieved",
            "mercenaries",
            "artifacts",
            "mjollnir",
            "doubles",
        }
    )

    name: str = Field(min_length=1)
    cards: CardsModel = CardsModel()
    heroes: list[str] = Field(default_factory=list)
    ylud: str | None = None  # a class key, checked in `Supply` for a message that lists them
    distinctions: list[str] = Field(default_factory=list)
    # The King's Great Armorer's card was discarded by a hero (D6): the distinction stays won,
    # its two blacksmith ranks are gone.
    armorer_card_discarded: bool = False
    # Thingvellir: Andumia or Brisingamens took that card from the discard pile into this army.
    armorer_card_retrieved: bool = False
    coins: list[NonNegativeInt]
    # Thingvellir (checked in `Supply`, for messages that list the ids and columns).
    mercenaries: dict[str, str] = Field(default_factory=dict)  # mercenary id -> its class
    artifacts: list[str] = Field(default_factory=list)
    mjollnir: str | None = None  # the class Mjöllnir counts
    doubles: list[str] = Field(default_factory=list)  # the columns of Olwyn's doubles


# --------------------------------------------------------------------------- validation


def describe_mercenary(mercenary: Mercenary) -> str:
    """A mercenary as its card reads: "mercenary_3 (hunter or explorer 8)" (hunters and
    blacksmiths print no points)."""
    sides = [
        CLASS_KEYS[cls] + (f" {points}" if points else "")
        for cls, points in zip(mercenary.classes, mercenary.points, strict=True)
    ]
    return f"{mercenary.key} ({' or '.join(sides)})"


def dwarf_points(cards: CardsModel, key: str) -> list[int]:
    """Points of each dwarf card of a class; counted classes (no points) give zeros."""
    value = getattr(cards, key)
    return [0] * value if isinstance(value, int) else list(value)
