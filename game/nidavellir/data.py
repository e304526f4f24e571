"""Nidavellir card definitions as frozen objects with integer ids (validated from the YAML by
`schema.py`).

Validation happens once at load; the rules core then works only with the frozen `Rules` object,
plain ints and tuples, so the AI's hot path never touches pydantic or string dictionaries.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.core.datafolder import game_data

DATA_DIR = game_data("nidavellir")
CLASS_KEYS: tuple[str, ...] = ("warrior", "hunter", "miner", "blacksmith", "explorer")
WARRIOR, HUNTER, MINER, BLACKSMITH, EXPLORER = range(5)
NEUTRAL = 5
CLASS_INDEX = {key: i for i, key in enumerate(CLASS_KEYS)} | {"neutral": NEUTRAL}

DWARF, OFFERING, HERO, SPECIAL, GOD, GIANT, ANIMAL, VALKYRIE, BOAR, ARTIFACT, MERCENARY, DOUBLE = (
    range(12)
)
KIND_NAMES = (
    "dwarf",
    "offering",
    "hero",
    "special",
    "god",
    "giant",
    "animal",
    "valkyrie",
    "boar",
    "artifact",
    "mercenary",
    "double",
)
MYTH_KINDS = (GOD, GIANT, ANIMAL, VALKYRIE)
CAMP_KINDS = (ARTIFACT, MERCENARY)  # Thingvellir's camp cards

# Hero placements.
PLACE_CLASS, PLACE_COMMAND, PLACE_ANY_COLUMN, PLACE_END_OF_AGE = range(4)


# --------------------------------------------------------------------------- frozen runtime objects


@dataclass(frozen=True, slots=True)
class Names:
    """A name or a rule text in each language of the game."""

    en: str
    fr: str


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card that can sit in a deck, a tavern, an army column or the discard."""

    id: int
    key: str
    kind: int
    cls: int
    ranks: tuple[int, ...]
    age: int
    five_players: bool
    value: int
    name: Names
    short: Names | None = None  # a shorter name for small faces (the data's; rules never read it)

    @property
    def points(self) -> int:
        return sum(self.ranks)


@dataclass(frozen=True, slots=True)
class Hero:
    card: int
    key: str
    cls: int
    placement: int
    points: int
    group: str | None
    requires: tuple[tuple[int, int], ...]
    discard: int
    rank_bonus: int
    transform: int
    highest_coin: bool
    bids_from_hand: bool
    column_points: tuple[int, ...] | None
    advanced: bool
    name: Names
    text: Names
    expansion: str  # "" for the base game's heroes, else the option that brings the hero
    power: str  # a Thingvellir power named in `expansions/thingvellir/heroes.py`, or ""
    upgrade_bonus: int  # added to the target of every transform and trade (Jarika)
    transform_lowest: bool  # the recruit's transform takes the lowest coin (Khrad)


@dataclass(frozen=True, slots=True)
class Distinction:
    index: int
    key: str
    cls: int
    effect: str
    value: int
    points: int
    card: int
    name: Names
    text: Names


@dataclass(frozen=True, slots=True)
class Myth:
    """A mythology card of Idavoll (god, giant, animal, valkyrie): its kind and its parameters.

    `effect` names the rule entry of `game/nidavellir/expansions/idavoll/` that gives the card
    its power.
    """

    card: int
    key: str
    kind: int
    effect: str
    cls: int  # an animal's column, a giant's captured class; NEUTRAL otherwise
    points: int
    rank_bonus: int
    zero_pair_bonus: int
    pioneer_draw: int
    discard_reduction: tuple[int, int] | None  # (hero card, by)
    capture_factor: int
    transform: int
    draw: int
    keep: int
    gives: int
    track: tuple[int, ...]
    name: Names
    text: Names


@dataclass(frozen=True, slots=True)
class Mercenary:
    """A Thingvellir mercenary: enlisted at the end of an Age in one of its two classes, where it
    is one rank worth that class's printed bravery points."""

    card: int
    key: str
    age: int
    classes: tuple[int, ...]
    points: tuple[int, ...]  # the bravery points printed beside each of `classes`

    def points_in(self, column: int) -> int:
        return self.points[self.classes.index(column)]


