"""How a face lays out a card's painted portrait. Which portrait each card shows is
`game.art.nidavellir`'s (data/nidavellir/pictures.yaml), read by the phone page too; pictures
themselves are loaded and scaled once through `Assets` and cached per size.
"""

from __future__ import annotations

import pygame

from game.ui import theme

MIN_TEXT = theme.MIN_TEXT_PX  # px: the smallest text a player must read on a face or a strip
BADGE_R = 9  # px: the smallest rank badge that holds two digits at MIN_TEXT


def paint(
    target: pygame.Surface, picture: pygame.Surface, area: pygame.Rect, wash: tuple[int, int, int]
) -> None:
    """Lay a square portrait, already scaled to cover `area`, into it: the head kept (the top of
    the picture stays, the bottom is cut), over a soft wash of the card's colour so the cut-out
    figure stands on its family's tint rather than on bare parchment."""
    if area.w <= 0 or area.h <= 0:
        return
    tint = pygame.Surface(area.size, pygame.SRCALPHA)
    tint.fill((*wash, 70))
    side = picture.get_width()
    tint.blit(picture, (0, 0), pygame.Rect((side - area.w) // 2, 0, area.w, area.h))
    target.blit(tint, area)
