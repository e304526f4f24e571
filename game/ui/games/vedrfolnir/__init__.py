"""Vedrfolnir at the table: its presenter, and the launcher's hooks (`game.ui.gamekit`), from
`menu`.

The table shell (`game.ui.table`) runs the game; this package draws a völva's table (the
Tribute, the stakes with their stars against their objective, the runes, the jokers, the won
piles) and turns clicks into Vedrfolnir's actions.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.ui.games.vedrfolnir.menu import (
    STAT_CATEGORIES,
    category_icon,
    category_label,
    dress,
    emblem,
    modes,
    rules_scene,
)
from game.ui.games.vedrfolnir.verdict import automaton_names, verdict

if TYPE_CHECKING:
    from game.ui.games import Presenter
    from game.ui.table.scene import TableScene

__all__ = [
    "STAT_CATEGORIES",
    "automaton_names",
    "category_icon",
    "category_label",
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
    from game.ui.games.vedrfolnir import shots

    return shots.take_shots(*args, **kwargs)


def make_presenter(table: TableScene) -> Presenter:
    """Vedrfolnir's presenter (imported with the first table: the launcher needs none of it)."""
    from game.ui.games.vedrfolnir.presenter import VedrfolnirPresenter

    return VedrfolnirPresenter(table)
