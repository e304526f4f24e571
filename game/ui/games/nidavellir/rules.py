"""The rules, as tabbed pages that scroll: a round, the dwarves, the heroes, offerings and
distinctions, coins and gems, the final score and Idavoll.

Reached from the main menu and from the pause menu. Pages are drawn once per language (see
`game.ui.games.nidavellir.rulebook`) and only blitted each frame.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.games.nidavellir.rulebook import PAGES, Block, build_page
from game.ui.scenes.base import Scene
from game.ui.widgets import Button, panel

PANEL = Rect(60, 24, 1480, 860)
VIEW = Rect(100, 176, 1380, 626)  # the part of a page in sight
TAB_Y, TAB_H, TAB_GAP = 104, 46, 8
STEP = 60  # pixels per wheel notch or arrow key
FADE = 36
NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7)


class RulesScene(Scene):
    def __init__(self, app: Any, page: str = PAGES[0]) -> None:
        super().__init__(app)
        self.page = page
        self.scroll = 0
        self.back = Button(Rect(theme.LOGICAL_SIZE[0] // 2 - 110, 818, 220, 48), "", app.pop)
        self._pages: dict[tuple[str, str, bool], tuple[pygame.Surface, list[Block]]] = {}
        self._fade: pygame.Surface | None = None

    # ------------------------------------------------------------------ pages

    def content(self, page: str | None = None) -> tuple[pygame.Surface, list[Block]]:
        """The page drawn in the current language, and its text blocks (built once)."""
        key = (page or self.page, self.app.t.lang, theme.HIGH_CONTRAST)
        built = self._pages.get(key)
        if built is None:
            built = build_page(self.app, key[0], VIEW.w)
            self._pages[key] = built
        return built

    def max_scroll(self) -> int:
        return max(0, self.content()[0].get_height() - VIEW.h)

    def open(self, page: str) -> None:
        if page != self.page:
            self.app.play("click")
        self.page = page
        self.scroll = 0

    def turn(self, step: int) -> None:
        self.open(PAGES[(PAGES.index(self.page) + step) % len(PAGES)])

    def scroll_by(self, dy: int) -> None:
        self.scroll = min(self.max_scroll(), max(0, self.scroll + dy))

    def on_settings(self) -> None:
        self._pages.clear()

    # ------------------------------------------------------------------ input

    def tab_rects(self) -> list[Rect]:
        w = (VIEW.w - TAB_GAP * (len(PAGES) - 1)) // len(PAGES)
        return [Rect(VIEW.x + i * (w + TAB_GAP), TAB_Y, w, TAB_H) for i in range(len(PAGES))]

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        tabs: list[tuple[Rect, tuple[Any, ...]]] = [
            (rect, ("page", page)) for rect, page in zip(self.tab_rects(), PAGES, strict=True)
        ]
        return [*tabs, (self.back.rect, ("back",))]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-int(event.y) * STEP)
            return
        if self.back.handle(event):
            return
        target = self.clicked(event)
        if target is not None and target[0] == "page":
            self.open(target[1])

    def _key(self, key: int) -> None:
        moves = {
            pygame.K_UP: -STEP,
            pygame.K_DOWN: STEP,
            pygame.K_PAGEUP: -(VIEW.h - STEP),
            pygame.K_PAGEDOWN: VIEW.h - STEP,
            pygame.K_HOME: -(10**6),
            pygame.K_END: 10**6,
        }
        if key == pygame.K_ESCAPE:
            self.app.pop()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.turn(1 if key == pygame.K_RIGHT else -1)
        elif key in NUMBER_KEYS:
            self.open(PAGES[NUMBER_KEYS.index(key)])
        elif key in moves:
            self.scroll_by(moves[key])

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        panel(surface, PANEL, 225, radius=18)
        title = app.assets.text(t("rules.title"), "display_bold", 38, theme.GOLD)
        surface.blit(title, title.get_rect(center=(PANEL.centerx, 64)))
        self._draw_tabs(surface)
        page, _ = self.content()
        self.scroll = min(self.scroll, self.max_scroll())
        surface.blit(page, VIEW.topleft, Rect(0, self.scroll, VIEW.w, VIEW.h))
        self._draw_fades(surface)
        self._draw_scrollbar(surface, page.get_height())
        hint = app.assets.text(t("guide.keys"), "text", 15, theme.TEXT_SOFT)
        surface.blit(hint, hint.get_rect(midleft=(VIEW.x, self.back.rect.centery)))
        self.back.label = t("rules.back")
        self.back.draw(surface, app.assets)

    def tab_label(self, page: str, width: int, ink: tuple[int, ...]) -> tuple[pygame.Surface, int]:
        """A tab's name at the largest size from 18 down to 14 that fits `width`, and that size."""
        text = self.app.t(f"guide.tabs.{page}")
        size = 18
        label = self.app.assets.text(text, "display", size, ink)
        while label.get_width() > width and size > 14:
            size -= 1
            label = self.app.assets.text(text, "display", size, ink)
        return label, size

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        for rect, page in zip(self.tab_rects(), PAGES, strict=True):
            chosen = page == self.page
            pygame.draw.rect(
                surface, (170, 126, 46) if chosen else (62, 46, 32), rect, border_radius=8
            )
            pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=8)
            label, _ = self.tab_label(page, rect.w - 12, (30, 20, 10) if chosen else theme.TEXT)
            surface.blit(label, label.get_rect(center=rect.center))
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (VIEW.x, VIEW.y - 12), (VIEW.right, VIEW.y - 12), 1
        )

    def _draw_fades(self, surface: pygame.Surface) -> None:
        """Text running past the top or bottom of the view fades out, so a half-cut line reads
        as "more this way" rather than as a mistake."""
        if not self.max_scroll():
            return
        if self._fade is None:
            self._fade = pygame.Surface((VIEW.w, FADE), pygame.SRCALPHA)
            for row in range(FADE):
                self._fade.fill((22, 16, 12, 255 * row // FADE), Rect(0, row, VIEW.w, 1))
        if self.scroll < self.max_scroll():
            surface.blit(self._fade, (VIEW.x, VIEW.bottom - FADE))
        if self.scroll > 0:
            surface.blit(pygame.transform.flip(self._fade, False, True), VIEW.topleft)

    def _draw_scrollbar(self, surface: pygame.Surface, height: int) -> None:
        """A thin bar at the right when the page is taller than the view."""
        if height <= VIEW.h:
            return
        track = Rect(VIEW.right + 14, VIEW.y, 6, VIEW.h)
        pygame.draw.rect(surface, (60, 48, 36), track, border_radius=3)
        thumb_h = max(40, track.h * VIEW.h // height)
        y = track.y + (track.h - thumb_h) * self.scroll // max(1, height - VIEW.h)
        pygame.draw.rect(surface, theme.GOLD, Rect(track.x, y, 6, thumb_h), border_radius=3)
