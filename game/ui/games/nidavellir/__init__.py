"""Nidavellir's part of the window. The launcher's hooks (see `game.ui.gamekit`) are in `menu`."""

from game.ui.games.nidavellir.menu import (
    STAT_CATEGORIES,
    calculator_scene,
    category_icon,
    dress,
    emblem,
    rules_scene,
)

__all__ = [
    "STAT_CATEGORIES",
    "calculator_scene",
    "category_icon",
    "dress",
    "emblem",
    "rules_scene",
]
