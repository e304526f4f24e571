"""Title pictures for the launcher and each game's menu: the title lettered in the display face
in bevelled gold with a shadow, over the table darkened at its edges and lit behind the title,
with a fan of the game's portraits framed like cards on each side.

Everything is composed at run time from art the project ships (the Wesnoth portraits under
`sprites/`, the parchment tile, Vollkorn) and cached per game, language, contrast and canvas
size: a menu frame costs one blit of the finished picture. No publisher art, no logo.
"""

from __future__ import annotations

import math
from typing import Any

import pygame
from pygame import Rect

from game.core.game import GameInfo
from game.ui import gamekit, theme

# The portraits each game's title shows, left fan then right fan, from sprites already shipped
# (and credited) for its cards; a game missing here gets the lettering alone.
FANS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "nidavellir": (
        ("portraits/dwarves/thunderer", "portraits/dwarves/runemaster", "portraits/dwarves/lord"),
        ("portraits/dwarves/fighter", "portraits/dwarves/sentinel", "portraits/dwarves/explorer"),
    ),
    "arran": (
        (
            "arran/portraits/humans-spearman",
            "arran/portraits/humans-mage",
            "arran/portraits/humans-marshal",
        ),
        (
            "arran/portraits/humans-general",
            "arran/portraits/humans-huntsman",
            "arran/portraits/humans-royal-guard",
        ),
    ),
    "vedrfolnir": (
        ("portraits/monsters/gryphon", "portraits/trolls/troll", "portraits/wolves/wolf-great"),
        (
            "portraits/monsters/black-stallion",
            "portraits/drakes/inferno",
            "portraits/monsters/fire-dragon",
        ),
    ),
}

CARD = (206, 276)  # a portrait card of a fan
FAN_ANGLES = (12.0, 5.0, -2.0)  # outer card first, the inner one lies on top
FAN_STEP = 100  # from one card of a fan to the next
TITLE_PX = 96
# The subtitle reads at 12 px even in the smallest window (the canvas shown at MIN_SCALE 0.4).
SUB_PX = 30
LETTER_PAD = 14  # room around the lettering for its outline and shadow
GOLD_TOP, GOLD_BOTTOM = (255, 232, 150), (184, 122, 38)
OUTLINE = (46, 24, 8)
RING = [
    (round(3 * math.cos(a * math.tau / 8)), round(3 * math.sin(a * math.tau / 8))) for a in range(8)
]

_CACHE: dict[tuple[Any, ...], pygame.Surface] = {}
_PLACED: dict[tuple[Any, ...], list[Rect]] = {}  # where each picture's words and emblem landed
_STAGES: dict[tuple[Any, ...], pygame.Surface] = {}  # the framed table under every title


def clear() -> None:
    """Forget every composed picture (tests; the art is otherwise fixed for the run)."""
    _CACHE.clear()
    _PLACED.clear()
    _STAGES.clear()


def placed(picture: pygame.Surface) -> list[Rect]:
    """Where the words and the emblem of a picture this module composed lie (tests check that
    none runs into a button)."""
    return next(_PLACED[key] for key, made in _CACHE.items() if made is picture)


# ---------------------------------------------------------------------- the whole pictures


