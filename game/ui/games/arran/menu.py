"""Guerres d'Arran as the launcher and the menus show it: its Order colours and emblems, its score
categories' icons, its rules and its score calculator (parts of its `GameUI`, `game.ui.gameui`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.arran.cards import default_table
from game.arran.data import ORDER_KEYS
from game.ui import theme
from game.ui.games.arran import palette as P
from game.ui.games.arran import pieces
from game.ui.scenes.base import Scene

# The five Orders have room in the statistics table; the rest is on the score sheet.
STAT_CATEGORIES = ORDER_KEYS
# AI Lords bear the names of dwarf lords of the Terres d'Arran (the Forge's council, a king of
# the comics), none a card of the game, so a log line never reads "Brum recruits Brum".
AI_NAMES = ("Ralmar", "Tazal", "Dardarür", "Argrall", "Aragarom", "Toëk")
_MARKS = {"mercenaries": ("mercenary", P.IRON), "command": ("white", P.IVORY_DARK)}


def dress(app: Any) -> None:
    """The card table the presenter reads (`app.rules`), and the Order colours and emblems."""
    app.rules = default_table()
    theme.set_class_look(P.ORDER_COLOURS, P.ORDER_ICONS)


def emblem(app: Any, surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """The five Orders side by side, each its emblem on its colour."""
    x0, y = centre[0] - 2 * 56, centre[1]
    for order in range(5):
        pieces.order_icon(surface, (x0 + order * 56, y), 24, order)


def category_icon(
    app: Any, surface: pygame.Surface, key: str, centre: tuple[int, int], radius: int = 15
) -> bool:
    """An Order's emblem, the Mercenaries' swords, the command zone's crown, Malt, a talion."""
    if key in ORDER_KEYS:
        pieces.order_icon(surface, centre, radius, ORDER_KEYS.index(key))
        return True
    if key in _MARKS:
        name, colour = _MARKS[key]
        pygame.draw.circle(surface, colour, centre, radius)
        pygame.draw.circle(surface, theme.GOLD, centre, radius, 1)
        ink = (255, 255, 255) if key == "mercenaries" else (40, 30, 20)
        mark = pieces.icon(name, radius * 4 // 3, ink)
        surface.blit(mark, mark.get_rect(center=centre))
        return True
    if key == "malt":
        face = pieces.symbol("malt", radius)
    elif key == "coins":
        face = pieces.coin(app.assets, "5", radius)
    else:
        return False
    surface.blit(face, face.get_rect(center=centre))
    return True


def rules_scene(app: Any) -> Scene:
    """The menus' "Rules" (the module is imported only when they open)."""
    from game.ui.games.arran import rules

    return rules.rules_scene(app)


def calculator_scene(app: Any) -> Scene:
    """The menus' "Score calculator" (it brings pydantic and the table data: imported late)."""
    from game.ui.games.arran.calculator import CalculatorScene

    return CalculatorScene(app)
