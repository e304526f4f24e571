"""The estimates of Arran's heuristic, read from `data/arran/ai.yaml`.

Why a data file: these are estimates (what Svara's look is worth, what a line's Cognar brings),
tuned by measuring games in the arena, not rules; a data editor changes them without touching the
heuristic's code, the way the cards themselves are data. The file is read once, on first use,
and checked against the rules: an effect no Cognar or award has, an unknown estimate, a value
that is not a number of points, or a missing estimate is one `DataError` naming the file, the
entry and the field. Plain checks rather than a pydantic model: the file is two flat tables, and
the window should not import pydantic to start an AI seat.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.ai.arran.core import DWARF, Table, default_table
from game.core.dataload import read_yaml
from game.core.errors import DataError

PATH = Path(__file__).resolve().parents[3] / "data" / "arran" / "ai.yaml"
MAX_POINTS = 1000.0  # no card is worth this much; a larger figure is a typing slip
ESTIMATES = ("line_cognar", "elite_tiebreak", "svara_last")


@dataclass(frozen=True)
class Values:
    powers: dict[str, float]  # effect key -> points its power brings beyond the score
    estimates: dict[str, float]  # ESTIMATES name -> points


@cache
def values() -> Values:
    """The shipped file's values, checked against the shipped rules (read once)."""
    return load(PATH, default_table())


def load(path: Path, table: Table) -> Values:
    """Read and check one values file; raises `DataError` naming the file, entry and field."""
    data = read_yaml(path)
    sections = {"powers", "estimates"}
    if not isinstance(data, dict):
        raise DataError(f"{path}: expected the sections {_names(sections)}")
    for key in data:
        if key not in sections:
            raise DataError(f"{path}: unknown section {key!r} (the sections: {_names(sections)})")
    effects = {e.key for c in table.cards if c.kind != DWARF for e in c.effects} - {"none"}
    powers = _table(path, data, "powers", effects, "Cognar or award effect")
    estimates = _table(path, data, "estimates", set(ESTIMATES), "estimate")
    missing = [key for key in ESTIMATES if key not in estimates]
    if missing:
        raise DataError(f"{path}: section 'estimates' needs every estimate; missing {missing}")
    return Values(powers=powers, estimates=estimates)


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
