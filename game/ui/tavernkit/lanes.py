"""The trays of a taverns board: each column cut into the board in its class's or Order's
colour, as the printed player boards of both games mark where each kind of card goes, so an
empty column reads as a place waiting for cards rather than as bare panel."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from game.ui import material, theme
from game.ui.material import Colour


def lane(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, alpha: int = 24) -> None:
    """A column's tray: a wash of `colour`, shaded under its top edge, with a thin rim."""
    if rect.w < 6 or rect.h < 6:
        return
    surface.blit(_tray(rect.w, rect.h, tuple(colour[:3]), alpha), rect)


@functools.lru_cache(maxsize=512)
def _tray(w: int, h: int, colour: tuple[int, ...], alpha: int) -> pygame.Surface:
    """A tray's picture, made once per size and colour: the boards are redrawn often."""
    tray = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(tray, (*colour, alpha), tray.get_rect(), border_radius=6)
    tray.blit(material.fade(w, min(12, h // 2), 60), (0, 0))
    pygame.draw.rect(tray, (*theme.darker(colour, 0.6), 150), tray.get_rect(), 1, border_radius=6)
    return tray


def column_tray(
    surface: pygame.Surface,
    column: pygame.Rect,
    top: int,
    colour: Colour,
    used: int,
    big: bool,
    emblem: Callable[[int], pygame.Surface],
) -> None:
    """A board column's tray from `top` (under its header) down, and the column's emblem
    (`emblem(side)`) faint in the part below its last card (`used`, a y) that no card covers
    yet, past the line under the cards of a big board."""
    tray = pygame.Rect(column.x, top, column.w, column.bottom - top)
    lane(surface, tray, colour)
    gap = 26 if big else 0
    free = pygame.Rect(tray.x, used + gap, tray.w, tray.bottom - used - gap)
    side = min(48 if big else 22, free.h - 8, free.w - 8)
    if side >= 16:
        mark = emblem(side)
        surface.blit(mark, mark.get_rect(center=free.center))
