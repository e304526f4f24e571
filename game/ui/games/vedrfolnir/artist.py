"""Drawing Vedrfolnir's still table: each place (a panel, or a line of the compact table), the
Tribute, the draw pile, the hand of the turn and the discard, from the view and the layout
(`layout.py`).

The figures a völva keeps in her head are written large: each stake's stars against its
objective ("9 / 12"), amber when three stars or fewer are missing, red when over; the rune
counts that decide the majorities. While a card waits to be given, the slot after each
recipient's last card says what the card would do there, as the rules core's preview computes
it: the stars it would reach (green for an exact hit, red for an overshoot), the joker it would
keep, or, crossed out in red, that it would go straight to the discard.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.games.vedrfolnir import faces as F
from game.ui.games.vedrfolnir import layout as L
from game.ui.games.vedrfolnir.placeview import (
    card_keys,
    marker_role,
    place_colour,
    shown_card,
    tribute_runes,
    won_rects,
)
from game.ui.games.vedrfolnir.plates import (
    GREEN,
    RED,
    dashed_rect,
    inset_plate,
    name_bar,
    stars_colour,
    well,
)
from game.ui.games.vedrfolnir.reach import Reach
from game.ui.games.vedrfolnir.words import RUNE_ORDER, TRIBUTE, Words, orientation
from game.ui.scorepad import seat_colour
from game.ui.widgets import drop_shadow, panel

TEXT_PX = theme.MIN_TEXT_PX  # the smallest text the table draws: 12 px scaled down to 0.75


class Artist:
    def __init__(self, assets: Any, words: Words) -> None:
        self.assets = assets
        self.words = words
        self.moving: set[int] = set()  # cards in flight: drawn where they land only when there

    @property
    def lang(self) -> str:
        return str(self.words.t.lang)

    def _text(
        self, text: str, size: int, colour: tuple[int, ...] = theme.TEXT, face: str = "text_bold"
    ) -> pygame.Surface:
        return self.assets.text(text, face, max(TEXT_PX, size), colour)

    def card(self, view: Mapping[str, Any], cid: int, size: tuple[int, int]) -> pygame.Surface:
        copy = self.words.copy(view, cid)
        return F.card_surface(self.assets, copy, size, self.lang, orientation(view, cid) or None)

    # ------------------------------------------------------------------ a row of cards

    def row(
        self,
        surface: pygame.Surface,
        view: Mapping[str, Any],
        cids: Sequence[int],
        rects: list[Rect],
    ) -> None:
        for cid, rect in zip(cids, rects, strict=True):
            if cid in self.moving:
                continue
            drop_shadow(surface, rect, (-3, 3), alpha=90, radius=8)
            surface.blit(self.card(view, cid, rect.size), rect)

    def runes(self, surface: pygame.Surface, counts: Mapping[str, int], rect: Rect) -> None:
        """Each active rune type's count for the majorities, glyph then figure, closer
        together (then smaller, never below 16 px) where `rect` is narrow."""
        shown = [rune for rune in RUNE_ORDER if rune in counts]
        size, gap = rect.h - 4, 18

        def width() -> int:
            figures = sum(self._text(str(counts[r]), size - 2).get_width() for r in shown)
            return len(shown) * (size + 4) + figures + gap * (len(shown) - 1)

        while width() > rect.w and (gap > 8 or size > TEXT_PX + 2):
            if gap > 8:
                gap -= 2
            else:
                size -= 1
        x = rect.x
        for rune in shown:
            F.rune_glyph(surface, rune, (x + size // 2, rect.centery), size, on_dark=True)
            value = self._text(str(counts[rune]), size - 2)
            surface.blit(value, value.get_rect(midleft=(x + size + 4, rect.centery)))
            x += size + value.get_width() + 4 + gap

    def badge(
        self,
        surface: pygame.Surface,
        stars: int,
        objective: int | None,
        rect: Rect,
    ) -> None:
        """ "9 / 12 ★" in large figures, centred (the Tribute, without objective: "9 ★", from
        the left)."""
        colour = theme.TEXT if objective is None else stars_colour(stars, objective)
        text = str(stars) if objective is None else f"{stars} / {objective}"
        size = min(36, rect.h - 8)
        label = self._text(text, size, colour, "display_bold")
        star = size - 6
        width = label.get_width() + 6 + star
        left = rect.centerx - width // 2 if objective is not None else rect.x
        surface.blit(label, label.get_rect(midleft=(left, rect.centery)))
        F.star_glyph(surface, (left + label.get_width() + 6 + star / 2, rect.centery), star)

    def gauge(
        self,
        surface: pygame.Surface,
        stars: int,
        objective: int,
        rect: Rect,
        reach: list[Reach],
    ) -> None:
        """The stake's way to its objective, a cell per star: filled as far as the stars go
        (in the badge's colour), the cells past the objective red; while a card waits, the
        cells it would add are outlined. Two rows where the rectangle is not long enough for
        one to read."""
        after = {r[0] for r in reach if r[1] is not None and r[2] == "row"}
        reached = max(after) if len(after) == 1 else stars
        cells = max(objective, stars, reached)
        rows = 1 if rect.w >= 8 * rect.h else 2
        cols = -(-cells // rows)
        gap = 4
        side = min((rect.w - gap * (cols - 1)) // cols, (rect.h - gap * (rows - 1)) // rows)
        left = rect.x + (rect.w - cols * side - gap * (cols - 1)) // 2
        top = rect.y + (rect.h - rows * side - gap * (rows - 1)) // 2
        fill = stars_colour(stars, objective)
        fill = theme.GOLD if fill == theme.TEXT else fill
        for i in range(cells):
            r, c = divmod(i, cols)
            cell = Rect(left + c * (side + gap), top + r * (side + gap), side, side)
            edge = RED if i >= objective or stars > objective else fill
            pygame.draw.rect(surface, (22, 15, 10), cell, border_radius=5)
            if i < stars:
                pygame.draw.rect(surface, edge, cell, 2, border_radius=5)
                F.star_glyph(surface, cell.center, side - 8)
            else:
                pygame.draw.rect(surface, theme.GOLD_DARK, cell, 1, border_radius=5)
            if stars <= i < reached:
                colour = stars_colour(reached, objective)
                pygame.draw.rect(surface, colour, cell.inflate(2, 2), 2, border_radius=5)

    def won_fan(
        self, surface: pygame.Surface, view: Mapping[str, Any], won: list[int], box: L.PlaceBoxes
    ) -> None:
        """A tall panel's won cards, the copies of a card piled (see `layout.won_fan`), under
        a caption; none yet, the row they will lie in, sunk."""
        assert box.won_row is not None
        caption = self._text(self.words.t("table.won_cards"), TEXT_PX, theme.TEXT_SOFT, "text")
        surface.blit(caption, (box.won_row.x, box.won_row.y - caption.get_height() - 2))
        if not won:
            well(surface, box.won_row)
            return
        self.piles(surface, view, won, won_rects(view, won, box, self.words))

    def piles(
        self, surface: pygame.Surface, view: Mapping[str, Any], cids: list[int], rects: list[Rect]
    ) -> None:
        """Cards laid by `layout.won_fan`, each pile of copies with its count on its top
        card, so that "three of these" reads without counting edges."""
        keys = card_keys(view, cids, self.words)
        order = sorted(range(len(cids)), key=lambda i: rects[i].x)
        self.row(surface, view, [cids[i] for i in order], [rects[i] for i in order])
        top = {key: rect for key, rect in zip(keys, rects, strict=True)}
        for key, rect in top.items():
            pile = [cid for cid, k in zip(cids, keys, strict=True) if k == key]
            if len(pile) > 1 and not self.moving.intersection(pile):
                label = self._text(f"×{len(pile)}", TEXT_PX, theme.TEXT)
                at = (rect.right - 6, rect.y + rect.h * 2 // 5)
                box = label.get_rect(midright=at).inflate(10, 2)
                pygame.draw.rect(surface, (20, 14, 10), box, border_radius=8)
                pygame.draw.rect(surface, theme.GOLD_DARK, box, 1, border_radius=8)
                surface.blit(label, label.get_rect(center=box.center))

    def ghost(
        self,
        surface: pygame.Surface,
        reach: list[Reach],
        rect: Rect,
        empty: str = "",
        card: pygame.Surface | None = None,
    ) -> None:
        """The slot after a row's last card: the revealed card (`card`, its face at the slot's
        size) faded in it, with what it would make of the row (each distinct result), that it
        would be kept as a joker, or, crossed out in red, that it would go to the discard; with
        no card to give, `empty` (the words for a row with no card) in a faint slot."""
        t = self.words.t
        if not reach:
            if empty:
                well(surface, rect)
                dashed_rect(surface, rect, theme.PANEL_EDGE)
                text = self.centred(empty, "italic", theme.TEXT_SOFT, rect.w - 12)
                surface.blit(text, text.get_rect(center=rect.center))
            return
        lands = {r[2] for r in reach}
        if card is not None:
            faded = card.copy()
            faded.set_alpha(70 if lands != {"discard"} else 45)
            surface.blit(faded, rect)
        if lands == {"discard"}:
            why = reach[0][3]
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (60, 16, 12, 120), shade.get_rect(), border_radius=8)
            surface.blit(shade, rect)
            dashed_rect(surface, rect, RED)
            inset = Rect(0, 0, 28, 28)
            inset.midtop = (rect.centerx, rect.y + 12)
            pygame.draw.line(surface, RED, inset.topleft, inset.bottomright, 4)
            pygame.draw.line(surface, RED, inset.topright, inset.bottomleft, 4)
            words = f"{t('table.fate.none')}\n{t(f'table.fate.{why}')}"
            text = self.centred(words, "text_bold", RED, rect.w - 16)
            self._plate(surface, text, (rect.centerx, inset.bottom + 10), RED, "midtop")
            return
        dashed_rect(surface, rect, theme.HIGHLIGHT)
        if lands == {"jokers"}:
            text = self.centred(
                str(t("table.fate.jokers")), "text_bold", theme.HIGHLIGHT, rect.w - 16
            )
            self._plate(surface, text, rect.center, theme.HIGHLIGHT)
            return
        lines = []
        for stars, objective, _, _ in reach[:3]:
            figure = t.plural("tip.stars", stars) if objective is None else f"{stars}/{objective}"
            colour = theme.TEXT if objective is None else stars_colour(stars, objective)
            lines.append(self._fit(figure, 30 if len(reach) == 1 else 22, colour, rect.w - 24))
        arrow = self._text("→", 22, theme.TEXT_SOFT, "text")
        block = pygame.Surface(
            (
                max(line.get_width() for line in [arrow, *lines]),
                arrow.get_height() + sum(line.get_height() for line in lines),
            ),
            pygame.SRCALPHA,
        )
        y = 0
        for line in [arrow, *lines]:
            block.blit(line, line.get_rect(midtop=(block.get_width() // 2, y)))
            y += line.get_height()
        self._plate(surface, block, rect.center, theme.GOLD_DARK)

    def _plate(
        self,
        surface: pygame.Surface,
        content: pygame.Surface,
        at: tuple[int, int],
        edge: tuple[int, ...],
        anchor: str = "center",
    ) -> None:
        """`content` on a dark rounded plate, so it reads over a faded card."""
        box = content.get_rect(**{anchor: at}).inflate(14, 8)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (16, 11, 8, 215), shade.get_rect(), border_radius=8)
        surface.blit(shade, box)
        pygame.draw.rect(surface, edge, box, 1, border_radius=8)
        surface.blit(content, content.get_rect(center=box.center))

    def centred(self, text: str, face: str, colour: tuple[int, ...], width: int) -> pygame.Surface:
        """`text` at 16 px in lines no wider than `width`, each centred (a narrow slot's words
        read as a block, not ragged to the left)."""
        lines: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word in para.split():
                wider = f"{line} {word}".strip()
                if line and self.assets.font(face, TEXT_PX).size(wider)[0] > width:
                    lines.append(line)
                    line = word
                else:
                    line = wider
            lines.append(line)
        labels = [self.assets.text(line, face, TEXT_PX, colour) for line in lines if line]
        out = pygame.Surface(
            (max(label.get_width() for label in labels), sum(la.get_height() for la in labels)),
            pygame.SRCALPHA,
        )
        y = 0
        for label in labels:
            out.blit(label, label.get_rect(midtop=(out.get_width() // 2, y)))
            y += label.get_height()
        return out

    def _fit(self, text: str, size: int, colour: tuple[int, ...], width: int) -> pygame.Surface:
        """`text` at the largest size from `size` down to 16 px that fits `width`."""
        for px in range(size, TEXT_PX - 1, -1):
            label = self._text(text, px, colour)
            if label.get_width() <= width:
                return label
        return self._text(text, TEXT_PX, colour)

    def _shown(self, view: Mapping[str, Any], slot: Rect) -> pygame.Surface | None:
        """The face of the card in the hand's spotlight at the size of `slot`, if any."""
        cid = shown_card(view, self.words)[0]
        if cid < 0 or slot.w < 1:
            return None
        return self.card(view, cid, slot.size)

    def dealt(self, surface: pygame.Surface, rect: Rect) -> None:
        """A small card turned sideways, as the rulebook advises for a recipient already dealt
        to this turn."""
        back = F.back_surface((18, 26))
        tilted = pygame.transform.rotate(back, -70)
        surface.blit(tilted, tilted.get_rect(center=rect.center))
        tick = [
            (rect.x + 8, rect.centery),
            (rect.x + 14, rect.bottom - 6),
            (rect.right - 4, rect.y),
        ]
        pygame.draw.lines(surface, GREEN, False, tick, 3)

    # ------------------------------------------------------------------ a place

    def place(
        self,
        surface: pygame.Surface,
        view: Mapping[str, Any],
        index: int,
        box: L.PlaceBoxes,
        reach: list[Reach],
    ) -> None:
        seat = view["places"][index]
        active = view["active"] == index
        deciding = view["deciding"] == index and not view["over"]
        answering = deciding and not active  # a joker's answer, a choice for a drawn card
        panel(surface, box.panel, 205, radius=12, edge=theme.SELECTED if answering else None)
        # The name bar in the place's colour, whose place it is at a glance; the dealer's warm.
        name_bar(
            surface, box.header, (222, 178, 76, 70) if active else (*place_colour(view, index), 46)
        )
        if not box.compact:
            inset_plate(surface, box.side)
        self._header(surface, view, index, box, active)
        self.row(surface, view, seat["stake"], box.cards)
        empty = "" if seat["stake"] else str(self.words.t("table.empty_stake"))
        self.ghost(surface, reach, box.ghost, empty, self._shown(view, box.ghost))
        self.badge(surface, seat["stars"], seat["objective"], box.badge)
        if box.gauge.w:
            self.gauge(surface, seat["stars"], seat["objective"], box.gauge, reach)
        self.runes(surface, seat["runes"], box.runes if box.compact else box.runes.inflate(-8, 0))
        if box.compact:
            self._points(surface, view, index, box)
        else:
            self._won(surface, seat, box.won)
            if seat["role"] == "ase":
                self._ase_note(surface, view, index, box)
        if box.won_row is not None:  # tall panels show the won cards themselves
            self.won_fan(surface, view, seat["won"], box)
        for cid, rect in zip(seat["jokers"], box.jokers, strict=True):
            surface.blit(self.card(view, cid, rect.size), rect)
        if box.pile is not None:
            self._pile(surface, view["brynhildr_pile"], box.pile, self.words.t("table.face_down"))

    def _header(
        self,
        surface: pygame.Surface,
        view: Mapping[str, Any],
        index: int,
        box: L.PlaceBoxes,
        active: bool,
    ) -> None:
        seat = view["places"][index]
        role = seat["role"]
        if role == "player":
            colour = seat_colour(seat["controller"])
            pygame.draw.circle(surface, colour, box.marker.center, 9)
            pygame.draw.circle(surface, theme.GOLD_DARK, box.marker.center, 9, 2)
        else:
            marker = F.seat_marker(self.assets, marker_role(view, index), box.marker.h, self.lang)
            surface.blit(marker, box.marker)
        colour = theme.GOLD if active else theme.TEXT
        right = box.won.x if box.compact else box.header.right - 200
        if box.compact and box.runes.y < box.header.bottom:
            right = box.runes.x
        room = right - box.marker.right - 20 - (96 if active else 0)
        name = self.assets.fit(self.words.place(view, index), "display_bold", 20, colour, room)
        surface.blit(name, name.get_rect(midleft=(box.marker.right + 8, box.header.centery + 1)))
        x = box.marker.right + 8 + name.get_width() + 12
        if active:
            self._turn_plate(surface, (x + 8, box.header.centery))
        if seat["dealt"]:
            self.dealt(surface, box.dealt)

    def _turn_plate(self, surface: pygame.Surface, midleft: tuple[int, int]) -> None:
        turn = self._text(self.words.t("table.turn_badge"), TEXT_PX, (30, 20, 10))
        plate = turn.get_rect(midleft=midleft).inflate(14, 2)
        pygame.draw.rect(surface, theme.GOLD, plate, border_radius=8)
        surface.blit(turn, turn.get_rect(center=plate.center))

    def _points(
        self, surface: pygame.Surface, view: Mapping[str, Any], index: int, box: L.PlaceBoxes
    ) -> None:
        """The compact panel's points on its title line; under the stake, its exact hits, or
        whose Ase it is and that its points are not hers."""
        t, seat = self.words.t, view["places"][index]
        points = t.plural("table.points", seat["points"])
        label = self.assets.fit(points, "text_bold", 20, theme.GOLD, box.won.w)
        surface.blit(label, label.get_rect(midright=(box.won.right, box.won.centery)))
        if box.foot is None:
            return
        if seat["role"] == "ase":
            owner = self.words.seat_name(seat["controller"])
            note = str(t("table.ase_note", name=owner))
        else:
            note = t.plural("table.exact", seat.get("exact", 0))
        line = self.assets.fit(note, "italic", TEXT_PX, theme.TEXT_SOFT, box.foot.w)
        surface.blit(line, line.get_rect(midleft=(box.foot.x, box.foot.centery)))

    def _ase_note(
        self, surface: pygame.Surface, view: Mapping[str, Any], index: int, box: L.PlaceBoxes
    ) -> None:
        """Whose Ase this is, and that its points are not hers, on the header line."""
        owner = self.words.seat_name(view["places"][index]["controller"])
        note = str(self.words.t("table.ase_note", name=owner))
        name_w = self.assets.fit(
            self.words.place(view, index), "display_bold", 20, theme.TEXT, 10**6
        ).get_width()
        x = box.marker.right + 8 + name_w + 16
        if view["active"] == index:
            x += self._text(self.words.t("table.turn_badge"), TEXT_PX).get_width() + 30
        room = box.dealt.x - 8 - x
        if room >= 120:
            label = self.assets.fit(note, "italic", TEXT_PX, theme.TEXT_SOFT, room)
            surface.blit(label, label.get_rect(midleft=(x, box.header.centery + 1)))

    def _won(self, surface: pygame.Surface, seat: Mapping[str, Any], rect: Rect) -> None:
        """The won pile as a small stack, with its points and exact hits."""
        t = self.words.t
        size = L.card_size(min(70, rect.h - 8))
        stack = Rect(rect.x, rect.y + 2, *size)
        won = seat["won"]
        for i in range(min(3, len(won))):
            surface.blit(F.back_surface(size), stack.move(i * 3, -i * 2))
        if not won:
            pygame.draw.rect(surface, theme.PANEL_EDGE, stack, 1, border_radius=6)
        else:
            count = self._text(str(len(won)), 20, theme.TEXT)
            plate = count.get_rect(center=stack.move(3, -2).center).inflate(10, 0)
            pygame.draw.rect(surface, (20, 14, 10), plate, border_radius=8)
            surface.blit(count, count.get_rect(center=plate.center))
        x = stack.right + 14
        points = self.assets.fit(
            t.plural("table.points", seat["points"]), "text_bold", 22, theme.GOLD, rect.right - x
        )
        surface.blit(points, (x, rect.y + 2))
        exact = seat.get("exact", 0)
        line = self.assets.fit(
            t.plural("table.exact", exact), "text", TEXT_PX, theme.TEXT_SOFT, rect.right - x
        )
        surface.blit(line, (x, rect.y + 32))

    def _pile(self, surface: pygame.Surface, count: int, rect: Rect, caption: str) -> None:
        if count:
            for i in range(min(3, count)):
                surface.blit(F.back_surface(rect.size, "solo"), rect.move(i * 2, -i * 2))
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
        number = self._text(str(count), 24, theme.TEXT)
        plate = number.get_rect(center=rect.center).inflate(12, 2)
        pygame.draw.rect(surface, (20, 14, 10), plate, border_radius=8)
        surface.blit(number, number.get_rect(center=plate.center))
        label = self._text(caption, TEXT_PX, theme.TEXT_SOFT, "text")
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 4)))

    # ------------------------------------------------------------------ the Tribute

    def tribute(
        self,
        surface: pygame.Surface,
        view: Mapping[str, Any],
        box: L.PlaceBoxes,
        reach: list[Reach],
    ) -> None:
        tribute = view["tribute"]
        panel(surface, box.panel, 205, radius=12)
        name_bar(surface, box.header, (*theme.GOLD_DARK, 46))
        title = self._text(self.words.place(view, TRIBUTE), 22, theme.GOLD, "display_bold")
        surface.blit(title, title.get_rect(midleft=(box.header.x + 14, box.header.centery + 2)))
        self.badge(surface, tribute["stars"], None, box.badge.move(title.get_width() + 28, 0))
        self.runes(surface, tribute_runes(view, self.words), box.runes)
        if tribute.get("dealt"):
            self.dealt(surface, box.dealt)
        self.row(surface, view, tribute["cards"], box.cards)
        empty = "" if tribute["cards"] else str(self.words.t("table.empty_tribute"))
        self.ghost(surface, reach, box.ghost, empty, self._shown(view, box.ghost))

    # ------------------------------------------------------------------ the middle

    def centre(
        self, surface: pygame.Surface, view: Mapping[str, Any], lay: L.Layout, reveal: bool
    ) -> None:
        """The draw pile, the hand of the turn with the card revealed, the discard; `reveal`:
        the next card is to be turned up (the hand's top card is shown large, face down)."""
        t = self.words.t
        self._deck(surface, lay.pile, view["draw_pile"], t("table.draw_pile"), None)
        discard = view["discard"]
        top = discard[-1] if discard else None
        self._deck(surface, lay.discard, len(discard), t("table.discard"), top, view)
        panel(surface, lay.hand, 150, radius=12)
        inset_plate(
            surface,
            Rect(lay.info.x - 8, lay.hand.y + 8, lay.info.w + 12, lay.info.bottom - lay.hand.y - 4),
        )
        who = self.words.place(view, view["active"])
        title = t("table.hand_of", name=who)
        hand = self.assets.fit(title, "display_bold", 18, theme.GOLD, lay.info.w)
        surface.blit(hand, (lay.info.x, lay.hand.y + 12))
        if view["over"]:
            return
        for rect in lay.backs:
            surface.blit(F.back_surface(rect.size), rect)
        if lay.backs:
            count = self._text(str(view["hand"]), 20, theme.TEXT)
            plate = count.get_rect(center=lay.backs[-1].center).inflate(10, 0)
            pygame.draw.rect(surface, (20, 14, 10), plate, border_radius=8)
            surface.blit(count, count.get_rect(center=plate.center))
        shown, caption = shown_card(view, self.words)
        if shown >= 0:
            if shown not in self.moving:
                surface.blit(self.card(view, shown, lay.revealed.size), lay.revealed)
                pygame.draw.rect(
                    surface, theme.GOLD, lay.revealed.inflate(4, 4), 2, border_radius=10
                )
            self._about(surface, view, shown, caption, lay.info)
            return
        if reveal and lay.backs:
            surface.blit(F.back_surface(lay.revealed.size), lay.revealed)
            words = t.plural("table.face_down_left", view["hand"])
            waiting = [self.words.place(view, p) for p, seat in enumerate(view["places"])]
            waiting = [
                n for n, seat in zip(waiting, view["places"], strict=True) if not seat["dealt"]
            ]
            if not view["tribute"].get("dealt"):
                waiting.append(self.words.place(view, TRIBUTE))
            if waiting:
                words += "\n" + str(t("table.to_serve", names=", ".join(waiting)))
        else:
            well(surface, lay.revealed)
            dashed_rect(surface, lay.revealed, theme.PANEL_EDGE)
            words = (
                t("table.hand_empty")
                if not lay.backs
                else t.plural("table.face_down_left", view["hand"])
            )
        label = self.assets.wrapped(words, "italic", TEXT_PX, theme.TEXT_SOFT, lay.info.w)
        surface.blit(label, lay.info.topleft)

    def _about(
        self,
        surface: pygame.Surface,
        view: Mapping[str, Any],
        cid: int,
        caption: str,
        rect: Rect,
    ) -> None:
        """What the card in the hand's spotlight is waiting for, then what it is and does."""
        head = self.assets.wrapped(caption, "text_bold", 17, theme.GOLD, rect.w)
        surface.blit(head, rect.topleft)
        y = rect.y + head.get_height() + 6
        tip = self.words.card_tip(view, cid).split("\n")
        body = self.assets.wrapped("\n".join(tip[1:]), "text", TEXT_PX, theme.TEXT, rect.w)
        room = rect.bottom - y
        if body.get_height() > room:  # the facts stay; the rule text is in the zoom
            body = self.assets.wrapped(
                tip[1] if len(tip) > 1 else "", "text", TEXT_PX, theme.TEXT, rect.w
            )
        surface.blit(body, (rect.x, y))

    def _deck(
        self,
        surface: pygame.Surface,
        rect: Rect,
        count: int,
        caption: str,
        top: int | None,
        view: Mapping[str, Any] | None = None,
    ) -> None:
        caption_label = self._text(caption, 17, theme.GOLD, "display_bold")
        surface.blit(caption_label, caption_label.get_rect(midbottom=(rect.centerx, rect.y - 6)))
        if count == 0:
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=8)
        elif top is not None and top >= 0 and view is not None:
            surface.blit(self.card(view, top, rect.size), rect)
        else:
            for i in range(min(4, max(1, count // 12))):
                surface.blit(F.back_surface(rect.size), rect.move(i * 2, -i * 2))
        number = self._text(str(count), 24, theme.TEXT)
        plate = number.get_rect(midtop=(rect.centerx, rect.bottom + 8)).inflate(16, 4)
        pygame.draw.rect(surface, (20, 14, 10), plate, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD_DARK, plate, 1, border_radius=8)
        surface.blit(number, number.get_rect(center=plate.center))
