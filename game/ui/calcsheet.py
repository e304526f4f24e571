"""The score sheet beside a game's score calculator: every player's pad as the game's
`score_table` scored it, or the calculator's reason for refusing the table, in red.

Any game's: the rows are its score categories, labelled through `gamekit.category_label` (its
strings or its data) and marked by a small picture the game draws. The sheet only reads the
scene's entries and result, and records what it showed (`scene.shown`, `scene.shown_problem`) so
tests check the screen rather than the model.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame
from pygame import Rect

from game.ui import gamekit, theme

PROBLEM = (240, 98, 86)  # the red of a refused table: readable on the dark panel
MIN_LABEL = 14  # a row label is shrunk to fit down to this size; a longer one takes two lines

Mark = Callable[[Any, pygame.Surface, str, tuple[int, int]], None]  # (app, surface, key, centre)
# Why the winner won when the totals alone do not say it (Arran's Elite Cognars after a tie):
# (t, result) -> the line under the winner, "" for none.
Reason = Callable[[Any, dict[str, Any]], str]


@dataclass(frozen=True)
class ScoreSheet:
    """Where a game's sheet sits and what its rows are.

    `top` is the first category row, `row_h` a row's height, `label_w` the column of labels
    (their text starts `label_x` into it, after the mark). Names too wide for their column
    shrink down to `shrink` of their size; past that the names stagger on two lines, the last
    one kept `name_margin` inside the panel (None: centred over its column whatever its width).
    `reason` adds a line under the winner where the game's rules decided beyond the totals.
    """

    area: Rect
    top: int
    row_h: int
    label_w: int
    label_x: int
    categories: Sequence[str]
    mark: Mark
    shrink: float = 1.0
    name_margin: int | None = None
    reason: Reason | None = None

    @property
    def left(self) -> int:
        return self.area.x + 18

    @property
    def bottom(self) -> int:
        """Below the total row: where the winner or the problem goes."""
        return self.top + (len(self.categories) + 1) * self.row_h + 6

    def problem_rect(self) -> Rect:
        """Where the refused table's message is drawn, so a test can look at those pixels."""
        top = self.bottom + 18
        return Rect(self.area.x + 18, top, self.area.w - 36, self.area.bottom - top - 18)

    def draw(self, scene: Any, surface: pygame.Surface) -> None:
        """The score pad of every player, or the calculator's reason for refusing the table."""
        t = scene.app.t
        title = scene.text(t("calculator.sheet"), "display_bold", 28, theme.GOLD)
        surface.blit(title, title.get_rect(center=(self.area.centerx, self.area.y + 34)))
        col_w = (self.area.w - 36 - self.label_w) // scene.count
        result = scene.result
        winners = result["winners"] if result else []
        names = [
            result["players"][i]["name"] if result else e.name
            for i, e in enumerate(scene.entries[: scene.count])
        ]
        self._draw_names(scene, surface, names, winners, col_w)
        shown = [{"name": n, "total": 0, "breakdown": {}} for n in names]
        width = self.label_w + col_w * scene.count
        for r, key in enumerate([*self.categories, "total"]):
            total = key == "total"
            y = self.top + r * self.row_h + (6 if total else 0)
            if total:
                pygame.draw.line(
                    surface, theme.GOLD, (self.left, y - 4), (self.left + width, y - 4), 2
                )
            elif r % 2 == 0:
                band = pygame.Surface((width, self.row_h), pygame.SRCALPHA)
                band.fill((255, 240, 200, 16))
                surface.blit(band, (self.left, y))
            self.mark(scene.app, surface, key, (self.left + 14, y + self.row_h // 2))
            self._draw_label(scene, surface, key, y)
            for i in range(scene.count):
                text = "—"
                if result is not None:
                    player = result["players"][i]
                    value = player["total"] if total else player["breakdown"][key]
                    text = str(value)
                    if total:
                        shown[i]["total"] = value
                    else:
                        shown[i]["breakdown"][key] = value
                colour = theme.GOLD if total else (theme.DISABLED if result is None else theme.TEXT)
                face, size = ("text_bold", 22) if total else ("text", 19)
                cell = scene.text(text, face, size, colour)
                cx = self.left + self.label_w + col_w * i + col_w // 2
                surface.blit(cell, cell.get_rect(center=(cx, y + self.row_h // 2)))
        if result is not None:
            scene.shown = {"players": shown, "winners": list(winners)}
            if "tie_break" in result:  # drawn as the reason under the winner
                scene.shown["tie_break"] = result["tie_break"]
            scene.shown_problem = None
            self._draw_winner(scene, surface, result)
        else:
            scene.shown = None
            scene.shown_problem = scene.problem
            self._draw_problem(scene, surface)

    def _draw_names(
        self,
        scene: Any,
        surface: pygame.Surface,
        names: list[str],
        winners: list[str],
        col_w: int,
    ) -> None:
        """The players' names over their columns, the chosen one's column lit. Narrow columns
        (4–5 players) stagger the names on two lines, each twice as wide, rather than shrink
        them past reading."""
        row_h, y0 = self.row_h, self.top
        stagger = any(
            scene.text(n, "display_bold", 19, theme.TEXT).get_width() * self.shrink > col_w - 6
            for n in names
        )
        for i, name_text in enumerate(names):
            x = self.left + self.label_w + col_w * i
            lift = 24 if stagger and i % 2 == 0 else 0
            if i == scene.selected:
                rows = len(self.categories) + 2  # the name, the categories and the total
                band = pygame.Surface((col_w, row_h * rows + 8 + lift), pygame.SRCALPHA)
                pygame.draw.rect(band, (255, 214, 102, 26), band.get_rect(), border_radius=8)
                surface.blit(band, (x, y0 - row_h - 4 - lift))
            colour = theme.HIGHLIGHT if name_text in winners else theme.TEXT
            room = 2 * col_w - 8 if stagger else col_w - 6
            name = scene.text(name_text or " ", "display_bold", 19, colour, room)
            cy = y0 - row_h // 2 - lift
            box = name.get_rect(center=(x + col_w // 2, cy))
            if self.name_margin is not None:
                box.right = min(box.right, self.area.right - self.name_margin)
            surface.blit(name, box)
            if lift:
                pygame.draw.line(
                    surface,
                    theme.PANEL_EDGE,
                    (x + col_w // 2, cy + 12),
                    (x + col_w // 2, y0 - 8),
                    1,
                )

    def _draw_label(self, scene: Any, surface: pygame.Surface, key: str, y: int) -> None:
        """A row's label, shrunk to its column down to MIN_LABEL; longer, on two lines
        ("Zone de Commandement")."""
        app = scene.app
        text = gamekit.category_label(app.t, app.game, key)
        face, size = ("display_bold", 20) if key == "total" else ("text", 17)
        room = self.label_w - self.label_x - 4
        wide = app.assets.text(text, face, size, theme.TEXT).get_width()
        if wide > room and size * room / wide < MIN_LABEL:
            label = app.assets.wrapped(text, face, size - 2, theme.TEXT, room)
        else:
            label = scene.text(text, face, size, theme.TEXT, room)
        surface.blit(label, label.get_rect(midleft=(self.left + self.label_x, y + self.row_h // 2)))

    def _draw_winner(self, scene: Any, surface: pygame.Surface, result: dict[str, Any]) -> None:
        t, winners = scene.app.t, result["winners"]
        best = max(p["total"] for p in result["players"])
        line = (
            t.plural("scores.winner", best, name=winners[0])
            if len(winners) == 1
            else t.plural("scores.shared", best, names=", ".join(winners))
        )
        banner = scene.app.assets.wrapped(line, "text_bold", 21, theme.HIGHLIGHT, self.area.w - 48)
        box = banner.get_rect(midtop=(self.area.centerx, self.bottom + 24))
        surface.blit(banner, box)
        why = self.reason(t, result) if self.reason is not None else ""
        if why:
            text = scene.app.assets.wrapped(why, "italic", 18, theme.TEXT, self.area.w - 48)
            surface.blit(text, text.get_rect(midtop=(self.area.centerx, box.bottom + 8)))

    def _draw_problem(self, scene: Any, surface: pygame.Surface) -> None:
        """The calculator's message in a red box, cut at the box's end if it is that long."""
        box = self.problem_rect()
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (120, 30, 24, 60), shade.get_rect(), border_radius=10)
        surface.blit(shade, box.topleft)
        pygame.draw.rect(surface, PROBLEM, box, 1, border_radius=10)
        head = scene.text(scene.app.t("calculator.problem"), "text_bold", 18, PROBLEM, box.w - 32)
        surface.blit(head, (box.x + 16, box.y + 14))
        body = scene.app.assets.wrapped(str(scene.problem), "text", 17, PROBLEM, box.w - 32)
        surface.blit(
            body,
            (box.x + 16, box.y + 22 + head.get_height()),
            Rect(0, 0, box.w - 32, box.h - 40 - head.get_height()),
        )