@dataclass(frozen=True, slots=True)
class Artifact:
    """A Thingvellir artifact: `effect` names its module in `expansions/thingvellir/artifacts/`;
    the numbers are the ones its rule reads (fixed points, points per unit counted, a coin value
    threshold, transform amounts, cards taken)."""

    card: int
    key: str
    age: int
    effect: str
    points: int
    per: int
    threshold: int
    amounts: tuple[int, ...]
    take: int
    name: Names
    text: Names


@dataclass(frozen=True, slots=True)
class CampVariants:
    """Thingvellir's rule readings where the public editions differ (thingvellir.yaml's
    `variants`, each a CHOICE documented there with the other value it accepts)."""

    brisingamens_picks: str  # "together" | "one_by_one"
    vidofnir_lone_coin: str  # "largest" | "smallest"
    holda_without_camp_card: str  # "refused" | "allowed"


@dataclass(frozen=True, slots=True)
class ClassInfo:
    key: str
    name: Names
    scoring: str
    sequence_start: int
    colour: tuple[int, int, int]  # RGB, for the window


@dataclass(frozen=True, slots=True)
class Rules:
    """Every fixed fact of the game, loaded once from `data/nidavellir/`."""

    min_players: int
    max_players: int
    cards_per_tavern: dict[int, int]
    gems: dict[int, tuple[int, ...]]
    tavern_keys: tuple[str, ...]
    tavern_names: tuple[Names, ...]
    classes: tuple[ClassInfo, ...]
    cards: tuple[Card, ...]
    card_ids: dict[str, int]
    deck: dict[tuple[int, int], tuple[int, ...]]  # (age, players) -> card ids
    heroes: dict[int, Hero]  # card id -> hero
    hero_order: tuple[int, ...]  # hero card ids in display order
    first_game_removes: tuple[int, ...]
    groups: dict[str, tuple[int, ...]]
    distinctions: tuple[Distinction, ...]
    offering_name: Names
    starting_coins: tuple[int, ...]
    treasure: dict[int, tuple[int, ...]]  # players -> count of treasure coins per value 0..25
    special_trading_coin: int
    equal_trade_gives_up_bronze: bool
    max_coin: int
    myths: dict[int, Myth]  # card id -> mythology card (Idavoll)
    myth_order: tuple[int, ...]
    myth_deck_size: dict[int, int]  # players -> mythology cards dealt to the Dancing Dragon deck
    myth_rounds: int  # Age 1 rounds whose Dancing Dragon takes mythology cards
    myth_tavern: int
    boar: int  # card id of Gullinbursti
    boar_text: Names  # its rule, for its card face (it is no mythology card of its own)
    neutral_colour: tuple[int, int, int]  # RGB of neutral heroes, beside the class colours
    artifacts: dict[int, Artifact]  # card id -> artifact (Thingvellir)
    mercenaries: dict[int, Mercenary]  # card id -> mercenary (Thingvellir)
    camp_deck: dict[int, tuple[int, ...]]  # age -> the camp cards of that Age
    camp_size: int  # camp cards shown at once
    doubles: tuple[int, ...]  # card ids of Olwyn's doubles
    camp_text: Names  # what the camp is, for its tooltip
    mercenary_text: Names
    double_text: Names
    camp_variants: CampVariants

    def hero(self, key: str) -> Hero:
        return self.heroes[self.card_ids[key]]


def load_rules(data_dir: Path | None = None) -> Rules:
    """Load and validate the Nidavellir data; raises `DataError` with a readable message."""
    if data_dir is None:
        return default_rules()
    from game.nidavellir.schema import load_files

    return load_files(data_dir)


@cache
def default_rules() -> Rules:
    """The shipped data, loaded once per process: from the cache of validated rules while the
    files are unchanged, otherwise validated (and cached) again."""
    from game.nidavellir.rulecache import cached_rules

    return cached_rules(DATA_DIR)
