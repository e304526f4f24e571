"""The one way the tests change shipped data: copy a game's data folder (or one of its files),
edit one value of a YAML file as a person would in a text editor, comments and all, and load it.
Used for the tests that every broken file is refused with one line naming the file, the entry
and the field, and for the readings a data value selects."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.core.errors import DataError


def copy_data(source: Path, tmp_path: Path) -> Path:
    """A copy of the data folder `source`, named like it, in `tmp_path`: free to damage."""
    target = tmp_path / source.name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copytree(source, target)
    return target


def edit(path: Path, old: str, new: str) -> None:
    """Replace the first `old` of the file by `new` (which must be there)."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{path.name} holds no {old!r}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def set_key(path: Path, key: str, value: str) -> None:
    """The file's one indented `key:` line holds `value` instead (its comment goes with it)."""
    text = path.read_text(encoding="utf-8")
    edited, count = re.subn(rf"^(\s+{key}:) .+$", rf"\1 {value}", text, flags=re.MULTILINE)
    assert count == 1, f"{path.name} holds {count} lines '{key}:'"
    path.write_text(edited, encoding="utf-8")


def edited_copy(source: Path, tmp_path: Path, file: str, old: str, new: str) -> Path:
    """`copy_data` with the first `old` of `file` replaced by `new`: the copied folder."""
    folder = copy_data(source, tmp_path)
    edit(folder / file, old, new)
    return folder


def edited_file(source: Path, folder: Path, old: str, new: str) -> Path:
    """A copy in `folder` of the one file `source`, its first `old` replaced by `new`."""
    path = folder / source.name
    shutil.copyfile(source, path)
    edit(path, old, new)
    return path


def keyed_file(source: Path, folder: Path, key: str, value: str) -> Path:
    """A copy in `folder` of the one file `source` whose `key:` line holds `value`."""
    path = folder / source.name
    shutil.copyfile(source, path)
    set_key(path, key, value)
    return path


def refusal(load: Callable[..., Any], *args: Any) -> str:
    """The message of the `DataError` that `load(*args)` raises: one line."""
    with pytest.raises(DataError) as err:
        load(*args)
    message = str(err.value)
    assert "\n" not in message, message
    return message


def refused(load: Callable[[Path], Any], folder: Path, expected: list[str]) -> None:
    """`load(folder)` raises one single-line `DataError` holding every part of `expected`."""
    message = refusal(load, folder)
    for part in expected:
        assert part in message, message


def write_table(tmp_path: Path, players: list[dict[str, Any]], name: str = "table.yaml") -> Path:
    """A score-calculator table file holding these players."""
    path = tmp_path / name
    path.write_text(yaml.safe_dump({"players": players}, allow_unicode=True), encoding="utf-8")
    return path
