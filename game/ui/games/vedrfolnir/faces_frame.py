"""Vedrfolnir's card frames: each deck's band, paper and corner ornament (Summer's sun, Spring's
blossom, Winter's snowflake, Brynhildr's diamond), and the joker's chequered band, so shape as
well as colour tells the decks and the jokers apart."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.games.vedrfolnir.faces_draw import (
    GOLD,
    GOLD_DARK,
    RGB,
    Point,
    Season,
    blit_centred,
    grain,
    mix,
    rounded_mask,
    smooth,
    vertical_gradient,
)


def ornament(surface: pygame.Surface, kind: str, centre: Point, r: float, season: Season) -> None:
    """A season's corner mark `r` px in radius: Summer's sun, Spring's blossom, Winter's
    snowflake, Brynhildr's diamond. Shape as well as colour tells the decks apart."""
    size = max(4, round(r * 2.4))
    image = smooth((size, size), lambda big, k: _ornament(big, k, kind, size, season))
    blit_centred(surface, image, centre)


def _ornament(big: pygame.Surface, k: float, kind: str, size: int, season: Season) -> None:
    c = size * k / 2
    r = c / 1.2
    dark = mix(season.band, (0, 0, 0), 0.45)
    if kind == "sun":
        for i in range(8):
            a = math.pi * i / 4
            tip = (c + r * math.cos(a), c + r * math.sin(a))
            side1 = (c + r * 0.5 * math.cos(a + 0.35), c + r * 0.5 * math.sin(a + 0.35))
            side2 = (c + r * 0.5 * math.cos(a - 0.35), c + r * 0.5 * math.sin(a - 0.35))
            pygame.draw.polygon(big, GOLD, (tip, side1, side2))
        pygame.draw.circle(big, GOLD_DARK, (c, c), r * 0.56)
        pygame.draw.circle(big, GOLD, (c, c), r * 0.46)
        pygame.draw.circle(big, (255, 232, 140), (c - r * 0.1, c - r * 0.1), r * 0.22)
    elif kind == "blossom":
        for i in range(5):
            a = -math.pi / 2 + 2 * math.pi * i / 5
            p = (c + r * 0.52 * math.cos(a), c + r * 0.52 * math.sin(a))
            pygame.draw.circle(big, (150, 60, 90), p, r * 0.48)
            pygame.draw.circle(big, (252, 200, 216), p, r * 0.4)
        pygame.draw.circle(big, (240, 190, 40), (c, c), r * 0.26)
    elif kind == "snowflake":
        width = max(2, round(r * 0.16))
        for i in range(6):
            a = math.pi * i / 3
            end = (c + r * math.cos(a), c + r * math.sin(a))
            pygame.draw.line(big, dark, (c, c), end, width + 2 * round(k))
        for i in range(6):
            a = math.pi * i / 3
            end = (c + r * math.cos(a), c + r * math.sin(a))
            pygame.draw.line(big, (255, 255, 255), (c, c), end, width)
            mid = (c + r * 0.55 * math.cos(a), c + r * 0.55 * math.sin(a))
            for turn in (0.6, -0.6):
                twig = (
                    mid[0] + r * 0.3 * math.cos(a + turn),
                    mid[1] + r * 0.3 * math.sin(a + turn),
                )
                pygame.draw.line(big, (255, 255, 255), mid, twig, max(1, width - 1))
    else:  # diamond
        pts = [(c, c - r), (c + r * 0.7, c), (c, c + r), (c - r * 0.7, c)]
        pygame.draw.polygon(big, (20, 8, 32), pts)
        inner = [(c, c - r * 0.7), (c + r * 0.45, c), (c, c + r * 0.7), (c - r * 0.45, c)]
        pygame.draw.polygon(big, season.accent, inner)


def frame(size: tuple[int, int], season: Season, joker: bool) -> pygame.Surface:
    """A card's frame and paper: the season's band with its edge lines and corner ornaments; a
    joker's band is chequered black and gold so it never passes for a stake card."""
    w, h = size
    s = min(w / 84, h / 118)
    radius = max(3, round(6 * s))
    band = max(3, round(5 * s))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, season.band, surf.get_rect(), border_radius=radius)
    if joker:
        cell = max(3, round(5 * s))
        for x in range(0, w, cell):
            for y in range(0, h, cell):
                if (x // cell + y // cell) % 2 == 0:
                    pygame.draw.rect(surf, (24, 18, 14), (x, y, cell, cell))
        surf = rounded_mask(surf, radius)
    else:
        surf.blit(smooth(size, lambda big, k: _beads(big, k, band, s, season.accent)), (0, 0))
    pygame.draw.rect(surf, season.edge, surf.get_rect(), max(1, round(1.2 * s)), radius)
    inner = surf.get_rect().inflate(-2 * band, -2 * band)
    paper = vertical_gradient(inner.size, season.paper_top, season.paper_bottom)
    grain(paper)
    surf.blit(rounded_mask(paper, max(2, radius - band // 2)), inner)
    pygame.draw.rect(
        surf,
        season.edge if not joker else GOLD,
        inner.inflate(2, 2),
        max(1, round(s)),
        max(2, radius - band // 2),
    )
    return surf


def _beads(big: pygame.Surface, k: float, band: int, s: float, colour: RGB) -> None:
    """A string of small beads along the middle of the band, the frame's carved look."""
    w, h = big.get_size()
    mid = band * k / 2
    step = 8 * s * k
    r = max(1.0, 1.1 * s * k)
    across = max(1, int((w - 2 * mid) / step))
    for y in (mid, h - mid):
        for i in range(1, across):
            pygame.draw.circle(big, colour, (mid + (w - 2 * mid) * i / across, y), r)
    down = max(1, int((h - 2 * mid) / step))
    for x in (mid, w - mid):
        for i in range(1, down):
            pygame.draw.circle(big, colour, (x, mid + (h - 2 * mid) * i / down), r)


def corner_ornaments(surface: pygame.Surface, season: Season, corners: Sequence[Point]) -> None:
    s = min(surface.get_width() / 84, surface.get_height() / 118)
    for corner in corners:
        ornament(surface, season.ornament, corner, 4.2 * s, season)
