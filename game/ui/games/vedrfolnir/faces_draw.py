"""Vedrfolnir's drawing primitives: colours, emblems, star pips, rune staves and the four seasons'
frames, shared by the card faces, backs and seat markers (`faces.py`).

Shapes are painted at `SS` times their size and scaled down, so every edge is anti-aliased at the
table's small size. Runes are drawn as staves (line strokes), never taken from a font, so they
read the same everywhere and need no runic font file.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import pygame

from game.ui.assets import SPRITE_DIR

RGB = tuple[int, int, int]
Point = tuple[float, float]
SS = 3  # supersampling factor of `smooth`

# game-icons.net emblems (CC BY 3.0) copied by sprites/vedrfolnir/make_art.py: our name ->
# (icon name, author as the author's folder in github.com/game-icons/icons names them).
ICON_SOURCES: dict[str, tuple[str, str]] = {
    "odin": ("viking-head", "Delapouite"),
    "thor": ("thor-hammer", "Delapouite"),
    "sleipnir": ("horse-head", "Lorc"),
    "ratatosk": ("squirrel", "Delapouite"),
    "nidhogg": ("spiked-dragon-head", "Delapouite"),
    "loki": ("duality-mask", "Lorc"),
    "nornes": ("spinning-wheel", "Caro Asercion"),
    "freyja": ("heart-wings", "Delapouite"),
    "tyr": ("broadsword", "Lorc"),
    "hugin": ("raven", "Lorc"),
    "munin": ("crow-dive", "Lorc"),
    "skoll_hati": ("wolf-howl", "Lorc"),
    "eikthyrnir": ("stag-head", "Lorc"),
    "surtr": ("flame", "Carl Olsen"),
    "fenrir": ("wolf-head", "Lorc"),
    "moin": ("snake-spiral", "Delapouite"),
    "hel": ("crowned-skull", "Lorc"),
    "heimdall": ("hunting-horn", "Lorc"),
    "brynhildr": ("elf-helmet", "Kier Heyl"),
    "valhalla": ("viking-longhouse", "Delapouite"),
    "heilheim": ("death-skull", "Sbed"),
}

# Rune inks: Odin blue, Thor red, Surtr fire, Tyr steel (its orientation shows Odin's or Thor's).
RUNE_INK: dict[str, RGB] = {
    "odin": (38, 82, 170),
    "thor": (176, 40, 30),
    "surtr": (226, 92, 14),
    "odin_or_thor": (64, 74, 96),
    "each": (170, 60, 120),
}
# The same inks lightened, for runes drawn on the dark panels of the table.
RUNE_LIGHT: dict[str, RGB] = {
    "odin": (130, 170, 250),
    "thor": (250, 120, 100),
    "surtr": (255, 150, 60),
    "odin_or_thor": (200, 210, 228),
    "each": (240, 140, 200),
}
RUNE_TILE: dict[str, RGB] = {
    "odin": (222, 232, 250),
    "thor": (252, 226, 218),
    "surtr": (255, 228, 190),
    "odin_or_thor": (228, 232, 240),
    "each": (250, 228, 240),
}

GOLD: RGB = (236, 188, 62)
GOLD_DARK: RGB = (120, 82, 20)
INK: RGB = (40, 30, 22)
IVORY: RGB = (252, 246, 230)
RED: RGB = (196, 32, 28)


@dataclass(frozen=True)
class Season:
    """One deck's look: its frame band, paper, picture window, banner and corner ornament."""

    band: RGB
    edge: RGB
    paper_top: RGB
    paper_bottom: RGB
    window_top: RGB
    window_bottom: RGB
    banner: RGB
    banner_text: RGB
    accent: RGB
    ornament: str


