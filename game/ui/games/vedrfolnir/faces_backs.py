"""Vedrfolnir's card backs, seat markers and the game's emblem (a raven in a medallion).

One back serves Summer, Spring and Winter alike (they share a shuffled draw pile, so a back must
not tell which card is next); Brynhildr's pile has its own violet back.
"""

from __future__ import annotations

import math

import pygame

from game.ui.assets import Assets
from game.ui.games.vedrfolnir import faces_draw as D
from game.ui.games.vedrfolnir.faces_marks import MIN_TEXT
from game.vedrfolnir.data import default_rules

RUNE_RING = ("odin", "thor", "odin_or_thor", "surtr")

# Seat markers: (ring colour, field colour, emblem).
ROLES: dict[str, tuple[D.RGB, D.RGB, str]] = {
    "ase_odin": ((150, 180, 240), (30, 56, 118), "odin"),
    "ase_thor": ((246, 170, 130), (122, 34, 24), "thor"),
    "valhalla": (D.GOLD, (92, 62, 20), "valhalla"),
    "heilheim": ((150, 200, 170), (26, 46, 40), "heilheim"),
    "brynhildr": ((200, 160, 255), (56, 26, 92), "brynhildr"),
}


def medallion(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: float,
    ring: D.RGB,
    field: D.RGB,
    picture: str,
    lift: float = 0.0,
) -> None:
    """A round medallion: a bright ring, a dark domed field, the emblem in the ring's colour."""
    size = max(4, round(radius * 2) + 2)

    def draw(big: pygame.Surface, k: float) -> None:
        c = size * k / 2
        r = radius * k
        pygame.draw.circle(big, D.mix(ring, (0, 0, 0), 0.55), (c, c), r)
        pygame.draw.circle(big, ring, (c, c), r * 0.94)
        pygame.draw.circle(big, D.mix(ring, (0, 0, 0), 0.5), (c, c), r * 0.82)
        steps = 8
        for i in range(steps):
            f = i / steps
            pygame.draw.circle(
                big,
                D.mix(field, (255, 255, 255), f * 0.18),
                (c - r * 0.12 * f, c - r * 0.12 * f),
                r * 0.78 * (1 - f * 0.7),
            )

    disc = D.smooth((size, size), draw)
    side = max(4, round(radius * 1.25))
    image = D.glowing_icon(picture, side, D.mix(ring, (255, 255, 255), 0.45), ring)
    D.blit_centred(disc, image, (size / 2, size / 2 - lift * radius))
    D.blit_centred(surface, disc, centre)


def back(size: tuple[int, int], deck: str) -> pygame.Surface:
    """A face-down card: night blue (violet for Brynhildr's pile), a gold lattice and border, a
    ring of runes around the raven (Brynhildr's helmet)."""
    w, h = size
    s = min(w / 84, h / 118)
    solo = deck == "solo"
    field = (48, 22, 76) if solo else (20, 32, 58)
    line = (150, 110, 210) if solo else (176, 140, 60)
    ring = (210, 180, 255) if solo else D.GOLD

    def draw(big: pygame.Surface, k: float) -> None:
        bw, bh = w * k, h * k
        radius = round(6 * s * k)
        pygame.draw.rect(big, field, (0, 0, bw, bh), border_radius=radius)
        step = 12 * s * k
        lattice = D.mix(field, line, 0.35)
        n = int(bw / step) + int(bh / step) + 2
        for i in range(-n, n):
            x = i * step
            pygame.draw.line(big, lattice, (x, 0), (x + bh, bh), max(1, round(k)))
            pygame.draw.line(big, lattice, (x, bh), (x + bh, 0), max(1, round(k)))
        pygame.draw.rect(big, line, (0, 0, bw, bh), max(2, round(2.5 * s * k)), radius)
        inset = 6 * s * k
        pygame.draw.rect(
            big,
            line,
            (inset, inset, bw - 2 * inset, bh - 2 * inset),
            max(1, round(s * k)),
            round(3 * s * k),
        )

    surf = D.smooth(size, draw)
    centre = (w / 2, h / 2)
    radius = min(w, h) * 0.36
    ring_r = radius * 1.18
    for i in range(12):
        a = -math.pi / 2 + 2 * math.pi * i / 12
        pos = (centre[0] + ring_r * math.cos(a), centre[1] + ring_r * math.sin(a) * 1.22)
        D.rune_glyph(surf, RUNE_RING[i % 4], pos, max(6, round(9 * s)), ring)
    medallion(surf, centre, radius, ring, field, "brynhildr" if solo else "hugin")
    return surf


def seat_marker(assets: Assets, role: str, size: int, lang: str) -> pygame.Surface:
    """A round marker `size` px across for a place: its emblem, and from 96 px its name."""
    ring, field, picture = ROLES[role]
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    labelled = size >= 96
    medallion(surf, (size / 2, size / 2), size / 2 - 1, ring, field, picture, 0.14 * labelled)
    if labelled:
        label = assets.text(role_name(role, lang), "display_bold", max(MIN_TEXT, size // 7), ring)
        plate = label.get_rect().inflate(size // 10, 2)
        plate.midbottom = (size // 2, size - max(2, size // 16))
        pygame.draw.rect(surf, D.mix(field, (0, 0, 0), 0.3), plate, border_radius=plate.h // 2)
        pygame.draw.rect(surf, ring, plate, 1, plate.h // 2)
        surf.blit(label, label.get_rect(center=plate.center))
    return surf


def role_name(role: str, lang: str) -> str:
    """A place's name as the rulebook's Ase cards and Brynhildr's cards print it."""
    rules = default_rules()
    if role == "brynhildr":
        names = rules.card("brynhildr").name
    else:
        ase = rules.ase_cards[0 if role in ("ase_odin", "valhalla") else 1]
        names = ase.two_player if role.startswith("ase_") else ase.solo
    return names.fr if lang == "fr" else names.en


def emblem(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """The game's mark: a raven in a gold medallion on night blue."""
    medallion(surface, centre, radius, D.GOLD, (20, 32, 58), "hugin")
