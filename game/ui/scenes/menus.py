"""The scenes around the table: main menu, new-game set-up and pause menu (the rules sheet is
in `rules.py`)."""

from __future__ import annotations

import random
from typing import Any

import pygame
from pygame import Rect

from game.core.session import AI, HUMAN, Seat, Session
from game.ui import theme
from game.ui.scenes.base import Scene
from game.ui.scenes.rules import RulesScene
from game.ui.widgets import Button, panel

LEVELS = ("easy", "normal", "hard")
CHOICES = (HUMAN, *LEVELS)  # a chair's segmented choice: Human | Easy | Normal | Hard
AI_NAMES = ("Brokk", "Eitri", "Dvalin", "Sindri", "Alviss", "Hreidmar")


def _title(scene: Scene, surface: pygame.Surface, text: str, y: int, size: int = 44) -> None:
    label = scene.app.assets.text(text, "display_bold", size, theme.GOLD)
    surface.blit(label, label.get_rect(center=(theme.LOGICAL_SIZE[0] // 2, y)))


class MenuScene(Scene):
    ENTRIES = (
        ("saves.menu_continue", "_continue"),
        ("menu.new_game", "_new"),
        ("saves.menu_load", "_load"),
        ("menu.rules", "_rules"),
        ("calculator.menu", "_calculator"),
        ("stats.menu", "_stats"),
        ("settings.menu", "_settings"),
        ("menu.quit", "_quit"),
    )

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        x = theme.LOGICAL_SIZE[0] // 2 - 160
        self.buttons = [
            Button(Rect(x, 318 + i * 60, 320, 50), "", getattr(self, method), primary=i == 1)
            for i, (_, method) in enumerate(self.ENTRIES)
        ]

    def _labels(self) -> None:
        from game.ui.saves import has_autosave

        for button, (key, _) in zip(self.buttons, self.ENTRIES, strict=True):
            button.label = self.app.t(key)
        self.app.autosaver.flush()  # the game just left may still be on its way to the disk
        self.buttons[0].enabled = has_autosave()
        self.buttons[0].primary = self.buttons[0].enabled
        self.buttons[1].primary = not self.buttons[0].enabled

    def _continue(self) -> None:
        from game.ui.scenes.saves import continue_last_game

        continue_last_game(self.app)

    def _new(self) -> None:
        self.app.push(NewGameScene(self.app))

    def _load(self) -> None:
        from game.ui.scenes.saves import LoadScene

        self.app.push(LoadScene(self.app))

    def _rules(self) -> None:
        self.app.push(RulesScene(self.app))

    def _calculator(self) -> None:
        from game.ui.games.nidavellir.calculator import CalculatorScene

        self.app.push(CalculatorScene(self.app))

    def _stats(self) -> None:
        from game.ui.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app))

    def _settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _quit(self) -> None:
        self.app.running = False

    def handle(self, event: pygame.event.Event) -> None:
        self._labels()
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background, (0, 0))
        self._labels()
        w = theme.LOGICAL_SIZE[0]
        panel(surface, Rect(w // 2 - 330, 70, 660, 790), 170, radius=18)
        _title(self, surface, self.app.t("app.title"), 150, 76)
        sub = self.app.assets.text(self.app.t("app.subtitle"), "italic", 22, theme.TEXT_SOFT)
        surface.blit(sub, sub.get_rect(center=(w // 2, 220)))
        icons = self.app.assets
        for i, name in enumerate(theme.CLASS_ICONS[:5]):
            x = w // 2 - 2 * 60 + i * 60
            pygame.draw.circle(surface, theme.CLASS_COLOURS[i], (x, 270), 22)
            pygame.draw.circle(surface, theme.GOLD, (x, 270), 22, 2)
            icon = icons.icon(name, 30)
            surface.blit(icon, icon.get_rect(center=(x, 270)))
        for button in self.buttons:
            button.draw(surface, self.app.assets)


def _tick_box(surface: pygame.Surface, app: Any, box: Rect, text: str, ticked: bool) -> None:
    tick = Rect(box.x + 8, box.y + 8, 28, 28)
    pygame.draw.rect(surface, (58, 44, 32), tick, border_radius=4)
    pygame.draw.rect(surface, theme.GOLD, tick, 2, border_radius=4)
    if ticked:
        pygame.draw.lines(
            surface,
            theme.HIGHLIGHT,
            False,
            [(tick.x + 6, tick.y + 14), (tick.x + 12, tick.y + 21), (tick.x + 23, tick.y + 6)],
            4,
        )
    label = app.assets.fit(text, "text", 19, theme.TEXT, box.right - tick.right - 14)
    surface.blit(label, label.get_rect(midleft=(tick.right + 12, tick.centery)))


class NewGameScene(Scene):
    """Choose 2–5 chairs, Human or AI with a level, names, the "first game" hero set and the
    Idavoll expansion."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        t = app.t
        self.count = 3
        self.seats = [Seat(t("setup.default_name", n=1), HUMAN)] + [
            Seat(AI_NAMES[i], AI, "normal") for i in range(4)
        ]
        self.first_game = False
        self.idavoll = False
        self.editing: int | None = None
        self.seed = random.randrange(1_000_000)

    # rectangles, shared by drawing and clicking
    def _rows(self) -> list[Rect]:
        return [Rect(460, 300 + i * 70, 680, 56) for i in range(5)]

    def _count_rects(self) -> list[Rect]:
        return [Rect(640 + i * 80, 210, 64, 52) for i in range(4)]

    def _parts(self, row: Rect) -> tuple[Rect, list[Rect]]:
        """The name field and the four segments of the chair's choice, side by side."""
        name = Rect(row.x + 120, row.y + 8, 200, 40)
        w = (row.right - 4 - (name.right + 14)) // len(CHOICES)
        segments = [Rect(name.right + 14 + i * w, row.y + 8, w, 40) for i in range(len(CHOICES))]
        return name, segments

    @staticmethod
    def choice(seat: Seat) -> str:
        return HUMAN if seat.kind == HUMAN else seat.level

    def _first_rect(self) -> Rect:
        return Rect(460, 660, 330, 44)

    def _idavoll_rect(self) -> Rect:
        return Rect(810, 660, 330, 44)

    def _start_rect(self) -> Rect:
        return Rect(860, 730, 280, 56)

    def _back_rect(self) -> Rect:
        return Rect(460, 730, 200, 56)

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        out: list[tuple[Rect, tuple[Any, ...]]] = []
        for i, rect in enumerate(self._count_rects()):
            out.append((rect, ("count", i + 2)))
        for i, row in enumerate(self._rows()[: self.count]):
            name, segments = self._parts(row)
            out.append((name, ("name", i)))
            out += [
                (rect, ("choice", i, choice))
                for rect, choice in zip(segments, CHOICES, strict=True)
            ]
        out += [
            (self._first_rect(), ("first",)),
            (self._idavoll_rect(), ("idavoll",)),
            (self._start_rect(), ("start",)),
            (self._back_rect(), ("back",)),
        ]
        return out

    def start_session(self) -> Session:
        options = {"first_game": self.first_game, "idavoll": self.idavoll}
        return Session(self.seats[: self.count], self.seed, options)

    def _start(self) -> None:
        from game.ui.table.scene import TableScene

        self.app.replace(TableScene(self.app, self.start_session()))

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing is not None and event.type == pygame.TEXTINPUT:
            seat = self.seats[self.editing]
            if len(seat.name) < 14:
                seat.name += event.text
            return
        if event.type == pygame.KEYDOWN:
            if self.editing is not None:
                if event.key == pygame.K_BACKSPACE:
                    self.seats[self.editing].name = self.seats[self.editing].name[:-1]
                elif event.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE):
                    self._stop_editing()
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        target = self.clicked(event)
        if target is not None:
            self._click(target)
        else:
            self._stop_editing()

    def _stop_editing(self) -> None:
        if self.editing is not None:
            seat = self.seats[self.editing]
            seat.name = seat.name.strip() or self.app.t("setup.default_name", n=self.editing + 1)
            self.editing = None
            pygame.key.stop_text_input()

    def _click(self, target: tuple[Any, ...]) -> None:
        self.app.play("click")
        kind = target[0]
        if kind != "name":
            self._stop_editing()
        if kind == "count":
            self.count = target[1]
        elif kind == "name":
            self._stop_editing()
            self.editing = target[1]
            pygame.key.start_text_input()
        elif kind == "choice":
            seat, choice = self.seats[target[1]], target[2]
            seat.kind = HUMAN if choice == HUMAN else AI
            if choice != HUMAN:
                seat.level = choice
        elif kind == "first":
            self.first_game = not self.first_game
        elif kind == "idavoll":
            self.idavoll = not self.idavoll
        elif kind == "start":
            self._start()
        elif kind == "back":
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        panel(surface, Rect(420, 110, 760, 700), 185, radius=18)
        _title(self, surface, t("setup.title"), 160, 40)
        label = app.assets.text(t("setup.players"), "display", 24, theme.TEXT)
        surface.blit(label, label.get_rect(midright=(620, 236)))
        for i, rect in enumerate(self._count_rects()):
            chosen = self.count == i + 2
            Button(rect, str(i + 2), lambda: None, primary=chosen).draw(surface, app.assets)
        _, segments = self._parts(self._rows()[0])
        for text, over in ((t("setup.human"), segments[:1]), (t("setup.ai"), segments[1:])):
            caption = app.assets.text(text, "text_bold", 16, theme.TEXT_SOFT)
            span = over[0].union(over[-1])
            surface.blit(caption, caption.get_rect(midbottom=(span.centerx, span.y - 6)))
            if len(over) > 1:
                for x0, x1 in (
                    (span.x + 4, span.centerx - caption.get_width() // 2 - 6),
                    (span.centerx + caption.get_width() // 2 + 6, span.right - 4),
                ):
                    pygame.draw.line(
                        surface, theme.PANEL_EDGE, (x0, span.y - 14), (x1, span.y - 14), 2
                    )
        for i, row in enumerate(self._rows()):
            active = i < self.count
            name, segments = self._parts(row)
            seat = self.seats[i]
            colour = theme.TEXT if active else theme.DISABLED
            head = app.assets.text(t("setup.seat", n=i + 1), "text_bold", 19, colour)
            surface.blit(head, head.get_rect(midleft=(row.x + 8, row.centery)))
            if not active:
                continue
            editing = self.editing == i
            pygame.draw.rect(
                surface, (250, 240, 220) if editing else (58, 44, 32), name, border_radius=6
            )
            pygame.draw.rect(
                surface, theme.HIGHLIGHT if editing else theme.PANEL_EDGE, name, 2, border_radius=6
            )
            text = seat.name + ("|" if editing else "")
            ink = theme.INK if editing else theme.TEXT
            surface.blit(app.assets.text(text, "text_bold", 20, ink), (name.x + 10, name.y + 8))
            self._segments(surface, segments, self.choice(seat))
        _tick_box(surface, app, self._first_rect(), t("setup.first_game"), self.first_game)
        _tick_box(surface, app, self._idavoll_rect(), t("setup.idavoll"), self.idavoll)
        Button(self._back_rect(), t("setup.back"), lambda: None).draw(surface, app.assets)
        Button(self._start_rect(), t("setup.start"), lambda: None, primary=True).draw(
            surface, app.assets
        )

    def _segments(self, surface: pygame.Surface, segments: list[Rect], chosen: str) -> None:
        """One bar of four segments; the chosen one is lit, ticked and in bold, so it reads
        without colour."""
        assets, t = self.app.assets, self.app.t
        bar = segments[0].union(segments[-1])
        pygame.draw.rect(surface, (58, 44, 32), bar, border_radius=8)
        for i, (rect, choice) in enumerate(zip(segments, CHOICES, strict=True)):
            lit = choice == chosen
            text = t("setup.human") if choice == HUMAN else t(f"setup.level_{choice}")
            if lit:
                pygame.draw.rect(surface, (196, 150, 60), rect, border_radius=8)
                label = assets.fit(text, "text_bold", 16, theme.INK, rect.w - 26)
                x = rect.centerx - (label.get_width() + 16) // 2
                pygame.draw.lines(
                    surface,
                    theme.INK,
                    False,
                    [(x, rect.centery), (x + 4, rect.centery + 5), (x + 11, rect.centery - 5)],
                    3,
                )
                surface.blit(label, label.get_rect(midleft=(x + 16, rect.centery)))
            else:
                label = assets.fit(text, "text", 16, theme.TEXT, rect.w - 8)
                surface.blit(label, label.get_rect(center=rect.center))
            if i:
                pygame.draw.line(
                    surface, theme.PANEL_EDGE, (rect.x, rect.y + 6), (rect.x, rect.bottom - 6), 1
                )
        pygame.draw.rect(surface, theme.GOLD, bar, 2, border_radius=8)


class PauseScene(Scene):
    overlay = True
    ENTRIES = (
        ("pause.resume", "_resume"),
        ("saves.pause_save", "_save"),
        ("pause.rules", "_rules"),
        ("settings.menu", "_settings"),
        ("pause.quit", "_quit"),
    )

    def __init__(self, app: Any, session: Session | None = None) -> None:
        super().__init__(app)
        self.session = session
        x = theme.LOGICAL_SIZE[0] // 2 - 150
        self.buttons = [
            Button(Rect(x, 330 + i * 64, 300, 52), "", getattr(self, method), primary=i == 0)
            for i, (_, method) in enumerate(self.ENTRIES)
        ]
        self.buttons[1].enabled = session is not None and not session.state.is_over()

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        return [
            (button.rect, (method,))
            for button, (_, method) in zip(self.buttons, self.ENTRIES, strict=True)
            if button.enabled
        ]

    def _resume(self) -> None:
        self.app.pop()

    def _save(self) -> None:
        from game.ui.scenes.saves import SaveScene

        assert self.session is not None
        self.app.push(SaveScene(self.app, self.session))

    def _rules(self) -> None:
        self.app.push(RulesScene(self.app))

    def _settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _quit(self) -> None:
        self.app.replace(MenuScene(self.app))  # which closes the table (its AI stops)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._resume()
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.t
        shade = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        w = theme.LOGICAL_SIZE[0]
        panel(surface, Rect(w // 2 - 200, 230, 400, 460), 230, radius=16)
        _title(self, surface, t("pause.title"), 284, 36)
        for button, (key, _) in zip(self.buttons, self.ENTRIES, strict=True):
            button.label = t(key)
            button.draw(surface, self.app.assets)


def start_demo(app: Any, players: int = 4) -> None:
    """Spectator mode: AI chairs only, at the table's pace, a new game after each score sheet,
    with and without Idavoll in turn."""
    from game.ui.table.scene import TableScene

    levels = ("hard", "normal", "normal", "easy", "normal")
    seats = [Seat(AI_NAMES[i], AI, levels[i]) for i in range(players)]
    session = Session(seats, random.randrange(1_000_000))
    app.replace(TableScene(app, session, demo=True))
