"""Guerres d'Arran's small pieces, drawn by code: the Orders' emblems, talions (bronze, gold, the
3-Exchange coin and a hidden coin's back), gems, Pariah tokens, the Malt and Occult symbols, the
twelve runes and the two Eras' card backs.

Shapes are drawn four times larger and scaled down, so every edge is smooth at any size; the
emblems are game-icons.net SVGs rendered at the size asked. Each piece is built once per size by
`Faces` (faces.py), which caches it; the functions here only draw.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache, lru_cache

import pygame

from game.ui import theme
from game.ui.assets import SPRITE_DIR, Assets
from game.ui.games.arran import palette as P

SS = 4  # supersampling factor of the drawn shapes
MIN_TEXT = theme.MIN_TEXT_PX  # px: the smallest text a player must read (as Nidavellir's faces)

# The twelve runes as strokes in a unit box (x right, y down). The six dwarf runes are cut into
# grey stone, the six unique runes of the Cognars stand dark on a gold lozenge, so the two kinds
# differ by shape and colour before the glyphs are even read.
RUNE_GLYPHS: dict[str, tuple[tuple[tuple[float, float], ...], ...]] = {
    "rune_a": (((0.4, 0.1), (0.4, 0.9)), ((0.4, 0.32), (0.72, 0.14)), ((0.4, 0.56), (0.72, 0.38))),
    "rune_b": (
        ((0.36, 0.1), (0.36, 0.9)),
        ((0.36, 0.1), (0.68, 0.3), (0.36, 0.5), (0.68, 0.7), (0.36, 0.9)),
    ),
    "rune_c": (((0.66, 0.14), (0.34, 0.5), (0.66, 0.86)),),
    "rune_d": (((0.22, 0.2), (0.22, 0.8), (0.78, 0.2), (0.78, 0.8), (0.22, 0.2)),),
    "rune_e": (((0.24, 0.9), (0.24, 0.12), (0.5, 0.42), (0.76, 0.12), (0.76, 0.9)),),
    "rune_f": (((0.66, 0.1), (0.34, 0.42), (0.66, 0.58), (0.34, 0.9)),),
    "u_ulrog_1": (((0.5, 0.1), (0.5, 0.9)), ((0.22, 0.16), (0.5, 0.48), (0.78, 0.16))),
    "u_ulrog_2": (((0.5, 0.1), (0.5, 0.9)), ((0.24, 0.38), (0.5, 0.1), (0.76, 0.38))),
    "u_tala": (((0.3, 0.1), (0.3, 0.9)), ((0.7, 0.1), (0.7, 0.9)), ((0.3, 0.36), (0.7, 0.64))),
    "u_torun": (((0.36, 0.1), (0.36, 0.9)), ((0.36, 0.28), (0.7, 0.5), (0.36, 0.72))),
    "u_jorun": (((0.5, 0.12), (0.8, 0.5), (0.5, 0.88), (0.2, 0.5), (0.5, 0.12)),),
    "u_redwin": (((0.3, 0.9), (0.72, 0.42), (0.5, 0.14), (0.28, 0.42), (0.7, 0.9)),),
}
GLYPH = (34, 28, 24)


def mix(a: Sequence[int], b: Sequence[int], f: float) -> P.RGB:
    """The colour `f` of the way from `a` to `b`."""
    return (
        int(a[0] + (b[0] - a[0]) * f),
        int(a[1] + (b[1] - a[1]) * f),
        int(a[2] + (b[2] - a[2]) * f),
    )


def smooth(size: tuple[int, int], draw: Callable[[pygame.Surface, float], None]) -> pygame.Surface:
    """A transparent surface of `size` whose shapes `draw(big, scale)` paints at `SS` times the
    size: scaled down, every edge is anti-aliased."""
    big = pygame.Surface((size[0] * SS, size[1] * SS), pygame.SRCALPHA)
    draw(big, SS)
    return pygame.transform.smoothscale(big, size)


@cache
def icon(name: str, side: int, colour: P.RGB = (255, 255, 255)) -> pygame.Surface:
    """An emblem of sprites/arran/icons/ rendered `side` px square in `colour`."""
    path = SPRITE_DIR / "arran" / "icons" / f"{name}.svg"
    surf = pygame.image.load_sized_svg(path, (max(1, side), max(1, side)))
    surf = surf.convert_alpha() if pygame.display.get_surface() is not None else surf
    surf.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def disc(surf: pygame.Surface, centre: tuple[int, int], r: int, face: P.RGB, edge: P.RGB) -> None:
    """A slightly domed disc: lit from the top left, its rim darker."""
    pygame.draw.circle(surf, edge, centre, r)
    steps = max(4, r // 3)
    for i in range(steps):
        f = i / steps
        rr = int((r - max(1, r // 9)) * (1 - f * 0.85))
        off = int(r * 0.18 * f)
        pygame.draw.circle(
            surf, mix(face, P.IVORY, f * 0.45), (centre[0] - off, centre[1] - off), rr
        )


@lru_cache(maxsize=128)
def order_disc(order: int, r: int) -> pygame.Surface:
    """An Order's disc of radius `r`, drawn once: a board shows the same few dozen times each
    time it is drawn again."""
    colour = P.ORDER_COLOURS[order]

    def draw(big: pygame.Surface, s: float) -> None:
        c = (int(r * s), int(r * s))
        pygame.draw.circle(big, mix(colour, (0, 0, 0), 0.55), c, int(r * s))
        pygame.draw.circle(big, colour, c, int((r - max(1, r / 8)) * s))

    return smooth((2 * r, 2 * r), draw)


def order_icon(surface: pygame.Surface, centre: tuple[int, int], radius: int, order: int) -> None:
    """The mark of an Order: its emblem in white on a disc of its colour, a dark rim around."""
    r = max(3, radius)
    surface.blit(order_disc(order, r), (centre[0] - r, centre[1] - r))
    ink = (30, 24, 12) if order == 4 else (255, 255, 255)  # gold is light: a dark emblem reads
    mark = icon(P.ORDER_ICONS[order], int(r * 1.3), ink)
    surface.blit(mark, mark.get_rect(center=centre))


def glyph(surf: pygame.Surface, key: str, box: pygame.Rect, colour: P.RGB, width: int) -> None:
    """A rune's strokes in `box`, round-capped."""
    for stroke in RUNE_GLYPHS[key]:
        pts = [(box.x + x * box.w, box.y + y * box.h) for x, y in stroke]
        pygame.draw.lines(surf, colour, False, pts, width)
        for p in pts:
            pygame.draw.circle(surf, colour, p, width / 2 - 0.5)


