"""Drawing Arran's table from a view and its layout: the pieces (cards, strips, talions, marks)
and every Lord's fortress; the middle of the table is in `middle.py`.

Pure drawing: these functions read the view (what the chair in front of the screen may see), never
the rules state. Cards flying in an animation are skipped via `moving`. The faces (cards, talions,
gems, Pariah tokens, symbols) are the art's `Faces`; what only the table shows (a card as a strip
in its column, a column's header, a Lord's counts) is drawn here from the same pieces.
"""

from __future__ import annotations

import functools
import math
from typing import Any, NamedTuple

import pygame
from pygame import Rect

from game.arran.cards import (
    DWARF,
    LIQUOR,
    RANK_ALLY,
    RANK_BLACK,
    RANK_WHITE,
    SHIELD,
    Card,
    Table,
)
from game.arran.data import ORDER_KEYS
from game.arran.scoring import next_rank_gain
from game.taverns import coins as cn
from game.ui import theme
from game.ui.assets import Assets
from game.ui.games.arran import layout as L
from game.ui.games.arran import palette as P
from game.ui.games.arran.faces import Faces
from game.ui.games.arran.middle import MiddleArtist, line, whole
from game.ui.games.arran.pieces import icon, order_icon
from game.ui.table.flight import turning_face
from game.ui.tavernkit import lanes
from game.ui.widgets import drop_shadow

HIDDEN = "?"
RANK_MARKS = {RANK_WHITE: "white", RANK_BLACK: "mercenary"}  # a card of no Order: its rank's mark


class Board(NamedTuple):
    """What one Lord's fortress shows."""

    seat: int
    view: dict[str, Any]
    box: L.SeatBoxes
    name: str
    score: dict[str, int]
    hand_hidden: set[int]  # hand coins already drawn elsewhere (a bid draft)
    order: int | None  # turn order badge while the taverns resolve


def pariah_spot(strip: Rect) -> Rect:
    """Where a Pariah token lies on a card's strip: at its right end, as tall as the strip."""
    inner = strip.inflate(-2, -2)
    return Rect(inner.right - 4 - inner.h, inner.y, inner.h, inner.h)


