"""Drawing the table from a view and its layout: taverns, treasure, heroes, distinctions, boards.

Pure drawing: these functions read the view (what the chair in front of the screen may see) and
never the rules state. Cards that are flying in an animation are skipped via `moving`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, NamedTuple

import pygame
from pygame import Rect

from game.nidavellir.data import ARTIFACT, CLASS_KEYS, GIANT, GOD, MERCENARY, VALKYRIE, Rules
from game.taverns import coins as cn
from game.ui import theme
from game.ui.assets import Assets
from game.ui.games.nidavellir import frames
from game.ui.games.nidavellir.campfaces import CAMP_COLOUR, camp_back, camp_icon, emblem_name
from game.ui.games.nidavellir.cards import Faces
from game.ui.games.nidavellir.help import next_rank_value
from game.ui.games.nidavellir.layout import (
    BIG_HEADER,
    MINI_HEADER,
    Chip,
    Layout,
    SeatBoxes,
    order_badge,
)
from game.ui.games.nidavellir.mythfaces import KIND_COLOURS, emblem
from game.ui.table.chrome import HEADER
from game.ui.table.flight import turning_face
from game.ui.tavernkit import lanes
from game.ui.tavernkit.artist import TavernsArtist
from game.ui.widgets import panel

HIDDEN = "?"
OWNER_TAG = (44, 34, 26)  # the dark tag under a won distinction, its owner named on it


class Board(NamedTuple):
    """What one seat's board shows, as the table scene sees it."""

    seat: int
    view: dict[str, Any]
    box: SeatBoxes
    big: bool  # the board of the chair in front of the screen
    name: str
    score: dict[str, int]
    hand_hidden: set[int]  # coins of the hand already put in the bid draft
    rank_word: Callable[[int], str]  # "n ranks" in the current language
    order: int | None  # turn order badge while the taverns resolve
    t: Any = None  # the strings, for the words that say what each number is


