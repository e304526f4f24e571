"""What the taverns games' table artists share: the state of what moves (cards in flight are
skipped, coins turning over are left to the overlay), the backdrop of panels made once, the
stock of gold coins in the middle of the table, and the parts every seat's board has alike (its
name after the turn order disc, its total, its coins)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.assets import Assets
from game.ui.table.chrome import HEADER, W
from game.ui.widgets import panel


def put(surface: pygame.Surface, face: pygame.Surface, **at: tuple[int, int]) -> Rect:
    """Blit `face` placed as `at` says (`midright=(x, y)`); its whole rect, even where the
    surface clips it (`blit` returns the clipped one)."""
    rect = face.get_rect(**at)
    surface.blit(face, rect)
    return rect


class TavernsArtist:
    """A game's `TableArtist` subclasses it, and names the middle's areas (`middle_panels`)."""

    def __init__(self, assets: Assets, faces: Any) -> None:
        self.assets = assets
        self.faces = faces
        self.moving: set[str] = set()
        self.flips: dict[tuple[int, int], float] = {}  # (seat, slot) -> flip progress 0..1
        self.draw_flips = False  # True while drawing the moving overlay, not the still layer
        self.landing: set[tuple[Any, ...]] = set()  # coins and gems in flight, by where they land

    def whole(
        self, text: str, face: str, size: int, colour: tuple[int, ...], room: int
    ) -> pygame.Surface | None:
        """`text` at `size` if it fits `room` whole, else None: a name is read whole or not at
        all (its emblem and the tooltip still say what it is)."""
        if self.assets.font(face, size).size(text)[0] > room:
            return None
        return self.assets.text(text, face, size, colour)

    def count_badge(self, surface: pygame.Surface, count: int, centre: tuple[int, int]) -> None:
        """How many cards a pile holds, on a dark disc over its corner (its word under it)."""
        label = self.assets.text(str(count), "text_bold", theme.MIN_TEXT_PX, theme.TEXT)
        r = max(label.get_height() // 2 + 1, label.get_width() // 2 + 5)
        pill = Rect(0, 0, max(2 * r, label.get_width() + 10), 2 * r)
        pill.center = centre
        pygame.draw.rect(surface, (24, 18, 14), pill, border_radius=r)
        pygame.draw.rect(surface, theme.GOLD, pill, 1, border_radius=r)
        surface.blit(label, label.get_rect(center=(pill.centerx, pill.centery + 1)))

    def coin(
        self, surface: pygame.Surface, text: str | None, rect: Rect, seat: int, slot: int
    ) -> None:
        """A coin by its text on a board (None: its empty place); `slot` 10+ for the hand."""
        raise NotImplementedError

    def coin_face(self, text: str, size: int) -> pygame.Surface:
        """A coin by its text, `size` px across, as it flies."""
        raise NotImplementedError

    def gem_face(self, value: int, size: int) -> pygame.Surface:
        """A gem `size` px across, as it flies and on a board."""
        raise NotImplementedError

    def piece_face(self, kind: str, face: Any, size: int) -> pygame.Surface:
        """A piece of `kind` ("coin", "gem", a game's token) in flight, `size` px across."""
        return self.gem_face(face, size) if kind == "gem" else self.coin_face(face, size)

    def middle_panels(self, lay: Any) -> list[Rect]:
        """The areas of the middle of the table that sit on a panel, besides the taverns."""
        raise NotImplementedError

    def big(self, box: Any) -> bool:
        """The board of the chair in front of the screen: the only one across the table's
        whole width (the others share the top row; their heights follow what they hold)."""
        return bool(box.panel.w > W // 2)

    def panel_rects(self, lay: Any) -> list[tuple[int, int, int, int]]:
        """Where the backdrop lays its panels: a change there makes it again."""
        boxes = [box.panel for box in lay.seats.values()]
        return [tuple(r) for r in (*lay.tavern_rows, *self.middle_panels(lay), *boxes)]

    def backdrop(self, surface: pygame.Surface, lay: Any) -> None:
        """The wood and every panel of the table, drawn once per game and chair: translucent
        panels are costly to blend, and they never move."""
        panel(surface, HEADER, 200, radius=0)
        for row in lay.tavern_rows:
            panel(surface, row, 150)
        for area in self.middle_panels(lay):
            panel(surface, area, 150)
        for box in lay.seats.values():
            panel(surface, box.panel, 190 if self.big(box) else 170)

    def coin_stock(
        self,
        surface: pygame.Surface,
        places: dict[int, Rect],
        counts: list[int],
        face: Callable[[int, Rect], pygame.Surface],
    ) -> None:
        """The gold coins by value (`face(value, rect)`), a value with none left faded, and
        "×n" under a value with several."""
        for value, rect in places.items():
            coin = face(value, rect)
            if not counts[value]:
                coin = coin.copy()
                coin.set_alpha(55)
            surface.blit(coin, rect)
            if counts[value] > 1:
                badge = self.assets.text(f"×{counts[value]}", "text_bold", 16, theme.TEXT)
                surface.blit(badge, badge.get_rect(midtop=(rect.centerx, rect.bottom + 1)))

    # ------------------------------------------------------------------ a seat's board

    def board_motion(self, board: Any) -> tuple[tuple[str, ...], tuple[int, ...], tuple[str, ...]]:
        """What moves on a seat's board (its cards in flight, its coins turning over): part of
        the key of its picture, which changes with them."""
        box = board.box
        flying = (k for k in self.moving if k in box.strips or any(k == c for c, _ in box.command))
        turning = (slot for s, slot in self.flips if s == board.seat)
        landing = (repr(key) for key in self.landing if key[1] == board.seat)
        return tuple(sorted(flying)), tuple(sorted(turning)), tuple(sorted(landing))

    def name_plate(
        self, surface: pygame.Surface, board: Any, badge: Rect, big: bool, top: int
    ) -> Rect:
        """The seat's name, after the disc giving its turn order while the taverns resolve;
        where the name was written."""
        x = board.box.panel.x + 10
        if board.order is not None:
            pygame.draw.circle(surface, theme.GOLD, badge.center, badge.w // 2)
            size = max(theme.MIN_TEXT_PX, badge.w // 2 + 4)
            digit = self.assets.text(str(board.order), "text_bold", size, theme.INK)
            surface.blit(digit, digit.get_rect(center=badge.center))
            x = badge.right + 6
        label = self.assets.text(board.name, "display_bold", 20 if big else 17, theme.TEXT)
        return put(surface, label, topleft=(x, top))

    def seat_total(
        self, surface: pygame.Surface, board: Any, big: bool, size: int, word: str | None
    ) -> Rect:
        """A board's total in gold: at its score place on the big board, else at the right of
        its header after `word` saying what it is ("Points 135"); where the total, or the word
        before it, was written."""
        box = board.box
        face = self.assets.text(str(board.score["total"]), "text_bold", size, theme.GOLD)
        if big:
            return put(surface, face, midright=(box.score.right, box.score.centery))
        at = put(surface, face, midright=(box.gem.x - 8, box.header.centery))
        if word is None:
            return at
        label = self.assets.text(word, "text", 16, theme.TEXT_SOFT)
        return put(surface, label, midright=(at.x - 5, at.centery + 1))

    def board_coins(self, surface: pygame.Surface, board: Any) -> None:
        """The coins on a board's places (a seat left with four coins, by Jarnglofi, shows its
        second pouch place empty) and those of its hand not drawn elsewhere."""
        seat, box, coins = board.seat, board.box, board.view["board"]
        for slot, rect in enumerate(box.slots):
            text = coins[slot] if slot < len(coins) else None
            self.coin(surface, None if self.arriving(seat, slot) else text, rect, seat, slot)
        for i, rect in enumerate(box.hand):
            if i not in board.hand_hidden and not self.arriving(seat, 10 + i):
                self.coin(surface, board.view["hand"][i], rect, seat, 10 + i)

    def arriving(self, seat: int, place: int) -> bool:
        """A coin flies to this place: it shows there once it lands."""
        return ("coin", seat, place) in self.landing
