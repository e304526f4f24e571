"""What Arran lays over its table: the recruitment hall, the Order Evaluation, a zoomed card and
the live score pad; what the pointer hovers, what the tooltip says about it, and the log."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.arran.actions import Recruit
from game.core.events import Event
from game.taverns import coins as cn
from game.ui import theme
from game.ui.games import Item, Segment
from game.ui.games.arran.base import ArranBase
from game.ui.games.arran.help import Describer, hover_items
from game.ui.games.arran.middle import line
from game.ui.games.arran.pieces import order_icon
from game.ui.scorepad import LABEL_W, column_width, draw_table
from game.ui.table import chrome
from game.ui.widgets import glow, panel

EVALUATION_STEP_MS = 650  # the Order Evaluation reveals one award after another


class ArranPanels(ArranBase):
    """A part of ArranPresenter."""

    def news_avoid(self) -> list[Rect]:
        """The panels of a decision, the log, and always the Cognar pool and the holder (a
        recruitment's or an award's news would hide the very card it is about): news lands on
        the Treasury or the decks instead."""
        assert self.lay is not None
        f = self.lay.frame
        rects = [f.pool, f.holder]
        if self._hall_open():
            rects.append(self.lay.hall_panel)
        if self.lay.drawn:
            rects.append(self.lay.drawn_panel)
        if self.table.log_open:
            rects.append(chrome.LOG_PANEL)
        if self._owes_bid():
            rects += self.lay.tavern_rows
        return rects + [r for r in (self._choices_area(), self._evaluation_box()) if r]

    def panels(self) -> list[Rect]:
        if self._hall_open():
            return [chrome.SCREEN]
        return [r for r in (self._evaluation_box(), self._choices_area()) if r is not None]

    def draw_panels(self, surface: pygame.Surface) -> None:
        self._draw_evaluation(surface)
        self._draw_scores(surface)
        self._draw_zoom(surface)

    def _shade(self, surface: pygame.Surface, alpha: int) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, alpha))
        surface.blit(shade, (0, 0))

    # ------------------------------------------------------------------ the Order Evaluation

    def _evaluation_box(self) -> Rect | None:
        if self.evaluation_clock is None or not self.evaluation:
            return None
        return Rect(chrome.W // 2 - 330, 120, 660, 96 + 82 * len(self.evaluation))

    def _draw_evaluation(self, surface: pygame.Surface) -> None:
        """The end of Era 1: each Elite Cognar (and the Certification) and who wins it."""
        box = self._evaluation_box()
        if box is None or self.evaluation_clock is None:
            return
        app, t = self.app, self.app.t
        shown = int(self.evaluation_clock // EVALUATION_STEP_MS) + 1
        panel(surface, box, 240, radius=16, edge=theme.GOLD)
        title = app.assets.text(t("banner.evaluation"), "display_bold", 30, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 16)))
        for i, (key, seat) in enumerate(self.evaluation[:shown]):
            y = box.y + 70 + i * 82
            surface.blit(self.faces.card(key, (54, 76), t.lang), (box.x + 40, y))
            label = app.assets.text(self.name(key), "display", 22, theme.TEXT)
            surface.blit(label, (box.x + 110, y + 22))
            who = self.table.seat_name(seat) if seat is not None else t("table.nobody")
            colour = theme.HIGHLIGHT if seat is not None else theme.TEXT_SOFT
            winner = app.assets.text(who, "text_bold", 22, colour)
            surface.blit(winner, winner.get_rect(topright=(box.right - 40, y + 24)))

    # ------------------------------------------------------------------ the recruitment hall

    def _hall_open(self) -> bool:
        return self.viewer in self.session.waiting_humans() and self.pending() == "recruit"

    def _draw_hall(self, surface: pygame.Surface) -> None:
        """Every Cognar still to recruit as a row with its portrait, name and text; the ones the
        rules allow now (the Mercenary chain, A-09) lit, the others dimmed."""
        assert self.lay is not None
        if not self._hall_open():
            return
        app, t = self.app, self.app.t
        legal = {
            a.key for a in self.session.state.legal_actions(self.viewer) if isinstance(a, Recruit)
        }
        self._shade(surface, 120)
        hall = self.lay.hall_panel
        panel(surface, hall, 240, radius=16, edge=theme.GOLD)
        title = app.assets.text(t("prompt.recruit"), "display_bold", 26, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(hall.centerx, hall.y + 14)))
        describer = self._describer()
        for key, rect in self.lay.hall.items():
            row = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(row, (44, 34, 26, 255), row.get_rect(), border_radius=8)
            info = self.cards.cards[self.cards.card_ids[key]]
            self.artist.mark(row, info, (27, rect.h // 2), 19)
            name = app.assets.text(self.name(key), "display_bold", 17, theme.GOLD)
            row.blit(name, (56, 4))
            text = line(app.assets, describer.rule(key), "text", 14, theme.TEXT, rect.w - 120)
            row.blit(text, (56, 28))
            points = max(info.column_points) if info.column_points else info.points
            if points:
                stone = (rect.w - 30, rect.h // 2)
                pygame.draw.circle(row, (236, 226, 200), stone, 17)
                pygame.draw.circle(row, theme.GOLD_DARK, stone, 17, 2)
                value = app.assets.text(str(points), "text_bold", 17, theme.INK)
                row.blit(value, value.get_rect(center=(stone[0], stone[1] + 1)))
            if key not in legal:
                row.set_alpha(90)
            surface.blit(row, rect)
            if key in legal:
                glow(surface, rect, theme.HIGHLIGHT, 2)

    # ------------------------------------------------------------------ zoom and scores

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        """A card shown large (right-click), its whole description beside it."""
        if self.table.zoom is None:
            return
        self._shade(surface, 160)
        face = self.faces.card(self.table.zoom, (340, 476), self.app.t.lang)
        rect = face.get_rect(center=(chrome.W // 2 - 230, chrome.H // 2))
        surface.blit(face, rect)
        text = self.app.assets.wrapped(
            self._describer().card(self.table.zoom, self.view), "text", 22, theme.TEXT, 420
        )
        box = Rect(rect.right + 30, rect.y + 40, 460, text.get_height() + 40)
        panel(surface, box, 235, radius=12, edge=theme.GOLD)
        surface.blit(text, (box.x + 20, box.y + 20))

    def _draw_scores(self, surface: pygame.Surface) -> None:
        """The live score pad of every Lord, category by category."""
        if not self.table.show_scores:
            return
        app = self.app
        self._shade(surface, 150)
        sheets = self.view["scores"]
        width = LABEL_W + column_width(len(sheets), 960) * len(sheets)
        box = Rect(chrome.W // 2 - width // 2 - 40, 80, width + 80, 680)
        panel(surface, box, 240, radius=16, edge=theme.GOLD)
        title = app.assets.text(app.t("scores.live"), "display_bold", 26, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 14)))
        totals = [s["total"] for s in sheets]
        ranks = [1 + sum(1 for other in totals if other > mine) for mine in totals]
        best = [i for i, total in enumerate(totals) if total == max(totals)]
        names = [seat.name for seat in self.session.seats]
        draw_table(
            surface,
            app,
            names,
            sheets,
            best,
            Rect(box.x + 40, box.y + 60, width, box.h - 80),
            ranks,
        )

    # ------------------------------------------------------------------ help and log

    def _describer(self) -> Describer:
        return Describer(self.cards, self.app.t, self.table.seat_name)

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        assert self.lay is not None
        key = (self.pad.key(), tuple(sorted(self.session.held)), id(self.lay))
        if self._hover_for != key:
            shown = [self._shown_seat(s)[0] for s in range(len(self.view["seats"]))]
            self._hover_items = hover_items({**self.view, "seats": shown}, self.lay)[::-1]
            self._hover_for = key
        drawn = bool(self.lay.drawn) and self.lay.drawn_panel.collidepoint(pos)
        for item in self._hover_items:
            if item[0].collidepoint(pos):
                return None if drawn and item[0] not in self.lay.drawn.values() else item
        return None

    def describe(self, item: Item) -> str:
        return self._describer().describe(item[1], item[2], self.view)

    def zoomable(self, item: Item) -> Any:
        return item[2] if item[1] == "card" else None

    def log_line(self, event: Event) -> list[Segment] | None:
        return self.writer.line(event)

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
