"""The score pad, drawn for any game: one column per chair, one row per category of the game's
`Outcome` (labels and icons from the game), and the race chart.

Shared by the end-of-game score sheet and the live score pad of a game's table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
from pygame import Rect

from game.ui import gamekit, theme

# Each chair also has its own marker, so colour is never the only cue.
MARKERS = ("circle", "square", "triangle", "diamond", "cross")
LABEL_W = 270  # the column of category names: "Zone de Commandement" at full size
MAX_COL_W = 170  # a chair's column never grows wider, so few chairs leave room to the chart
HEADER_H = 36
MIN_TEXT = 14  # a label that does not fit shrinks to this size, never below
# The chart's grid steps: the finest that draws at most six lines, whether a game ends near 30
# points (Vedrfolnir) or near 300 (Nidavellir).
STEPS = (1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 10**9)


def place_label(t: Any, ranks: list[int], seat: int) -> str:
    """ "1st", "2e", "1st (tied)", "1er ex æquo" in the current language."""
    rank = ranks[seat]
    place = t(f"standings.ordinal.{rank}")
    return t("standings.tied", place=place) if ranks.count(rank) > 1 else place


def seat_colour(seat: int) -> tuple[int, int, int]:
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


def column_width(chairs: int, width: int) -> int:
    """A chair's column in a table at most `width` wide."""
    return min(MAX_COL_W, (width - LABEL_W) // max(1, chairs))


def table_rows(categories: Sequence[str], sheets: list[dict[str, int]], ranked: bool) -> list[str]:
    """The game's categories its sheets score ("total" last; Nidavellir's mythology categories
    only in Idavoll games), then each chair's place when `ranked`."""
    rows = [key for key in categories if key in sheets[0]]
    return [*rows, "place"] if ranked else rows


def _fitted(
    app: Any, text: str, face: str, size: int, colour: tuple[int, ...], width: int
) -> pygame.Surface:
    """`text` at the largest size from `size` down to MIN_TEXT that fits `width`."""
    label = app.assets.text(text, face, size, colour)
    while label.get_width() > width and size > MIN_TEXT:
        size -= 1
        label = app.assets.text(text, face, size, colour)
    return label


def _row_label(surface: pygame.Surface, app: Any, key: str, x0: int, y: int, row_h: int) -> None:
    gamekit.category_icon(app, app.game, surface, key, (x0 + 20, y + row_h // 2))
    face = "display_bold" if key in ("total", "place") else "text"
    if key == "place":
        text = app.t("standings.place")
    else:
        text = gamekit.category_label(app.t, app.game, key)
    label = _fitted(app, text, face, 20, theme.TEXT, LABEL_W - 50)
    surface.blit(label, label.get_rect(midleft=(x0 + 44, y + row_h // 2)))


def draw_table(
    surface: pygame.Surface,
    app: Any,
    names: list[str],
    sheets: list[dict[str, int]],
    winners: list[int],
    area: Rect,
    ranks: list[int] | None = None,
) -> Rect:
    """The pad inside `area`; with `ranks`, a last row gives each chair's place. Returns the
    rectangle actually drawn (narrower than `area` when there are few chairs)."""
    n = len(sheets)
    col_w = column_width(n, area.w)
    x0 = area.x
    width = LABEL_W + col_w * n
    rows = table_rows(app.game.categories, sheets, ranks is not None)
    row_h = min(44, (area.h - HEADER_H - 4) // len(rows))
    for i, name in enumerate(names):
        cx = x0 + LABEL_W + col_w * i + col_w // 2
        label = _fitted(
            app,
            name,
            "display_bold",
            22,
            theme.HIGHLIGHT if i in winners else theme.TEXT,
            col_w - 30,
        )
        box = label.get_rect(center=(cx + 9, area.y + 14))
        _marker(surface, MARKERS[i % len(MARKERS)], (box.x - 10, box.centery), seat_colour(i))
        surface.blit(label, box)
    for r, key in enumerate(rows):
        y = area.y + HEADER_H + r * row_h
        if r % 2 == 0:
            band = pygame.Surface((width, row_h), pygame.SRCALPHA)
            band.fill((255, 240, 200, 18))
            surface.blit(band, (x0, y))
        if key == "total":
            pygame.draw.line(surface, theme.GOLD, (x0, y), (x0 + width, y), 2)
        _row_label(surface, app, key, x0, y, row_h)
        for i, sheet in enumerate(sheets):
            cx = x0 + LABEL_W + col_w * i + col_w // 2
            if key == "place":
                assert ranks is not None
                colour = theme.HIGHLIGHT if ranks[i] == 1 else theme.TEXT
                value = _fitted(
                    app, place_label(app.t, ranks, i), "text_bold", 20, colour, col_w - 8
                )
            else:
                digits = "text_bold" if key == "total" else "text"
                colour = theme.GOLD if key == "total" else theme.TEXT
                value = app.assets.text(str(sheet[key]), digits, 22, colour)
            surface.blit(value, value.get_rect(center=(cx, y + row_h // 2)))
    return Rect(x0, area.y, width, HEADER_H + row_h * len(rows))


def _marker(
    surface: pygame.Surface, kind: str, centre: tuple[int, int], colour: tuple[int, ...], r: int = 5
) -> None:
    x, y = centre
    if kind == "circle":
        pygame.draw.circle(surface, colour, centre, r)
    elif kind == "square":
        pygame.draw.rect(surface, colour, (x - r, y - r, 2 * r, 2 * r))
    elif kind == "triangle":
        pygame.draw.polygon(
            surface, colour, [(x, y - r - 1), (x - r - 1, y + r), (x + r + 1, y + r)]
        )
    elif kind == "diamond":
        pygame.draw.polygon(
            surface, colour, [(x, y - r - 1), (x - r - 1, y), (x, y + r + 1), (x + r + 1, y)]
        )
    else:
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), 3)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), 3)


def _legend(app: Any, names: list[str], width: int) -> list[tuple[int, int, pygame.Surface]]:
    """(x, line, label) of each chair's legend entry, wrapped to `width`."""
    out: list[tuple[int, int, pygame.Surface]] = []
    x = line = 0
    for name in names:
        label = app.assets.text(name, "text", 15, theme.TEXT)
        if x and x + 16 + label.get_width() > width:
            x, line = 0, line + 1
        out.append((x, line, label))
        x += label.get_width() + 40
    return out


def draw_chart(
    surface: pygame.Surface, app: Any, names: list[str], rounds: list[list[int]], area: Rect
) -> Rect:
    """Each chair's total after every round: who led when. Returns the rectangle drawn."""
    t = app.t
    title = app.assets.text(t("scores.chart"), "display", 20, theme.GOLD)
    surface.blit(title, (area.x, area.y))
    legend = _legend(app, names, area.w)
    legend_h = 24 * (legend[-1][1] + 1) if legend else 0
    plot = Rect(area.x + 44, area.y + 36, area.w - 60, area.h - 92 - legend_h)
    pygame.draw.line(surface, theme.TEXT_SOFT, plot.bottomleft, plot.bottomright, 1)
    pygame.draw.line(surface, theme.TEXT_SOFT, plot.bottomleft, plot.topleft, 1)
    top = max([1, *(v for row in rounds for v in row)])
    step = next(s for s in STEPS if top // s <= 6)
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
    axis = app.assets.text(t("standings.round_axis"), "italic", 14, theme.TEXT_SOFT)
    surface.blit(axis, axis.get_rect(midtop=(plot.centerx, plot.bottom + 22)))
    for seat in range(len(names)):
        colour = seat_colour(seat)
        points = [(plot.x, plot.bottom)] + [
            (plot.x + (plot.w * (k + 1)) // max(1, count), plot.bottom - plot.h * row[seat] // top)
            for k, row in enumerate(rounds)
        ]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, 3)
        for point in points[1:]:
            _marker(surface, MARKERS[seat % len(MARKERS)], point, colour)
    legend_y = plot.bottom + 50
    for seat, (x, line, label) in enumerate(legend):
        y = legend_y + 24 * line
        _marker(surface, MARKERS[seat % len(MARKERS)], (area.x + x + 6, y + 10), seat_colour(seat))
        surface.blit(label, (area.x + x + 16, y + 1))
    return Rect(area.x, area.y, area.w, legend_y + legend_h - area.y)
