"""The score sheet beside the calculator's entries: every player's pad as `score_table` scored it,
or the calculator's reason for refusing the table, in red.

Kept apart from the entry editor (`calculator`): the sheet only reads the scene's entries and
result, and records what it showed (`scene.shown`, `scene.shown_problem`) for tests.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.nidavellir.data import CLASS_KEYS
from game.nidavellir.scoring import CATEGORIES
from game.ui import theme

PROBLEM = (240, 98, 86)  # the red of a refused table: readable on the dark panel
SHEET = Rect(1110, 84, 460, 734)
SHEET_TOP, SHEET_ROW = SHEET.y + 122, 42  # first category row of the sheet, row height
SHEET_BOTTOM = SHEET_TOP + 10 * SHEET_ROW + 6  # below the total: the winner or the problem


def problem_rect() -> Rect:
    """Where the refused table's message is drawn, so a test can look at those pixels."""
    top = SHEET_BOTTOM + 18
    return Rect(SHEET.x + 18, top, SHEET.w - 36, SHEET.bottom - top - 18)


def draw_sheet(scene: Any, surface: pygame.Surface) -> None:
    """The score pad of every player, or the calculator's reason for refusing the table."""
    app, t = scene.app, scene.app.t
    title = scene.text(t("calculator.sheet"), "display_bold", 28, theme.GOLD)
    surface.blit(title, title.get_rect(center=(SHEET.centerx, SHEET.y + 34)))
    label_w = 156
    left = SHEET.x + 18
    col_w = (SHEET.w - 36 - label_w) // scene.count
    y0, row_h = SHEET_TOP, SHEET_ROW
    result = scene.result
    winners = result["winners"] if result else []
    shown_players: list[dict[str, Any]] = []
    names = [
        result["players"][i]["name"] if result else e.name
        for i, e in enumerate(scene.entries[: scene.count])
    ]
    # A name a little too wide is shrunk; narrow columns (4–5 players) rather stagger the
    # names on two lines, each twice as wide, than shrink them past reading.
    stagger = any(
        scene.text(n, "display_bold", 19, theme.TEXT).get_width() * 0.8 > col_w - 6 for n in names
    )
    for i, name_text in enumerate(names):
        x = left + label_w + col_w * i
        if i == scene.selected:
            lift = 24 if stagger and i % 2 == 0 else 0
            band = pygame.Surface((col_w, row_h * 11 + 8 + lift), pygame.SRCALPHA)
            pygame.draw.rect(band, (255, 214, 102, 26), band.get_rect(), border_radius=8)
            surface.blit(band, (x, y0 - row_h - 4 - lift))
        won = result is not None and name_text in winners
        room = 2 * col_w - 8 if stagger else col_w - 6
        name = scene.text(
            name_text or " ", "display_bold", 19, theme.HIGHLIGHT if won else theme.TEXT, room
        )
        cy = y0 - row_h // 2 - (24 if stagger and i % 2 == 0 else 0)
        surface.blit(name, name.get_rect(center=(x + col_w // 2, cy)))
        if stagger and i % 2 == 0:
            pygame.draw.line(
                surface,
                theme.PANEL_EDGE,
                (x + col_w // 2, cy + 12),
                (x + col_w // 2, y0 - 8),
                1,
            )
        shown_players.append({"name": name_text, "breakdown": {}})
    for r, key in enumerate([*CATEGORIES, "total"]):
        y = y0 + r * row_h
        if key == "total":
            y += 6
            pygame.draw.line(
                surface,
                theme.GOLD,
                (left, y - 4),
                (left + label_w + col_w * scene.count, y - 4),
                2,
            )
        elif r % 2 == 0:
            band = pygame.Surface((label_w + col_w * scene.count, row_h), pygame.SRCALPHA)
            band.fill((255, 240, 200, 16))
            surface.blit(band, (left, y))
        category_mark(scene.app.assets, surface, key, (left + 14, y + row_h // 2))
        total = key == "total"
        label = scene.text(
            t(f"scores.{key}"),
            "display_bold" if total else "text",
            20 if total else 17,
            theme.TEXT,
            label_w - 38,
        )
        surface.blit(label, label.get_rect(midleft=(left + 34, y + row_h // 2)))
        for i in range(scene.count):
            cx = left + label_w + col_w * i + col_w // 2
            if result is None:
                text = "—"
            else:
                player = result["players"][i]
                text = str(player["total"] if total else player["breakdown"][key])
                if total:
                    shown_players[i]["total"] = int(text)
                else:
                    shown_players[i]["breakdown"][key] = int(text)
            colour = theme.GOLD if total else (theme.DISABLED if result is None else theme.TEXT)
            value = scene.text(text, "text_bold" if total else "text", 22 if total else 19, colour)
            surface.blit(value, value.get_rect(center=(cx, y + row_h // 2)))
    bottom = SHEET_BOTTOM + 24
    if result is not None:
        scene.shown = {"players": shown_players, "winners": list(winners)}
        scene.shown_problem = None
        best = max(p["total"] for p in result["players"])
        line = (
            t("scores.winner", name=winners[0], score=best)
            if len(winners) == 1
            else t("scores.shared", names=", ".join(winners), score=best)
        )
        banner = app.assets.wrapped(line, "text_bold", 21, theme.HIGHLIGHT, SHEET.w - 48)
        surface.blit(banner, banner.get_rect(midtop=(SHEET.centerx, bottom)))
    else:
        scene.shown = None
        scene.shown_problem = scene.problem
        box = problem_rect()
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (120, 30, 24, 60), shade.get_rect(), border_radius=10)
        surface.blit(shade, box.topleft)
        pygame.draw.rect(surface, PROBLEM, box, 1, border_radius=10)
        head = scene.text(t("calculator.problem"), "text_bold", 18, PROBLEM, box.w - 32)
        surface.blit(head, (box.x + 16, box.y + 14))
        body = app.assets.wrapped(str(scene.problem), "text", 17, PROBLEM, box.w - 32)
        surface.blit(body, (box.x + 16, box.y + 22 + head.get_height()))


def category_mark(assets: Any, surface: pygame.Surface, key: str, centre: tuple[int, int]) -> None:
    """The small picture before a sheet row, so rows are found by eye as on the score pad."""
    if key in CLASS_KEYS or key in ("warrior_majority", "heroes"):
        cls = CLASS_KEYS.index(key) if key in CLASS_KEYS else (0 if key != "heroes" else 5)
        ring = theme.GOLD if key == "warrior_majority" else None
        pygame.draw.circle(surface, theme.CLASS_COLOURS[cls], centre, 13)
        if ring is not None:
            pygame.draw.circle(surface, ring, centre, 13, 2)
        icon = assets.icon(theme.CLASS_ICONS[cls], 18)
        surface.blit(icon, icon.get_rect(center=centre))
    elif key == "coins":
        coin = assets.scaled("coins/gold", 26, 26)
        surface.blit(coin, coin.get_rect(center=centre))
    elif key == "gem":
        gem = assets.scaled("gems/gem_6", 26, 26)
        surface.blit(gem, gem.get_rect(center=centre))
