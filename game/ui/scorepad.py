"""The score pad, drawn: one column per chair, one row per category, and the race chart.

Shared by the end-of-game score sheet and the live score overlay of the table.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.nidavellir.data import CLASS_KEYS, GIANT, GOD, VALKYRIE
from game.nidavellir.scoring import CATEGORIES, MYTH_CATEGORIES
from game.ui import theme
from game.ui.mythfaces import KIND_COLOURS, emblem

# Chair colours of the chart, each with its own marker so colour is never the only cue.
SEAT_COLOURS = ((236, 196, 92), (120, 200, 240), (240, 120, 110), (150, 220, 130),
                (210, 150, 240))
MARKERS = ("circle", "square", "triangle", "diamond", "cross")
MYTH_ROW_KINDS = (GOD, GIANT, VALKYRIE)  # the emblem of each of MYTH_CATEGORIES


def draw_table(surface: pygame.Surface, app: Any, names: list[str], sheets: list[dict[str, int]],
               winners: list[int], area: Rect) -> None:
    t = app.t
    n = len(sheets)
    label_w = 250
    col_w = min(170, (area.w - label_w) // max(1, n))
    x0 = area.x
    rows = [*CATEGORIES, *(k for k in MYTH_CATEGORIES if k in sheets[0]), "total"]
    row_h = min(44, (area.h - 40) // len(rows))
    for i, name in enumerate(names):
        cx = x0 + label_w + col_w * i + col_w // 2
        label = app.assets.text(name, "display_bold", 22,
                                theme.HIGHLIGHT if i in winners else theme.TEXT)
        if label.get_width() > col_w - 8:
            label = pygame.transform.smoothscale_by(label, (col_w - 8) / label.get_width())
        surface.blit(label, label.get_rect(center=(cx, area.y + 14)))
    for r, key in enumerate(rows):
        y = area.y + 36 + r * row_h
        if r % 2 == 0:
            band = pygame.Surface((label_w + col_w * n, row_h), pygame.SRCALPHA)
            band.fill((255, 240, 200, 18))
            surface.blit(band, (x0, y))
        if key == "total":
            pygame.draw.line(surface, theme.GOLD, (x0, y), (x0 + label_w + col_w * n, y), 2)
        if key in CLASS_KEYS:
            cls = CLASS_KEYS.index(key)
            centre = (x0 + 20, y + row_h // 2)
            pygame.draw.circle(surface, theme.CLASS_COLOURS[cls], centre, 15)
            icon = app.assets.icon(theme.CLASS_ICONS[cls], 21)
            surface.blit(icon, icon.get_rect(center=centre))
        elif key in MYTH_CATEGORIES:
            kind = MYTH_ROW_KINDS[MYTH_CATEGORIES.index(key)]
            centre = (x0 + 20, y + row_h // 2)
            pygame.draw.circle(surface, KIND_COLOURS[kind], centre, 15)
            emblem(surface, kind, centre, 10)
        face = "display_bold" if key == "total" else "text"
        label = app.assets.text(t(f"scores.{key}"), face, 20, theme.TEXT)
        surface.blit(label, label.get_rect(midleft=(x0 + 44, y + row_h // 2)))
        for i, sheet in enumerate(sheets):
            cx = x0 + label_w + col_w * i + col_w // 2
            digits = "text_bold" if key == "total" else "text"
            colour = theme.GOLD if key == "total" else theme.TEXT
            value = app.assets.text(str(sheet[key]), digits, 22, colour)
            surface.blit(value, value.get_rect(center=(cx, y + row_h // 2)))


def _marker(surface: pygame.Surface, kind: str, centre: tuple[int, int], colour: tuple[int, ...],
            r: int = 5) -> None:
    x, y = centre
    if kind == "circle":
        pygame.draw.circle(surface, colour, centre, r)
    elif kind == "square":
        pygame.draw.rect(surface, colour, (x - r, y - r, 2 * r, 2 * r))
    elif kind == "triangle":
        pygame.draw.polygon(surface, colour,
                            [(x, y - r - 1), (x - r - 1, y + r), (x + r + 1, y + r)])
    elif kind == "diamond":
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x - r - 1, y), (x, y + r + 1),
                                              (x + r + 1, y)])
    else:
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), 3)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), 3)


def draw_chart(surface: pygame.Surface, app: Any, names: list[str], rounds: list[list[int]],
               area: Rect) -> None:
    """Each chair's total after every round: who led when."""
    t = app.t
    title = app.assets.text(t("scores.chart"), "display", 20, theme.GOLD)
    surface.blit(title, (area.x, area.y))
    plot = Rect(area.x + 44, area.y + 36, area.w - 60, area.h - 96)
    pygame.draw.line(surface, theme.TEXT_SOFT, plot.bottomleft, plot.bottomright, 1)
    pygame.draw.line(surface, theme.TEXT_SOFT, plot.bottomleft, plot.topleft, 1)
    top = max([1, *(v for row in rounds for v in row)])
    step = 50 if top > 150 else 25
    for value in range(0, top + 1, step):
        y = plot.bottom - plot.h * value // top
        pygame.draw.line(surface, (80, 66, 50), (plot.x, y), (plot.right, y), 1)
        label = app.assets.text(str(value), "text", 13, theme.TEXT_SOFT)
        surface.blit(label, label.get_rect(midright=(plot.x - 6, y)))
    count = len(rounds)
    for k in range(count):
        x = plot.x + (plot.w * (k + 1)) // max(1, count)
        label = app.assets.text(str(k + 1), "text", 13, theme.TEXT_SOFT)
        surface.blit(label, label.get_rect(midtop=(x, plot.bottom + 4)))
    for seat in range(len(names)):
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        points = [(plot.x, plot.bottom)] + [
            (plot.x + (plot.w * (k + 1)) // max(1, count), plot.bottom - plot.h * row[seat] // top)
            for k, row in enumerate(rounds)]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, 3)
        for point in points[1:]:
            _marker(surface, MARKERS[seat % len(MARKERS)], point, colour)
    legend_y = area.bottom - 26
    x = area.x
    for seat, name in enumerate(names):
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        _marker(surface, MARKERS[seat % len(MARKERS)], (x + 6, legend_y + 10), colour)
        label = app.assets.text(name, "text", 15, theme.TEXT)
        surface.blit(label, (x + 16, legend_y + 1))
        x += label.get_width() + 36
