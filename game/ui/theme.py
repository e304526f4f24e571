"""Colours and sizes of the table, in one place so the look can be tuned without hunting.

Class colours follow the physical game and live in the game's data; each class also has its own
icon, so colour is never the only cue (red and green, the pair red-green colour blindness
confuses, differ in lightness too).
"""

from __future__ import annotations

from collections.abc import Sequence

LOGICAL_SIZE = (1600, 900)

# The smallest text a player must read, in logical pixels. The smallest screen we support
# (1280×720, less a title bar) shows the table at about 0.77, so 16 px reads as 12: the least a
# text may show at (MIN_SHOWN_PX). Every scene's font-size test checks against these two.
MIN_TEXT_PX = 16
MIN_SHOWN_PX = 12

# The colours and icon names of the game being played (Nidavellir's five classes in column order,
# then neutral grey), from that game's data: its `GameUI.dress` sets them with `set_class_look`
# when the game is chosen (see `game.ui.gameui`).
CLASS_COLOURS: tuple[tuple[int, int, int], ...] = ()
CLASS_ICONS: tuple[str, ...] = ()

# One colour per chair (score chart, score pad). Light pastels, so they never read as a class
# colour (those are saturated and darker), chosen far apart in CIELAB with normal sight and with
# simulated deuteranopia and protanopia (tests/ui/test_score_sheet.py measures it). Sky and yellow
# come first: the pair of a two-player game differs on the blue-yellow axis every eye sees.
SEAT_COLOURS = (
    (120, 230, 255),  # sky
    (250, 222, 60),  # yellow
    (250, 160, 190),  # rose
    (185, 245, 110),  # lime
    (250, 248, 240),  # ivory
)

INK = (40, 28, 20)  # text on parchment
INK_SOFT = (96, 76, 58)
PARCHMENT = (236, 224, 196)
TEXT = (240, 230, 210)  # text on the dark table
TEXT_SOFT = (190, 176, 150)
GOLD = (222, 178, 76)
GOLD_DARK = (150, 112, 40)
HIGHLIGHT = (255, 214, 102)  # what can be clicked now
SELECTED = (120, 220, 255)
PANEL = (24, 18, 14, 190)  # translucent dark panel over the wood
PANEL_EDGE = (120, 92, 52)
SHADOW = (0, 0, 0, 110)
DISABLED = (110, 100, 90)

HIGH_CONTRAST = False
_NORMAL = {
    "TEXT": TEXT,
    "TEXT_SOFT": TEXT_SOFT,
    "HIGHLIGHT": HIGHLIGHT,
    "PANEL_EDGE": PANEL_EDGE,
    "GOLD": GOLD,
}
_CONTRAST = {
    "TEXT": (255, 255, 255),
    "TEXT_SOFT": (235, 235, 225),
    "HIGHLIGHT": (255, 255, 0),
    "PANEL_EDGE": (230, 230, 220),
    "GOLD": (255, 215, 60),
}


def set_class_look(colours: Sequence[tuple[int, int, int]], icons: Sequence[str]) -> None:
    """The chosen game's class colours and the names of their icons, in the same order."""
    global CLASS_COLOURS, CLASS_ICONS
    CLASS_COLOURS, CLASS_ICONS = tuple(colours), tuple(icons)


def set_high_contrast(on: bool) -> None:
    """Brighter text, opaque panels and a plain dark table for players who need them."""
    global HIGH_CONTRAST
    HIGH_CONTRAST = on
    globals().update(_CONTRAST if on else _NORMAL)


def darker(c: tuple[int, ...], f: float = 0.6) -> tuple[int, int, int]:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def lighter(c: tuple[int, ...], f: float = 0.35) -> tuple[int, int, int]:
    return tuple(int(v + (255 - v) * f) for v in c[:3])  # type: ignore[return-value]