SEASONS: dict[str, Season] = {
    "base": Season(  # Summer: gold and green
        band=(46, 102, 56),
        edge=GOLD,
        paper_top=(250, 240, 208),
        paper_bottom=(232, 214, 168),
        window_top=(64, 118, 72),
        window_bottom=(22, 52, 32),
        banner=(40, 88, 48),
        banner_text=(255, 236, 170),
        accent=GOLD,
        ornament="sun",
    ),
    "spring": Season(  # Spring: blossom and light green
        band=(132, 188, 98),
        edge=(246, 252, 236),
        paper_top=(246, 250, 232),
        paper_bottom=(220, 236, 200),
        window_top=(120, 170, 96),
        window_bottom=(48, 96, 56),
        banner=(236, 150, 178),
        banner_text=(64, 24, 40),
        accent=(226, 110, 150),
        ornament="blossom",
    ),
    "winter": Season(  # Winter: ice blue and white
        band=(118, 170, 214),
        edge=(250, 252, 255),
        paper_top=(240, 246, 252),
        paper_bottom=(204, 222, 240),
        window_top=(60, 100, 150),
        window_bottom=(20, 36, 70),
        banner=(40, 78, 128),
        banner_text=(236, 246, 255),
        accent=(250, 252, 255),
        ornament="snowflake",
    ),
    "solo": Season(  # Brynhildr: dark and violet
        band=(52, 28, 78),
        edge=(176, 130, 236),
        paper_top=(78, 58, 102),
        paper_bottom=(40, 28, 58),
        window_top=(92, 60, 140),
        window_bottom=(26, 14, 44),
        banner=(120, 74, 180),
        banner_text=(248, 240, 255),
        accent=(196, 160, 250),
        ornament="diamond",
    ),
}


def mix(a: Sequence[int], b: Sequence[int], f: float) -> RGB:
    """The colour `f` of the way from `a` to `b`."""
    return (
        int(a[0] + (b[0] - a[0]) * f),
        int(a[1] + (b[1] - a[1]) * f),
        int(a[2] + (b[2] - a[2]) * f),
    )


def smooth(size: tuple[int, int], draw: Callable[[pygame.Surface, float], None]) -> pygame.Surface:
    """A transparent surface of `size` whose shapes `draw(big, scale)` paints at `SS` times the
    size: scaled down, every edge is anti-aliased."""
    big = pygame.Surface((max(1, size[0]) * SS, max(1, size[1]) * SS), pygame.SRCALPHA)
    draw(big, SS)
    return pygame.transform.smoothscale(big, (max(1, size[0]), max(1, size[1])))


def blit_centred(surface: pygame.Surface, image: pygame.Surface, centre: Point) -> None:
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


