"""A game's rules as tabbed pages that scroll, for any game: the scene (panel, tabs, wheel and
keys, fades, scroll bar, Back) and the page writer its pages are laid out with.

A game brings its page names (`guide.tabs.<page>` in its strings) and a `build_page(app, page,
width)` drawing one page onto a tall surface with a `Writer` (or a subclass adding its own
markers). Pages are drawn once per language and contrast and only blitted each frame. Every text
block is recorded with the width it was given, so a test can check that nothing runs out of its
box and that nothing is set below a readable size.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.scenes.base import Scene
from game.ui.widgets import Button, panel

PANEL = Rect(60, 24, 1480, 860)
VIEW = Rect(100, 176, 1380, 626)  # the part of a page in sight
TAB_Y, TAB_H, TAB_GAP = 104, 46, 8
STEP = 60  # pixels per wheel notch or arrow key
FADE = 36
BODY = 18  # the size of running text
SMALL = 16  # the size of card rules and table cells
GAP = 14  # between paragraphs
COLUMN_GAP = 60
CELL_H = 30  # the least height of a table row


# An entry's marker: a small picture, or what draws one on the page at a centre.
Marker = pygame.Surface | Callable[[pygame.Surface, tuple[int, int]], None]


@dataclass(frozen=True)
class Block:
    """A piece of text as drawn: where it landed, the box width it was given and its size."""

    text: str
    rect: Rect
    width: int
    size: int


class Writer:
    """Lays out one page on a tall transparent surface, recording every text block."""

    def __init__(self, app: Any, width: int) -> None:
        self.app = app
        self.t = app.t
        self.width = width
        self.surface = pygame.Surface((width, 4000), pygame.SRCALPHA)
        self.blocks: list[Block] = []
        self.bottom = 0

    def name(self, names: object) -> str:
        """A data name (`Names`: `en`, `fr`) in the page's language."""
        return str(getattr(names, self.t.lang))

    def columns(self, count: int) -> list[tuple[int, int]]:
        """(x, width) of `count` equal columns."""
        w = (self.width - COLUMN_GAP * (count - 1)) // count
        return [(i * (w + COLUMN_GAP), w) for i in range(count)]

    def text(
        self,
        text: str,
        x: int,
        y: int,
        width: int,
        face: str = "text",
        size: int = BODY,
        colour: tuple[int, ...] | None = None,
    ) -> int:
        """`text` wrapped to `width` at (x, y); returns the y below it. The colour defaults to
        the theme's text colour of the moment (high contrast changes it)."""
        label = self.app.assets.wrapped(text, face, size, colour or theme.TEXT, width)
        rect = self.surface.blit(label, (x, y))
        self.blocks.append(
            Block(text, Rect(x, y, label.get_width(), label.get_height()), width, size)
        )
        self.bottom = max(self.bottom, rect.bottom)
        return rect.bottom

    def caption(self, text: str, cx: int, y: int, width: int) -> int:
        """A short label centred on `cx`, wrapped to `width` if it must."""
        label = self.app.assets.wrapped(text, "text", 16, theme.TEXT_SOFT, width)
        rect = self.surface.blit(label, label.get_rect(midtop=(cx, y)))
        self.blocks.append(Block(text, rect, width, 16))
        self.bottom = max(self.bottom, rect.bottom)
        return rect.bottom

    def heading(self, text: str, x: int, y: int, width: int) -> int:
        return self.text(text, x, y, width, "display", 24, theme.GOLD) + 8

    def para(
        self,
        text: str,
        x: int,
        y: int,
        width: int,
        colour: tuple[int, ...] | None = None,
        size: int = BODY,
    ) -> int:
        return self.text(text, x, y, width, "text", size, colour) + GAP

    def entry(
        self,
        x: int,
        y: int,
        width: int,
        title: str,
        body: str = "",
        picture: Marker | None = None,
    ) -> int:
        """A named item with its rule under the name, its marker before it."""
        if isinstance(picture, pygame.Surface):
            self.surface.blit(picture, picture.get_rect(center=(x + 15, y + 13)))
        elif picture is not None:
            picture(self.surface, (x + 15, y + 13))
        y = self.text(title, x + 40, y, width - 40, "text_bold", 17, theme.TEXT)
        if body:
            y = self.text(body, x + 40, y + 2, width - 40, "text", SMALL, theme.TEXT_SOFT)
        return y + 12

    def steps(self, text: str, x: int, y: int, width: int) -> int:
        """Numbered steps written as one string, "1. … | 2. …", one paragraph each."""
        for step in text.split(" | "):
            y = self.para(step.strip(), x, y, width)
        return y

    def grid(self, x: int, y: int, widths: Sequence[int], rows: Sequence[Sequence[str]]) -> int:
        """A small table: the first row is the header (soft), the others are values; a cell may
        wrap, its row grows with it. Returns the y below the table."""
        for i, row in enumerate(rows):
            face, size = ("text", SMALL) if i == 0 else ("text_bold", 17)
            colour = theme.TEXT_SOFT if i == 0 else theme.TEXT
            height = max(
                CELL_H,
                *(
                    self.app.assets.wrapped(cell, face, size, colour, cw - 12).get_height() + 10
                    for cell, cw in zip(row, widths, strict=True)
                ),
            )
            if i % 2 == 1:
                self.surface.fill((255, 240, 200, 18), Rect(x, y, sum(widths), height))
            cx = x
            for cell, cw in zip(row, widths, strict=True):
                self.text(cell, cx + 8, y + 5, cw - 12, face, size, colour)
                cx += cw
            y += height
            if i == 0:
                pygame.draw.line(self.surface, theme.GOLD, (x, y), (x + sum(widths) - 1, y), 1)
        self.bottom = max(self.bottom, y)
        return y + GAP

    def finish(self) -> pygame.Surface:
        return self.surface.subsurface(Rect(0, 0, self.width, self.bottom + 8)).copy()


