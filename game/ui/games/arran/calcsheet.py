"""The score sheet beside the Arran calculator's entries: every Lord's Bravery Value as
`score_table` scored it, or the calculator's reason for refusing the table, in red; and the
colours both halves of the scene draw with.

The sheet only reads the scene's entries and result, and records what it showed (`scene.shown`,
`scene.shown_problem`) for tests. Row labels are the game's score categories
(`gamekit.category_label`, from data/i18n `arran.category.*`).
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.arran.data import ORDER_KEYS
from game.arran.scoring import CATEGORIES
from game.ui import gamekit, theme
from game.ui.games.arran.calcentry import word
from game.ui.games.arran.calcform import SHEET

PROBLEM = (240, 98, 86)  # the red of a refused table: readable on the dark panel
# The Orders' colours until Arran's `dress` sets the class look (the art's palette): what is
# drawn here must not wait for it, and Nidavellir's colours would say the wrong game.
FALLBACK = ((44, 88, 176), (128, 34, 92), (22, 138, 120), (200, 92, 34), (226, 180, 46))
MALT, OCCULT = (214, 160, 60), (150, 90, 210)  # the two symbols' discs
MERCENARY, WHITE_RANK = (44, 44, 48), (236, 226, 200)
BRONZE, STEEL = (196, 128, 70), (186, 196, 206)  # coins: bronze, 3-Exchange (gold is GOLD)
SHEET_TOP, SHEET_ROW = SHEET.y + 118, 44  # first category row, row height
SHEET_BOTTOM = SHEET_TOP + (len(CATEGORIES) + 1) * SHEET_ROW + 6


def order_colour(column: int) -> tuple[int, int, int]:
    """The Order's colour: the game's class look when it is Arran's, else `FALLBACK`."""
    look = theme.CLASS_COLOURS
    if len(look) != len(ORDER_KEYS):
        return FALLBACK[column]
    red, green, blue = look[column][:3]
    return red, green, blue


def problem_rect() -> Rect:
    """Where the refused table's message is drawn, so a test can look at those pixels."""
    top = SHEET_BOTTOM + 18
    return Rect(SHEET.x + 18, top, SHEET.w - 36, SHEET.bottom - top - 18)


def category_mark(surface: pygame.Surface, key: str, centre: tuple[int, int]) -> None:
    """The small disc before a sheet row, so rows are found by eye as on the score pad."""
    if key in ORDER_KEYS:
        colour = order_colour(ORDER_KEYS.index(key))
    else:
        colour = {"mercenaries": MERCENARY, "command": WHITE_RANK, "malt": MALT}.get(
            key, theme.GOLD
        )
    if key != "total":
        pygame.draw.circle(surface, colour, centre, 11)
        pygame.draw.circle(surface, theme.PANEL_EDGE, centre, 11, 2)


