"""The picture of a Vedrfolnir card: its god's or creature's painted portrait in an arched window
framed in that god's colour, with the emblem on a medallion at the window's bottom left (a Tyr
card's given type takes the right), so the icon players learned still reads; a card with no
portrait shows its emblem large, glowing in the same colour.

Which picture a card shows is `game.art.vedrfolnir`'s (the phone page shows the same). The
portrait keeps the head: it covers the window's width and is cut at the bottom, never the top.
"""

from __future__ import annotations

import pygame

from game.art.vedrfolnir import card_picture
from game.ui.assets import Assets
from game.ui.games.vedrfolnir import faces_draw as D
from game.vedrfolnir.data import Card

# Each god's or creature's colour: its window's frame and the sky behind it, so the gods differ
# at a glance beyond their picture (keys: the emblems of data/vedrfolnir/pictures.yaml).
GOD_COLOURS: dict[str, D.RGB] = {
    "odin": (72, 120, 214),
    "thor": (214, 84, 46),
    "surtr": (246, 120, 24),
    "tyr": (150, 168, 196),
    "freyja": (226, 104, 160),
    "hel": (96, 170, 130),
    "brynhildr": (170, 120, 240),
    "loki": (110, 150, 50),
    "sleipnir": (128, 96, 168),
    "ratatosk": (190, 130, 70),
    "nidhogg": (170, 44, 40),
    "nornes": (206, 176, 96),
    "hugin": (84, 96, 140),
    "munin": (116, 92, 150),
    "skoll_hati": (226, 150, 50),
    "eikthyrnir": (100, 156, 84),
    "fenrir": (96, 104, 124),
    "moin": (58, 140, 112),
    "heimdall": (226, 214, 170),
}
DEFAULT_COLOUR: D.RGB = (206, 176, 96)


def god_colour(key: str) -> D.RGB:
    """The colour of the god or creature the card `key` shows."""
    return GOD_COLOURS.get(card_picture(key).emblem, DEFAULT_COLOUR)


def _arch(size: tuple[int, int], radius: int, foot: int) -> pygame.Surface:
    """A white arched window shape (rounded top, nearly square foot), for masking."""
    shape = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(
        shape,
        (255, 255, 255),
        shape.get_rect(),
        border_top_left_radius=radius,
        border_top_right_radius=radius,
        border_bottom_left_radius=foot,
        border_bottom_right_radius=foot,
    )
    return shape


def _portrait(assets: Assets, sprite: str, size: tuple[int, int]) -> pygame.Surface:
    """The square portrait scaled to cover `size` and cut to it, the head kept."""
    w, h = size
    side = max(w, h)
    image = assets.scaled(sprite, side, side)
    top = round((side - h) * 0.15)
    return image.subsurface(pygame.Rect((side - w) // 2, top, w, h))


def _inside(
    assets: Assets, rect: pygame.Rect, card: Card, colour: D.RGB, s: float
) -> pygame.Surface:
    """The window's content, unmasked: the god's sky and its portrait or its glowing emblem."""
    sky = D.vertical_gradient(
        rect.size, D.mix(colour, D.IVORY, 0.35), D.mix(colour, (0, 0, 0), 0.7)
    )
    shaped = pygame.Surface(rect.size, pygame.SRCALPHA)
    shaped.blit(sky, (0, 0))
    art = card_picture(card.key)
    if art.portrait is not None:
        shaped.blit(_portrait(assets, art.portrait.sprite, rect.size), (0, 0))
        shade = D.vertical_gradient((rect.w, max(1, rect.h // 3)), (255, 255, 255), (150, 150, 150))
        shaped.blit(shade, (0, rect.h - shade.get_height()), special_flags=pygame.BLEND_RGB_MULT)
        return shaped
    side = min(rect.w - round(8 * s), round(rect.h * 0.86))
    image = D.glowing_icon(art.emblem, side, D.mix(D.IVORY, colour, 0.18), colour)
    D.blit_centred(shaped, image, (rect.w / 2, rect.h * 0.53))
    return shaped


def window(assets: Assets, surf: pygame.Surface, rect: pygame.Rect, card: Card, s: float) -> None:
    """Paint the card's picture into `rect` of its face, framed in its god's colour."""
    colour = god_colour(card.key)
    radius = round(rect.w * 0.22)
    foot = max(2, round(3 * s))
    shaped = _inside(assets, rect, card, colour, s)
    shaped.blit(_arch(rect.size, radius, foot), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(shaped, rect)
    band = max(2, round(2.6 * s))

    def frame(big: pygame.Surface, k: float) -> None:
        box = big.get_rect()
        corners = {
            "border_top_left_radius": round(radius * k),
            "border_top_right_radius": round(radius * k),
            "border_bottom_left_radius": round(foot * k),
            "border_bottom_right_radius": round(foot * k),
        }
        pygame.draw.rect(big, D.mix(colour, (0, 0, 0), 0.45), box, round(band * k), **corners)
        lit = box.inflate(-round(band * k * 0.6), -round(band * k * 0.6))
        pygame.draw.rect(big, colour, lit, max(1, round(band * k * 0.45)), **corners)
        edge = box.inflate(-round(band * k * 1.7), -round(band * k * 1.7))
        pygame.draw.rect(big, D.mix(colour, D.IVORY, 0.6), edge, max(1, round(k * 0.8)), **corners)

    surf.blit(D.smooth(rect.size, frame), rect)
    if card_picture(card.key).portrait is not None:
        _badge(surf, card, (rect.left + band + 7.5 * s, rect.bottom - band - 7.5 * s), s, colour)


def _badge(surf: pygame.Surface, card: Card, centre: D.Point, s: float, colour: D.RGB) -> None:
    """The card's emblem on a small medallion of its god's colour, over the portrait."""
    r = max(6, round(8 * s))
    size = 2 * r + 2

    def disc(big: pygame.Surface, k: float) -> None:
        c = size * k / 2
        pygame.draw.circle(big, D.mix(colour, (0, 0, 0), 0.6), (c, c), r * k)
        pygame.draw.circle(big, D.mix(colour, D.IVORY, 0.5), (c, c), (r - 1) * k)
        pygame.draw.circle(big, D.mix(colour, (0, 0, 0), 0.35), (c, c), (r - 2) * k)

    medal = D.smooth((size, size), disc)
    mark = D.icon(card_picture(card.key).emblem, max(4, round(r * 1.3)), D.IVORY)
    D.blit_centred(medal, mark, (size / 2, size / 2))
    D.blit_centred(surf, medal, centre)
