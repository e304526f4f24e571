"""The score calculator as a scene: a real table's armies entered by clicks, scored live.

At the end of a game played with the physical box, someone at the table clicks in what each player
has in front of them (dwarf cards by bravery value, heroes, distinctions, the five coins) and the
score sheet beside the entry fills in after every click. The sheet is never computed here: the
entries become the same table document `python main.py score FILE.yaml` reads, and
`calculator.score_table` validates and scores it, so the window and the command cannot disagree.
A table the game cannot produce (a hero in two armies, too many coins of a value) shows the
calculator's one-line message in red instead of a score, exactly as the command would refuse it.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.nidavellir.calculator import COINS_PER_PLAYER
from game.nidavellir.data import CLASS_KEYS
from game.ui import theme
from game.ui.games.nidavellir import calcsheet
from game.ui.games.nidavellir.calcentry import bonus_ranks
from game.ui.games.nidavellir.calcform import (
    CHIP_W,
    COINS_Y,
    DIST_Y,
    EDITOR,
    FIELD,
    FIELD_HOT,
    HEROES_Y,
    LABEL_W,
    LIT,
    MAX_NAME,
    X0,
    X1,
    CalculatorForm,
)
from game.ui.games.nidavellir.calcsheet import PROBLEM, SHEET
from game.ui.widgets import Button, panel


class CalculatorScene(CalculatorForm):
    """2–5 players' armies entered by clicks, with a live score sheet computed by the calculator."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.back = Button(Rect(SHEET.right - 220, SHEET.bottom + 14, 220, 54), "", self._back)

    # ------------------------------------------------------------------ events

    def _back(self) -> None:
        self._stop_editing()
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing and event.type == pygame.TEXTINPUT:
            if len(self.entry.name) < MAX_NAME:
                self.entry.name += event.text
                self.recompute()
            return
        if event.type == pygame.KEYDOWN:
            if self.editing:
                if event.key == pygame.K_BACKSPACE:
                    self.entry.name = self.entry.name[:-1]
                    self.recompute()
                elif event.key in (
                    pygame.K_RETURN,
                    pygame.K_KP_ENTER,
                    pygame.K_TAB,
                    pygame.K_ESCAPE,
                ):
                    self._stop_editing()
            elif event.key == pygame.K_ESCAPE:
                self._back()
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.back.handle(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self._wheel(event.y)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        for rect, target in self.targets():
            if rect.collidepoint(event.pos):
                self.click(target)
                return
        self._stop_editing()

    def _wheel(self, amount: int) -> None:
        """The wheel over a coin walks its value, quicker than many clicks on + or −."""
        for i in range(COINS_PER_PLAYER):
            if self._coin_rects(i)[1].collidepoint(self.mouse) and amount:
                self.click(("coin_up" if amount > 0 else "coin_down", i))
                return

    def _start_editing(self) -> None:
        self.editing = True
        if self.entry.name == self._default_name(self.selected):
            self.entry.name = ""  # typing a name should not first mean erasing "Player 2"
        pygame.key.start_text_input()

    def _stop_editing(self) -> None:
        if self.editing:
            self.editing = False
            self.entry.name = self.entry.name.strip() or self._default_name(self.selected)
            pygame.key.stop_text_input()
            self.recompute()

    def click(self, target: tuple[Any, ...]) -> None:
        """Apply one click's meaning to the entries, then score the table again."""
        self.app.play("click")
        kind = target[0]
        if kind == "name":
            if not self.editing:
                self._start_editing()
            return
        self._stop_editing()
        e = self.entry
        if kind == "count":
            self.count = target[1]
            self.selected = min(self.selected, self.count - 1)
        elif kind == "tab":
            self.selected = target[1]
        elif kind == "clear":
            self.entries[self.selected] = self._blank(self.selected)
            self.entries[self.selected].name = e.name
        elif kind == "add":
            e.cards[target[1]].append(target[2])
            e.cards[target[1]].sort()
        elif kind == "more":
            e.cards[target[1]].append(0)
        elif kind in ("less", "remove"):
            cards = e.cards[target[1]]
            if cards:
                cards.pop(target[2] if kind == "remove" else -1)
        elif kind == "hero":
            self._toggle(e.heroes, target[1])
            if "ylud" not in e.heroes:
                e.ylud = None
        elif kind == "ylud":
            e.ylud = target[1]
        elif kind == "distinction":
            self._toggle(e.distinctions, target[1])
            if not self._holds_armorer(e):
                e.armorer_card_discarded = False
        elif kind == "armorer_discarded":
            e.armorer_card_discarded = not e.armorer_card_discarded
        elif kind in ("coin_up", "coin_down"):
            i = target[1]
            step = self.steps.index(e.coins[i]) + (1 if kind == "coin_up" else -1)
            e.coins[i] = self.steps[max(0, min(len(self.steps) - 1, step))]
        elif kind == "back":
            self._back()
            return
        self.recompute()

    @staticmethod
    def _toggle(items: list[str], key: str) -> None:
        if key in items:
            items.remove(key)
        else:
            items.append(key)

    # ------------------------------------------------------------------ drawing

    def text(
        self, text: str, face: str, size: int, colour: tuple[int, ...], width: int | None = None
    ) -> pygame.Surface:
        """Rendered text, shrunk to `width` when a long name or translation would overflow."""
        if width is None:
            return self.app.assets.text(text, face, size, colour)
        return self.app.assets.fit(text, face, size, colour, width)

    def _well(
        self,
        surface: pygame.Surface,
        rect: Rect,
        lit: bool = False,
        edge: tuple[int, ...] = theme.PANEL_EDGE,
        radius: int = 7,
    ) -> None:
        """A toggle's ground: dark when off, lit parchment when chosen, warmer under the mouse."""
        hot = rect.collidepoint(self.mouse)
        fill = LIT if lit else (FIELD_HOT if hot else FIELD)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        colour = theme.HIGHLIGHT if hot else (theme.GOLD if lit else edge)
        pygame.draw.rect(surface, colour, rect, 2, border_radius=radius)

    def _heading(self, surface: pygame.Surface, text: str, y: int) -> None:
        label = self.text(text, "display", 22, theme.GOLD)
        surface.blit(label, (X0, y))
        line_x = X0 + label.get_width() + 14
        pygame.draw.line(surface, theme.PANEL_EDGE, (line_x, y + 16), (X1, y + 16), 1)

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        title = self.text(t("calculator.title"), "display_bold", 38, theme.GOLD)
        surface.blit(title, title.get_rect(midleft=(EDITOR.x + 6, 46)))
        self._draw_count(surface)
        panel(surface, EDITOR, 200, radius=16)
        panel(surface, SHEET, 215, radius=16)
        self._draw_tabs(surface)
        self._draw_name(surface)
        removable = {(t[1], t[2]): rect for rect, t in self.targets() if t[0] == "remove"}
        for cls in range(len(CLASS_KEYS)):
            self._draw_class_row(surface, cls, removable)
        self._draw_heroes(surface)
        self._draw_distinctions(surface)
        self._draw_coins(surface)
        calcsheet.draw_sheet(self, surface)
        self.back.label = t("calculator.back")
        self.back.draw(surface, app.assets)

    def _draw_count(self, surface: pygame.Surface) -> None:
        rects = self._count_rects()
        label = self.text(self.app.t("calculator.players"), "display", 24, theme.TEXT)
        surface.blit(label, label.get_rect(midright=(rects[0].x - 14, rects[0].centery)))
        for i, rect in enumerate(rects):
            button = Button(
                rect,
                str(i + 2),
                lambda: None,
                primary=self.count == i + 2,
                hover=rect.collidepoint(self.mouse),
            )
            button.draw(surface, self.app.assets)

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        totals = [p["total"] for p in self.result["players"]] if self.result else None
        for i, rect in enumerate(self._tab_rects()):
            chosen = i == self.selected
            self._well(surface, rect, lit=chosen, radius=9)
            ink = theme.INK if chosen else theme.TEXT
            total = str(totals[i]) if totals else "—"
            score = self.text(total, "text_bold", 22, theme.GOLD_DARK if chosen else theme.GOLD)
            surface.blit(score, score.get_rect(midright=(rect.right - 14, rect.centery)))
            room = rect.w - score.get_width() - 40
            name = self.text(self.entries[i].name or " ", "text_bold", 20, ink, room)
            surface.blit(name, name.get_rect(midleft=(rect.x + 14, rect.centery)))

    def _draw_name(self, surface: pygame.Surface) -> None:
        t = self.app.t
        label = self.text(t("calculator.name"), "display", 22, theme.TEXT_SOFT)
        field_rect = self._name_rect()
        surface.blit(label, label.get_rect(midleft=(X0, field_rect.centery)))
        if self.editing:
            pygame.draw.rect(surface, (250, 240, 220), field_rect, border_radius=6)
            pygame.draw.rect(surface, theme.HIGHLIGHT, field_rect, 2, border_radius=6)
        else:
            self._well(surface, field_rect, radius=6)
        ink = theme.INK if self.editing else theme.TEXT
        text = self.text(self.entry.name + ("|" if self.editing else ""), "text_bold", 20, ink)
        surface.blit(text, text.get_rect(midleft=(field_rect.x + 12, field_rect.centery)))
        clear = self._clear_rect()
        Button(
            clear, t("calculator.clear"), lambda: None, hover=clear.collidepoint(self.mouse)
        ).draw(surface, self.app.assets)
        hint = self.app.assets.wrapped(
            t("calculator.hint"), "italic", 16, theme.TEXT_SOFT, X1 - clear.right - 24
        )
        surface.blit(hint, hint.get_rect(midright=(X1, clear.centery)))

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
        row = self._row_rect(cls)
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
        for rect, target in self._add_rects(cls):
            hot = rect.collidepoint(self.mouse)
            pygame.draw.rect(surface, FIELD_HOT if hot else FIELD, rect, border_radius=6)
            pygame.draw.rect(surface, theme.HIGHLIGHT if hot else colour, rect, 2, border_radius=6)
            text = {"less": "−", "more": "+"}.get(target[0], str(target[-1]))
            face, size = ("display_bold", 26) if target[0] != "add" else ("text_bold", 18)
            label = self.text(text, face, size, theme.TEXT)
            surface.blit(label, label.get_rect(center=(rect.centerx, rect.centery + 1)))
        e = self.entry
        cards = e.cards[key]
        bonus = bonus_ranks(self.rules, e)[cls]
        rects = self._chip_rects(cls, len(cards) + len(bonus))
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
        self._heading(surface, t("calculator.heroes"), HEROES_Y)
        lang = self.app.settings.language
        for i, key in enumerate(self.heroes):
            hero = self.rules.hero(key)
            rect = self._hero_rect(i)
            chosen = key in e.heroes
            owner = self.owner("hero", key)
            self._well(
                surface,
                rect,
                lit=chosen,
                edge=PROBLEM if chosen and owner is not None else theme.PANEL_EDGE,
            )
            colour = theme.CLASS_COLOURS[hero.cls]
            square = Rect(rect.x, rect.y, 38, rect.h)
            pygame.draw.rect(
                surface, colour, square, border_top_left_radius=7, border_bottom_left_radius=7
            )
            icon = self.app.assets.icon(theme.CLASS_ICONS[hero.cls], 26)
            surface.blit(icon, icon.get_rect(center=square.center))
            full = str(getattr(hero.name, lang))
            first, _, rest = full.partition(" ")
            dim = owner is not None and not chosen
            ink = theme.INK if chosen else (theme.DISABLED if dim else theme.TEXT)
            soft = theme.INK_SOFT if chosen else theme.TEXT_SOFT
            room = rect.w - square.w - 12
            head = self.text(first, "display_bold", 17, ink, room)
            surface.blit(head, (square.right + 7, rect.y + 1))
            if owner is not None:
                rest = t("calculator.held_by", name=self.entries[owner].name)
                soft = PROBLEM if chosen else theme.DISABLED
            if rest:  # the epithet, on two lines rather than squeezed below reading size
                sub = self.app.assets.wrapped(rest, "text", 12, soft, room)
                surface.blit(sub, (square.right + 7, rect.y + 21), Rect(0, 0, room, rect.h - 22))
        if "ylud" in e.heroes:
            rects = self._ylud_rects()
            label = self.text(
                t("calculator.ylud_column"),
                "text_bold",
                17,
                theme.TEXT if e.ylud else theme.HIGHLIGHT,
            )
            surface.blit(label, label.get_rect(midright=(rects[0].x - 12, rects[0].centery)))
            for cls, (rect, key) in enumerate(zip(rects, CLASS_KEYS, strict=True)):
                chosen = e.ylud == key
                hot = rect.collidepoint(self.mouse)
                colour = theme.CLASS_COLOURS[cls]
                fill = colour if chosen or hot else tuple(int(c * 0.45) for c in colour)
                pygame.draw.rect(surface, fill, rect, border_radius=6)
                edge = theme.HIGHLIGHT if chosen or hot else theme.PANEL_EDGE
                pygame.draw.rect(surface, edge, rect, 3 if chosen else 2, border_radius=6)
                icon = self.app.assets.icon(theme.CLASS_ICONS[cls], 24)
                surface.blit(icon, icon.get_rect(center=rect.center))

    def _draw_distinctions(self, surface: pygame.Surface) -> None:
        t, e = self.app.t, self.entry
        self._heading(surface, t("calculator.distinctions"), DIST_Y)
        lang = self.app.settings.language
        if self._holds_armorer(e):
            box = self._discarded_rect()
            self._well(surface, box, lit=e.armorer_card_discarded)
            if e.armorer_card_discarded:
                tick = [
                    (box.x + 7, box.centery),
                    (box.x + 13, box.bottom - 8),
                    (box.right - 6, box.y + 7),
                ]
                pygame.draw.lines(surface, theme.INK, False, tick, 3)
            label = self.text(t("calculator.armorer_card_discarded"), "text", 15, theme.TEXT)
            surface.blit(label, label.get_rect(midright=(box.x - 10, box.centery)))
        for i, d in enumerate(self.rules.distinctions):
            rect = self._distinction_rect(i)
            chosen = d.key in e.distinctions
            owner = self.owner("distinction", d.key)
            conflict = chosen and owner is not None
            self._well(surface, rect, lit=chosen, edge=PROBLEM if conflict else theme.PANEL_EDGE)
            token = self.app.faces.distinction(i, 38, 38)
            surface.blit(token, token.get_rect(midleft=(rect.x + 8, rect.centery)))
            room = rect.w - 64
            dim = owner is not None and not chosen
            ink = theme.INK if chosen else (theme.DISABLED if dim else theme.TEXT)
            size = 15 if owner is None else 13
            name = self.app.assets.wrapped(str(getattr(d.name, lang)), "text_bold", size, ink, room)
            if owner is None:
                surface.blit(name, name.get_rect(midleft=(rect.x + 56, rect.centery)))
                continue
            held = self.text(
                t("calculator.held_by", name=self.entries[owner].name),
                "text",
                13,
                PROBLEM if conflict else theme.DISABLED,
                room,
            )
            top = rect.centery - (name.get_height() + held.get_height()) // 2
            surface.blit(name, (rect.x + 56, top))
            surface.blit(held, (rect.x + 56, top + name.get_height()))

    def _draw_coins(self, surface: pygame.Surface) -> None:
        t, e = self.app.t, self.entry
        self._heading(surface, t("calculator.coins"), COINS_Y)
        for i, code in enumerate(e.coins):
            less, coin, more = self._coin_rects(i)
            socket = self.app.faces.socket(coin.w + 10)
            surface.blit(socket, socket.get_rect(center=coin.center))
            face = self.app.faces.coin(code, coin.w)
            surface.blit(face, coin)
            index = self.steps.index(code)
            for rect, text, enabled in (
                (less, "−", index > 0),
                (more, "+", index < len(self.steps) - 1),
            ):
                hot = enabled and rect.collidepoint(self.mouse)
                pygame.draw.circle(surface, FIELD_HOT if hot else FIELD, rect.center, rect.w // 2)
                edge = theme.HIGHLIGHT if hot else (theme.GOLD if enabled else theme.DISABLED)
                pygame.draw.circle(surface, edge, rect.center, rect.w // 2, 2)
                label = self.text(
                    text, "display_bold", 26, theme.TEXT if enabled else theme.DISABLED
                )
                surface.blit(label, label.get_rect(center=(rect.centerx, rect.centery + 1)))

    def problem_rect(self) -> Rect:
        """Where the refused table's message is drawn, so a test can look at those pixels."""
        return calcsheet.problem_rect()
