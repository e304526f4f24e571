"""Material for the components on the table: paper and parchment grain, wood, brushed and
hammered metal, soft shadows, a lit edge and an inner bevel, so a card or a board reads as a thing
lying under a lamp rather than a flat rounded rectangle.

Knows no game. Every function is deterministic (the same arguments give the same pixels, its
randomness seeded from them) and cached by its arguments: the second call returns the same
Surface, which callers must therefore never draw on (blit it, or copy it first). Noise is made the
cheap way pygame allows without numpy: a few random pixels smooth-scaled up (value noise with
bilinear interpolation), octaves stacked by blending.

Cost of a first draw, from `python -m game.ui.material` on the 2-core test machine under a load
of about 7 (wall clock, so noisy): a 200×280 parchment 5 ms, a 400×300 wood 8 to 12 ms, a 96 px
hammered metal 0.5 to 0.9 ms, a 96×134 shadow 0.4 ms, a 200×280 bevel 0.3 ms, a lit edge 0.2 ms;
every later call is a dictionary look-up (0 ms). Faces and the table's backdrop are themselves
cached, so none is paid per frame; Nidavellir's whole backdrop of wooden boards takes about 75 ms
of CPU once per game and chair. A wide shadow is blurred at half size and grown back (a full-size
blur of a board's shadow took 50 ms).
"""

from __future__ import annotations

import math
import random
import time
from functools import lru_cache

import pygame

Colour = tuple[int, int, int]

_CACHE = 512  # surfaces per function: the table's sizes are few (a logical 1600×900 window)
_GREYS = [(g, g, g) for g in range(256)]
_AGED = (96, 64, 30)  # the brown an old sheet darkens to at its rim


def _noise(w: int, h: int, cell_w: int, cell_h: int, seed: int) -> pygame.Surface:
    """Grey value noise `w`×`h` with features about `cell_w`×`cell_h` pixels wide: one random
    grey per cell, smooth-scaled (bilinear) to the whole size."""
    cols, rows = max(2, -(-w // max(1, cell_w)) + 1), max(2, -(-h // max(1, cell_h)) + 1)
    rng = random.Random(seed)
    greys = pygame.image.frombuffer(rng.randbytes(cols * rows), (cols, rows), "P")
    greys.set_palette(_GREYS)
    small = pygame.Surface((cols, rows))  # smoothscale wants 24 or 32 bits
    small.blit(greys, (0, 0))
    return pygame.transform.smoothscale(small, (w, h))


def _overlay(target: pygame.Surface, grey: pygame.Surface, strength: float) -> None:
    """Darken and lighten `target` around its colour by `grey` (mid-grey leaves it as it is):
    a multiply by the dark half and an add of the light half, each `strength` strong."""
    level = max(0, min(255, int(255 * strength)))
    dark = grey.copy()
    dark.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)  # the light half, 0..127
    light = dark.copy()
    light.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)
    shade = pygame.Surface(grey.get_size())
    shade.fill((128, 128, 128))
    shade.blit(grey, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # the dark half, 0..128
    shade.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)
    target.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    target.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_ADD)


