"""Guerres d'Arran card and set-up data as frozen objects (validated from the YAML by `schema.py`).

The files are read and checked once (`default_rules`); the rules core then works with the frozen
`Rules` only and never touches pydantic or the YAML text.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.core.carddata import Effect, Names
from game.core.datafolder import game_data

DATA_DIR = game_data("arran")

ORDER_KEYS: tuple[str, ...] = ("shield", "temple", "wanderers", "forge", "talion")
SHIELD, TEMPLE, WANDERERS, FORGE, TALION = ORDER_KEYS

# Component counts printed in the rulebook's material list (spec §1).
DWARF_COUNTS: dict[str, int] = {
    "shield": 20,
    "temple": 19,
    "wanderers": 20,
    "forge": 16,
    "talion": 16,
}
DWARF_TOTAL = 91
COGNAR_COUNTS: dict[str, int] = {"coloured": 13, "white": 4, "ally": 1, "black": 5}
COGNAR_TOTAL = 23
ELITE_TOTAL = 5
TALION_TOTAL = 60
BRONZE_TOTAL = 25
GOLD_TOTAL = 34
PARIAH_TOKENS = 12
LORD_COUNTS: tuple[int, ...] = (2, 3, 4, 5)
TAVERNS = 3

# Every effect key a card may name, with the parameters it needs (spec §3.6-§3.8, §7, §8).
EFFECT_PARAMS: dict[str, frozenset[str]] = {
    "none": frozenset(),
    "extra_recruit_ranks": frozenset(),
    "pariah_check": frozenset(),
    "upgrade_coin": frozenset({"amount"}),
    "points_per_shield_rank": frozenset({"per_rank"}),
    "svara_draw": frozenset({"look", "era"}),
    "take_exchange_coin": frozenset(),
    "remove_pariah": frozenset({"count"}),
    "malt_combo": frozenset({"partner", "bonus"}),
    "points_per_rune": frozenset({"per_rune"}),
    "bring_ally": frozenset({"ally"}),
    "mercenary_chain": frozenset(),
    "ordo_exchange": frozenset(),
    "malt_bonus": frozenset({"bonus"}),
}
# Optional parameters a key may carry besides the required ones.
EFFECT_OPTIONAL: dict[str, frozenset[str]] = {"pariah_check": frozenset({"scope"})}

# Cognar rank colours.
COLOURED, WHITE, ALLY, BLACK = "coloured", "white", "ally", "black"


@dataclass(frozen=True, slots=True)
class Order:
    """One of the five Orders: its dwarves' count, scoring family and placement effect."""

    key: str
    name: Names
    dwarf_name: Names
    count: int
    scoring: str
    effect: Effect
    board_occult: int


@dataclass(frozen=True, slots=True)
class Dwarf:
    """One dwarf card (one rank, spec A-01)."""

    id: int
    key: str
    era: int
    order: str
    points: int
    malt: int
    occult: int
    rune: str | None
    five_lords_only: bool


@dataclass(frozen=True, slots=True)
class Cognar:
    """One of the 23 Cognars (coloured, white, the Ally or a Mercenary)."""

    key: str
    name: Names
    rank: str
    order: str | None
    ranks: int
    points: int
    malt: int
    occult: int
    runes: tuple[str, ...]
    column_points: tuple[tuple[str, int], ...]
    shield_bonus_ranks: int
    effects: tuple[Effect, ...]
    text: Names
    short: Names | None = None  # a shorter name for small faces, where the name does not fit

    @property
    def effect_keys(self) -> tuple[str, ...]:
        return tuple(e.key for e in self.effects)


@dataclass(frozen=True, slots=True)
class Award:
    """An Elite Cognar (majority of an Order's ranks) or the Liquor Certification (Malt)."""

    key: str
    name: Names
    majority: str
    elite: bool
    points: int
    occult: int
    runes: tuple[str, ...]
    effects: tuple[Effect, ...]
    text: Names
    short: Names | None = None  # a shorter name for small faces, where the name does not fit


