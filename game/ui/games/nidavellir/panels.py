"""What Nidavellir lays over its table: the Troop Evaluation, the hero hall, a zoomed card and
the live score pad; what the pointer hovers and what the tooltip and the log say about it."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.core.events import Event
from game.nidavellir.actions import Recruit
from game.nidavellir.scoring import competition_ranks, winners
from game.ui import theme
from game.ui.games import Item, Segment
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.base import NidavellirBase
from game.ui.games.nidavellir.help import Describer, hover_items
from game.ui.scorepad import LABEL_W, column_width, draw_table
from game.ui.table import chrome
from game.ui.widgets import glow, panel

EVALUATION_STEP_MS = 650  # the Troop Evaluation reveals one distinction after another


class NidavellirPanels(NidavellirBase):
    """A part of NidavellirPresenter."""

    def news_avoid(self) -> list[Rect]:
        """The hero hall, the drawn cards, the log, the Troop Evaluation, the choices, and the
        taverns during a bid."""
        assert self.lay is not None
        rects = []
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
        """The hall shades the whole table; the Troop Evaluation and the choices cover part."""
        if self._hall_open():
            return [chrome.SCREEN]
        return [r for r in (self._evaluation_box(), self._choices_area()) if r is not None]

    def draw_panels(self, surface: pygame.Surface) -> None:
        self._draw_evaluation(surface)
        self._draw_scores(surface)
        self._draw_zoom(surface)

    def _draw_evaluation(self, surface: pygame.Surface) -> None:
        """The Troop Evaluation: each distinction and who won it, revealed one after another."""
        box = self._evaluation_box()
        if box is None or self.evaluation_clock is None:
            return
        app, t = self.app, self.app.t
        shown = int(self.evaluation_clock // EVALUATION_STEP_MS) + 1
        panel(surface, box, 235, radius=16, edge=theme.GOLD)
        title = app.assets.text(t("banner.troop_evaluation"), "display_bold", 30, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 16)))
        for i, (d, seat) in enumerate(self.evaluation[:shown]):
            y = box.y + 70 + i * 74
            surface.blit(app.faces.distinction(d, 48, 66), (box.x + 40, y))
            name = app.faces._name(self.rules.distinctions[d].name)
            label = app.assets.text(name, "display", 22, theme.TEXT)
            surface.blit(label, (box.x + 108, y + 6))
            who = self.table.seat_name(seat) if seat is not None else t("banner.nobody")
            colour = theme.HIGHLIGHT if seat is not None else theme.TEXT_SOFT
            winner = app.assets.text(who, "text_bold", 22, colour)
            surface.blit(winner, winner.get_rect(topright=(box.right - 40, y + 8)))

    def _evaluation_box(self) -> Rect | None:
        if self.evaluation_clock is None or not self.evaluation:
            return None
        return Rect(L.W // 2 - 330, 200, 660, 96 + 74 * len(self.evaluation))

    def _hall_open(self) -> bool:
        return (
            self.viewer in self.session.waiting_humans()
            and self.session.state.pending() == "recruit"
        )

    def _draw_hall(self, surface: pygame.Surface) -> None:
        """The hero hall during a recruitment: every available hero with its full rule text,
        the ones the rules allow now highlighted."""
        assert self.lay is not None
        state = self.session.state
        if not self._hall_open():
            return
        app = self.app
        legal = {a.key for a in state.legal_actions(self.viewer) if isinstance(a, Recruit)}
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        panel(surface, self.lay.hall_panel, 238, radius=16, edge=theme.GOLD)
        title = app.assets.text(app.t("prompt.recruit"), "display_bold", 26, theme.GOLD)
        surface.blit(
            title, title.get_rect(midtop=(self.lay.hall_panel.centerx, self.lay.hall_panel.y + 14))
        )
        for key, rect in self.lay.hall.items():
            face = app.faces.hero_row(self.rules.card_ids[key], rect.w, rect.h)
            if key in legal:
                surface.blit(face, rect)
                glow(surface, rect, theme.HIGHLIGHT, 2)
            else:
                dim = face.copy()
                dim.set_alpha(90)
                surface.blit(dim, rect)

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        assert self.lay is not None
        key = (self.pad.key(), tuple(sorted(self.session.held)))
        if self._hover_lay is not self.lay or self._hover_for != key:  # a new view, or coins
            # of a draft or a held bid moved: they are hovered where they show
            shown = [self._shown_seat(s) for s in range(len(self.view["seats"]))]
            view = {**self.view, "seats": [seat_view for seat_view, _ in shown]}
            gone = {
                tuple(self.lay.seats[s].hand[i])
                for s, (_, hidden) in enumerate(shown)
                if s in self.lay.seats
                for i in hidden
                if i < len(self.lay.seats[s].hand)
            }
            self._hover_items = [
                item
                for item in hover_items(view, self.lay)[::-1]
                if not (item[1] == "coin" and tuple(item[0]) in gone)
            ]
            self._hover_for, self._hover_lay = key, self.lay
        drawn = self.lay.drawn_panel.collidepoint(pos) and bool(self.lay.drawn)
        for item in self._hover_items:
            if item[0].collidepoint(pos):
                return None if drawn and item[0] not in self.lay.drawn.values() else item
        return None

    def _describer(self) -> Describer:
        return Describer(self.rules, self.app.t, self.app.faces._name)

    def describe(self, item: Item) -> str:
        return self._describer().describe(item[1], item[2], self.view)

    def zoomable(self, item: Item) -> Any:
        """A card (its key) or a mythology card (the key in its tuple)."""
        if item[1] == "card":
            return item[2]
        if item[1] == "myth":
            return item[2][1]
        return None

    def log_line(self, event: Event) -> list[Segment] | None:
        return self.writer.line(event)

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

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        """A card shown large (right-click): its face with the portrait at full size, and its
        whole rule text beside it."""
        if self.table.zoom is None:
            return
        app = self.app
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 160))
        surface.blit(shade, (0, 0))
        card = self.rules.card_ids[self.table.zoom]
        face = app.faces.card(card, 360, 504)
        rect = face.get_rect(center=(L.W // 2 - 230, L.H // 2))
        surface.blit(app.faces.shadow(*rect.size), rect.move(6, 8))
        surface.blit(face, rect)
        text = app.assets.wrapped(
            self._describer().card(self.table.zoom), "text", 22, theme.TEXT, 420
        )
        box = Rect(rect.right + 30, rect.y + 40, 460, text.get_height() + 40)
        panel(surface, box, 235, radius=12, edge=theme.GOLD)
        surface.blit(text, (box.x + 20, box.y + 20))

    def _draw_scores(self, surface: pygame.Surface) -> None:
        """The live score pad of every chair, category by category."""
        if not self.table.show_scores:
            return
        app = self.app
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        sheets = self.view["scores"]
        width = LABEL_W + column_width(len(sheets), 960) * len(sheets)
        box = Rect(L.W // 2 - width // 2 - 40, 110, width + 80, 620)
        panel(surface, box, 240, radius=16, edge=theme.GOLD)
        title = app.assets.text(app.t("scores.live"), "display_bold", 26, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 14)))
        ranks = competition_ranks([s["total"] for s in sheets])
        self.score_pad = draw_table(
            surface,
            app,
            [seat.name for seat in self.session.seats],
            sheets,
            winners(sheets),
            Rect(box.x + 40, box.y + 60, width, box.h - 80),
            ranks,
        )
