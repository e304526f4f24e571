"""Damaging a copy of a game's data folder, for the tests that every broken file is refused with
one line naming the file, the entry and the field (each game's `test_data`)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.core.errors import DataError


def copy_data(source: Path, tmp_path: Path) -> Path:
    """A copy of the data folder `source`, free to damage."""
    target = tmp_path / source.name
    shutil.copytree(source, target)
    return target


def edit(path: Path, old: str, new: str) -> None:
    """Replace the first `old` of the file by `new` (which must be there)."""
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def refused(load: Callable[[Path], Any], folder: Path, expected: list[str]) -> None:
    """`load(folder)` raises one single-line `DataError` holding every part of `expected`."""
    with pytest.raises(DataError) as err:
        load(folder)
    message = str(err.value)
    for part in expected:
        assert part in message, message
    assert "\n" not in message


def write_table(tmp_path: Path, players: list[dict[str, Any]], name: str = "table.yaml") -> Path:
    """A score-calculator table file holding these players."""
    path = tmp_path / name
    path.write_text(yaml.safe_dump({"players": players}, allow_unicode=True), encoding="utf-8")
    return path
