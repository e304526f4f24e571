"""The rows of Arran's score sheets: their labels (the five Orders and Malt named by the data) and
the small disc that marks each on the calculator's sheet; and the few colours the calculator draws
its chips and tiles with. The sheet itself is every game's (`game.ui.calcsheet`).

`category_label` is the game's `GameUI.category_label`: the shared score pad, the statistics and
the calculator's sheet read an Order's or Malt's name from data/arran in the player's language, so
a corrected data file renames them everywhere; data/i18n (`arran.category.*`) names the others.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.arran.cards import default_table
from game.arran.data import ORDER_KEYS
from game.ui import theme
from game.ui.games.arran import palette

# The calculator's own shades of the card marks, on its dark wells and chips.
OCCULT = (150, 90, 210)
MERCENARY, WHITE_RANK = (44, 44, 48), (236, 226, 200)


def category_label(t: Any, key: str) -> str | None:
    """An Order's or Malt's name from the data in `t`'s language; None for the other categories
    (their words are in data/i18n)."""
    source = default_table().source
    if key in ORDER_KEYS:
        return str(getattr(source.order(key).name, t.lang))
    if key == "malt":
        return str(getattr(source.malt_name, t.lang))
    return None


def category_mark(app: Any, surface: pygame.Surface, key: str, centre: tuple[int, int]) -> None:
    """The small disc before a sheet row, so rows are found by eye as on the score pad."""
    if key in ORDER_KEYS:
        colour = palette.ORDER_COLOURS[ORDER_KEYS.index(key)]
    else:
        colour = {"mercenaries": MERCENARY, "command": WHITE_RANK, "malt": palette.MALT}.get(
            key, theme.GOLD
        )
    if key != "total":
        pygame.draw.circle(surface, colour, centre, 11)
        pygame.draw.circle(surface, theme.PANEL_EDGE, centre, 11, 2)
