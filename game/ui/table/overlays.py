"""What the table draws over itself: the news banner, the Troop Evaluation, the hero hall, the
log drawer, the tooltip, a zoomed card and the live score pad; and what the pointer hovers."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.nidavellir.actions import Recruit
from game.nidavellir.scoring import competition_ranks, winners
from game.ui import theme
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.help import Describer, Item, hover_items
from game.ui.games.nidavellir.log import LogWriter
from game.ui.games.nidavellir.scorepad import LABEL_W, column_width, draw_table
from game.ui.placing import free_rect, tooltip_rect
from game.ui.scenes.table_base import TableBase
from game.ui.widgets import banner_box, glow, panel

TOOLTIP_DELAY_MS = 350
EVALUATION_STEP_MS = 650  # the Troop Evaluation reveals one distinction after another


class TableOverlays(TableBase):
    """A part of TableScene."""

    def news_avoid(self) -> list[Rect]:
        """What news must leave in sight: the targets of the decision, the hero hall, the
        choices, the drawn cards, the log, the Troop Evaluation, and the taverns during a bid."""
        assert self.lay is not None
        rects = [rect for rect, _ in self.hit_map]
        if self._hall_open():
            rects.append(self.lay.hall_panel)
        if self.lay.drawn:
            rects.append(self.lay.drawn_panel)
        if self.log_open:
            rects.append(self.lay.log_panel)
        if self._owes_bid():
            rects += self.lay.tavern_rows
        return rects + [r for r in (self._choices_area(), self._evaluation_box()) if r]

    def banner_rect(self) -> Rect | None:
        """Where the current banner shows: nearest the middle of the table, clear of
        `news_avoid` (worked out once per banner and decision)."""
        if not self.banners:
            return None
        label = self.app.assets.text(self.banners[0][0], "display_bold", 28, theme.GOLD)
        size = (label.get_width() + 48, label.get_height() + 16)
        avoid = self.news_avoid()
        key = (size, tuple(tuple(r) for r in avoid))
        if key != self._banner_for[0]:
            area = Rect(0, L.HEADER.bottom + 4, L.W, L.H - L.HEADER.bottom - 4)
            rect = free_rect(size, avoid, area, (L.W // 2, 414))
            self._banner_for = (
                key,
                rect or Rect((0, 0), size).move(L.W // 2 - size[0] // 2, 414 - size[1] // 2),
            )
        return self._banner_for[1]

    def _draw_banner(self, surface: pygame.Surface) -> None:
        rect = self.banner_rect()
        if rect is None:
            return
        text, left = self.banners[0]
        banner_box(surface, rect, self.app.assets.text(text, "display_bold", 28, theme.GOLD), left)

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
            who = self.seat_name(seat) if seat is not None else t("banner.nobody")
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

    def _draw_speaker(self, surface: pygame.Surface, rect: Rect) -> None:
        """A small speaker drawn by hand; crossed out when the sound is off."""
        pygame.draw.rect(surface, (70, 52, 36), rect, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=8)
        cx, cy = rect.x + 13, rect.centery
        ink = theme.TEXT
        pygame.draw.polygon(
            surface,
            ink,
            [
                (cx - 6, cy - 4),
                (cx - 1, cy - 4),
                (cx + 5, cy - 10),
                (cx + 5, cy + 10),
                (cx - 1, cy + 4),
                (cx - 6, cy + 4),
            ],
        )
        if self.app.settings.muted:
            pygame.draw.line(surface, (220, 80, 60), (cx + 9, cy - 6), (cx + 19, cy + 6), 3)
            pygame.draw.line(surface, (220, 80, 60), (cx + 19, cy - 6), (cx + 9, cy + 6), 3)
        else:
            for radius in (7, 12):
                pygame.draw.arc(
                    surface,
                    ink,
                    (cx + 2 - radius // 2, cy - radius, radius * 2, radius * 2),
                    -0.9,
                    0.9,
                    2,
                )

    def log_lines(self) -> list[list[Any]]:
        """Every log line so far, in the current language."""
        faces = self.app.faces
        writer = LogWriter(
            self.rules, self.app.t, [seat.name for seat in self.session.seats], faces._name
        )
        lines = (writer.line(event) for events in self.session.log for event in events)
        return [line for line in lines if line]

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The log drawer over the right of the table; the wheel scrolls back in time."""
        assert self.lay is not None
        if not self.log_open:
            return
        app = self.app
        box = self.lay.log_panel
        panel(surface, box, 238, radius=12, edge=theme.GOLD)
        title = app.assets.text(app.t("log.title"), "display_bold", 20, theme.GOLD)
        surface.blit(title, (box.x + 14, box.y + 8))
        lines = self.log_lines()
        row_h = 24
        visible = (box.h - 48) // row_h
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - visible))
        end = len(lines) - self.log_scroll
        shown = lines[max(0, end - visible) : end]
        y = box.y + 42
        for line in shown:
            x = box.x + 14
            for kind, value in line:
                if kind == "text" and value:
                    label = app.assets.text(value, "text", 15, theme.TEXT)
                    surface.blit(label, (x, y + 2))
                    x += label.get_width() + 5
                elif kind == "icon":
                    pygame.draw.circle(surface, theme.CLASS_COLOURS[value], (x + 9, y + 11), 10)
                    icon = app.assets.icon(theme.CLASS_ICONS[value], 15)
                    surface.blit(icon, icon.get_rect(center=(x + 9, y + 11)))
                    x += 23
                elif kind == "coin":
                    surface.blit(app.faces.coin(value, 22), (x, y))
                    x += 26
                if x > box.right - 20:
                    break
            y += row_h

    def open_panels(self) -> list[Rect]:
        """What is drawn over the table now: nothing under these shows a tooltip through them
        (the hall, the score pad and a zoomed card shade the whole table)."""
        assert self.lay is not None
        if self.show_scores or self.zoom is not None or self._hall_open():
            return [Rect(0, 0, L.W, L.H)]
        rects = [
            self._evaluation_box(),
            self._choices_area(),
            self.lay.log_panel if self.log_open else None,
        ]
        return [r for r in rects if r is not None]

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        """The topmost hoverable thing under `pos`, if any, and not under an open panel."""
        assert self.lay is not None
        if any(rect.collidepoint(pos) for rect in self.open_panels()):
            return None
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

    def tooltip(self) -> tuple[Rect, pygame.Surface] | None:
        """The box and text explaining the thing the pointer rests on, placed beside it."""
        if self.hover_ms < TOOLTIP_DELAY_MS:
            return None
        item = self.item_at(self.mouse)
        if item is None:
            return None
        text = self._describer().describe(item[1], item[2], self.view)
        if not text:
            return None
        label = self.app.assets.wrapped(text, "text", 16, theme.TEXT, 360)
        size = label.get_rect().inflate(24, 18).size
        return tooltip_rect(size, item[0], self.mouse, Rect(0, 0, L.W, L.H)), label

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        tip = self.tooltip()
        if tip is not None:
            box, label = tip
            panel(surface, box, 240, radius=8, edge=theme.GOLD)
            surface.blit(label, (box.x + 12, box.y + 9))

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        """A card shown large (right-click): its face with the portrait at full size, and its
        whole rule text beside it."""
        if self.zoom is None:
            return
        app = self.app
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 160))
        surface.blit(shade, (0, 0))
        card = self.rules.card_ids[self.zoom]
        face = app.faces.card(card, 360, 504)
        rect = face.get_rect(center=(L.W // 2 - 230, L.H // 2))
        surface.blit(app.faces.shadow(*rect.size), rect.move(6, 8))
        surface.blit(face, rect)
        text = app.assets.wrapped(self._describer().card(self.zoom), "text", 22, theme.TEXT, 420)
        box = Rect(rect.right + 30, rect.y + 40, 460, text.get_height() + 40)
        panel(surface, box, 235, radius=12, edge=theme.GOLD)
        surface.blit(text, (box.x + 20, box.y + 20))

    def _draw_scores(self, surface: pygame.Surface) -> None:
        """The live score pad of every chair, category by category."""
        if not self.show_scores:
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