class TableArtist(TavernsArtist):
    faces: Faces

    def __init__(self, assets: Assets, faces: Faces, rules: Rules) -> None:
        super().__init__(assets, faces)
        self.rules = rules

    def _title(
        self, surface: pygame.Surface, text: str, pos: tuple[int, int], size: int = 18
    ) -> None:
        surface.blit(self.assets.text(text, "display", size, theme.GOLD), pos)

    def card_id(self, key: str) -> int:
        return self.rules.card_ids[key]

    def backdrop(self, surface: pygame.Surface, lay: Layout) -> None:
        """The boards of the table in wood, each grain its own, drawn once per chair into the
        backdrop (so the material costs no frame); high contrast keeps the plain panels."""
        if theme.HIGH_CONTRAST:
            super().backdrop(surface, lay)
            return
        panel(surface, HEADER, 200, radius=0)
        for seed, area in enumerate([*lay.tavern_rows, *self.middle_panels(lay)]):
            frames.board(surface, area, seed)
        for box in lay.seats.values():
            tone = frames.BOARD_MINE if self.big(box) else frames.BOARD
            frames.board(surface, box.panel, 20 + box.panel.y, tone)

    def middle_panels(self, lay: Layout) -> list[Rect]:
        f = lay.frame
        camp = [f.camp] if f.camp is not None else []
        return [f.heroes, *camp, f.treasure, f.distinctions, f.decks]

    def camp(
        self, surface: pygame.Surface, view: dict[str, Any], lay: Layout, labels: list[str]
    ) -> None:
        """Thingvellir's camp: its title, five places (a card or an empty outline) and its two
        face-down decks with how many cards each holds. `labels`: the title, then each deck's
        label with its count."""
        area = lay.frame.camp
        if area is None:
            return
        fire = camp_icon("camp", 18)
        surface.blit(fire, (area.x + 10, area.y + 3))
        self._title(surface, labels[0], (area.x + 32, area.y + 1), 16)
        for rect in lay.camp_slots[len(lay.camp) :]:
            pygame.draw.rect(surface, theme.darker(CAMP_COLOUR, 0.8), rect, 2, border_radius=6)
        for key, rect in lay.camp.items():
            if key not in self.moving:
                self.card(surface, key, rect)
        for i, rect in enumerate(lay.camp_decks):
            count = view["camp_decks"][i]
            if count:
                for k in range(min(3, count // 4 + 1)):
                    back = camp_back(self.faces, rect.w, rect.h)
                    surface.blit(back, rect.move(-k * 2, -k * 2))
            else:
                pygame.draw.rect(surface, (70, 56, 40), rect, 2, border_radius=6)
            ink = theme.GOLD if count else theme.DISABLED  # its Age, on its back
            age = self.assets.text(labels[1 + i], "text_bold", 18, ink)
            centre = (rect.centerx, rect.centery - 4)
            pygame.draw.circle(surface, (16, 12, 10), centre, 11)
            pygame.draw.circle(surface, ink, centre, 11, 1)
            surface.blit(age, age.get_rect(center=(centre[0], centre[1] + 1)))
            self.count_badge(surface, count, (rect.right - 2, rect.bottom - 4))

    # ------------------------------------------------------------------ the middle of the table

    def taverns(
        self,
        surface: pygame.Surface,
        view: dict[str, Any],
        lay: Layout,
        names: list[str],
        current: int | None,
    ) -> None:
        for t, row in enumerate(lay.tavern_rows):
            active = t == current
            if active:
                pygame.draw.rect(surface, theme.HIGHLIGHT, row, 2, border_radius=10)
            sign = lay.tavern_signs[t]
            label = self.faces.centred(names[t], "display", theme.MIN_TEXT_PX, theme.TEXT, sign.w)
            name = f"taverns/{self.rules.tavern_keys[t]}"
            aw, ah = self.assets.sprite(name).get_size()
            high = min(sign.h - label.get_height() - 2, ah * sign.w // aw)
            art = self.assets.scaled(name, aw * high // ah, high)
            surface.blit(art, art.get_rect(midtop=(sign.centerx, sign.y)))
            surface.blit(label, label.get_rect(midtop=(sign.centerx, sign.y + high + 2)))
            if not view["taverns"][t] and current is not None and t < current:
                mid = (row.x + 300, row.centery)
                pygame.draw.lines(
                    surface,
                    theme.TEXT_SOFT,
                    False,
                    [(mid[0] - 12, mid[1]), (mid[0] - 3, mid[1] + 10), (mid[0] + 14, mid[1] - 10)],
                    4,
                )
        for key, rect in lay.tavern_cards.items():
            if key not in self.moving:
                self.card(surface, key, rect)
        loki = view.get("loki") or {}
        reserved = lay.tavern_cards.get(loki.get("card") or "")
        if reserved is not None and loki["card"] not in self.moving:
            self.token(surface, (reserved.right - 10, reserved.y + 10), 11, GOD)

    def card(self, surface: pygame.Surface, key: str, rect: Rect) -> None:
        frames.cast_shadow(surface, rect, max(4, rect.w // 12), 2)
        surface.blit(self.faces.card(self.card_id(key), rect.w, rect.h), rect)

    def heroes(
        self, surface: pygame.Surface, view: dict[str, Any], lay: Layout, title: str
    ) -> None:
        self._title(surface, title, (lay.frame.heroes.x + 10, lay.frame.heroes.y + 1), 16)
        for key, rect in lay.heroes.items():
            if key not in self.moving:
                self.card(surface, key, rect)

    def treasure(
        self, surface: pygame.Surface, view: dict[str, Any], lay: Layout, title: str
    ) -> None:
        self._title(surface, title, (lay.frame.treasure.x + 10, lay.frame.treasure.y + 3), 16)
        self.coin_stock(
            surface,
            lay.treasure,
            view["treasure"],
            lambda value, rect: self.faces.coin(cn.coin(value, cn.GOLD), rect.w),
        )

    def distinctions(
        self,
        surface: pygame.Surface,
        view: dict[str, Any],
        lay: Layout,
        title: str,
        owners: dict[int, str],
    ) -> None:
        area = lay.frame.distinctions
        self._title(surface, title, (area.x + 10, area.y + 3), 16)
        left = set(view["distinctions_left"])
        for d, rect in lay.distinctions.items():
            face = self.faces.distinction(d, rect.w, rect.h)
            if d in left:
                surface.blit(face, rect)
            else:
                ghost = face.copy()
                ghost.set_alpha(70)
                surface.blit(ghost, rect)
                self._owner_tag(surface, owners.get(d, "—"), rect)

    def _owner_tag(self, surface: pygame.Surface, owner: str, card: Rect) -> None:
        """Who won a distinction, on a tag of its own under the card: side by side, five
        "Neutral clan" would otherwise read as one long line. A name wider than the card takes
        a line per half ("Clan / neutre"), each cut with an ellipsis if it still does not fit."""
        size = theme.MIN_TEXT_PX
        room = card.w - 4
        font = self.assets.font("text_bold", size)
        lines = [owner]
        if font.size(owner)[0] > room and " " in owner:
            head, _, tail = owner.rpartition(" ")
            lines = [head, tail]
        labels = [self.assets.clipped(line, "text_bold", size, theme.TEXT, room) for line in lines]
        line_h = font.get_linesize() - 2
        tag = Rect(card.x, card.bottom + 2, card.w, line_h * len(lines) + 2)
        pygame.draw.rect(surface, OWNER_TAG, tag, border_radius=5)
        pygame.draw.rect(surface, theme.PANEL_EDGE, tag, 1, border_radius=5)
        for i, label in enumerate(labels):
            centre = (tag.centerx, tag.y + 1 + line_h * i + line_h // 2)
            surface.blit(label, label.get_rect(center=centre))

    def decks(
        self, surface: pygame.Surface, view: dict[str, Any], lay: Layout, labels: list[str]
    ) -> None:
        """The Age decks, the discard pile and Idavoll's mythology deck: each pile's word under
        it, how many cards it holds on its corner."""
        for i, rect in enumerate(lay.decks):
            count = len(view["decks"][i])
            if count:
                for k in range(min(4, count // 8 + 1)):
                    surface.blit(self.faces.back(rect.w, rect.h), rect.move(-k * 2, -k * 2))
            else:
                pygame.draw.rect(surface, (70, 56, 40), rect, 2, border_radius=6)
            self._pile(surface, rect, labels[i], count)
        if view["discard"]:
            self.card(surface, view["discard"][-1], lay.discard)
        else:
            pygame.draw.rect(surface, (70, 56, 40), lay.discard, 2, border_radius=6)
        self._pile(surface, lay.discard, labels[2], len(view["discard"]))
        if lay.myth_deck is not None:
            self._myth_deck(surface, view, lay.myth_deck, labels[3])

    def _pile(self, surface: pygame.Surface, rect: Rect, word: str, count: int) -> None:
        text = self.assets.text(word, "text_bold", theme.MIN_TEXT_PX, theme.TEXT)
        surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 3)))
        self.count_badge(surface, count, (rect.right - 6, rect.y + 4))

    def _myth_deck(
        self, surface: pygame.Surface, view: dict[str, Any], rect: Rect, label: str
    ) -> None:
        """Idavoll's face-down mythology deck; the reserve Skymir draws from counted on its
        foot (the tooltip says which count is which)."""
        count = view["myth_deck"]
        if count or view["reserve"]:
            back = self.faces.myth_back(rect.w, rect.h)
            for k in range(min(3, count // 4 + 1)):
                surface.blit(back, rect.move(-k * 2, -k * 2))
        else:
            pygame.draw.rect(surface, (70, 56, 40), rect, 2, border_radius=6)
        self._pile(surface, rect, label, count)
        if view["reserve"]:
            self.count_badge(surface, view["reserve"], (rect.centerx, rect.bottom - 12))

    def token(
        self,
        surface: pygame.Surface,
        centre: tuple[int, int],
        r: int,
        kind: int,
        cls: int | None = None,
    ) -> None:
        """A mythology token: a god's power (a sun) or a giant's capture (its class icon)."""
        pygame.draw.circle(surface, (30, 22, 14), (centre[0] + 1, centre[1] + 2), r)
        pygame.draw.circle(surface, theme.GOLD if kind == GOD else (150, 146, 138), centre, r)
        pygame.draw.circle(surface, theme.INK, centre, r, max(1, r // 6))
        if cls is not None:
            icon = self.assets.icon(theme.CLASS_ICONS[cls], int(r * 1.4), theme.INK)
            surface.blit(icon, icon.get_rect(center=centre))
        else:
            emblem(surface, kind, centre, int(r * 0.75), theme.INK)

    # ------------------------------------------------------------------ boards

    def coin(
        self, surface: pygame.Surface, text: str | None, rect: Rect, seat: int, slot: int
    ) -> None:
        if text is None:
            socket = self.faces.socket(rect.w)
            surface.blit(socket, rect)
            return
        face = self.coin_face(text, rect.w)
        flip = self.flips.get((seat, slot))
        if flip is not None:
            if not self.draw_flips:  # the still layer leaves a flipping coin to the overlay
                surface.blit(self.faces.socket(rect.w), rect)
                return
            face = turning_face(face, self.faces.coin(-1, rect.w), flip, rect.size)
            surface.blit(face, face.get_rect(center=rect.center))
            return
        surface.blit(face, rect)

    def coin_face(self, text: str, size: int) -> pygame.Surface:
        return self.faces.coin(-1 if text == HIDDEN else cn.parse_coin(text), size)

    def gem_face(self, value: int, size: int) -> pygame.Surface:
        return self.faces.gem(value, size)

    def column_header(
        self,
        surface: pygame.Surface,
        rect: Rect,
        cls: int,
        ranks: int,
        value: int | None,
        big: bool,
        rank_word: str = "",
    ) -> None:
        """`rank_word` is the already-pluralised "n ranks" label of the big board."""
        colour = theme.CLASS_COLOURS[cls]
        h = BIG_HEADER if big else MINI_HEADER - 2
        band = Rect(rect.x, rect.y, rect.w, h)
        frames.plaque(surface, band, colour, 6 if big else 4)
        side = min(h - 6, 30)
        icon = self.assets.icon(theme.CLASS_ICONS[cls], side)
        surface.blit(icon, icon.get_rect(midleft=(band.x + 4, band.centery)))
        if big:
            points = self.assets.text(str(value), "text_bold", 22, (255, 250, 235))
            surface.blit(points, points.get_rect(midright=(band.right - 8, band.centery)))
            left = band.x + side + 8
            room = points.get_rect(midright=(band.right - 8, band.centery)).x - 4 - left
            word = self.faces._name(self.rules.classes[cls].name)
            name = self.faces.fit(word, "display", 17, theme.TEXT, room) or self.assets.clipped(
                word, "text_bold", theme.MIN_TEXT_PX, theme.TEXT, room
            )
            surface.blit(name, name.get_rect(midleft=(left, band.centery - 9)))
            info = self.assets.text(rank_word, "text", theme.MIN_TEXT_PX, (255, 240, 210))
            surface.blit(info, info.get_rect(midleft=(left, band.centery + 10)))
        else:  # "5 ranks", or a bare "5" on every column where the words do not fit
            info = self.assets.text(rank_word, "text_bold", theme.MIN_TEXT_PX, theme.TEXT)
            surface.blit(info, info.get_rect(midright=(band.right - 3, band.centery + 1)))

    def board_key(self, board: Board) -> tuple[Any, ...]:
        """Everything a seat's board shows: an unchanged key means an unchanged picture."""
        box = board.box
        return (
            repr(board.view),
            repr(box),
            board.big,
            board.name,
            tuple(board.score.items()),
            tuple(sorted(board.hand_hidden)),
            board.rank_word(1),
            board.rank_word(2),
            board.order,
            *self.board_motion(board),
        )

    def draw_board(self, surface: pygame.Surface, board: Board) -> None:
        seat_view, box, big = board.view, board.box, board.big
        score, rank_word = board.score, board.rank_word
        self.name_plate(surface, board, order_badge(box), big, box.panel.y + (8 if big else 4))
        if ("gem", board.seat) not in self.landing:  # a gem flying here shows once it lands
            surface.blit(self.gem_face(seat_view["gem"], box.gem.w), box.gem)
        # an opponent's score says what it is: "Bravery 189"
        bravery = board.t("table.bravery") if board.t is not None else None
        self.seat_total(surface, board, big, 22 if big else 18, bravery)
        self.board_coins(surface, board)
        room = box.columns[0].w - MINI_HEADER - 2
        words = (
            big or self.assets.font("text_bold", theme.MIN_TEXT_PX).size(rank_word(10))[0] <= room
        )
        for cls, rect in enumerate(box.columns):
            self._lane(surface, rect, cls, big, seat_view["columns"][cls], box)
            keys = seat_view["columns"][cls]
            ranks = sum(len(self.rules.cards[self.card_id(k)].ranks) for k in keys)
            count = rank_word(ranks) if words else str(ranks)
            self.column_header(surface, rect, cls, ranks, score.get(CLASS_KEYS[cls]), big, count)
        for cls, keys in enumerate(seat_view["columns"]):
            for i, key in enumerate(keys):
                strip = box.strips.get(key)  # a summary board shows no strips
                if key in self.moving or strip is None:
                    continue
                below = box.strips.get(keys[i + 1]) if i + 1 < len(keys) else None
                covered = below is not None and below.y - strip.y < strip.h - 2  # a sliver
                card, w, h = self.card_id(key), strip.w, strip.h
                face = self.faces.sliver(card, w, h, cls) if covered else None
                surface.blit(face or self.faces.strip(card, w, h, cls), strip)
            if big:
                self._next_value(surface, box.columns[cls], cls, keys, box, board.t)

        for key, _ in box.command:
            if key not in self.moving:
                self.chip(surface, seat_view, key, box.chips[key], portrait=big)
        for d, rect in box.distinctions:
            surface.blit(self.faces.distinction(d, rect.w, rect.h), rect)
        self._camp_marks(surface, board)

    def _lane(
        self,
        surface: pygame.Surface,
        column: Rect,
        cls: int,
        big: bool,
        keys: list[str],
        box: SeatBoxes,
    ) -> None:
        """A column's tray under its header, its class's icon faint in the part no card
        covers yet (a summary board's columns are headers alone)."""
        top = column.y + (BIG_HEADER if big else MINI_HEADER - 2) + 2
        colour = theme.CLASS_COLOURS[cls]
        used = max((box.strips[k].bottom for k in keys if k in box.strips), default=top)
        ink = theme.darker(colour, 0.55)
        emblem = functools.partial(self.assets.icon, theme.CLASS_ICONS[cls], colour=ink)
        lanes.column_tray(surface, column, top, colour, used, big, emblem)

    def _camp_marks(self, surface: pygame.Surface, board: Board) -> None:
        """Thingvellir on a board: Zolkur sitting on the pouch, the coins discarded for good
        (crossed out), Mjöllnir's class on its card."""
        box, seat_view = board.box, board.view
        if box.pouch_hero is not None and box.pouch_hero[0] not in self.moving:
            key, rect = box.pouch_hero
            if board.big:
                self.card(surface, key, rect)
            else:
                self._pouch_band(surface, key, rect)
        for code, rect in box.lost:
            face = self.faces.coin(cn.parse_coin(code), rect.w).copy()
            face.set_alpha(110)
            surface.blit(face, rect)
            ink = (200, 40, 30)
            width = max(2, rect.w // 12)
            pygame.draw.line(surface, ink, rect.topleft, rect.bottomright, width)
            pygame.draw.line(surface, ink, rect.bottomleft, rect.topright, width)
        mjollnir = seat_view.get("mjollnir")
        if mjollnir is None:
            return
        cls = CLASS_KEYS.index(mjollnir)
        for key, rect in box.command:
            if key == "mjollnir" and key not in self.moving:
                spot = box.chips[key].icon if key in box.chips else None
                if spot is None:
                    r = max(8, rect.w // 6)
                    self.faces.corner_icon(surface, cls, (rect.right - r, rect.bottom - r), r)
                else:
                    r = spot.h // 2
                    marker = box.chips[key].name
                    self.faces.corner_icon(surface, cls, (marker.right - r, marker.centery), r)

    def _pouch_band(self, surface: pygame.Surface, key: str, rect: Rect) -> None:
        """A hero on an opponent's pouch: a named band across its two coins."""
        info = self.rules.cards[self.card_id(key)]
        pygame.draw.rect(surface, theme.darker(theme.CLASS_COLOURS[info.cls], 0.9), rect, 0, 4)
        pygame.draw.rect(surface, theme.GOLD, rect, 1, border_radius=4)
        label = self.faces.short_label(self.card_id(key), rect.w - 4)
        if label is not None:
            surface.blit(label, label.get_rect(center=rect.center))

    def chip(
        self,
        surface: pygame.Surface,
        seat_view: dict[str, Any],
        key: str,
        chip: Chip,
        portrait: bool = False,
    ) -> None:
        """A card of a command zone: emblem (`portrait`: the card's portrait, on the board in
        front of the screen), whole name and marker, each in its own rectangle of the layout,
        so nothing is ever drawn over the name."""
        card = self.card_id(key)
        info = self.rules.cards[card]
        myth = self.rules.myths.get(card)
        colour = (
            KIND_COLOURS[myth.kind]
            if myth is not None and myth.kind in KIND_COLOURS
            else theme.CLASS_COLOURS[info.cls]
        )
        if info.kind in (ARTIFACT, MERCENARY):
            self._camp_chip(surface, card, chip)
            return
        frames.plaque(surface, chip.card, theme.darker(colour, 0.85), 5)
        pygame.draw.rect(surface, theme.GOLD, chip.card, 1, border_radius=5)
        olrun = seat_view.get("olrun")
        picture = self.faces.portrait(card, chip.icon.h) if portrait else None
        if picture is not None:
            surface.blit(picture, chip.icon)
            pygame.draw.rect(surface, colour, chip.icon, 2, border_radius=3)
            r = max(6, chip.icon.h // 5)
            corner = (chip.icon.x + r, chip.icon.bottom - r)
            if myth is None:  # its class, at the portrait's corner
                self.faces.corner_icon(surface, info.cls, corner, r)
            elif myth.effect == "olrun" and olrun is not None:  # the class Olrun took
                self.faces.corner_icon(surface, CLASS_KEYS.index(olrun), corner, r)
        elif myth is not None and myth.effect == "olrun" and olrun is not None:
            icon = self.assets.icon(theme.CLASS_ICONS[CLASS_KEYS.index(olrun)], chip.icon.h)
            surface.blit(icon, chip.icon)
        elif myth is not None:
            emblem(surface, myth.kind, chip.icon.center, chip.icon.h // 3)
        else:
            icon = self.assets.icon(theme.CLASS_ICONS[info.cls], chip.icon.h)
            surface.blit(icon, chip.icon)
        label = self.faces.short_label(card, chip.name.w)
        if label is not None:
            surface.blit(label, label.get_rect(midleft=(chip.name.x, chip.name.centery)))
        if myth is None or chip.marker is None:
            return
        value = seat_view["tokens"][key]
        marker, r = chip.marker, chip.marker.h // 2
        captured = seat_view.get("captured", {}).get(key)
        if myth.kind == GIANT and captured is not None:  # the captured dwarf, by its class
            cls = self.rules.cards[self.card_id(captured)].cls
            pygame.draw.rect(surface, theme.CLASS_COLOURS[cls], marker, border_radius=4)
            pygame.draw.rect(surface, theme.PARCHMENT, marker, 1, border_radius=4)
            icon = self.assets.icon(theme.CLASS_ICONS[cls], marker.h - 4)
            surface.blit(icon, icon.get_rect(center=marker.center))
        elif myth.kind == VALKYRIE:
            pygame.draw.circle(surface, (250, 244, 228), marker.center, r + 1)
            points = self.assets.text(str(myth.track[value]), "text_bold", 16, theme.INK)
            surface.blit(points, points.get_rect(center=(marker.centerx, marker.centery + 1)))
        elif value:
            self.token(
                surface, marker.center, r, myth.kind, myth.cls if myth.kind == GIANT else None
            )

    def _camp_chip(self, surface: pygame.Surface, card: int, chip: Chip) -> None:
        """An artifact (its emblem and name on the camp's teal) or a mercenary waiting to be
        enlisted (each of its two classes: colour, icon and printed points) as a chip."""
        merc = self.rules.mercenaries.get(card)
        box = chip.card
        if merc is None:
            pygame.draw.rect(surface, CAMP_COLOUR, box, border_radius=5)
            pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=5)
            mark = camp_icon(emblem_name(self.faces, card), chip.icon.h)
            surface.blit(mark, chip.icon)
            label = self.faces.short_label(card, chip.name.w)
            if label is not None:
                surface.blit(label, label.get_rect(midleft=(chip.name.x, chip.name.centery)))
            return
        half = box.w // 2
        for i, cls in enumerate(merc.classes):
            part = Rect(box.x + i * half, box.y, half if i == 0 else box.w - half, box.h)
            colour = theme.darker(theme.CLASS_COLOURS[cls], 0.85)
            corners = {"border_top_left_radius": 5, "border_bottom_left_radius": 5}
            if i:
                corners = {"border_top_right_radius": 5, "border_bottom_right_radius": 5}
            pygame.draw.rect(surface, colour, part, **corners)
            icon = self.assets.icon(theme.CLASS_ICONS[cls], chip.icon.h)
            surface.blit(icon, icon.get_rect(midleft=(part.x + 2, part.centery)))
            if self.faces.scores_points(cls):
                text = self.assets.text(str(merc.points_in(cls)), "text_bold", 16, theme.TEXT)
                surface.blit(text, text.get_rect(midleft=(part.x + chip.icon.h + 4, part.centery)))
        pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=5)

    def _next_value(
        self,
        surface: pygame.Surface,
        column: Rect,
        cls: int,
        keys: list[str],
        box: SeatBoxes,
        t: Any,
    ) -> None:
        """Hunters and blacksmiths: print what the next rank adds, as the player board does."""
        ranks = sum(len(self.rules.cards[self.card_id(k)].ranks) for k in keys)
        extra = next_rank_value(self.rules, cls, ranks)
        if extra is None:
            return
        y = box.strips[keys[-1]].bottom + 4 if keys else column.y + BIG_HEADER + 6
        if y + 22 > column.bottom:
            return
        slot = Rect(column.x + 2, y, column.w - 4, 22)
        pygame.draw.rect(surface, theme.CLASS_COLOURS[cls], slot, 1, border_radius=5)
        text = t("help.next_value", value=extra) if t is not None else f"+{extra}"
        label = self.assets.fit(text, "text_bold", 16, theme.TEXT_SOFT, slot.w - 6)
        surface.blit(label, label.get_rect(center=slot.center))
