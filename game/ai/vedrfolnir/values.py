"""The estimates and weights of Vedrfolnir's AI, read from `data/vedrfolnir/ai.yaml`.

Why a data file: what a held joker is worth, what a won Freyja adds and how much a rival's points
count against one's own are estimates tuned in the arena, not rules; a data editor changes them
without touching code, as the cards' stars are data. The file is read once and checked against the
rules (`game/ai/valuesfile.py` does the reading): a joker or card the decks do not have, an
unknown weight, a value that is not a number or a missing entry is one `DataError` naming the
file, the entry and the field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from game.ai.valuesfile import full_table, read_sections
from game.core.datafolder import game_data
from game.vedrfolnir.data import JOKER, Rules, default_rules

PATH = game_data("vedrfolnir") / "ai.yaml"
SECTIONS = ("jokers", "cards", "weights")
CARDS = ("freyja",)
WEIGHTS = ("rival", "leader", "potential", "majority", "finisher")
MAX_WEIGHT = 10.0  # a weight is a factor around 1; more is a typing slip


@dataclass(frozen=True)
class Values:
    jokers: dict[str, float]  # joker card key -> points of holding one
    cards: dict[str, float]  # CARDS name -> points the score cannot tell when it is won
    weights: dict[str, float]  # WEIGHTS name -> factor


@cache
def values() -> Values:
    """The shipped file's values, checked against the shipped rules (read once)."""
    return load(PATH, default_rules())


def load(path: Path, rules: Rules) -> Values:
    """Read and check one values file; raises `DataError` naming the file, entry and field."""
    data = read_sections(path, SECTIONS)
    jokers = tuple(c.key for c in rules.cards if c.kind == JOKER)
    return Values(
        jokers=full_table(path, data, "jokers", jokers, "joker"),
        cards=full_table(path, data, "cards", CARDS, "card estimate"),
        weights=full_table(path, data, "weights", WEIGHTS, "weight", MAX_WEIGHT, "value"),
    )


@dataclass(frozen=True)
class Weights:
    """The policy's tunable constants (the arena compares variants); defaults from the file."""

    jokers: dict[str, float] = field(default_factory=lambda: dict(values().jokers))
    freyja: float = field(default_factory=lambda: values().cards["freyja"])
    rival: float = field(default_factory=lambda: values().weights["rival"])
    leader: float = field(default_factory=lambda: values().weights["leader"])
    potential: float = field(default_factory=lambda: values().weights["potential"])
    majority: float = field(default_factory=lambda: values().weights["majority"])
    finisher: float = field(default_factory=lambda: values().weights["finisher"])


DEFAULT_WEIGHTS = Weights()
