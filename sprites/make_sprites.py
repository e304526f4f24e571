#!/usr/bin/env python3
"""Draw every sprite of the game with pygame and save them as PNG files.

All the art is ours: every shape, texture and ornament is computed by the functions below;
nothing is traced from or modelled on the publisher's artwork.

    python sprites/make_sprites.py                  # regenerate into sprites/
    python sprites/make_sprites.py --out DIR        # regenerate into another folder
    python sprites/make_sprites.py --contact FILE   # also save a contact sheet of everything

The output is deterministic: every random choice comes from a ``random.Random`` with a fixed
seed, and no display is needed (shapes are drawn on SRCALPHA surfaces, at 4× the final size,
then smoothscaled down for clean antialiased edges).

Mood (DESIGN.md §4b): a warm tavern table at night in a Nordic mountain hall; dark oiled wood or
slate, parchment cards with a carved frame, bronze and gold coins that catch the light, gems as
faceted jewels, class icons as bold white silhouettes.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import yaml

HERE = Path(__file__).resolve().parent
SS = 4  # supersampling factor: shapes are drawn at 4× and smoothscaled down

Color = tuple[int, ...]
Point = tuple[float, float]

# Palette shared by several sprites.
GOLD = (214, 172, 90)
GOLD_LIGHT = (250, 226, 158)
GOLD_DARK = (104, 70, 26)
OUTLINE = (0, 0, 0, 160)  # icon outline: reads on light and dark backgrounds
WHITE = (255, 255, 255, 255)
CUT = (0, 0, 0, 0)  # drawing with it makes pixels transparent (pygame.draw does not blend)

CLASSES_YAML = HERE.parent / "data" / "nidavellir" / "classes.yaml"


def class_colours() -> dict[str, tuple[int, ...]]:
    """Each class's colour (then neutral), as the game's data gives them, for the contact sheet."""
    data = yaml.safe_load(CLASSES_YAML.read_text(encoding="utf-8"))
    colours = {c["id"]: tuple(c["colour"]) for c in data["classes"]}
    return colours | {"neutral": tuple(data["neutral_colour"])}


# ---------------------------------------------------------------------------------------------
# Small helpers: colours, geometry, supersampled canvases
# ---------------------------------------------------------------------------------------------


def mix(c1: Sequence[int], c2: Sequence[int], t: float) -> tuple[int, ...]:
    """Linear blend of two colours (t = 0 gives c1, t = 1 gives c2), clamped to 0..255."""
    t = min(1.0, max(0.0, t))
    return tuple(max(0, min(255, round(a + (b - a) * t))) for a, b in zip(c1, c2, strict=True))


def ramp(stops: Sequence[tuple[float, Sequence[int]]], t: float) -> tuple[int, ...]:
    """Colour at t along a list of (position, colour) stops sorted by position."""
    if t <= stops[0][0]:
        return tuple(stops[0][1])
    for (p0, c0), (p1, c1) in itertools.pairwise(stops):
        if t <= p1:
            return mix(c0, c1, (t - p0) / (p1 - p0))
    return tuple(stops[-1][1])


def canvas(w: int, h: int) -> pygame.Surface:
    """A transparent supersampled canvas for a final sprite of w×h pixels."""
    return pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)


def shrink(surf: pygame.Surface, w: int, h: int) -> pygame.Surface:
    """Smoothscale a supersampled canvas down to its final size (antialiasing)."""
    return pygame.transform.smoothscale(surf, (w, h))


def sc(points: Sequence[Point], k: float = SS) -> list[Point]:
    """Scale design coordinates (final-size pixels) to supersampled canvas coordinates."""
    return [(x * k, y * k) for x, y in points]


def bezier(p0: Point, p1: Point, p2: Point, n: int = 32) -> list[Point]:
    """Points along a quadratic Bézier curve, ends included."""
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def ellipse_points(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    n: int = 48,
    start: float = 0.0,
    end: float = 2 * math.pi,
) -> list[Point]:
    """Points on an ellipse (angles in radians, y down), ends included for an open arc."""
    closed = abs(end - start - 2 * math.pi) < 1e-9
    count = n if closed else n + 1
    return [
        (
            cx + rx * math.cos(start + (end - start) * i / n),
            cy + ry * math.sin(start + (end - start) * i / n),
        )
        for i in range(count)
    ]


def normals(pts: Sequence[Point], closed: bool) -> list[Point]:
    """Unit normals of a polyline at each vertex (averaged tangents, so quads share edges)."""
    n = len(pts)
    out = []
    for i in range(n):
        if closed:
            a, b = pts[i - 1], pts[(i + 1) % n]
        else:
            a, b = pts[max(0, i - 1)], pts[min(n - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        out.append((-dy / length, dx / length))
    return out


def ribbon(pts: Sequence[Point], widths: Sequence[float] | float) -> list[Point]:
    """Outline polygon of a band of the given half-widths along an open polyline."""
    if isinstance(widths, (int, float)):
        widths = [float(widths)] * len(pts)
    ns = normals(pts, closed=False)
    left = [(p[0] + n[0] * w, p[1] + n[1] * w) for p, n, w in zip(pts, ns, widths, strict=True)]
    right = [(p[0] - n[0] * w, p[1] - n[1] * w) for p, n, w in zip(pts, ns, widths, strict=True)]
    return left + right[::-1]


def rotated_rect(cx: float, cy: float, length: float, width: float, angle: float) -> list[Point]:
    """Corners of a rectangle centred on (cx, cy), its length along `angle` (radians)."""
    ux, uy = math.cos(angle), math.sin(angle)
    vx, vy = -uy, ux
    hl, hw = length / 2, width / 2
    return [
        (cx + ux * a * hl + vx * b * hw, cy + uy * a * hl + vy * b * hw)
        for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1))
    ]


def clip_to(surf: pygame.Surface, shape: pygame.Surface) -> pygame.Surface:
    """Copy of `surf` keeping only the pixels where `shape` (white on transparent) is opaque."""
    out = surf.copy()
    if out.get_flags() & pygame.SRCALPHA == 0:
        tmp = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        tmp.blit(out, (0, 0))
        out = tmp
    out.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def shape_mask(size: tuple[int, int], draw: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A white-on-transparent surface filled by `draw(surface)` (draw in white)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((255, 255, 255, 0))
    draw(surf)
    return surf


def diagonal_gradient(
    size: tuple[int, int], c_tl: Sequence[int], c_br: Sequence[int]
) -> pygame.Surface:
    """A linear gradient from the top-left corner to the bottom-right one (exact: bilinear 2×2)."""
    small = pygame.Surface((2, 2), pygame.SRCALPHA)
    mid = mix(c_tl, c_br, 0.5)
    small.set_at((0, 0), c_tl)
    small.set_at((1, 1), c_br)
    small.set_at((1, 0), mid)
    small.set_at((0, 1), mid)
    return pygame.transform.smoothscale(pygame.transform.smoothscale(small, (8, 8)), size)


def gradient_disc(radius: int, c_tl: Sequence[int], c_br: Sequence[int]) -> pygame.Surface:
    """A disc lit from the top-left: a diagonal gradient clipped to a circle."""
    d = 2 * radius
    grad = diagonal_gradient((d, d), c_tl, c_br)
    mask = shape_mask(
        (d, d), lambda s: pygame.draw.circle(s, (255, 255, 255, 255), (radius, radius), radius)
    )
    return clip_to(grad, mask)


def soft_blur(surf: pygame.Surface, radius: float) -> pygame.Surface:
    """Gaussian blur (pygame-ce) for soft shadows and glows; wide blurs run on a reduced copy
    (much faster, and the result is smooth anyway)."""
    radius = max(1, round(radius))
    if radius <= 4:
        return pygame.transform.gaussian_blur(surf, radius)
    f = radius // 3
    w, h = surf.get_size()
    small = pygame.transform.smoothscale(surf, (max(1, w // f), max(1, h // f)))
    small = pygame.transform.gaussian_blur(small, max(1, round(radius / f)))
    return pygame.transform.smoothscale(small, (w, h))


# ---------------------------------------------------------------------------------------------
# Knotwork: an interlaced ribbon drawn in depth order, so the strands go over and under
# ---------------------------------------------------------------------------------------------


def torus_knot(
    p: int,
    q: int,
    cx: float,
    cy: float,
    radius: float,
    wobble: float,
    n: int = 720,
    rot: float = 0.0,
) -> tuple[list[Point], list[float]]:
    """Plane projection of a (p, q) torus knot: points and depths (for over/under crossings)."""
    pts, zs = [], []
    for i in range(n):
        t = 2 * math.pi * i / n
        r = radius + wobble * math.cos(q * t)
        a = p * t + rot
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        zs.append(math.sin(q * t))
    return pts, zs


Strand = tuple[Sequence[Point], Sequence[float], bool]  # points, depths, closed


def _band_parts(
    pts: Sequence[Point], ns: Sequence[Point], idx: Sequence[int], w: float
) -> tuple[list[Point], list[Point]]:
    """Left and right offset lines of a band of half-width w through the points `idx`."""
    left = [(pts[i][0] + ns[i][0] * w, pts[i][1] + ns[i][1] * w) for i in idx]
    right = [(pts[i][0] - ns[i][0] * w, pts[i][1] - ns[i][1] * w) for i in idx]
    return left, right


def _draw_band(
    surf: pygame.Surface,
    pts: Sequence[Point],
    ns: Sequence[Point],
    idx: Sequence[int],
    closed: bool,
    half: float,
    fill: Sequence[int],
    edge: Sequence[int],
    edge_w: int,
    shine: Sequence[int] | None,
    halo_w: float = 0.0,
) -> None:
    """One run of band along the points `idx`: optional gap (halo), fill, shine line, edges."""
    quads = range(len(idx)) if closed else range(len(idx) - 1)
    layers = [(half + halo_w, CUT)] if halo_w > 0 else []
    layers.append((half, fill))
    if shine is not None:
        layers.append((half * 0.3, shine))
    for w, colour in layers:
        left, right = _band_parts(pts, ns, idx, w)
        for k in quads:
            j = (k + 1) % len(idx)
            pygame.draw.polygon(surf, colour, [left[k], left[j], right[j], right[k]])
    left, right = _band_parts(pts, ns, idx, half)
    pygame.draw.lines(surf, edge, closed, left, edge_w)
    pygame.draw.lines(surf, edge, closed, right, edge_w)


def _segment_hit(p1: Point, p2: Point, q1: Point, q2: Point) -> tuple[Point, float] | None:
    """Intersection point of two segments and the sine of their angle, or None."""
    rx, ry = p2[0] - p1[0], p2[1] - p1[1]
    sx, sy = q2[0] - q1[0], q2[1] - q1[1]
    den = rx * sy - ry * sx
    if abs(den) < 1e-12:
        return None
    qx, qy = q1[0] - p1[0], q1[1] - p1[1]
    t = (qx * sy - qy * sx) / den
    u = (qx * ry - qy * rx) / den
    if -1e-9 <= t <= 1.0 + 1e-9 and -1e-9 <= u <= 1.0 + 1e-9:
        sine = abs(den) / ((math.hypot(rx, ry) * math.hypot(sx, sy)) or 1.0)
        return (p1[0] + rx * t, p1[1] + ry * t), sine
    return None


def draw_knot(
    size: tuple[int, int],
    strands: Sequence[Strand],
    half: float,
    fill: Sequence[int],
    edge: Sequence[int],
    shine: Sequence[int] | None,
    gap: float,
    edge_w: int,
) -> pygame.Surface:
    """Interlaced knotwork on its own transparent layer.

    Every strand is first drawn whole (smooth, no seams). Then, at each place where two
    strands cross, the higher one (by depth) is drawn again over a short stretch with a
    transparent gap on either side, so the lower strand visibly passes underneath.
    """
    layer = pygame.Surface(size, pygame.SRCALPHA)
    info = []
    for pts, _zs, closed in strands:
        ns = normals(pts, closed)
        info.append(ns)
        _draw_band(layer, pts, ns, range(len(pts)), closed, half, fill, edge, edge_w, shine)
    # Segments in a coarse grid, to find crossings without testing every pair.
    cell = 4 * (half + gap)
    grid: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for s_i, (pts, _zs, closed) in enumerate(strands):
        count = len(pts) if closed else len(pts) - 1
        for i in range(count):
            a, b = pts[i], pts[(i + 1) % len(pts)]
            for gx in range(int(min(a[0], b[0]) // cell), int(max(a[0], b[0]) // cell) + 1):
                for gy in range(int(min(a[1], b[1]) // cell), int(max(a[1], b[1]) // cell) + 1):
                    grid.setdefault((gx, gy), []).append((s_i, i))
    seen = set()
    overs = []
    for members in grid.values():
        for x in range(len(members)):
            for y in range(x + 1, len(members)):
                (s1, i1), (s2, i2) = members[x], members[y]
                key = (min(members[x], members[y]), max(members[x], members[y]))
                if key in seen:
                    continue
                seen.add(key)
                if s1 == s2:
                    n = len(strands[s1][0])
                    d = abs(i1 - i2)
                    if min(d, n - d) < 3:
                        continue
                p1, z1, _ = strands[s1]
                p2, z2, _ = strands[s2]
                hit = _segment_hit(p1[i1], p1[(i1 + 1) % len(p1)], p2[i2], p2[(i2 + 1) % len(p2)])
                if hit is None:
                    continue
                point, sine = hit
                over = (s1, i1) if z1[i1] >= z2[i2] else (s2, i2)
                reach = (half + gap) * 1.3 / max(sine, 0.35) + half * 0.5
                overs.append((max(z1[i1], z2[i2]), over, point, reach))
    for _z, (s_i, i), point, reach in sorted(overs):
        pts, _zs, closed = strands[s_i]
        n = len(pts)
        lo = hi = i
        while math.dist(pts[lo % n], point) < reach and (closed or lo > 0) and hi - lo < n // 2:
            lo -= 1
        while math.dist(pts[hi % n], point) < reach and (closed or hi < n - 1) and hi - lo < n:
            hi += 1
        idx = [k % n for k in range(lo, hi + 1)]
        _draw_band(layer, pts, info[s_i], idx, False, half, fill, edge, edge_w, shine, gap)
    return layer


def knot_shadow(
    surf: pygame.Surface, layer: pygame.Surface, offset: int, blur: int, alpha: int = 150
) -> None:
    """Blit a soft dark shadow of a knot layer (it looks carved in relief)."""
    shadow = layer.copy()
    shadow.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    shadow.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(soft_blur(shadow, blur), (offset, offset))


# Elder Futhark staves as strokes in a 0.5 × 1 box (neutral, everyday runes only).
RUNES: list[list[tuple[Point, ...]]] = [
    [((0, 0), (0, 1)), ((0, 0.45), (0.5, 0.15)), ((0, 0.2), (0.45, 0))],  # fehu
    [((0, 1), (0, 0), (0.5, 0.3), (0.5, 1))],  # uruz
    [((0, 0), (0, 1)), ((0, 0.25), (0.45, 0.5), (0, 0.75))],  # thurisaz
    [((0, 0), (0, 1)), ((0, 0), (0.45, 0.25)), ((0, 0.25), (0.45, 0.5))],  # ansuz
    [((0, 1), (0, 0), (0.45, 0.22), (0, 0.45), (0.45, 1))],  # raido
    [((0, 0), (0.5, 1)), ((0.5, 0), (0, 1))],  # gebo
    [((0, 0), (0, 1)), ((0.5, 0), (0.5, 1)), ((0, 0.35), (0.5, 0.6))],  # hagalaz
    [((0.25, 0), (0.25, 1)), ((0, 0.35), (0.5, 0.6))],  # naudiz
    [((0, 0), (0, 1))],  # isa
    [((0, 0), (0, 1)), ((0, 0), (0.45, 0.25), (0, 0.5), (0.45, 0.75), (0, 1))],  # berkano
    [((0, 1), (0, 0), (0.25, 0.3), (0.5, 0), (0.5, 1))],  # ehwaz
    [((0, 0), (0, 1)), ((0, 0), (0.45, 0.3))],  # laguz
    [((0.25, 0), (0, 0.5), (0.25, 1), (0.5, 0.5), (0.25, 0))],  # ingwaz (lozenge)
    [((0, 0), (0, 1), (0.5, 0), (0.5, 1), (0, 0))],  # dagaz
]


def draw_rune(
    surf: pygame.Surface,
    index: int,
    cx: float,
    cy: float,
    height: float,
    angle: float,
    colour: Sequence[int],
    width: int,
) -> None:
    """Draw rune number `index` centred on (cx, cy), `height` tall, rotated by `angle`."""
    ca, sa = math.cos(angle), math.sin(angle)
    for stroke in RUNES[index % len(RUNES)]:
        pts = []
        for x, y in stroke:
            dx, dy = (x - 0.25) * height, (y - 0.5) * height
            pts.append((cx + dx * ca - dy * sa, cy + dx * sa + dy * ca))
        pygame.draw.lines(surf, colour, False, pts, width)
        for p in pts:  # round joints
            pygame.draw.circle(surf, colour, p, width / 2)


# ---------------------------------------------------------------------------------------------
# Tileable noise (pure Python, no numpy): smooth value noise on a periodic lattice
# ---------------------------------------------------------------------------------------------


def periodic_noise(
    w: int, h: int, cells_x: int, cells_y: int, rng: random.Random, amp: float = 1.0
) -> list[list[float]]:
    """Smooth value noise in [0, amp], rows of w values, periodic over w × h (tiles seamlessly)."""
    lattice = [[rng.random() * amp for _ in range(cells_x)] for _ in range(cells_y)]
    cols = []
    for x in range(w):
        f = x * cells_x / w
        i = int(f)
        t = f - i
        cols.append((i % cells_x, (i + 1) % cells_x, t * t * (3 - 2 * t)))
    rows = []
    for y in range(h):
        f = y * cells_y / h
        j = int(f)
        t = f - j
        t = t * t * (3 - 2 * t)
        r0, r1 = lattice[j % cells_y], lattice[(j + 1) % cells_y]
        v = [a + (b - a) * t for a, b in zip(r0, r1, strict=True)]
        rows.append([v[i0] + (v[i1] - v[i0]) * s for i0, i1, s in cols])
    return rows


def fractal_noise(
    w: int, h: int, cells_x: int, cells_y: int, octaves: int, rng: random.Random, gain: float = 0.5
) -> list[list[float]]:
    """Sum of periodic noise octaves (each twice as fine, `gain` as strong), within [0, 1].

    Sums of octaves cluster around 0.5; callers widen the contrast where they use the values.
    """
    norm = sum(gain**o for o in range(octaves))
    layers = [
        periodic_noise(w, h, min(w, cells_x << o), min(h, cells_y << o), rng, gain**o / norm)
        for o in range(octaves)
    ]
    if octaves == 1:
        return layers[0]
    return [[sum(v) for v in zip(*rows, strict=True)] for rows in zip(*layers, strict=True)]


LUT_K = 512  # lookup-table steps per unit of t; tables cover t in [-1, 2]


def colour_table(stops: Sequence[tuple[float, Sequence[int]]]) -> list[bytes]:
    """RGB bytes of a colour ramp, sampled for t from -1 to 2 (clamped to the end stops)."""
    return [bytes(ramp(stops, i / LUT_K - 1.0)) for i in range(3 * LUT_K + 1)]


def surface_from_values(rows: list[list[float]], table: list[bytes]) -> pygame.Surface:
    """An opaque RGB surface from rows of shade values t (-1 ≤ t ≤ 2) and a colour table."""
    h, w = len(rows), len(rows[0])
    k = LUT_K
    buf = b"".join(b"".join([table[int((t + 1.0) * k)] for t in row]) for row in rows)
    return pygame.image.frombytes(buf, (w, h), "RGB").copy()


# ---------------------------------------------------------------------------------------------
# Table and card textures
# ---------------------------------------------------------------------------------------------

_WOOD_CACHE: dict[int, pygame.Surface] = {}


def wood_texture(size: int = 512) -> pygame.Surface:
    """Dark oiled wood planks, grain running left-right, seamlessly tileable both ways.

    Four planks per tile, each with its own tone and one butt joint; many fine grain lines bend
    gently with a slow periodic warp, over soft fibre streaks. Warm dark browns, no harsh noise.
    """
    if size in _WOOD_CACHE:
        return _WOOD_CACHE[size]
    rng = random.Random(1401)
    warp = fractal_noise(size, size, 2, 3, 2, rng)
    figure = periodic_noise(size, size, 5, 8, rng)
    fibre = fractal_noise(size, size, 8, 128, 2, rng, gain=0.6)
    blot = fractal_noise(size, size, 3, 3, 2, rng)
    planks = 4
    ph = size // planks
    table = colour_table(
        [(0.0, (22, 12, 7)), (0.35, (46, 27, 15)), (0.65, (72, 44, 25)), (1.0, (104, 67, 38))]
    )
    two_pi = 2 * math.pi
    cos = math.cos
    # Butt joints spread along the tile so that neighbouring planks never line up.
    joints = [
        int(size * (i + 0.5) / planks + rng.uniform(-0.1, 0.1) * size / planks)
        for i in range(planks)
    ]
    rng.shuffle(joints)
    if abs(joints[0] - joints[-1]) < size // 5:
        joints[0], joints[1] = joints[1], joints[0]
    rows = []
    for p in range(planks):
        tone = rng.uniform(-0.06, 0.06)
        rings = rng.uniform(7.0, 11.0)
        phase = rng.random()
        joint = joints[p]
        drift = rng.uniform(1.0, 2.0) * rng.choice((-1, 1))
        along = [drift * ((x - joint) % size) / size for x in range(size)]
        for ly in range(ph):
            y = p * ph + ly
            base_u = ly / ph * rings + phase
            us = [
                base_u + 3.0 * w + 0.3 * g + a
                for w, g, a in zip(warp[y], figure[y], along, strict=True)
            ]
            ring = [0.5 + 0.5 * cos(two_pi * u) for u in us]
            fine = [0.5 + 0.5 * cos(two_pi * 3.0 * u) for u in us]
            shade = 0.52 + tone
            # Plank edges: a dark seam, a soft shadow under it and a faint light bevel above.
            if ly == 0:
                rows.append([0.02] * size)
                continue
            if ly == 1:
                shade -= 0.3
            elif ly < 6:
                shade -= 0.06 * (6 - ly) / 4
            elif ly >= ph - 2:
                shade += 0.05
            rows.append(
                [
                    shade
                    + 0.5 * (f - 0.5)
                    + 0.3 * (b - 0.5)
                    - 0.3 * f * r**6
                    - 0.06 * r
                    - 0.05 * fi
                    for f, b, r, fi in zip(fibre[y], blot[y], ring, fine, strict=True)
                ]
            )
            # The butt joint: a dark line with a little shadow beside it.
            row = rows[-1]
            row[joint] = 0.04
            row[(joint + 1) % size] = min(row[(joint + 1) % size], 0.2)
            for dx in (2, 3, 4):
                row[(joint + dx) % size] -= 0.05
    surf = surface_from_values(rows, table)
    _WOOD_CACHE[size] = surf
    return surf


def make_wood() -> pygame.Surface:
    """Table: 512×512 tileable dark oiled wood (see wood_texture)."""
    return wood_texture(512)


def make_slate() -> pygame.Surface:
    """Table alternative: 512×512 tileable dark blue-grey slate.

    Cool, calm stone: soft cloudy tones, faint cleavage layers running across and a few thin,
    faint veins; low contrast so coins and cards stay the brightest things on the table.
    """
    size = 512
    rng = random.Random(2207)
    cloud = fractal_noise(size, size, 4, 4, 3, rng)
    layers = fractal_noise(size, size, 2, 24, 2, rng)
    veins = fractal_noise(size, size, 3, 3, 2, rng)
    grit = periodic_noise(size, size, 200, 200, rng)
    table = colour_table([(0.0, (30, 35, 43)), (0.5, (48, 55, 66)), (1.0, (74, 84, 98))])
    rows = []
    for crow, lrow, vrow, grow in zip(cloud, layers, veins, grit, strict=True):
        rows.append(
            [
                0.22
                + 0.84 * (c - 0.25)
                + 0.3 * (lay - 0.5)
                + 0.16 * (g - 0.5)
                + 0.14 * (1.0 - abs(2.0 * v - 1.0)) ** 60
                for c, lay, v, g in zip(crow, lrow, vrow, grow, strict=True)
            ]
        )
    return surface_from_values(rows, table)


def make_parchment() -> pygame.Surface:
    """Card faces: 256×256 tileable warm parchment, light cream with soft blotches and fibres.

    Kept light and low-contrast so that dark rules text stays easy to read on top of it.
    """
    size = 256
    rng = random.Random(3109)
    blotch = fractal_noise(size, size, 3, 3, 4, rng)
    speck = fractal_noise(size, size, 16, 16, 2, rng)
    fibre = periodic_noise(size, size, 64, 8, rng)
    table = colour_table([(0.0, (248, 240, 216)), (0.55, (238, 224, 190)), (1.0, (220, 198, 154))])
    rows = []
    for brow, srow, frow in zip(blotch, speck, fibre, strict=True):
        rows.append(
            [
                0.2 + 1.25 * (b - 0.28) + 0.25 * (s - 0.5) + 0.12 * (f - 0.5)
                for b, s, f in zip(brow, srow, frow, strict=True)
            ]
        )
    return surface_from_values(rows, table)


# ---------------------------------------------------------------------------------------------
# Class icons: white silhouettes with a thin dark outline, drawn in a 128×128 design space
# ---------------------------------------------------------------------------------------------

ICON = 128
ICON_OUTLINE = 9  # outline radius in supersampled pixels (about 2 px at 128)


def finish_icon(draw: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """Turn a white drawing into an icon: a dark outline all round, then scale down.

    `draw` paints the silhouette in opaque white and may cut holes in transparent (0,0,0,0).
    Gaps thinner than the outline turn into dark lines (details inside the silhouette).
    """
    big = canvas(ICON, ICON)
    draw(big)
    mask = pygame.mask.from_surface(big, 127)
    r = ICON_OUTLINE
    disc = pygame.mask.Mask((2 * r + 1, 2 * r + 1))
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            if dx * dx + dy * dy <= r * r + r:
                disc.set_at((dx + r, dy + r))
    grown = pygame.mask.Mask(mask.get_size())
    mask.convolve(disc, grown, (-r, -r))
    out = grown.to_surface(setcolor=OUTLINE, unsetcolor=(0, 0, 0, 0))
    white = mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    out.blit(white, (0, 0))
    return shrink(out, ICON, ICON)


def icon_warrior() -> pygame.Surface:
    """Warrior: a straight sword, point up, with a broad crossguard and a round pommel.

    A fuller runs down the blade (a dark line) so the blade reads as steel at 96 px; at 20 px
    the cross shape alone says 'sword'.
    """

    def draw(s: pygame.Surface) -> None:
        blade = [(64, 5), (75, 20), (75, 84), (53, 84), (53, 20)]
        pygame.draw.polygon(s, WHITE, sc(blade))
        guard = [(26, 80), (102, 80), (107, 86.5), (102, 94), (26, 94), (21, 86.5)]
        pygame.draw.polygon(s, WHITE, sc(guard))
        pygame.draw.rect(s, WHITE, pygame.Rect(sc([(58, 90)])[0], (12 * SS, 22 * SS)))
        pygame.draw.ellipse(s, WHITE, pygame.Rect(sc([(51, 106)])[0], (26 * SS, 17 * SS)))
        # Fuller: a thin gap down the blade, rendered as a dark line by the outline pass.
        pygame.draw.polygon(s, CUT, sc([(63.2, 24), (64.8, 24), (64.8, 76), (63.2, 76)]))
        # Grip wrapping: two thin gaps.
        for y in (97, 103):
            pygame.draw.rect(s, CUT, pygame.Rect(58 * SS, y * SS, 12 * SS, 6))

    return finish_icon(draw)


def icon_hunter() -> pygame.Surface:
    """Hunter: a curved hunting horn, narrow mouthpiece at the top-left sweeping down and round
    to a wide flared bell facing up-right, with two metal bands and an open bell rim."""

    def draw(s: pygame.Surface) -> None:
        p0, p1, p2 = (14, 30), (30, 116), (104, 54)
        pts = bezier(p0, p1, p2, 80)
        n = len(pts) - 1
        widths = []
        for i in range(n + 1):
            t = i / n
            w = 4.0 + 11.0 * t**1.4
            if t > 0.8:  # the bell flares out
                w += 150 * (t - 0.8) ** 2
            widths.append(w)
        pygame.draw.polygon(s, WHITE, sc(ribbon(pts, widths)))

        def across(i: int, extra: float, thick: float, colour: Sequence[int]) -> None:
            """A band across the horn at sample i (a collar, or a thin cut)."""
            i = max(1, min(n - 1, i))
            a, b = pts[i - 1], pts[i + 1]
            ang = math.atan2(b[1] - a[1], b[0] - a[0])
            rect = rotated_rect(pts[i][0], pts[i][1], thick, 2 * (widths[i] + extra), ang)
            pygame.draw.polygon(s, colour, sc(rect))

        # Mouthpiece: a small cup at the narrow end.
        pygame.draw.circle(s, WHITE, sc([p0])[0], 6.5 * SS)
        # Metal collars, each with thin cuts on both sides.
        for t_band in (0.3, 0.62):
            i = round(t_band * n)
            across(i, 3.0, 7.0, WHITE)
            across(i - 3, 6.0, 1.2, CUT)
            across(i + 3, 6.0, 1.2, CUT)
        # The bell rim: a thin cut just inside the open end.
        across(n - 4, 2.0, 1.3, CUT)

    return finish_icon(draw)


def icon_miner() -> pygame.Surface:
    """Miner: a pickaxe, handle from bottom-left to top-right under a curved, double-pointed
    head; a socket block where head and handle meet."""

    def draw(s: pygame.Surface) -> None:
        d = (math.cos(-math.pi / 4), math.sin(-math.pi / 4))  # along the handle, towards the head
        perp = (d[1] * -1, d[0])  # across the handle
        perp = (-perp[0], -perp[1]) if perp[0] < 0 else perp
        c = (78, 46)

        def at(u: float, v: float) -> Point:
            return (c[0] + d[0] * u + perp[0] * v, c[1] + d[1] * u + perp[1] * v)

        handle = [at(6, -6.5), at(6, 6.5), at(-90, 8), at(-90, -8)]
        pygame.draw.polygon(s, WHITE, sc(handle))
        pygame.draw.circle(s, WHITE, sc([at(-90, 0)])[0], 8 * SS)
        outer = bezier(at(-22, -60), at(36, 0), at(-22, 60), 40)
        inner = bezier(at(-22, 60), at(2, 0), at(-22, -60), 40)
        pygame.draw.polygon(s, WHITE, sc(outer + inner))
        socket = [at(10, -12), at(10, 12), at(-13, 12), at(-13, -12)]
        pygame.draw.polygon(s, WHITE, sc(socket))
        # The head's edges against the socket: thin gaps.
        for v in (-12, 12):
            cut = [at(11, v - 0.8), at(11, v + 0.8), at(-14, v + 0.8), at(-14, v - 0.8)]
            pygame.draw.polygon(s, CUT, sc(cut))

    return finish_icon(draw)


def icon_blacksmith() -> pygame.Surface:
    """Blacksmith: a forging hammer raised over an anvil; the blocky head (unlike the pointed
    pickaxe) and the anvil with its horn tell the class apart at a glance."""

    def draw(s: pygame.Surface) -> None:
        anvil = [
            (8, 84),
            (34, 80),
            (110, 80),
            (110, 92),
            (92, 96),
            (86, 100),
            (86, 108),
            (100, 114),
            (100, 122),
            (28, 122),
            (28, 114),
            (42, 108),
            (42, 100),
            (36, 96),
            (26, 92),
        ]
        pygame.draw.polygon(s, WHITE, sc(anvil))
        pygame.draw.polygon(s, CUT, sc([(30, 93.2), (108, 93.2), (108, 94.6), (30, 94.6)]))
        ang = math.radians(36)  # the handle runs down-right from the head
        hx, hy = 36, 30
        ux, uy = math.cos(ang), math.sin(ang)
        handle = rotated_rect(hx + ux * 30, hy + uy * 30, 62, 10, ang)
        pygame.draw.polygon(s, WHITE, sc(handle))
        head = rotated_rect(hx, hy, 24, 50, ang)
        pygame.draw.polygon(s, WHITE, sc(head))
        # Striking face: a slightly wider cap at the lower end of the head.
        vx, vy = -uy, ux
        face = rotated_rect(hx + vx * 22, hy + vy * 22, 28, 9, ang)
        pygame.draw.polygon(s, WHITE, sc(face))
        cut = rotated_rect(hx + vx * 17.5, hy + vy * 17.5, 28, 1.6, ang)
        pygame.draw.polygon(s, CUT, sc(cut))

    return finish_icon(draw)


def icon_explorer() -> pygame.Surface:
    """Explorer: a spyglass of three telescoping tubes, eyepiece bottom-left, objective top-right,
    each tube ending in a wider collar."""

    def draw(s: pygame.Surface) -> None:
        a, b = (14, 114), (112, 16)
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        ang = math.atan2(uy, ux)

        def seg(t0: float, t1: float, half: float) -> None:
            u0, u1 = t0 * length, t1 * length
            mid = (u0 + u1) / 2
            rect = rotated_rect(a[0] + ux * mid, a[1] + uy * mid, u1 - u0, 2 * half, ang)
            pygame.draw.polygon(s, WHITE, sc(rect))

        seg(0.0, 0.12, 5.5)  # eyepiece
        seg(0.1, 0.40, 8.5)  # thin tube
        seg(0.38, 0.44, 10.5)  # collar
        seg(0.42, 0.70, 11.5)  # middle tube
        seg(0.68, 0.74, 13.5)  # collar
        seg(0.72, 0.96, 15.5)  # wide tube
        seg(0.92, 1.0, 17.5)  # objective ring
        for t in (0.40, 0.70, 0.92):  # joints between tubes: thin gaps
            u = t * length
            cut = rotated_rect(a[0] + ux * u, a[1] + uy * u, 1.6, 40, ang)
            pygame.draw.polygon(s, CUT, sc(cut))

    return finish_icon(draw)


def icon_neutral() -> pygame.Surface:
    """Neutral: a Nordic dwarf helmet seen from the front, no horns: a rounded dome with a
    central ridge, a riveted brow band, a nasal guard and cheek pieces framing the eyes."""

    def draw(s: pygame.Surface) -> None:
        dome = ellipse_points(64, 74, 42, 62, 64, math.pi, 2 * math.pi)
        dome[len(dome) // 2] = (64, 9)  # a slightly pointed crown
        pygame.draw.polygon(s, WHITE, sc([*dome, (106, 78), (22, 78)]))
        band = [(16, 66), (112, 66), (114, 80), (14, 80)]
        pygame.draw.polygon(s, WHITE, sc(band))
        # Cheek pieces and nasal guard below the band; the eyes stay open (transparent).
        left_cheek = [(18, 78), (40, 78), (38, 96), (30, 114), (20, 104)]
        right_cheek = [(128 - x, y) for x, y in left_cheek]
        pygame.draw.polygon(s, WHITE, sc(left_cheek))
        pygame.draw.polygon(s, WHITE, sc(right_cheek))
        nasal = [(58, 78), (70, 78), (69, 108), (72, 116), (56, 116), (59, 108)]
        pygame.draw.polygon(s, WHITE, sc(nasal))
        # Brow arches over the eyes: joining cheeks and nasal (spectacle guard).
        for cx in (49, 79):
            pygame.draw.ellipse(s, WHITE, pygame.Rect((cx - 12) * SS, 72 * SS, 24 * SS, 14 * SS))
            pygame.draw.ellipse(s, CUT, pygame.Rect((cx - 8.5) * SS, 80 * SS, 17 * SS, 15 * SS))
        # Details: a ridge line, the band edges and rivets (thin gaps become dark lines).
        pygame.draw.polygon(s, CUT, sc([(63.2, 14), (64.8, 14), (64.8, 64), (63.2, 64)]))
        pygame.draw.polygon(s, CUT, sc([(18, 64.4), (110, 64.4), (110, 66), (18, 66)]))
        for x in (26, 42, 86, 102):
            pygame.draw.circle(s, CUT, sc([(x, 72.5)])[0], 1.3 * SS)

    return finish_icon(draw)


# ---------------------------------------------------------------------------------------------
# Tavern signs: a carved wooden board with a painted emblem, no text
# ---------------------------------------------------------------------------------------------

SIGN_W, SIGN_H = 200, 120


def sign_board(seed: int) -> pygame.Surface:
    """The shared board of the three tavern signs (supersampled): two iron rings, a plank with
    notched corners, a raised frame (lighter wood, bevelled, with an engraved groove and brass
    nails) around a darker recessed panel that holds the emblem."""
    rng = random.Random(seed)
    s = canvas(SIGN_W, SIGN_H)
    size = s.get_size()
    W, H = size
    white = (255, 255, 255, 255)
    board = pygame.Rect(4 * SS, 17 * SS, (SIGN_W - 8) * SS, (SIGN_H - 20) * SS)
    panel = board.inflate(-24 * SS, -24 * SS)
    notch = 7 * SS

    def board_shape(m: pygame.Surface) -> None:
        pygame.draw.rect(m, white, board)
        for corner in (board.topleft, board.topright, board.bottomleft, board.bottomright):
            pygame.draw.circle(m, (255, 255, 255, 0), corner, notch)

    mask = shape_mask(size, board_shape)
    # Iron hanging rings and the short chains to the board.
    for x in (44, 156):
        pygame.draw.line(s, (24, 20, 18), (x * SS, 14 * SS), (x * SS, 19 * SS), 2 * SS)
        pygame.draw.circle(s, (16, 14, 14), (x * SS, 9 * SS), 7 * SS, int(2.8 * SS))
        pygame.draw.circle(s, (96, 92, 88), (x * SS, 9 * SS), int(6.4 * SS), int(1.4 * SS))
        pygame.draw.arc(
            s,
            (170, 166, 160),
            pygame.Rect((x - 6) * SS, 3 * SS, 12 * SS, 12 * SS),
            math.radians(100),
            math.radians(190),
            SS,
        )
    # Drop shadow under the board.
    shadow = pygame.Surface(size, pygame.SRCALPHA)
    shadow.blit(mask, (2 * SS, 3 * SS))
    shadow.fill((0, 0, 0, 150), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(soft_blur(shadow, 3 * SS), (0, 0))
    # Wood: our table wood, enlarged so its grain suits the small sign; the frame lighter and
    # warmer, the recessed panel darker.
    wood = pygame.transform.smoothscale(wood_texture(512), (1024, 1024))
    ox, oy = rng.randrange(0, 1024 - W), rng.randrange(0, 1024 - H)
    tex = pygame.Surface(size, pygame.SRCALPHA)
    tex.blit(wood, (0, 0), pygame.Rect(ox, oy, W, H))
    frame_tex = tex.copy()
    frame_tex.fill((44, 28, 14, 0), special_flags=pygame.BLEND_RGBA_ADD)
    s.blit(clip_to(frame_tex, mask), (0, 0))
    panel_tex = tex.copy()
    panel_tex.fill((170, 160, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    panel_mask = shape_mask(size, lambda m: pygame.draw.rect(m, white, panel, border_radius=3 * SS))
    s.blit(clip_to(panel_tex, panel_mask), (0, 0))
    # Recess: a soft shadow inside the panel's top and left edges, a light lip bottom-right.
    inner_shadow = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(
        inner_shadow, (0, 0, 0, 170), panel.inflate(4 * SS, 4 * SS), 4 * SS, border_radius=4 * SS
    )
    inner_shadow = soft_blur(inner_shadow, 2 * SS)
    s.blit(clip_to(inner_shadow, panel_mask), (SS, SS))
    pygame.draw.line(s, (255, 214, 160, 90), panel.bottomleft, panel.bottomright, SS)
    pygame.draw.line(s, (255, 214, 160, 90), panel.topright, panel.bottomright, SS)
    pygame.draw.rect(s, (10, 5, 2, 200), panel, SS, border_radius=3 * SS)
    # Engraved groove running round the middle of the frame: dark cut with a light lower lip.
    groove = board.inflate(-11 * SS, -11 * SS)
    pygame.draw.rect(s, (255, 210, 150, 70), groove.move(SS // 2, SS), SS, border_radius=2 * SS)
    pygame.draw.rect(s, (14, 7, 3, 200), groove, SS, border_radius=2 * SS)
    # Outer edge: dark outline, light top edge, darker bottom edge.
    edge = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.line(
        edge,
        (255, 220, 170, 110),
        (board.left + notch, board.top + SS),
        (board.right - notch, board.top + SS),
        SS,
    )
    pygame.draw.line(
        edge,
        (255, 220, 170, 70),
        (board.left + SS, board.top + notch),
        (board.left + SS, board.bottom - notch),
        SS,
    )
    pygame.draw.line(
        edge,
        (0, 0, 0, 120),
        (board.left + notch, board.bottom - 2 * SS),
        (board.right - notch, board.bottom - 2 * SS),
        2 * SS,
    )
    pygame.draw.line(
        edge,
        (0, 0, 0, 90),
        (board.right - 2 * SS, board.top + notch),
        (board.right - 2 * SS, board.bottom - notch),
        2 * SS,
    )
    s.blit(clip_to(edge, mask), (0, 0))
    outline = pygame.mask.from_surface(mask, 127).outline()
    pygame.draw.lines(s, (12, 6, 3), True, outline, int(1.5 * SS))
    # Brass nails at the corners of the frame and halfway along the long sides.
    nails = [
        (board.left + 6 * SS, board.top + 6 * SS),
        (board.right - 6 * SS, board.top + 6 * SS),
        (board.left + 6 * SS, board.bottom - 6 * SS),
        (board.right - 6 * SS, board.bottom - 6 * SS),
        (board.centerx, board.top + 6 * SS),
        (board.centerx, board.bottom - 6 * SS),
    ]
    for cx, cy in nails:
        pygame.draw.circle(s, (16, 10, 4), (cx + SS // 2, cy + SS), int(2.6 * SS))
        pygame.draw.circle(s, (168, 124, 60), (cx, cy), int(2.2 * SS))
        pygame.draw.circle(s, (236, 200, 130), (cx - SS // 2, cy - SS // 2), int(0.9 * SS))
    return s


def paint_emblem(
    s: pygame.Surface,
    shapes: Callable[[pygame.Surface], None],
    colour: Sequence[int],
    light: Sequence[int],
    dark: Sequence[int],
) -> None:
    """Paint an emblem on a sign: `shapes` draws it in white on a mask; the paint gets a soft
    shadow, a dark outline and a gradient lit from the top-left."""
    size = s.get_size()
    mask_surf = shape_mask(size, shapes)
    mask = pygame.mask.from_surface(mask_surf, 127)
    r = int(1.4 * SS)
    disc = pygame.mask.Mask((2 * r + 1, 2 * r + 1), fill=True)
    grown = pygame.mask.Mask(size)
    mask.convolve(disc, grown, (-r, -r))
    shadow = grown.to_surface(setcolor=(0, 0, 0, 160), unsetcolor=(0, 0, 0, 0))
    s.blit(soft_blur(shadow, 2 * SS), (SS, 2 * SS))
    s.blit(grown.to_surface(setcolor=(*dark, 255), unsetcolor=(0, 0, 0, 0)), (0, 0))
    bounds = mask.get_bounding_rects()
    box = bounds[0].unionall(bounds[1:]) if bounds else pygame.Rect(0, 0, *size)
    grad = pygame.Surface(size, pygame.SRCALPHA)
    grad.blit(diagonal_gradient(box.size, light, colour), box.topleft)
    paint = mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(255, 255, 255, 0))
    s.blit(clip_to(grad, paint), (0, 0))


def make_tavern_laughing_goblin() -> pygame.Surface:
    """The Laughing Goblin: a round green goblin face with long pointed ears, eyes squeezed
    shut with laughter, raised brows and a wide open grin full of small teeth."""
    s = sign_board(41)
    cx, cy = 100, 64

    def face(m: pygame.Surface) -> None:
        w = (255, 255, 255, 255)
        ear_l = [(cx - 22, cy - 10), (cx - 62, cy - 24), (cx - 24, cy + 10)]
        ear_r = [(2 * cx - x, y) for x, y in ear_l]
        pygame.draw.polygon(m, w, sc(ear_l))
        pygame.draw.polygon(m, w, sc(ear_r))
        pygame.draw.ellipse(m, w, pygame.Rect((cx - 30) * SS, (cy - 30) * SS, 60 * SS, 56 * SS))
        pygame.draw.polygon(m, w, sc([(cx - 17, cy + 18), (cx + 17, cy + 18), (cx, cy + 34)]))

    paint_emblem(s, face, (92, 146, 50), (200, 230, 126), (20, 30, 8))
    ink = (26, 28, 8)
    shade = (66, 108, 34)
    for sign in (-1, 1):
        # Inner ears.
        inner = [(cx + sign * 26, cy - 6), (cx + sign * 52, cy - 19), (cx + sign * 27, cy + 4)]
        pygame.draw.polygon(s, shade, sc(inner))
        ex = cx + sign * 12
        # Eyes squeezed shut: thick upward arcs, with laughter creases at the outer corners.
        pygame.draw.arc(
            s,
            ink,
            pygame.Rect((ex - 7) * SS, (cy - 12) * SS, 14 * SS, 12 * SS),
            math.radians(15),
            math.radians(165),
            int(2.4 * SS),
        )
        pygame.draw.line(
            s, ink, sc([(ex + sign * 8, cy - 5)])[0], sc([(ex + sign * 11, cy - 3)])[0], SS
        )
        pygame.draw.line(
            s, ink, sc([(ex + sign * 8, cy - 3)])[0], sc([(ex + sign * 11, cy - 0.5)])[0], SS
        )
        # Brows raised high.
        pygame.draw.arc(
            s,
            ink,
            pygame.Rect((ex - 8) * SS, (cy - 22) * SS, 16 * SS, 10 * SS),
            math.radians(25),
            math.radians(155),
            int(1.8 * SS),
        )
        # Rosy cheeks pushed up by the grin.
        cheek = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(cheek, (200, 120, 60, 110), sc([(cx + sign * 20, cy + 3)])[0], 5 * SS)
        s.blit(soft_blur(cheek, 2 * SS), (0, 0))
    # A long, drooping nose.
    nose = [(cx - 3, cy - 7), (cx + 3, cy - 7), (cx + 6, cy + 5), (cx, cy + 8), (cx - 6, cy + 5)]
    pygame.draw.polygon(s, shade, sc(nose))
    pygame.draw.lines(s, ink, False, sc([(cx - 6, cy + 5), (cx, cy + 8), (cx + 6, cy + 5)]), SS)
    # Wide open grin: dark mouth, a red tongue, a row of small pointed teeth and two fangs.
    top = bezier((cx - 23, cy + 9), (cx, cy + 17), (cx + 23, cy + 9), 24)
    bottom = bezier((cx + 23, cy + 9), (cx, cy + 42), (cx - 23, cy + 9), 24)
    mouth = sc(top + bottom)
    pygame.draw.polygon(s, (54, 10, 8), mouth)
    tongue = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(
        tongue, (196, 70, 70, 255), pygame.Rect((cx - 10) * SS, (cy + 18) * SS, 20 * SS, 12 * SS)
    )
    mouth_mask = shape_mask(
        s.get_size(), lambda m: pygame.draw.polygon(m, (255, 255, 255, 255), mouth)
    )
    s.blit(clip_to(tongue, mouth_mask), (0, 0))
    for i in range(8):
        t = (i + 0.5) / 8
        x = cx - 20 + 40 * t
        y = cy + 9 + 8 * 2 * t * (1 - t) * 2 * 0.5 + 0.5
        pygame.draw.polygon(s, (246, 240, 212), sc([(x - 2.3, y), (x + 2.3, y), (x, y + 4.5)]))
    for sign in (-1, 1):
        x = cx + sign * 13
        y = cy + 21
        pygame.draw.polygon(
            s, (246, 240, 212), sc([(x - 2.2, y + 1), (x + 2.2, y + 1), (x, y - 4)])
        )
    pygame.draw.polygon(s, ink, mouth, int(1.4 * SS))
    return shrink(s, SIGN_W, SIGN_H)


def make_tavern_dancing_dragon() -> pygame.Surface:
    """The Dancing Dragon: a rampant dragon up on its hind legs, one bat wing spread high, fore
    claws raised, tail swinging in a curl, painted deep red with a warm light."""
    s = sign_board(73)
    wing_shoulder = (98, 60)
    wrist = (86, 34)
    tips = [(66, 30), (60, 46), (70, 58), (84, 62)]

    def wing_outline() -> list[Point]:
        pts: list[Point] = [wing_shoulder, (92, 44), wrist, (72, 26)]
        for a, b in itertools.pairwise(tips):
            pts.append(a)
            mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            pts.append((mid[0] + (wrist[0] - mid[0]) * 0.3, mid[1] + (wrist[1] - mid[1]) * 0.3))
        pts.append(tips[-1])
        pts.append((96, 68))
        return pts

    neck = bezier((104, 60), (112, 48), (118, 40), 16)
    torso = bezier((92, 88), (94, 72), (104, 58), 16)
    tail = bezier((90, 86), (66, 100), (60, 80), 20)[:-1] + bezier((60, 80), (56, 64), (72, 64), 16)
    tail_w = [5.5 - 4.2 * i / (len(tail) - 1) for i in range(len(tail))]
    head = [
        (112, 38),
        (116, 32),
        (124, 32),
        (133, 35),
        (136, 38),
        (126, 40),
        (134, 43),
        (133, 46),
        (122, 46),
        (114, 45),
    ]

    def body(m: pygame.Surface) -> None:
        w = (255, 255, 255, 255)
        pygame.draw.polygon(m, w, sc(wing_outline()))
        pygame.draw.polygon(m, w, sc(ribbon(torso, [9.5 - 3.5 * i / 16 for i in range(17)])))
        pygame.draw.polygon(m, w, sc(ribbon(neck, [5.5 - 1.5 * i / 16 for i in range(17)])))
        pygame.draw.polygon(m, w, sc(head))
        # Horns sweeping back.
        pygame.draw.polygon(m, w, sc([(114, 35), (118, 32), (104, 24)]))
        pygame.draw.polygon(m, w, sc([(118, 33), (122, 32), (112, 21)]))
        # Tail with a spade tip.
        pygame.draw.polygon(m, w, sc(ribbon(tail, tail_w)))
        tx, ty = tail[-1]
        pygame.draw.polygon(
            m,
            w,
            sc(
                [
                    (tx - 2, ty - 1.5),
                    (tx + 4, ty - 6),
                    (tx + 8, ty),
                    (tx + 4, ty + 5),
                    (tx - 2, ty + 1.5),
                ]
            ),
        )
        # Hind legs: thigh, shin and a clawed foot on the ground line.
        pygame.draw.ellipse(m, w, pygame.Rect(88 * SS, 76 * SS, 16 * SS, 13 * SS))
        pygame.draw.polygon(m, w, sc(ribbon(bezier((96, 84), (104, 90), (100, 97), 10), 3.2)))
        pygame.draw.polygon(m, w, sc([(97, 95), (108, 95), (110, 99), (96, 99)]))
        pygame.draw.polygon(m, w, sc(ribbon(bezier((90, 86), (84, 92), (88, 97), 10), 2.8)))
        pygame.draw.polygon(m, w, sc([(85, 95), (94, 95), (95, 99), (83, 99)]))
        # Fore legs raised in the dance.
        pygame.draw.polygon(m, w, sc(ribbon(bezier((104, 64), (116, 66), (120, 56), 10), 2.4)))
        pygame.draw.polygon(m, w, sc(ribbon(bezier((102, 68), (110, 76), (118, 72), 10), 2.2)))

    paint_emblem(s, body, (156, 30, 22), (240, 126, 76), (34, 6, 4))
    ink = (40, 8, 4)
    # Wing bones.
    for tip in tips:
        pygame.draw.line(s, ink, sc([wrist])[0], sc([tip])[0], int(1.1 * SS))
    pygame.draw.line(s, ink, sc([wing_shoulder])[0], sc([wrist])[0], int(1.4 * SS))
    # Eye, nostril and the line of the jaws.
    pygame.draw.circle(s, (252, 214, 90), sc([(122, 36)])[0], int(1.9 * SS))
    pygame.draw.circle(s, ink, sc([(122.4, 36)])[0], int(0.8 * SS))
    pygame.draw.line(s, ink, sc([(118, 42.5)])[0], sc([(130, 41.5)])[0], SS)
    pygame.draw.circle(s, ink, sc([(133, 37)])[0], int(0.6 * SS))
    # Belly scales: short warm strokes across the chest.
    for i in range(2, 14, 2):
        p = torso[i]
        pygame.draw.line(
            s, (246, 176, 96), sc([(p[0] + 2, p[1])])[0], sc([(p[0] + 7.5, p[1] + 1)])[0], SS
        )
    # A few sparks of the dance around the dragon.
    for x, y in ((140, 58), (146, 70), (58, 40), (132, 84)):
        r = 2.2 * SS
        px, py = x * SS, y * SS
        pygame.draw.polygon(
            s,
            (250, 206, 110),
            [
                (px, py - r),
                (px + r * 0.3, py - r * 0.3),
                (px + r, py),
                (px + r * 0.3, py + r * 0.3),
                (px, py + r),
                (px - r * 0.3, py + r * 0.3),
                (px - r, py),
                (px - r * 0.3, py - r * 0.3),
            ],
        )
    return shrink(s, SIGN_W, SIGN_H)


def make_tavern_shining_horse() -> pygame.Surface:
    """The Shining Horse: a pale horse head in profile, facing left, with a flowing mane, before
    a soft gold sun whose rays give the shine."""
    s = sign_board(97)
    ox, oy, k = 62, 28, 0.72  # the horse is sketched in a 100×100 box, placed and scaled here

    def tr(pts: Sequence[Point]) -> list[Point]:
        return [(ox + x * k, oy + y * k) for x, y in pts]

    # Sun and rays behind the head, clipped to the panel.
    rays = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    bx, by = 124, 52
    for i in range(24):
        a0 = 2 * math.pi * i / 24
        a1 = a0 + math.pi / 36
        pts = [
            (bx + 16 * math.cos(a0), by + 16 * math.sin(a0)),
            (bx + 70 * math.cos(a0), by + 70 * math.sin(a0)),
            (bx + 70 * math.cos(a1), by + 70 * math.sin(a1)),
            (bx + 16 * math.cos(a1), by + 16 * math.sin(a1)),
        ]
        pygame.draw.polygon(rays, (244, 196, 92, 110 if i % 2 else 70), sc(pts))
    pygame.draw.circle(rays, (252, 214, 120, 150), (bx * SS, by * SS), 27 * SS)
    pygame.draw.circle(rays, (255, 232, 160, 120), (bx * SS, by * SS), 24 * SS, SS)
    clip = shape_mask(
        s.get_size(),
        lambda m: pygame.draw.rect(
            m,
            (255, 255, 255, 255),
            pygame.Rect(16 * SS, 29 * SS, 168 * SS, 76 * SS),
            border_radius=3 * SS,
        ),
    )
    s.blit(soft_blur(clip_to(rays, clip), SS), (0, 0))

    head = [
        (46, 0),
        (54, 11),
        (63, 17),
        (74, 27),
        (84, 42),
        (91, 60),
        (95, 80),
        (98, 100),
        (80, 96),
        (62, 100),
        (58, 84),
        (54, 68),
        (50, 58),
        (44, 64),
        (36, 68),
        (26, 71),
        (18, 73),
        (13, 71),
        (8, 67),
        (5, 61),
        (6, 55),
        (11, 48),
        (18, 38),
        (26, 27),
        (34, 17),
        (41, 9),
    ]
    ear2 = [(52, 5), (59, 1), (60, 16)]
    # Mane: flowing locks, each a curved, tapering stroke swept back from the crest.
    crest = [(58, 12), (68, 20), (78, 32), (86, 46), (91, 60), (94, 74), (96, 88)]
    locks = []
    for i, (x, y) in enumerate(crest):
        length = 18 + 5 * (i % 2) - i
        end = (x + length, y + 10 + 1.5 * i)
        ctrl = (x + length * 0.9, y - 3)
        locks.append(bezier((x - 4, y + 1), ctrl, end, 16))
    locks.append(bezier((50, 8), (40, 8), (33, 17), 12))  # forelock over the brow

    def horse(m: pygame.Surface) -> None:
        w = (255, 255, 255, 255)
        for lock in locks:
            widths = [5.0 * (1 - j / (len(lock) - 1)) ** 0.8 + 0.6 for j in range(len(lock))]
            pygame.draw.polygon(m, w, sc(tr(ribbon(lock, widths))))
        pygame.draw.polygon(m, w, sc(tr(head)))
        pygame.draw.polygon(m, w, sc(tr(ear2)))

    paint_emblem(s, horse, (212, 200, 176), (255, 252, 240), (34, 26, 18))
    ink = (40, 30, 22)
    soft = (150, 134, 112)
    # Lock partings in the mane.
    for lock in locks:
        pygame.draw.lines(s, soft, False, sc(tr(lock[2:-3])), SS)
    pygame.draw.lines(
        s, soft, False, sc(tr([(63, 18), (74, 28), (84, 44), (90, 62), (94, 80), (97, 94)])), SS
    )
    # Eye, nostril, mouth and cheek line.
    eye = sc(tr([(31, 25), (35, 22.5), (40, 24), (36, 27.5)]))
    pygame.draw.polygon(s, ink, eye)
    pygame.draw.circle(s, (255, 255, 255), sc(tr([(36, 24)]))[0], int(0.5 * SS))
    pygame.draw.ellipse(s, ink, pygame.Rect(sc(tr([(9, 54)]))[0], (int(3.5 * SS), int(5 * SS))))
    pygame.draw.line(s, ink, sc(tr([(7, 66)]))[0], sc(tr([(17, 67.5)]))[0], SS)
    pygame.draw.arc(
        s,
        soft,
        pygame.Rect(sc(tr([(28, 40)]))[0], (20 * SS, 20 * SS)),
        math.radians(-80),
        math.radians(40),
        int(1.2 * SS),
    )
    # Bridle: a thin red-brown noseband and cheek strap, with a gold ring.
    strap = (126, 46, 28)
    pygame.draw.line(s, strap, sc(tr([(11, 47)]))[0], sc(tr([(24, 58)]))[0], int(1.6 * SS))
    pygame.draw.line(s, strap, sc(tr([(22, 57)]))[0], sc(tr([(50, 10)]))[0], int(1.6 * SS))
    pygame.draw.line(s, strap, sc(tr([(16, 66)]))[0], sc(tr([(22, 57)]))[0], int(1.6 * SS))
    pygame.draw.circle(s, GOLD, sc(tr([(16, 66)]))[0], int(2.0 * SS), SS)
    # Twinkles: the shine.
    for x, y, r in ((40, 44, 3.0), (160, 46, 2.4), (150, 90, 2.0), (52, 88, 1.8)):
        r *= SS
        px, py = x * SS, y * SS
        pygame.draw.polygon(
            s,
            (255, 240, 190),
            [
                (px, py - r),
                (px + r * 0.25, py - r * 0.25),
                (px + r, py),
                (px + r * 0.25, py + r * 0.25),
                (px, py + r),
                (px - r * 0.25, py + r * 0.25),
                (px - r, py),
                (px - r * 0.25, py - r * 0.25),
            ],
        )
    return shrink(s, SIGN_W, SIGN_H)


# ---------------------------------------------------------------------------------------------
# Gems: faceted jewels, light from the top-left
# ---------------------------------------------------------------------------------------------

GEM = 64


def facet_colour(
    base: Sequence[int],
    dark: Sequence[int],
    light: Sequence[int],
    centroid: Point,
    centre: Point,
    bias: float,
) -> tuple[int, ...]:
    """Shade of one facet: bright when it faces the top-left light, plus a per-facet bias."""
    dx, dy = centroid[0] - centre[0], centroid[1] - centre[1]
    length = math.hypot(dx, dy) or 1.0
    facing = (-dx - dy) / (length * math.sqrt(2))  # 1 facing the light, -1 away from it
    t = 0.5 + 0.36 * facing + bias
    if t < 0.5:
        return mix(dark, base, t * 2)
    return mix(base, light, (t - 0.5) * 2)


def sparkle(
    surf: pygame.Surface, x: float, y: float, r: float, colour: Sequence[int] = (255, 255, 255, 235)
) -> None:
    """A four-pointed star glint centred on (x, y), arms of length r."""
    k = 0.22
    pygame.draw.polygon(
        surf,
        colour,
        [
            (x, y - r),
            (x + r * k, y - r * k),
            (x + r, y),
            (x + r * k, y + r * k),
            (x, y + r),
            (x - r * k, y + r * k),
            (x - r, y),
            (x - r * k, y - r * k),
        ],
    )


def draw_gem(
    surf: pygame.Surface,
    outline: Sequence[Point],
    base: Sequence[int],
    dark: Sequence[int],
    light: Sequence[int],
    seed: int,
    table_k: float = 0.55,
    steps: int = 0,
) -> None:
    """A faceted jewel from its convex outline (supersampled coordinates), lit from the top-left.

    steps = 0: brilliant cut, a table ringed by star facets and split kite facets whose shades
    alternate (the sparkle); steps > 0: step cut (emerald style), concentric bands of facets.
    The table keeps a calm gradient because the game prints the gem's value on it.
    """
    rng = random.Random(seed)
    n = len(outline)
    cx = sum(p[0] for p in outline) / n
    cy = sum(p[1] for p in outline) / n
    centre = (cx, cy)

    def scaled(k: float) -> list[Point]:
        return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in outline]

    table = scaled(table_k)
    facets: list[tuple[list[Point], float]] = []  # (polygon, shade bias)
    if steps:
        rings = [scaled(1.0 - (1.0 - table_k) * i / steps) for i in range(steps + 1)]
        for r, (outer, inner) in enumerate(itertools.pairwise(rings)):
            for i in range(n):
                j = (i + 1) % n
                bias = -0.08 + 0.14 * r + rng.uniform(-0.05, 0.05)
                facets.append(([outer[i], outer[j], inner[j], inner[i]], bias))
    else:
        for i in range(n):
            j = (i + 1) % n
            mid = ((outline[i][0] + outline[j][0]) / 2, (outline[i][1] + outline[j][1]) / 2)
            flash = 0.35 if rng.random() < 0.2 else 0.0  # light bounced back from inside
            facets.append(([outline[i], mid, table[i]], 0.1 + flash))
            facets.append(([mid, outline[j], table[j]], -0.12))
            facets.append(([mid, table[j], table[i]], 0.16 if i % 2 else 0.02))
    # Dark rim (the girdle seen edge-on), slightly larger than the stone.
    rim = scaled(1.06)
    pygame.draw.polygon(surf, (*mix(dark, (0, 0, 0), 0.45), 255), rim)
    for f, bias in facets:
        c = (sum(p[0] for p in f) / len(f), sum(p[1] for p in f) / len(f))
        pygame.draw.polygon(surf, facet_colour(base, dark, light, c, centre, bias), f)
    # Table: a calm gradient, with the light gathering at the far side (as in a real stone).
    xs, ys = [p[0] for p in table], [p[1] for p in table]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    layer.blit(
        diagonal_gradient(box.size, mix(base, light, 0.4), mix(base, dark, 0.35)), box.topleft
    )
    caustic = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(
        caustic,
        (*mix(base, light, 0.7), 150),
        pygame.Rect(box.centerx, box.centery + box.h * 0.05, box.w * 0.45, box.h * 0.4),
    )
    layer.blit(soft_blur(caustic, 2 * SS), (0, 0))
    tmask = shape_mask(
        surf.get_size(), lambda m: pygame.draw.polygon(m, (255, 255, 255, 255), table)
    )
    surf.blit(clip_to(layer, tmask), (0, 0))
    # Facet edges: fine lines tinted by the stone.
    edge = (*mix(light, (255, 255, 255), 0.4), 60)
    for f, _bias in facets:
        pygame.draw.polygon(surf, edge, f, 2)
    pygame.draw.polygon(surf, (*mix(light, (255, 255, 255), 0.5), 150), table, 2)
    pygame.draw.polygon(surf, (*mix(dark, (0, 0, 0), 0.6), 255), rim, SS)
    # Highlights: a soft glint on the upper-left of the table and a star sparkle.
    glint = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    gx, gy = box.left + box.w * 0.3, box.top + box.h * 0.24
    pygame.draw.ellipse(
        glint,
        (255, 255, 255, 170),
        pygame.Rect(gx - box.w * 0.16, gy - box.h * 0.08, box.w * 0.32, box.h * 0.16),
    )
    surf.blit(soft_blur(glint, SS), (0, 0))
    sx = cx + (min(p[0] for p in outline) - cx) * 0.6
    sy = cy + (min(p[1] for p in outline) - cy) * 0.6
    sparkle(surf, sx, sy, 5 * SS)


def gem_shadow(surf: pygame.Surface, outline: Sequence[Point]) -> None:
    """A soft shadow under a gem, offset down-right, so it sits on the table."""
    sh = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(sh, (0, 0, 0, 130), [(x + 2 * SS, y + 3 * SS) for x, y in outline])
    surf.blit(soft_blur(sh, 3 * SS), (0, 0))


def regular(n: int, cx: float, cy: float, rx: float, ry: float, rot: float = 0.0) -> list[Point]:
    """Vertices of a regular polygon (or one stretched into an ellipse), design coordinates."""
    return [
        (
            cx + rx * math.cos(rot + 2 * math.pi * i / n),
            cy + ry * math.sin(rot + 2 * math.pi * i / n),
        )
        for i in range(n)
    ]


GEM_CUTS = {
    # value: (outline in 64×64 design space, base, dark, light, table size, step-cut rings)
    1: (
        regular(8, 32, 32, 19, 19, math.pi / 8),
        (226, 140, 28),
        (110, 50, 6),
        (255, 222, 130),
        0.55,
        0,
    ),
    2: (
        [(22, 12), (42, 12), (48, 18), (48, 46), (42, 52), (22, 52), (16, 46), (16, 18)],
        (28, 158, 84),
        (4, 64, 32),
        (150, 240, 176),
        0.5,
        2,
    ),
    3: (regular(12, 32, 32, 18, 23, 0), (38, 86, 206), (8, 24, 96), (150, 190, 255), 0.55, 0),
    4: (
        [(32, 52), (12, 20), (16, 13), (48, 13), (52, 20)],
        (146, 62, 196),
        (56, 18, 92),
        (226, 176, 255),
        0.5,
        0,
    ),
    5: (
        [(32, 10), (54, 32), (32, 54), (10, 32)],
        (212, 28, 52),
        (96, 4, 20),
        (255, 150, 160),
        0.5,
        1,
    ),
    6: (
        regular(10, 32, 31, 24, 24, -math.pi / 2),
        (218, 232, 244),
        (112, 134, 164),
        (255, 255, 255),
        0.55,
        0,
    ),
}


def make_gem(value: int) -> pygame.Surface:
    """Gem of the given value, 64×64: 1 amber round brilliant, 2 emerald (step cut),
    3 sapphire oval, 4 amethyst trillion, 5 ruby princess (set on its point), 6 a larger
    diamond in a gold setting with four claws. The table stays calm for the printed number."""
    outline, base, dark, light, table_k, steps = GEM_CUTS[value]
    s = canvas(GEM, GEM)
    k = 1.0 if value == 6 else 1.12  # the five coloured stones drawn a little larger
    pts = sc([(32 + (x - 32) * k, 32 + (y - 32) * k) for x, y in outline])
    gem_shadow(s, pts)
    if value == 6:
        # Gold bezel and claws behind the stone.
        cx, cy, r = 32 * SS, 31 * SS, 29 * SS
        pygame.draw.circle(s, GOLD_DARK, (cx, cy), r)
        bezel = gradient_disc(r - SS, GOLD_LIGHT, GOLD_DARK)
        s.blit(bezel, (cx - r + SS, cy - r + SS))
        pygame.draw.circle(s, (120, 84, 30), (cx, cy), r - 4 * SS, SS)
    draw_gem(s, pts, base, dark, light, 500 + value, table_k, steps)
    if value == 6:
        for a in (-135, -45, 45, 135):
            x = 32 + 24.5 * math.cos(math.radians(a))
            y = 31 + 24.5 * math.sin(math.radians(a))
            pygame.draw.circle(s, GOLD_DARK, sc([(x, y)])[0], int(4.2 * SS))
            pygame.draw.circle(s, GOLD, sc([(x, y)])[0], int(3.2 * SS))
            pygame.draw.circle(s, GOLD_LIGHT, sc([(x - 1, y - 1)])[0], int(1.3 * SS))
    return shrink(s, GEM, GEM)


# ---------------------------------------------------------------------------------------------
# Coins: rim, bevel, bead ring, plain field for the printed value, a light sheen
# ---------------------------------------------------------------------------------------------

COIN = 96
COIN_METALS = {
    "bronze": {"base": (178, 96, 56), "light": (244, 176, 124), "dark": (92, 40, 20)},
    "gold": {"base": (214, 168, 58), "light": (255, 236, 150), "dark": (126, 84, 18)},
    "special": {"base": (186, 176, 64), "light": (240, 238, 150), "dark": (84, 92, 22)},
    "back": {"base": (60, 50, 44), "light": (116, 100, 88), "dark": (22, 18, 16)},
}


def coin_body(metal: dict[str, tuple[int, int, int]]) -> pygame.Surface:
    """Supersampled coin blank: dark edge, raised rim lit top-left, bead ring, recessed bevel
    and a field with a gentle gradient."""
    s = canvas(COIN, COIN)
    base, light, dark = metal["base"], metal["light"], metal["dark"]
    c = COIN * SS // 2
    pygame.draw.circle(s, tuple(mix(dark, (0, 0, 0), 0.5)), (c, c), 47 * SS)
    rim = gradient_disc(46 * SS, mix(light, (255, 255, 255), 0.25), mix(dark, (0, 0, 0), 0.2))
    s.blit(rim, (c - 46 * SS, c - 46 * SS))
    # Bead ring on the rim.
    for i in range(36):
        a = 2 * math.pi * i / 36
        x, y = c + 41.5 * SS * math.cos(a), c + 41.5 * SS * math.sin(a)
        pygame.draw.circle(s, tuple(mix(dark, base, 0.3)), (x + 0.5 * SS, y + 0.5 * SS), 1.5 * SS)
        pygame.draw.circle(s, tuple(mix(base, light, 0.5)), (x - 0.2 * SS, y - 0.2 * SS), 1.2 * SS)
    # Recessed bevel (lit from the bottom-right, as the light falls into the hollow).
    bevel = gradient_disc(38 * SS, mix(dark, base, 0.2), mix(base, light, 0.6))
    s.blit(bevel, (c - 38 * SS, c - 38 * SS))
    field = gradient_disc(35 * SS, mix(base, light, 0.5), mix(base, dark, 0.4))
    s.blit(field, (c - 35 * SS, c - 35 * SS))
    return s


def coin_sheen(s: pygame.Surface) -> None:
    """A soft diagonal band of light across the coin and a bright glint on the upper rim."""
    c = COIN * SS // 2
    band = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(
        band,
        (255, 255, 255, 60),
        [
            (c - 60 * SS, c + 4 * SS),
            (c + 4 * SS, c - 60 * SS),
            (c + 22 * SS, c - 42 * SS),
            (c - 42 * SS, c + 22 * SS),
        ],
    )
    pygame.draw.polygon(
        band,
        (255, 255, 255, 40),
        [
            (c - 30 * SS, c + 50 * SS),
            (c + 50 * SS, c - 30 * SS),
            (c + 56 * SS, c - 24 * SS),
            (c - 24 * SS, c + 56 * SS),
        ],
    )
    band = soft_blur(band, 4 * SS)
    disc = shape_mask(
        s.get_size(), lambda m: pygame.draw.circle(m, (255, 255, 255, 255), (c, c), 46 * SS)
    )
    s.blit(clip_to(band, disc), (0, 0))
    glint = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.arc(
        glint,
        (255, 255, 255, 200),
        pygame.Rect(c - 44 * SS, c - 44 * SS, 88 * SS, 88 * SS),
        math.radians(105),
        math.radians(155),
        2 * SS,
    )
    s.blit(soft_blur(glint, SS), (0, 0))


def hammered_field(s: pygame.Surface, seed: int) -> None:
    """The field struck by hand: shallow dimples, each lit on its top-left and shaded on its
    bottom-right, and a round light pooling up and left of the centre, darker opposite, so the
    metal looks curved; the middle stays calm for the printed value."""
    c = COIN * SS // 2
    rng = random.Random(seed)
    marks = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    for _ in range(46):
        a, d = rng.uniform(0, 2 * math.pi), 32 * SS * math.sqrt(rng.uniform(0.05, 1.0))
        x, y, r = c + d * math.cos(a), c + d * math.sin(a), rng.uniform(4.0, 7.0) * SS
        pygame.draw.circle(marks, (0, 0, 0, 22), (x + r * 0.25, y + r * 0.25), r)
        pygame.draw.circle(marks, (255, 255, 255, 26), (x - r * 0.3, y - r * 0.3), r * 0.55)
    light = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(light, (255, 255, 255, 70), (c - 12 * SS, c - 12 * SS), 20 * SS)
    shade = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(shade, (0, 0, 0, 60), (c + 14 * SS, c + 14 * SS), 22 * SS)
    field = shape_mask(
        s.get_size(), lambda m: pygame.draw.circle(m, (255, 255, 255, 255), (c, c), 35 * SS)
    )
    for layer, blur in ((marks, 2 * SS), (light, 8 * SS), (shade, 10 * SS)):
        s.blit(clip_to(soft_blur(layer, blur), field), (0, 0))


def make_coin(kind: str) -> pygame.Surface:
    """Coin face, 96×96: bronze (the players' coins), gold (Royal Treasure) or special
    (green-tinted gold, the Hunting Master's 3). A hammered field without a mark: the game
    embosses the value on it."""
    s = coin_body(COIN_METALS[kind])
    hammered_field(s, len(kind))
    coin_sheen(s)
    return shrink(s, COIN, COIN)


def make_coin_back() -> pygame.Surface:
    """Face-down coin, 96×96: dark iron-bronze with a gold interlaced knot (a five-lobed torus
    knot) inside a ring of carved runes."""
    s = coin_body(COIN_METALS["back"])
    c = COIN * SS / 2
    # Runes cut into the field around the knot: a dark groove with a faint lit lip.
    for i in range(12):
        a = 2 * math.pi * i / 12 - math.pi / 2
        x, y = c + 30 * SS * math.cos(a), c + 30 * SS * math.sin(a)
        draw_rune(
            s,
            i * 3 + 1,
            x + SS / 2,
            y + SS / 2,
            7 * SS,
            a + math.pi / 2,
            (150, 130, 110),
            int(1.2 * SS),
        )
        draw_rune(s, i * 3 + 1, x, y, 7 * SS, a + math.pi / 2, (20, 16, 14), int(1.2 * SS))
    pts, zs = torus_knot(2, 5, c, c, 14 * SS, 7.5 * SS, 900, -math.pi / 2)
    knot = draw_knot(
        s.get_size(),
        [(pts, zs, True)],
        2.3 * SS,
        (200, 154, 78),
        (44, 28, 12),
        (244, 208, 132),
        1.3 * SS,
        SS,
    )
    knot_shadow(s, knot, SS, 2 * SS)
    s.blit(knot, (0, 0))
    coin_sheen(s)
    return shrink(s, COIN, COIN)


# ---------------------------------------------------------------------------------------------
# Card ornaments
# ---------------------------------------------------------------------------------------------


def corner_ornament(size: int) -> pygame.Surface:
    """Supersampled corner ornament for a size×size corner (top-left orientation).

    A trefoil knot sits in the corner, one lobe pointing out of it; two gold bands start
    tucked under the other two lobes and run along the top and left edges (band centres
    10/48 of the size in from the edges).
    """
    k = size / 48 * SS
    c = 13.5 * k
    radius, wobble = 6.2 * k, 3.6 * k
    rot = math.radians(-135)
    pts, zs = torus_knot(2, 3, c, c, radius, wobble, 360, rot)
    reach = radius + wobble
    lobe = math.radians(-15)
    line = c + reach * math.sin(lobe)  # the bands run level with the side lobes' tips
    end = size * SS + 8 * k  # run past the edge so the bands meet the game's frame lines
    start = c + reach * math.cos(lobe) - 4 * k
    top = [(start + (end - start) * i / 100, line) for i in range(101)]
    left = [(line, start + (end - start) * i / 100) for i in range(101)]
    strands: list[Strand] = [
        (pts, zs, True),
        (top, [-2.0] * len(top), False),
        (left, [-2.0] * len(left), False),
    ]
    edge = (52, 32, 12)
    layer = draw_knot(
        (size * SS, size * SS),
        strands,
        1.8 * k,
        GOLD,
        edge,
        GOLD_LIGHT,
        1.0 * k,
        max(1, round(0.8 * k)),
    )
    # A bead in the heart of the knot.
    pygame.draw.circle(layer, edge, (c, c), 1.9 * k)
    pygame.draw.circle(layer, GOLD_LIGHT, (c, c), 1.2 * k)
    return layer


def make_frame_corner() -> pygame.Surface:
    """Card frame corner, 48×48, drawn for the top-left corner (rotate it for the others):
    gold bands along the top and left edges, 10 px in, woven with a ring where they cross;
    the bands run off the right and bottom edges to join the game's straight frame lines."""
    size = 48
    s = canvas(size, size)
    layer = corner_ornament(size)
    knot_shadow(s, layer, SS // 2, SS, 140)
    s.blit(layer, (0, 0))
    return shrink(s, size, size)


def make_card_back() -> pygame.Surface:
    """Back of an Age card, 150×210: deep night blue with a faint lozenge lattice, a gold
    border with woven corners, a ring of runes and a large interlaced knot in the centre."""
    w, h = 150, 210
    s = canvas(w, h)
    W, H = w * SS, h * SS
    radius = 9 * SS
    card = pygame.Rect(0, 0, W, H)
    grad = diagonal_gradient((W, H), (36, 46, 70), (13, 17, 29))
    # Lattice of thin lines.
    lattice = pygame.Surface((W, H), pygame.SRCALPHA)
    step = 18 * SS
    for k in range(-H, W + H, step):
        pygame.draw.line(lattice, (120, 140, 180, 24), (k, 0), (k + H, H), SS)
        pygame.draw.line(lattice, (120, 140, 180, 24), (k, 0), (k - H, H), SS)
    grad.blit(lattice, (0, 0))
    # A soft warm glow behind the emblem.
    glow = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.circle(glow, (200, 150, 80, 46), (W // 2, H // 2), 44 * SS)
    grad.blit(soft_blur(glow, 14 * SS), (0, 0))
    mask = shape_mask(
        (W, H), lambda m: pygame.draw.rect(m, (255, 255, 255, 255), card, border_radius=radius)
    )
    s.blit(clip_to(grad, mask), (0, 0))
    # Gold border: outer band with a light inner lip.
    pygame.draw.rect(s, GOLD_DARK, card, 5 * SS, border_radius=radius)
    pygame.draw.rect(s, GOLD, card.inflate(-SS, -SS), 3 * SS, border_radius=radius)
    pygame.draw.rect(s, GOLD_LIGHT, card.inflate(-3 * SS, -3 * SS), SS, border_radius=radius)
    # Inner frame: the woven corner ornament in each corner, joined by thin gold lines.
    corner = corner_ornament(40)
    off = 5 * SS
    line_at = off + round((13.5 - 9.8 * math.sin(math.radians(15))) * 40 / 48 * SS)
    for a, b in (
        ((line_at, line_at + 30 * SS), (line_at, H - line_at - 30 * SS)),
        ((W - line_at, line_at + 30 * SS), (W - line_at, H - line_at - 30 * SS)),
        ((line_at + 30 * SS, line_at), (W - line_at - 30 * SS, line_at)),
        ((line_at + 30 * SS, H - line_at), (W - line_at - 30 * SS, H - line_at)),
    ):
        pygame.draw.line(s, (*GOLD, 200), a, b, SS)
    placed = pygame.Surface((W, H), pygame.SRCALPHA)
    cw = corner.get_width()
    placed.blit(corner, (off, off))
    placed.blit(pygame.transform.rotate(corner, -90), (W - off - cw, off))
    placed.blit(pygame.transform.rotate(corner, 180), (W - off - cw, H - off - cw))
    placed.blit(pygame.transform.rotate(corner, 90), (off, H - off - cw))
    knot_shadow(s, placed, SS // 2, SS, 160)
    s.blit(placed, (0, 0))
    # Ring of runes around the central knot.
    cx, cy = W / 2, H / 2
    pygame.draw.circle(s, (*GOLD, 210), (cx, cy), 47 * SS, SS)
    pygame.draw.circle(s, (*GOLD, 210), (cx, cy), 33 * SS, SS)
    for i in range(16):
        a = 2 * math.pi * i / 16 - math.pi / 2
        x, y = cx + 40 * SS * math.cos(a), cy + 40 * SS * math.sin(a)
        draw_rune(s, i, x, y, 8 * SS, a + math.pi / 2, (226, 188, 110), int(1.1 * SS))
    pts, zs = torus_knot(3, 4, cx, cy, 19 * SS, 9.5 * SS, 1440, -math.pi / 2)
    knot = draw_knot(
        (W, H), [(pts, zs, True)], 2.5 * SS, GOLD, (40, 26, 10), GOLD_LIGHT, 1.5 * SS, SS
    )
    knot_shadow(s, knot, SS, 2 * SS)
    s.blit(knot, (0, 0))
    # Small lozenges above and below the ring.
    for y in (cy - 60 * SS, cy + 60 * SS):
        pts = [(cx, y - 6 * SS), (cx + 4 * SS, y), (cx, y + 6 * SS), (cx - 4 * SS, y)]
        pygame.draw.polygon(s, GOLD, pts)
        pygame.draw.polygon(s, (40, 26, 10), pts, SS)
    return shrink(s, w, h)


# ---------------------------------------------------------------------------------------------
# The catalogue and the command line
# ---------------------------------------------------------------------------------------------

SPRITES: dict[str, Callable[[], pygame.Surface]] = {
    "icons/warrior.png": icon_warrior,
    "icons/hunter.png": icon_hunter,
    "icons/miner.png": icon_miner,
    "icons/blacksmith.png": icon_blacksmith,
    "icons/explorer.png": icon_explorer,
    "icons/neutral.png": icon_neutral,
    "table/wood.png": make_wood,
    "table/slate.png": make_slate,
    "table/parchment.png": make_parchment,
    "taverns/laughing_goblin.png": make_tavern_laughing_goblin,
    "taverns/dancing_dragon.png": make_tavern_dancing_dragon,
    "taverns/shining_horse.png": make_tavern_shining_horse,
    **{f"gems/gem_{v}.png": (lambda v=v: make_gem(v)) for v in range(1, 7)},
    "coins/bronze.png": lambda: make_coin("bronze"),
    "coins/gold.png": lambda: make_coin("gold"),
    "coins/special.png": lambda: make_coin("special"),
    "coins/back.png": make_coin_back,
    "ui/frame_corner.png": make_frame_corner,
    "ui/card_back.png": make_card_back,
}


def make_contact_sheet(out: Path, path: Path) -> None:
    """Everything on the wood table, for a quick look: icons at 96, 24 and 20 px on their class
    colours (and tinted on parchment), the signs, gems and coins with sample numbers printed
    the way the game will, the card back, a parchment card with the frame corners, and slate."""
    pygame.font.init()
    font_file = HERE.parent / "data" / "fonts" / "Vollkorn-Bold.ttf"
    big = pygame.font.Font(str(font_file) if font_file.exists() else None, 44)
    small = pygame.font.Font(str(font_file) if font_file.exists() else None, 26)

    def load(rel: str) -> pygame.Surface:
        return pygame.image.load(str(out / rel))

    def number(
        text: str,
        font: pygame.font.Font,
        colour: Sequence[int],
        halo: Sequence[int],
        centre: tuple[int, int],
    ) -> None:
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
            img = font.render(text, True, halo)
            sheet.blit(img, img.get_rect(center=(centre[0] + dx * 2, centre[1] + dy * 2)))
        img = font.render(text, True, colour)
        sheet.blit(img, img.get_rect(center=centre))

    sheet = pygame.Surface((1200, 820))
    wood = load("table/wood.png")
    for x in range(0, 1200, 512):
        for y in range(0, 820, 512):
            sheet.blit(wood, (x, y))
    x = 20
    parchment = load("table/parchment.png")
    for name, colour in class_colours().items():
        icon = load(f"icons/{name}.png")
        pygame.draw.rect(sheet, colour, (x, 20, 110, 110), border_radius=10)
        sheet.blit(pygame.transform.smoothscale(icon, (96, 96)), (x + 7, 27))
        pygame.draw.rect(sheet, colour, (x, 140, 40, 40), border_radius=6)
        sheet.blit(pygame.transform.smoothscale(icon, (24, 24)), (x + 8, 148))
        sheet.blit(pygame.transform.smoothscale(icon, (20, 20)), (x + 50, 150))
        sheet.blit(parchment, (x + 76, 140), pygame.Rect(0, 0, 34, 40))
        tinted = pygame.transform.smoothscale(icon, (24, 24))
        tinted.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
        sheet.blit(tinted, (x + 81, 148))
        x += 125
    for i, name in enumerate(("laughing_goblin", "dancing_dragon", "shining_horse")):
        sheet.blit(load(f"taverns/{name}.png"), (20 + i * 215, 200))
    for v in range(1, 7):
        pos = (20 + (v - 1) * 74, 340)
        sheet.blit(load(f"gems/gem_{v}.png"), pos)
        number(str(v), small, (255, 255, 255), (20, 14, 10), (pos[0] + 32, pos[1] + 32))
    for i, (name, value) in enumerate(
        (("bronze", "5"), ("gold", "14"), ("special", "3"), ("back", ""))
    ):
        pos = (20 + i * 106, 420)
        sheet.blit(load(f"coins/{name}.png"), pos)
        if value:
            number(value, big, (40, 24, 12), (255, 236, 190), (pos[0] + 48, pos[1] + 46))
    sheet.blit(load("ui/card_back.png"), (780, 200))
    # A parchment card with the four frame corners and straight lines joining them.
    card = pygame.Rect(950, 200, 150, 210)
    sheet.blit(parchment, card.topleft, pygame.Rect(0, 0, 150, 210))
    corner = load("ui/frame_corner.png")
    pygame.draw.rect(sheet, GOLD_DARK, card.inflate(-22, -22), 3)
    pygame.draw.rect(sheet, GOLD, card.inflate(-22, -22), 2)
    sheet.blit(corner, card.topleft)
    sheet.blit(pygame.transform.rotate(corner, -90), (card.right - 48, card.top))
    sheet.blit(pygame.transform.rotate(corner, 180), (card.right - 48, card.bottom - 48))
    sheet.blit(pygame.transform.rotate(corner, 90), (card.left, card.bottom - 48))
    sheet.blit(corner, (1120, 200))
    slate = load("table/slate.png")
    sheet.blit(slate, (460, 520), pygame.Rect(0, 0, 300, 280))
    sheet.blit(slate, (760, 520), pygame.Rect(0, 0, 120, 280))  # seam check: tile again
    sheet.blit(parchment, (900, 520))
    sheet.blit(parchment, (900, 520 + 256), pygame.Rect(0, 0, 256, 44))
    for i, name in enumerate(("bronze", "gold", "back")):
        sheet.blit(load(f"coins/{name}.png"), (480 + i * 100, 540))
    for v in range(1, 7):
        sheet.blit(load(f"gems/gem_{v}.png"), (470 + (v - 1) * 46, 680))
    pygame.image.save(sheet, str(path))


def generate(out: Path) -> list[Path]:
    """Draw every sprite and save it under `out`; returns the paths written."""
    written = []
    for rel, make in SPRITES.items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(make(), str(path))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Regenerate the game's sprites (PNG files).")
    parser.add_argument(
        "--out",
        type=Path,
        default=HERE,
        help="folder to write into (default: the sprites/ folder itself)",
    )
    parser.add_argument(
        "--contact",
        type=Path,
        default=None,
        help="also save a contact sheet of every sprite to this PNG file",
    )
    args = parser.parse_args(argv)
    written = generate(args.out)
    if args.contact is not None:
        make_contact_sheet(args.out, args.contact)
    print(f"wrote {len(written)} sprites to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
