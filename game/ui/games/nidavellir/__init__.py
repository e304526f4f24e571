"""Nidavellir in the window: its presenter at the table, layout, faces, help, log lines and score
forms; and its `UI` record (`game.ui.gameui`), the launcher's parts from `menu`."""

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
from game.ui.games.nidavellir.oldsaves import SAVE_UPGRADE
from game.ui.gameui import GameUI

if TYPE_CHECKING:
    from game.ui.games import Presenter
    from game.ui.table.scene import TableScene

__all__ = ["UI", "make_presenter", "take_shots"]


def take_shots(*args: Any, **kwargs: Any) -> list[Path]:
    """The picture tour of `python main.py shots` (imported only when asked for)."""
    from game.ui.games.nidavellir import shots

    return shots.take_shots(*args, **kwargs)


def make_presenter(table: TableScene) -> Presenter:
    """Nidavellir's presenter (imported with the first table: the faces load without it)."""
    from game.ui.games.nidavellir.presenter import NidavellirPresenter

    return NidavellirPresenter(table)


def _late_table(state: Any) -> bool:
    """The second Age's second round: full armies, heroes recruited."""
    return bool(state.age == 2 and state.round == 2)


UI = GameUI(
    make_presenter=make_presenter,
    dress=dress,
    emblem=emblem,
    category_icon=category_icon,
    automaton_names=automaton_names,
    verdict=verdict,
    stat_categories=STAT_CATEGORIES,
    rules_scene=rules_scene,
    calculator_scene=calculator_scene,
    modes=modes,
    take_shots=take_shots,
    save_upgrade=SAVE_UPGRADE,
    bench_position=_late_table,
)
