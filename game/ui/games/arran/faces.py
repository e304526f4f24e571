"""Guerres d'Arran's card faces, built from the card table and drawn by code, cached per
(thing, size, language) so the table only blits.

Arran's cards are carved dark stone framed in their rank's colour: an Order's colour for its
dwarves and coloured Cognars, ivory for the white Cognars of the command zone, iron edged in blood
for the Mercenaries, the five Orders' colours in turn for the Ally Ga'at and gold for the awards.
A dwarf hangs its Order's banner (colour and emblem) with its points on a stone in the top right
and its symbols below; a Cognar shows its portrait, name, rank mark, ranks and points. Colour is
never the only cue: every Order mark carries its emblem. Text is never drawn below `MIN_TEXT`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.arran.cards import (
    COGNAR,
    DWARF,
    RANK_ALLY,
    RANK_BLACK,
    RANK_WHITE,
    Card,
    Table,
    default_table,
)
from game.arran.data import Names
from game.art.arran import PICTURES
from game.ui.assets import Assets
from game.ui.games.arran import frames, pieces, portraits
from game.ui.games.arran import palette as P
from game.ui.games.arran.pieces import MIN_TEXT, mix, smooth
from game.ui.games.arran.portraits import paint

ORDER_COLOURS = P.ORDER_COLOURS
ELLIPSIS = "…"


class Faces:
    """Every face of Arran's table, each built once per size and language."""

    def __init__(self, assets: Assets | None = None, table: Table | None = None) -> None:
        self.assets = assets if assets is not None else Assets()
        self.table = table if table is not None else default_table()
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        rules = self.table.source
        self._texts: dict[str, Names] = {c.key: c.text for c in rules.cognars}
        self._texts.update({a.key: a.text for a in (*rules.elites, rules.liquor)})
        self._orders = tuple(o.name for o in rules.orders)

    def _cached(
        self, key: tuple[object, ...], make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            surf = make()
            self._cache[key] = surf
        return surf

    # ------------------------------------------------------------------ pieces

    def coin(self, text: str, radius: int) -> pygame.Surface:
        """A talion by its text form ('5', '7g', '3s', '?' face down), `radius` px."""
        return self._cached(("coin", text, radius), lambda: pieces.coin(self.assets, text, radius))

    def gem(self, value: int, radius: int) -> pygame.Surface:
        return self._cached(("gem", value, radius), lambda: pieces.gem(self.assets, value, radius))

    def pariah(self, size: int) -> pygame.Surface:
        """A Pariah token `size` px across."""
        return self._cached(("pariah", size), lambda: pieces.pariah(size))

    def symbol(self, kind: str, radius: int) -> pygame.Surface:
        """'malt', 'occult' or a rune key (`Table.runes`)."""
        return self._cached(("symbol", kind, radius), lambda: pieces.symbol(kind, radius))

    def back(self, era: int, size: P.Size) -> pygame.Surface:
        """The back of an Era's dwarf cards."""
        w, h = size
        return self._cached(("back", era, w, h), lambda: pieces.back(self.assets, era, w, h))

    # ------------------------------------------------------------------ text

    def _line(
        self, text: str, face: str, size: int, colour: P.RGB, width: int
    ) -> pygame.Surface | None:
        """One line at the largest size from `size` down to `MIN_TEXT` that fits `width`, the
        narrower text face last; None when even that does not: never cut, never shrunk past
        reading."""
        for f, sizes in (
            (face, range(max(size, MIN_TEXT), MIN_TEXT - 1, -1)),
            ("text_bold", [MIN_TEXT]),
        ):
            for px in sizes:
                if self.assets.font(f, px).size(text)[0] <= width:
                    return self.assets.text(text, f, px, colour)
        return None

    def _title(self, text: str, size: int, width: int) -> pygame.Surface | None:
        """A card's name on one line, or on two centred lines when one line would have to go
        below `MIN_TEXT` ("Liquor Certification" on a zoomed card); None when neither fits."""
        one = self._line(text, "display_bold", size, P.IVORY, width)
        words = text.split()
        if one is not None or len(words) < 2:
            return one
        cut = min(
            range(1, len(words)),
            key=lambda i: max(len(" ".join(words[:i])), len(" ".join(words[i:]))),
        )
        lines = [
            self._line(" ".join(part), "display_bold", size, P.IVORY, width)
            for part in (words[:cut], words[cut:])
        ]
        if lines[0] is None or lines[1] is None:
            return None
        step = lines[0].get_height() - 3
        surf = pygame.Surface((width, step + lines[1].get_height()), pygame.SRCALPHA)
        for i, line in enumerate(lines):
            assert line is not None
            surf.blit(line, line.get_rect(midtop=(width // 2, i * step)))
        return surf

    def name_label(
        self, key: str, lang: str, colour: P.RGB, width: int, size: int = MIN_TEXT
    ) -> pygame.Surface | None:
        """A card's name whole on one line, else the shorter name its data defines; None when
        neither fits `width`."""
        info = self.table.cards[self.table.card_ids[key]]
        for names in (info.name, info.short):
            if names is not None:
                label = self._line(getattr(names, lang), "display_bold", size, colour, width)
                if label is not None:
                    return label
        return None

    # ------------------------------------------------------------------ cards

    def card(self, key: str, size: P.Size, lang: str = "en", named: bool = True) -> pygame.Surface:
        """The face of any card of the table by its key, `size` = (w, h); landscape, a tile
        (a crowded pool). `named=False`: a person without its name ribbon (the holder writes
        the names under its cards)."""
        w, h = size
        info = self.table.cards[self.table.card_ids[key]]
        if info.kind == DWARF:
            return self._cached(("card", key, w, h, lang), lambda: self._dwarf(info, w, h, lang))
        if w > h:
            return self._cached(("tile", key, w, h, lang), lambda: self._tile(info, w, h, lang))
        return self._cached(
            ("card", key, w, h, lang, named), lambda: self._person(info, w, h, lang, named)
        )

    def frame_colour(self, info: Card) -> P.RGB:
        """The colour a card is framed in: its rank's."""
        if info.rank == RANK_WHITE:
            return P.IVORY
        if info.rank == RANK_BLACK:
            return P.IRON
        if info.rank == RANK_ALLY:  # drawn as five bands, one per Order
            return P.GOLD
        if info.kind in (DWARF, COGNAR) and info.column >= 0:
            return P.ORDER_COLOURS[info.column]
        return P.AWARD

    def _stone(self, w: int, h: int, info: Card) -> tuple[pygame.Surface, int]:
        """The card's body: dark stone inside a frame of its rank's colour (Ga'at's frame runs
        through the five Orders' colours, a Mercenary's iron has a blood-red inner edge, an
        award's dark bronze is ruled in gold, so it never reads as a gold Talion card).
        Returns the face and the frame's width."""
        edge = max(3, w // 15)
        radius = max(4, w // 9)
        colour = self.frame_colour(info)

        def draw(big: pygame.Surface, s: float) -> None:
            W, H, E, R = w * s, h * s, edge * s, int(radius * s)
            rect = pygame.Rect(0, 0, W, H)
            pygame.draw.rect(big, mix(colour, (0, 0, 0), 0.5), rect, border_radius=R)
            if info.rank == RANK_ALLY:  # five bands, one per Order, down the frame
                body = pygame.Surface((W, H), pygame.SRCALPHA)
                for k, c in enumerate(P.ORDER_COLOURS):
                    pygame.draw.rect(body, c, (0, H * k / 5, W, H / 5 + 1))
                mask = pygame.Surface((W, H), pygame.SRCALPHA)
                pygame.draw.rect(
                    mask, (255, 255, 255, 255), rect.inflate(-s * 2, -s * 2), border_radius=R
                )
                body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
                big.blit(body, (0, 0))
            else:
                pygame.draw.rect(big, colour, rect.inflate(-s * 2, -s * 2), border_radius=R)
            inner = rect.inflate(-2 * E, -2 * E)
            if colour == P.AWARD:
                rule = max(1, int(s * edge / 4))
                for f in (0.3, 0.75):
                    ring = rect.inflate(-2 * E * f, -2 * E * f)
                    pygame.draw.rect(big, P.GOLD, ring, rule, border_radius=int(R * (1 - f / 2)))
            if info.rank == RANK_BLACK:
                pygame.draw.rect(big, P.BLOOD, inner.inflate(s * 3, s * 3), border_radius=R // 2)
            steps = 24
            for i in range(steps):  # the stone, a little lighter at the top
                band = pygame.Rect(
                    inner.x, inner.y + inner.h * i // steps, inner.w, inner.h // steps + 2
                )
                pygame.draw.rect(big, mix(P.STONE_LIGHT, P.STONE, i / steps), band)
            pygame.draw.rect(
                big, mix(colour, (0, 0, 0), 0.35), inner, max(1, int(s)), border_radius=R // 3
            )
            if info.kind == DWARF and 0 <= info.column < len(P.ORDER_COLOURS):
                frames.order_frame(big, rect, E, info.column, s)
            else:
                frames.cognar_frame(big, rect, E, s)
            frames.lit_edge(big, rect, colour, round(max(R, E * 2.2)), s)

        return smooth((w, h), draw), edge

    def _points_stone(self, surf: pygame.Surface, value: int, centre: P.Size, r: int) -> None:
        """Points on a round ivory stone, as large as the card allows."""

        def draw(big: pygame.Surface, s: float) -> None:
            pygame.draw.circle(big, (40, 30, 20), (r * s, r * s), r * s)
            pieces.disc(big, (int(r * s), int(r * s)), int((r - 1) * s), P.IVORY_DARK, (90, 80, 60))

        surf.blit(smooth((2 * r, 2 * r), draw), (centre[0] - r, centre[1] - r))
        digits = max(MIN_TEXT, int(r * (1.25 if value < 10 else 1.05)))
        label = self.assets.text(str(value), "text_bold", digits, (30, 22, 14))
        surf.blit(label, label.get_rect(center=(centre[0], centre[1] + 1)))

    def _symbols(self, info: Card) -> list[str]:
        runes = [self.table.runes[i] for i in info.runes]
        return ["malt"] * info.malt + ["occult"] * info.occult + runes

    def _symbol_row(self, surf: pygame.Surface, kinds: list[str], centre: P.Size, r: int) -> None:
        """Symbols side by side, centred on `centre`, overlapping a little when many."""
        if not kinds:
            return
        room = surf.get_width() - 4 * r // 3
        step = min(2 * r + 2, room // max(1, len(kinds) - 1)) if len(kinds) > 1 else 0
        x = centre[0] - step * (len(kinds) - 1) // 2
        for kind in kinds:
            mark = self.symbol(kind, r)
            surf.blit(mark, mark.get_rect(center=(x, centre[1])))
            x += step

    def _five(self, surf: pygame.Surface, topright: P.Size, size: int) -> None:
        """The '5' marker of the cards used only with five Lords: a '5' beside a Lord's pawn on
        an ivory tag."""
        ink = (30, 22, 14)
        label = self.assets.text("5", "text_bold", max(MIN_TEXT, size), ink)
        lh = label.get_height()
        pawn = lh * 2 // 3
        tag = pygame.Rect(0, 0, label.get_width() + pawn + 8, lh)
        tag.topright = topright

        def draw(big: pygame.Surface, s: float) -> None:
            rect = pygame.Rect(0, 0, tag.w * s, tag.h * s)
            pygame.draw.rect(big, ink, rect, border_radius=int(lh * s / 3))
            pygame.draw.rect(
                big, P.IVORY, rect.inflate(-2 * s, -2 * s), border_radius=int(lh * s / 3)
            )
            cx, u = (tag.w - 3 - pawn / 2) * s, pawn * s
            pygame.draw.circle(big, ink, (cx, lh * s * 0.33), u * 0.26)
            body = [
                (cx - u * 0.4, lh * s * 0.84),
                (cx + u * 0.4, lh * s * 0.84),
                (cx + u * 0.14, lh * s * 0.5),
                (cx - u * 0.14, lh * s * 0.5),
            ]
            pygame.draw.polygon(big, ink, body)

        surf.blit(smooth(tag.size, draw), tag)
        surf.blit(label, (tag.x + 4, tag.y))

    def _lozenge(self, surf: pygame.Surface, centre: P.Size, d: int, fill: P.RGB) -> None:
        """A rank as a lozenge of half-diagonal `d`, ivory-edged."""

        def draw(big: pygame.Surface, s: float) -> None:
            c = d * s
            pygame.draw.polygon(big, P.IVORY, [(c, 0), (2 * c, c), (c, 2 * c), (0, c)])
            k = c - max(1.2, d / 4) * s * 1.2
            pygame.draw.polygon(big, fill, [(c, c - k), (c + k, c), (c, c + k), (c - k, c)])

        surf.blit(smooth((2 * d, 2 * d), draw), (centre[0] - d, centre[1] - d))

    def _banner(self, surf: pygame.Surface, order: int, rect: pygame.Rect) -> None:
        """An Order's swallow-tailed banner hanging in `rect`, its emblem on it."""
        colour = P.ORDER_COLOURS[order]

        def draw(big: pygame.Surface, s: float) -> None:
            W, H = rect.w * s, rect.h * s
            shape = [(0, 0), (W, 0), (W, H), (W / 2, H * 0.8), (0, H)]
            pygame.draw.polygon(big, mix(colour, (0, 0, 0), 0.5), shape)
            inset = [
                (s * 1.5, 0),
                (W - s * 1.5, 0),
                (W - s * 1.5, H - s * 3.5),
                (W / 2, H * 0.8 - s * 2),
                (s * 1.5, H - s * 3.5),
            ]
            pygame.draw.polygon(big, colour, inset)
            pygame.draw.line(
                big, mix(colour, P.IVORY, 0.5), (s * 3, s * 3), (W - s * 3, s * 3), max(1, int(s))
            )

        surf.blit(smooth(rect.size, draw), rect)
        ink = (30, 24, 12) if order == 4 else (255, 255, 255)
        mark = pieces.icon(P.ORDER_ICONS[order], int(rect.w * 0.78), ink)
        surf.blit(mark, mark.get_rect(center=(rect.centerx, rect.y + int(rect.h * 0.4))))

    def _dwarf(self, info: Card, w: int, h: int, lang: str) -> pygame.Surface:
        surf, edge = self._stone(w, h, info)
        order, colour = info.column, P.ORDER_COLOURS[info.column]
        # the Order's emblem, large and faint, carved into the lower stone
        ghost = pieces.icon(P.ORDER_ICONS[order], int(w * 0.66), mix(colour, P.STONE, 0.3)).copy()
        ghost.set_alpha(120)
        surf.blit(ghost, ghost.get_rect(center=(w // 2, int(h * 0.62))))
        banner = pygame.Rect(edge + max(2, w // 22), edge, int(w * 0.42), int(h * 0.4))
        self._banner(surf, order, banner)
        r = max(MIN_TEXT * 2 // 3 + 2, int(w * 0.2))
        stone = (w - edge - r - max(2, w // 22), edge + r + max(2, h // 40))
        if info.points:
            self._points_stone(surf, info.points, stone, r)
        else:  # a rank without points (every Shield rank: counted, not scored): a lozenge
            self._lozenge(surf, stone, int(r * 0.55), P.IVORY_DARK)
        size, room = max(MIN_TEXT, h // 12), w - 2 * edge - 4
        label = (
            self._line(getattr(info.name, lang), "display", size, P.IVORY, room)
            if w >= 150
            else self._order_label(order, lang, size, room)
        )
        bottom = h - edge - max(1, h // 60)
        if label is not None:
            surf.blit(label, label.get_rect(midbottom=(w // 2, bottom)))
            bottom -= label.get_height()
        sym_r = max(10, int(w * 0.16))
        row = bottom - sym_r - max(1, h // 50)
        self._symbol_row(surf, self._symbols(info), (w // 2, row), sym_r)
        if info.five_lords_only:
            self._five(surf, (w - edge - max(2, w // 22), stone[1] + r + 3), h // 14)
        return surf

    def _order_label(self, order: int, lang: str, size: int, room: int) -> pygame.Surface | None:
        """A dwarf's Order under its symbols, or None when some Order's name would not fit
        this width: then no dwarf shows one (the banner, its colour and emblem say the Order),
        so cards never differ by accident."""
        names = [getattr(n, lang) for n in self._orders]
        if any(self._line(n, "display", size, P.IVORY, room) is None for n in names):
            return None
        return self._line(names[order], "display", size, P.IVORY, room)

    def _tile(self, info: Card, w: int, h: int, lang: str) -> pygame.Surface:
        """A Cognar of the crowded pool as a tile: its rank mark and ranks, its symbols and
        its points along the top, its name whole under them; the portrait waits for the
        tooltip, the zoom and the hall."""
        surf, edge = self._stone(w, h, info)
        r = max(8, (h - 2 * edge) // 4)
        mark = (edge + r + 2, edge + r + 2)
        portraits.rank_mark(surf, info, mark, r)
        d = max(3, r // 2 - 1)
        fill = self.frame_colour(info) if info.rank != RANK_BLACK else P.BLOOD
        for i in range(info.ranks):  # its ranks: lozenges beside the mark
            self._lozenge(surf, (mark[0] + r + d + 3 + i * (2 * d + 1), mark[1]), d, fill)
        right = w - edge - 2
        if info.points:
            pr = r + 1
            self._points_stone(surf, info.points, (right - pr, mark[1]), pr)
            right -= 2 * pr + 2
        left = mark[0] + r + 3 + info.ranks * (2 * d + 1) + 2
        kinds = self._symbols(info)
        sr = max(5, r * 2 // 3)
        if kinds and right - left >= 2 * sr:  # between the ranks and the points, overlapping
            step = min(2 * sr + 2, (right - left - 2 * sr) // max(1, len(kinds) - 1))
            x = (left + right) // 2 - step * (len(kinds) - 1) // 2
            for kind in kinds:
                symbol = self.symbol(kind, sr)
                surf.blit(symbol, symbol.get_rect(center=(x, mark[1])))
                x += step
        label = self.name_label(info.key, lang, P.IVORY, w - 2 * edge - 4)
        if label is not None:
            surf.blit(label, label.get_rect(center=(w // 2, (mark[1] + r + h - edge) // 2 + 1)))
        return surf

    def _person(self, info: Card, w: int, h: int, lang: str, named: bool = True) -> pygame.Surface:
        """A Cognar, an Elite Cognar or the Liquor Certification: its portrait over a ribbon
        with its name (whole, or its shorter name; no ribbon when neither fits or when the
        caller writes the name under the card)."""
        surf, edge = self._stone(w, h, info)
        colour = self.frame_colour(info)
        big = h >= 240
        name_size = max(MIN_TEXT, h // 11 if not big else h // 16)
        room = w - 2 * edge - 4
        label = self._title(getattr(info.name, lang), name_size, room) if named else None
        if label is None and named and info.short is not None:
            label = self._line(getattr(info.short, lang), "display_bold", name_size, P.IVORY, room)
        ribbon_h = label.get_height() + max(2, h // 50) if label is not None else 0
        ribbon = pygame.Rect(edge, h - edge - ribbon_h, w - 2 * edge, ribbon_h)
        art = pygame.Rect(edge, edge, w - 2 * edge, ribbon.y - edge)
        picture = self.assets.scaled(PICTURES[info.key].sprite, art.w, art.w)
        glow = mix(portraits.glow(info, colour), P.STONE, 0.3)
        paint(surf, picture, art, glow, P.STONE)
        if label is not None:
            pygame.draw.rect(surf, (18, 16, 20), ribbon)
            pygame.draw.line(
                surf,
                mix(colour, P.IVORY, 0.2) if info.rank != RANK_BLACK else P.BLOOD,
                ribbon.topleft,
                ribbon.topright,
                max(1, h // 80),
            )
            surf.blit(label, label.get_rect(center=ribbon.center))
        r = max(9, int(w * 0.16))
        pad = max(2, w // 28)
        mark = (edge + pad + r, edge + pad + r)
        portraits.rank_mark(surf, info, mark, r)
        d = max(5, int(r * 0.5))
        fill = colour if info.rank != RANK_BLACK else P.BLOOD
        for i in range(info.ranks):  # its ranks: lozenges under the mark
            self._lozenge(surf, (mark[0], mark[1] + r + pad + d + i * (2 * d + 1)), d, fill)
        if info.points:
            pr = max(MIN_TEXT * 2 // 3 + 2, int(w * 0.17))
            self._points_stone(surf, info.points, (w - edge - pad - pr, edge + pad + pr), pr)
        sym_r = max(9, int(w * 0.14))
        bottom = ribbon.y - 2
        if info.column_points and portraits.column_points_fit(self.assets, w, edge):
            bottom = portraits.column_points(  # Ga'at: its worth in each Order's column
                self.assets, surf, info.column_points, ribbon.y - 2, edge
            )
        if big:
            text = self._texts.get(info.key)
            if text is not None:
                bottom = portraits.rule_text(self.assets, surf, getattr(text, lang), bottom, edge)
        self._symbol_row(surf, self._symbols(info), (w // 2, bottom - sym_r - 1), sym_r)
        return surf
