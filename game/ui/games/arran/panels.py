"""What Arran lays over its table: the recruitment hall, the Order Evaluation, a zoomed card and
the live score pad; what the pointer hovers, what the tooltip says about it, and the log. The
panels themselves are every taverns game's (`game.ui.tavernkit.panels`); here, Arran's pieces in
them."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.arran.actions import Recruit
from game.taverns import coins as cn
from game.ui import theme
from game.ui.games import Item
from game.ui.games.arran import layout as L
from game.ui.games.arran.base import ArranBase
from game.ui.games.arran.help import Describer, hover_items
from game.ui.games.arran.middle import line
from game.ui.games.arran.pieces import order_icon
from game.ui.table import chrome
from game.ui.tavernkit import lanes
from game.ui.tavernkit.panels import TavernsPanels


class ArranPanels(ArranBase, TavernsPanels):
    """A part of ArranPresenter."""

    EVALUATION_TOP = 120
    EVALUATION_ROW_H = 82
    EVALUATION_TITLE = "banner.evaluation"
    NOBODY_WORD = "table.nobody"
    EVALUATION_AHEAD = True
    RECRUIT = Recruit
    SCORES_TOP = 80
    SCORES_H = 680

    def _news_always(self) -> list[Rect]:
        """The Cognar pool and the holder: a recruitment's or an award's news would hide the
        very card it is about, so news lands on the Treasury or the decks instead."""
        assert self.lay is not None
        return [self.lay.frame.pool, self.lay.frame.holder]

    def _draw_award(self, surface: pygame.Surface, award: Any, x: int, y: int) -> int:
        """An Elite Cognar (or the Certification) and its name, on a gilt slip across the row."""
        band = Rect(x + 24, y - 3, 660 - 48, self.EVALUATION_ROW_H - 4)
        lanes.lane(surface, band, theme.GOLD_DARK, 40)
        surface.blit(self.faces.card(award, (54, 76), self.app.t.lang), (x + 40, y))
        label = self.app.assets.text(self.name(award), "display", 22, theme.TEXT)
        surface.blit(label, (x + 110, y + 22))
        return 24

    def _hall_row(self, key: str, rect: Rect) -> pygame.Surface:
        """A Cognar's row: its mark, name and text, and its points on a stone."""
        app = self.app
        row = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(row, (44, 34, 26, 255), row.get_rect(), border_radius=8)
        info = self.cards.cards[self.cards.card_ids[key]]
        self.artist.mark(row, info, (27, rect.h // 2), 19)
        name = app.assets.text(self.name(key), "display_bold", 17, theme.GOLD)
        row.blit(name, (56, 4))
        rule = self._describer().rule(key)
        text = line(app.assets, rule, "text", 16, theme.TEXT, rect.w - 108)
        row.blit(text, (56, 28))
        points = max(info.column_points) if info.column_points else info.points
        if points:
            stone = (rect.w - 30, rect.h // 2)
            pygame.draw.circle(row, (236, 226, 200), stone, 17)
            pygame.draw.circle(row, theme.GOLD_DARK, stone, 17, 2)
            value = app.assets.text(str(points), "text_bold", 17, theme.INK)
            row.blit(value, value.get_rect(center=(stone[0], stone[1] + 1)))
        return row

    def _draw_zoomed(self, surface: pygame.Surface, key: str) -> Rect:
        face = self.faces.card(key, (340, 476), self.app.t.lang)
        rect = face.get_rect(center=(chrome.W // 2 - 230, chrome.H // 2))
        surface.blit(face, rect)
        return rect

    def _zoom_text(self, key: str) -> str:
        return self._describer().card(key, self.view)

    # ------------------------------------------------------------------ help and log

    def _describer(self) -> Describer:
        return Describer(self.cards, self.app.t, self.table.seat_name)

    def hover_items(self, view: dict[str, Any], lay: L.Layout) -> list[Item]:
        return hover_items(view, lay)

    def zoomable(self, item: Item) -> Any:
        return item[2] if item[1] == "card" else None

    def glyph(self, surface: pygame.Surface, kind: str, value: Any, at: tuple[int, int]) -> int:
        """An Order's mark ("order", its column) or a talion ("coin", its code) in a log line."""
        x, y = at
        if kind == "order":
            order_icon(surface, (x + 10, y + 12), 10, value)
            return 24
        if kind == "coin":
            surface.blit(self.faces.coin(cn.coin_str(value), 11), (x, y + 1))
            return 26
        return 0