PageBuilder = Callable[[Any, str, int], tuple[pygame.Surface, list[Block]]]


def draw_page(writer: Writer, lay_out: Callable[[Any], None]) -> tuple[pygame.Surface, list[Block]]:
    """The page `lay_out` writes with `writer`, and every text block on it."""
    lay_out(writer)
    return writer.finish(), writer.blocks


class RulesScene(Scene):
    """`pages` as tabs over a scrolling view; `build_page(app, page, width)` draws one page."""

    def __init__(
        self, app: Any, pages: Sequence[str], build_page: PageBuilder, page: str | None = None
    ) -> None:
        super().__init__(app)
        self.pages = tuple(pages)
        self.build_page = build_page
        self.page = page or self.pages[0]
        self.scroll = 0
        self.back = Button(Rect(theme.LOGICAL_SIZE[0] // 2 - 110, 818, 220, 48), "", app.pop)
        self._pages: dict[tuple[str, str, bool], tuple[pygame.Surface, list[Block]]] = {}
        self._fade: pygame.Surface | None = None
        # 1, 2, … open the pages in order (pygame numbers the digit keys one after the other).
        self.number_keys = tuple(pygame.K_1 + i for i in range(min(9, len(self.pages))))

    # ------------------------------------------------------------------ pages

    def content(self, page: str | None = None) -> tuple[pygame.Surface, list[Block]]:
        """The page drawn in the current language, and its text blocks (built once)."""
        key = (page or self.page, self.app.t.lang, theme.HIGH_CONTRAST)
        built = self._pages.get(key)
        if built is None:
            built = self.build_page(self.app, key[0], VIEW.w)
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
        self.open(self.pages[(self.pages.index(self.page) + step) % len(self.pages)])

    def scroll_by(self, dy: int) -> None:
        self.scroll = min(self.max_scroll(), max(0, self.scroll + dy))

    def on_settings(self) -> None:
        self._pages.clear()

    # ------------------------------------------------------------------ input

    def tab_rects(self) -> list[Rect]:
        n = len(self.pages)
        w = (VIEW.w - TAB_GAP * (n - 1)) // n
        return [Rect(VIEW.x + i * (w + TAB_GAP), TAB_Y, w, TAB_H) for i in range(n)]

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        tabs: list[tuple[Rect, tuple[Any, ...]]] = [
            (rect, ("page", page)) for rect, page in zip(self.tab_rects(), self.pages, strict=True)
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
        elif key in self.number_keys:
            self.open(self.pages[self.number_keys.index(key)])
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
        hint = app.assets.text(t("guide.keys"), "text", 16, theme.TEXT_SOFT)
        surface.blit(hint, hint.get_rect(midleft=(VIEW.x, self.back.rect.centery)))
        self.back.label = t("rules.back")
        self.back.draw(surface, app.assets)

    def tab_label(self, page: str, width: int, ink: tuple[int, ...]) -> tuple[pygame.Surface, int]:
        """A tab's name at the largest size from 18 down to the reading floor that fits
        `width`, else on two lines at the floor ("Offerings & / distinctions"); and that size."""
        text = self.app.t(f"guide.tabs.{page}")
        assets = self.app.assets
        for size in range(18, theme.MIN_TEXT_PX - 1, -1):
            if assets.font("display", size).size(text)[0] <= width:
                return assets.text(text, "display", size, ink), size
        size = theme.MIN_TEXT_PX
        words = text.split()
        cut = min(
            range(1, max(2, len(words))),
            key=lambda i: max(
                assets.font("display", size).size(" ".join(part))[0]
                for part in (words[:i], words[i:])
            ),
        )
        lines = [
            assets.text(" ".join(part), "display", size, ink) for part in (words[:cut], words[cut:])
        ]
        step = assets.font("display", size).get_linesize() - 4
        surf = pygame.Surface(
            (max(line.get_width() for line in lines), step + lines[1].get_height()), pygame.SRCALPHA
        )
        for i, line in enumerate(lines):
            surf.blit(line, line.get_rect(midtop=(surf.get_width() // 2, i * step)))
        return surf, size

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        for rect, page in zip(self.tab_rects(), self.pages, strict=True):
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