@lru_cache(maxsize=_CACHE)
def paper(w: int, h: int, colour: Colour, seed: int = 0, fibres: bool = True) -> pygame.Surface:
    """Paper or parchment `w`×`h` of `colour`: a cloudy mottle, a fine tooth and, when
    `fibres`, short faint fibres, darker towards the edges like an old sheet. Opaque."""
    surf = pygame.Surface((w, h))
    surf.fill(colour)
    _overlay(surf, _noise(w, h, 60, 60, seed), 0.10)
    _overlay(surf, _noise(w, h, 9, 9, seed + 1), 0.08)
    _overlay(surf, _noise(w, h, 2, 2, seed + 2), 0.06)
    if fibres:
        rng = random.Random(seed + 3)
        ink = (*(max(0, c - 40) for c in colour), 34)
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        for _ in range(w * h // 900):
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            dx, dy = rng.uniform(-7, 7), rng.uniform(-3, 3)
            pygame.draw.aaline(layer, ink, (x, y), (x + dx, y + dy))
        surf.blit(layer, (0, 0))
    surf.blit(vignette(w, h, 45, _AGED), (0, 0))
    return surf


@lru_cache(maxsize=_CACHE)
def wood(w: int, h: int, colour: Colour, seed: int = 0, grain: float = 0.2) -> pygame.Surface:
    """Wood grain `w`×`h` of `colour`, its fibres running across: long streaks of noise
    stretched along the grain (`grain` strong: 0.1 a calm board, 0.3 a loud one) and thin dark
    lines where the growth rings are cut. Opaque."""
    surf = pygame.Surface((w, h))
    surf.fill(colour)
    _overlay(surf, _noise(w, h, max(40, w // 3), 5, seed), grain)
    _overlay(surf, _noise(w, h, max(80, w // 2), 2, seed + 1), grain / 2)
    rng = random.Random(seed + 2)
    lines = pygame.Surface((w, h), pygame.SRCALPHA)
    ink = (*(c // 3 for c in colour), int(200 * grain))
    for _ in range(max(2, h // 9)):
        y = rng.uniform(0, h)
        wave, phase = rng.uniform(1, 4), rng.uniform(0, 6.3)
        points = [(x, y + wave * math.sin(x / max(1, w) * 6 + phase)) for x in range(0, w + 8, 8)]
        pygame.draw.aalines(lines, ink, False, points)
    surf.blit(lines, (0, 0))
    return surf


@lru_cache(maxsize=_CACHE)
def metal(w: int, h: int, colour: Colour, finish: str = "brushed", seed: int = 0) -> pygame.Surface:
    """Metal `w`×`h` of `colour`, "brushed" (fine streaks one way) or "hammered" (shallow
    dimples, each lit on its top-left and shaded under), with a broad light from the top-left.
    Opaque."""
    surf = pygame.Surface((w, h))
    surf.fill(colour)
    if finish == "brushed":
        _overlay(surf, _noise(w, h, max(24, w // 2), 1, seed), 0.18)
    elif finish == "hammered":
        _dimples(surf, seed)
    else:
        raise ValueError(f"unknown metal finish {finish!r}")
    surf.blit(light(w, h, 90, 60), (0, 0))
    return surf


def _dimples(surf: pygame.Surface, seed: int) -> None:
    w, h = surf.get_size()
    rng = random.Random(seed)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    r_max = max(2, min(w, h) // 12)
    for _ in range(max(6, w * h // (r_max * r_max))):
        x, y, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(r_max * 0.5, r_max)
        pygame.draw.circle(layer, (0, 0, 0, 16), (x + r * 0.3, y + r * 0.3), r)
        pygame.draw.circle(layer, (255, 255, 255, 20), (x - r * 0.25, y - r * 0.25), r * 0.6)
    surf.blit(pygame.transform.box_blur(layer, 1), (0, 0))


@lru_cache(maxsize=_CACHE)
def light(w: int, h: int, bright: int, dark: int) -> pygame.Surface:
    """A broad light from the top-left: white of alpha `bright` there fading to clear, and
    black of alpha `dark` gathering at the bottom-right. Lay it over anything."""
    ramp = pygame.Surface((3, 3), pygame.SRCALPHA)
    for x in range(3):
        for y in range(3):
            t = (x + y) / 4  # 0 top-left, 1 bottom-right
            ramp.set_at(
                (x, y),
                (255, 255, 255, int(bright * (1 - 2 * t)))
                if t < 0.5
                else (0, 0, 0, int(dark * (2 * t - 1))),
            )
    return pygame.transform.smoothscale(ramp, (w, h))


@lru_cache(maxsize=_CACHE)
def sheen(w: int, h: int, bright: int, dark: int) -> pygame.Surface:
    """Light from above across a strip (a banner, a plaque): white of alpha `bright` along
    the top fading to clear at the middle, black gathering to alpha `dark` along the foot."""
    ramp = pygame.Surface((1, 3), pygame.SRCALPHA)
    ramp.set_at((0, 0), (255, 255, 255, bright))
    ramp.set_at((0, 1), (128, 128, 128, 0))
    ramp.set_at((0, 2), (0, 0, 0, dark))
    return pygame.transform.smoothscale(ramp, (w, h))


@lru_cache(maxsize=_CACHE)
def fade(w: int, h: int, alpha: int) -> pygame.Surface:
    """A shade falling from an edge: black of `alpha` along the top, clear at the bottom (a
    banner's shadow on the sheet under it)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        surf.fill((0, 0, 0, alpha * (h - y) // (h + 1)), (0, y, w, 1))
    return surf


@lru_cache(maxsize=_CACHE)
def vignette(w: int, h: int, strength: int, colour: Colour = (0, 0, 0)) -> pygame.Surface:
    """Edges darkened towards the border (a sheet aged at its rim, a picture drawn into its
    frame): `colour` whose alpha rises to `strength` at the border, clear in the middle."""
    ring = pygame.Surface((5, 5), pygame.SRCALPHA)
    for x in range(5):
        for y in range(5):
            edge = max(abs(x - 2), abs(y - 2)) / 2  # 0 middle, 1 border
            ring.set_at((x, y), (*colour, int(strength * edge**2)))
    return pygame.transform.smoothscale(ring, (w, h))


def shadow_pad(blur: int) -> int:
    """How far a shadow blurred by `blur` pixels spreads past its shape on every side."""
    return 2 * blur + 1 + 2 * _shrink(blur)


def _shrink(blur: int) -> int:
    """By how much a shadow is made smaller to be blurred (then grown back): a wide blur costs
    a quarter as much at half the size and looks as soft."""
    return 2 if blur >= 4 else 1


@lru_cache(maxsize=_CACHE)
def shadow(w: int, h: int, radius: int, blur: int = 4, alpha: int = 120) -> pygame.Surface:
    """The soft shadow of a `w`×`h` rounded rect (`radius`; half the smaller side makes a
    circle or a pill): black of `alpha`, blurred by `blur` px. The surface is `shadow_pad(blur)`
    larger on each side: blit it at the shape's top-left less the pad (plus any offset)."""
    pad = shadow_pad(blur)
    size = (w + 2 * pad, h + 2 * pad)
    step = _shrink(blur)
    small = pygame.Surface((-(-size[0] // step), -(-size[1] // step)), pygame.SRCALPHA)
    shape = (pad / step, pad / step, w / step, h / step)
    pygame.draw.rect(small, (0, 0, 0, alpha), shape, border_radius=round(radius / step))
    if blur > 0:
        small = pygame.transform.gaussian_blur(small, max(1, blur // step))
    return small if step == 1 else pygame.transform.smoothscale(small, size)


@lru_cache(maxsize=_CACHE)
def lit_edge(
    w: int, h: int, radius: int, width: int = 1, bright: int = 150, dark: int = 120
) -> pygame.Surface:
    """A rounded rect's rim `width` px thick, catching the light on its top-left (white of
    alpha up to `bright`) and in shade on its bottom-right (black up to `dark`)."""
    rim = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(rim, (255, 255, 255, 255), (0, 0, w, h), width, border_radius=radius)
    lit = _edge_ramp(w, h, bright, dark)
    lit.blit(rim, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return lit


def _edge_ramp(w: int, h: int, bright: int, dark: int) -> pygame.Surface:
    """White at the top-left, black at the bottom-right, clear along the other diagonal."""
    ramp = pygame.Surface((2, 2), pygame.SRCALPHA)
    ramp.set_at((0, 0), (255, 255, 255, bright))
    ramp.set_at((1, 1), (0, 0, 0, dark))
    for corner in ((1, 0), (0, 1)):
        ramp.set_at(corner, (128, 128, 128, 0))
    return pygame.transform.smoothscale(ramp, (w, h))


@lru_cache(maxsize=_CACHE)
def bevel(w: int, h: int, radius: int, depth: int = 3, strength: int = 110) -> pygame.Surface:
    """An inner bevel `depth` px deep: rims inset one in the other, lit top-left and shaded
    bottom-right, fading inwards, so a face looks raised from its frame."""
    rims = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(depth):
        fade = 255 * (depth - i) // depth
        inner = (i, i, w - 2 * i, h - 2 * i)
        pygame.draw.rect(rims, (255, 255, 255, fade), inner, 1, border_radius=max(0, radius - i))
    lit = _edge_ramp(w, h, strength, strength)
    lit.blit(rims, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return lit


@lru_cache(maxsize=_CACHE)
def rounded(texture: pygame.Surface, radius: int) -> pygame.Surface:
    """`texture` cut to a rounded rect of `radius` (clear corners), a new surface with alpha."""
    w, h = texture.get_size()
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(texture, (0, 0), None, pygame.BLEND_RGBA_ADD)  # an exact copy, alpha and all
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def cut(face: pygame.Surface, radius: int) -> pygame.Surface:
    """An opaque `face` cut to a rounded rect of `radius`, for a face composed afresh that its
    caller caches (`rounded` keys its cache by the surface, which would keep every one)."""
    w, h = face.get_size()
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    surf.blit(face, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surf


@lru_cache(maxsize=_CACHE)
def panel_face(w: int, h: int, radius: int, colour: Colour, seed: int = 0) -> pygame.Surface:
    """A board of dark oiled wood `w`×`h` for a dialog or a box over the table: calm grain, a
    light from the top-left, an inner bevel and a rim lit on its top-left, cut to `radius`."""
    face = wood(w, h, colour, seed, 0.07).copy()
    face.blit(light(w, h, 22, 60), (0, 0))
    face.blit(bevel(w, h, radius, 3, 90), (0, 0))
    out = cut(face, radius)
    out.blit(lit_edge(w, h, radius, 2, 170, 120), (0, 0))
    return out


@lru_cache(maxsize=_CACHE)
def disc_light(size: int, bright: int = 150, dark: int = 110) -> pygame.Surface:
    """Round light on a disc `size` px wide (a coin, a badge): a bright spot up and left of
    the centre fading out, a darker crescent to the bottom-right; clear outside the disc."""
    spot = pygame.Surface((9, 9), pygame.SRCALPHA)
    for x in range(9):
        for y in range(9):
            d = ((x - 2.5) ** 2 + (y - 2.5) ** 2) ** 0.5 / 8.5  # 0 at the light, ~1 far side
            if d < 0.45:
                spot.set_at((x, y), (255, 255, 255, int(bright * (1 - d / 0.45))))
            else:
                spot.set_at((x, y), (0, 0, 0, int(dark * min(1.0, (d - 0.45) / 0.55))))
    lit = pygame.transform.smoothscale(spot, (size, size))
    disc = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255, 255), (size / 2, size / 2), size / 2)
    lit.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return lit


def emboss(
    label: pygame.Surface, depth: int = 1, bright: int = 120, dark: int = 150
) -> pygame.Surface:
    """A text or mark standing out of metal or card: a light copy (alpha `bright`) up-left
    and a dark copy (alpha `dark`) down-right under it, on a surface `2 * depth` px larger (the
    label sits at (depth, depth)). Not cached: the caller's face is."""
    w, h = label.get_size()
    surf = pygame.Surface((w + 2 * depth, h + 2 * depth), pygame.SRCALPHA)
    for tint, at in (((0, 0, 0, dark), (2 * depth, 2 * depth)), ((255, 255, 255, bright), (0, 0))):
        ghost = label.copy()
        ghost.fill(tint, special_flags=pygame.BLEND_RGBA_MULT)
        ghost.fill((*tint[:3], 0), special_flags=pygame.BLEND_RGBA_MAX)
        surf.blit(ghost, at)
    surf.blit(label, (depth, depth))
    return surf


def _measure() -> None:
    """Print each function's first-draw and cached cost at the table's usual sizes."""
    pygame.init()
    cases = [
        ("paper 200x280", lambda: paper(200, 280, (236, 224, 196))),
        ("wood 400x300", lambda: wood(400, 300, (70, 46, 28))),
        ("metal hammered 96", lambda: metal(96, 96, (214, 168, 58), "hammered")),
        ("shadow 96x134", lambda: shadow(96, 134, 8)),
        ("lit_edge 200x280", lambda: lit_edge(200, 280, 12, 2)),
        ("bevel 200x280", lambda: bevel(200, 280, 12)),
    ]
    for name, call in cases:
        start = time.perf_counter()
        call()
        first = time.perf_counter() - start
        start = time.perf_counter()
        call()
        again = time.perf_counter() - start
        print(f"{name:20} first {first * 1000:6.2f} ms, cached {again * 1000:6.3f} ms")


if __name__ == "__main__":
    _measure()
