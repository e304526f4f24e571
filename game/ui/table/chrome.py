"""Where the shell's own controls sit, the same for every game: the header strip with the menu,
sound, log and undo buttons and the AI pace control, the log drawer and the hot-seat curtain's
button.

A game's layout fills the rest of the logical 1600×900 table and keeps clear of the header.
"""

from __future__ import annotations

from pygame import Rect

W, H = 1600, 900
SCREEN = Rect(0, 0, W, H)
HEADER = Rect(0, 0, W, 44)
MENU = Rect(W - 112, 6, 104, 32)
MUTE = Rect(W - 160, 6, 40, 32)
LOG_BUTTON = Rect(W - 252, 6, 84, 32)
UNDO = Rect(W - 360, 6, 100, 32)
PACE = Rect(W - 604, 6, 236, 32)  # − (quicker), the pause after each AI move, + (slower)
PACE_QUICKER = Rect(PACE.x, PACE.y, 32, PACE.h)
PACE_SLOWER = Rect(PACE.right - 32, PACE.y, 32, PACE.h)
HINT_W = 104


def hint_button(paced: bool) -> Rect:
    """The coach's Hint button: left of the pace control, or of Undo at a table without AI."""
    return Rect((PACE if paced else UNDO).x - 8 - HINT_W, 6, HINT_W, 32)


LOG_PANEL = Rect(W - 620, 48, 612, 506)
CURTAIN_BUTTON = Rect(W // 2 - 200, 520, 400, 64)
