"""Drawing the table from a view and its layout: taverns, treasure, heroes, distinctions, boards.

Pure drawing: these functions read the view (what the chair in front of the screen may see) and
never the rules state. Cards that are flying in an animation are skipped via `moving`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pygame
from pygame import Rect

from game.nidavellir.data import ARTIFACT, CLASS_KEYS, GIANT, GOD, MERCENARY, VALKYRIE, Rules
from game.taverns import coins as cn
from game.ui import theme
from game.ui.assets import Assets
from game.ui.games.nidavellir.campfaces import CAMP_COLOUR, camp_back, camp_icon, emblem_name
from game.ui.games.nidavellir.cards import Faces
from game.ui.games.nidavellir.help import next_rank_value
from game.ui.games.nidavellir.layout import Chip, Layout, SeatBoxes, order_badge
from game.ui.games.nidavellir.mythfaces import KIND_COLOURS, emblem
from game.ui.tavernkit.artist import TavernsArtist

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
            text = self.assets.fit(labels[1 + i], "text_bold", 12, theme.TEXT, rect.w + 6)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 3)))

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
            art = self.assets.scaled(f"taverns/{self.rules.tavern_keys[t]}", sign.w, sign.h - 22)
            surface.blit(art, sign.topleft)
            label = self.assets.fit(names[t], "display", 14, theme.TEXT, sign.w)
            surface.blit(label, label.get_rect(midbottom=(sign.centerx, sign.bottom + 2)))
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
        surface.blit(self.faces.shadow(rect.w, rect.h), rect.move(3, 4))
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
        "Neutral clan" would otherwise read as one long line."""
        room = card.w - 6
        font = self.assets.font("text_bold", 12)
        lines = [owner]
        if font.size(owner)[0] > room and " " in owner:  # "Clan neutre": a line per word
            head, _, tail = owner.rpartition(" ")
            lines = [head, tail]
        labels = [self.assets.fit(line, "text_bold", 12, theme.TEXT, room) for line in lines]
        line_h = font.get_linesize()
        tag = Rect(card.x, card.bottom + 3, card.w, line_h * len(lines) + 3)
        pygame.draw.rect(surface, OWNER_TAG, tag, border_radius=5)
        pygame.draw.rect(surface, theme.PANEL_EDGE, tag, 1, border_radius=5)
        for i, label in enumerate(labels):
            centre = (tag.centerx, tag.y + 2 + line_h * i + line_h // 2)
            surface.blit(label, label.get_rect(center=centre))

    def decks(
        self, surface: pygame.Surface, view: dict[str, Any], lay: Layout, labels: list[str]
    ) -> None:
        for i, rect in enumerate(lay.decks):
            count = len(view["decks"][i])
            if count:
                for k in range(min(4, count // 8 + 1)):
                    surface.blit(self.faces.back(rect.w, rect.h), rect.move(-k * 2, -k * 2))
            else:
                pygame.draw.rect(surface, (70, 56, 40), rect, 2, border_radius=6)
            text = self.assets.text(f"{labels[i]} · {count}", "text_bold", 13, theme.TEXT)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 4)))
        if view["discard"]:
            self.card(surface, view["discard"][-1], lay.discard)
        else:
            pygame.draw.rect(surface, (70, 56, 40), lay.discard, 2, border_radius=6)
        text = self.assets.text(
            f"{labels[2]} · {len(view['discard'])}", "text_bold", 13, theme.TEXT
        )
        surface.blit(text, text.get_rect(midtop=(lay.discard.centerx, lay.discard.bottom + 4)))
        if lay.myth_deck is not None:
            self._myth_deck(surface, view, lay.myth_deck, labels[3], labels[4])

    def _myth_deck(
        self,
        surface: pygame.Surface,
        view: dict[str, Any],
        rect: Rect,
        label: str,
        reserve_label: str,
    ) -> None:
        """Idavoll's face-down mythology deck, with the reserve Skymir draws from under it."""
        count = view["myth_deck"]
        if count or view["reserve"]:
            back = self.faces.myth_back(rect.w, rect.h)
            for k in range(min(3, count // 4 + 1)):
                surface.blit(back, rect.move(-k * 2, -k * 2))
        else:
            pygame.draw.rect(surface, (70, 56, 40), rect, 2, border_radius=6)
        reserve = self.assets.text(reserve_label, "text_bold", 12, (255, 240, 210))
        surface.blit(reserve, reserve.get_rect(midbottom=(rect.centerx, rect.bottom - 4)))
        text = self.assets.text(f"{label} · {count}", "text_bold", 13, theme.TEXT)
        surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 4)))

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
        code = -1 if text == HIDDEN else cn.parse_coin(text)
        face = self.faces.coin(code, rect.w)
        flip = self.flips.get((seat, slot))
        if flip is not None:
            if not self.draw_flips:  # the still layer leaves a flipping coin to the overlay
                surface.blit(self.faces.socket(rect.w), rect)
                return
            scale = abs(1 - 2 * flip)
            if flip < 0.5:
                face = self.faces.coin(-1, rect.w)
            width = max(1, int(rect.w * scale))
            face = pygame.transform.smoothscale(face, (width, rect.h))
            surface.blit(face, face.get_rect(center=rect.center))
            return
        surface.blit(face, rect)

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
        h = 38 if big else 16
        band = Rect(rect.x, rect.y, rect.w, h)
        pygame.draw.rect(surface, colour, band, border_radius=6 if big else 4)
        icon = self.assets.icon(theme.CLASS_ICONS[cls], h - 6)
        surface.blit(icon, icon.get_rect(midleft=(band.x + 4, band.centery)))
        if big:
            points = self.assets.text(str(value), "text_bold", 22, (255, 250, 235))
            surface.blit(points, points.get_rect(midright=(band.right - 8, band.centery)))
            room = band.w - h - points.get_width() - 14
            name = self.assets.fit(
                self.faces._name(self.rules.classes[cls].name), "display", 16, theme.TEXT, room
            )
            surface.blit(name, name.get_rect(midleft=(band.x + h, band.centery - 7)))
            info = self.assets.text(rank_word, "text", 12, (255, 240, 210))
            surface.blit(info, info.get_rect(midleft=(band.x + h, band.centery + 9)))
        else:  # "5 ranks", not a bare "5"
            info = self.assets.fit(rank_word, "text_bold", 12, theme.TEXT, band.w - h - 4)
            surface.blit(info, info.get_rect(midright=(band.right - 3, band.centery)))

    def board_key(self, board: Board) -> tuple[Any, ...]:
        """Everything a seat's board shows: an unchanged key means an unchanged picture."""
        box, seat = board.box, board.seat
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
            tuple(
                sorted(
                    k for k in self.moving if k in box.strips or any(k == c for c, _ in box.command)
                )
            ),
            tuple(sorted(slot for s, slot in self.flips if s == seat)),
        )

    def draw_board(self, surface: pygame.Surface, board: Board) -> None:
        seat, seat_view, box, big = board.seat, board.view, board.box, board.big
        name, score, order = board.name, board.score, board.order
        hand_hidden, rank_word = board.hand_hidden, board.rank_word
        size = 20 if big else 15
        label = self.assets.text(name, "display_bold", size, theme.TEXT)
        x = box.panel.x + 10
        if order is not None:
            badge = order_badge(box)
            r, centre = badge.w // 2, badge.center
            pygame.draw.circle(surface, theme.GOLD, centre, r)
            digit = self.assets.text(str(order), "text_bold", r + 4, theme.INK)
            surface.blit(digit, digit.get_rect(center=centre))
            x += 2 * r + 6
        surface.blit(label, (x, box.panel.y + (8 if big else 5)))
        surface.blit(self.faces.gem(seat_view["gem"], box.gem.w), box.gem)
        total = self.assets.text(str(score["total"]), "text_bold", 22 if big else 16, theme.GOLD)
        if big:
            surface.blit(total, total.get_rect(midright=(box.score.right, box.score.centery)))
        else:  # an opponent's score says what it is: "Bravery 189"
            at = total.get_rect(midright=(box.gem.x - 8, box.header.centery))
            surface.blit(total, at)
            if board.t is not None:
                word = self.assets.text(board.t("table.bravery"), "text", 13, theme.TEXT_SOFT)
                surface.blit(word, word.get_rect(midright=(at.x - 5, at.centery + 1)))
        board_coins = seat_view["board"]  # a seat left with four coins (Járnglófi) may show
        for slot, rect in enumerate(box.slots):  # four places, its second pouch slot empty
            self.coin(
                surface, board_coins[slot] if slot < len(board_coins) else None, rect, seat, slot
            )
        for i, rect in enumerate(box.hand):
            if i not in hand_hidden:
                self.coin(surface, seat_view["hand"][i], rect, seat, 10 + i)
        for cls, rect in enumerate(box.columns):
            keys = seat_view["columns"][cls]
            ranks = sum(len(self.rules.cards[self.card_id(k)].ranks) for k in keys)
            self.column_header(
                surface, rect, cls, ranks, score.get(CLASS_KEYS[cls]), big, rank_word(ranks)
            )
        for cls, keys in enumerate(seat_view["columns"]):
            for key in keys:
                strip = box.strips.get(key)  # a summary board shows no strips
                if key in self.moving or strip is None:
                    continue
                rect = strip
                surface.blit(self.faces.strip(self.card_id(key), rect.w, rect.h, cls), rect)
            if big:
                self._next_value(surface, box.columns[cls], cls, keys, box, board.t)

        for key, rect in box.command:
            if key in self.moving:
                continue
            if not big:
                self.chip(surface, seat_view, key, box.chips[key])
                continue
            self.card(surface, key, rect)
            if key in seat_view.get("tokens", {}):
                self._myth_marks(surface, seat_view, key, rect, board.t)
        for d, rect in box.distinctions:
            surface.blit(self.faces.distinction(d, rect.w, rect.h), rect)
        self._camp_marks(surface, board)

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
        name = self.faces._name(info.name).split(" ")[0]
        label = self.assets.fit(name, "text_bold", 12, theme.TEXT, rect.w - 4)
        surface.blit(label, label.get_rect(center=rect.center))

    def chip(
        self, surface: pygame.Surface, seat_view: dict[str, Any], key: str, chip: Chip
    ) -> None:
        """A card of an opponent's command zone: emblem, whole name and marker, each in its own
        rectangle of the layout, so nothing is ever drawn over the name."""
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
        pygame.draw.rect(surface, theme.darker(colour, 0.85), chip.card, border_radius=5)
        pygame.draw.rect(surface, theme.GOLD, chip.card, 1, border_radius=5)
        olrun = seat_view.get("olrun")
        if myth is not None and myth.effect == "olrun" and olrun is not None:
            icon = self.assets.icon(theme.CLASS_ICONS[CLASS_KEYS.index(olrun)], chip.icon.h)
            surface.blit(icon, chip.icon)
        elif myth is not None:
            emblem(surface, myth.kind, chip.icon.center, chip.icon.h // 3)
        else:
            icon = self.assets.icon(theme.CLASS_ICONS[info.cls], chip.icon.h)
            surface.blit(icon, chip.icon)
        name = self.faces._name(info.name).split(" ")[0]
        label = self.assets.fit(name, "text_bold", 12, theme.TEXT, chip.name.w)
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
            points = self.assets.text(str(myth.track[value]), "text_bold", 12, theme.INK)
            surface.blit(points, points.get_rect(center=(marker.centerx, marker.centery + 1)))
        elif value:
            self.token(
                surface, marker.center, r, myth.kind, myth.cls if myth.kind == GIANT else None
            )

    def _camp_chip(self, surface: pygame.Surface, card: int, chip: Chip) -> None:
        """An artifact (its emblem and name on the camp's teal) or a mercenary waiting to be
        enlisted (each of its two classes: colour, icon and printed points) as a chip."""
        info = self.rules.cards[card]
        merc = self.rules.mercenaries.get(card)
        box = chip.card
        if merc is None:
            pygame.draw.rect(surface, CAMP_COLOUR, box, border_radius=5)
            pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=5)
            mark = camp_icon(emblem_name(self.faces, card), chip.icon.h)
            surface.blit(mark, chip.icon)
            name = self.faces._name(info.name).split(" ")[0]
            label = self.assets.fit(name, "text_bold", 12, theme.TEXT, chip.name.w)
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
                text = self.assets.text(str(merc.points_in(cls)), "text_bold", 12, theme.TEXT)
                surface.blit(text, text.get_rect(midleft=(part.x + chip.icon.h + 4, part.centery)))
        pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=5)

    def _myth_marks(
        self, surface: pygame.Surface, seat_view: dict[str, Any], key: str, rect: Rect, t: Any
    ) -> None:
        """What a mythology card of your command zone carries: a god's unused power token, a
        giant's capture token or the dwarf it captured, a valkyrie's strength, Olrun's class."""
        card = self.card_id(key)
        myth = self.rules.myths[card]
        value = seat_view["tokens"][key]
        r = 11
        corner = (rect.right - r + 2, rect.y + r - 2)
        if myth.kind == GOD and value:
            self.token(surface, corner, r, GOD)
        elif myth.kind == GIANT:
            captured = seat_view.get("captured", {}).get(key)
            if captured is not None:
                strip = Rect(rect.x, rect.bottom - 14, rect.w, 14)
                surface.blit(self.faces.strip(self.card_id(captured), strip.w, strip.h, 5), strip)
            elif value:
                self.token(surface, corner, r, GIANT, myth.cls)
        elif myth.kind == VALKYRIE:
            olrun = seat_view.get("olrun")
            if olrun is not None and myth.effect == "olrun":
                icon = self.assets.icon(theme.CLASS_ICONS[CLASS_KEYS.index(olrun)], 2 * r)
                surface.blit(icon, icon.get_rect(center=(rect.x + r, corner[1])))
            bar = Rect(rect.x, rect.bottom - 18, rect.w, 18)  # the strength reached, in words
            pygame.draw.rect(surface, (40, 28, 44), bar, border_radius=4)
            label = self.assets.fit(
                t.plural("readable.strength", myth.track[value]),
                "text_bold",
                12,
                theme.HIGHLIGHT,
                bar.w - 4,
            )
            surface.blit(label, label.get_rect(center=bar.center))

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
        y = box.strips[keys[-1]].bottom + 4 if keys else column.y + 44
        if y + 22 > column.bottom:
            return
        slot = Rect(column.x + 2, y, column.w - 4, 22)
        pygame.draw.rect(surface, theme.CLASS_COLOURS[cls], slot, 1, border_radius=5)
        text = t("help.next_value", value=extra) if t is not None else f"+{extra}"
        label = self.assets.fit(text, "text_bold", 13, theme.TEXT_SOFT, slot.w - 6)
        surface.blit(label, label.get_rect(center=slot.center))
