"""The score calculator as a scene: a real table's armies entered by clicks, scored live.

At the end of a game played with the physical box, someone at the table clicks in what each player
has in front of them (dwarf cards by bravery value, heroes, distinctions, the five coins) and the
score sheet beside the entry fills in after every click. The sheet is never computed here: the
entries become the same table document `python main.py score FILE.yaml` reads, and
`calculator.score_table` validates and scores it, so the window and the command cannot disagree.
A table the game cannot produce (a hero in two armies, too many coins of a value) shows the
calculator's one-line message in red instead of a score, exactly as the command would refuse it.

The Thingvellir switch in the title row adds the camp page: a mercenary's tile has a half per
class it may be enlisted in (click the class it stands in; again to take it back), an artifact is
one click (Mjöllnir then asks for its class), the six heroes of Thingvellir as on the army page
(Olwyn then asks for the columns of his two doubles).
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.nidavellir.data import CLASS_KEYS
from game.ui import theme
from game.ui.calcscene import FIELD, FIELD_HOT, Target
from game.ui.calcsheet import PROBLEM
from game.ui.games.nidavellir.calcform import (
    ART_H,
    ARTS_Y,
    CAMP_HEROES_Y,
    CAMP_HINT_Y,
    CHIP_W,
    COINS_Y,
    DIST_Y,
    HEROES_Y,
    LABEL_W,
    MERCS_Y,
    PAGES,
    TOGGLE,
    X0,
    X1,
    CalculatorForm,
)


class CalculatorScene(CalculatorForm):
    """2–5 players' armies entered by clicks, with a live score sheet computed by the calculator."""

    def apply(self, target: Target) -> None:
        """Nidavellir's clicks: a card's value, a counted class's − and +, a hero (and Ylud's
        column), a distinction (and the Armorer's discarded card); the rest is shared."""
        kind, e = target[0], self.entry
        if kind == "add":
            e.cards[target[1]].append(target[2])
            e.cards[target[1]].sort()
        elif kind == "more":
            e.cards[target[1]].append(0)
        elif kind in ("less", "remove"):
            cards = e.cards[target[1]]
            if cards:
                cards.pop(target[2] if kind == "remove" else -1)
        elif kind == "hero":
            self.toggle(e.heroes, target[1])
            if "ylud" not in e.heroes:
                e.ylud = None
        elif kind == "ylud":
            e.ylud = target[1]
        elif kind == "distinction":
            self.toggle(e.distinctions, target[1])
            if not self.holds_armorer(e):
                e.armorer_card_discarded = False
            else:
                e.armorer_card_retrieved = False
        elif kind == "armorer_discarded":
            e.armorer_card_discarded = not e.armorer_card_discarded
        elif kind == "armorer_retrieved":
            e.armorer_card_retrieved = not e.armorer_card_retrieved
        elif kind == "thingvellir":
            self.set_thingvellir(not self.thingvellir)
        elif kind == "page":
            self.page = target[1]
        elif kind == "mercenary":
            key, column = target[1], target[2]
            if e.mercenaries.get(key) == column:
                del e.mercenaries[key]
            else:
                e.mercenaries[key] = column
        elif kind == "artifact":
            self.toggle(e.artifacts, target[1])
            if target[1] == self.jarnglofi:  # it discards the trading coin: four coins left
                if target[1] in e.artifacts:
                    self.discard_trading_coin(e)
                else:
                    self.give_back_trading_coin(e)
            if self.mjollnir not in e.artifacts:
                e.mjollnir = None
        elif kind == "mjollnir":
            e.mjollnir = target[1]
        elif kind == "double":
            if target[1] in e.doubles:
                e.doubles.remove(target[1])
            elif len(e.doubles) < len(self.rules.doubles):
                e.doubles.append(target[1])
        else:
            super().apply(target)
        if self.olwyn not in e.heroes:
            e.doubles.clear()

    # ------------------------------------------------------------------ drawing

    def draw_entry(self, surface: pygame.Surface) -> None:
        self._draw_switch(surface)
        if self.thingvellir and self.page == "camp":
            self._draw_camp(surface)
        else:
            removable = {(t[1], t[2]): rect for rect, t in self.targets() if t[0] == "remove"}
            for cls in range(len(CLASS_KEYS)):
                self._draw_class_row(surface, cls, removable)
            self._draw_heroes(surface)
            self._draw_distinctions(surface)
        self._draw_coins(surface)

    def _chip(
        self,
        surface: pygame.Surface,
        rect: Rect,
        cls: int,
        value: int | None,
        bonus: bool = False,
        hot: bool = False,
        visible: int = CHIP_W,
    ) -> None:
        """A dwarf card in miniature: class colour, and its bravery value or the class icon.

        When chips overlap, the value sits in the `visible` slice, like the corner of a card.
        """
        colour = theme.CLASS_COLOURS[cls]
        fill = tuple(int(c * 0.72) for c in colour) if bonus else colour
        pygame.draw.rect(surface, fill, rect, border_radius=5)
        edge = theme.HIGHLIGHT if hot else (theme.GOLD if bonus else tuple(c // 2 for c in colour))
        pygame.draw.rect(surface, edge, rect, 2, border_radius=5)
        room = min(rect.w, visible)
        centre = (rect.x + room // 2 + (1 if room < rect.w else 0), rect.centery)
        if value is None:
            icon = self.app.assets.icon(theme.CLASS_ICONS[cls], min(rect.w - 10, room - 2))
            surface.blit(icon, icon.get_rect(center=centre))
            return
        pygame.draw.circle(surface, (250, 244, 228), centre, min(rect.w // 2 - 3, room // 2))
        label = self.text(str(value), "text_bold", 17 if room >= 28 else 15, theme.INK)
        surface.blit(label, label.get_rect(center=(centre[0], centre[1] + 1)))

    def _draw_class_row(
        self, surface: pygame.Surface, cls: int, removable: dict[tuple[str, int], Rect]
    ) -> None:
        key = CLASS_KEYS[cls]
        row = self.row_rect(cls)
        colour = theme.CLASS_COLOURS[cls]
        band = pygame.Surface(row.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (255, 240, 200, 14), band.get_rect(), border_radius=8)
        surface.blit(band, row.topleft)
        tab = Rect(row.x, row.y, LABEL_W, row.h)
        pygame.draw.rect(surface, colour, tab, border_radius=8)
        pygame.draw.rect(surface, tuple(c // 2 for c in colour), tab, 2, border_radius=8)
        icon = self.app.assets.icon(theme.CLASS_ICONS[cls], 30)
        surface.blit(icon, icon.get_rect(center=(tab.x + 24, tab.centery)))
        name = self.text(
            self.app.t(f"scores.{key}"), "display_bold", 20, (255, 250, 236), LABEL_W - 52
        )
        surface.blit(name, name.get_rect(midleft=(tab.x + 44, tab.centery - 1)))
        for rect, target in self.add_rects(cls):
            hot = rect.collidepoint(self.mouse)
            pygame.draw.rect(surface, FIELD_HOT if hot else FIELD, rect, border_radius=6)
            pygame.draw.rect(surface, theme.HIGHLIGHT if hot else colour, rect, 2, border_radius=6)
            text = {"less": "−", "more": "+"}.get(target[0], str(target[-1]))
            face, size = ("display_bold", 26) if target[0] != "add" else ("text_bold", 18)
            label = self.text(text, face, size, theme.TEXT)
            surface.blit(label, label.get_rect(center=(rect.centerx, rect.centery + 1)))
        e = self.entry
        cards = e.cards[key]
        bonus = self.bonus(e)[cls]
        rects = self.chip_rects(cls, len(cards) + len(bonus))
        for i, rect in enumerate(rects):
            visible = rects[i + 1].x - rect.x if i + 1 < len(rects) else CHIP_W
            if i < len(cards):
                hot = removable.get((key, i), Rect(0, 0, 0, 0)).collidepoint(self.mouse)
                value = None if key in self.counted else cards[i]
                self._chip(surface, rect, cls, value, hot=hot, visible=visible)
            else:
                value = None if key in self.counted else bonus[i - len(cards)]
                self._chip(surface, rect, cls, value, bonus=True, visible=visible)
        ranks = len(cards) + len(bonus)
        if ranks:
            count = self.text(self.app.t.plural("table.ranks", ranks), "text", 16, theme.TEXT_SOFT)
            surface.blit(count, count.get_rect(midright=(row.right - 10, row.centery)))

    def _draw_heroes(self, surface: pygame.Surface) -> None:
        t, e = self.app.t, self.entry
        self.heading(surface, t("calculator.heroes"), HEROES_Y)
        for i, key in enumerate(self.heroes):
            self._draw_hero(surface, key, self.hero_rect(i))
        if "ylud" in e.heroes:
            chosen = [e.ylud] if e.ylud else []
            self._draw_picker(surface, self.ylud_rects(), t("calculator.ylud_column"), chosen, 1)

    def _draw_hero(self, surface: pygame.Surface, key: str, rect: Rect) -> None:
        """A hero's toggle: class colour and icon, name, epithet (or who holds the hero)."""
        t, e = self.app.t, self.entry
        hero = self.rules.hero(key)
        chosen = key in e.heroes
        owner = self.owner("hero", key)
        self.well(surface, rect, lit=chosen)  # a claimed hero says "with …" in red below
        colour = theme.CLASS_COLOURS[hero.cls]
        square = Rect(rect.x, rect.y, 38, rect.h)
        pygame.draw.rect(
            surface, colour, square, border_top_left_radius=7, border_bottom_left_radius=7
        )
        icon = self.app.assets.icon(theme.CLASS_ICONS[hero.cls], 26)
        surface.blit(icon, icon.get_rect(center=square.center))
        full = str(getattr(hero.name, self.app.settings.language))
        first, _, rest = full.partition(" ")
        dim = owner is not None and not chosen
        ink = theme.INK if chosen else (theme.DISABLED if dim else theme.TEXT)
        soft = theme.INK_SOFT if chosen else theme.TEXT_SOFT
        room = rect.w - square.w - 12
        head = self.text(first, "display_bold", 17, ink, room)
        surface.blit(head, (square.right + 7, rect.y + 1))
        size = theme.MIN_TEXT_PX
        if owner is not None:  # who holds it, a player's name cut short if it must
            rest = t("calculator.held_by", name=self.entries[owner].name)
            sub: pygame.Surface | None = self.app.assets.clipped(
                rest, "text", size, PROBLEM if chosen else theme.DISABLED, room
            )
        elif rest and self.app.assets.font("text", size).size(rest)[0] <= room:
            sub = self.app.assets.text(rest, "text", size, soft)  # the epithet, whole
        else:
            sub = None  # an epithet too long for the tile: the first name says who it is
        if sub is not None:
            surface.blit(sub, (square.right + 7, rect.y + 21))

    def _draw_picker(
        self, surface: pygame.Surface, rects: list[Rect], words: str, chosen: list[str], want: int
    ) -> None:
        """Five class buttons after a label (Ylud's column, Mjöllnir's class, the doubles'
        columns); the label glows until `want` classes are chosen."""
        ink = theme.TEXT if len(chosen) >= want else theme.HIGHLIGHT
        label = self.text(words, "text_bold", 17, ink)
        surface.blit(label, label.get_rect(midright=(rects[0].x - 12, rects[0].centery)))
        for cls, (rect, key) in enumerate(zip(rects, CLASS_KEYS, strict=True)):
            lit = key in chosen
            hot = rect.collidepoint(self.mouse)
            colour = theme.CLASS_COLOURS[cls]
            fill = colour if lit or hot else tuple(int(c * 0.45) for c in colour)
            pygame.draw.rect(surface, fill, rect, border_radius=6)
            edge = theme.HIGHLIGHT if lit or hot else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, rect, 3 if lit else 2, border_radius=6)
            icon = self.app.assets.icon(theme.CLASS_ICONS[cls], 24)
            surface.blit(icon, icon.get_rect(center=rect.center))

    def _draw_distinctions(self, surface: pygame.Surface) -> None:
        t, e = self.app.t, self.entry
        self.heading(surface, t("calculator.distinctions"), DIST_Y)
        lang = self.app.settings.language
        holds, takes = self.holds_armorer(e), self.may_retrieve_armorer(e)
        if holds or takes:
            box = self.discarded_rect()
            lit = e.armorer_card_discarded if holds else e.armorer_card_retrieved
            self.well(surface, box, lit=lit)
            if lit:
                tick = [
                    (box.x + 7, box.centery),
                    (box.x + 13, box.bottom - 8),
                    (box.right - 6, box.y + 7),
                ]
                pygame.draw.lines(surface, theme.INK, False, tick, 3)
            words = "armorer_card_discarded" if holds else "armorer_card_retrieved"
            label = self.text(t(f"calculator.{words}"), "text", 16, theme.TEXT)
            surface.blit(label, label.get_rect(midright=(box.x - 10, box.centery)))
        for i, d in enumerate(self.rules.distinctions):
            rect = self.distinction_rect(i)
            chosen = d.key in e.distinctions
            owner = self.owner("distinction", d.key)
            conflict = chosen and owner is not None
            self.well(surface, rect, lit=chosen)
            token = self.app.faces.distinction(i, 38, 38)
            surface.blit(token, token.get_rect(midleft=(rect.x + 8, rect.centery)))
            room = rect.w - 64
            dim = owner is not None and not chosen
            ink = theme.INK if chosen else (theme.DISABLED if dim else theme.TEXT)
            size = theme.MIN_TEXT_PX
            name = self.app.assets.wrapped(str(getattr(d.name, lang)), "text_bold", size, ink, room)
            if owner is None:
                surface.blit(name, name.get_rect(midleft=(rect.x + 56, rect.centery)))
                continue
            held = self.text(
                t("calculator.held_by", name=self.entries[owner].name),
                "text",
                16,
                PROBLEM if conflict else theme.DISABLED,
                room,
            )
            top = rect.centery - (name.get_height() + held.get_height()) // 2
            surface.blit(name, (rect.x + 56, top))
            surface.blit(held, (rect.x + 56, top + name.get_height()))

    def _draw_coins(self, surface: pygame.Surface) -> None:
        t, e = self.app.t, self.entry
        self.heading(surface, t("calculator.coins"), COINS_Y)
        for i, code in enumerate(e.coins):
            _less, coin, _more = self.coin_rects(i)
            socket = self.app.faces.socket(coin.w + 10)
            surface.blit(socket, socket.get_rect(center=coin.center))
            face = self.app.faces.coin(code, coin.w)
            surface.blit(face, coin)
            self.draw_steppers(surface, i, code)

    # ------------------------------------------------------------------ Thingvellir

    def _draw_switch(self, surface: pygame.Surface) -> None:
        """The Thingvellir switch in the title row; when on, the pages' tabs in the name row."""
        t = self.app.t
        self.well(surface, TOGGLE, lit=self.thingvellir)
        box = Rect(TOGGLE.x + 10, TOGGLE.centery - 12, 24, 24)
        pygame.draw.rect(surface, theme.INK if self.thingvellir else theme.TEXT_SOFT, box, 2, 4)
        if self.thingvellir:
            tick = [
                (box.x + 5, box.centery),
                (box.x + 10, box.bottom - 5),
                (box.right - 4, box.y + 5),
            ]
            pygame.draw.lines(surface, theme.INK, False, tick, 3)
        ink = theme.INK if self.thingvellir else theme.TEXT
        room = TOGGLE.right - box.right - 16
        label = self.text(t("calculator.thingvellir"), "display_bold", 20, ink, room)
        surface.blit(label, label.get_rect(midleft=(box.right + 10, TOGGLE.centery)))
        if not self.thingvellir:
            return
        for rect, page in zip(self.page_rects(), PAGES, strict=True):
            lit = page == self.page
            self.well(surface, rect, lit=lit, radius=9)
            words = self.text(
                t(f"calculator.page_{page}"),
                "display_bold",
                19,
                theme.INK if lit else theme.TEXT,
                rect.w - 16,
            )
            surface.blit(words, words.get_rect(center=rect.center))

    def _draw_camp(self, surface: pygame.Surface) -> None:
        """The camp page: mercenaries, artifacts (Mjöllnir's class), the heroes of Thingvellir
        (the columns of Olwyn's doubles) and how to enter them."""
        t, e = self.app.t, self.entry
        self.heading(surface, t("calculator.mercenaries"), MERCS_Y)
        for i in range(len(self.mercenaries)):
            self._draw_mercenary(surface, i)
        self.heading(surface, t("calculator.artifacts"), ARTS_Y)
        for i in range(len(self.artifacts)):
            self._draw_artifact(surface, i)
        if self.mjollnir in e.artifacts:
            chosen = [e.mjollnir] if e.mjollnir else []
            words = t("calculator.mjollnir_class")
            self._draw_picker(surface, self.picker_rects(ARTS_Y), words, chosen, 1)
        self.heading(surface, t("calculator.camp_heroes"), CAMP_HEROES_Y)
        for i, key in enumerate(self.camp_heroes):
            self._draw_hero(surface, key, self.tile_rect(CAMP_HEROES_Y, 54, i))
        if self.olwyn in e.heroes:
            words = t("calculator.doubles")
            want = len(self.rules.doubles)
            self._draw_picker(surface, self.picker_rects(CAMP_HEROES_Y), words, e.doubles, want)
        hint = self.app.assets.wrapped(
            t("calculator.camp_hint"), "italic", 16, theme.TEXT_SOFT, X1 - X0
        )
        surface.blit(hint, (X0, CAMP_HINT_Y))

    def _draw_mercenary(self, surface: pygame.Surface, index: int) -> None:
        """A mercenary's tile: a half per class, lit in the class it was enlisted in, with the
        bravery points printed there (none for hunters and blacksmiths)."""
        mercenary = self.mercenaries[index]
        e = self.entry
        owner = self.owner("mercenary", mercenary.key)
        placed = e.mercenaries.get(mercenary.key)
        halves = self.mercenary_rects(index)
        tile = halves[0].union(halves[1])
        self.well(
            surface,
            tile,
            lit=placed is not None,
            edge=PROBLEM if owner is not None and placed else None,
        )
        for rect, cls, points in zip(halves, mercenary.classes, mercenary.points, strict=True):
            lit = placed == CLASS_KEYS[cls]
            hot = rect.collidepoint(self.mouse)
            colour = theme.CLASS_COLOURS[cls]
            fill = (
                colour
                if lit or hot
                else tuple(int(c * (0.3 if owner is not None else 0.5)) for c in colour)
            )
            inner = rect.inflate(-6, -6)
            if owner is not None:  # room below for whom it is with
                inner.h -= 13
            pygame.draw.rect(surface, fill, inner, border_radius=6)
            if lit or hot:
                pygame.draw.rect(surface, theme.HIGHLIGHT, inner, 2, border_radius=6)
            icon = self.app.assets.icon(theme.CLASS_ICONS[cls], 24)
            if points:
                surface.blit(icon, icon.get_rect(center=(inner.centerx - 14, inner.centery)))
                label = self.text(str(points), "text_bold", 19, (255, 250, 236))
                surface.blit(label, label.get_rect(center=(inner.centerx + 16, inner.centery + 1)))
            else:
                surface.blit(icon, icon.get_rect(center=inner.center))
        if owner is not None:
            held = self.text(
                self.app.t("calculator.held_by", name=self.entries[owner].name),
                "text",
                16,
                PROBLEM if placed else theme.TEXT_SOFT,
                tile.w - 8,
            )
            surface.blit(held, held.get_rect(midbottom=(tile.centerx, tile.bottom - 1)))

    def _draw_artifact(self, surface: pygame.Surface, index: int) -> None:
        """An artifact's toggle: its name (or who holds it)."""
        artifact = self.artifacts[index]
        e = self.entry
        rect = self.tile_rect(ARTS_Y, ART_H, index)
        chosen = artifact.key in e.artifacts
        owner = self.owner("artifact", artifact.key)
        self.well(surface, rect, lit=chosen)
        dim = owner is not None and not chosen
        ink = theme.INK if chosen else (theme.DISABLED if dim else theme.TEXT)
        room = rect.w - 14
        name = self.text(
            str(getattr(artifact.name, self.app.settings.language)), "text_bold", 16, ink, room
        )
        if owner is None:
            surface.blit(name, name.get_rect(center=rect.center))
            return
        held = self.text(
            self.app.t("calculator.held_by", name=self.entries[owner].name),
            "text",
            16,
            PROBLEM if chosen else theme.DISABLED,
            room,
        )
        top = rect.centery - (name.get_height() + held.get_height()) // 2
        surface.blit(name, name.get_rect(midtop=(rect.centerx, top)))
        surface.blit(held, held.get_rect(midtop=(rect.centerx, top + name.get_height())))