def rune(key: str, r: int) -> pygame.Surface:
    """A rune token of radius `r`: a dwarf rune carved in grey stone (a dark groove with a lit
    lower edge), a unique rune dark on a gold lozenge."""
    unique = key.startswith("u_")

    def draw(big: pygame.Surface, s: float) -> None:
        c, R = int(r * s), int(r * s)
        if unique:
            outer = [(c, 0), (2 * c, c), (c, 2 * c), (0, c)]
            inner = [
                (c, int(R * 0.14)),
                (2 * c - int(R * 0.14), c),
                (c, 2 * c - int(R * 0.14)),
                (int(R * 0.14), c),
            ]
            pygame.draw.polygon(big, P.GOLD_DARK, outer)
            pygame.draw.polygon(big, P.GOLD, inner)
            box = pygame.Rect(0, 0, int(R * 0.95), int(R * 0.95))
            box.center = (c, c)
            glyph(big, key, box, GLYPH, max(2, int(R * 0.17)))
        else:
            disc(big, (c, c), R, P.RUNE_STONE, (70, 74, 84))
            box = pygame.Rect(0, 0, int(R * 1.15), int(R * 1.15))
            box.center = (c, c)
            glyph(big, key, box.move(0, int(R * 0.06)), (222, 228, 236), max(2, int(R * 0.2)))
            glyph(big, key, box, (40, 40, 50), max(2, int(R * 0.2)))

    return smooth((2 * r, 2 * r), draw)


def symbol(key: str, r: int) -> pygame.Surface:
    """Malt (dark wheat on amber), Occult (an ivory pentacle on violet) or a rune, radius `r`."""
    if key not in ("malt", "occult"):
        return rune(key, r)
    face, ink = (P.MALT, (58, 34, 8)) if key == "malt" else (P.OCCULT, P.IVORY)

    def draw(big: pygame.Surface, s: float) -> None:
        disc(big, (int(r * s), int(r * s)), int(r * s), face, mix(face, (0, 0, 0), 0.5))

    surf = smooth((2 * r, 2 * r), draw)
    mark = icon(key, int(r * 1.45), ink)
    surf.blit(mark, mark.get_rect(center=(r, r)))
    return surf


