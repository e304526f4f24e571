"""Drawing Arran's table from a view and its layout: taverns, Cognar pool, Treasury, the Elite
Cognars holder, decks, and every Lord's fortress.

Pure drawing: these functions read the view (what the chair in front of the screen may see), never
the rules state. Cards flying in an animation are skipped via `moving`. The faces (cards, talions,
gems, Pariah tokens, symbols) are the art's `Faces`; what only the table shows (a card as a strip
in its column, a column's header, a Lord's counts) is drawn here from the same pieces.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

import pygame
from pygame import Rect

from game.arran.cards import DWARF, LIQUOR, RANK_ALLY, RANK_BLACK, RANK_WHITE, Card, Table
from game.arran.data import ORDER_KEYS
from game.taverns import coins as cn
from game.ui import theme
from game.ui.assets import Assets
from game.ui.games.arran import layout as L
from game.ui.games.arran import palette as P
from game.ui.games.arran.faces import Faces
from game.ui.games.arran.pieces import icon, order_icon
from game.ui.games.arran.words import plural, say
from game.ui.table.chrome import HEADER
from game.ui.widgets import panel

HIDDEN = "?"
MIN_TEXT = 12  # px: no word a player must read is drawn smaller
RANK_MARKS = {RANK_WHITE: "white", RANK_BLACK: "mercenary"}  # a card of no Order: its rank's mark


def line(
    assets: Assets, text: str, face: str, size: int, colour: Any, width: int
) -> pygame.Surface:
    """`text` at the largest size from `size` down to MIN_TEXT that fits `width`, else cut
    short with an ellipsis at MIN_TEXT: a long name is shortened, never shrunk past reading."""
    for px in range(max(size, MIN_TEXT), MIN_TEXT - 1, -1):
        if assets.font(face, px).size(text)[0] <= width:
            return assets.text(text, face, px, colour)
    font = assets.font(face, MIN_TEXT)
    cut = text
    while len(cut) > 1 and font.size(cut.rstrip() + "…")[0] > width:
        cut = cut[:-1]
    return assets.text(cut.rstrip() + "…", face, MIN_TEXT, colour)


class Board(NamedTuple):
    """What one Lord's fortress shows."""

    seat: int
    view: dict[str, Any]
    box: L.SeatBoxes
    name: str
    score: dict[str, int]
    hand_hidden: set[int]  # hand coins already drawn elsewhere (a bid draft)
    order: int | None  # turn order badge while the taverns resolve


