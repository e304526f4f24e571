"""Card faces composed from the YAML definitions, our sprites and the portraits chosen in
pictures.yaml, cached per size (coins, gems and card backs: `pieces.py`).

A face is built once per (thing, size, language) and then only blitted, so the table can redraw
every frame. Colour is never the only cue: every class shows its icon too. Text is laid out at
`MIN_TEXT` px or more, never shrunk by scaling, and a name is never cut: a face too narrow for it
shows its first word, the shorter name its data defines, or none (the tooltip names the card).
"""

from __future__ import annotations

import pygame

from game.nidavellir.data import (
    ARTIFACT,
    BOAR,
    DOUBLE,
    GIANT,
    GOD,
    HERO,
    MERCENARY,
    MYTH_KINDS,
    NEUTRAL,
    OFFERING,
    SPECIAL,
    VALKYRIE,
    Mercenary,
    Rules,
)
from game.ui import theme
from game.ui.games.nidavellir import frames
from game.ui.games.nidavellir.campfaces import camp_card, camp_icon, emblem_name, is_camp_kind
from game.ui.games.nidavellir.cardparts import CardParts
from game.ui.games.nidavellir.mythfaces import KIND_COLOURS, emblem, myth_card
from game.ui.games.nidavellir.portraits import BADGE_R, MIN_TEXT


def strip_named(rules: Rules, card_id: int) -> bool:
    """A card whose strip in an army column carries its name: a hero, a camp card, a mythology
    card, Gullinbursti (a plain dwarf's strip shows only its class and points)."""
    info = rules.cards[card_id]
    return card_id in rules.heroes or is_camp_kind(info.kind) or info.kind in (*MYTH_KINDS, BOAR)


