"""The AI pace control of the table's header: the pause after each AI move, shown where the
player looks, with a − and a + beside it (the ↑ and ↓ keys do the same) and a tooltip naming
the keys.

Why in the header: the pace is a setting of the table, changed in the middle of a game when the
AI chairs go too fast to follow or too slow to bear; a setting nobody sees is never changed.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.assets import Assets
from game.ui.i18n import Strings
from game.ui.placing import tooltip_rect
from game.ui.settings import PACE_MAX_MS
from game.ui.table import chrome
from game.ui.widgets import DISABLED, PRESSED, REST, button_face, dialog, face_at

TIP_WIDTH = 340
GAP = 6  # between the caption and the value


def pace_text(t: Strings, pace_ms: int) -> str:
    """The pace as the player reads it: "0.70 s", "0,70 s"."""
    return f"{t.decimal(pace_ms / 1000, 2)} s"


def draw_pace(surface: pygame.Surface, assets: Assets, t: Strings, pace_ms: int) -> None:
    """The control, a groove sunk in the header with a key at each end: − at the quickest is
    dimmed, as is + at the slowest."""
    box = chrome.PACE
    surface.blit(button_face(box.w, box.h, PRESSED), face_at(box))
    _sign(surface, chrome.PACE_QUICKER, plus=False, enabled=pace_ms > 0)
    _sign(surface, chrome.PACE_SLOWER, plus=True, enabled=pace_ms < PACE_MAX_MS)
    middle = Rect(
        chrome.PACE_QUICKER.right, box.y, chrome.PACE_SLOWER.x - chrome.PACE_QUICKER.right, box.h
    )
    value = assets.text(pace_text(t, pace_ms), "text_bold", 16, theme.TEXT)
    room = middle.w - value.get_width() - 3 * GAP
    caption = assets.fit(t("table.pace"), "text", theme.MIN_TEXT_PX, theme.TEXT_SOFT, room)
    x = middle.centerx - (caption.get_width() + GAP + value.get_width()) // 2
    surface.blit(caption, caption.get_rect(midleft=(x, middle.centery)))
    x += caption.get_width() + GAP
    surface.blit(value, value.get_rect(midleft=(x, middle.centery)))


def _sign(surface: pygame.Surface, rect: Rect, plus: bool, enabled: bool) -> None:
    """A − or + drawn with lines, crisp at any scale, on its own small button."""
    button = rect.inflate(-6, -8).move(0, -1)
    surface.blit(button_face(button.w, button.h, REST if enabled else DISABLED), face_at(button))
    ink = theme.TEXT if enabled else theme.DISABLED
    cx, cy = button.center
    pygame.draw.line(surface, ink, (cx - 6, cy), (cx + 6, cy), 3)
    if plus:
        pygame.draw.line(surface, ink, (cx, cy - 6), (cx, cy + 6), 3)


def draw_pace_tip(
    surface: pygame.Surface, assets: Assets, t: Strings, mouse: tuple[int, int]
) -> None:
    """What the control is and which keys change it, under the header."""
    label = assets.wrapped(t("table.pace_tip"), "text", 16, theme.TEXT, TIP_WIDTH)
    size = label.get_rect().inflate(24, 18).size
    box = tooltip_rect(size, chrome.PACE, mouse, chrome.SCREEN)
    dialog(surface, box, radius=8, lift=4)
    surface.blit(label, (box.x + 12, box.y + 9))
