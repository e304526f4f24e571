"""The title screen: every registered game on its own card; choosing one opens its menu.

With a single game the program opens straight on that game's menu (`open_title`): a title
screen offering one choice is a click that decides nothing. The launcher appears as soon as a
second game is registered, the game chosen last time marked and already focused, so Enter
reopens it; the arrows and Tab move the focus over the games and Quit.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.core import registry
from game.core.errors import DataError
from game.core.game import GameInfo
from game.ui import gamekit, theme, titleart
from game.ui.focus import Focus
from game.ui.scenes.base import Scene
from game.ui.scenes.saves import WARN, MessageScene
from game.ui.widgets import Button, glow, panel

CARD_W, CARD_H, CARD_GAP = 920, 132, 22
COVER_GAP = 14  # between a game's cover and its card
COVER_ROOM = round(CARD_H * titleart.CARD[0] / titleart.CARD[1]) + COVER_GAP  # a cover and gap
LIST_MAX_H = 560  # more games than fit make the cards lower
HEAD_H, FOOT_H = 190, 150  # title and subtitle above the cards; hint and Quit below


def open_title(app: Any) -> None:
    """The first scene of the window: the launcher, or the only game's menu (unless that
    game cannot be played: the launcher then says why)."""
    from game.ui.scenes.menus import MenuScene

    if len(registry.games()) > 1 or app.game.key in app.unavailable:
        app.replace(LauncherScene(app))
    else:
        app.replace(MenuScene(app))


class LauncherScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.games = registry.games()
        keys = [info.key for info in self.games]
        self.ring = Focus(("game", app.game.key if app.game.key in keys else keys[0]))
        n = len(self.games)
        self.card_h = min(CARD_H, (LIST_MAX_H - CARD_GAP * (n - 1)) // n)
        list_h = n * self.card_h + (n - 1) * CARD_GAP
        self.top = (theme.LOGICAL_SIZE[1] - (HEAD_H + list_h + FOOT_H)) // 2  # all in the middle
        self.list_bottom = self.top + HEAD_H + list_h
        w = theme.LOGICAL_SIZE[0]
        self.quit = Button(Rect(w // 2 - 110, self.list_bottom + 64, 220, 52), "", self._quit)

    @property
    def focus(self) -> int:
        """The index of the focused game (its card is drawn lit); -1 while Quit has it."""
        target = self.ring.current(self.targets())
        keys = [info.key for info in self.games]
        return keys.index(target[1][1]) if target and target[1][0] == "game" else -1

    def card_rects(self) -> list[Rect]:
        """The games' cards, the list centred with the covers on their left."""
        x = (theme.LOGICAL_SIZE[0] - CARD_W + COVER_ROOM) // 2
        y = self.top + HEAD_H
        return [
            Rect(x, y + i * (self.card_h + CARD_GAP), CARD_W, self.card_h)
            for i in range(len(self.games))
        ]

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        cards: list[tuple[Rect, tuple[Any, ...]]] = [
            (rect, ("game", info.key))
            for rect, info in zip(self.card_rects(), self.games, strict=True)
        ]
        return [*cards, (self.quit.rect, ("quit",))]

    def open(self, info: GameInfo) -> None:
        """The game's menu; for a game whose data cannot be read (tried again, in case it was
        corrected), the loader's message instead, the launcher left as it was."""
        from game.ui.scenes.menus import MenuScene

        self.app.play("click")
        try:
            self.app.choose_game(info, remember=True)
        except DataError as exc:
            t = self.app.t
            self.app.push(MessageScene(self.app, t("launcher.unavailable_title"), [str(exc)]))
            return
        self.app.replace(MenuScene(self.app))

    def _quit(self) -> None:
        self.app.running = False

    def handle(self, event: pygame.event.Event) -> None:
        if Focus.owns(event):
            target = self.ring.handle(event, self.targets())
            if target == ("quit",):
                self._quit()
            elif target is not None:
                self.open(registry.get(target[1]))
            return
        if event.type == pygame.MOUSEMOTION:
            self.ring.follow(event.pos, self.targets())
        if self.quit.handle(event):
            return
        target = self.clicked(event)
        if target is not None and target[0] == "game":
            self.open(registry.get(target[1]))

    # ------------------------------------------------------------------ drawing

    def details(self, info: GameInfo) -> str:
        """The line under a game's title: how many play it (its options are on its form)."""
        return str(
            self.app.t("launcher.players", low=info.players.start, high=info.players.stop - 1)
        )

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        picture = titleart.launcher_picture(
            app, t("launcher.title"), t("launcher.subtitle"), self.top
        )
        surface.blit(picture, (0, 0))
        w = theme.LOGICAL_SIZE[0]
        for i, (rect, info) in enumerate(zip(self.card_rects(), self.games, strict=True)):
            self._card(surface, rect, info, i == self.focus)
        hint = app.assets.text(t("launcher.hint"), "text", 16, theme.TEXT_SOFT)
        surface.blit(hint, hint.get_rect(center=(w // 2, self.list_bottom + 34)))
        self.quit.label = t("launcher.quit")
        self.quit.draw(surface, app.assets)
        if self.focus < 0:
            self.ring.draw(surface, self.targets())

    def _card(self, surface: pygame.Surface, rect: Rect, info: GameInfo, focused: bool) -> None:
        app, t = self.app, self.app.t
        panel(surface, rect, 225, radius=14, edge=theme.GOLD if focused else None)
        if focused:
            glow(surface, rect, radius=16)
        emblem_x = rect.right - 190
        gamekit.emblem(app, info, surface, (emblem_x, rect.centery))
        cover = titleart.cover(app, info, rect.h)
        if cover is not None:
            surface.blit(cover, cover.get_rect(midright=(rect.x - COVER_GAP, rect.centery)))
        text_w = emblem_x - 160 - rect.x - 40
        name = app.assets.fit(gamekit.title(t, info), "display_bold", 40, theme.TEXT, text_w)
        surface.blit(name, name.get_rect(topleft=(rect.x + 36, rect.y + 18)))
        y = rect.y + 18 + name.get_height() + 2
        subtitle = gamekit.subtitle(t, info)
        if subtitle:
            line = app.assets.fit(subtitle, "italic", 20, theme.TEXT_SOFT, text_w)
            surface.blit(line, (rect.x + 38, y))
            y += line.get_height() + 4
        if info.key in app.unavailable:
            line = app.assets.fit(t("launcher.unavailable"), "text_bold", 17, WARN, text_w)
        else:
            line = app.assets.fit(self.details(info), "text_bold", 17, theme.GOLD, text_w)
        surface.blit(line, (rect.x + 38, y))
        if info.key == app.settings.game:
            tag = app.assets.text(t("launcher.last"), "text_bold", 16, theme.INK)
            box = tag.get_rect(topright=(rect.right - 22, rect.y + 14)).inflate(16, 6)
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=10)
            surface.blit(tag, tag.get_rect(center=box.center))
