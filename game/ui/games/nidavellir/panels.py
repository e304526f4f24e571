"""What Nidavellir lays over its table: the Troop Evaluation, the hero hall, a zoomed card and
the live score pad; what the pointer hovers and what the tooltip and the log say about it. The
panels themselves are every taverns game's (`game.ui.tavernkit.panels`); here, Nidavellir's
pieces in them."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.nidavellir.actions import Recruit
from game.ui import theme
from game.ui.games import Item
from game.ui.games.nidavellir import frames
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.base import NidavellirBase
from game.ui.games.nidavellir.help import Describer, hover_items
from game.ui.tavernkit import lanes
from game.ui.tavernkit.panels import TavernsPanels


class NidavellirPanels(NidavellirBase, TavernsPanels):
    """A part of NidavellirPresenter."""

    EVALUATION_TITLE = "banner.troop_evaluation"
    NOBODY_WORD = "banner.nobody"
    EVALUATION_AHEAD = True
    RECRUIT = Recruit

    def _draw_award(self, surface: pygame.Surface, award: Any, x: int, y: int) -> int:
        """A distinction's card and name on a band of its class's colour across the row."""
        app = self.app
        band = Rect(x + 24, y - 6, 660 - 48, self.EVALUATION_ROW_H - 4)
        lanes.lane(surface, band, theme.CLASS_COLOURS[self.rules.distinctions[award].cls], 48)
        surface.blit(app.faces.distinction(award, 48, 66), (x + 40, y))
        name = app.faces._name(self.rules.distinctions[award].name)
        label = app.assets.text(name, "display", 22, theme.TEXT)
        surface.blit(label, (x + 108, y + 6))
        return 8

    def _hall_row(self, key: str, rect: Rect) -> pygame.Surface:
        """A hero with its full rule text."""
        row: pygame.Surface = self.app.faces.hero_row(self.rules.card_ids[key], rect.w, rect.h)
        return row

    def hover_items(self, view: dict[str, Any], lay: L.Layout) -> list[Item]:
        return hover_items(view, lay)

    def _describer(self) -> Describer:
        return Describer(self.rules, self.app.t, self.app.faces._name)

    def zoomable(self, item: Item) -> Any:
        """A card (its key) or a mythology card (the key in its tuple)."""
        if item[1] in ("card", "pouch_hero"):
            return item[2]
        if item[1] in ("myth", "mjollnir"):
            return item[2][1]
        return None

    def glyph(self, surface: pygame.Surface, kind: str, value: Any, at: tuple[int, int]) -> int:
        """A class badge ("icon") or a coin ("coin") in a log line."""
        x, y = at
        if kind == "icon":
            pygame.draw.circle(surface, theme.CLASS_COLOURS[value], (x + 9, y + 11), 10)
            icon = self.app.assets.icon(theme.CLASS_ICONS[value], 15)
            surface.blit(icon, icon.get_rect(center=(x + 9, y + 11)))
            return 23
        if kind == "coin":
            surface.blit(self.app.faces.coin(value, 22), (x, y))
            return 26
        return 0

    def _draw_zoomed(self, surface: pygame.Surface, key: str) -> Rect:
        """The card with its portrait at full size, and its shadow."""
        app = self.app
        face = app.faces.card(self.rules.card_ids[key], 360, 504)
        rect: Rect = face.get_rect(center=(L.W // 2 - 230, L.H // 2))
        frames.cast_shadow(surface, rect, max(4, rect.w // 12), 8, 160)
        surface.blit(face, rect)
        return rect

    def _zoom_text(self, key: str) -> str:
        return self._describer().card(key)
