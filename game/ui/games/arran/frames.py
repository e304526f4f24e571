"""The carved frames of Arran's cards: each of the five Orders has its own ornament on its
dwarves' frame, and the Cognars (people, not stock) a gilded portrait frame of their own, so a
card's Order reads from its frame's shape before its colour.

- Shield: an iron-bound frame, rivets all round and square plates at the corners.
- Temple: the side bands are fluted columns standing on a base, under a capital.
- Wanderers: a vine runs round the frame, a leaf at each turn.
- Forge: hammered copper, its corners cut off square, a chevron struck at the foot.
- Talion: a milled coin's edge, ticks all round and a lozenge at each corner.
- Cognars: gilded corner brackets and a fine gold fillet inside the frame.

Every frame has a lit edge (top and left) and a shaded one (bottom and right). Shapes are drawn
on the caller's supersampled surface (`pieces.smooth`): `s` pixels there make one on the card.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui.games.arran import palette as P
from game.ui.games.arran.pieces import mix

SHIELD, TEMPLE, WANDERERS, FORGE, TALION = range(5)
CLEAR = (0, 0, 0, 0)
RIVET = (176, 184, 196)
Rect = pygame.Rect


def _along(rect: Rect, step: float) -> list[tuple[float, float, float]]:
    """Points every `step` round the middle line of a frame `rect`, each with the direction of
    its side (0 along the top and bottom, pi/2 down the sides), corners left out."""
    out: list[tuple[float, float, float]] = []
    across = max(1, round((rect.w - step) / step))
    for i in range(1, across):
        x = rect.left + rect.w * i / across
        out += [(x, rect.top, 0.0), (x, rect.bottom, 0.0)]
    down = max(1, round((rect.h - step) / step))
    for i in range(1, down):
        y = rect.top + rect.h * i / down
        out += [(rect.left, y, math.pi / 2), (rect.right, y, math.pi / 2)]
    return out


def _corners(rect: Rect) -> list[tuple[int, int]]:
    return [rect.topleft, rect.topright, rect.bottomleft, rect.bottomright]


def lit_edge(big: pygame.Surface, outer: Rect, colour: P.RGB, inset: int, s: float) -> None:
    """Light on the top and left of the frame `colour`, shade on its bottom and right, so it
    stands out; `inset` keeps clear of the corners (rounded, or cut off by the Forge)."""
    width = max(1, round(s))
    light, shade = mix(colour, (255, 255, 255), 0.3), mix(colour, (0, 0, 0), 0.35)
    box = outer.inflate(-2 * width, -2 * width)
    left, right, top, bottom = box.left, box.right, box.top, box.bottom
    pygame.draw.line(big, light, (left + inset, top), (right - inset, top), width)
    pygame.draw.line(big, light, (left, top + inset), (left, bottom - inset), width)
    pygame.draw.line(big, shade, (left + inset, bottom), (right - inset, bottom), width)
    pygame.draw.line(big, shade, (right, top + inset), (right, bottom - inset), width)


def _shield(big: pygame.Surface, mid: Rect, edge: float, colour: P.RGB, s: float) -> None:
    r = max(1.0, edge * 0.27)  # few and big: never read as a dashed outline
    for x, y, _ in _along(mid, edge * 3.2):
        pygame.draw.circle(big, mix(RIVET, (0, 0, 0), 0.5), (x + s * 0.4, y + s * 0.4), r)
        pygame.draw.circle(big, RIVET, (x, y), r)
        pygame.draw.circle(big, (240, 244, 250), (x - r * 0.3, y - r * 0.3), r * 0.4)
    side = edge * 1.5
    for cx, cy in _corners(mid):
        plate = Rect(0, 0, side, side)
        plate.center = (cx, cy)
        pygame.draw.rect(big, mix(colour, (0, 0, 0), 0.55), plate, border_radius=round(s))
        pygame.draw.rect(big, RIVET, plate.inflate(-s * 1.5, -s * 1.5), border_radius=round(s))
        pygame.draw.circle(big, mix(RIVET, (0, 0, 0), 0.4), (cx, cy), r)


def _temple(big: pygame.Surface, mid: Rect, edge: float, colour: P.RGB, s: float) -> None:
    shaft = mix(colour, P.IVORY, 0.35)
    flute = mix(colour, (0, 0, 0), 0.35)
    for x in (mid.left, mid.right):
        column = Rect(0, mid.top + edge * 0.9, edge * 0.8, mid.h - edge * 1.8)
        column.centerx = x
        pygame.draw.rect(big, shaft, column)
        for f in (-0.22, 0.22):
            fx = x + column.w * f
            pygame.draw.line(big, flute, (fx, column.top), (fx, column.bottom), max(1, round(s)))
        for y, grow in ((column.top, 1.0), (column.bottom, -1.0)):  # capital and base
            block = Rect(0, 0, edge * 1.25, edge * 0.45)
            block.centerx = x
            if grow > 0:
                block.bottom = y
            else:
                block.top = y
            pygame.draw.rect(big, mix(colour, P.IVORY, 0.55), block)
            pygame.draw.rect(big, flute, block, max(1, round(s * 0.7)))


def _wanderers(big: pygame.Surface, mid: Rect, edge: float, colour: P.RGB, s: float) -> None:
    vine = mix(colour, P.IVORY, 0.45)
    leaf = mix(colour, (30, 90, 40), 0.35)
    amp, wave = edge * 0.28, edge * 2.4
    width = max(1, round(s * 0.9))
    for start, end, across in (
        (mid.topleft, mid.topright, False),
        (mid.bottomleft, mid.bottomright, False),
        (mid.topleft, mid.bottomleft, True),
        (mid.topright, mid.bottomright, True),
    ):
        length = (end[1] - start[1]) if across else (end[0] - start[0])
        points = []
        for i in range(int(length // (s * 2)) + 1):
            t = i * s * 2
            off = amp * math.sin(2 * math.pi * t / wave)
            points.append(
                (start[0] + off, start[1] + t) if across else (start[0] + t, start[1] + off)
            )
        if len(points) > 1:
            pygame.draw.lines(big, vine, False, points, width)
        for j in range(1, int(length // wave)):
            t = j * wave + wave / 4
            p = (start[0] + amp, start[1] + t) if across else (start[0] + t, start[1] + amp)
            box = (
                Rect(0, 0, edge * 0.5, edge * 0.3)
                if not across
                else Rect(0, 0, edge * 0.3, edge * 0.5)
            )
            box.center = (round(p[0]), round(p[1]))
            pygame.draw.ellipse(big, leaf, box)


def _forge(big: pygame.Surface, mid: Rect, edge: float, colour: P.RGB, s: float) -> None:
    dent = mix(colour, (0, 0, 0), 0.3)
    shine = mix(colour, P.IVORY, 0.35)
    for k, (x, y, _) in enumerate(_along(mid, edge * 1.3)):
        jitter = ((k * 37) % 7 - 3) * edge * 0.05
        pygame.draw.circle(big, dent, (x + jitter, y - jitter), edge * 0.16)
        pygame.draw.circle(big, shine, (x + jitter - s * 0.5, y - jitter - s * 0.5), edge * 0.08)
    cut = edge * 2.0  # the corners cut off square
    w, h = big.get_size()
    rim = mix(colour, (0, 0, 0), 0.5)
    for (cx, cy), (dx, dy) in zip(
        ((0, 0), (w, 0), (0, h), (w, h)), ((1, 1), (-1, 1), (1, -1), (-1, -1)), strict=True
    ):
        a, b = (cx + dx * cut, cy), (cx, cy + dy * cut)
        pygame.draw.polygon(big, CLEAR, [(cx, cy), a, b])
        pygame.draw.line(big, rim, a, b, max(1, round(s * 1.4)))
    foot = mid.bottom
    chevron = [
        (mid.centerx - edge * 1.6, foot - edge * 0.25),
        (mid.centerx, foot + edge * 0.3),
        (mid.centerx + edge * 1.6, foot - edge * 0.25),
    ]
    pygame.draw.lines(big, shine, False, chevron, max(1, round(s * 1.2)))


def _talion(big: pygame.Surface, mid: Rect, edge: float, colour: P.RGB, s: float) -> None:
    tick = mix(colour, (0, 0, 0), 0.4)
    half = edge * 0.3
    for x, y, angle in _along(mid, max(s * 3, edge * 0.55)):
        dx, dy = math.sin(angle) * half, math.cos(angle) * half
        pygame.draw.line(big, tick, (x - dx, y - dy), (x + dx, y + dy), max(1, round(s * 0.8)))
    d = edge * 0.75
    for cx, cy in _corners(mid):
        diamond = [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
        pygame.draw.polygon(big, mix(colour, (0, 0, 0), 0.5), diamond)
        inner = [(cx, cy - d * 0.6), (cx + d * 0.6, cy), (cx, cy + d * 0.6), (cx - d * 0.6, cy)]
        pygame.draw.polygon(big, mix(colour, P.IVORY, 0.5), inner)


ORDER_ORNAMENTS: tuple[Callable[[pygame.Surface, Rect, float, P.RGB, float], None], ...] = (
    _shield,
    _temple,
    _wanderers,
    _forge,
    _talion,
)


def order_frame(big: pygame.Surface, outer: Rect, edge: float, order: int, s: float) -> None:
    """A dwarf's frame ornament for its Order, on the band `edge` wide inside `outer`."""
    mid = outer.inflate(-edge, -edge)
    ORDER_ORNAMENTS[order](big, mid, edge, P.ORDER_COLOURS[order], s)