@dataclass(frozen=True, slots=True)
class Coins:
    """The 60 talions and the Treasury rules' data (spec §1.4, §3.10)."""

    bronze_set: tuple[int, ...]
    bronze_sets: int
    gold: tuple[tuple[int, int], ...]
    exchange_name: Names
    exchange_value: int
    exchange_copies: int
    exchange_given_up: str
    removed_with_2_3_lords: tuple[tuple[int, int], ...]
    same_value_ban: str
    no_candidate: str
    equal_coin_discard: str

    @property
    def gold_count(self) -> int:
        return sum(copies for _, copies in self.gold)

    @property
    def total(self) -> int:
        return len(self.bronze_set) * self.bronze_sets + self.gold_count + self.exchange_copies

    def treasury(self, lords: int) -> dict[int, int]:
        """Gold coins by value in the Treasury at set-up for this many Lords."""
        coins = dict(self.gold)
        if lords <= 3:
            for value, copies in self.removed_with_2_3_lords:
                coins[value] -= copies
        return {value: copies for value, copies in coins.items() if copies}


@dataclass(frozen=True, slots=True)
class LordSetup:
    """The set-up line of spec §2.1 for one number of Lords."""

    lords: int
    gems: tuple[int, ...]
    cards_per_tavern: int
    rounds_per_era: int
    era_decks: tuple[int, int]
    discards_per_round: int


@dataclass(frozen=True, slots=True)
class Rune:
    key: str
    name: Names
    unique: bool


@dataclass(frozen=True, slots=True)
class Variants:
    """Rule readings the rulebook leaves open (spec §10.6), each an assumption kept as data."""

    ally_recruitment: str
    svara_talion: str
    svara_pariah: bool
    owed_recruitment: str
    mercenary_rule: str
    last_mercenary: str
    mercenary_opener_column: str
    certification_tie: str
    certification_is_elite: bool
    mercenary_points: str
    svara_empty_deck: str
    kardum_keeps_exchange: bool
    evaluation_counts_all_ranks: bool
    exchange_timing: str


@dataclass(frozen=True, slots=True)
class Rules:
    """Everything the Arran data files define, validated and frozen."""

    orders: tuple[Order, ...]
    dwarves: tuple[Dwarf, ...]
    cognars: tuple[Cognar, ...]
    elites: tuple[Award, ...]
    liquor: Award
    coins: Coins
    setup: dict[int, LordSetup]
    two_lords_discard: str
    taverns: tuple[tuple[str, Names], ...]
    gems: tuple[int, ...]
    gem_name: Names
    pariah_name: Names
    pariah_tokens: int
    pariah_when_empty: str
    shield_track: tuple[int, ...]
    runes: tuple[Rune, ...]
    malt_name: Names
    malt_points_each: int
    occult_name: Names
    variants: Variants

    def order(self, key: str) -> Order:
        return next(o for o in self.orders if o.key == key)

    def cognar(self, key: str) -> Cognar:
        return next(c for c in self.cognars if c.key == key)

    def elite(self, key: str) -> Award:
        return next(e for e in (*self.elites, self.liquor) if e.key == key)

    def dwarf(self, key: str) -> Dwarf:
        return next(d for d in self.dwarves if d.key == key)

    def deck(self, era: int, lords: int) -> tuple[Dwarf, ...]:
        """The dwarves of one Era's deck for this many Lords (5-Lord cards only with 5)."""
        return tuple(
            d for d in self.dwarves if d.era == era and (lords == 5 or not d.five_lords_only)
        )

    def shield_value(self, ranks: int) -> int:
        """The Shield track value for this many ranks (the last value beyond the table)."""
        return self.shield_track[min(ranks, len(self.shield_track) - 1)]


def load_rules(data_dir: Path = DATA_DIR) -> Rules:
    """Read and validate every file of `data_dir`; a broken file raises one `DataError`."""
    from game.arran.schema import build_rules

    return build_rules(data_dir)


@cache
def default_rules() -> Rules:
    """The shipped data, read once."""
    return load_rules()
