"""Vedrfolnir at the table: its presenter, and its `UI` record (`game.ui.gameui`), the
launcher's parts from `menu`.

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
from game.ui.gameui import GameUI

if TYPE_CHECKING:
    from game.ui.games import Presenter
    from game.ui.table.scene import TableScene

__all__ = ["UI", "make_presenter", "take_shots"]


def take_shots(*args: Any, **kwargs: Any) -> list[Path]:
    """The picture tour of `python main.py shots` (imported only when asked for)."""
    from game.ui.games.vedrfolnir import shots

    return shots.take_shots(*args, **kwargs)


def make_presenter(table: TableScene) -> Presenter:
    """Vedrfolnir's presenter (imported with the first table: the launcher needs none of it)."""
    from game.ui.games.vedrfolnir.presenter import VedrfolnirPresenter

    return VedrfolnirPresenter(table)


UI = GameUI(
    make_presenter=make_presenter,
    dress=dress,
    emblem=emblem,
    category_icon=category_icon,
    category_label=category_label,
    automaton_names=automaton_names,
    verdict=verdict,
    stat_categories=STAT_CATEGORIES,
    rules_scene=rules_scene,
    modes=modes,
    take_shots=take_shots,
)
