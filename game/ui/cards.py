"""Card, coin and gem faces composed from the YAML definitions and our sprites, cached per size.

A face is built once per (thing, size, language) and then only blitted, so the table can redraw
every frame. Colour is never the only cue: every class shows its icon too.
"""

from __future__ import annotations

import pygame

from game.nidavellir import coins as cn
from game.nidavellir.data import (
    BOAR,
    GIANT,
    GOD,
    HERO,
    MYTH_KINDS,
    NEUTRAL,
    OFFERING,
    SPECIAL,
    VALKYRIE,
    Rules,
)
from game.ui import theme
from game.ui.assets import Assets
from game.ui.mythfaces import KIND_COLOURS, emblem, myth_card

_SCORES_POINTS = (True, False, True, False, True, False)  # classes whose ranks carry points


class Faces:
    def __init__(self, assets: Assets, rules: Rules) -> None:
        self.assets = assets
        self.rules = rules
        self.lang = "en"
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}

    def set_language(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self._cache.clear()

    def _name(self, names: object) -> str:
        return str(getattr(names, self.lang))

    # ------------------------------------------------------------------ pieces

    def _parchment(self, w: int, h: int, radius: int) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        paper = self.assets.scaled("table/parchment", w, h)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
        surf.blit(paper, (0, 0))
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return surf

    def _fit(self, text: str, face: str, size: int, colour: tuple[int, ...],
             width: int) -> pygame.Surface:
        """One line of text, shrunk to `width` if needed (words are never cut in two)."""
        label = self.assets.text(text, face, size, colour)
        if label.get_width() > width:
            label = pygame.transform.smoothscale_by(label, width / label.get_width())
        return label

    def _points_badge(self, surf: pygame.Surface, value: int, centre: tuple[int, int], r: int,
                      colour: tuple[int, ...]) -> None:
        pygame.draw.circle(surf, (250, 244, 228), centre, r)
        pygame.draw.circle(surf, theme.darker(colour, 0.5), centre, r, max(1, r // 6))
        label = self.assets.text(str(value), "text_bold", int(r * 1.25), theme.INK)
        surf.blit(label, label.get_rect(center=(centre[0], centre[1] + 1)))

    # ------------------------------------------------------------------ cards

    def card(self, card_id: int, w: int, h: int) -> pygame.Surface:
        key = ("card", card_id, w, h)
        surf = self._cache.get(key)
        if surf is None:
            info = self.rules.cards[card_id]
            if info.kind in MYTH_KINDS or info.kind == BOAR:
                surf = myth_card(self, card_id, w, h)
            elif info.kind == OFFERING:
                surf = self._offering(info.value, w, h)
            elif info.kind == HERO:
                surf = self._hero(card_id, w, h)
            else:
                surf = self._dwarf(card_id, w, h)
            self._cache[key] = surf
        return surf

    def _frame(self, surf: pygame.Surface, colour: tuple[int, ...], radius: int) -> None:
        w, h = surf.get_size()
        pygame.draw.rect(surf, theme.darker(colour, 0.55), (0, 0, w, h), max(2, min(w, h) // 40),
                         border_radius=radius)

    def _dwarf(self, card_id: int, w: int, h: int) -> pygame.Surface:
        info = self.rules.cards[card_id]
        colour = theme.CLASS_COLOURS[info.cls]
        radius = max(4, w // 12)
        surf = self._parchment(w, h, radius)
        band = int(h * 0.30)
        pygame.draw.rect(surf, colour, (0, 0, w, band), border_top_left_radius=radius,
                         border_top_right_radius=radius)
        icon = self.assets.icon(theme.CLASS_ICONS[info.cls], int(band * 0.8))
        surf.blit(icon, icon.get_rect(midleft=(int(w * 0.06), band // 2)))
        ranks = info.ranks
        r = int(band * 0.36)
        for i, points in enumerate(reversed(ranks)):
            cx = w - int(w * 0.06) - r - i * (2 * r + 3)
            if _SCORES_POINTS[info.cls]:
                self._points_badge(surf, points, (cx, band // 2), r, colour)
            else:
                pygame.draw.circle(surf, (250, 244, 228), (cx, band // 2), r // 2 + 2)
                pygame.draw.circle(surf, theme.darker(colour, 0.5), (cx, band // 2), r // 2 + 2, 2)
        mark = self.assets.icon(theme.CLASS_ICONS[info.cls], int(w * 0.55),
                                theme.lighter(colour, 0.55))
        mark.set_alpha(120)
        surf.blit(mark, mark.get_rect(center=(w // 2, band + (h - band) * 9 // 20)))
        name = self._name(self.rules.classes[info.cls].name)
        if info.kind == SPECIAL:
            name = self._name(info.name)
        label = self._fit(name, "display", max(10, h // 11), theme.INK, w - 8)
        surf.blit(label, label.get_rect(midbottom=(w // 2, h - max(3, h // 28))))
        if info.five_players:  # the printed mark of the cards added at five players
            five = self.assets.text("5", "text_bold", max(8, h // 14), theme.INK_SOFT)
            surf.blit(five, five.get_rect(topright=(w - 5, band + 3)))
        self._frame(surf, colour, radius)
        return surf

    def _offering(self, value: int, w: int, h: int) -> pygame.Surface:
        radius = max(4, w // 12)
        surf = self._parchment(w, h, radius)
        band = int(h * 0.30)
        pygame.draw.rect(surf, theme.GOLD_DARK, (0, 0, w, band), border_top_left_radius=radius,
                         border_top_right_radius=radius)
        label = self.assets.text(f"+{value}", "text_bold", int(band * 0.7), (255, 246, 214))
        surf.blit(label, label.get_rect(center=(w // 2, band // 2)))
        coin = self.assets.scaled("coins/gold", int(w * 0.5), int(w * 0.5))
        surf.blit(coin, coin.get_rect(center=(w // 2, band + (h - band) * 9 // 20)))
        plus = self.assets.text(f"+{value}", "text_bold", int(w * 0.2), theme.INK)
        surf.blit(plus, plus.get_rect(center=(w // 2, band + (h - band) * 9 // 20)))
        label = self.assets.wrapped(self._name(self.rules.offering_name), "display",
                                    max(10, h // 11), theme.INK, w - 8)
        surf.blit(label, label.get_rect(midbottom=(w // 2, h - max(3, h // 28))))
        self._frame(surf, theme.GOLD, radius)
        return surf

    def banded(self, w: int, h: int, colour: tuple[int, ...],
               share: float) -> tuple[pygame.Surface, int, int]:
        """Parchment with a coloured band over `share` of its height and a gold rule under it,
        the face of heroes and mythology cards; returns (face, band height, corner radius)."""
        radius = max(4, w // 12)
        surf = self._parchment(w, h, radius)
        band = int(h * share)
        pygame.draw.rect(surf, colour, (0, 0, w, band), border_top_left_radius=radius,
                         border_top_right_radius=radius)
        pygame.draw.line(surf, theme.GOLD, (0, band), (w, band), max(1, h // 60))
        return surf, band, radius

    def _hero(self, card_id: int, w: int, h: int) -> pygame.Surface:
        info = self.rules.cards[card_id]
        hero = self.rules.heroes[card_id]
        colour = theme.CLASS_COLOURS[hero.cls]
        surf, band, radius = self.banded(w, h, colour, 0.26)
        icon = self.assets.icon(theme.CLASS_ICONS[hero.cls], int(band * 0.78))
        surf.blit(icon, icon.get_rect(midleft=(int(w * 0.05), band // 2)))
        r = int(band * 0.34)
        badges = list(info.ranks) if hero.cls != NEUTRAL else []
        value = hero.points
        for i, points in enumerate(reversed(badges)):
            cx = w - int(w * 0.05) - r - i * (2 * r + 2)
            self._points_badge(surf, points, (cx, band // 2), r, colour)
        if not badges and (value or hero.group):
            shown = self.rules.groups[hero.group][0] if hero.group else value
            self._points_badge(surf, shown, (w - int(w * 0.05) - r, band // 2), r, theme.GOLD)
        short = self._name(info.name).split(" ")[0]
        size = max(10, h // 8)
        label = self.assets.text(short, "display_bold", size, theme.INK)
        if label.get_width() > w - 6:
            label = pygame.transform.smoothscale_by(label, (w - 6) / label.get_width())
        surf.blit(label, label.get_rect(midtop=(w // 2, band + h // 30)))
        if h >= 150:
            pad = max(6, w // 16)
            text = self.assets.wrapped(self._name(hero.text), "text", max(10, h // 18),
                                       theme.INK, w - 2 * pad)
            surf.blit(text, (pad, band + h // 30 + label.get_height() + 4))
        else:
            mark = self.assets.icon(theme.CLASS_ICONS[hero.cls], int(h * 0.34),
                                    theme.lighter(colour, 0.5))
            mark.set_alpha(110)
            surf.blit(mark, mark.get_rect(center=(w // 2, (band + h) // 2 + h // 10)))
        self._frame(surf, theme.GOLD if hero.cls == NEUTRAL else colour, radius)
        return surf

    def distinction(self, index: int, w: int, h: int) -> pygame.Surface:
        """A distinction card; below 48 px a round token with the class icon."""
        key = ("distinction", index, w, h)
        surf = self._cache.get(key)
        if surf is None:
            d = self.rules.distinctions[index]
            colour = theme.CLASS_COLOURS[d.cls]
            if h < 48:
                surf = pygame.Surface((w, h), pygame.SRCALPHA)
                pygame.draw.circle(surf, theme.GOLD, (w // 2, h // 2), min(w, h) // 2)
                pygame.draw.circle(surf, colour, (w // 2, h // 2), min(w, h) // 2 - 2)
                icon = self.assets.icon(theme.CLASS_ICONS[d.cls], int(min(w, h) * 0.7))
                surf.blit(icon, icon.get_rect(center=(w // 2, h // 2)))
            else:
                radius = max(4, w // 12)
                surf = self._parchment(w, h, radius)
                band = int(h * 0.42)
                pygame.draw.rect(surf, colour, (0, 0, w, band), border_top_left_radius=radius,
                                 border_top_right_radius=radius)
                pygame.draw.line(surf, theme.GOLD, (0, band), (w, band), 2)
                icon = self.assets.icon(theme.CLASS_ICONS[d.cls], int(band * 0.8))
                surf.blit(icon, icon.get_rect(center=(w // 2, band // 2)))
                name = self.assets.wrapped(self._name(d.name), "display", max(10, h // 8),
                                           theme.INK, w - 6)
                if name.get_height() > h - band - 4:
                    name = pygame.transform.smoothscale_by(name, (h - band - 4) / name.get_height())
                surf.blit(name, name.get_rect(center=(w // 2, (band + h) // 2)))
                self._frame(surf, theme.GOLD, radius)
            self._cache[key] = surf
        return surf

    def hero_row(self, card_id: int, w: int, h: int) -> pygame.Surface:
        """A hero as a line of the hero hall: class band, name, ranks and the full rule text."""
        key = ("hero_row", card_id, w, h)
        surf = self._cache.get(key)
        if surf is None:
            info = self.rules.cards[card_id]
            hero = self.rules.heroes[card_id]
            colour = theme.CLASS_COLOURS[hero.cls]
            surf = self._parchment(w, h, 8)
            pygame.draw.rect(surf, colour, (0, 0, h, h), border_top_left_radius=8,
                             border_bottom_left_radius=8)
            icon = self.assets.icon(theme.CLASS_ICONS[hero.cls], int(h * 0.7))
            surf.blit(icon, icon.get_rect(center=(h // 2, h // 2)))
            name_w = 176
            name = self.assets.wrapped(self._name(info.name), "display_bold", 16, theme.INK,
                                       name_w)
            surf.blit(name, (h + 8, 4))
            x = h + 8
            r = 8
            for points in info.ranks if hero.cls != NEUTRAL else []:
                self._points_badge(surf, points, (x + r, h - r - 5), r, colour)
                x += 2 * r + 3
            text = self.assets.wrapped(self._name(hero.text), "text", 13, theme.INK,
                                       w - h - name_w - 24)
            room = h - 8
            if text.get_height() > room:
                text = text.subsurface((0, 0, text.get_width(), room))
            surf.blit(text, (h + name_w + 16, 4))
            self._frame(surf, theme.GOLD if hero.cls == NEUTRAL else colour, 8)
            self._cache[key] = surf
        return surf

    def strip(self, card_id: int, w: int, h: int, column: int) -> pygame.Surface:
        """A card as seen in an army column: only its rank band shows, like overlapped cards."""
        key = ("strip", card_id, w, h, column)
        surf = self._cache.get(key)
        if surf is None:
            info = self.rules.cards[card_id]
            hero = self.rules.heroes.get(card_id)
            named = hero is not None or info.kind in (*MYTH_KINDS, BOAR)  # a card with a name
            cls = column if info.kind == BOAR and column < 5 else info.cls
            colour = theme.CLASS_COLOURS[cls]
            if info.kind in (GOD, GIANT, VALKYRIE):
                colour = KIND_COLOURS[info.kind]
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            radius = max(3, h // 5)
            fill = colour if not named else theme.darker(colour, 0.85)
            pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=radius)
            edge = theme.GOLD if named else theme.darker(colour, 0.5)
            pygame.draw.rect(surf, edge, (0, 0, w, h), max(1, h // 12), border_radius=radius)
            if info.kind in (BOAR, GOD, GIANT, VALKYRIE):
                emblem(surf, info.kind, (h // 2 + 2, h // 2), max(4, h // 3))
            else:
                icon = self.assets.icon(theme.CLASS_ICONS[info.cls], int(h * 0.8))
                surf.blit(icon, icon.get_rect(midleft=(3, h // 2)))
            if named:
                name = self._name(info.name).split(" ")[0]
                label = self.assets.text(name, "text_bold", max(9, int(h * 0.55)), theme.TEXT)
                room = max(8, w - h - 4 - (h if w >= 3 * h else 0))
                if label.get_width() > room:
                    label = pygame.transform.smoothscale_by(label, room / label.get_width())
                surf.blit(label, label.get_rect(midleft=(h + 1, h // 2)))
            points = list(info.ranks)
            column_points = hero.column_points if hero is not None else None
            placed = column_points is not None and column < 5
            if column_points is not None and placed:
                points = [column_points[column]]
            show = _SCORES_POINTS[column] or placed
            r = int(h * 0.4)
            for i, p in enumerate(reversed(points)):
                cx = w - 3 - r - i * (2 * r + 2)
                if show and not (hero is not None and hero.points and hero.column_points is None
                                 and info.cls == NEUTRAL):
                    self._points_badge(surf, p, (cx, h // 2), r, colour)
                else:
                    pygame.draw.circle(surf, (250, 244, 228), (cx, h // 2), r // 2 + 1)
            self._cache[key] = surf
        return surf

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
            for kind, (fx, fy) in zip((GOD, GIANT, VALKYRIE, BOAR),
                                      ((0.3, 0.28), (0.7, 0.28), (0.3, 0.58), (0.7, 0.58)),
                                      strict=True):
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
                surf = self.assets.scaled("coins/back", size, size)
            else:
                kind = cn.kind_of(code)
                sprite = ("coins/bronze", "coins/gold", "coins/special")[kind]
                surf = self.assets.scaled(sprite, size, size).copy()
                value = str(cn.value_of(code))
                ink = (255, 250, 232) if kind == cn.BRONZE else (70, 44, 10)
                label = self.assets.text(value, "text_bold", int(size * 0.46), ink)
                shade = self.assets.text(value, "text_bold", int(size * 0.46), (0, 0, 0))
                shade.set_alpha(90)
                rect = label.get_rect(center=(size // 2, size // 2 + 1))
                surf.blit(shade, rect.move(1, 1))
                surf.blit(label, rect)
            self._cache[key] = surf
        return surf

    def shadow(self, w: int, h: int) -> pygame.Surface:
        key = ("shadow", w, h)
        surf = self._cache.get(key)
        if surf is None:
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, theme.SHADOW, surf.get_rect(), border_radius=6)
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
            label = self.assets.text(str(value), "text_bold", int(size * 0.44), (255, 255, 255))
            shade = self.assets.text(str(value), "text_bold", int(size * 0.44), (0, 0, 0))
            rect = label.get_rect(center=(size // 2, size // 2))
            surf.blit(shade, rect.move(1, 1))
            surf.blit(label, rect)
            self._cache[key] = surf
        return surf


