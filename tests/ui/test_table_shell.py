"""The table shell is the same for every game: it names none, and finds a game's presenter only
through `GameInfo.ui`."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

import game.ui.table
from game.core import registry
from game.ui.games import Presenter, presenter_for

pytestmark = pytest.mark.ui

SHELL = Path(game.ui.table.__file__).parent


def _imported(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    return names + [
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    ]


def test_the_shell_imports_no_game() -> None:
    keys = [info.key for info in registry.games()]
    packages = [f"{root}.{key}" for key in keys for root in ("game", "game.ai", "game.ui.games")]
    for path in sorted(SHELL.glob("*.py")):
        for name in _imported(path):
            assert not any(name == p or name.startswith(p + ".") for p in packages), (path, name)


def test_a_game_finds_its_presenter_through_its_info() -> None:
    info = registry.get("nidavellir")
    make = presenter_for(info)
    assert make.__module__ == info.ui and callable(make)
    with pytest.raises(LookupError, match="no table presenter"):
        presenter_for(dataclasses.replace(info, ui=""))


def test_a_presenter_needs_only_its_four_methods() -> None:
    """The rest of the protocol has defaults a simple game can keep."""
    required = {
        name
        for name, value in vars(Presenter).items()
        if callable(value) and "*Required.*" in (value.__doc__ or "")
    }
    assert required == {"sync", "targets", "prompt", "parts"}
