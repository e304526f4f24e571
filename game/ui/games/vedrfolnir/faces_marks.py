"""The one-line marks of Vedrfolnir's effect cards: what the card does to a stake, drawn as small
cards and arrows so a player reads it without the rule text (the zoom shows the text too).

Each mark fills a strip `(w, h)`; the table-size strip is about 70×20 px. Numbers in a mark go
through `Assets.text`, never below `MIN_TEXT`.
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.assets import Assets
from game.ui.games.vedrfolnir.faces_draw import (
    GOLD,
    INK,
    IVORY,
    RED,
    RGB,
    Point,
    blit_centred,
    smooth,
    star_image,
)

MIN_TEXT = theme.MIN_TEXT_PX  # px at 1600×900: still 12 px on a window scaled down to 0.75


def _card(big: pygame.Surface, rect: pygame.Rect, fill: RGB, edge: RGB, k: float) -> None:
    pygame.draw.rect(big, fill, rect, border_radius=round(2 * k))
    pygame.draw.rect(big, edge, rect, max(1, round(k)), round(2 * k))


def _arrow(big: pygame.Surface, a: Point, b: Point, colour: RGB, width: float) -> None:
    """A straight arrow from `a` to `b` with a filled head."""
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    head = width * 2.6
    base = (b[0] - head * math.cos(ang), b[1] - head * math.sin(ang))
    pygame.draw.line(big, colour, a, base, round(width))
    left = (base[0] + head * 0.7 * math.sin(ang), base[1] - head * 0.7 * math.cos(ang))
    right = (base[0] - head * 0.7 * math.sin(ang), base[1] + head * 0.7 * math.cos(ang))
    pygame.draw.polygon(big, colour, (b, left, right))


def _cross(big: pygame.Surface, rect: pygame.Rect, width: float) -> None:
    inset = rect.inflate(-rect.w * 0.3, -rect.h * 0.3)
    pygame.draw.line(big, RED, inset.topleft, inset.bottomright, round(width))
    pygame.draw.line(big, RED, inset.topright, inset.bottomleft, round(width))


def _row(
    big: pygame.Surface,
    w: float,
    h: float,
    k: float,
    out: tuple[str, ...],
    ink: RGB,
    n: int = 3,
) -> None:
    """A stake of `n` small cards, as big as `w` × `h` allows; the `out` ends ('first', 'last')
    leave it, crossed out, along a red arrow."""
    units = n + (n - 1) * 0.22 + 1.2 * len(out)
    cw = min(h * 0.78 * 0.7, w / units)
    ch = cw / 0.7
    gap = cw * 0.22
    left = cw * 1.2 if "first" in out else 0.0
    x0 = (w - units * cw) / 2 + left
    top = (h - ch) / 2
    width = max(2.0, 1.4 * k)
    for i in range(n):
        end = "first" if i == 0 else "last" if i == n - 1 else ""
        leaving = end in out
        rect = pygame.Rect(round(x0 + i * (cw + gap)), round(top), round(cw), round(ch))
        if leaving:
            rect.move_ip(round((-1 if end == "first" else 1) * gap * 0.6), round(-ch * 0.08))
        _card(big, rect, IVORY if not leaving else (250, 226, 220), ink, k)
        if leaving:
            _cross(big, rect, width)
            tail = rect.left - gap * 0.2 if end == "first" else rect.right + gap * 0.2
            tip = tail - cw * 0.9 if end == "first" else tail + cw * 0.9
            _arrow(big, (tail, h / 2), (tip, h / 2), RED, width)


def effect_mark(
    assets: Assets, effect: str, param: str, size: tuple[int, int], ink: RGB
) -> pygame.Surface:
    """The mark of `effect` (`Effect.key`; `param` = a raven's direction or an objective's value)
    in a strip of `size`, drawn in `ink` on whatever lies below."""
    w, h = size
    k_s = h / 20  # the table-size strip is 20 px tall

    def draw(big: pygame.Surface, k: float) -> None:
        bw, bh = w * k, h * k
        width = max(2.0, 1.6 * k * k_s)
        if effect in ("discard_last", "discard_first", "discard_first_or_last"):
            out = {"discard_last": ("last",), "discard_first": ("first",)}.get(
                effect, ("first", "last")
            )
            _row(big, bw, bh, k * k_s, out, ink)
        elif effect == "raven":
            _raven(big, bw, bh, -1 if param == "left" else 1, ink, width)
        elif effect == "refuse":
            r = bh * 0.42
            c = (bw / 2, bh / 2)
            rect = pygame.Rect(0, 0, round(r * 1.2), round(r * 1.7))
            rect.center = (round(c[0]), round(c[1]))
            _card(big, rect, IVORY, ink, k * k_s)
            pygame.draw.circle(big, RED, c, r, round(width))
            off = r * 0.7
            pygame.draw.line(
                big, RED, (c[0] - off, c[1] - off), (c[0] + off, c[1] + off), round(width)
            )
        elif effect == "redirect":
            ch = bh * 0.8
            rect = pygame.Rect(
                round(bw / 2 - ch * 1.1), round(bh * 0.1), round(ch * 0.7), round(ch)
            )
            _card(big, rect, IVORY, ink, k * k_s)
            a = (rect.right + 2 * k, bh * 0.7)
            mid = (bw / 2 + ch * 0.35, bh * 0.7)
            pygame.draw.line(big, ink, a, mid, round(width))
            _arrow(big, mid, (bw / 2 + ch * 1.2, bh * 0.15), ink, width)
        elif effect == "draw_one":
            ch = bh * 0.86
            step = 2.5 * k * k_s
            for i in range(2):
                rect = pygame.Rect(
                    round(bw / 2 - ch * 0.95 + i * step),
                    round(bh * 0.07 + (1 - i) * step * 0.6),
                    round(ch * 0.68),
                    round(ch - step * 0.6),
                )
                _card(big, rect, (60, 70, 110) if i == 0 else (90, 104, 150), IVORY, k * k_s)
        elif effect == "hel":
            rect = pygame.Rect(round(bw * 0.1), round(bh * 0.1), round(bh * 0.56), round(bh * 0.8))
            _card(big, rect, (30, 24, 20), GOLD, k * k_s)
            _cross(big, rect, width)
            pygame.draw.line(
                big, ink, (bw * 0.36, bh * 0.85), (bw * 0.44, bh * 0.15), round(width * 0.7)
            )
            sub = pygame.Surface((round(bw * 0.56), round(bh)), pygame.SRCALPHA)
            _row(sub, sub.get_width(), bh, k * k_s, ("first", "last"), ink, 2)
            big.blit(sub, (round(bw * 0.44), 0))
        elif effect == "brynhildr":
            ch = bh * 0.8
            for i in range(3):
                rect = pygame.Rect(
                    round(bw / 2 - ch * 1.2 + i * 2 * k * k_s),
                    round(bh * 0.15 - i * 1.5 * k * k_s + 2 * k * k_s),
                    round(ch * 0.68),
                    round(ch),
                )
                _card(big, rect, (70, 40, 110), (200, 170, 250), k * k_s)
            bolt = [
                (bw / 2 + ch * 0.5, bh * 0.05),
                (bw / 2 + ch * 0.05, bh * 0.55),
                (bw / 2 + ch * 0.4, bh * 0.55),
                (bw / 2 + ch * 0.1, bh * 0.98),
                (bw / 2 + ch * 0.85, bh * 0.4),
                (bw / 2 + ch * 0.5, bh * 0.4),
                (bw / 2 + ch * 0.8, bh * 0.05),
            ]
            pygame.draw.polygon(big, (250, 220, 90), bolt)
            pygame.draw.polygon(big, INK, bolt, max(1, round(k)))

    surf = smooth(size, draw)
    if effect == "objective":
        _objective(assets, surf, param, ink)
    elif effect == "draw_one":
        label = assets.text("+1", "text_bold", max(MIN_TEXT, round(h * 0.8)), ink)
        surf.blit(label, label.get_rect(midleft=(w // 2 + h // 4, h // 2)))
    return surf


def _raven(big: pygame.Surface, w: float, h: float, sign: int, ink: RGB, width: float) -> None:
    """A raven's flight to the next stake: from a stake (a disc) over the top to the left
    (`sign` -1) or right neighbour, the arrow's head on the landing side."""
    start = (w / 2 - sign * h * 1.3, h * 0.72)
    end = (w / 2 + sign * h * 1.3, h * 0.72)
    pygame.draw.circle(big, ink, start, h * 0.2)
    points = []
    for i in range(17):
        f = i / 16
        x = start[0] + (end[0] - start[0]) * f
        y = start[1] - math.sin(math.pi * f) * h * 0.6
        points.append((x, y))
    pygame.draw.lines(big, ink, False, points[:-3], round(width * 1.2))
    _arrow(big, points[-5], end, ink, width * 1.2)


def _objective(assets: Assets, surf: pygame.Surface, value: str, ink: RGB) -> None:
    """An objective modifier's line: 'target = N stars'."""
    w, h = surf.get_size()
    px = max(MIN_TEXT, round(h * 0.8))
    label = assets.text(f"= {value}", "text_bold", px, ink)
    star = star_image(max(8, round(h * 0.9)))
    total = label.get_width() + star.get_width() + h // 5
    x = (w - total) // 2
    surf.blit(label, label.get_rect(midleft=(x, h // 2)))
    blit_centred(surf, star, (x + label.get_width() + h // 5 + star.get_width() / 2, h / 2))
