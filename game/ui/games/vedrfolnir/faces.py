"""Vedrfolnir's card faces, backs, seat markers and emblem, drawn by code around free emblems and
cached, so the table only blits.

A card reads the way a player scans it in play: its stars first (gold pips, top left, the biggest
mark; an objective modifier shows its objective in a medallion there instead, a joker says
"Joker"), then the picture of its god or creature, its name, and on the bottom line its runes
(left) and points (right) or, for an effect card, a mark of what it does. Each deck has its own
frame (Summer gold and green with suns, Spring light green with blossoms, Winter ice blue with
snowflakes, Brynhildr dark violet with diamonds), so shape as well as colour tells them apart.
Every back but Brynhildr's is the same: the expansions are shuffled into one draw pile, and a back
must not tell which card comes next. Text is never drawn below `MIN_TEXT`, and a name never cut
short: a face too small for a card's whole name shows the shorter one the data gives it.

The faces draw their text with the app's `Assets` (passed in, never kept): fonts belong to one
run of pygame, and a cached face is plain pixels that outlives it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.assets import Assets
from game.ui.games.vedrfolnir import faces_backs, faces_frame, faces_window
from game.ui.games.vedrfolnir import faces_draw as D
from game.ui.games.vedrfolnir.faces_draw import rune_glyph, star_glyph
from game.ui.games.vedrfolnir.faces_marks import MIN_TEXT, effect_mark
from game.vedrfolnir.data import JOKER, SCORE, Card, Copy

__all__ = [
    "MIN_TEXT",
    "TABLE_SIZE",
    "ZOOM_SIZE",
    "back_surface",
    "card_surface",
    "clear_cache",
    "emblem",
    "rune_glyph",
    "seat_marker",
    "star_glyph",
]

TABLE_SIZE = (84, 118)  # the smallest face the table shows: every name reads whole on it
ZOOM_SIZE = (300, 420)
ELLIPSIS = "…"
_CACHE: dict[tuple[object, ...], pygame.Surface] = {}
CACHE_LIMIT = 3000
_FRAMES: dict[tuple[object, ...], pygame.Surface] = {}
FRAME_LIMIT = 64  # a few sizes of each deck's frame


def clear_cache() -> None:
    """Forget every built face (a test measuring text sizes starts from nothing)."""
    _CACHE.clear()
    _FRAMES.clear()


def _frame(size: tuple[int, int], season: D.Season, joker: bool) -> pygame.Surface:
    """A fresh copy of a card's frame and paper: they are the same for every card of a deck
    at a size, and drawing them is half of a face's cost, so each is drawn once."""
    key = (size, season, joker)
    made = _FRAMES.get(key)
    if made is None:
        if len(_FRAMES) >= FRAME_LIMIT:
            _FRAMES.clear()
        made = _FRAMES[key] = faces_frame.frame(size, season, joker)
    return made.copy()


