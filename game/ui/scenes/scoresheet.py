"""The end of the game: the score pad of every chair, category by category, and the winner."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.nidavellir.scoring import CATEGORIES
from game.ui import theme
from game.ui.scenes.base import Scene
from game.ui.session import Session
from game.ui.widgets import Button, panel


class ScoreSheetScene(Scene):
    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.outcome = session.state.outcome()
        w = theme.LOGICAL_SIZE[0]
        self.rematch = Button(Rect(w // 2 - 250, 800, 240, 54), "", self._rematch, primary=True)
        self.menu = Button(Rect(w // 2 + 10, 800, 240, 54), "", self._menu)

    def _rematch(self) -> None:
        from game.ui.scenes.table import TableScene

        old = self.session
        session = Session(old.seats, old.seed + 1, old.first_game)
        self.app.replace(TableScene(self.app, session))

    def _menu(self) -> None:
        from game.ui.scenes.menus import MenuScene

        self.app.replace(MenuScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        for button in (self.rematch, self.menu):
            if button.handle(event):
                return

    def winner_line(self) -> str:
        t = self.app.t
        sheets = self.outcome["sheets"]
        winners = self.outcome["winners"]
        score = sheets[winners[0]]["total"]
        names = [self.session.seats[w].name for w in winners]
        if len(names) == 1:
            return t("scores.winner", name=names[0], score=score)
        return t("scores.shared", names=", ".join(names), score=score)

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        w = theme.LOGICAL_SIZE[0]
        panel(surface, Rect(160, 40, w - 320, 830), 215, radius=18)
        title = app.assets.text(t("scores.title"), "display_bold", 40, theme.GOLD)
        surface.blit(title, title.get_rect(center=(w // 2, 90)))
        sheets = self.outcome["sheets"]
        n = len(sheets)
        label_w = 300
        col_w = min(200, (w - 400 - label_w) // n)
        x0 = (w - label_w - col_w * n) // 2
        y0 = 150
        row_h = 46
        for i, seat in enumerate(self.session.seats):
            cx = x0 + label_w + col_w * i + col_w // 2
            winner = i in self.outcome["winners"]
            name = app.assets.text(seat.name, "display_bold", 24,
                                   theme.HIGHLIGHT if winner else theme.TEXT)
            if name.get_width() > col_w - 8:
                name = pygame.transform.smoothscale_by(name, (col_w - 8) / name.get_width())
            surface.blit(name, name.get_rect(center=(cx, y0)))
        rows = [*CATEGORIES, "total"]
        for r, key in enumerate(rows):
            y = y0 + 40 + r * row_h
            if r % 2 == 0:
                band = pygame.Surface((label_w + col_w * n, row_h), pygame.SRCALPHA)
                band.fill((255, 240, 200, 18))
                surface.blit(band, (x0, y))
            if key == "total":
                pygame.draw.line(surface, theme.GOLD, (x0, y), (x0 + label_w + col_w * n, y), 2)
            if key in ("warrior", "hunter", "miner", "blacksmith", "explorer"):
                cls = ("warrior", "hunter", "miner", "blacksmith", "explorer").index(key)
                pygame.draw.circle(surface, theme.CLASS_COLOURS[cls], (x0 + 22, y + row_h // 2),
                                   16)
                icon = app.assets.icon(theme.CLASS_ICONS[cls], 22)
                surface.blit(icon, icon.get_rect(center=(x0 + 22, y + row_h // 2)))
            face = "display_bold" if key == "total" else "text"
            label = app.assets.text(t(f"scores.{key}"), face, 22, theme.TEXT)
            surface.blit(label, label.get_rect(midleft=(x0 + 48, y + row_h // 2)))
            for i, sheet in enumerate(sheets):
                cx = x0 + label_w + col_w * i + col_w // 2
                colour = theme.GOLD if key == "total" else theme.TEXT
                digits = "text_bold" if key == "total" else "text"
                value = app.assets.text(str(sheet[key]), digits, 24, colour)
                surface.blit(value, value.get_rect(center=(cx, y + row_h // 2)))
        line = app.assets.text(self.winner_line(), "text_bold", 30, theme.HIGHLIGHT)
        surface.blit(line, line.get_rect(center=(w // 2, 760)))
        self.rematch.label = t("scores.rematch")
        self.menu.label = t("scores.menu")
        self.rematch.draw(surface, app.assets)
        self.menu.draw(surface, app.assets)