class CoinFaces:
    """The faces as the shared bid pad draws a coin: by its code, `size` px across."""

    def __init__(self, faces: Faces) -> None:
        self.faces = faces

    def coin(self, code: int, size: int) -> pygame.Surface:
        return self.faces.coin(cn.coin_str(code), size // 2)


class TableArtist(MiddleArtist):
    """Draws the pieces and the fortresses; the middle of the table is `MiddleArtist`'s."""

    def __init__(self, assets: Assets, faces: Faces, table: Table, t: Any) -> None:
        super().__init__(assets, faces)
        self.table = table
        self.t = t

    def name(self, key: str) -> str:
        names = self.table.cards[self.table.card_ids[key]].name
        return names.fr if self.t.lang == "fr" else names.en

    def order_name(self, column: int) -> str:
        names = self.table.source.orders[column].name
        return names.fr if self.t.lang == "fr" else names.en

    def _title(self, surface: pygame.Surface, text: str, pos: tuple[int, int]) -> None:
        surface.blit(self.assets.text(text, "display", 16, theme.GOLD), pos)

    def middle_panels(self, lay: L.Layout) -> list[Rect]:
        f = lay.frame
        return [f.pool, f.treasury, f.holder, f.decks]

    # ------------------------------------------------------------------ pieces

    def card(self, surface: pygame.Surface, key: str, rect: Rect, named: bool = True) -> None:
        drop_shadow(surface, rect)
        surface.blit(self.faces.card(key, rect.size, self.t.lang, named), rect)

    def coin(
        self, surface: pygame.Surface, text: str | None, rect: Rect, seat: int, slot: int
    ) -> None:
        r = rect.w // 2
        if text is None:
            pygame.draw.circle(surface, (20, 14, 10), rect.center, r - 1)
            pygame.draw.circle(surface, (96, 74, 50), rect.center, r - 1, 2)
            return
        flip = self.flips.get((seat, slot))
        face = self.faces.coin(text, r)
        if flip is not None:
            if not self.draw_flips:  # the still layer leaves a turning coin to the overlay
                self.coin(surface, None, rect, seat, slot)
                return
            face = turning_face(face, self.faces.coin(HIDDEN, r), flip, face.get_size())
        surface.blit(face, face.get_rect(center=rect.center))

    def coin_face(self, text: str, size: int) -> pygame.Surface:
        return self.faces.coin(text, size // 2)

    def piece_face(self, kind: str, face: Any, size: int) -> pygame.Surface:
        return self.faces.pariah(size) if kind == "pariah" else super().piece_face(kind, face, size)

    def gem_face(self, value: int, size: int) -> pygame.Surface:
        return self.faces.gem(value, size // 2)

    def strip(
        self,
        surface: pygame.Surface,
        key: str,
        rect: Rect,
        covered: bool,
        named: bool = False,
        column: int | None = None,
    ) -> None:
        """A card in a column, seen as a band: its Order's (or rank's) colour and emblem, its
        name when it is not a plain dwarf (or when `named`: the log shows a dwarf's Order), its
        points and its symbols; a Pariah token on it if covered. In `column`, Ga'at shows what
        it is worth there (its best worth anywhere else)."""
        info = self.table.cards[self.table.card_ids[key]]
        colour = self.faces.frame_colour(info)
        pygame.draw.rect(surface, theme.darker(colour, 0.55), rect, border_radius=4)
        inner = rect.inflate(-2, -2)
        pygame.draw.rect(surface, P.STONE_LIGHT, inner, border_radius=3)
        pygame.draw.rect(
            surface, colour, Rect(inner.x, inner.y, inner.h + 4, inner.h), border_radius=3
        )
        self.mark(
            surface, info, (inner.x + inner.h // 2 + 2, inner.centery), max(5, inner.h // 2 - 1)
        )
        x = inner.x + inner.h + 8
        right = inner.right - 4
        if covered:
            spot = pariah_spot(rect)
            surface.blit(self.faces.pariah(spot.h), spot)
            right -= inner.h + 4
        points = info.points
        if info.column_points:
            worth = info.column_points
            points = (
                worth[column] if column is not None and 0 <= column < len(worth) else max(worth)
            )
        if points:
            size = max(theme.MIN_TEXT_PX, min(18, inner.h))
            label = self.assets.text(str(points), "text_bold", size, P.IVORY)
            surface.blit(label, label.get_rect(midright=(right, inner.centery + 1)))
            right -= label.get_width() + 6
        sr = max(5, inner.h // 2 - 2)
        symbols = self._symbols(info)
        while symbols and right - len(symbols) * (2 * sr + 2) < x + 4:
            symbols.pop()  # no room for them all: the first ones
        name = None
        if info.kind != DWARF or named:  # the name before the symbols, which give way to it
            ink = (255, 200, 200) if info.rank == RANK_BLACK else P.IVORY
            for kept in range(len(symbols), -1, -1):
                room = right - kept * (2 * sr + 2) - x
                name = (
                    whole(self.assets, self.order_name(info.column), "text_bold", 16, ink, room)
                    if info.kind == DWARF
                    else self.faces.name_label(key, self.t.lang, ink, room)
                )
                if name is not None:  # a name reads whole or not at all
                    symbols = symbols[:kept]
                    break
        for kind in symbols[::-1]:
            face = self.faces.symbol(kind, sr)
            surface.blit(face, face.get_rect(midright=(right, inner.centery)))
            right -= 2 * sr + 2
        if name is not None:
            surface.blit(name, name.get_rect(midleft=(x, inner.centery + 1)))
        if covered:
            shade = pygame.Surface(inner.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 70))
            surface.blit(shade, inner)

    def sliver(self, surface: pygame.Surface, key: str, rect: Rect) -> None:
        """A strip mostly covered by the next one in a squeezed column: its colours only, no
        half-hidden number or name."""
        info = self.table.cards[self.table.card_ids[key]]
        colour = self.faces.frame_colour(info)
        pygame.draw.rect(surface, theme.darker(colour, 0.55), rect, border_radius=4)
        inner = rect.inflate(-2, -2)
        pygame.draw.rect(surface, P.STONE_LIGHT, inner, border_radius=3)
        pygame.draw.rect(
            surface, colour, Rect(inner.x, inner.y, inner.h + 4, inner.h), border_radius=3
        )

    def mark(self, surface: pygame.Surface, info: Card, centre: tuple[int, int], r: int) -> None:
        """A card's mark: its Order's emblem on its colour, else its rank's (the crown of a white
        Cognar, a Mercenary's swords, the Ally's five colours) or the Certification's tankard."""
        if info.column >= 0:
            order_icon(surface, centre, r, info.column)
            return
        if info.rank == RANK_ALLY:  # the Ally joins any Order: the five colours in a ring
            pygame.draw.circle(surface, P.STONE, centre, r)
            for k, colour in enumerate(P.ORDER_COLOURS):
                angle = math.pi * (2 * k / 5 - 0.5)
                at = (
                    centre[0] + 0.55 * r * math.cos(angle),
                    centre[1] + 0.55 * r * math.sin(angle),
                )
                pygame.draw.circle(surface, colour, at, max(2, r // 3))
            return
        if info.kind != LIQUOR and info.rank not in RANK_MARKS:
            return
        pygame.draw.circle(surface, self.faces.frame_colour(info), centre, r)
        name = "liquor" if info.kind == LIQUOR else RANK_MARKS[info.rank]
        ink = {RANK_WHITE: (40, 30, 20), RANK_BLACK: P.IVORY}.get(info.rank, P.GOLD)
        emblem = icon(name, 2 * r - 2, ink)
        surface.blit(emblem, emblem.get_rect(center=centre))

    def _symbols(self, info: Any) -> list[str]:
        runes = [self.table.runes[i] for i in info.runes]
        return ["malt"] * info.malt + ["occult"] * info.occult + runes

    def counts(
        self, surface: pygame.Surface, seat_view: dict[str, Any], rect: Rect, big: bool
    ) -> None:
        """Malt, Occult and rune counts, each a symbol and a number: from the left of `rect` on
        the big board, against its right edge on another Lord's."""
        r = 11 if big else 8
        size = 18 if big else theme.MIN_TEXT_PX
        pieces = []
        for kind, value in (
            ("malt", seat_view["malt"]),
            ("occult", seat_view["occult"]),
            ("rune_a", seat_view["runes"]),
        ):
            label = self.assets.text(str(value), "text_bold", size, theme.TEXT)
            pieces.append((self.faces.symbol(kind, r), label))
        gap = 12 if big else 6
        width = sum(2 * r + 3 + label.get_width() for _, label in pieces) + gap * 2
        x = rect.x if big else rect.right - width
        for face, label in pieces:
            surface.blit(face, face.get_rect(midleft=(x, rect.centery)))
            surface.blit(label, label.get_rect(midleft=(x + 2 * r + 3, rect.centery + 1)))
            x += 2 * r + 3 + label.get_width() + gap

    # ------------------------------------------------------------------ fortresses

    def board_key(self, board: Board) -> tuple[Any, ...]:
        """Everything a fortress shows: an unchanged key means an unchanged picture."""
        box = board.box
        return (
            repr(board.view),
            repr(box),
            board.name,
            tuple(board.score.items()),
            tuple(sorted(board.hand_hidden)),
            board.order,
            self.t.lang,
            *self.board_motion(board),
        )

    def draw_board(self, surface: pygame.Surface, board: Board) -> None:
        seat_view, box = board.view, board.box
        big = box.big
        label = self.name_plate(
            surface, board, L.order_badge(box), big, box.panel.y + (7 if big else 4)
        )
        if ("gem", board.seat) not in self.landing:  # a gem flying here shows once it lands
            surface.blit(self.gem_face(seat_view["gem"], box.gem.w), box.gem)
        points = self.t("table.points")
        spot = self.seat_total(surface, board, big, 24 if big else 18, None if big else points)
        if big:
            word = self.assets.text(points, "display", 16, theme.TEXT_SOFT)
            surface.blit(word, word.get_rect(midright=(spot.x - 10, box.score.centery)))
            self.counts(surface, seat_view, box.counts, big)
        else:  # another Lord's header: name, then its counts and "Points 135" at the right
            left = label.right + 10
            self.counts(surface, seat_view, Rect(left, box.counts.y, spot.x - 12 - left, 24), big)
        self.board_coins(surface, board)
        arriving = {k[2] for k in self.landing if k[0] == "pariah" and k[1] == board.seat}
        covered = set(seat_view["covered"]) - arriving  # a token flying here shows once landed
        for column, rect in enumerate(box.columns):
            self._lane(surface, rect, column, big, seat_view["columns"][column], box)
            self.column_header(
                surface,
                rect,
                column,
                seat_view["ranks"][column],
                board.score.get(ORDER_KEYS[column], 0),
                big,
            )
            keys = seat_view["columns"][column]
            for i, key in enumerate(keys):
                strip = box.strips.get(key)
                if strip is None or key in self.moving:
                    continue
                below = box.strips.get(keys[i + 1]) if i + 1 < len(keys) else None
                if below is not None and below.y - strip.y < strip.h - 2:  # a squeezed sliver
                    self.sliver(surface, key, strip)
                else:
                    self.strip(surface, key, strip, key in covered, column=column)
        if big:
            self._next_shield_rank(surface, seat_view["columns"][SHIELD], box)
        for key, rect in box.command:
            if key in self.moving:
                continue
            if big:
                self.card(surface, key, rect)
            else:
                self.strip(surface, key, rect, key in covered)

    def _lane(
        self,
        surface: pygame.Surface,
        column: Rect,
        order: int,
        big: bool,
        keys: list[str],
        box: L.SeatBoxes,
    ) -> None:
        """An Order's tray under its column's header, the Order's emblem faint in the part no
        card covers yet (a summary board's columns are headers alone)."""
        top = column.y + (L.COLUMN_HEADER if big else L.MINI_HEADER) + 1
        used = max((box.strips[k].bottom for k in keys if k in box.strips), default=top)
        emblem = functools.partial(_faint_emblem, order)
        lanes.column_tray(surface, column, top, P.ORDER_COLOURS[order], used, big, emblem)

    def _next_shield_rank(self, surface: pygame.Surface, keys: list[str], box: L.SeatBoxes) -> None:
        """Under the Shield column, what one more rank adds on the Shield track (as the player
        board's track shows it), while the track still climbs."""
        extra = next_rank_gain(self.table, [self.table.card_ids[k] for k in keys])
        column = box.columns[SHIELD]
        y = box.strips[keys[-1]].bottom + 4 if keys else column.y + L.COLUMN_HEADER + 2
        if extra <= 0 or y + 22 > column.bottom:
            return
        slot = Rect(column.x + 2, y, column.w - 4, 22)
        pygame.draw.rect(surface, P.ORDER_COLOURS[SHIELD], slot, 1, border_radius=5)
        text = self.t("table.next_rank", value=extra)
        label = line(self.assets, text, "text_bold", 16, theme.TEXT_SOFT, slot.w - 6)
        surface.blit(label, label.get_rect(center=slot.center))

    def column_header(
        self, surface: pygame.Surface, rect: Rect, column: int, ranks: int, points: int, big: bool
    ) -> None:
        colour = P.ORDER_COLOURS[column]
        h = L.COLUMN_HEADER - 2 if big else L.MINI_HEADER
        band = Rect(rect.x, rect.y, rect.w, h)
        pygame.draw.rect(surface, theme.darker(colour, 0.8), band, border_radius=6 if big else 4)
        pygame.draw.rect(surface, colour, band, 1 if not big else 2, border_radius=6 if big else 4)
        order_icon(surface, (band.x + h // 2 + 1, band.centery), h // 2 - 2, column)
        ink = (255, 250, 235)
        if big:
            value = self.assets.text(str(points), "text_bold", 22, ink)
            surface.blit(value, value.get_rect(midright=(band.right - 8, band.centery)))
            room = band.w - h - value.get_width() - 14
            name = line(self.assets, self.order_name(column), "display", 16, ink, room)
            surface.blit(name, name.get_rect(midleft=(band.x + h + 2, band.centery - 8)))
            info = self.assets.text(
                self.t.plural("table.ranks", ranks), "text", 16, (255, 240, 210)
            )
            surface.blit(info, info.get_rect(midleft=(band.x + h + 2, band.centery + 9)))
        else:  # "5 ranks", or a bare "5" on every column where the words do not fit
            words = self.t.plural("table.ranks", ranks)
            font = self.assets.font("text_bold", theme.MIN_TEXT_PX)
            if font.size(self.t.plural("table.ranks", 10))[0] > band.w - h - 4:
                words = str(ranks)
            info = self.assets.text(words, "text_bold", theme.MIN_TEXT_PX, ink)
            surface.blit(info, info.get_rect(midright=(band.right - 4, band.centery + 1)))


@functools.lru_cache(maxsize=64)
def _faint_emblem(order: int, side: int) -> pygame.Surface:
    """An Order's emblem in a darker shade of its colour, as if printed in its tray."""
    return icon(P.ORDER_ICONS[order], side, theme.darker(P.ORDER_COLOURS[order], 0.55))
