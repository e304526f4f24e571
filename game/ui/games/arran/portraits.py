"""Arran's people on a face: how a portrait is laid out and the marks laid over it (rank mark,
Ga'at's column values, a zoomed card's rule). Which portrait each card shows is
`game.art.arran`'s, read by the phone page too.
"""

from __future__ import annotations

import math

import pygame

from game.arran.cards import (
    COGNAR,
    ELITE,
    LIQUOR,
    RANK_ALLY,
    RANK_BLACK,
    RANK_COLOURED,
    RANK_WHITE,
    Card,
)
from game.ui.assets import Assets
from game.ui.games.arran import palette as P
from game.ui.games.arran import pieces
from game.ui.games.arran.pieces import MIN_TEXT, order_icon, smooth


def paint(
    target: pygame.Surface,
    picture: pygame.Surface,
    area: pygame.Rect,
    top: tuple[int, int, int],
    bottom: tuple[int, int, int],
) -> None:
    """Lay a square portrait, already scaled to cover `area`'s width, into it over a vertical
    glow from `top` to `bottom` (the card's colour fading into the dark stone), the head kept:
    the top of the picture stays, the bottom is cut."""
    if area.w <= 0 or area.h <= 0:
        return
    back = pygame.Surface(area.size, pygame.SRCALPHA)
    for y in range(area.h):
        f = y / max(1, area.h - 1)
        colour = tuple(int(a + (b - a) * f) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(back, colour, (0, y), (area.w, y))
    side = picture.get_width()
    back.blit(picture, (0, 0), pygame.Rect((side - area.w) // 2, 0, area.w, area.h))
    target.blit(back, area)


def glow(info: Card, frame: P.RGB) -> P.RGB:
    """The colour behind a portrait: its frame's, an award's Order's (or gold), a
    Mercenary's dark blood."""
    if info.rank == RANK_BLACK:
        return (92, 30, 32)
    if info.kind in (ELITE, LIQUOR):
        return P.ORDER_COLOURS[info.column] if info.column >= 0 else P.GOLD
    return frame


def rank_mark(surf: pygame.Surface, info: Card, centre: P.Size, r: int) -> None:
    """What kind of card this is, top left: its Order's mark for a coloured Cognar or an
    award (the Order whose majority wins it), a crown for the white rank, crossed swords for
    a Mercenary, the five colours for the Ally, a tankard for the Certification."""
    if info.rank == RANK_COLOURED or (info.kind != COGNAR and info.column >= 0):
        order_icon(surf, centre, r, info.column)
        return
    special = {
        RANK_WHITE: ("white", P.IVORY, (40, 30, 20)),
        RANK_BLACK: ("mercenary", P.IRON, P.IVORY),
    }
    name, face, ink = special.get(info.rank, ("liquor", P.GOLD, (50, 30, 8)))

    def draw(big: pygame.Surface, s: float) -> None:
        c, R = (r * s, r * s), r * s
        pygame.draw.circle(big, P.BLOOD if info.rank == RANK_BLACK else (30, 24, 16), c, R)
        inner = R - max(1, r / 7) * s
        if info.rank != RANK_ALLY:
            pygame.draw.circle(big, face, c, inner)
            return
        for k, colour in enumerate(P.ORDER_COLOURS):  # a rosette of the five Orders
            arc = [math.radians(-90 + k * 72 + t * 6) for t in range(13)]
            pts = [c, *((c[0] + inner * math.cos(t), c[1] + inner * math.sin(t)) for t in arc)]
            pygame.draw.polygon(big, colour, pts)
        pygame.draw.circle(big, P.IVORY, c, R * 0.28)
        pygame.draw.circle(big, (30, 24, 16), c, R * 0.28, max(1, int(s)))

    surf.blit(smooth((2 * r, 2 * r), draw), (centre[0] - r, centre[1] - r))
    if info.rank != RANK_ALLY:
        mark = pieces.icon(name, int(r * 1.3), ink)
        surf.blit(mark, mark.get_rect(center=centre))


def column_points_fit(assets: Assets, w: int, edge: int) -> bool:
    """Whether a face `w` wide has cells wide enough for Ga'at's five values apart: on a small
    face they ran together and read as one number ("02946"), so none is shown there (the
    tooltip, the zoom and the column's strip tell its worth)."""
    cell = (w - 2 * edge - 4) // 5
    return cell >= assets.font("text_bold", MIN_TEXT).size("00")[0] + 4


def column_points(
    assets: Assets, surf: pygame.Surface, values: tuple[int, ...], bottom: int, edge: int
) -> int:
    """Five cells in the Orders' colours, each with what Ga'at is worth in that column, along
    the bottom of the picture; returns the top of the row."""
    w = surf.get_width()
    cell = (w - 2 * edge - 4) // 5
    label_h = assets.font("text_bold", MIN_TEXT).get_height()
    top = bottom - max(cell, label_h + 2)
    for k, value in enumerate(values):
        rect = pygame.Rect(edge + 2 + k * cell, top, cell - 1, bottom - top)
        pygame.draw.rect(surf, P.ORDER_COLOURS[k], rect, border_radius=max(2, cell // 5))
        ink = (30, 24, 12) if k == 4 else (255, 255, 255)
        digits = assets.text(str(value), "text_bold", max(MIN_TEXT, int(cell * 0.7)), ink)
        surf.blit(digits, digits.get_rect(center=rect.center))
    return top - 1


def rule_text(assets: Assets, surf: pygame.Surface, text: str, bottom: int, edge: int) -> int:
    """A zoomed card's rule, wrapped on a dark panel over the foot of the portrait."""
    w = surf.get_width()
    size = max(MIN_TEXT, surf.get_height() // 24)
    block = assets.wrapped(text, "text", size, P.IVORY, w - 2 * edge - 12)
    panel = pygame.Rect(edge, bottom - block.get_height() - 8, w - 2 * edge, block.get_height() + 8)
    shade = pygame.Surface(panel.size, pygame.SRCALPHA)
    shade.fill((14, 12, 16, 200))
    surf.blit(shade, panel)
    surf.blit(block, (panel.x + 6, panel.y + 4))
    return panel.y - 1
