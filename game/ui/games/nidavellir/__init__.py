"""Nidavellir in the window: its presenter at the table, layout, faces, help, log lines and score
forms; and the launcher's hooks (`game.ui.gamekit`), from `menu`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.ui.games.nidavellir.menu import (
    STAT_CATEGORIES,
    automaton_names,
    calculator_scene,
    category_icon,
    dress,
    emblem,
    modes,
    rules_scene,
    verdict,
)

if TYPE_CHECKING:
    from game.ui.games import Presenter
    from game.ui.table.scene import TableScene

__all__ = [
    "STAT_CATEGORIES",
    "automaton_names",
    "calculator_scene",
    "category_icon",
    "dress",
    "emblem",
    "make_presenter",
    "modes",
    "rules_scene",
    "take_shots",
    "verdict",
]


def take_shots(*args: Any, **kwargs: Any) -> list[Path]:
    """The picture tour of `python main.py shots` (imported only when asked for)."""
    from game.ui.games.nidavellir import shots

    return shots.take_shots(*args, **kwargs)


def make_presenter(table: TableScene) -> Presenter:
    """Nidavellir's presenter (imported with the first table: the faces load without it)."""
    from game.ui.games.nidavellir.presenter import NidavellirPresenter

    return NidavellirPresenter(table)
