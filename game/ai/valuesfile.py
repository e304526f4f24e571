"""Reading a game's AI estimates file: flat tables of names to points, every slip named.

Why shared: each game's AI keeps the estimates it tunes in the arena (`data/<game>/ai.yaml`) as a
few flat tables checked against its rules, and a broken file must be one `DataError` naming the
file, the entry and the field, whichever game it belongs to. The games say which sections and
names are known; this module does the reading and the checks. Plain checks rather than a pydantic
model: the files are flat tables, and the window should not import pydantic to start an AI seat.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from game.core.dataload import read_yaml
from game.core.errors import DataError

MAX_POINTS = 1000.0  # no card is worth this much; a larger figure is a typing slip


def read_sections(path: Path, sections: tuple[str, ...]) -> dict[str, Any]:
    """The file's top-level mapping, which may hold only `sections` (in the order named)."""
    data = read_yaml(path)
    if not isinstance(data, dict):
        listed = ", ".join(sections[:-1]) + " and " + sections[-1]
        raise DataError(f"{path}: expected the sections {listed}")
    for key in data:
        if key not in sections:
            known = names(set(sections))
            raise DataError(f"{path}: unknown section {key!r} (the sections: {known})")
    return data


def points_table(
    path: Path,
    data: dict[str, Any],
    section: str,
    known: set[str],
    what: str,
    limit: float = MAX_POINTS,
    field: str = "points",
) -> dict[str, float]:
    """One section: a mapping of known names to numbers from 0 to `limit` (points by default;
    a weight is a factor with its own limit), as floats."""
    table = data.get(section)
    if not isinstance(table, dict):
        raise DataError(f"{path}: section {section!r} must map each {what} to its points")
    out: dict[str, float] = {}
    for name, value in table.items():
        if name not in known:
            raise DataError(
                f"{path}: entry {name!r} of section {section!r}: no {what} of that name "
                f"(known: {names(known)})"
            )
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        if not ok or not math.isfinite(value) or not 0 <= value <= limit:
            quantity = "a number of points" if field == "points" else "a number"
            raise DataError(
                f"{path}: entry {name!r} of section {section!r}, field {field!r}: expected "
                f"{quantity} from 0 to {limit:g}, not {value!r}"
            )
        out[name] = float(value)
    return out


def full_table(
    path: Path,
    data: dict[str, Any],
    section: str,
    keys: tuple[str, ...],
    what: str,
    limit: float = MAX_POINTS,
    field: str = "points",
) -> dict[str, float]:
    """A section that must give every one of `keys` (an estimate the AI cannot do without)."""
    table = points_table(path, data, section, set(keys), what, limit, field)
    missing = [key for key in keys if key not in table]
    if missing:
        raise DataError(f"{path}: section {section!r} needs every {what}; missing {names(missing)}")
    return table


def names(found: set[str] | list[str]) -> str:
    """Names for a message: a set sorted, a list in its own order."""
    return ", ".join(sorted(found) if isinstance(found, set) else found)
