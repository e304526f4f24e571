"""Guerres d'Arran at the table: its presenter, faces, rules scene and calculator; and the
launcher's hooks (`game.ui.gamekit`), from `menu`.

The table shell (`game.ui.table`) runs the game; this package draws Arran's own pieces (five
Orders with their colours and emblems, talions in bronze and gold, Pariah tokens, Cognars) and
turns clicks into Arran's actions.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.ui.games.arran.calcsheet import category_label
from game.ui.games.arran.menu import (
    AI_NAMES,
    STAT_CATEGORIES,
    calculator_scene,
    category_icon,
    dress,
    emblem,
    rules_scene,
)
from game.ui.games.arran.verdict import verdict

if TYPE_CHECKING:
    from game.ui.games import Presenter
    from game.ui.table.scene import TableScene

__all__ = [
    "AI_NAMES",
    "STAT_CATEGORIES",
    "calculator_scene",
    "category_icon",
    "category_label",
    "dress",
    "emblem",
    "make_presenter",
    "rules_scene",
    "take_shots",
    "verdict",
]


def take_shots(*args: Any, **kwargs: Any) -> list[Path]:
    """The picture tour of `python main.py shots` (imported only when asked for)."""
    from game.ui.games.arran import shots

    return shots.take_shots(*args, **kwargs)


def make_presenter(table: TableScene) -> Presenter:
    """Arran's presenter (imported with the first table: the launcher needs none of it)."""
    from game.ui.games.arran.presenter import ArranPresenter

    return ArranPresenter(table)
