"""The marks of Nidavellir's calculator sheet rows: a class's icon on its colour (the warrior
majority ringed in gold, the neutral heroes grey), a gold coin, a gem, Thingvellir's artifacts (a
gold lozenge). The sheet itself is every game's (`game.ui.calcsheet`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.nidavellir.data import CLASS_KEYS
from game.ui import theme


def category_mark(app: Any, surface: pygame.Surface, key: str, centre: tuple[int, int]) -> None:
    """The small picture before a sheet row, so rows are found by eye as on the score pad."""
    assets = app.assets
    if key in CLASS_KEYS or key in ("warrior_majority", "heroes"):
        cls = CLASS_KEYS.index(key) if key in CLASS_KEYS else (0 if key != "heroes" else 5)
        ring = theme.GOLD if key == "warrior_majority" else None
        pygame.draw.circle(surface, theme.CLASS_COLOURS[cls], centre, 13)
        if ring is not None:
            pygame.draw.circle(surface, ring, centre, 13, 2)
        icon = assets.icon(theme.CLASS_ICONS[cls], 18)
        surface.blit(icon, icon.get_rect(center=centre))
    elif key == "coins":
        coin = assets.scaled("coins/gold", 26, 26)
        surface.blit(coin, coin.get_rect(center=centre))
    elif key == "gem":
        gem = assets.scaled("gems/gem_6", 26, 26)
        surface.blit(gem, gem.get_rect(center=centre))
    elif key == "artifacts":  # Thingvellir: a relic's gold lozenge on the neutral colour
        x, y = centre
        pygame.draw.circle(surface, theme.CLASS_COLOURS[5], centre, 13)
        lozenge = [(x, y - 9), (x + 7, y), (x, y + 9), (x - 7, y)]
        pygame.draw.polygon(surface, theme.GOLD, lozenge)
        pygame.draw.polygon(surface, theme.GOLD_DARK, lozenge, 2)
