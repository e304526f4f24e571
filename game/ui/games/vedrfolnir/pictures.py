"""The card pictures the table draws, behind the names of the faces module (`faces.py`, the
faces helper's): plain coloured placeholders until it lands, so the table can be laid out.
"""

from __future__ import annotations

from functools import cache

import pygame

from game.vedrfolnir.data import Copy

TINTS = {
    "odin": (70, 104, 170),
    "thor": (176, 70, 52),
    "surtr": (64, 40, 36),
    "odin_or_thor": (120, 84, 150),
    "each": (70, 140, 90),
}
EFFECT_TINT = (112, 96, 70)
JOKER_TINT = (170, 130, 50)


@cache
def _font(size: int) -> pygame.font.Font:
    return pygame.font.Font(None, size)


def card_surface(copy: Copy, size: tuple[int, int], lang: str, orient: str = "") -> pygame.Surface:
    """A card's face: its colour, stars and runes in the top-left corner (left visible when the
    row overlaps), its name."""
    return _card(copy, size, lang, orient)


@cache
def _card(copy: Copy, size: tuple[int, int], lang: str, orient: str) -> pygame.Surface:
    card = copy.card
    w, h = size
    tint = TINTS.get(orient or card.rune_type or "", EFFECT_TINT)
    if card.kind == "joker":
        tint = JOKER_TINT
    face = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(face, (236, 224, 196), face.get_rect(), border_radius=max(4, w // 12))
    pygame.draw.rect(face, tint, face.get_rect().inflate(-6, -6), border_radius=max(3, w // 14))
    pygame.draw.rect(face, (40, 28, 20), face.get_rect(), 1, border_radius=max(4, w // 12))
    big = _font(max(14, h // 6))
    if card.kind in ("score", "effect") and not card.objective:
        face.blit(big.render(f"{copy.stars}*", True, (255, 236, 150)), (6, 6))
    if card.objective:
        face.blit(big.render(str(card.objective), True, (255, 236, 150)), (6, 6))
    if card.runes:
        face.blit(big.render(f"{card.runes}R", True, (240, 240, 240)), (6, 6 + h // 6))
    name = getattr(card.name, lang)
    small = _font(max(12, h // 9))
    label = small.render(name, True, (250, 246, 236))
    if label.get_width() > w - 10:
        label = pygame.transform.smoothscale_by(label, (w - 10) / label.get_width())
    face.blit(label, label.get_rect(midbottom=(w // 2, h - 8)))
    return face


@cache
def back_surface(size: tuple[int, int], deck: str = "base") -> pygame.Surface:
    """A card's back."""
    back = pygame.Surface(size, pygame.SRCALPHA)
    rect = back.get_rect()
    pygame.draw.rect(back, (52, 40, 70), rect, border_radius=max(4, size[0] // 12))
    pygame.draw.rect(back, (200, 170, 90), rect.inflate(-8, -8), 2, border_radius=6)
    pygame.draw.circle(back, (200, 170, 90), rect.center, min(size) // 5, 2)
    return back


@cache
def seat_marker(role: str, size: int, lang: str) -> pygame.Surface:
    """The Ase card (Odin/Valhalla, Thor/Heilheim) or Brynhildr before a place's name."""
    mark = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = {"valhalla": (70, 104, 170), "heilheim": (176, 70, 52), "brynhildr": (90, 60, 120)}
    pygame.draw.circle(mark, colour.get(role, (150, 112, 40)), (size // 2, size // 2), size // 2)
    letter = _font(size).render(role[:1].upper(), True, (255, 255, 255))
    mark.blit(letter, letter.get_rect(center=(size // 2, size // 2 + 1)))
    return mark


@cache
def rune_glyph(rune: str, size: int) -> pygame.Surface:
    """A rune type's mark: Odin, Thor, Surtr (and Freyja's "each")."""
    mark = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mark, TINTS.get(rune, EFFECT_TINT), (size // 2, size // 2), size // 2)
    letter = _font(size).render(rune[:1].upper(), True, (255, 255, 255))
    mark.blit(letter, letter.get_rect(center=(size // 2, size // 2 + 1)))
    return mark


@cache
def star_glyph(size: int) -> pygame.Surface:
    """A five-pointed star."""
    import math

    mark = pygame.Surface((size, size), pygame.SRCALPHA)
    c, r = size / 2, size / 2
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((c + radius * math.cos(angle), c + radius * math.sin(angle)))
    pygame.draw.polygon(mark, (250, 210, 90), points)
    return mark


@cache
def emblem(size: int) -> pygame.Surface:
    """Vedrfolnir's mark: the hawk between the eagle's eyes, as a gold disc for now."""
    mark = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mark, (150, 112, 40), (size // 2, size // 2), size // 2)
    pygame.draw.circle(mark, (222, 178, 76), (size // 2, size // 2), size // 2, 3)
    letter = _font(size).render("V", True, (255, 240, 200))
    mark.blit(letter, letter.get_rect(center=(size // 2, size // 2 + 2)))
    return mark
