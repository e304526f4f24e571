"""The card values of Nidavellir's heuristic, read from `data/nidavellir/ai.yaml`.

Why a data file: these are estimates (what a hero is worth to an average army, what a god's power
may bring), tuned by measuring games in the arena, not rules; a data editor changes them without
touching the heuristic's code, the way the cards themselves are data. The file is read once, on
first use, and checked against the rules (`game/ai/valuesfile.py` does the reading): a name that
is no hero, distinction or god of the game, a value that is not a number of points, or a missing
class is one `DataError` naming the file, the entry and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.ai.nidavellir.core import CLASS_KEYS, GOD, Rules, default_rules
from game.ai.valuesfile import full_table, points_table, read_sections
from game.core.datafolder import game_data

PATH = game_data("nidavellir") / "ai.yaml"
SECTIONS = ("heroes", "classes", "distinctions", "gods")


@dataclass(frozen=True)
class Values:
    heroes: dict[str, float]  # hero key -> points
    classes: tuple[float, ...]  # mean points of a dwarf, in the classes' order
    distinctions: dict[str, float]  # distinction effect -> points
    gods: dict[str, float]  # god effect -> points of one use of its power


@cache
def values() -> Values:
    """The shipped file's values, checked against the shipped rules (read once)."""
    return load(PATH, default_rules())


def load(path: Path, rules: Rules) -> Values:
    """Read and check one values file; raises `DataError` naming the file, entry and field."""
    data = read_sections(path, SECTIONS)
    heroes = points_table(path, data, "heroes", {rules.cards[h].key for h in rules.heroes}, "hero")
    classes = full_table(path, data, "classes", CLASS_KEYS, "class")
    effects = {d.effect for d in rules.distinctions}
    distinctions = points_table(path, data, "distinctions", effects, "distinction effect")
    gods = {m.effect for m in rules.myths.values() if m.kind == GOD}
    return Values(
        heroes=heroes,
        classes=tuple(classes[key] for key in CLASS_KEYS),
        distinctions=distinctions,
        gods=points_table(path, data, "gods", gods, "god effect"),
    )