def menu_layout(top: int) -> dict[str, Rect]:
    """Where the menu's title, rule, subtitle and emblem sit, above `top` (the first button):
    the scene tests that none of them runs into a button."""
    w = theme.LOGICAL_SIZE[0]
    return {
        "title": Rect(w // 2 - 560, top - 284, 1120, 130),
        "rule": Rect(w // 2 - 230, top - 150, 460, 16),
        "subtitle": Rect(w // 2 - 560, top - 132, 1120, 42),
        "emblem": Rect(w // 2 - 140, top - 86, 280, 62),
    }


def menu_picture(app: Any, info: GameInfo, top: int) -> pygame.Surface:
    """The menu's backdrop: the table, the fans of `info`'s portraits, its title, subtitle and
    emblem above `top`."""
    key = ("menu", info.key, app.t.lang, theme.HIGH_CONTRAST, theme.LOGICAL_SIZE, top)
    picture = _CACHE.get(key)
    if picture is None:
        picture = _stage(app)
        left, right = FANS.get(info.key, ((), ()))
        _fans(app, picture, left, right, (340, 560))
        lay = menu_layout(top)
        words = _heading(
            app, picture, lay, gamekit.title(app.t, info), gamekit.subtitle(app.t, info)
        )
        gamekit.emblem(app, info, picture, lay["emblem"].center)
        _CACHE[key], _PLACED[key] = picture, [*words, lay["emblem"]]
    return picture


def launcher_layout(top: int) -> dict[str, Rect]:
    """The launcher's title, rule and subtitle, in its head (from `top`, 190 px)."""
    w = theme.LOGICAL_SIZE[0]
    return {
        "title": Rect(w // 2 - 560, top + 2, 1120, 110),
        "rule": Rect(w // 2 - 200, top + 114, 400, 16),
        "subtitle": Rect(w // 2 - 560, top + 134, 1120, 42),
    }


def launcher_picture(app: Any, title: str, subtitle: str, top: int) -> pygame.Surface:
    """The launcher's backdrop: the table, the title and subtitle in its head (each game's card
    shows its own cover)."""
    key = ("launcher", title, subtitle, theme.HIGH_CONTRAST, theme.LOGICAL_SIZE, top)
    picture = _CACHE.get(key)
    if picture is None:
        picture = _stage(app)
        words = _heading(app, picture, launcher_layout(top), title, subtitle, 88)
        _CACHE[key], _PLACED[key] = picture, words
    return picture


def cover(app: Any, info: GameInfo, height: int) -> pygame.Surface | None:
    """A game's first portrait framed as a small card `height` tall (the launcher's cards)."""
    fans = FANS.get(info.key)
    if fans is None:
        return None
    key = ("cover", info.key, height, theme.HIGH_CONTRAST)
    card = _CACHE.get(key)
    if card is None:
        card = framed(app, fans[0][-1], (round(height * CARD[0] / CARD[1]), height))
        _CACHE[key] = card
    return card


# ---------------------------------------------------------------------- the parts


def _stage(app: Any) -> pygame.Surface:
    """The table darkened towards the edges and warmly lit behind the title, framed (the same
    for every title: made once, a copy given)."""
    key = (theme.HIGH_CONTRAST, theme.LOGICAL_SIZE)
    stage = _STAGES.get(key)
    if stage is None:
        stage = app.background.copy()
        if not theme.HIGH_CONTRAST:
            w, h = stage.get_size()
            stage.blit(_radial((w, h), (0.5, 0.5), (0, 0, 0), 20, 215, 1.8), (0, 0))
            glow = _radial((w, h // 2), (0.5, 0.3), (255, 160, 60), 60, 0, 1.4)
            stage.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
            _border(stage)
        _STAGES[key] = stage
    return stage.copy()


def _radial(
    size: tuple[int, int],
    centre: tuple[float, float],
    colour: tuple[int, int, int],
    inner: int,
    outer: int,
    power: float,
) -> pygame.Surface:
    """A smooth radial ramp of `colour` from alpha `inner` at `centre` to `outer` at the corners
    (drawn small, scaled up smoothly to a quarter, then by four: it has no detail to lose, and
    a smooth scale to the whole window is slow)."""
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    cx, cy = centre[0] * 64, centre[1] * 36
    far = math.hypot(max(cx, 64 - cx), max(cy, 36 - cy) * 16 / 9)
    for y in range(36):
        for x in range(64):
            d = math.hypot(x + 0.5 - cx, (y + 0.5 - cy) * 16 / 9) / far
            a = inner + (outer - inner) * min(1.0, d) ** power
            small.set_at((x, y), (*colour, round(a)))
    quarter = pygame.transform.smoothscale(small, (size[0] // 4, size[1] // 4))
    ramp = pygame.transform.scale(quarter, size)
    if colour != (0, 0, 0):  # added light: premultiplied, so the alpha weighs the colour
        lit = pygame.Surface(size)
        lit.blit(ramp, (0, 0))
        return lit
    return ramp


def _banner(picture: pygame.Surface, rect: Rect) -> None:
    """A dark band behind the title, fading out towards both ends, gold-ruled under (the frame
    of the window runs just above it)."""
    band = pygame.Surface((rect.w, 1), pygame.SRCALPHA)
    for x in range(rect.w):
        fade = 1 - abs(x - rect.w / 2) / (rect.w / 2)
        band.set_at((x, 0), (14, 9, 6, round(170 * min(1.0, fade * 2.2))))
    picture.blit(pygame.transform.scale(band, rect.size), rect)
    line = pygame.transform.scale(band, (rect.w, 1))
    gold = pygame.Surface((rect.w, 1))
    gold.fill(theme.GOLD_DARK)
    line.blit(gold, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    picture.blit(line, (rect.x, rect.bottom - 1))


def _border(picture: pygame.Surface) -> None:
    """A thin double gold frame inset from the window's edge, a lozenge at each corner."""
    outer = picture.get_rect().inflate(-24, -24)
    pygame.draw.rect(picture, theme.GOLD_DARK, outer, 2, border_radius=6)
    pygame.draw.rect(picture, OUTLINE, outer.inflate(-8, -8), 1, border_radius=4)
    for corner in (outer.topleft, outer.topright, outer.bottomleft, outer.bottomright):
        x, y = corner
        diamond = [(x, y - 9), (x + 9, y), (x, y + 9), (x - 9, y)]
        pygame.draw.polygon(picture, theme.GOLD, diamond)
        pygame.draw.polygon(picture, OUTLINE, diamond, 1)


def _heading(
    app: Any,
    picture: pygame.Surface,
    lay: dict[str, Rect],
    title: str,
    subtitle: str,
    size: int = TITLE_PX,
) -> list[Rect]:
    """The lettered title on its banner, a gold rule with a lozenge, and the subtitle; returns
    where the words lie."""
    _banner(picture, lay["title"].inflate(0, -6))
    letters = lettering(app, title, size, lay["title"].w)
    box = letters.get_rect(center=lay["title"].center)
    picture.blit(letters, box)
    where = [box.inflate(-2 * LETTER_PAD, -2 * LETTER_PAD)]  # the words, not their shadow
    _rule(picture, lay["rule"])
    if subtitle:
        sub = app.assets.fit(subtitle, "italic", SUB_PX, theme.TEXT, lay["subtitle"].w)
        shade = app.assets.fit(subtitle, "italic", SUB_PX, (0, 0, 0), lay["subtitle"].w)
        where.append(sub.get_rect(center=lay["subtitle"].center))
        picture.blit(shade, where[1].move(1, 2))
        picture.blit(sub, where[1])
    return where


def lettering(app: Any, text: str, size: int, width: int) -> pygame.Surface:
    """`text` in the display face, gold from light to deep, bevelled (lit above, shaded under),
    outlined in dark brown and casting a soft shadow; shrunk to `width` when wider."""
    base = app.assets.fit(text, "display_bold", size, (255, 255, 255), width - 24)
    w, h = base.get_size()
    pad = LETTER_PAD
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    out.blit(_blurred(_tinted(base, (0, 0, 0), 200), 5), (pad + 4, pad + 7))
    dark = _tinted(base, OUTLINE, 255)
    for dx, dy in RING:
        out.blit(dark, (pad + dx, pad + dy))
    out.blit(_tinted(base, (120, 70, 18), 255), (pad + 1, pad + 2))
    out.blit(_tinted(base, (255, 246, 214), 255), (pad - 1, pad - 1))
    out.blit(_gold(base), (pad, pad))
    return out


def _tinted(mask: pygame.Surface, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    """`mask`'s shape in one colour (its alpha kept, scaled by `alpha`)."""
    out = mask.copy()
    out.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out.fill((*colour, 0), special_flags=pygame.BLEND_RGB_ADD)
    if alpha < 255:
        out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _gold(mask: pygame.Surface) -> pygame.Surface:
    """`mask`'s shape filled with a vertical gold gradient, a bright band across its middle."""
    w, h = mask.get_size()
    ramp = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        shine = max(0.0, 1 - abs(t - 0.42) / 0.12) * 0.35
        ramp.set_at(
            (0, y),
            [
                min(255, round(a + (b - a) * t + 255 * shine * (1 - t)))
                for a, b in zip(GOLD_TOP, GOLD_BOTTOM, strict=True)
            ]
            + [255],
        )
    gold = pygame.transform.scale(ramp, (w, h))
    gold.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return gold


def _blurred(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """`surface` softened over about `radius` pixels: shrunk by that much and grown back
    smoothly (a shadow needs no exact Gaussian, and this costs a tenth of one)."""
    pad = radius * 2
    w, h = surface.get_width() + 2 * pad, surface.get_height() + 2 * pad
    room = pygame.Surface((w, h), pygame.SRCALPHA)
    room.blit(surface, (pad, pad))
    small = pygame.transform.smoothscale(room, (max(1, w // radius), max(1, h // radius)))
    soft = pygame.transform.smoothscale(small, (w, h))
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(soft, (-pad, -pad))
    return out


def _rule(picture: pygame.Surface, rect: Rect) -> None:
    """A thin gold line fading at both ends, a lozenge at its middle."""
    cy = rect.centery
    for x in range(rect.left, rect.right):
        fade = 1 - abs(x - rect.centerx) / (rect.w / 2)
        colour = [round(c * (0.35 + 0.65 * fade)) for c in theme.GOLD]
        picture.set_at((x, cy), colour)
        picture.set_at((x, cy + 1), [c // 2 for c in colour])
    r = rect.h // 2
    diamond = [
        (rect.centerx, cy - r),
        (rect.centerx + r, cy),
        (rect.centerx, cy + r),
        (rect.centerx - r, cy),
    ]
    pygame.draw.polygon(picture, theme.GOLD, diamond)
    pygame.draw.polygon(picture, OUTLINE, diamond, 1)


def _fans(
    app: Any,
    picture: pygame.Surface,
    left: tuple[str, ...],
    right: tuple[str, ...],
    centre: tuple[int, int],
) -> None:
    """A fan of cards each side of the middle column, `centre` being the inner card's on the
    left (mirrored on the right), the inner cards on top."""
    w = picture.get_width()
    for names, cx, side in ((left, centre[0], 1), (right, w - centre[0], -1)):
        for i, name in enumerate(names):
            card = pygame.transform.rotozoom(framed(app, name, CARD), FAN_ANGLES[i] * side, 1)
            back = len(names) - 1 - i
            x = cx - side * back * FAN_STEP
            y = centre[1] + back * back * 14  # the outer cards lower: an arc
            shadow = _blurred(_tinted(card, (0, 0, 0), 160), 9)
            picture.blit(shadow, shadow.get_rect(center=(x + 9, y + 14)))
            picture.blit(card, card.get_rect(center=(x, y)))


def framed(app: Any, name: str, size: tuple[int, int]) -> pygame.Surface:
    """A portrait framed like a card: a parchment mount with a gold edge, the picture in a dark
    inner line, a small lozenge ornament in the foot."""
    w, h = size
    radius = max(6, w // 14)
    card = pygame.Surface(size, pygame.SRCALPHA)
    tile = app.assets.sprite("table/parchment")
    for x in range(0, w, tile.get_width()):
        for y in range(0, h, tile.get_height()):
            card.blit(tile, (x, y))
    shape = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    card.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    margin = max(5, w // 16)
    side = w - 2 * margin
    window = Rect(margin, margin, side, side)
    portrait = pygame.transform.smoothscale(app.assets.sprite(name), window.size)
    card.blit(portrait, window)
    pygame.draw.rect(card, OUTLINE, window.inflate(2, 2), 2)
    foot = Rect(margin, window.bottom + 4, side, h - window.bottom - 4 - margin)
    _rule(card, Rect(foot.x + 6, foot.centery - 5, foot.w - 12, 10))
    pygame.draw.rect(card, theme.GOLD_DARK, card.get_rect(), 4, border_radius=radius)
    pygame.draw.rect(card, theme.GOLD, card.get_rect().inflate(-3, -3), 1, border_radius=radius)
    return card