def draw_sheet(scene: Any, surface: pygame.Surface) -> None:
    """The Bravery Value of every Lord, or the calculator's reason for refusing the table."""
    app, t = scene.app, scene.app.t
    title = scene.text(word(t, "sheet"), "display_bold", 28, theme.GOLD)
    surface.blit(title, title.get_rect(center=(SHEET.centerx, SHEET.y + 34)))
    label_w, left = 160, SHEET.x + 18
    col_w = (SHEET.w - 36 - label_w) // scene.count
    y0, row_h = SHEET_TOP, SHEET_ROW
    result = scene.result
    winners = result["winners"] if result else []
    names = [
        result["players"][i]["name"] if result else e.name
        for i, e in enumerate(scene.entries[: scene.count])
    ]
    # Narrow columns (4–5 Lords) stagger the names on two lines, each twice as wide, rather
    # than shrink them past reading.
    stagger = any(
        scene.text(n, "display_bold", 19, theme.TEXT).get_width() > col_w - 6 for n in names
    )
    for i, name_text in enumerate(names):
        x = left + label_w + col_w * i
        lift = 24 if stagger and i % 2 == 0 else 0
        if i == scene.selected:
            band = pygame.Surface(
                (col_w, row_h * (len(CATEGORIES) + 1) + 8 + lift), pygame.SRCALPHA
            )
            pygame.draw.rect(band, (255, 214, 102, 26), band.get_rect(), border_radius=8)
            surface.blit(band, (x, y0 - row_h - 4 - lift))
        colour = theme.HIGHLIGHT if name_text in winners else theme.TEXT
        room = 2 * col_w - 8 if stagger else col_w - 6
        name = scene.text(name_text or " ", "display_bold", 19, colour, room)
        cy = y0 - row_h // 2 - lift
        box = name.get_rect(center=(x + col_w // 2, cy))
        box.right = min(box.right, SHEET.right - 10)  # the last name leans left, not off the panel
        surface.blit(name, box)
        if lift:
            pygame.draw.line(
                surface, theme.PANEL_EDGE, (x + col_w // 2, cy + 12), (x + col_w // 2, y0 - 8)
            )
    shown = [{"name": n, "total": 0, "breakdown": {}} for n in names]
    for r, key in enumerate([*CATEGORIES, "total"]):
        y = y0 + r * row_h + (6 if key == "total" else 0)
        width = label_w + col_w * scene.count
        if key == "total":
            pygame.draw.line(surface, theme.GOLD, (left, y - 4), (left + width, y - 4), 2)
        elif r % 2 == 0:
            band = pygame.Surface((width, row_h), pygame.SRCALPHA)
            band.fill((255, 240, 200, 16))
            surface.blit(band, (left, y))
        category_mark(surface, key, (left + 14, y + row_h // 2))
        total = key == "total"
        text = gamekit.category_label(t, app.game, key)
        face, size = ("display_bold", 20) if total else ("text", 17)
        label = scene.text(text, face, size, theme.TEXT)
        if label.get_width() > label_w - 36:  # two lines ("Zone de Commandement") before shrinking
            label = app.assets.wrapped(text, face, size - 2, theme.TEXT, label_w - 36)
        surface.blit(label, label.get_rect(midleft=(left + 32, y + row_h // 2)))
        for i in range(scene.count):
            text = "—"
            if result is not None:
                player = result["players"][i]
                value = player["total"] if total else player["breakdown"][key]
                text = str(value)
                if total:
                    shown[i]["total"] = value
                else:
                    shown[i]["breakdown"][key] = value
            colour = theme.GOLD if total else (theme.DISABLED if result is None else theme.TEXT)
            cell = scene.text(text, "text_bold" if total else "text", 22 if total else 19, colour)
            surface.blit(
                cell,
                cell.get_rect(center=(left + label_w + col_w * i + col_w // 2, y + row_h // 2)),
            )
    bottom = SHEET_BOTTOM + 24
    if result is not None:
        scene.shown = {"players": shown, "winners": list(winners)}
        scene.shown_problem = None
        best = max(p["total"] for p in result["players"])
        line = (
            t("scores.winner", name=winners[0], score=best)
            if len(winners) == 1
            else t("scores.shared", names=", ".join(winners), score=best)
        )
        banner = app.assets.wrapped(line, "text_bold", 21, theme.HIGHLIGHT, SHEET.w - 48)
        surface.blit(banner, banner.get_rect(midtop=(SHEET.centerx, bottom)))
        return
    scene.shown = None
    scene.shown_problem = scene.problem
    box = problem_rect()
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (120, 30, 24, 60), shade.get_rect(), border_radius=10)
    surface.blit(shade, box.topleft)
    pygame.draw.rect(surface, PROBLEM, box, 1, border_radius=10)
    head = scene.text(word(t, "problem"), "text_bold", 18, PROBLEM, box.w - 32)
    surface.blit(head, (box.x + 16, box.y + 14))
    body = app.assets.wrapped(str(scene.problem), "text", 17, PROBLEM, box.w - 32)
    surface.blit(
        body,
        (box.x + 16, box.y + 22 + head.get_height()),
        Rect(0, 0, box.w - 32, box.h - 40 - head.get_height()),
    )