class CoinFaces:
    """The faces as the shared bid pad draws a coin: by its code, `size` px across."""

    def __init__(self, faces: Faces) -> None:
        self.faces = faces

    def coin(self, code: int, size: int) -> pygame.Surface:
        return self.faces.coin(cn.coin_str(code), size // 2)


class TableArtist:
    def __init__(self, assets: Assets, faces: Faces, table: Table, t: Any) -> None:
        self.assets = assets
        self.faces = faces
        self.table = table
        self.t = t
        self.moving: set[str] = set()
        self.flips: dict[tuple[int, int], float] = {}  # (seat, slot) -> flip progress 0..1
        self.draw_flips = False  # True while drawing the moving overlay, not the still layer

    def name(self, key: str) -> str:
        names = self.table.cards[self.table.card_ids[key]].name
        return names.fr if self.t.lang == "fr" else names.en

    def order_name(self, column: int) -> str:
        names = self.table.source.orders[column].name
        return names.fr if self.t.lang == "fr" else names.en

    def _title(self, surface: pygame.Surface, text: str, pos: tuple[int, int]) -> None:
        surface.blit(self.assets.text(text, "display", 16, theme.GOLD), pos)

    def backdrop(self, surface: pygame.Surface, lay: L.Layout) -> None:
        """The wood and every panel, drawn once per game and chair (they never move)."""
        panel(surface, HEADER, 200, radius=0)
        for row in lay.tavern_rows:
            panel(surface, row, 150)
        f = lay.frame
        for area in (f.pool, f.treasury, f.holder, f.decks):
            panel(surface, area, 150)
        for box in lay.seats.values():
            panel(surface, box.panel, 190 if box.big else 170)

    # ------------------------------------------------------------------ pieces

    def card(self, surface: pygame.Surface, key: str, rect: Rect) -> None:
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=6)
        surface.blit(shadow, rect.move(3, 4))
        surface.blit(self.faces.card(key, rect.size, self.t.lang), rect)

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
            if flip < 0.5:
                face = self.faces.coin(HIDDEN, r)
            width = max(1, int(rect.w * abs(1 - 2 * flip)))
            face = pygame.transform.smoothscale(face, (width, rect.h))
        surface.blit(face, face.get_rect(center=rect.center))

    def strip(
        self, surface: pygame.Surface, key: str, rect: Rect, covered: bool, named: bool = False
    ) -> None:
        """A card in a column, seen as a band: its Order's (or rank's) colour and emblem, its
        name when it is not a plain dwarf (or when `named`: the log shows a dwarf's Order), its
        points and its symbols; a Pariah token on it if covered."""
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
            token = self.faces.pariah(inner.h)
            surface.blit(token, token.get_rect(midright=(right, inner.centery)))
            right -= inner.h + 4
        points = info.points if not info.column_points else max(info.column_points)
        if points:
            label = self.assets.text(str(points), "text_bold", min(18, inner.h), P.IVORY)
            surface.blit(label, label.get_rect(midright=(right, inner.centery + 1)))
            right -= label.get_width() + 6
        sr = max(5, inner.h // 2 - 2)
        for kind in self._symbols(info)[::-1]:
            if right - 2 * sr < x + 4:
                break
            face = self.faces.symbol(kind, sr)
            surface.blit(face, face.get_rect(midright=(right, inner.centery)))
            right -= 2 * sr + 2
        if (info.kind != DWARF or named) and right - x > 24:
            ink = (255, 200, 200) if info.rank == RANK_BLACK else P.IVORY
            text = self.order_name(info.column) if info.kind == DWARF else self.name(key)
            label = line(self.assets, text, "text_bold", min(15, inner.h), ink, right - x)
            surface.blit(label, label.get_rect(midleft=(x, inner.centery + 1)))
        if covered:
            shade = pygame.Surface(inner.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 70))
            surface.blit(shade, inner)

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
        r = 11 if big else 7
        size = 18 if big else 13
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

    # ------------------------------------------------------------------ the middle

    def taverns(
        self, surface: pygame.Surface, view: dict[str, Any], lay: L.Layout, current: int | None
    ) -> None:
        for t, row in enumerate(lay.tavern_rows):
            if t == current:
                pygame.draw.rect(surface, theme.HIGHLIGHT, row, 2, border_radius=10)
            sign = lay.tavern_signs[t]
            pygame.draw.rect(surface, (58, 40, 26), sign, border_radius=8)
            pygame.draw.rect(surface, theme.GOLD_DARK, sign, 2, border_radius=8)
            number = self.assets.text(str(t + 1), "display_bold", 26, theme.GOLD)
            surface.blit(number, number.get_rect(midtop=(sign.centerx, sign.y + 4)))
            names = self.table.source.taverns[t][1]
            name = names.fr if self.t.lang == "fr" else names.en
            label = self.assets.wrapped(name, "text_bold", 13, theme.TEXT, sign.w - 8)
            surface.blit(label, label.get_rect(midtop=(sign.centerx, sign.y + 36)))
        for key, rect in lay.tavern_cards.items():
            if key not in self.moving:
                self.card(surface, key, rect)

    def pool(self, surface: pygame.Surface, lay: L.Layout) -> None:
        self._title(
            surface, say(self.t, "table.cognars"), (lay.frame.pool.x + 10, lay.frame.pool.y + 4)
        )
        for key, rect in lay.pool.items():
            if key not in self.moving:
                self.card(surface, key, rect)

    def treasury(self, surface: pygame.Surface, view: dict[str, Any], lay: L.Layout) -> None:
        self._title(
            surface,
            say(self.t, "table.treasury"),
            (lay.frame.treasury.x + 10, lay.frame.treasury.y + 4),
        )
        counts = view["treasure"]
        for value, rect in lay.treasury.items():
            face = self.faces.coin(f"{value}g", rect.w // 2)
            if not counts[value]:
                face = face.copy()
                face.set_alpha(55)
            surface.blit(face, rect)
            if counts[value] > 1:
                badge = self.assets.text(f"×{counts[value]}", "text_bold", 13, theme.TEXT)
                surface.blit(badge, badge.get_rect(midtop=(rect.centerx, rect.bottom + 1)))

    def holder(
        self,
        surface: pygame.Surface,
        view: dict[str, Any],
        lay: L.Layout,
        leaders: dict[str, str],
        owners: dict[str, str],
    ) -> None:
        """The awards still to be won, and under each the Lord who would win it now; a won one
        dimmed with its owner's name (or nobody's, when it left the game)."""
        title = say(self.t, "table.holder" if view["awards"] else "table.holder_won")
        self._title(surface, title, (lay.frame.holder.x + 10, lay.frame.holder.y + 4))
        for key, rect in lay.awards.items():
            if key in self.moving:
                continue
            if key in view["awards"]:
                self.card(surface, key, rect)
                who = leaders.get(key)
                colour = theme.HIGHLIGHT if who else theme.TEXT_SOFT
            else:
                face = self.faces.card(key, rect.size, self.t.lang).copy()
                face.set_alpha(70)
                surface.blit(face, rect)
                who, colour = owners.get(key), theme.TEXT
            label = line(
                self.assets,
                who or say(self.t, "table.nobody"),
                "text_bold",
                13,
                colour,
                rect.w + 14,
            )
            surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 4)))

    def decks(self, surface: pygame.Surface, view: dict[str, Any], lay: L.Layout) -> None:
        t = self.t
        for era, rect in enumerate(lay.decks, start=1):
            count = len(view["decks"][era - 1])
            if count:
                for k in range(min(3, count // 10 + 1)):
                    surface.blit(self.faces.back(era, rect.size), rect.move(-2 * k, -2 * k))
            else:
                pygame.draw.rect(surface, (70, 56, 40), rect, 2, border_radius=6)
            self._under(surface, say(t, "table.deck", era=era, n=count), rect)
        if view["discard"]:
            self.card(surface, view["discard"][-1], lay.discard)
        else:
            pygame.draw.rect(surface, (70, 56, 40), lay.discard, 2, border_radius=6)
        self._under(surface, say(t, "table.discard", n=len(view["discard"])), lay.discard)
        if view["exchange_coin_left"]:
            surface.blit(self.faces.coin("3s", lay.exchange.w // 2), lay.exchange)
        self._under(surface, say(t, "table.exchange"), lay.exchange.inflate(0, 24))
        token = self.faces.pariah(lay.pariah.w)
        surface.blit(token, lay.pariah)
        self._under(
            surface,
            say(t, "table.pariahs", n=max(0, view["pariah_left"])),
            lay.pariah.inflate(0, 20),
        )

    def _under(self, surface: pygame.Surface, text: str, rect: Rect) -> None:
        label = self.assets.text(text, "text_bold", 13, theme.TEXT)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 4)))

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
            tuple(
                sorted(
                    k for k in self.moving if k in box.strips or any(k == c for c, _ in box.command)
                )
            ),
            tuple(sorted(slot for s, slot in self.flips if s == board.seat)),
        )

    def draw_board(self, surface: pygame.Surface, board: Board) -> None:
        seat_view, box = board.view, board.box
        big = box.big
        x = box.panel.x + 10
        if board.order is not None:
            badge = L.order_badge(box)
            pygame.draw.circle(surface, theme.GOLD, badge.center, badge.w // 2)
            digit = self.assets.text(str(board.order), "text_bold", badge.w // 2 + 4, theme.INK)
            surface.blit(digit, digit.get_rect(center=badge.center))
            x = badge.right + 6
        label = self.assets.text(board.name, "display_bold", 20 if big else 15, theme.TEXT)
        surface.blit(label, (x, box.panel.y + (7 if big else 4)))
        surface.blit(self.faces.gem(seat_view["gem"], box.gem.w // 2), box.gem)
        total = self.assets.text(
            str(board.score["total"]), "text_bold", 24 if big else 16, theme.GOLD
        )
        if big:
            surface.blit(total, total.get_rect(midright=(box.score.right, box.score.centery)))
            word = self.assets.text(say(self.t, "table.points"), "display", 16, theme.TEXT_SOFT)
            surface.blit(
                word,
                word.get_rect(
                    midright=(box.score.right - total.get_width() - 10, box.score.centery)
                ),
            )
        else:
            at = total.get_rect(midright=(box.gem.x - 8, box.header.centery))
            surface.blit(total, at)
            word = self.assets.text(say(self.t, "table.points"), "text", 13, theme.TEXT_SOFT)
            surface.blit(word, word.get_rect(midright=(at.x - 5, at.centery + 1)))
        self.counts(surface, seat_view, box.counts, big)
        for slot, rect in enumerate(box.slots):
            self.coin(surface, seat_view["board"][slot], rect, board.seat, slot)
        for i, rect in enumerate(box.hand):
            if i not in board.hand_hidden:
                self.coin(surface, seat_view["hand"][i], rect, board.seat, 10 + i)
        covered = set(seat_view["covered"])
        for column, rect in enumerate(box.columns):
            self.column_header(
                surface,
                rect,
                column,
                seat_view["ranks"][column],
                board.score.get(ORDER_KEYS[column], 0),
                big,
            )
            for key in seat_view["columns"][column]:
                strip = box.strips.get(key)
                if strip is not None and key not in self.moving:
                    self.strip(surface, key, strip, key in covered)
        for key, rect in box.command:
            if key in self.moving:
                continue
            if big:
                self.card(surface, key, rect)
            else:
                self.strip(surface, key, rect, key in covered)

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
                plural(self.t, "table.ranks", ranks), "text", 12, (255, 240, 210)
            )
            surface.blit(info, info.get_rect(midleft=(band.x + h + 2, band.centery + 9)))
        else:
            words = plural(self.t, "table.ranks", ranks)
            info = line(self.assets, words, "text_bold", 12, ink, band.w - h - 4)
            surface.blit(info, info.get_rect(midright=(band.right - 4, band.centery + 1)))
