"""The few widgets the scenes need: buttons, toggles and panels in the table's style."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.assets import Assets

_PANELS: dict[tuple[int, int, int, int, tuple[int, ...]], pygame.Surface] = {}
_SHADOWS: dict[tuple[int, int, int, int], pygame.Surface] = {}

# Told of every panel as soon as it is laid (surface, rect, its shade): `game.ui.space` measures
# what a frame leaves empty of each panel from there.
PANEL_LISTENERS: list[Callable[[pygame.Surface, pygame.Rect, pygame.Surface], None]] = []


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    alpha: int = 190,
    radius: int = 10,
    edge: tuple[int, ...] | None = None,
) -> None:
    """A translucent dark panel with a thin bronze edge, laid on the wood (cached per size).

    In high contrast the panel is opaque and its edge light."""
    if theme.HIGH_CONTRAST:
        alpha = 255
        edge = theme.PANEL_EDGE if edge is None or edge == theme.PANEL_EDGE else edge
    edge = theme.PANEL_EDGE if edge is None else edge
    key = (rect.w, rect.h, alpha, radius, edge)
    shade = _PANELS.get(key)
    if shade is None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (22, 16, 12, alpha), shade.get_rect(), border_radius=radius)
        pygame.draw.rect(shade, edge, shade.get_rect(), 2, border_radius=radius)
        _PANELS[key] = shade
    surface.blit(shade, rect.topleft)
    laid(surface, rect, shade)


def laid(surface: pygame.Surface, rect: pygame.Rect, shade: pygame.Surface) -> None:
    """Tell the listeners (the space measure, `game.ui.space`) that a panel whose own background
    is `shade` was just laid at `rect`: `panel` does, and so does any board a game draws its
    own way."""
    for listener in PANEL_LISTENERS:
        listener(surface, rect, shade)


def drop_shadow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    offset: tuple[int, int] = (3, 4),
    alpha: int = theme.SHADOW[3],
    radius: int = 6,
) -> None:
    """The shade a card casts under it, `offset` from it, so it lies on the table rather than
    painted on it (cached per size)."""
    key = (rect.w, rect.h, alpha, radius)
    shade = _SHADOWS.get(key)
    if shade is None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, alpha), shade.get_rect(), border_radius=radius)
        _SHADOWS[key] = shade
    surface.blit(shade, rect.move(offset))


def glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, ...] | None = None,
    width: int = 3,
    radius: int = 8,
) -> None:
    """The outline that marks what can be clicked now (thicker in high contrast)."""
    colour = theme.HIGHLIGHT if colour is None or colour == theme._NORMAL["HIGHLIGHT"] else colour
    width = width + 2 if theme.HIGH_CONTRAST else width
    pygame.draw.rect(surface, colour, rect.inflate(6, 6), width, border_radius=radius)


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    action: Callable[[], None]
    enabled: bool = True
    primary: bool = False
    hover: bool = False

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.enabled:
            fill, ink = (60, 52, 44), theme.DISABLED
        elif self.primary:
            fill, ink = ((196, 150, 60) if self.hover else (170, 126, 46)), (30, 20, 10)
        else:
            fill, ink = ((92, 70, 48) if self.hover else (70, 52, 36)), theme.TEXT
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(
            surface, theme.GOLD if self.enabled else (90, 80, 70), self.rect, 2, border_radius=8
        )
        size = max(14, min(24, self.rect.h // 2))
        text = assets.fit(self.label, "display", size, ink, self.rect.w - 12)
        surface.blit(text, text.get_rect(center=self.rect.center))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.enabled
            and self.rect.collidepoint(event.pos)
        ):
            self.action()
            return True
        return False


def banner_box(
    surface: pygame.Surface, rect: pygame.Rect, label: pygame.Surface, left_ms: float
) -> None:
    """News over the table in a gold-edged box, fading out over its last 300 ms."""
    alpha = 220 if left_ms > 300 else int(220 * max(0.0, left_ms) / 300)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (20, 14, 10, alpha), shade.get_rect(), border_radius=14)
    surface.blit(shade, rect)
    pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=14)
    label.set_alpha(min(255, alpha + 35))
    surface.blit(label, label.get_rect(center=rect.center))


def segmented(
    surface: pygame.Surface,
    assets: Assets,
    rects: list[pygame.Rect],
    labels: list[str],
    chosen: int | None,
    notes: list[str] | None = None,
    enabled: list[bool] | None = None,
) -> None:
    """One bar of segments to choose one from; the chosen one is lit, ticked and in bold, so it
    reads without colour. A segment may carry a second line (`notes`: a share of wins), and one
    that cannot be chosen now is greyed."""
    bar = rects[0].union(rects[-1])
    pygame.draw.rect(surface, (58, 44, 32), bar, border_radius=8)
    for i, (rect, text) in enumerate(zip(rects, labels, strict=True)):
        note = notes[i] if notes else ""
        open_ = enabled[i] if enabled else True
        lit = i == chosen
        if lit:
            pygame.draw.rect(surface, (196, 150, 60), rect, border_radius=8)
        ink = theme.INK if lit else (theme.TEXT if open_ else theme.DISABLED)
        tick = 16 if lit else 0
        label = assets.fit(text, "text_bold" if lit else "text", 17, ink, rect.w - 12 - tick)
        lines = [label]
        if note:
            lines.append(assets.fit(note, "text", 16, ink if lit else theme.TEXT_SOFT, rect.w - 8))
        height = sum(line.get_height() for line in lines)
        y = rect.centery - height // 2
        x = rect.centerx - (label.get_width() + tick) // 2
        if lit:
            mid = y + label.get_height() // 2
            pygame.draw.lines(
                surface, ink, False, [(x, mid), (x + 4, mid + 5), (x + 11, mid - 5)], 3
            )
        surface.blit(label, (x + tick, y))
        if note:
            surface.blit(lines[1], lines[1].get_rect(midtop=(rect.centerx, y + label.get_height())))
        if i:
            pygame.draw.line(
                surface, theme.PANEL_EDGE, (rect.x, rect.y + 6), (rect.x, rect.bottom - 6), 1
            )
    pygame.draw.rect(surface, theme.GOLD, bar, 2, border_radius=8)
