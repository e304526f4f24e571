"""The parts every Nidavellir card face is made of: names fitted to a width, the portrait a
card shows, points badges, rank marks and class icons, with the cache of finished faces and the
language they are written in. `cards.Faces` composes the cards, tiles and strips from them."""

from __future__ import annotations

from functools import cached_property

import pygame

from game.art.nidavellir import card_pictures
from game.nidavellir.data import (
    Rules,
)
from game.ui import theme
from game.ui.assets import Assets
from game.ui.games.nidavellir import frames
from game.ui.games.nidavellir.pieces import PieceFaces
from game.ui.games.nidavellir.portraits import BADGE_R, MIN_TEXT, paint


class CardParts(PieceFaces):
    """What a card face is made of; `cards.Faces` puts the faces together."""

    def __init__(self, assets: Assets, rules: Rules) -> None:
        self.assets = assets
        self.rules = rules
        self.lang = "en"
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        self._styles: dict[tuple[str, int, int], tuple[str, int, int] | None] = {}

    def set_language(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self._cache.clear()

    def _name(self, names: object) -> str:
        return str(getattr(names, self.lang))

    def scores_points(self, cls: int) -> bool:
        """Whether a class's ranks carry points (its scoring sums or multiplies them) rather
        than count (hunters, blacksmiths); a neutral card's never do."""
        classes = self.rules.classes
        return cls < len(classes) and classes[cls].scoring in ("sum", "product")

    # ------------------------------------------------------------------ pieces

    def _parchment(self, w: int, h: int, radius: int) -> pygame.Surface:
        return frames.parchment(w, h, radius)

    def fit(
        self, text: str, face: str, size: int, colour: tuple[int, ...], width: int
    ) -> pygame.Surface | None:
        """One line of text at the largest size from `size` down to `MIN_TEXT` that fits
        `width`, trying the narrower text face last; None when even that is too wide. Text is
        never scaled down below `MIN_TEXT`, which would make it unreadable."""
        for f, sizes in (
            (face, range(max(size, MIN_TEXT), MIN_TEXT - 1, -1)),
            ("text_bold", (MIN_TEXT,)),
        ):
            for px in sizes:
                if self.assets.font(f, px).size(text)[0] <= width:
                    return self.assets.text(text, f, px, colour)
        return None

    def card_name(
        self, card_id: int, size: int, width: int, colour: tuple[int, ...] = theme.INK
    ) -> pygame.Surface | None:
        """A face's name on one line: whole, else its first word ("Kraal" for "Kraal the
        Venal"), at the largest size from `size` down to `MIN_TEXT`; None when neither fits
        (the portrait, the band and the tooltip still say which card it is). Never cut short."""
        for text in self.names(card_id):
            label = self.fit(text, "display_bold", size, colour, width)
            if label is not None:
                return label
        return None

    def names(self, card_id: int, whole: bool = True) -> list[str]:
        """What a card may be called on the table, longest first: its whole name (unless
        `whole` is False), its first word ("Kraal"), the shorter name its data defines."""
        info = self.rules.cards[card_id]
        full = self._name(info.name)
        short = [self._name(info.short)] if info.short is not None else []
        return list(dict.fromkeys([*([full] if whole else []), full.split(" ")[0], *short]))

    def short_label(
        self, card_id: int, room: int, colour: tuple[int, ...] = theme.TEXT
    ) -> pygame.Surface | None:
        """A card's first word, else its data's shorter name, in bold at the reading size on a
        strip or a chip; None when neither fits `room` (its emblem still says what it is)."""
        font = self.assets.font("text_bold", MIN_TEXT)
        for text in self.names(card_id, whole=False):
            if font.size(text)[0] <= room:
                return self.assets.text(text, "text_bold", MIN_TEXT, colour)
        return None

    @cached_property
    def _pictures(self) -> tuple[dict[int, str], tuple[str, ...]]:
        """Which portrait each card shows, read with the first face drawn (the start-up's first
        frame), when every picture is also decoded: a card first seen mid-game (a flight, a new
        Age) must not stall its frame decoding a PNG."""
        by_card, by_class = card_pictures(self.rules)
        for name in {*by_card.values(), *by_class}:
            self.assets.sprite(name)
        return by_card, by_class

    def portrait(self, card_id: int, side: int) -> pygame.Surface | None:
        """A card's portrait scaled to `side` pixels square (a dwarf's is its class's), loaded
        and scaled once per size; None for a Royal Offering."""
        name = self._pictures[0].get(card_id)
        return self.assets.scaled(name, side, side) if name is not None else None

    def paint_portrait(
        self, surf: pygame.Surface, card_id: int, area: pygame.Rect, colour: tuple[int, ...]
    ) -> None:
        picture = self.portrait(card_id, max(1, area.w, area.h))
        if picture is not None:
            paint(surf, picture, area, theme.lighter(colour, 0.45))
            frames.portrait_frame(surf, area)

    def _points_badge(
        self,
        surf: pygame.Surface,
        value: int,
        centre: tuple[int, int],
        r: int,
        colour: tuple[int, ...],
    ) -> None:
        label = self.assets.text(str(value), "text_bold", max(MIN_TEXT, int(r * 1.25)), theme.INK)
        r = max(r, label.get_height() // 2, label.get_width() // 2 + 2)
        frames.badge(surf, label, centre, r, colour)

    def rank_marks(
        self,
        surf: pygame.Surface,
        ranks: list[int],
        scoring: bool,
        colour: tuple[int, ...],
        band: int,
        icon_right: int,
    ) -> bool:
        """A card's ranks, right-aligned in its band: each one's points on a badge where the
        class scores points (badges overlap a little, like stacked coins), a plain dot where it
        scores by count. Returns False, drawing nothing, when they would cover the class icon
        (three badges on a narrow card): the caller then moves the icon out of the band."""
        w = surf.get_width()
        r = max(BADGE_R, int(band * 0.34))
        mark = r if scoring else max(4, r // 2)
        step = 2 * mark - 3 if scoring else 2 * mark + 1
        inset = max(3, w // 20)
        if w - inset - 2 * mark - (len(ranks) - 1) * step <= icon_right:
            return False
        for i, points in enumerate(reversed(ranks)):
            centre = (w - inset - mark - i * step, band // 2)
            if scoring:
                self._points_badge(surf, points, centre, r, colour)
            else:
                pygame.draw.circle(surf, (250, 244, 228), centre, mark)
                pygame.draw.circle(surf, theme.darker(colour, 0.5), centre, mark, max(1, mark // 3))
        return True

    def ranks_and_icon(
        self,
        surf: pygame.Surface,
        ranks: list[int],
        scoring: bool,
        colour: tuple[int, ...],
        band: int,
        icon: pygame.Surface,
        spot: pygame.Rect,
    ) -> bool:
        """The ranks in the band and the class icon at `spot`; when the ranks would cover the
        icon they take the whole band and the icon is left out: returns False, and the caller
        puts it on the portrait (`corner_icon`)."""
        if self.rank_marks(surf, ranks, scoring, colour, band, spot.right):
            surf.blit(icon, spot)
            return True
        self.rank_marks(surf, ranks, scoring, colour, band, 0)
        return False

    def corner_icon(self, surf: pygame.Surface, cls: int, centre: tuple[int, int], r: int) -> None:
        """The class icon on a disc of its colour (on a portrait, where the band has no room)."""
        colour = theme.CLASS_COLOURS[cls]
        frames.token(surf, colour, centre, r)
        pygame.draw.circle(surf, theme.darker(colour, 0.5), centre, r, 1)
        icon = self.assets.icon(theme.CLASS_ICONS[cls], int(r * 1.5))
        surf.blit(icon, icon.get_rect(center=centre))