def _cached(key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
    surf = _CACHE.get(key)
    if surf is None:
        if len(_CACHE) > CACHE_LIMIT:  # a presenter asking many sizes must not grow it forever
            _CACHE.clear()
        surf = make()
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()  # blits fast on the screen's format
        _CACHE[key] = surf
    return surf


def _line(
    assets: Assets,
    texts: list[tuple[str, str]],
    size: int,
    colour: D.RGB,
    width: int,
) -> pygame.Surface:
    """The first of `texts` (text, face) that fits `width` at a size from `size` down to
    `MIN_TEXT` (the largest that fits), else the last cut short with an ellipsis: never shrunk
    past reading."""
    for text, face in texts:
        for px in range(max(size, MIN_TEXT), MIN_TEXT - 1, -1):
            if assets.font(face, px).size(text)[0] <= width:
                return assets.text(text, face, px, colour)
    cut, face = texts[-1]
    font = assets.font(face, MIN_TEXT)
    while len(cut) > 1 and font.size(cut.rstrip() + ELLIPSIS)[0] > width:
        cut = cut[:-1]
    return assets.text(cut.rstrip() + ELLIPSIS, face, MIN_TEXT, colour)


def display_name(card: Card, lang: str) -> str:
    """The god's or creature's name: a score card's rune count is drawn as runes, not words."""
    name = card.name.fr if lang == "fr" else card.name.en
    return name.split(",")[0].strip()


def display_names(card: Card, lang: str) -> list[tuple[str, str]]:
    """What a face may write as its name, in order of preference: the whole name in the bold
    face, then in the narrower semibold one, then the data's short name."""
    whole = display_name(card, lang)
    names = [(whole, "display_bold"), (whole, "display")]
    if card.short is not None:
        names.append((card.short.fr if lang == "fr" else card.short.en, "display_bold"))
    return names


# ---------------------------------------------------------------------- card faces


def card_surface(
    assets: Assets, copy: Copy, size: tuple[int, int], lang: str, orient: str | None = None
) -> pygame.Surface:
    """The face of one physical card, `size` = (w, h); `orient` ('odin' | 'thor') shows the
    type a Tyr card was given."""
    card = copy.card
    key = (card.key, copy.stars, size, lang, orient if card.rune_type == "odin_or_thor" else None)
    return _cached(("card", *key), lambda: _card(assets, copy, size, lang, orient))


def _card(
    assets: Assets, copy: Copy, size: tuple[int, int], lang: str, orient: str | None
) -> pygame.Surface:
    card = copy.card
    w, h = size
    s = min(w / 84, h / 118)
    season = D.SEASONS[card.deck]
    band = max(3, round(5 * s))
    surf = _frame(size, season, card.kind == JOKER)
    inner = surf.get_rect().inflate(-2 * band, -2 * band)
    top = inner.top + round(3 * s)  # the stars stand on the picture, as large as it can be
    name_h = max(MIN_TEXT + 4, round(16 * s))
    bottom_h = round(22 * s)
    bottom_top = inner.bottom - bottom_h - round(2 * s)
    name_top = bottom_top - name_h - round(2 * s)
    window = pygame.Rect(inner.left + round(3 * s), top, inner.w - round(6 * s), name_top - top)
    faces_window.window(assets, surf, window, card, s)
    if orient is not None and card.rune_type == "odin_or_thor":
        _orient_badge(surf, (window.right - 8 * s, window.bottom - 9 * s), s, orient)
    edge = band * 0.8  # on the band's corners; the top left one would cover the stars
    faces_frame.corner_ornaments(
        surf, season, [(w - edge, edge), (edge, h - edge), (w - edge, h - edge)]
    )
    _banner(assets, surf, pygame.Rect(inner.left, name_top, inner.w, name_h), card, lang, season)
    strip = pygame.Rect(inner.left + round(3 * s), bottom_top, inner.w - round(6 * s), bottom_h)
    _bottom(assets, surf, strip, card, s, orient)
    _top_left(assets, surf, inner, copy, s)
    return surf


def _orient_badge(surf: pygame.Surface, centre: D.Point, s: float, orient: str) -> None:
    """The type a Tyr card was given: that rune on a disc at the picture's foot."""
    r = round(9 * s)
    pygame.draw.circle(surf, D.RUNE_INK[orient], centre, r)
    pygame.draw.circle(surf, D.RUNE_TILE[orient], centre, r - max(1, round(1.5 * s)))
    rune_glyph(surf, orient, centre, round(r * 1.45))


def _banner(
    assets: Assets,
    surf: pygame.Surface,
    rect: pygame.Rect,
    card: Card,
    lang: str,
    season: D.Season,
) -> None:
    """The name on a ribbon across the card, over the frame's band, so a long name has the
    card's whole width."""
    ribbon = pygame.Rect(1, rect.y, surf.get_width() - 2, rect.h)
    pygame.draw.rect(surf, season.banner, ribbon)
    edge = D.mix(season.banner, (0, 0, 0), 0.35)
    pygame.draw.line(surf, edge, ribbon.topleft, (ribbon.right - 1, ribbon.top))
    pygame.draw.line(
        surf, edge, (ribbon.left, ribbon.bottom - 1), (ribbon.right - 1, ribbon.bottom - 1)
    )
    size = max(MIN_TEXT, round(rect.h * 0.8))
    names = display_names(card, lang)
    label = _line(assets, names, size, season.banner_text, name_room(surf.get_width()))
    surf.blit(label, label.get_rect(center=ribbon.center))


def name_room(width: int) -> int:
    """The width a name may take on a face `width` px wide (the ribbon less a margin)."""
    return width - 2 - 2 * max(2, round(width / 42))


def _top_left(
    assets: Assets, surf: pygame.Surface, inner: pygame.Rect, copy: Copy, s: float
) -> None:
    """Stars (pips), an objective medallion or the joker's label."""
    card = copy.card
    objective = card.objective
    x, y = inner.left + round(2 * s), inner.top + round(2 * s)
    if objective is not None:
        r = round(14 * s)
        centre = (x + r, y + r)
        pygame.draw.circle(surf, D.GOLD_DARK, centre, r)
        pygame.draw.circle(surf, D.GOLD, centre, r - max(1, round(1.5 * s)))
        pygame.draw.circle(surf, (34, 26, 20), centre, r - max(2, round(3.5 * s)))
        px = max(MIN_TEXT, round(17 * s))
        label = assets.text(str(objective), "text_bold", px, (255, 236, 160))
        D.blit_centred(surf, label, centre)
        return
    if card.kind == JOKER:
        px = max(MIN_TEXT, round(12 * s))
        label = assets.text("Joker", "display_bold", px, D.GOLD)
        plate = label.get_rect(topleft=(x, y)).inflate(round(8 * s), round(2 * s))
        plate.topleft = (x, y)
        pygame.draw.rect(surf, (24, 18, 14), plate, border_radius=max(2, round(3 * s)))
        pygame.draw.rect(surf, D.GOLD, plate, max(1, round(s)), max(2, round(3 * s)))
        D.blit_centred(surf, label, plate.center)
        return
    if not card.stars:
        return
    pip = round(19 * s)
    step = round(16.5 * s)
    x, y = inner.left, inner.top
    if copy.stars == 0:
        surf.blit(D.star_image(pip, hollow=True), (x, y))
        return
    for i in range(copy.stars):
        star_glyph(surf, (x + pip / 2 + i * step, y + pip / 2), pip)


def _bottom(
    assets: Assets,
    surf: pygame.Surface,
    strip: pygame.Rect,
    card: Card,
    s: float,
    orient: str | None,
) -> None:
    """Runes and points of a score card, or the mark of an effect card."""
    ink = D.INK if card.deck != "solo" else D.IVORY
    if card.kind != SCORE:
        param = ""
        if card.effect.key == "raven":
            param = str(card.effect.param("direction"))
        elif card.objective is not None:
            param = str(card.objective)
        plate = strip.inflate(0, -round(2 * s))
        mark = effect_mark(assets, card.effect.key, param, plate.size, ink)
        surf.blit(mark, plate)
        return
    r = round(11 * s)
    centre = (strip.right - r, strip.centery)
    _points(assets, surf, centre, r, card)
    rune = card.rune_type or "odin"
    room = strip.inflate(-2 * r - round(3 * s), 0)
    room.left = strip.left
    _rune_plate(surf, room, rune, card.runes, orient if rune == "odin_or_thor" else None, s)


def _rune_plate(
    surf: pygame.Surface, strip: pygame.Rect, rune: str, count: int, orient: str | None, s: float
) -> None:
    """The card's runes side by side on one light plate in their colour, as big as `strip` (the
    room left of the points) allows; a Tyr card given a type takes that type's colours."""
    tone = orient or rune
    pad = round(3 * s)
    glyph = round(17 * s)
    while glyph > 8 and 2 * pad + (count - 1) * round(glyph * 0.74) + glyph * 3 // 4 > strip.w:
        glyph -= 1
    step = round(glyph * 0.74)
    plate = pygame.Rect(0, 0, 2 * pad + (count - 1) * step + glyph * 3 // 4, glyph + pad)
    plate.midleft = strip.midleft
    radius = max(2, round(4 * s))
    pygame.draw.rect(surf, D.RUNE_TILE[tone], plate, border_radius=radius)
    pygame.draw.rect(surf, D.RUNE_INK[tone], plate, max(1, round(1.2 * s)), radius)
    for i in range(count):
        centre = (plate.left + pad + glyph * 3 // 8 + i * step, plate.centery)
        rune_glyph(surf, rune, centre, glyph)


def _points(
    assets: Assets, surf: pygame.Surface, centre: tuple[int, int], r: int, card: Card
) -> None:
    """The card's points on a disc: Surtr's negative points in red, Freyja's doubling as ×2."""
    if card.effect.key == "multiply_won_card":
        text = f"×{card.effect.number('multiplier')}"
        colour = (150, 40, 100)
    else:
        text = str(card.points)
        colour = D.RED if card.points < 0 else D.INK
    pygame.draw.circle(surf, D.GOLD_DARK, centre, r)
    pygame.draw.circle(surf, (255, 246, 222), centre, r - max(1, r // 8))
    px = max(MIN_TEXT, round(r * (1.25 if len(text) < 2 else 1.05)))
    label = assets.text(text, "text_bold", px, colour)
    D.blit_centred(surf, label, centre)


# ---------------------------------------------------------------------- backs, markers, emblem


def back_surface(size: tuple[int, int], deck: str = "base") -> pygame.Surface:
    """A face-down card; "solo" gives Brynhildr's pile's back, every other deck the common one."""
    kind = "solo" if deck == "solo" else "base"
    return _cached(("back", kind, size), lambda: faces_backs.back(size, kind))


def seat_marker(assets: Assets, role: str, size: int, lang: str) -> pygame.Surface:
    """A round marker for a place: 'ase_odin', 'ase_thor', 'valhalla', 'heilheim', 'brynhildr'."""
    return _cached(
        ("seat", role, size, lang), lambda: faces_backs.seat_marker(assets, role, size, lang)
    )


def emblem(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """The game's mark for the launcher: a raven in a gold medallion."""
    faces_backs.emblem(surface, centre, radius)
