"""The estimates of Arran's heuristic, read from `data/arran/ai.yaml`.

Why a data file: these are estimates (what Svara's look is worth, what a line's Cognar brings),
tuned by measuring games in the arena, not rules; a data editor changes them without touching the
heuristic's code, the way the cards themselves are data. The file is read once, on first use,
and checked against the rules (`game/ai/valuesfile.py` does the reading): an effect no Cognar or
award has, an unknown estimate, a value that is not a number of points, or a missing estimate is
one `DataError` naming the file, the entry and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.ai.arran.core import DWARF, Table, default_table
from game.ai.valuesfile import full_table, points_table, read_sections
from game.core.datafolder import game_data

PATH = game_data("arran") / "ai.yaml"
SECTIONS = ("powers", "estimates")
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
    data = read_sections(path, SECTIONS)
    effects = {e.key for c in table.cards if c.kind != DWARF for e in c.effects} - {"none"}
    powers = points_table(path, data, "powers", effects, "Cognar or award effect")
    estimates = full_table(path, data, "estimates", ESTIMATES, "estimate")
    return Values(powers=powers, estimates=estimates)
