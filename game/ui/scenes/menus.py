"""The scenes around the table: the chosen game's menu, its new-game set-up and the pause menu
(the launcher listing the games is in `launcher.py`)."""

from __future__ import annotations

import random
from typing import Any, ClassVar

import pygame
from pygame import Rect

from game.core import registry
from game.core.errors import DataError
from game.core.game import GameInfo, Option, OptionValue
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import gamekit, theme
from game.ui.saves import SEAT_NAME_MAX
from game.ui.scenes.base import Scene
from game.ui.widgets import Button, panel

LEVELS = ("easy", "normal", "hard")
CHOICES = (HUMAN, *LEVELS)  # a chair's segmented choice: Human | Easy | Normal | Hard
AI_NAMES = ("Brokk", "Eitri", "Dvalin", "Sindri", "Alviss", "Hreidmar")
OPTION_W = 330  # a tick box when two share a line


def _title(scene: Scene, surface: pygame.Surface, text: str, y: int, size: int = 44) -> None:
    label = scene.app.assets.text(text, "display_bold", size, theme.GOLD)
    surface.blit(label, label.get_rect(center=(theme.LOGICAL_SIZE[0] // 2, y)))


class MenuScene(Scene):
    """The chosen game's menu. Entries the game lacks (rules, a score calculator) are left out;
    with several games registered, Escape or "Other games" goes back to the launcher."""

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
    OPTIONAL: ClassVar[dict[str, str]] = {"_rules": "rules", "_calculator": "calculator"}

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        info = app.game
        self.entries = [
            (key, method)
            for key, method in self.ENTRIES
            if method not in self.OPTIONAL or gamekit.has_scene(info, self.OPTIONAL[method])
        ]
        x = theme.LOGICAL_SIZE[0] // 2 - 160
        self.shift = (len(self.ENTRIES) - len(self.entries)) * 30  # fewer entries: still centred
        self.buttons = [
            Button(
                Rect(x, 318 + self.shift + i * 60, 320, 50),
                "",
                getattr(self, method),
                primary=i == 1,
            )
            for i, (_, method) in enumerate(self.entries)
        ]
        self.launcher = len(registry.games()) > 1  # "Other games" and Escape lead back to it
        self.games = Button(Rect(40, 36, 220, 46), "", self._games, enabled=self.launcher)

    def button(self, key: str) -> Button:
        """The button of the entry whose label is `key`."""
        return self.buttons[[k for k, _ in self.entries].index(key)]

    def _labels(self) -> None:
        from game.ui.saves import has_autosave

        for button, (key, _) in zip(self.buttons, self.entries, strict=True):
            button.label = self.app.t(key)
        self.app.autosaver.flush()  # the game just left may still be on its way to the disk
        self.buttons[0].enabled = has_autosave(self.app.game.key)
        self.buttons[0].primary = self.buttons[0].enabled
        self.buttons[1].primary = not self.buttons[0].enabled
        self.games.label = "‹ " + self.app.t("menu.games")

    def _games(self) -> None:
        from game.ui.scenes.launcher import LauncherScene

        self.app.replace(LauncherScene(self.app))

    def _continue(self) -> None:
        from game.ui.scenes.saves import continue_last_game

        continue_last_game(self.app)

    def _new(self) -> None:
        self.app.push(NewGameScene(self.app))

    def _load(self) -> None:
        from game.ui.scenes.saves import LoadScene

        self.app.push(LoadScene(self.app))

    def _rules(self) -> None:
        self.app.push(gamekit.scene(self.app, self.app.game, "rules"))

    def _calculator(self) -> None:
        self.app.push(gamekit.scene(self.app, self.app.game, "calculator"))

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
        if self.launcher and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._games()
            return
        if self.launcher and self.games.handle(event):
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        app, info = self.app, self.app.game
        surface.blit(app.background, (0, 0))
        self._labels()
        w = theme.LOGICAL_SIZE[0]
        top = 70 + self.shift
        panel(
            surface, Rect(w // 2 - 330, top, 660, self.buttons[-1].rect.bottom + 72 - top), 170, 18
        )
        _title(self, surface, gamekit.title(app.t, info), top + 80, 76)
        sub = app.assets.text(gamekit.subtitle(app.t, info), "italic", 22, theme.TEXT_SOFT)
        surface.blit(sub, sub.get_rect(center=(w // 2, top + 150)))
        gamekit.emblem(app, info, surface, (w // 2, top + 200))
        for button in self.buttons:
            button.draw(surface, app.assets)
        if self.launcher:
            self.games.draw(surface, app.assets)


def _tick_box(
    surface: pygame.Surface, app: Any, box: Rect, text: str, ticked: bool, enabled: bool = True
) -> None:
    """A square to tick and its label; one that cannot be ticked now is greyed."""
    tick = Rect(box.x + 8, box.y + 8, 28, 28)
    pygame.draw.rect(surface, (58, 44, 32) if enabled else (44, 38, 32), tick, border_radius=4)
    edge = theme.GOLD if enabled else theme.DISABLED
    pygame.draw.rect(surface, edge, tick, 2, border_radius=4)
    if ticked:
        pygame.draw.lines(
            surface,
            theme.HIGHLIGHT,
            False,
            [(tick.x + 6, tick.y + 14), (tick.x + 12, tick.y + 21), (tick.x + 23, tick.y + 6)],
            4,
        )
    ink = theme.TEXT if enabled else theme.DISABLED
    label = app.assets.fit(text, "text", 19, ink, box.right - tick.right - 14)
    surface.blit(label, label.get_rect(midleft=(tick.right + 12, tick.centery)))


class NewGameScene(Scene):
    """The chosen game's set-up, built from its `GameInfo`: how many play (its player range),
    each chair Human or AI with a level and a name, and one tick box per option. A box whose
    option needs another that is off, or excludes one that is on, cannot be ticked and is shown
    so; unticking an option unticks those that need it. A choice option (a solo opponent) is a
    box that turns to its next allowed choice at each click, ticked while not at its first; a
    player count the options do not allow (two chairs against a solo opponent) is greyed."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        t = app.t
        self.info: GameInfo = app.game
        players = self.info.players
        self.count = self.info.default_players or players.start
        self.seats = [Seat(t("setup.default_name", n=1), HUMAN)] + [
            Seat(AI_NAMES[i % len(AI_NAMES)], AI, "normal") for i in range(players.stop - 2)
        ]
        self.named: set[int] = set()  # chairs whose name the player typed
        self.options = self.info.options_from()
        self.editing: int | None = None
        self.seed = random.randrange(1_000_000)

    @property
    def shift(self) -> int:
        """How far down the form sits: fewer chairs or lines of options make it shorter, and it
        stays in the middle of the window (five chairs and one line of options fill it)."""
        return ((5 - len(self.seats)) * 70 + (1 - self._option_lines()) * self._step()) // 2

    def _option_columns(self) -> int:
        """Two tick boxes a line when every label reads whole at full size, else one: a label
        is never shrunk to fit beside another."""
        room = OPTION_W - 54
        labels = (
            gamekit.option_text(self.app.t, self.info, o.key, value)
            for o in self.shown_options()
            for value in (o.choices or (True,))
        )
        fits = all(
            self.app.assets.text(text, "text", 19, theme.TEXT).get_width() <= room
            for text in labels
        )
        return 2 if fits else 1

    def _option_lines(self) -> int:
        return -(-len(self.shown_options()) // self._option_columns())

    def _step(self) -> int:
        """The height of a line of options: closer lines when more than four must fit."""
        lines = self._option_lines()
        return 54 if lines <= 4 else max(40, 216 // lines)

    def shown_options(self) -> list[Option]:
        """The options on the form: all but those that only mean something with another option
        set to a choice it is not on (Andvari's strategy while the solo opponent is another)."""
        return [o for o in self.info.options if all(self._choice_holds(n) for n in o.requires)]

    def _choice_holds(self, need: str) -> bool:
        key, _, name = need.partition("=")
        return not name or self.options[key] == name

    # rectangles, shared by drawing and clicking
    def _rows(self) -> list[Rect]:
        return [Rect(460, 300 + self.shift + i * 70, 680, 56) for i in range(len(self.seats))]

    def _count_rects(self) -> list[Rect]:
        return [Rect(640 + i * 80, 210 + self.shift, 64, 52) for i in range(len(self.info.players))]

    def _parts(self, row: Rect) -> tuple[Rect, list[Rect]]:
        """The name field and the four segments of the chair's choice, side by side."""
        name = Rect(row.x + 120, row.y + 8, 200, 40)
        w = (row.right - 4 - (name.right + 14)) // len(CHOICES)
        segments = [Rect(name.right + 14 + i * w, row.y + 8, w, 40) for i in range(len(CHOICES))]
        return name, segments

    @staticmethod
    def choice(seat: Seat) -> str:
        return HUMAN if seat.kind == HUMAN else seat.level

    def _options_top(self) -> int:
        return self._rows()[-1].bottom + 24

    def option_rects(self) -> list[Rect]:
        """The tick boxes of the options shown, in the order the game declares them."""
        top, columns, step = self._options_top(), self._option_columns(), self._step()
        width = OPTION_W if columns == 2 else 680
        return [
            Rect(460 + (i % columns) * (OPTION_W + 20), top + (i // columns) * step, width, 44)
            for i in range(len(self.shown_options()))
        ]

    def _start_rect(self) -> Rect:
        return Rect(860, self._options_top() + self._step() * self._option_lines() + 16, 280, 56)

    def _back_rect(self) -> Rect:
        return Rect(460, self._start_rect().y, 200, 56)

    def _option(self, key: str) -> Option:
        return next(o for o in self.info.options if o.key == key)

    def _next_value(self, key: str) -> OptionValue | None:
        """The value a click gives `key`: off for a ticked yes/no box, the next choice the game
        accepts for a choice box (options that then lack what they need back at their
        default); None when none is accepted (`GameInfo.options_from` decides)."""
        option, now = self._option(key), self.options[key]
        if not option.choices:
            candidates: list[OptionValue] = [not now]
        else:
            at = option.choices.index(str(now))
            candidates = [*option.choices[at + 1 :], *option.choices[:at]]
        for value in candidates:
            if value is False:
                return value
            settled = self._settled({**self.options, key: value})
            if settled[key] != value:  # it lacks an option it needs itself
                continue
            try:
                self.info.options_from(settled)
            except ValueError:
                continue
            return value
        return None

    def _settled(self, values: dict[str, OptionValue]) -> dict[str, OptionValue]:
        """`values` with every option left without one it needs back at its default."""
        changed = True
        while changed:
            changed = False
            for option in self.info.options:
                if option.is_on(values[option.key]) and not self.info.requirements_met(
                    option.key, values
                ):
                    values[option.key] = option.default
                    changed = True
        return values

    def can_tick(self, key: str) -> bool:
        """Whether `key`'s box may change now: a ticked yes/no box can always be unticked; any
        other only to a value the game accepts with the options as they are."""
        return self._next_value(key) is not None

    def toggle(self, key: str) -> None:
        value = self._next_value(key)
        if value is None:
            return
        self.options = self._settled({**self.options, key: value})
        allowed = self.info.players_with(self.options)
        if self.count not in allowed:
            usual = self.info.default_players
            self.count = usual if usual in allowed else allowed.start

    def count_allowed(self, count: int) -> bool:
        return count in self.info.players_with(self.options)

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        out: list[tuple[Rect, tuple[Any, ...]]] = []
        for rect, n in zip(self._count_rects(), self.info.players, strict=True):
            out.append((rect, ("count", n)))
        for i, row in enumerate(self._rows()[: self.count]):
            name, segments = self._parts(row)
            out.append((name, ("name", i)))
            out += [
                (rect, ("choice", i, choice))
                for rect, choice in zip(segments, CHOICES, strict=True)
            ]
        out += [
            (rect, ("option", option.key))
            for rect, option in zip(self.option_rects(), self.shown_options(), strict=True)
        ]
        out += [(self._start_rect(), ("start",)), (self._back_rect(), ("back",))]
        return out

    def start_session(self) -> Session:
        return Session(self.seats[: self.count], self.seed, self.options, game=self.info.key)

    def _start(self) -> None:
        """The table of the game set up here; a data file read only by some options (a solo
        opponent's) that cannot be read ends at the launcher with its message instead."""
        from game.ui.table.scene import TableScene

        try:
            session = self.start_session()
        except DataError as exc:
            self.app.unplayable(self.info, exc)
            return
        self.app.replace(TableScene(self.app, session))

    def on_settings(self) -> None:
        """A new language renames the chairs still called by their default name."""
        if 0 not in self.named:
            self.seats[0].name = self.app.t("setup.default_name", n=1)

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing is not None and event.type == pygame.TEXTINPUT:
            seat = self.seats[self.editing]
            if len(seat.name) < SEAT_NAME_MAX:
                seat.name = (seat.name + event.text)[:SEAT_NAME_MAX]
                self.named.add(self.editing)
            return
        if event.type == pygame.KEYDOWN:
            if self.editing is not None:
                if event.key == pygame.K_BACKSPACE:
                    self.seats[self.editing].name = self.seats[self.editing].name[:-1]
                    self.named.add(self.editing)
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
            if not seat.name.strip():
                seat.name = self.app.t("setup.default_name", n=self.editing + 1)
                self.named.discard(self.editing)
            seat.name = seat.name.strip()
            self.editing = None
            pygame.key.stop_text_input()

    def _click(self, target: tuple[Any, ...]) -> None:
        self.app.play("click")
        kind = target[0]
        if kind != "name":
            self._stop_editing()
        if kind == "count":
            if self.count_allowed(target[1]):
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
        elif kind == "option":
            self.toggle(target[1])
        elif kind == "start":
            self._start()
        elif kind == "back":
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        top = 110 + self.shift
        panel(surface, Rect(420, top, 760, self._start_rect().bottom + 24 - top), 185, radius=18)
        _title(self, surface, t("setup.title"), 146 + self.shift, 40)
        game = app.assets.text(gamekit.title(t, self.info), "italic", 20, theme.TEXT_SOFT)
        surface.blit(game, game.get_rect(center=(theme.LOGICAL_SIZE[0] // 2, 182 + self.shift)))
        label = app.assets.text(t("setup.players"), "display", 24, theme.TEXT)
        surface.blit(label, label.get_rect(midright=(620, 236 + self.shift)))
        for rect, n in zip(self._count_rects(), self.info.players, strict=True):
            button = Button(rect, str(n), lambda: None, primary=self.count == n)
            button.enabled = self.count_allowed(n)
            button.draw(surface, app.assets)
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
            self._chair(surface, i, row)
        for rect, option in zip(self.option_rects(), self.shown_options(), strict=True):
            value = self.options[option.key]
            text = gamekit.option_text(t, self.info, option.key, value)
            ticked = option.is_on(value)
            _tick_box(surface, app, rect, text, ticked, self.can_tick(option.key))
        Button(self._back_rect(), t("setup.back"), lambda: None).draw(surface, app.assets)
        Button(self._start_rect(), t("setup.start"), lambda: None, primary=True).draw(
            surface, app.assets
        )

    def _chair(self, surface: pygame.Surface, i: int, row: Rect) -> None:
        app, t = self.app, self.app.t
        active = i < self.count
        name, segments = self._parts(row)
        seat = self.seats[i]
        colour = theme.TEXT if active else theme.DISABLED
        head = app.assets.text(t("setup.seat", n=i + 1), "text_bold", 19, colour)
        surface.blit(head, head.get_rect(midleft=(row.x + 8, row.centery)))
        if not active:
            return
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
        self.buttons[2].enabled = gamekit.has_scene(app.game, "rules")

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
        self.app.push(gamekit.scene(self.app, self.app.game, "rules"))

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
    """Spectator mode: AI chairs only, at the table's pace, a new game of the chosen game after
    each score sheet, each set of its options in turn (`scoresheet.demo_options`)."""
    from game.ui.table.scene import TableScene

    levels = ("hard", "normal", "normal", "easy", "normal")
    info = app.game
    allowed = info.players_with(info.options_from())  # the default options' counts
    players = min(max(players, allowed.start), allowed.stop - 1)
    seats = [Seat(AI_NAMES[i], AI, levels[i]) for i in range(players)]
    session = Session(seats, random.randrange(1_000_000), game=info.key)
    app.replace(TableScene(app, session, demo=True))