def coin(assets: Assets, text: str, r: int) -> pygame.Surface:
    """A talion of radius `r` from its text: '5' bronze (round, beaded rim), '7g' gold (scalloped
    rim, so it differs by shape too), '3s' the steel 3-Exchange coin (hexagonal, circling arrows),
    '?' a hidden coin's engraved back."""
    kind = "?" if text == "?" else (text[-1] if text[-1] in "gs" else "b")
    value = text.rstrip("gs")
    face, edge = {
        "b": (P.BRONZE, P.BRONZE_DARK),
        "g": (P.GOLD, P.GOLD_DARK),
        "s": (P.STEEL, P.STEEL_DARK),
        "?": (P.BRONZE_DARK, (60, 34, 16)),
    }[kind]

    def draw(big: pygame.Surface, s: float) -> None:
        c, R = int(r * s), int(r * s)
        if kind == "s":
            hexa = [
                (
                    c + R * math.cos(math.pi / 6 + k * math.pi / 3),
                    c + R * math.sin(math.pi / 6 + k * math.pi / 3),
                )
                for k in range(6)
            ]
            pygame.draw.polygon(big, edge, hexa)
            disc(big, (c, c), int(R * 0.86), face, edge)
            return
        if kind == "g":
            for k in range(16):
                a = k * math.pi / 8
                pygame.draw.circle(
                    big, edge, (c + R * 0.86 * math.cos(a), c + R * 0.86 * math.sin(a)), R * 0.15
                )
            disc(big, (c, c), int(R * 0.9), face, edge)
        else:
            disc(big, (c, c), R, face, edge)
        ring = R * 0.74
        for k in range(24 if kind != "?" else 6):
            a = k * math.tau / (24 if kind != "?" else 6)
            dot = (c + ring * math.cos(a), c + ring * math.sin(a))
            pygame.draw.circle(big, mix(face, edge, 0.7), dot, max(1.0, R * 0.045))
            if kind == "?":
                pygame.draw.line(big, mix(face, edge, 0.7), (c, c), dot, max(1, int(R * 0.06)))
        if kind == "?":
            pygame.draw.circle(big, edge, (c, c), int(R * 0.74), max(1, int(R * 0.05)))
            pygame.draw.circle(big, mix(face, P.GOLD, 0.4), (c, c), int(R * 0.2))

    surf = smooth((2 * r, 2 * r), draw)
    if kind == "s":
        arrows = icon("exchange", int(r * 1.55), mix(P.STEEL_DARK, P.STEEL, 0.35))
        surf.blit(arrows, arrows.get_rect(center=(r, r)))
    if kind != "?":
        ink = {"b": (54, 26, 8), "g": (56, 36, 8), "s": (24, 30, 40)}[kind]
        size = max(MIN_TEXT, int(r * (1.15 if len(value) == 1 else 0.95)))
        label = assets.text(value, "text_bold", size, ink)
        shade = assets.text(value, "text_bold", size, (255, 246, 226))  # struck: lit edge
        shade.set_alpha(120)
        rect = label.get_rect(center=(r, r + 1))
        surf.blit(shade, rect.move(1, 1))
        surf.blit(label, rect)
    return surf


def octagon(c: float, R: float) -> list[tuple[float, float]]:
    """The corners of a regular octagon of radius `R` about (c, c), a flat edge at the top: a
    gem's girdle and a Pariah token's rim."""
    return [
        (
            c + R * math.cos(math.pi / 8 + k * math.pi / 4),
            c + R * math.sin(math.pi / 8 + k * math.pi / 4),
        )
        for k in range(8)
    ]


