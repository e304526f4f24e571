"""The surfaces a Vedrfolnir place is built of, under its cards: the sunk wells where cards
will lie, the tinted name bar, the plate its figures sit on, a dashed landing outline, and the
colours a stake's stars take against its objective."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui import theme

AMBER = (255, 184, 64)
RED = (240, 96, 80)
GREEN = (120, 220, 120)
CLOSE = 3  # stars missing or fewer: the badge turns amber


def stars_colour(stars: int, objective: int) -> tuple[int, int, int]:
    """Green on the objective, red over it, amber close to it."""
    if stars == objective:
        return GREEN
    if stars > objective:
        return RED
    if objective - stars <= CLOSE:
        return AMBER
    return theme.TEXT


def well(surface: pygame.Surface, rect: Rect) -> None:
    """A slot sunk into the panel where a card will lie: darker, its upper edge in shadow, as
    the track's cells."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (10, 6, 4, 120), shade.get_rect(), border_radius=8)
    pygame.draw.line(shade, (0, 0, 0, 150), (8, 1), (rect.w - 9, 1), 2)
    surface.blit(shade, rect)


def name_bar(surface: pygame.Surface, header: Rect, colour: tuple[int, int, int, int]) -> None:
    """A panel's title line tinted, its top corners rounded as the panel's."""
    band = pygame.Surface(header.size, pygame.SRCALPHA)
    pygame.draw.rect(
        band, colour, band.get_rect(), border_top_left_radius=12, border_top_right_radius=12
    )
    surface.blit(band, header)


def inset_plate(surface: pygame.Surface, rect: Rect) -> None:
    """The figures of a place (stars, runes, points) on one darker plate with a thin gilt
    edge: they read as the place's score, apart from its cards."""
    if not rect.w:
        return
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (12, 8, 5, 110), shade.get_rect(), border_radius=10)
    surface.blit(shade, rect)
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 1, border_radius=10)


def dashed_rect(
    surface: pygame.Surface, rect: Rect, colour: tuple[int, ...], dash: int = 8
) -> None:
    """A card's outline in dashes: a place where a card may land."""
    for x in range(rect.x + 6, rect.right - 6, dash * 2):
        end = min(x + dash, rect.right - 6)
        pygame.draw.line(surface, colour, (x, rect.y), (end, rect.y), 2)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1), 2)
    for y in range(rect.y + 6, rect.bottom - 6, dash * 2):
        end = min(y + dash, rect.bottom - 6)
        pygame.draw.line(surface, colour, (rect.x, y), (rect.x, end), 2)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end), 2)
