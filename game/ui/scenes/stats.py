"""The statistics table: per player name, games, wins, averages and the average points of the
game's score categories (those its UI module gives room to, `gamekit.stat_categories`).

Read once when the scene opens (a finished game is recorded by the score sheet before anyone can
come here). A damaged statistics file was set aside by `load_stats`; its warning is shown on top.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.ui import gamekit, stats, theme
from game.ui.focus import Focus
from game.ui.scenes.base import Scene
from game.ui.scenes.saves import WARN, Target, title
from game.ui.widgets import Button, panel

ROWS_PER_PAGE = 11
# x of each column's centre (the name column is left-aligned at NAME_X)
NAME_X = 150
COLUMNS = {"games": 440, "wins": 545, "win_rate": 680, "average": 820, "best": 935}
HEAD_MAX = 136  # widest column header before it is scaled down
CATEGORY_X0, CATEGORY_DX = 1070, 88
CATEGORIES_MAX = 5  # the columns that fit right of the others


class StatsScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        book = stats.load_stats(app.game.key)
        self.warning = book.get("warning")
        self.rows = stats.rows(book)
        self.page = 0
        self.categories = gamekit.stat_categories(app.game)[:CATEGORIES_MAX]
        self.focus = Focus(("back",))  # Enter goes back; the arrows reach the pages

    def pages(self) -> int:
        return max(1, -(-len(self.rows) // ROWS_PER_PAGE))

    def visible(self) -> list[stats.StatRow]:
        first = self.page * ROWS_PER_PAGE
        return self.rows[first : first + ROWS_PER_PAGE]

    def _back_rect(self) -> Rect:
        return Rect(theme.LOGICAL_SIZE[0] // 2 - 110, 790, 220, 52)

    def _page_rects(self) -> tuple[Rect, Rect]:
        return Rect(1180, 790, 110, 52), Rect(1310, 790, 110, 52)

    def targets(self) -> list[Target]:
        out: list[Target] = [(self._back_rect(), ("back",))]
        prev, nxt = self._page_rects()
        if self.page > 0:
            out.append((prev, ("page", -1)))
        if self.page < self.pages() - 1:
            out.append((nxt, ("page", 1)))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.page = max(0, min(self.pages() - 1, self.page - event.y))
            return
        if Focus.owns(event):
            target = self.focus.handle(event, self.targets())
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            target = ("page", 1 if event.key == pygame.K_PAGEDOWN else -1)
        else:
            if event.type == pygame.MOUSEMOTION:
                self.focus.follow(event.pos, self.targets())
            target = self.clicked(event)
        if target is not None:
            self.app.play("click")
            if target[0] == "back":
                self.app.pop()
            else:
                self.page = max(0, min(self.pages() - 1, self.page + target[1]))

    # ------------------------------------------------------------------ drawing

    def number(self, value: float) -> str:
        """One decimal, with the decimal comma in French."""
        return self.app.t.decimal(value, 1)

    def cells(self, row: stats.StatRow) -> dict[str, str]:
        """The text of each column for one row (also what the tests read)."""
        t = self.app.t
        out = {
            "name": row.name,
            "games": str(row.games),
            "wins": str(row.wins),
            "win_rate": t("stats.percent", n=round(row.win_rate * 100)),
            "average": self.number(row.average),
            "best": str(row.best),
        }
        out.update({c: self.number(row.per_category.get(c, 0)) for c in self.categories})
        return out

    def _header(self, surface: pygame.Surface, y: int) -> None:
        app, t = self.app, self.app.t
        head = app.assets.text(t("stats.name"), "display", 22, theme.GOLD)
        surface.blit(head, head.get_rect(midleft=(NAME_X, y)))
        for key, x in COLUMNS.items():
            label = app.assets.text(t(f"stats.{key}"), "display", 20, theme.GOLD)
            if label.get_width() > HEAD_MAX:
                label = pygame.transform.smoothscale_by(label, HEAD_MAX / label.get_width())
            surface.blit(label, label.get_rect(center=(x, y)))
        info = app.game
        for i, key in enumerate(self.categories):
            x = CATEGORY_X0 + i * CATEGORY_DX
            if gamekit.category_icon(app, info, surface, key, (x, y), 19):
                pygame.draw.circle(surface, theme.GOLD, (x, y), 20, 2)
            else:
                text = gamekit.category_label(t, info, key)
                label = app.assets.fit(text, "display", 18, theme.GOLD, CATEGORY_DX - 8)
                surface.blit(label, label.get_rect(center=(x, y)))
        if self.categories:
            span = app.assets.text(t("stats.per_category"), "italic", 17, theme.TEXT_SOFT)
            mid = CATEGORY_X0 + CATEGORY_DX * (len(self.categories) - 1) // 2
            surface.blit(span, span.get_rect(center=(mid, y - 36)))

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        w = theme.LOGICAL_SIZE[0]
        panel(surface, Rect(110, 40, w - 220, 820), 210, radius=18)
        title(self, surface, t("stats.title"), 92)
        y = 140
        if self.warning is not None:
            note = app.assets.wrapped(
                t(self.warning.key, **self.warning.params), "text_bold", 19, WARN, w - 320
            )
            surface.blit(note, note.get_rect(midtop=(w // 2, 124)))
            y = 124 + note.get_height() + 10
        header_y = max(y + 50, 210)
        self._header(surface, header_y)
        if not self.rows:
            empty = app.assets.wrapped(t("stats.none"), "italic", 24, theme.TEXT_SOFT, 900)
            surface.blit(empty, empty.get_rect(center=(w // 2, 450)))
        row_h = 46
        top = header_y + 30
        for r, row in enumerate(self.visible()):
            ry = top + r * row_h
            if r % 2 == 0:
                band = pygame.Surface((w - 300, row_h), pygame.SRCALPHA)
                band.fill((255, 240, 200, 18))
                surface.blit(band, (140, ry))
            cells = self.cells(row)
            cy = ry + row_h // 2
            name = app.assets.text(cells["name"], "display_bold", 22, theme.TEXT)
            if name.get_width() > 250:
                name = pygame.transform.smoothscale_by(name, 250 / name.get_width())
            surface.blit(name, name.get_rect(midleft=(NAME_X, cy)))
            for key, x in COLUMNS.items():
                face = "text_bold" if key == "average" else "text"
                colour = theme.GOLD if key == "average" else theme.TEXT
                value = app.assets.text(cells[key], face, 21, colour)
                surface.blit(value, value.get_rect(center=(x, cy)))
            for i, key in enumerate(self.categories):
                value = app.assets.text(cells[key], "text", 20, theme.TEXT)
                surface.blit(value, value.get_rect(center=(CATEGORY_X0 + i * CATEGORY_DX, cy)))
        Button(self._back_rect(), t("stats.back"), lambda: None).draw(surface, app.assets)
        if self.pages() > 1:
            prev, nxt = self._page_rects()
            Button(prev, "‹", lambda: None, enabled=self.page > 0).draw(surface, app.assets)
            Button(nxt, "›", lambda: None, enabled=self.page < self.pages() - 1).draw(
                surface, app.assets
            )
        self.focus.draw(surface, self.targets())