def cognar_frame(big: pygame.Surface, outer: Rect, edge: float, s: float) -> None:
    """A person's gilded frame: a fine gold fillet inside the band and L-shaped brackets at its
    corners, each with a stud. A tile of the crowded pool (wider than tall) keeps short brackets
    and no fillet, so its rank's colour still shows round it."""
    gold, dark = P.GOLD, P.GOLD_DARK
    tile = outer.w > outer.h
    if not tile:
        fillet = outer.inflate(-edge * 1.3, -edge * 1.3)
        radius = round(edge * 0.6)
        pygame.draw.rect(big, dark, fillet, max(1, round(s * 1.2)), border_radius=radius)
        pygame.draw.rect(big, gold, fillet.inflate(-s, -s), max(1, round(s * 0.6)), radius)
    arm = edge * (1.4 if tile else 2.6)
    width = max(2, round(edge * (0.26 if tile else 0.34)))
    mid = outer.inflate(-edge, -edge)
    for (cx, cy), (dx, dy) in zip(_corners(mid), ((1, 1), (-1, 1), (1, -1), (-1, -1)), strict=True):
        for colour, grow in ((dark, width + 2 * s), (gold, width)):
            pygame.draw.line(big, colour, (cx, cy), (cx + dx * arm, cy), round(grow))
            pygame.draw.line(big, colour, (cx, cy), (cx, cy + dy * arm), round(grow))
        pygame.draw.circle(big, dark, (cx, cy), width * 0.95)
        pygame.draw.circle(big, mix(gold, P.IVORY, 0.4), (cx, cy), width * 0.6)
