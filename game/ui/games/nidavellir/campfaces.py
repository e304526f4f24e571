"""Faces of Thingvellir's cards: the artifacts, the mercenaries, Olwyn's doubles and the back of
the camp decks.

An artifact wears the camp's deep teal with its own emblem (a game-icons.net picture, one per
artifact, see `ICON_SOURCES`) large under its name; a mercenary is cut in two halves, each in the
colour of one of its two classes with that class's icon, points and picture; a double is Olwyn's
portrait faded, a rank worth 0. Numbers come from the YAML (an artifact's fixed points, a
mercenary's printed points).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

import pygame

from game.art.nidavellir import camp_emblem
from game.nidavellir.data import ARTIFACT, DOUBLE, MERCENARY, NEUTRAL
from game.ui import theme
from game.ui.assets import SPRITE_DIR
from game.ui.games.nidavellir.portraits import BADGE_R, MIN_TEXT, paint

if TYPE_CHECKING:
    from game.ui.games.nidavellir.cards import Faces

# game-icons.net emblems (CC BY 3.0) copied by sprites/thingvellir/make_art.py: our name (an
# artifact's effect, the camp, the mercenaries) -> (icon name, author as the author's folder in
# github.com/game-icons/icons names them).
ICON_SOURCES: dict[str, tuple[str, str]] = {
    "fafnir": ("dragon-head", "Lorc"),
    "draupnir": ("ring", "Delapouite"),
    "vegvisir": ("compass", "Lorc"),
    "svalinn": ("round-shield", "Willdabeast"),
    "megingjord": ("belt", "Lucasms"),
    "vidofnir": ("rooster", "Delapouite"),
    "brisingamens": ("gem-pendant", "Lorc"),
    "mjollnir": ("thor-hammer", "Delapouite"),
    "hofud": ("broadsword", "Lorc"),
    "hrafnsmerki": ("raven", "Lorc"),
    "jarnglofi": ("mailed-fist", "Lorc"),
    "gjallarhorn": ("hunting-horn", "Lorc"),
    "camp": ("campfire", "Lorc"),
    "mercenary": ("crossed-swords", "Lorc"),
}
CAMP_COLOUR = (18, 92, 98)  # the camp's teal: artifacts, the camp's panel and decks
CAMP_DARK = (10, 52, 56)
EMBLEM_INK = (248, 232, 186)


@cache
def camp_icon(name: str, side: int, colour: tuple[int, int, int] = EMBLEM_INK) -> pygame.Surface:
    """An emblem of sprites/thingvellir/icons/ rendered `side` px square in `colour`."""
    path = SPRITE_DIR / "thingvellir" / "icons" / f"{name}.svg"
    surf = pygame.image.load_sized_svg(path, (max(1, side), max(1, side)))
    surf = surf.convert_alpha() if pygame.display.get_surface() is not None else surf
    surf.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def emblem_name(faces: Faces, card_id: int) -> str:
    """The emblem a camp card or double shows (the phone page shows the same one)."""
    return camp_emblem(faces.rules, card_id)


def camp_card(faces: Faces, card_id: int, w: int, h: int) -> pygame.Surface:
    kind = faces.rules.cards[card_id].kind
    if w > h:
        return _tile(faces, card_id, w, h)
    if kind == ARTIFACT:
        return _artifact(faces, card_id, w, h)
    if kind == MERCENARY:
        return _mercenary(faces, card_id, w, h)
    return _double(faces, card_id, w, h)


def _name(faces: Faces, surf: pygame.Surface, card_id: int, band: int, big: bool) -> int:
    """The card's name under its band (`Faces.card_name`); returns the top of what follows."""
    w, h = surf.get_size()
    label = faces.card_name(card_id, max(MIN_TEXT, h // 8 if not big else h // 16), w - 4)
    top = band + max(1, h // 60)
    if label is None:
        return top
    surf.blit(label, label.get_rect(midtop=(w // 2, top)))
    return top + label.get_height()


def _tile(faces: Faces, card_id: int, w: int, h: int) -> pygame.Surface:
    """A camp card as a tile: its emblem on a square of the camp's teal (a mercenary's square
    halved in its two classes' colours, each with its icon and points), its name beside it."""
    rules = faces.rules
    info = rules.cards[card_id]
    merc = rules.mercenaries.get(card_id)
    edge = CAMP_COLOUR if info.kind == ARTIFACT else theme.GOLD
    surf = faces._parchment(w, h, max(4, h // 8))
    square = pygame.Rect(0, 0, h, h)
    if merc is not None:
        for i, cls in enumerate(merc.classes):
            half = pygame.Rect(i * h // 2, 0, h // 2 + (h % 2) * i, h)
            colour = theme.CLASS_COLOURS[cls]
            pygame.draw.rect(surf, colour, half, border_radius=4)
            icon = faces.assets.icon(theme.CLASS_ICONS[cls], h // 3)
            surf.blit(icon, icon.get_rect(midtop=(half.centerx, half.y + 3)))
            points = merc.points_in(cls) if faces.scores_points(cls) else None
            if points is not None:
                faces._points_badge(surf, points, (half.centerx, h - BADGE_R - 3), BADGE_R, colour)
    else:
        colour = CAMP_COLOUR if info.kind == ARTIFACT else theme.CLASS_COLOURS[NEUTRAL]
        pygame.draw.rect(surf, colour, square, border_radius=4)
        mark = camp_icon(emblem_name(faces, card_id), int(h * 0.72))
        surf.blit(mark, mark.get_rect(center=square.center))
        artifact = rules.artifacts.get(card_id)
        points = artifact.points if artifact is not None else None
        if info.cls != NEUTRAL:  # Vegvisir: a rank of its class
            faces.corner_icon(surf, info.cls, (square.right - 9, 9), 8)
        if points:
            r = BADGE_R
            faces._points_badge(surf, points, (w - r - 4, h // 2), r, theme.GOLD)
            w -= 2 * r + 6
    pygame.draw.line(surf, theme.GOLD, (h, 0), (h, h), max(1, h // 30))
    label = faces.card_name(card_id, MIN_TEXT, w - h - 4)
    if label is not None:
        surf.blit(label, label.get_rect(center=((h + w) // 2, h // 2 + 1)))
    faces._frame(surf, edge, max(4, h // 8))
    return surf


def _artifact(faces: Faces, card_id: int, w: int, h: int) -> pygame.Surface:
    rules = faces.rules
    info = rules.cards[card_id]
    artifact = rules.artifacts[card_id]
    big = h >= 150
    surf, band, radius = faces.banded(w, h, CAMP_COLOUR, 0.26 if not big else 0.14)
    mark = camp_icon("camp", int(band * 0.7))
    spot = mark.get_rect(midleft=(int(w * 0.05), band // 2))
    if info.cls != NEUTRAL:  # Vegvisir: a rank of its class, shown as a dwarf's
        icon = faces.assets.icon(theme.CLASS_ICONS[info.cls], int(band * 0.8))
        spot = icon.get_rect(midleft=(int(w * 0.05), band // 2))
        surf.blit(icon, spot)
        faces.rank_marks(surf, list(info.ranks), True, theme.CLASS_COLOURS[info.cls], band, 0)
    else:
        surf.blit(mark, spot)
        if artifact.points:
            faces.rank_marks(surf, [artifact.points], True, theme.GOLD, band, spot.right)
    top = _name(faces, surf, card_id, band, big)
    inset = max(2, w // 30)
    bottom = h - max(3, w // 20)
    pad = max(6, w // 16)
    text = (
        faces.rule_block(faces._name(artifact.text), w - 2 * pad, (bottom - top) * 2 // 5, h // 26)
        if big
        else None
    )
    art_h = bottom - top if text is None else bottom - top - text.get_height() - 8
    art = pygame.Rect(inset, top, w - 2 * inset, max(1, art_h))
    pygame.draw.rect(surf, CAMP_DARK, art, border_radius=max(3, w // 16))
    pygame.draw.rect(surf, theme.GOLD_DARK, art, 1, border_radius=max(3, w // 16))
    side = max(8, int(min(art.w, art.h) * 0.8))
    picture = camp_icon(artifact.effect, side)
    surf.blit(picture, picture.get_rect(center=art.center))
    if text is not None:
        surf.blit(text, (pad, art.bottom + 6))
    faces._frame(surf, theme.GOLD, radius)
    return surf


def _halves(surf: pygame.Surface, colours: tuple[tuple[int, int, int], ...], band: int, r: int):
    """A band cut in two, each half in the colour of one class (top corners rounded)."""
    w = surf.get_width()
    half = w // 2
    pygame.draw.rect(surf, colours[0], (0, 0, half, band), border_top_left_radius=r)
    pygame.draw.rect(surf, colours[1], (half, 0, w - half, band), border_top_right_radius=r)


def _mercenary(faces: Faces, card_id: int, w: int, h: int) -> pygame.Surface:
    rules = faces.rules
    merc = rules.mercenaries[card_id]
    colours = tuple(theme.CLASS_COLOURS[c] for c in merc.classes)
    big = h >= 150
    surf, band, radius = faces.banded(w, h, theme.CLASS_COLOURS[NEUTRAL], 0.26 if not big else 0.14)
    _halves(surf, colours, band, radius)
    half = w // 2
    iconless = []  # halves whose icon goes on the picture: the band holds only the points
    for i, cls in enumerate(merc.classes):
        x0 = i * half
        icon = faces.assets.icon(theme.CLASS_ICONS[cls], int(band * 0.7))
        if faces.scores_points(cls):
            r = max(BADGE_R, int(band * 0.34))
            icon_spot = icon.get_rect(midleft=(x0 + max(2, w // 30), band // 2))
            if icon_spot.right + 2 * r - 2 > x0 + half:  # too narrow for both: the points
                centre = (x0 + half // 2, band // 2)
                iconless.append(i)
            else:
                surf.blit(icon, icon_spot)
                centre = (min(x0 + half - r - 2, icon_spot.right + r + 1), band // 2)
            faces._points_badge(surf, merc.points_in(cls), centre, r, colours[i])
        else:
            surf.blit(icon, icon.get_rect(center=(x0 + half // 2, band // 2)))
    pygame.draw.line(surf, theme.GOLD, (half, 0), (half, band), max(1, w // 40))
    top = _name(faces, surf, card_id, band, big)
    inset = max(2, w // 30)
    bottom = h - max(3, w // 20)
    pad = max(6, w // 16)
    text = (
        faces.rule_block(
            faces._name(rules.mercenary_text), w - 2 * pad, (bottom - top) * 2 // 5, h // 26
        )
        if big
        else None
    )
    art_h = bottom - top if text is None else bottom - top - text.get_height() - 8
    by_class = faces._pictures[1]
    for i, cls in enumerate(merc.classes):
        area = pygame.Rect(inset + i * (half - inset), top, half - inset, max(1, art_h))
        picture = faces.assets.scaled(by_class[cls], max(1, art_h), max(1, art_h))
        paint(surf, picture, area, theme.lighter(colours[i], 0.45))
    pygame.draw.line(surf, theme.GOLD, (half, top), (half, top + art_h), max(1, w // 40))
    r = max(BADGE_R - 2, band // 3)
    for i in iconless:
        x = inset + r + 1 if i == 0 else w - inset - r - 1
        faces.corner_icon(surf, merc.classes[i], (x, top + r + 1), r)
    swords = camp_icon("mercenary", max(8, band * 2 // 3))
    disc = swords.get_rect(center=(half, top + art_h - swords.get_height() // 2 - 2))
    pygame.draw.circle(surf, CAMP_DARK, disc.center, disc.w // 2 + 3)
    surf.blit(swords, disc)
    if text is not None:
        surf.blit(text, (pad, top + art_h + 6))
    faces._frame(surf, theme.GOLD, radius)
    return surf


def _double(faces: Faces, card_id: int, w: int, h: int) -> pygame.Surface:
    rules = faces.rules
    colour = theme.CLASS_COLOURS[NEUTRAL]
    big = h >= 150
    surf, band, radius = faces.banded(w, h, colour, 0.26 if not big else 0.14)
    icon = faces.assets.icon(theme.CLASS_ICONS[NEUTRAL], int(band * 0.78))
    spot = icon.get_rect(midleft=(int(w * 0.05), band // 2))
    surf.blit(icon, spot)
    faces.rank_marks(surf, [0], True, theme.GOLD, band, spot.right)
    top = _name(faces, surf, card_id, band, big)
    inset = max(2, w // 30)
    bottom = h - max(3, w // 20)
    pad = max(6, w // 16)
    text = (
        faces.rule_block(
            faces._name(rules.double_text), w - 2 * pad, (bottom - top) * 2 // 5, h // 26
        )
        if big
        else None
    )
    art_h = bottom - top if text is None else bottom - top - text.get_height() - 8
    area = pygame.Rect(inset, top, w - 2 * inset, max(1, art_h))
    ghost = pygame.Surface(area.size, pygame.SRCALPHA)
    faces.paint_portrait(ghost, card_id, ghost.get_rect(), colour)
    ghost.set_alpha(150)  # an illusion: Olwyn, faded
    surf.blit(ghost, area)
    if text is not None:
        surf.blit(text, (pad, top + art_h + 6))
    faces._frame(surf, theme.lighter(colour, 0.3), radius)
    return surf


def camp_back(faces: Faces, w: int, h: int) -> pygame.Surface:
    """The back of a camp deck: the card back under the camp's teal with its fire."""
    key = ("camp_back", w, h)
    surf = faces._cache.get(key)
    if surf is None:
        surf = faces.back(w, h).copy()
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (*CAMP_COLOUR, 190), veil.get_rect(), border_radius=6)
        surf.blit(veil, (0, 0))
        fire = camp_icon("camp", int(min(w, h) * 0.62))
        surf.blit(fire, fire.get_rect(center=(w // 2, h // 2)))
        pygame.draw.rect(surf, theme.GOLD, surf.get_rect(), 2, border_radius=6)
        faces._cache[key] = surf
    return surf


def is_camp_kind(kind: int) -> bool:
    """Artifacts, mercenaries and doubles: the faces this module draws."""
    return kind in (ARTIFACT, MERCENARY, DOUBLE)
