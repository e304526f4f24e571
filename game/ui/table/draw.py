"""Drawing the table: the hot-seat curtain, the header with the shell's buttons, the still
picture (the game's parts) cached as a base layer with the decision laid over it, then what
moves and the panels over it."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.ui import material, theme
from game.ui.baselayer import Part
from game.ui.table import chrome
from game.ui.table.base import TableBase
from game.ui.table.overlays import TOOLTIP_DELAY_MS
from game.ui.table.pace import draw_pace, draw_pace_tip
from game.ui.widgets import Button, button_state, dialog, laid


class TableDrawing(TableBase):
    """A part of TableScene."""

    def prompt(self) -> str:
        if self.demo:
            t = self.app.t
            return t("demo.prompt", pace=t.decimal(self.app.settings.ai_pace_ms / 1000, 1))
        return self.presenter.prompt()

    def _static_key(self) -> tuple[Any, ...]:
        """Everything the still part of the table depends on; unchanged key, cached picture."""
        return (
            self.session.version,
            self.viewer,
            tuple(sorted(self.session.held)),
            self.app.t.lang,
            self.app.settings.muted,
            self.app.settings.ai_pace_ms,
            self.presenter.still_key(),
            self.log_open,  # the Log button is gilded while the drawer is open
            self._header_pointer(),
        )

    def curtain_button(self) -> Rect:
        return chrome.CURTAIN_BUTTON

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        """Hot-seat: nothing of the table shows while the laptop changes hands."""
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        name = self.seat_name(self.curtain_for or 0)
        box = Rect(chrome.W // 2 - 380, 250, 760, 380)
        dialog(surface, box, radius=18)
        title = app.assets.text(t("curtain.title", name=name), "display_bold", 38, theme.GOLD)
        surface.blit(title, title.get_rect(center=(box.centerx, box.y + 80)))
        body = app.assets.wrapped(t("curtain.body", name=name), "text", 22, theme.TEXT, box.w - 80)
        surface.blit(body, body.get_rect(midtop=(box.centerx, box.y + 140)))
        Button(
            self.curtain_button(), t("curtain.ready", name=name), lambda: None, primary=True
        ).draw(surface, app.assets)

    def draw(self, surface: pygame.Surface) -> None:
        """The still table comes from a cached layer; moving things are drawn over it."""
        if self.curtain_for is not None:
            self._draw_curtain(surface)
            return
        key = self._static_key()
        if key != self._static_for or self.static is None:
            self.static = self._draw_static()
            self._static_for = key
        surface.blit(self.static, (0, 0))
        self.presenter.draw_moving(surface)
        self.moments.draw(surface, self.app.assets, on_top=False)
        self._draw_log(surface)
        self._draw_banner(surface)
        self.presenter.draw_panels(surface)
        self.moments.draw(surface, self.app.assets, on_top=True)
        self.draw_coach(surface)
        self._draw_tooltip(surface)  # always on top of everything
        self._draw_pace_tip(surface)

    def _draw_pace_tip(self, surface: pygame.Surface) -> None:
        """The pace control's tooltip, once the pointer rests on it."""
        if (
            self.hover_ms >= TOOLTIP_DELAY_MS
            and chrome.PACE.collidepoint(self.mouse)
            and any(target[0] == "pace" for _, target in self.hit_map)
        ):
            draw_pace_tip(surface, self.app.assets, self.app.t, self.mouse)

    def on_settings(self) -> None:
        """Redo the view and layout at once (the table is drawn under the pause menu before its
        next update); a new layout is not a move, so nothing flies for it."""
        self.presenter.on_settings()
        self.moments.skip()
        self.base.forget()
        self.invalidate()
        self.version = -1
        self.view = {}
        self._refresh()

    def invalidate(self) -> None:
        """Rebuild the still layer on the next frame (its unchanged parts are reused)."""
        self._static_for = None

    def _draw_static(self) -> pygame.Surface:
        """The base layer, with what a human's decision lays over it (see
        `Presenter.decorate`) on a copy; without that the base layer is the still table."""
        self._build_targets()
        base = self.base.update(self.presenter.backdrop(), self._parts())
        if not self.presenter.decorates():
            return base
        if self.overlaid is None:
            self.overlaid = pygame.Surface(base.get_size()).convert()
        self.overlaid.blit(base, (0, 0))
        self.presenter.decorate(self.overlaid)
        return self.overlaid

    def _parts(self) -> list[Part]:
        """The parts of the still table: the header, then the game's (see `BaseLayer`)."""
        header = Part("header", self._header_key(), chrome.HEADER, self._draw_header)
        return [header, *self.presenter.parts()]

    def _header_key(self) -> tuple[Any, ...]:
        """What the header shows: where the game stands, the prompt, the state of its buttons."""
        t = self.app.t
        undo = any(target == ("undo",) for _, target in self.hit_map)
        paced = any(target[0] == "pace" for _, target in self.hit_map)
        return (
            self.presenter.title(),
            self.prompt(),
            t("table.menu"),
            t("log.button"),
            t("table.undo"),
            self.log_open,
            undo and self.session.can_undo(self.viewer),
            undo,
            self.app.settings.muted,
            self.app.settings.ai_pace_ms if paced else None,
            t("table.pace"),
            self._header_pointer(),
        )

    def _header_pointer(self) -> tuple[str, bool]:
        """The header's button under the pointer (its face lifts) and whether the mouse is
        down on it (sunk), for the header's key: only a change of these redraws it."""
        for name, rect in (
            ("menu", chrome.MENU),
            ("log", chrome.LOG_BUTTON),
            ("undo", chrome.UNDO),
            ("mute", chrome.MUTE),
        ):
            if rect.collidepoint(self.mouse):
                return name, pygame.mouse.get_pressed()[0]
        return "", False

    def _draw_prompt(self, surface: pygame.Surface, prompt: str, left: int) -> None:
        """The prompt in the header, between the title (ending at `left`) and the buttons: on one
        line at 18 px where it fits, else at the largest size down to the reading floor that
        fits, else wrapped on two lines at the floor (a long French prompt never runs under the
        buttons)."""
        paced = any(target[0] == "pace" for _, target in self.hit_map)
        assets, right = self.app.assets, chrome.hint_button(paced).x - 12
        centre = (chrome.W // 2 + 60, chrome.HEADER.centery)
        for size in range(18, theme.MIN_TEXT_PX - 1, -1):
            text = assets.text(prompt, "text_bold", size, theme.TEXT)
            box = text.get_rect(center=centre)
            box.x = max(left, min(box.x, right - box.w))
            if box.x >= left and box.right <= right:
                surface.blit(text, box)
                return
        text = assets.wrapped(prompt, "text_bold", theme.MIN_TEXT_PX, theme.TEXT, right - left)
        surface.blit(text, text.get_rect(midleft=(left, centre[1])))

    def _draw_header(self, surface: pygame.Surface) -> None:
        """The header, kept within its strip (a part of the still layer draws only in its own
        rectangle; the buttons' shadows would fall below it)."""
        clip = surface.get_clip()
        surface.set_clip(chrome.HEADER.clip(clip))
        self._draw_header_in(surface)
        surface.set_clip(clip)

    def _draw_header_in(self, surface: pygame.Surface) -> None:
        app = self.app
        title, prompt, menu, log_label, undo_label, log_open, can_undo, undo, _, pace, _, at = (
            self._header_key()
        )
        _header_bar(surface)
        heading = app.assets.text(title, "text_bold", 20, theme.GOLD)
        surface.blit(heading, (14, 9))
        self._draw_prompt(surface, prompt, 14 + heading.get_width() + 16)
        pointed, down = at
        buttons = [
            Button(chrome.MENU, menu, self._pause),
            Button(chrome.LOG_BUTTON, log_label, lambda: None, primary=log_open),
        ]
        if undo:
            buttons.append(Button(chrome.UNDO, undo_label, lambda: None, enabled=can_undo))
        for button, name in zip(buttons, ("menu", "log", "undo"), strict=False):
            button.hover, button.pressed = pointed == name, down
            button.draw(surface, app.assets)
        if pace is not None:
            draw_pace(surface, app.assets, app.t, pace)
        self._draw_speaker(surface, chrome.MUTE, button_state(True, pointed == "mute", down))


_STRIPS: dict[bool, pygame.Surface] = {}  # the header's strip, per contrast


def _header_bar(surface: pygame.Surface) -> None:
    """The header as a strip of dark wood, lit along its top and shaded along its foot so it
    stands over the table; told to the space measure as a panel. High contrast: a plain dark
    strip with a light line under it. Made once per contrast."""
    bar = chrome.HEADER
    strip = _STRIPS.get(theme.HIGH_CONTRAST)
    if strip is None:
        strip = _STRIPS[theme.HIGH_CONTRAST] = _header_strip(bar.size)
    surface.blit(strip, bar)
    laid(surface, bar, strip)


def _header_strip(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    if theme.HIGH_CONTRAST:
        strip = pygame.Surface(size)
        strip.fill((12, 10, 8))
        pygame.draw.line(strip, theme.PANEL_EDGE, (0, h - 2), (w, h - 2), 2)
        return strip
    strip = material.wood(w, h, (50, 34, 22), 11, 0.12).copy()
    strip.blit(material.sheen(w, h, 46, 90), (0, 0))
    pygame.draw.line(strip, theme.GOLD_DARK, (0, h - 2), (w, h - 2))
    pygame.draw.line(strip, (14, 9, 6), (0, h - 1), (w, h - 1))
    return strip
