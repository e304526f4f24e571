"""Arran's rules scene: the game, a round, a Lord's turn, the Cognars, the talions, the end of
the Eras, the scoring and our readings, as tabbed pages that scroll.

The scene is Nidavellir's (panel, tabs, scrolling, fades, keys), reached the same way from the
menus through `game.ui.gamekit` (`rules_scene`). That class reads Nidavellir's page list and page
builder from its module, so the few methods that name them are given again here with Arran's;
the rest (drawing, scrolling, Back, Esc) is inherited unchanged.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.games.arran.rulebook import PAGES, build_page
from game.ui.games.nidavellir.rules import TAB_GAP, TAB_H, TAB_Y, VIEW, RulesScene
from game.ui.scenes.base import Scene

NUMBER_KEYS = tuple(pygame.K_1 + i for i in range(len(PAGES)))
TURNS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}


class ArranRulesScene(RulesScene):
    def __init__(self, app: Any, page: str = PAGES[0]) -> None:
        super().__init__(app, page)

    def content(self, page: str | None = None) -> tuple[pygame.Surface, list[Any]]:
        """The page drawn in the current language, and its text blocks (built once)."""
        key = (page or self.page, self.app.t.lang, theme.HIGH_CONTRAST)
        if key not in self._pages:
            self._pages[key] = build_page(self.app, key[0], VIEW.w)
        return self._pages[key]

    def turn(self, step: int) -> None:
        self.open(PAGES[(PAGES.index(self.page) + step) % len(PAGES)])

    def tab_rects(self) -> list[Rect]:
        w = (VIEW.w - TAB_GAP * (len(PAGES) - 1)) // len(PAGES)
        return [Rect(VIEW.x + i * (w + TAB_GAP), TAB_Y, w, TAB_H) for i in range(len(PAGES))]

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        tabs = [(rect, ("page", page)) for rect, page in zip(self.tab_rects(), PAGES, strict=True)]
        return [*tabs, (self.back.rect, ("back",))]

    def _key(self, key: int) -> None:
        """Arrows and 1–8 turn Arran's pages; the other keys scroll or close as in Nidavellir."""
        if key in TURNS:
            self.turn(TURNS[key])
        elif key in NUMBER_KEYS:
            self.open(PAGES[NUMBER_KEYS.index(key)])
        else:
            super()._key(key)

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        for rect, page in zip(self.tab_rects(), PAGES, strict=True):
            chosen = page == self.page
            fill = (170, 126, 46) if chosen else (62, 46, 32)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=8)
            label, _ = self.tab_label(page, rect.w - 12, (30, 20, 10) if chosen else theme.TEXT)
            surface.blit(label, label.get_rect(center=rect.center))
        y = VIEW.y - 12
        pygame.draw.line(surface, theme.PANEL_EDGE, (VIEW.x, y), (VIEW.right, y), 1)


def rules_scene(app: Any) -> Scene:
    """The hook `game.ui.gamekit` asks for (the menus' "Rules")."""
    return ArranRulesScene(app)
