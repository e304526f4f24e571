"""What the shell draws over the table: the news banner, the log drawer, the sound button and
the tooltip; and what the pointer hovers (the game says what a thing is, the shell when)."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.games import Item
from game.ui.placing import free_rect, tooltip_rect
from game.ui.table import chrome
from game.ui.table.base import TableBase
from game.ui.widgets import PRESSED, REST, banner_box, button_face, dialog, face_at

TOOLTIP_DELAY_MS = 350
TOOLTIP_LINGER_MS = 8000  # a pointer left still this long no longer shows its tooltip
LOG_ROW_H = 24


class TableOverlays(TableBase):
    """A part of TableScene."""

    def news_avoid(self) -> list[Rect]:
        """What news must leave in sight: the targets of the decision and whatever the game
        shows beside them (see `Presenter.news_avoid`)."""
        return [rect for rect, _ in self.hit_map] + self.presenter.news_avoid()

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
            top = chrome.HEADER.bottom + 4
            area = Rect(0, top, chrome.W, chrome.H - top)
            middle = (chrome.W // 2, 414)
            rect = free_rect(size, avoid, area, middle)
            self._banner_for = (
                key,
                rect or Rect((0, 0), size).move(middle[0] - size[0] // 2, middle[1] - size[1] // 2),
            )
        return self._banner_for[1]

    def _draw_banner(self, surface: pygame.Surface) -> None:
        rect = self.banner_rect()
        if rect is None:
            return
        text, left = self.banners[0]
        banner_box(surface, rect, self.app.assets.text(text, "display_bold", 28, theme.GOLD), left)

    def _draw_speaker(self, surface: pygame.Surface, rect: Rect, state: str = REST) -> None:
        """A small speaker drawn by hand on a button's face; crossed out when the sound is off."""
        surface.blit(button_face(rect.w, rect.h, state), face_at(rect))
        cx, cy = rect.x + 13, rect.centery + (2 if state == PRESSED else 0)
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
        line = self.presenter.log_line
        lines = (line(event) for events in self.session.log for event in events)
        return [segments for segments in lines if segments]

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The log drawer over the right of the table; the wheel scrolls back in time."""
        if not self.log_open:
            return
        app = self.app
        box = chrome.LOG_PANEL
        dialog(surface, box, radius=12)
        title = app.assets.text(app.t("log.title"), "display_bold", 20, theme.GOLD)
        surface.blit(title, (box.x + 14, box.y + 8))
        lines = self.log_lines()
        visible = (box.h - 48) // LOG_ROW_H
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - visible))
        end = len(lines) - self.log_scroll
        shown = lines[max(0, end - visible) : end]
        y = box.y + 42
        for line in shown:
            x = box.x + 14
            for kind, value in line:
                if kind == "text":
                    if value:
                        label = app.assets.text(value, "text", 16, theme.TEXT)
                        surface.blit(label, (x, y + 2))
                        x += label.get_width() + 5
                else:
                    x += self.presenter.glyph(surface, kind, value, (x, y))
                if x > box.right - 20:
                    break
            y += LOG_ROW_H

    def open_panels(self) -> list[Rect]:
        """What is drawn over the table now: nothing under these shows a tooltip through them
        (the score pad and a zoomed thing shade the whole table)."""
        if self.show_scores or self.zoom is not None:
            return [chrome.SCREEN]
        return self.presenter.panels() + ([chrome.LOG_PANEL] if self.log_open else [])

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        """The topmost hoverable thing under `pos`, if any, and not under an open panel."""
        if any(rect.collidepoint(pos) for rect in self.open_panels()):
            return None
        return self.presenter.item_at(pos)

    def tooltip(self) -> tuple[Rect, pygame.Surface] | None:
        """The box and text explaining the thing the pointer rests on, placed beside it and
        clear of what the decision is about (`Presenter.focus`). None once the pointer has
        rested a while, and after the table changed or was covered, until the pointer moves
        (in the demo, until a person moves it at all): a tooltip is asked for by a hand."""
        if self.tip_dropped or not TOOLTIP_DELAY_MS <= self.hover_ms <= TOOLTIP_LINGER_MS:
            return None
        item = self.item_at(self.mouse)
        if item is None:
            return None
        text = self.presenter.describe(item)
        if not text:
            return None
        label = self.app.assets.wrapped(text, "text", 16, theme.TEXT, 360)
        size = label.get_rect().inflate(24, 18).size
        avoid = self.presenter.focus()
        return tooltip_rect(size, item[0], self.mouse, chrome.SCREEN, avoid), label

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        if self.app.scenes and self.app.top is not self:  # a scene over the table
            self.tip_dropped = True
            return
        tip = self.tooltip()
        if tip is not None:
            box, label = tip
            dialog(surface, box, radius=8, lift=4)
            surface.blit(label, (box.x + 12, box.y + 9))