def gem(assets: Assets, value: int, r: int) -> pygame.Surface:
    """A cut gem of radius `r`, each value its own stone, the value written on its table."""
    colour = P.GEM_COLOURS.get(value, (200, 200, 210))

    def draw(big: pygame.Surface, s: float) -> None:
        c, R = r * s, r * s
        outer = octagon(c, R)
        inner = [(c + (x - c) * 0.58, c + (y - c) * 0.58) for x, y in outer]
        pygame.draw.polygon(big, mix(colour, (0, 0, 0), 0.55), outer)
        for k in range(8):  # facets, lit from the top left
            quad = [outer[k], outer[(k + 1) % 8], inner[(k + 1) % 8], inner[k]]
            light = 0.5 + 0.5 * math.cos(math.pi / 8 + k * math.pi / 4 + math.pi * 0.75)
            pygame.draw.polygon(
                big, mix(mix(colour, (0, 0, 0), 0.35), (255, 255, 255), light * 0.45), quad
            )
        pygame.draw.polygon(big, colour, inner)
        pygame.draw.polygon(big, mix(colour, (0, 0, 0), 0.6), outer, max(1, int(R * 0.06)))

    surf = smooth((2 * r, 2 * r), draw)
    size = max(MIN_TEXT, int(r * 0.95))
    label = assets.text(str(value), "text_bold", size, (255, 255, 255))
    shade = assets.text(str(value), "text_bold", size, (0, 0, 0))
    rect = label.get_rect(center=(r, r + 1))
    for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        surf.blit(shade, rect.move(dx, dy))
    surf.blit(label, rect)
    return surf


def pariah(side: int) -> pygame.Surface:
    """A Pariah token: an ivory hood on dark iron inside a blood-red octagon."""
    r = side / 2

    def draw(big: pygame.Surface, s: float) -> None:
        c, R = r * s, r * s
        octa = octagon(c, R)
        pygame.draw.polygon(big, P.BLOOD, octa)
        pygame.draw.circle(big, P.IRON, (c, c), R * 0.8)
        pygame.draw.circle(
            big, mix(P.BLOOD, (0, 0, 0), 0.4), (c, c), R * 0.8, max(1, int(R * 0.05))
        )

    surf = smooth((side, side), draw)
    mark = icon("pariah", int(side * 0.62), P.IVORY)
    surf.blit(mark, mark.get_rect(center=(side // 2, side // 2)))
    return surf


def back(assets: Assets, era: int, w: int, h: int) -> pygame.Surface:
    """A dwarf card's back: Era 1 night blue, Era 2 oxblood, a bronze carved frame, the Era's
    numeral in a lozenge and the five Orders' colours as a ring of studs around it."""
    field = P.ERA_FIELDS[(era - 1) % 2]
    radius = max(4, w // 10)

    def draw(big: pygame.Surface, s: float) -> None:
        W, H = w * s, h * s
        rect = pygame.Rect(0, 0, W, H)
        pygame.draw.rect(big, P.BRONZE_DARK, rect, border_radius=int(radius * s))
        pygame.draw.rect(
            big, field, rect.inflate(-W * 0.08, -W * 0.08), border_radius=int(radius * s * 0.7)
        )
        for k in range(1, 6):  # engraved chevrons, top and bottom
            y = H * k / 18
            for yy in (y, H - y):
                pts = [
                    (W * 0.12, yy),
                    (W / 2, yy + (W * 0.1 if yy < H / 2 else -W * 0.1)),
                    (W * 0.88, yy),
                ]
                pygame.draw.lines(big, mix(field, P.BRONZE, 0.28), False, pts, max(1, int(s)))
        c = (W / 2, H / 2)
        d = W * 0.34
        lozenge = [(c[0], c[1] - d), (c[0] + d, c[1]), (c[0], c[1] + d), (c[0] - d, c[1])]
        pygame.draw.polygon(big, P.BRONZE, lozenge)
        pygame.draw.polygon(
            big,
            mix(field, (0, 0, 0), 0.3),
            [(x + (c[0] - x) * 0.12, y + (c[1] - y) * 0.12) for x, y in lozenge],
        )
        for k, colour in enumerate(P.ORDER_COLOURS):
            a = -math.pi / 2 + k * math.tau / 5
            pos = (c[0] + d * 1.2 * math.cos(a), c[1] + d * 1.2 * math.sin(a) * 1.25)
            pygame.draw.circle(big, P.BRONZE_DARK, pos, W * 0.06)
            pygame.draw.circle(big, colour, pos, W * 0.045)
        pygame.draw.rect(
            big,
            P.BRONZE,
            rect.inflate(-W * 0.05, -W * 0.05),
            max(1, int(s * w / 60)),
            border_radius=int(radius * s * 0.8),
        )

    surf = smooth((w, h), draw)
    numeral = "I" if era == 1 else "II"
    label = assets.text(numeral, "display_bold", max(MIN_TEXT, int(w * 0.3)), P.GOLD)
    surf.blit(label, label.get_rect(center=(w // 2, h // 2)))
    return surf
