"""The scenes around the table: the chosen game's menu and the pause menu (the new-game form is
in `newgame.py`, the launcher listing the games in `launcher.py`). Both menus work by keyboard:
the arrows and Tab move the focus, Enter or Space choose, Escape goes back."""

from __future__ import annotations

import random
from typing import Any, ClassVar

import pygame
from pygame import Rect

from game.core import registry
from game.core.datafolder import has_lessons
from game.core.session import AI, Seat, Session
from game.ui import gamekit, theme, titleart
from game.ui.focus import Focus, Item
from game.ui.scenes.base import Scene
from game.ui.scenes.newgame import CHOICES, LEVELS, NewGameScene
from game.ui.widgets import Button, dialog, dim, panel

__all__ = ["CHOICES", "LEVELS", "MenuScene", "NewGameScene", "PauseScene", "start_demo"]


def _title(scene: Scene, surface: pygame.Surface, text: str, y: int, size: int = 44) -> None:
    label = scene.app.assets.text(text, "display_bold", size, theme.GOLD)
    surface.blit(label, label.get_rect(center=(theme.LOGICAL_SIZE[0] // 2, y)))


STEP = 48  # from one menu entry to the next


class MenuScene(Scene):
    """The chosen game's menu. Entries the game lacks (rules, a score calculator) are left out;
    with several games registered, Escape or "Other games" goes back to the launcher."""

    ENTRIES = (
        ("saves.menu_continue", "_continue"),
        ("menu.new_game", "_new"),
        ("lesson.menu", "_learn"),
        ("night.menu", "_night"),
        ("join.menu", "_join"),
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
        self.entries = [(key, method) for key, method in self.ENTRIES if self._offered(method)]
        x = theme.LOGICAL_SIZE[0] // 2 - 160
        # fewer: still centred (the full list starts half a step higher)
        self.shift = (len(self.ENTRIES) - 1 - len(self.entries)) * STEP // 2
        self.buttons = [
            Button(
                Rect(x, 318 + self.shift + i * STEP, 320, STEP - 8),
                "",
                getattr(self, method),
                primary=i == 1,
            )
            for i, (_, method) in enumerate(self.entries)
        ]
        self.launcher = len(registry.games()) > 1  # "Other games" and Escape lead back to it
        self.games = Button(Rect(40, 36, 220, 46), "", self._games, enabled=self.launcher)
        self.focus = Focus()  # on the first entry open: Continue, else New game

    def _offered(self, method: str) -> bool:
        """Whether the game has what the entry opens (its rules, calculator, lessons)."""
        if method == "_learn":
            return has_lessons(self.app.game.key)
        optional = self.OPTIONAL.get(method)
        return optional is None or gamekit.has_scene(self.app.game, optional)

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

    def _learn(self) -> None:
        from game.ui.scenes.lessons import LessonsScene

        self.app.replace(LessonsScene(self.app))

    def _night(self) -> None:
        from game.ui.scenes.night import NightSetupScene

        self.app.push(NightSetupScene(self.app))

    def _join(self) -> None:
        from game.ui.scenes.join import JoinScene

        self.app.push(JoinScene(self.app))

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

    def targets(self) -> list[Item]:
        """The entries that can be chosen now, then "Other games" (the order Tab visits)."""
        entries: list[Item] = [
            (button.rect, ("entry", key))
            for button, (key, _) in zip(self.buttons, self.entries, strict=True)
            if button.enabled
        ]
        return [*entries, (self.games.rect, ("games",))] if self.launcher else entries

    def _choose(self, target: tuple[Any, ...]) -> None:
        if target[0] == "games":
            self._games()
        else:
            self.button(target[1]).action()

    def handle(self, event: pygame.event.Event) -> None:
        self._labels()
        if self.launcher and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._games()
            return
        if Focus.owns(event):
            target = self.focus.handle(event, self.targets())
            if target is not None:
                self.app.play("click")
                self._choose(target)
            return
        if event.type == pygame.MOUSEMOTION:
            self.focus.follow(event.pos, self.targets())
        if self.launcher and self.games.handle(event):
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        app, info = self.app, self.app.game
        self._labels()
        top = self.buttons[0].rect.top
        surface.blit(titleart.menu_picture(app, info, top), (0, 0))
        column = self.buttons[0].rect.union(self.buttons[-1].rect).inflate(48, 40)
        panel(surface, column, 170, 18)
        for button in self.buttons:
            button.draw(surface, app.assets)
        if self.launcher:
            self.games.draw(surface, app.assets)
        self.focus.draw(surface, self.targets())


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
        self.focus = Focus(("_resume",))

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
        if Focus.owns(event):
            target = self.focus.handle(event, self.targets())
            if target is not None:
                self.app.play("click")
                getattr(self, target[0])()
            return
        if event.type == pygame.MOUSEMOTION:
            self.focus.follow(event.pos, self.targets())
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.t
        dim(surface)
        w = theme.LOGICAL_SIZE[0]
        dialog(surface, Rect(w // 2 - 200, 230, 400, 460), radius=16)
        _title(self, surface, t("pause.title"), 284, 36)
        for button, (key, _) in zip(self.buttons, self.ENTRIES, strict=True):
            button.label = t(key)
            button.draw(surface, self.app.assets)
        self.focus.draw(surface, self.targets())


def start_demo(app: Any, players: int = 4) -> None:
    """Spectator mode: AI chairs only, at the table's pace, a new game of the chosen game after
    each score sheet, each set of its options in turn (`scoresheet.demo_options`)."""
    from game.ui.table.scene import TableScene

    levels = ("hard", "normal", "normal", "easy", "normal")
    info = app.game
    allowed = info.players_with(info.options_from())  # the default options' counts
    players = min(max(players, allowed.start), allowed.stop - 1)
    names = gamekit.ai_names(info)
    seats = [Seat(names[i % len(names)], AI, levels[i]) for i in range(players)]
    session = Session(seats, random.randrange(1_000_000), game=info.key)
    app.replace(TableScene(app, session, demo=True))
