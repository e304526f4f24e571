"""Faces of the Idavoll cards: gods, giants, mythical animals, valkyries and Gullinbursti.

Each kind has its own band colour and an emblem drawn with code (a sun for the gods, a mountain
for the giants, wings for the valkyries, a boar's bristles for Gullinbursti), so the four
families read apart at a glance even at strip size; the class icon still shows where a card
belongs to a class. Numbers come from the YAML: a god's points, an animal's ranks, a valkyrie's
track. Under the band each card shows its own painted portrait (see `portraits.py`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.nidavellir.data import ANIMAL, BOAR, GIANT, GOD, NEUTRAL, VALKYRIE
from game.ui import theme
from game.ui.games.nidavellir.portraits import BADGE_R, MIN_TEXT

if TYPE_CHECKING:
    from game.ui.games.nidavellir.cards import Faces

KIND_COLOURS = {
    GOD: (52, 62, 122),
    GIANT: (98, 96, 92),
    ANIMAL: (122, 86, 52),
    VALKYRIE: (112, 70, 128),
    BOAR: (176, 128, 40),
}
EMBLEM_INK = (248, 232, 186)


def kind_colour(kind: int, cls: int) -> tuple[int, int, int]:
    """An animal wears its class colour, as a dwarf of that class would (its own colour is for
    places without a class, as the rules page)."""
    if kind == ANIMAL:
        return theme.CLASS_COLOURS[cls]
    return KIND_COLOURS[kind]


def sun(surf: pygame.Surface, centre: tuple[int, int], r: int, ink: tuple[int, ...]) -> None:
    for i in range(12):
        a = i * math.pi / 6
        inner = (centre[0] + math.cos(a) * r * 0.62, centre[1] + math.sin(a) * r * 0.62)
        outer = (centre[0] + math.cos(a) * r, centre[1] + math.sin(a) * r)
        pygame.draw.line(surf, ink, inner, outer, max(1, r // 7))
    pygame.draw.circle(surf, ink, centre, int(r * 0.5))


def mountain(surf: pygame.Surface, centre: tuple[int, int], r: int, ink: tuple[int, ...]) -> None:
    x, y = centre
    pygame.draw.polygon(
        surf,
        ink,
        [
            (x - r, y + r * 0.7),
            (x - r * 0.25, y - r * 0.8),
            (x + r * 0.15, y - r * 0.1),
            (x + r * 0.45, y - r * 0.5),
            (x + r, y + r * 0.7),
        ],
    )


def wings(surf: pygame.Surface, centre: tuple[int, int], r: int, ink: tuple[int, ...]) -> None:
    x, y = centre
    for side in (-1, 1):
        pts = [(x + side * r * 0.12, y + r * 0.5)]
        for i in range(4):
            reach = r * (1.0 - i * 0.18)
            pts.append((x + side * reach, y - r * 0.7 + i * r * 0.35))
            pts.append((x + side * reach * 0.7, y - r * 0.45 + i * r * 0.35))
        pygame.draw.polygon(surf, ink, pts)
    pygame.draw.circle(surf, ink, (x, y - int(r * 0.1)), max(2, r // 5))


def paw(surf: pygame.Surface, centre: tuple[int, int], r: int, ink: tuple[int, ...]) -> None:
    """The mythical animals' mark (on their cards they wear their class's colour and icon)."""
    x, y = centre
    pygame.draw.ellipse(surf, ink, (x - r * 0.5, y - r * 0.05, r, r * 0.85))
    for dx, dy in ((-0.7, -0.35), (-0.25, -0.8), (0.25, -0.8), (0.7, -0.35)):
        pygame.draw.circle(surf, ink, (x + dx * r, y + dy * r), max(1, int(r * 0.22)))


def bristles(surf: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """Gullinbursti's mark: one chevron of each class colour, as the card's many-class band."""
    x, y = centre
    step = max(2, r // 3)
    for i, colour in enumerate(theme.CLASS_COLOURS[:5]):
        cy = y - r + i * step
        pygame.draw.lines(
            surf,
            colour,
            False,
            [(x - r, cy + step), (x, cy), (x + r, cy + step)],
            max(2, step // 2 + 1),
        )


def emblem(
    surf: pygame.Surface,
    kind: int,
    centre: tuple[int, int],
    r: int,
    ink: tuple[int, ...] = EMBLEM_INK,
) -> None:
    if kind == GOD:
        sun(surf, centre, r, ink)
    elif kind == GIANT:
        mountain(surf, centre, r, ink)
    elif kind == VALKYRIE:
        wings(surf, centre, r, ink)
    elif kind == ANIMAL:
        paw(surf, centre, r, ink)
    elif kind == BOAR:
        bristles(surf, centre, r)


def myth_card(faces: Faces, card_id: int, w: int, h: int) -> pygame.Surface:
    """A mythology card face: band with emblem (and class icon), name, the portrait, and the
    valkyrie's track and rule text when the card is large enough to read them."""
    rules, assets = faces.rules, faces.assets
    info = rules.cards[card_id]
    myth = rules.myths.get(card_id)
    colour = kind_colour(info.kind, info.cls)
    big = h >= 150
    surf, band, radius = faces.banded(w, h, colour, 0.28 if not big else 0.14)
    r = int(band * 0.36)
    in_band = True
    if info.kind == ANIMAL:
        icon = assets.icon(theme.CLASS_ICONS[info.cls], int(band * 0.8))
        spot = icon.get_rect(midleft=(int(w * 0.05), band // 2))
        scoring = faces.scores_points(info.cls)
        in_band = faces.ranks_and_icon(surf, list(info.ranks), scoring, colour, band, icon, spot)
    else:
        emblem(surf, info.kind, (int(w * 0.05) + r + 2, band // 2), r + 2)
        right = int(w * 0.05) + 2 * r + 4
        if info.cls != NEUTRAL:  # a giant shows the class it captures
            icon = assets.icon(theme.CLASS_ICONS[info.cls], int(band * 0.7))
            surf.blit(icon, icon.get_rect(midright=(w - int(w * 0.05), band // 2)))
        elif myth is not None and myth.kind == GOD:
            faces.rank_marks(surf, [myth.points], True, theme.GOLD, band, right)
        elif info.kind == BOAR:
            faces.rank_marks(surf, [0], True, theme.GOLD, band, right)
    label = faces.card_name(card_id, max(MIN_TEXT, h // 8 if not big else h // 16), w - 4)
    top = band + max(1, h // 60)
    if label is not None:
        surf.blit(label, label.get_rect(midtop=(w // 2, top)))
        top += label.get_height()
    inset = max(2, w // 30)
    bottom = h - max(3, w // 20)
    rule = myth.text if myth is not None else rules.boar_text if info.kind == BOAR else None
    valkyrie = myth is not None and myth.kind == VALKYRIE
    pad = max(6, w // 16)
    below = 0  # what a large card shows under the portrait: the track, the rule
    text = None
    if big:
        below = 32 if valkyrie else 0
        if rule is not None:
            text = faces.rule_block(
                faces._name(rule), w - 2 * pad, (bottom - top) * 2 // 5 - below, h // 26
            )
            below += text.get_height()
        art_h = min(w - 2 * inset, bottom - top - below - 8)
    else:
        art_h = bottom - top
    faces.paint_portrait(surf, card_id, pygame.Rect(inset, top, w - 2 * inset, art_h), colour)
    if not in_band:
        cr = max(BADGE_R, band // 3)
        faces.corner_icon(surf, info.cls, (inset + cr + 1, top + art_h - cr - 1), cr)
    top += art_h + 6
    if big and valkyrie and myth is not None:
        top = track(faces, surf, myth.track, None, (w // 2, top + 13), w - 10) + 6
    if text is not None:
        surf.blit(text, (pad, top))
    faces._frame(surf, theme.GOLD if info.kind in (GOD, BOAR) else colour, radius)
    return surf


def track(
    faces: Faces,
    surf: pygame.Surface,
    notches: tuple[int, ...],
    at: int | None,
    centre: tuple[int, int],
    width: int,
) -> int:
    """A valkyrie's strength track: one disc per notch with its points, the reached notch lit.
    Returns the bottom of what was drawn."""
    count = len(notches)
    r = max(5, min(width // (count * 2 + 2), 12))
    numbered = r >= 8  # a disc too small for readable digits shows only which notch is lit
    gap = (width - 2 * r * count) // max(1, count - 1) if count > 1 else 0
    x0 = centre[0] - (2 * r * count + gap * (count - 1)) // 2 + r
    for i, points in enumerate(notches):
        cx = x0 + i * (2 * r + gap)
        lit = at == i
        fill = theme.HIGHLIGHT if lit else (250, 244, 228)
        pygame.draw.circle(surf, fill, (cx, centre[1]), r)
        pygame.draw.circle(surf, KIND_COLOURS[VALKYRIE], (cx, centre[1]), r, max(1, r // 5))
        if numbered:
            label = faces.assets.text(
                str(points), "text_bold", max(MIN_TEXT, int(r * 1.2)), theme.INK
            )
            surf.blit(label, label.get_rect(center=(cx, centre[1] + 1)))
    return centre[1] + r
