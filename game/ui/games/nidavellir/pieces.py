"""The faces of the small pieces and of the card backs: coins, gems, coin sockets and the
two decks' backs, each built once per size and then only blitted.

`Faces` (cards.py) draws the card faces and inherits these, so a caller asks one object for every
face on the table.
"""

from __future__ import annotations

import pygame

from game.art.nidavellir import COIN_BACK, COINS
from game.nidavellir.data import BOAR, GIANT, GOD, VALKYRIE
from game.taverns import coins as cn
from game.ui import material, theme
from game.ui.assets import Assets
from game.ui.games.nidavellir.mythfaces import KIND_COLOURS, emblem
from game.ui.games.nidavellir.portraits import MIN_TEXT


class PieceFaces:
    """Coins, gems, sockets and backs, cached in `_cache` per size."""

    assets: Assets
    _cache: dict[tuple[object, ...], pygame.Surface]

    def myth_back(self, w: int, h: int) -> pygame.Surface:
        """The back of Idavoll's mythology cards: the card back under a night-blue veil with
        the four families' emblems, so the two decks never look alike."""
        key = ("myth_back", w, h)
        surf = self._cache.get(key)
        if surf is None:
            surf = self.back(w, h).copy()
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (*KIND_COLOURS[GOD], 170), veil.get_rect(), border_radius=6)
            surf.blit(veil, (0, 0))
            r = max(5, w // 7)
            for kind, (fx, fy) in zip(
                (GOD, GIANT, VALKYRIE, BOAR),
                ((0.3, 0.28), (0.7, 0.28), (0.3, 0.58), (0.7, 0.58)),
                strict=True,
            ):
                emblem(surf, kind, (int(w * fx), int(h * fy)), r)
            pygame.draw.rect(surf, theme.GOLD, surf.get_rect(), 2, border_radius=6)
            self._cache[key] = surf
        return surf

    def back(self, w: int, h: int) -> pygame.Surface:
        key = ("back", w, h)
        surf = self._cache.get(key)
        if surf is None:
            surf = self.assets.scaled("ui/card_back", w, h)
            self._cache[key] = surf
        return surf

    # ------------------------------------------------------------------ coins and gems

    def coin(self, code: int, size: int) -> pygame.Surface:
        """A coin face up; `code` < 0 draws it face down."""
        key = ("coin", code, size)
        surf = self._cache.get(key)
        if surf is None:
            if code < 0:
                surf = self.assets.scaled(COIN_BACK, size, size)
            else:
                kind = cn.kind_of(code)
                sprite = COINS[kind]
                surf = self.assets.scaled(sprite, size, size).copy()
                value = str(cn.value_of(code))
                ink = (255, 250, 232) if kind == cn.BRONZE else (70, 44, 10)
                digits = max(MIN_TEXT, int(size * 0.46))  # a coin's value is always readable
                label = self.assets.text(value, "text_bold", digits, ink)
                bronze = kind == cn.BRONZE  # light digits on bronze, dark ones on gold
                struck = material.emboss(label, 1, 40 if bronze else 150, 170 if bronze else 110)
                surf.blit(struck, struck.get_rect(center=(size // 2, size // 2 + 1)))
            self._cache[key] = surf
        return surf

    def socket(self, size: int) -> pygame.Surface:
        """An empty coin place: a shallow carved hollow in the board."""
        key = ("socket", size)
        surf = self._cache.get(key)
        if surf is None:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            c = size // 2
            pygame.draw.circle(surf, (10, 6, 4, 120), (c, c), c - 1)
            pygame.draw.circle(surf, (150, 118, 70, 200), (c, c), c - 1, max(1, size // 24))
            pygame.draw.circle(surf, (0, 0, 0, 70), (c, c + 1), c - 4, max(1, size // 20))
            self._cache[key] = surf
        return surf

    def gem(self, value: int, size: int) -> pygame.Surface:
        key = ("gem", value, size)
        surf = self._cache.get(key)
        if surf is None:
            surf = self.assets.scaled(f"gems/gem_{value}", size, size).copy()
            digits = max(MIN_TEXT, int(size * 0.44))  # a gem's value is always readable
            label = self.assets.text(str(value), "text_bold", digits, (255, 255, 255))
            shade = self.assets.text(str(value), "text_bold", digits, (0, 0, 0))
            rect = label.get_rect(center=(size // 2, size // 2))
            surf.blit(shade, rect.move(1, 1))
            surf.blit(label, rect)
            self._cache[key] = surf
        return surf