@cache
def icon(name: str, side: int, colour: RGB = (255, 255, 255)) -> pygame.Surface:
    """An emblem of sprites/vedrfolnir/icons/ rendered `side` px square in `colour`."""
    path = SPRITE_DIR / "vedrfolnir" / "icons" / f"{name}.svg"
    surf = pygame.image.load_sized_svg(path, (max(1, side), max(1, side)))
    surf = surf.convert_alpha() if pygame.display.get_surface() is not None else surf
    surf.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def glowing_icon(name: str, side: int, colour: RGB, glow: RGB) -> pygame.Surface:
    """An emblem with a soft coloured halo and a dark drop shadow, so it stands off its window."""
    pad = max(2, side // 8)
    out = pygame.Surface((side + 2 * pad, side + 2 * pad), pygame.SRCALPHA)
    halo = icon(name, side, glow).copy()
    halo.set_alpha(110)
    small = pygame.transform.smoothscale(halo, (max(1, side // 6), max(1, side // 6)))
    blur = pygame.transform.smoothscale(small, (side + pad, side + pad))
    out.blit(blur, (pad // 2, pad // 2))
    shadow = icon(name, side, (0, 0, 0)).copy()
    shadow.set_alpha(150)
    out.blit(shadow, (pad + max(1, side // 40), pad + max(1, side // 30)))
    out.blit(icon(name, side, colour), (pad, pad))
    return out


GRAIN = 48  # pixels a side of the paper's grain tile


@cache
def _grain_tile() -> pygame.Surface:
    """Specks of darker fibre, seeded so every run prints the same paper."""
    rng = random.Random(27)
    tile = pygame.Surface((GRAIN, GRAIN))
    tile.fill((255, 255, 255))
    for x, y in itertools.product(range(GRAIN), range(GRAIN)):
        v = 255 - int(rng.random() ** 4 * 34)
        tile.set_at((x, y), (v, v, v - 2))
    return tile


def grain(surf: pygame.Surface) -> None:
    """Darken `surf` (an opaque paper) with the grain, so a card reads as paper, not plastic."""
    tile = _grain_tile()
    w, h = surf.get_size()
    for x, y in itertools.product(range(0, w, GRAIN), range(0, h, GRAIN)):
        surf.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_MULT)


def vertical_gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((max(1, w), max(1, h)))
    for y in range(max(1, h)):
        pygame.draw.line(surf, mix(top, bottom, y / max(1, h - 1)), (0, y), (w, y))
    return surf


def rounded_mask(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """`surf` cut to a rounded rectangle (transparent corners)."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out = surf.convert_alpha() if surf.get_flags() & pygame.SRCALPHA == 0 else surf.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


# ---------------------------------------------------------------------- stars and runes


def _star_points(cx: float, cy: float, r: float) -> list[Point]:
    return [
        (
            cx + (r if i % 2 == 0 else r * 0.45) * math.sin(math.pi * i / 5),
            cy - (r if i % 2 == 0 else r * 0.45) * math.cos(math.pi * i / 5),
        )
        for i in range(10)
    ]


@cache
def star_image(size: int, hollow: bool = False) -> pygame.Surface:
    """A five-pointed gold star `size` px across with a dark outline (hollow: outline only, for
    a card worth no star)."""

    def draw(big: pygame.Surface, k: float) -> None:
        c = size * k / 2
        r = c * 0.98
        pygame.draw.polygon(big, GOLD_DARK, _star_points(c, c, r))
        if hollow:
            pygame.draw.polygon(big, (0, 0, 0, 0), _star_points(c, c, r * 0.72))
            return
        pygame.draw.polygon(big, GOLD, _star_points(c, c, r * 0.8))
        pygame.draw.polygon(
            big, (255, 236, 150), _star_points(c - r * 0.06, c - r * 0.08, r * 0.42)
        )

    return smooth((size, size), draw)


def star_glyph(surface: pygame.Surface, centre: Point, size: int) -> None:
    """One star pip, `size` px across, centred on `centre`."""
    blit_centred(surface, star_image(max(4, size)), centre)


# Rune staves in a unit box (x right, y down): each a polyline.
STAVES: dict[str, tuple[tuple[Point, ...], ...]] = {
    "odin": (((0.38, 0.0), (0.38, 1.0)), ((0.38, 0.04), (0.76, 0.32)), ((0.38, 0.3), (0.76, 0.58))),
    "thor": (((0.36, 0.0), (0.36, 1.0)), ((0.36, 0.24), (0.74, 0.5), (0.36, 0.76))),
    "surtr": (((0.68, 0.0), (0.3, 0.42), (0.7, 0.58), (0.32, 1.0)),),
    "odin_or_thor": (((0.5, 0.0), (0.5, 1.0)), ((0.14, 0.34), (0.5, 0.0), (0.86, 0.34))),
    "each": (
        ((0.5, 0.0), (0.5, 1.0)),
        ((0.07, 0.25), (0.93, 0.75)),
        ((0.07, 0.75), (0.93, 0.25)),
    ),
}
# Freyja's "each" mark: one stroke in each real rune's ink, so it reads as "every type".
EACH_INKS: tuple[RGB, ...] = (RUNE_INK["odin"], RUNE_INK["thor"], RUNE_INK["surtr"])
EACH_LIGHT: tuple[RGB, ...] = (RUNE_LIGHT["odin"], RUNE_LIGHT["thor"], RUNE_LIGHT["surtr"])


@cache
def rune_image(
    rune_type: str, size: int, colour: RGB | None = None, on_dark: bool = False
) -> pygame.Surface:
    """A rune's staves `size` px tall (as wide), in its ink (lightened `on_dark`) or `colour`."""
    return smooth(
        (size, size), lambda big, k: _draw_staves(big, k, rune_type, size, colour, on_dark)
    )


def _draw_staves(
    big: pygame.Surface, k: float, rune_type: str, size: int, colour: RGB | None, on_dark: bool
) -> None:
    side = size * k
    width = max(2.0, side * 0.15)
    pad = width * 0.6
    span = side - 2 * pad
    for i, stroke in enumerate(STAVES[rune_type]):
        inks, each = (RUNE_LIGHT, EACH_LIGHT) if on_dark else (RUNE_INK, EACH_INKS)
        ink = colour or (each[i] if rune_type == "each" else inks[rune_type])
        points = [(pad + x * span, pad + y * span) for x, y in stroke]
        for a, b in itertools.pairwise(points):
            pygame.draw.line(big, ink, a, b, round(width))
        for p in points:
            pygame.draw.circle(big, ink, p, width / 2)


def rune_glyph(
    surface: pygame.Surface,
    rune_type: str,
    centre: Point,
    size: int,
    colour: RGB | None = None,
    on_dark: bool = False,
) -> None:
    """A rune of `rune_type` ('odin', 'thor', 'surtr', 'odin_or_thor', 'each'), `size` px tall,
    centred on `centre`, in its own ink (lightened `on_dark`, for dark panels) unless `colour`
    is given."""
    blit_centred(surface, rune_image(rune_type, max(6, size), colour, on_dark), centre)
