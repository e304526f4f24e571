"""Nidavellir's card frame, made of the material kit (`game.ui.material`): a parchment face, a
class banner lit along its top with a shade falling on the parchment under it, a portrait set in a
thin gold line with its edges darkened, raised badges, and a rim that catches the light: a dwarf's
in its class's colour, a hero's gilded, so a hero reads as one at a glance.

Everything here draws onto a face that `Faces` caches per size, so none of it costs a frame.
"""

from __future__ import annotations

import pygame

from game.ui import material, theme, widgets
from game.ui.material import Colour

PAPER = (250, 234, 198)  # the face's parchment: warm, and light enough for ink at 16 px
GILT = (214, 170, 72)


def parchment(w: int, h: int, radius: int, seed: int = 0) -> pygame.Surface:
    """A fresh face to draw on: grained parchment cut to a rounded rect."""
    return material.rounded(material.paper(w, h, PAPER, seed), radius).copy()


def banner(surf: pygame.Surface, colour: tuple[int, ...], band: int, radius: int) -> None:
    """The class banner across the face's top `band` pixels: its colour with a painted grain,
    lit at the top and darker at the foot, a bright line along its top edge, and a soft shade
    where it overhangs the parchment below."""
    w = surf.get_width()
    cloth = pygame.Surface((w, band))
    cloth.fill(colour[:3])
    cloth.blit(material.paper(w, band, (255, 255, 255), 7, False), (0, 0), None, pygame.BLEND_MULT)
    cloth.blit(material.sheen(w, band, 70, 60), (0, 0))
    top = pygame.Surface((w, band), pygame.SRCALPHA)
    top.blit(cloth, (0, 0))
    mask = pygame.Surface((w, band), pygame.SRCALPHA)
    pygame.draw.rect(
        mask,
        (255, 255, 255, 255),
        (0, 0, w, band + radius),
        border_top_left_radius=radius,
        border_top_right_radius=radius,
    )
    top.blit(mask, (0, 0), None, pygame.BLEND_RGBA_MIN)
    surf.blit(top, (0, 0))
    shine = (*theme.lighter(colour, 0.55), 200)
    pygame.draw.line(surf, shine, (radius, 1), (w - radius - 1, 1))
    fall = max(2, band // 8)
    surf.blit(material.fade(w, fall, 70), (0, band))


def portrait_frame(surf: pygame.Surface, area: pygame.Rect) -> None:
    """Set a portrait into the face: its edges darkened and a thin gold line round it, a
    darker one outside the gold, like a picture let into the card."""
    if area.w < 4 or area.h < 4:
        return
    surf.blit(material.vignette(area.w, area.h, 80, (90, 56, 24)), area)
    pygame.draw.rect(surf, theme.GOLD_DARK, area.inflate(2, 2), 1)
    pygame.draw.rect(surf, theme.GOLD, area, 1)


def badge(
    surf: pygame.Surface,
    label: pygame.Surface,
    centre: tuple[int, int],
    r: int,
    colour: tuple[int, ...],
) -> None:
    """A raised ivory disc holding `label` (a rank's points): lit from the top-left, a rim of
    the class's colour, a shade under it on the card, the number pressed in relief."""
    x, y = centre
    pygame.draw.circle(surf, (0, 0, 0, 80), (x + 1, y + 1), r)
    pygame.draw.circle(surf, (250, 244, 228), centre, r)
    light = material.disc_light(2 * r, 150, 70)
    surf.blit(light, (x - r, y - r))
    pygame.draw.circle(surf, theme.darker(colour, 0.5), centre, r, max(1, r // 6))
    pressed = material.emboss(label, 1, 200, 60)
    surf.blit(pressed, pressed.get_rect(center=(x, y + 1)))


def token(surf: pygame.Surface, colour: tuple[int, ...], centre: tuple[int, int], r: int) -> None:
    """A round enamelled token of `colour` (a class disc, a small distinction), domed by a
    light up-left and a shade down-right."""
    pygame.draw.circle(surf, colour, centre, r)
    if r >= 3:
        surf.blit(material.disc_light(2 * r, 110, 90), (centre[0] - r, centre[1] - r))


def rim(surf: pygame.Surface, colour: tuple[int, ...], radius: int) -> None:
    """A dwarf's rim: a band of its class's darker colour, lit along the top-left and shaded
    along the bottom-right, with a shallow bevel inside it."""
    w, h = surf.get_size()
    width = max(2, min(w, h) // 40)
    pygame.draw.rect(surf, theme.darker(colour, 0.55), (0, 0, w, h), width, border_radius=radius)
    surf.blit(material.lit_edge(w, h, radius, 1, 170, 130), (0, 0))
    inner = (w - 2 * width, h - 2 * width)
    surf.blit(material.bevel(*inner, max(0, radius - width), 2, 80), (width, width))


def gilt_width(w: int, h: int) -> int:
    """How wide a hero's gold rim is on a `w`×`h` face (its portrait keeps clear of it)."""
    return max(3, min(w, h) // 24)


def gilded(surf: pygame.Surface, radius: int) -> None:
    """A hero's rim: brushed gold, wider than a dwarf's, lit on its outer edge, with a dark
    groove inside it and a bevel lifting the face from the gold."""
    w, h = surf.get_size()
    width = gilt_width(w, h)
    ring = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(ring, (255, 255, 255, 255), (0, 0, w, h), width, border_radius=radius)
    gold = pygame.Surface((w, h), pygame.SRCALPHA)
    gold.blit(material.metal(w, h, GILT, "brushed", 11), (0, 0))
    gold.blit(ring, (0, 0), None, pygame.BLEND_RGBA_MIN)
    surf.blit(gold, (0, 0))
    surf.blit(material.lit_edge(w, h, radius, 1, 220, 150), (0, 0))
    groove = pygame.Rect(width, width, w - 2 * width, h - 2 * width)
    inner = max(0, radius - width)
    pygame.draw.rect(surf, (92, 62, 18), groove, 1, border_radius=inner)
    surf.blit(material.bevel(groove.w, groove.h, inner, 2, 90), groove)


def finish(surf: pygame.Surface, radius: int) -> None:
    """Give a flat rounded piece (a strip in an army column, a chip) its light: brighter along
    the top, darker along the foot, a rim lit on its top-left."""
    w, h = surf.get_size()
    surf.blit(material.rounded(material.sheen(w, h, 70, 70), radius), (0, 0))
    surf.blit(material.lit_edge(w, h, radius, 1, 150, 110), (0, 0))


def plaque(
    surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...], radius: int
) -> None:
    """A painted plaque on a board (a column's header, a command-zone card): its colour,
    lit from above and along its top-left rim."""
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    surface.blit(material.rounded(material.sheen(rect.w, rect.h, 60, 60), radius), rect)
    surface.blit(material.lit_edge(rect.w, rect.h, radius, 1, 150, 110), rect)


def corners(surf: pygame.Surface, ornament: pygame.Surface, inset: int) -> None:
    """A knotwork ornament (drawn for the top-left) at each corner of a large face, `inset`
    px in from its edge, mirrored for the other three."""
    w, h = surf.get_size()
    size = ornament.get_width()
    for flip_x, flip_y in ((False, False), (True, False), (False, True), (True, True)):
        piece = pygame.transform.flip(ornament, flip_x, flip_y)
        x = w - inset - size if flip_x else inset
        y = h - inset - size if flip_y else inset
        surf.blit(piece, (x, y))


def cast_shadow(
    surface: pygame.Surface, rect: pygame.Rect, radius: int, lift: int = 3, alpha: int = 130
) -> None:
    """The soft shade a card `lift` px above the table casts down-right of it."""
    pad = material.shadow_pad(lift)
    shade = material.shadow(rect.w, rect.h, radius, lift, alpha)
    surface.blit(shade, (rect.x - pad + lift // 2 + 1, rect.y - pad + lift))


BOARD = (48, 33, 22)  # an oiled dark wood: light text and gold titles read on it
BOARD_MINE = (40, 28, 19)  # the board of the chair in front of the screen, a shade darker


def board(surface: pygame.Surface, rect: pygame.Rect, seed: int, tone: Colour = BOARD) -> None:
    """A wooden board laid on the table at `rect`: its shadow, grained wood with rounded
    corners, a rim lit on the top-left, a bronze inlay line inside it and a shallow bevel."""
    radius = 10
    cast_shadow(surface, rect, radius, 4, 150)
    plank = material.rounded(material.wood(rect.w, rect.h, tone, seed, 0.1), radius)
    surface.blit(plank, rect)
    surface.blit(material.bevel(rect.w, rect.h, radius, 3, 70), rect)
    surface.blit(material.lit_edge(rect.w, rect.h, radius, 1, 120, 160), rect)
    inlay = rect.inflate(-6, -6)
    pygame.draw.rect(surface, (*theme.PANEL_EDGE, 150), inlay, 1, border_radius=radius - 3)
    widgets.laid(surface, rect, plank)