class Faces(CardParts):
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
            elif is_camp_kind(info.kind):
                surf = camp_card(self, card_id, w, h)
            elif info.kind == HERO:
                surf = self._hero(card_id, w, h)
            else:
                surf = self._dwarf(card_id, w, h)
            self._cache[key] = surf
        return surf

    def _band(self, surf: pygame.Surface, colour: tuple[int, ...], band: int, radius: int) -> None:
        """A face's class banner across its top `band` pixels, its top corners rounded."""
        frames.banner(surf, colour, band, radius)

    def _frame(self, surf: pygame.Surface, colour: tuple[int, ...], radius: int) -> None:
        frames.rim(surf, colour, radius)

    def _class_label(self, info_cls: int, w: int) -> pygame.Surface | None:
        """The class name under a dwarf's portrait, or None when some class name would not fit
        this width at a readable size: then no dwarf card shows one (band colour, icon and
        picture still say the class, the tooltip names it), so cards never differ by accident."""
        size = max(MIN_TEXT, w // 6)
        names = [self._name(c.name) for c in self.rules.classes[:5]]
        if any(self.fit(n, "display", size, theme.INK, w - 6) is None for n in names):
            return None
        return self.fit(
            self._name(self.rules.classes[info_cls].name), "display", size, theme.INK, w - 6
        )

    def _dwarf(self, card_id: int, w: int, h: int) -> pygame.Surface:
        info = self.rules.cards[card_id]
        colour = theme.CLASS_COLOURS[info.cls]
        radius = max(4, w // 12)
        surf = self._parchment(w, h, radius)
        band = int(h * 0.30) if h < 150 else max(34, int(h * 0.14))
        self._band(surf, colour, band, radius)
        icon = self.assets.icon(theme.CLASS_ICONS[info.cls], int(band * 0.8))
        spot = icon.get_rect(midleft=(int(w * 0.06), band // 2))
        surf.blit(icon, spot)
        if not self.rank_marks(
            surf, list(info.ranks), self.scores_points(info.cls), colour, band, spot.right
        ):  # never at the sizes drawn: dwarves have 1 or 2
            self.rank_marks(surf, list(info.ranks), self.scores_points(info.cls), colour, band, 0)
        if info.kind == SPECIAL:
            label = self.card_name(card_id, max(MIN_TEXT, w // 6), w - 4)
        else:
            label = self._class_label(info.cls, w)
        bottom = h - max(3, h // 28)
        art_bottom = bottom - label.get_height() if label is not None else h - max(3, w // 20)
        art = pygame.Rect(max(2, w // 30), band + 1, w - 2 * max(2, w // 30), art_bottom - band - 1)
        self.paint_portrait(surf, card_id, art, colour)
        pygame.draw.line(surf, theme.darker(colour, 0.7), (0, band), (w, band), max(1, h // 60))
        if label is not None:
            surf.blit(label, label.get_rect(midbottom=(w // 2, bottom + 2)))
        if info.five_players:  # the printed mark of the cards added at five players
            self._five_mark(surf, (w - 3, band + 3))
        self._frame(surf, colour, radius)
        return surf

    def _five_mark(self, surf: pygame.Surface, topright: tuple[int, int]) -> None:
        """ "5" beside a player pawn on a parchment chip: this card is dealt only at 5 players."""
        label = self.assets.text("5", "text_bold", MIN_TEXT, theme.INK)
        lh = label.get_height()
        chip = pygame.Rect(0, 0, label.get_width() + lh * 2 // 3 + 6, lh)
        chip.topright = topright
        pygame.draw.rect(surf, (250, 244, 228), chip, border_radius=lh // 3)
        pygame.draw.rect(surf, theme.INK_SOFT, chip, 1, border_radius=lh // 3)
        surf.blit(label, (chip.x + 3, chip.y))
        px, pr = chip.right - lh // 3 - 2, max(2, lh // 6)
        pygame.draw.circle(surf, theme.INK, (px, chip.y + lh // 3), pr)
        body = (px - pr - 1, chip.y + lh // 2, 2 * pr + 2, lh // 2 - 1)
        pygame.draw.ellipse(surf, theme.INK, body)

    def offering_boxes(self, value: int, w: int, h: int) -> dict[str, pygame.Rect]:
        """Where a Royal Offering's parts go: its bonus in the band, its name under the band,
        the gold coin in the room left below; laid out from the rendered texts so they never
        overlap (the coin used to sit under the title)."""
        band = int(h * 0.30)
        plus = self._offering_plus(value, band).get_rect(center=(w // 2, band // 2))
        label = self._offering_name(w, h)
        name = pygame.Rect(w // 2, band + 2, 0, 0)  # no name: the coin takes its room
        if label is not None:
            name = label.get_rect(midtop=(w // 2, band + 2))
        side = max(8, min(int(w * 0.6), h - name.bottom - 2 - max(4, h // 20)))
        coin = pygame.Rect(0, 0, side, side)
        coin.center = (w // 2, name.bottom + 2 + (h - name.bottom - 2) // 2)
        return {"band": pygame.Rect(0, 0, w, band), "plus": plus, "name": name, "coin": coin}

    def _offering_plus(self, value: int, band: int) -> pygame.Surface:
        return self.assets.text(
            f"+{value}", "text_bold", max(MIN_TEXT, int(band * 0.7)), (255, 246, 214)
        )

    def _offering_name(self, w: int, h: int) -> pygame.Surface | None:
        """ "Royal Offering" on lines of whole words; None on a card too narrow for a word
        ("Offrande" on a pile): the +3 and the gold coin say what it is."""
        name, size = self._name(self.rules.offering_name), max(MIN_TEXT, h // 11)
        font = self.assets.font("text_bold", size)
        if any(font.size(word)[0] > w - 6 for word in name.split()):
            return None
        return self.centred(name, "text_bold", size, theme.INK, w - 6)

    def _offering(self, value: int, w: int, h: int) -> pygame.Surface:
        radius = max(4, w // 12)
        surf = self._parchment(w, h, radius)
        boxes = self.offering_boxes(value, w, h)
        self._band(surf, theme.GOLD_DARK, boxes["band"].h, radius)
        surf.blit(self._offering_plus(value, boxes["band"].h), boxes["plus"])
        label = self._offering_name(w, h)
        if label is not None:
            surf.blit(label, boxes["name"])
        coin = boxes["coin"]
        surf.blit(self.assets.scaled("coins/gold", coin.w, coin.h), coin)
        plus = self.assets.text(f"+{value}", "text_bold", max(MIN_TEXT, coin.w * 2 // 5), theme.INK)
        surf.blit(plus, plus.get_rect(center=coin.center))
        self._frame(surf, theme.GOLD, radius)
        return surf

    def banded(
        self, w: int, h: int, colour: tuple[int, ...], share: float
    ) -> tuple[pygame.Surface, int, int]:
        """Parchment with a coloured band over `share` of its height and a gold rule under it,
        the face of heroes and mythology cards; returns (face, band height, corner radius)."""
        radius = max(4, w // 12)
        surf = self._parchment(w, h, radius)
        band = max(int(h * share), 2 * BADGE_R + 4)
        self._band(surf, colour, band, radius)
        pygame.draw.line(surf, theme.GOLD, (0, band), (w, band), max(1, h // 60))
        return surf, band, radius

    def rule_block(self, text: str, w: int, room: int, size: int) -> pygame.Surface:
        """A card's rule text wrapped to `w` at the largest size from `size` down to `MIN_TEXT`
        that fits `room` pixels of height; cut there if even the smallest does not."""
        for px in range(max(size, MIN_TEXT), MIN_TEXT - 1, -1):
            block = self.assets.wrapped(text, "text", px, theme.INK, w)
            if block.get_height() <= room:
                return block
        return block.subsurface((0, 0, block.get_width(), max(1, room)))

    def tile(
        self, w: int, h: int, colour: tuple[int, ...], edge: tuple[int, ...], share: float
    ) -> tuple[pygame.Surface, int]:
        """A landscape tile (a crowded pool): parchment, a band of `colour` over `share` of its
        height, a frame of `edge`; returns (tile, band height)."""
        surf, band, radius = self.banded(w, h, colour, share)
        self._frame(surf, edge, radius)
        return surf, band

    def name_under(self, surf: pygame.Surface, card_id: int, top: int, left: int = 0) -> None:
        """A tile's name, centred in what is left under its band (right of `left`)."""
        w, h = surf.get_size()
        label = self.card_name(card_id, MIN_TEXT, w - left - 4)
        if label is not None:
            surf.blit(label, label.get_rect(center=((left + w) // 2, (top + h) // 2 + 1)))

    def _hero_tile(self, card_id: int, w: int, h: int) -> pygame.Surface:
        """A hero of a crowded pool (Thingvellir's 27): class band with icon and ranks over the
        name, whole; the portrait waits for the tooltip, the zoom and the hall."""
        info = self.rules.cards[card_id]
        hero = self.rules.heroes[card_id]
        colour = theme.CLASS_COLOURS[hero.cls]
        surf, band, radius = self.banded(w, h, colour, 0.46)
        frames.gilded(surf, radius)  # first: the ranks and the name lie over the gold
        icon = self.assets.icon(theme.CLASS_ICONS[hero.cls], int(band * 0.8))
        spot = icon.get_rect(midleft=(int(w * 0.05), band // 2))
        surf.blit(icon, spot)
        if hero.cls != NEUTRAL:
            self.rank_marks(
                surf, list(info.ranks), self.scores_points(hero.cls), colour, band, spot.right
            )
        elif hero.points or hero.group:
            shown = self.rules.groups[hero.group][0] if hero.group else hero.points
            self.rank_marks(surf, [shown], True, theme.GOLD, band, spot.right)
        self.name_under(surf, card_id, band)
        return surf

    def _hero(self, card_id: int, w: int, h: int) -> pygame.Surface:
        if w > h:
            return self._hero_tile(card_id, w, h)
        info = self.rules.cards[card_id]
        hero = self.rules.heroes[card_id]
        colour = theme.CLASS_COLOURS[hero.cls]
        big = h >= 150
        surf, band, radius = self.banded(w, h, colour, 0.26 if not big else 0.14)
        frames.gilded(surf, radius)  # first: the ranks and the name lie over the gold
        icon = self.assets.icon(theme.CLASS_ICONS[hero.cls], int(band * 0.78))
        spot = icon.get_rect(midleft=(int(w * 0.05), band // 2))
        in_band = hero.cls == NEUTRAL  # no ranks: its points, if any, come after the name
        if in_band:
            surf.blit(icon, spot)
        else:
            in_band = self.ranks_and_icon(
                surf, list(info.ranks), self.scores_points(hero.cls), colour, band, icon, spot
            )
        label = self.card_name(card_id, max(MIN_TEXT, h // 8 if not big else h // 16), w - 4)
        top = band + max(1, h // 60)
        if label is not None:
            surf.blit(label, label.get_rect(midtop=(w // 2, top)))
            top += label.get_height()
        inset = frames.gilt_width(w, h) + 1  # the portrait inside the gold rim
        bottom = h - max(w // 20, inset)
        pad = max(6, w // 16)
        text = (
            self.rule_block(self._name(hero.text), w - 2 * pad, (bottom - top) * 2 // 5, h // 26)
            if big
            else None
        )
        art_h = (
            bottom - top
            if text is None
            else min(w - 2 * inset, bottom - top - text.get_height() - 8)
        )
        self.paint_portrait(surf, card_id, pygame.Rect(inset, top, w - 2 * inset, art_h), colour)
        if not in_band:
            r = max(BADGE_R, band // 3)
            self.corner_icon(surf, hero.cls, (inset + r + 1, top + art_h - r - 1), r)
        if hero.cls == NEUTRAL and (hero.points or hero.group):
            shown = self.rules.groups[hero.group][0] if hero.group else hero.points
            self.rank_marks(surf, [shown], True, theme.GOLD, band, spot.right)
        if text is not None:  # a large card: the portrait as tall as the rule leaves room for
            surf.blit(text, (pad, top + art_h + 6))
        if big:
            side = w // 10
            knot = self.assets.scaled("ui/frame_corner", side, side)
            frames.corners(surf, knot, frames.gilt_width(w, h) // 3)
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
                frames.token(surf, colour, (w // 2, h // 2), min(w, h) // 2 - 2)
                icon = self.assets.icon(theme.CLASS_ICONS[d.cls], int(min(w, h) * 0.7))
                surf.blit(icon, icon.get_rect(center=(w // 2, h // 2)))
            else:
                radius = max(4, w // 12)
                surf = self._parchment(w, h, radius)
                style = self._distinction_style(w - 6, h - max(16, h // 5) - 6)
                name = (
                    None
                    if style is None
                    else self.centred(self._name(d.name), style[0], style[1], theme.INK, w - 6)
                )
                band = h - 6 - style[2] if style is not None else h
                self._band(surf, colour, band, radius)
                pygame.draw.line(surf, theme.GOLD, (0, band), (w, band), 2)
                icon = self.assets.icon(theme.CLASS_ICONS[d.cls], int(min(band, w) * 0.8))
                surf.blit(icon, icon.get_rect(center=(w // 2, band // 2)))
                if name is not None:
                    surf.blit(name, name.get_rect(midtop=(w // 2, band + 3)))
                self._frame(surf, theme.GOLD, radius)
            self._cache[key] = surf
        return surf

    def centred(
        self, text: str, face: str, size: int, colour: tuple[int, ...], width: int
    ) -> pygame.Surface:
        """Text wrapped on words to `width`, each line centred (a title, not a paragraph)."""
        font = self.assets.font(face, size)
        lines: list[str] = []
        for word in text.split():
            if lines and font.size(f"{lines[-1]} {word}")[0] <= width:
                lines[-1] = f"{lines[-1]} {word}"
            else:
                lines.append(word)
        step = font.get_linesize()
        surf = pygame.Surface((width, step * len(lines)), pygame.SRCALPHA)
        for i, line in enumerate(lines):
            label = self.assets.text(line, face, size, colour)
            surf.blit(label, label.get_rect(midtop=(width // 2, i * step)))
        return surf

    def _distinction_style(self, width: int, room: int) -> tuple[str, int, int] | None:
        """(face, size, height) at which every distinction's name fits `width` × `room`, the
        largest readable one; None if none does (the faces are then the band alone and the name
        is read beside them or in the tooltip). One style for all, so the five bands line up."""
        key = (self.lang, width, room)
        if key not in self._styles:
            self._styles[key] = self._find_distinction_style(width, room)
        return self._styles[key]

    def _find_distinction_style(self, width: int, room: int) -> tuple[str, int, int] | None:
        names = [self._name(d.name) for d in self.rules.distinctions]
        for face, size in (("display", MIN_TEXT), ("text_bold", MIN_TEXT)):
            font = self.assets.font(face, size)
            if any(font.size(word)[0] > width for n in names for word in n.split()):
                continue  # a word wider than the card would be broken mid-word
            tallest = max(self.centred(n, face, size, theme.INK, width).get_height() for n in names)
            if tallest <= room:
                return face, size, tallest
        return None

    HALL_PICTURE = 54  # the portrait at the left of a hall row

    def _hall_name(self, card_id: int) -> pygame.Surface:
        name = self._name(self.rules.cards[card_id].name)
        return self.assets.text(name, "display_bold", 17, theme.INK)

    def _hall_text(self, card_id: int, w: int) -> pygame.Surface:
        text = self._name(self.rules.heroes[card_id].text)
        return self.assets.wrapped(text, "text", MIN_TEXT, theme.INK, w - self.HALL_PICTURE - 16)

    def hero_row_height(self, card_id: int, w: int) -> int:
        """How tall a hall row `w` wide must be for the hero's name and its whole rule."""
        text = self._hall_text(card_id, w).get_height()
        return max(self.HALL_PICTURE, self._hall_name(card_id).get_height() + text + 6)

    def hero_row(self, card_id: int, w: int, h: int) -> pygame.Surface:
        """A hero as a line of the hero hall: class band and portrait; its name and ranks on
        the first line, its whole rule under them (as tall as `hero_row_height` says)."""
        key = ("hero_row", card_id, w, h)
        surf = self._cache.get(key)
        if surf is None:
            info = self.rules.cards[card_id]
            hero = self.rules.heroes[card_id]
            colour = theme.CLASS_COLOURS[hero.cls]
            side = self.HALL_PICTURE
            surf = self._parchment(w, h, 8)
            pygame.draw.rect(
                surf, colour, (0, 0, side, h), border_top_left_radius=8, border_bottom_left_radius=8
            )
            self.paint_portrait(surf, card_id, pygame.Rect(3, 3, side - 6, side - 6), colour)
            r = side // 5  # the class icon in the portrait's corner
            self.corner_icon(surf, hero.cls, (r + 2, side - r - 2), r)
            name = self._hall_name(card_id)
            surf.blit(name, (side + 8, 1))
            x, r = side + 8 + name.get_width() + 10, BADGE_R
            for points in info.ranks if hero.cls != NEUTRAL else []:
                self._points_badge(surf, points, (x + r, name.get_height() // 2 + 2), r, colour)
                x += 2 * r + 5
            surf.blit(self._hall_text(card_id, w), (side + 8, name.get_height() + 2))
            frames.gilded(surf, 8)
            self._cache[key] = surf
        return surf

    def sliver(self, card_id: int, w: int, h: int, column: int) -> pygame.Surface:
        """A strip mostly covered by the next one in a squeezed column: its colour and edge
        only, no half-hidden number or name."""
        key = ("sliver", card_id, w, h, column)
        surf = self._cache.get(key)
        if surf is None:
            info = self.rules.cards[card_id]
            named = strip_named(self.rules, card_id)
            placed_in = info.kind in (BOAR, MERCENARY, DOUBLE) and column < 5
            colour = theme.CLASS_COLOURS[column if placed_in else info.cls]
            if info.kind in (GOD, GIANT, VALKYRIE):
                colour = KIND_COLOURS[info.kind]
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            radius = max(3, h // 5)
            pygame.draw.rect(surf, colour, (0, 0, w, h), border_radius=radius)
            edge = theme.GOLD if named else theme.darker(colour, 0.5)
            pygame.draw.rect(surf, edge, (0, 0, w, h), max(1, h // 12), border_radius=radius)
            frames.finish(surf, radius)
            self._cache[key] = surf
        return surf

    def strip(self, card_id: int, w: int, h: int, column: int) -> pygame.Surface:
        """A card as seen in an army column: only its rank band shows, like overlapped cards."""
        key = ("strip", card_id, w, h, column)
        surf = self._cache.get(key)
        if surf is None:
            info = self.rules.cards[card_id]
            hero = self.rules.heroes.get(card_id)
            named = strip_named(self.rules, card_id)
            placed_in = info.kind in (BOAR, MERCENARY, DOUBLE) and column < 5
            cls = column if placed_in else info.cls
            colour = theme.CLASS_COLOURS[cls]
            if info.kind in (GOD, GIANT, VALKYRIE):
                colour = KIND_COLOURS[info.kind]
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            radius = max(3, h // 5)
            fill = colour if not named else theme.darker(colour, 0.85)
            pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=radius)
            edge = theme.GOLD if named else theme.darker(colour, 0.5)
            pygame.draw.rect(surf, edge, (0, 0, w, h), max(1, h // 12), border_radius=radius)
            frames.finish(surf, radius)
            points = list(info.ranks)
            column_points = hero.column_points if hero is not None else None
            placed = column_points is not None and column < 5
            if column_points is not None and placed:
                points = [column_points[column]]
            merc = self.rules.mercenaries.get(card_id)
            if merc is not None and column in merc.classes:
                points = [merc.points_in(column)]
            show = self.scores_points(column) or placed
            if (
                hero is not None
                and hero.points
                and hero.column_points is None
                and info.cls == NEUTRAL
            ):
                show = False
            right = w - 2
            marks = [self._mark_width(p if show else None, h) for p in points]
            spare = w - h - 4 - sum(marks) - 2 * (len(marks) - 1)
            if show and spare < 0:  # Zoral's three ranks on a narrow strip: one pill, "1 0 0"
                right = self._strip_mark(surf, " ".join(map(str, points)), right, h, colour) - 2
            else:
                step = 2 if spare >= 0 else -spare // max(1, len(marks) - 1)  # dots may overlap
                for p in reversed(points):  # right to left, each as wide as its number needs
                    mark = str(p) if show else None
                    right = self._strip_mark(surf, mark, right, h, colour) - 2 + (step - 2)
            if merc is not None and column in merc.classes and h >= 20 and w >= 5 * h:
                right = self._other_class(surf, merc, column, right, h) - 3
            label = self.short_label(card_id, right - h - 1) if named else None
            if label is not None:
                surf.blit(label, label.get_rect(midleft=(h + 1, h // 2)))
            wide = self.short_label(card_id, right - 6) if named and label is None else None
            if wide is not None:  # the name alone: the strip's colour and column say the rest
                surf.blit(wide, wide.get_rect(midleft=(6, h // 2)))
            else:
                self._strip_emblem(surf, card_id, cls, h)
            self._cache[key] = surf
        return surf

    def _other_class(
        self, surf: pygame.Surface, merc: Mercenary, column: int, right: int, h: int
    ) -> int:
        """A mercenary's class it was not enlisted in, small and faded before its points: the
        strip shows both, the chosen one as the strip's colour. Returns the mark's left edge."""
        other = next(c for c in merc.classes if c != column)
        r = max(4, h // 2 - 3)
        centre = (right - r, h // 2)
        mark = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
        pygame.draw.circle(mark, theme.CLASS_COLOURS[other], (r + 1, r + 1), r)
        icon = self.assets.icon(theme.CLASS_ICONS[other], int(r * 1.5))
        mark.blit(icon, icon.get_rect(center=(r + 1, r + 1)))
        mark.set_alpha(150)
        surf.blit(mark, mark.get_rect(center=centre))
        return centre[0] - r

    def _mark_width(self, points: int | None, h: int) -> int:
        if points is None:
            return h
        return max(h - 2, self.assets.font("text_bold", MIN_TEXT).size(str(points))[0] + 6)

    def _strip_mark(
        self, surf: pygame.Surface, points: str | None, right: int, h: int, colour: tuple[int, ...]
    ) -> int:
        """A rank on a strip, ending at `right`: its points on a pill as tall as the strip
        (digits at a readable size), or a plain dot for a rank without points. Returns the
        pill's left edge."""
        if points is None:
            r = max(2, h // 5)
            pygame.draw.circle(surf, (250, 244, 228), (right - h // 2, h // 2), r)
            return right - h
        label = self.assets.text(points, "text_bold", MIN_TEXT, theme.INK)
        pill = pygame.Rect(0, 1, max(h - 2, label.get_width() + 6), h - 2)
        pill.right = right
        pygame.draw.rect(surf, (250, 244, 228), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surf, theme.darker(colour, 0.5), pill, 1, border_radius=pill.h // 2)
        surf.blit(label, label.get_rect(center=(pill.centerx, pill.centery + 1)))
        return pill.x

    def _strip_emblem(self, surf: pygame.Surface, card_id: int, cls: int, h: int) -> None:
        """What kind of card a strip is, at its left end: a mythology card's emblem, an
        artifact's, else its class icon."""
        kind = self.rules.cards[card_id].kind
        if kind in (BOAR, GOD, GIANT, VALKYRIE):
            emblem(surf, kind, (h // 2 + 2, h // 2), max(4, h // 3))
            return
        if kind == ARTIFACT:  # Vegvisir: its compass, on its class's colour
            mark = camp_icon(emblem_name(self, card_id), int(h * 0.8))
        else:
            mark = self.assets.icon(theme.CLASS_ICONS[cls], int(h * 0.8))
        surf.blit(mark, mark.get_rect(midleft=(3, h // 2)))
