"""Guerres d'Arran at the table: its presenter, faces, rules scene and calculator; and its
`UI` record (`game.ui.gameui`), the launcher's parts from `menu`.

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
from game.ui.gameui import GameUI

if TYPE_CHECKING:
    from game.ui.games import Presenter
    from game.ui.table.scene import TableScene

__all__ = ["UI", "make_presenter", "take_shots"]


def take_shots(*args: Any, **kwargs: Any) -> list[Path]:
    """The picture tour of `python main.py shots` (imported only when asked for)."""
    from game.ui.games.arran import shots

    return shots.take_shots(*args, **kwargs)


def make_presenter(table: TableScene) -> Presenter:
    """Arran's presenter (imported with the first table: the launcher needs none of it)."""
    from game.ui.games.arran.presenter import ArranPresenter

    return ArranPresenter(table)


UI = GameUI(
    make_presenter=make_presenter,
    dress=dress,
    emblem=emblem,
    category_icon=category_icon,
    category_label=category_label,
    verdict=verdict,
    ai_names=AI_NAMES,
    stat_categories=STAT_CATEGORIES,
    rules_scene=rules_scene,
    calculator_scene=calculator_scene,
    take_shots=take_shots,
)
