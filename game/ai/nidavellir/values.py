"""The card values of Nidavellir's heuristic, read from `data/nidavellir/ai.yaml`.

Why a data file: these are estimates (what a hero is worth to an average army, what a god's power
may bring), tuned by measuring games in the arena, not rules; a data editor changes them without
touching the heuristic's code, the way the cards themselves are data. The file is read once, on
first use, and checked against the rules: a name that is no hero, distinction or god of the game,
a value that is not a number of points, or a missing class is one `DataError` naming the file,
the entry and the field. Plain checks rather than a pydantic model: the file is four flat tables,
and the window should not import pydantic to start an AI seat.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.ai.nidavellir.core import CLASS_KEYS, GOD, Rules, default_rules
from game.core.dataload import read_yaml
from game.core.errors import DataError

PATH = Path(__file__).resolve().parents[3] / "data" / "nidavellir" / "ai.yaml"
MAX_POINTS = 1000.0  # no card is worth this much; a larger figure is a typing slip


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
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise DataError(f"{path}: expected the sections heroes, classes, distinctions and gods")
    sections = {"heroes", "classes", "distinctions", "gods"}
    for key in data:
        if key not in sections:
            raise DataError(f"{path}: unknown section {key!r} (the sections: {_names(sections)})")
    heroes = _table(path, data, "heroes", {rules.cards[h].key for h in rules.heroes}, "hero")
    classes = _table(path, data, "classes", set(CLASS_KEYS), "class")
    missing = [key for key in CLASS_KEYS if key not in classes]
    if missing:
        raise DataError(f"{path}: section 'classes' needs every class; missing {_names(missing)}")
    effects = {d.effect for d in rules.distinctions}
    distinctions = _table(path, data, "distinctions", effects, "distinction effect")
    gods = {m.effect for m in rules.myths.values() if m.kind == GOD}
    return Values(
        heroes=heroes,
        classes=tuple(classes[key] for key in CLASS_KEYS),
        distinctions=distinctions,
        gods=_table(path, data, "gods", gods, "god effect"),
    )


def _table(path: Path, data: dict[str, Any], section: str, known: set[str], what: str) -> dict:
    """One section: a mapping of known names to points (0 to `MAX_POINTS`), as floats."""
    table = data.get(section)
    if not isinstance(table, dict):
        raise DataError(f"{path}: section {section!r} must map each {what} to its points")
    out: dict[str, float] = {}
    for name, value in table.items():
        if name not in known:
            raise DataError(
                f"{path}: entry {name!r} of section {section!r}: no {what} of that name "
                f"(known: {_names(known)})"
            )
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        if not ok or not math.isfinite(value) or not 0 <= value <= MAX_POINTS:
            raise DataError(
                f"{path}: entry {name!r} of section {section!r}, field 'points': expected "
                f"a number of points from 0 to {MAX_POINTS:g}, not {value!r}"
            )
        out[name] = float(value)
    return out


def _names(names: set[str] | list[str]) -> str:
    return ", ".join(sorted(names) if isinstance(names, set) else names)
