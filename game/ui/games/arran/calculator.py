"""The Arran score calculator as a scene: a real table's fortresses entered by clicks, scored live.

At the end of a game played with the box, someone clicks in what each Lord has in front of them:
the dwarf cards by what is printed on them (points, Malt, Occult, Forge rune), the Pariah tokens
left, the Cognars (with the column of each Mercenary and of Ga'at), the Elite Cognars, the
Certification and the five talions; the Bravery Value beside the entry fills in after every
click. Nothing is scored here: the entries become the document `python main.py score --game arran
FILE.yaml` reads and `calculator.score_table` scores it, so the window and the command cannot
disagree; a table the game cannot produce shows the calculator's one-line message in red.

The game's UI module exports the hook `calculator_scene(app)` (`game.ui.gamekit`), importing this
module only when the scene is opened: the calculator brings pydantic and the table data.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.arran.calculator import COINS_PER_LORD
from game.arran.cards import RANK_ALLY, RANK_BLACK
from game.arran.data import ORDER_KEYS
from game.ui import theme
from game.ui.games.arran import calcsheet, calctiles
from game.ui.games.arran.calcentry import WANDERERS, placed, ranks_word, word
from game.ui.games.arran.calcform import (
    CHIP_W,
    EDITOR,
    LABEL_W,
    MAX_NAME,
    PARIAH_Y,
    SHEET,
    X0,
    X1,
    CalculatorForm,
)
from game.ui.games.arran.calcsheet import MALT, MERCENARY, OCCULT, order_colour
from game.ui.widgets import Button, panel

ENDS_TYPING = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE)
FIELD = (58, 44, 32)  # dark wells: unselected toggles, the name field, add buttons
FIELD_HOT = (84, 64, 44)
LIT = (240, 228, 200)  # a chosen toggle: lit parchment, dark ink
INK = theme.INK


class CalculatorScene(CalculatorForm):
    """2–5 Lords' fortresses entered by clicks, with a live sheet computed by the calculator."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.back = Button(Rect(SHEET.right - 220, SHEET.bottom + 12, 220, 56), "", self._back)

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
            if self.editing and event.key == pygame.K_BACKSPACE:
                self.entry.name = self.entry.name[:-1]
                self.recompute()
            elif self.editing and event.key in ENDS_TYPING:
                self._stop_editing()
            elif event.key == pygame.K_ESCAPE:
                self._back()
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return
        if event.type == pygame.MOUSEWHEEL:
            for i in range(COINS_PER_LORD):  # the wheel over a coin walks its value
                if self.coin_rects(i)[1].collidepoint(self.mouse) and event.y:
                    self.click(("coin_up" if event.y > 0 else "coin_down", i))
            return
        target = self.clicked(event)
        if target is not None:
            self.click(target)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._stop_editing()

    def _start_editing(self) -> None:
        self.editing = True
        if self.entry.name == self._default_name(self.selected):
            self.entry.name = ""  # typing a name should not first mean erasing "Lord 2"
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
        if target[0] == "name":
            if not self.editing:
                self._start_editing()
            return
        self._stop_editing()
        if target[0] == "back":
            self._back()
            return
        self.apply(target)

    # ------------------------------------------------------------------ drawing helpers

    def text(
        self, text: str, face: str, size: int, colour: tuple[int, ...], width: int | None = None
    ) -> pygame.Surface:
        """Rendered text, shrunk to `width` when a long name or translation would overflow."""
        if width is None:
            return self.app.assets.text(text, face, size, colour)
        return self.app.assets.fit(text, face, size, colour, width)

    def well(
        self, surface: pygame.Surface, rect: Rect, lit: bool = False, edge: Any = None
    ) -> None:
        """A toggle's ground: dark when off, lit parchment when chosen, warmer under the mouse."""
        hot = rect.collidepoint(self.mouse)
        pygame.draw.rect(
            surface, LIT if lit else (FIELD_HOT if hot else FIELD), rect, border_radius=7
        )
        colour = theme.HIGHLIGHT if hot else (edge or (theme.GOLD if lit else theme.PANEL_EDGE))
        pygame.draw.rect(surface, colour, rect, 2, border_radius=7)

    def heading(self, surface: pygame.Surface, text: str, y: int) -> None:
        label = self.text(text, "display", 21, theme.GOLD)
        surface.blit(label, (X0, y))
        x = X0 + label.get_width() + 14
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, y + 15), (X1, y + 15), 1)

    def _card(self, surface: pygame.Surface, rect: Rect, column: int, text: str, ink: Any) -> None:
        """A dwarf card's printed words in miniature: rune letter in the corner, points in the
        middle, a Malt (amber) or Occult (violet) disc below."""
        words = text.split()
        points = next((w for w in words if w.isdigit() and w != "0"), "")
        rune = next((w for w in words if len(w) == 1 and w.isalpha()), "")
        symbols = [MALT if w == "malt" else OCCULT for w in words if w in ("malt", "occult")]
        if rune:
            letter = self.text(rune, "text_bold", 12, ink)
            surface.blit(letter, (rect.x + 4, rect.y + 1))
        if points:
            label = self.text(points, "text_bold", 17, ink)
            surface.blit(
                label, label.get_rect(center=(rect.centerx, rect.centery - (3 if symbols else 0)))
            )
        for k, colour in enumerate(symbols):
            r = 5 if points else 8
            centre = (
                rect.centerx + 8 * k - 4 * (len(symbols) - 1),
                rect.bottom - 8 if points else rect.centery,
            )
            pygame.draw.circle(surface, colour, centre, r)
            pygame.draw.circle(surface, INK, centre, r, 1)
        if not (points or symbols or rune) and column == 0:
            pygame.draw.circle(surface, ink, rect.center, 3)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        title = self.text(word(t, "title"), "display_bold", 36, theme.GOLD)
        surface.blit(title, title.get_rect(midleft=(EDITOR.x + 6, 44)))
        rects = self.count_rects()
        label = self.text(word(t, "lords"), "display", 23, theme.TEXT)
        surface.blit(label, label.get_rect(midright=(rects[0].x - 14, rects[0].centery)))
        for i, rect in enumerate(rects):
            hot = rect.collidepoint(self.mouse)
            Button(rect, str(i + 2), lambda: None, primary=self.count == i + 2, hover=hot).draw(
                surface, app.assets
            )
        panel(surface, EDITOR, 200, radius=16)
        panel(surface, SHEET, 215, radius=16)
        self._draw_tabs(surface)
        self._draw_name(surface)
        for column in range(len(ORDER_KEYS)):
            self._draw_row(surface, column)
        self._draw_pariah(surface)
        calctiles.draw_cognars(self, surface)
        calctiles.draw_awards(self, surface)
        calctiles.draw_coins(self, surface)
        calcsheet.draw_sheet(self, surface)
        self.back.label = word(t, "back")
        self.back.hover = self.back.rect.collidepoint(self.mouse)
        self.back.draw(surface, app.assets)

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        totals = [p["total"] for p in self.result["players"]] if self.result else None
        for i, rect in enumerate(self.tab_rects()):
            chosen = i == self.selected
            self.well(surface, rect, lit=chosen)
            score = self.text(
                str(totals[i]) if totals else "—",
                "text_bold",
                21,
                theme.GOLD_DARK if chosen else theme.GOLD,
            )
            surface.blit(score, score.get_rect(midright=(rect.right - 12, rect.centery)))
            room = rect.w - score.get_width() - 36
            name = self.text(
                self.entries[i].name or " ", "text_bold", 19, INK if chosen else theme.TEXT, room
            )
            surface.blit(name, name.get_rect(midleft=(rect.x + 12, rect.centery)))

    def _draw_name(self, surface: pygame.Surface) -> None:
        t, field = self.app.t, self.name_rect()
        label = self.text(word(t, "name"), "display", 21, theme.TEXT_SOFT)
        surface.blit(label, label.get_rect(midleft=(X0, field.centery)))
        if self.editing:
            pygame.draw.rect(surface, (250, 240, 220), field, border_radius=6)
            pygame.draw.rect(surface, theme.HIGHLIGHT, field, 2, border_radius=6)
        else:
            self.well(surface, field)
        ink = INK if self.editing else theme.TEXT
        text = self.text(self.entry.name + ("|" if self.editing else ""), "text_bold", 19, ink)
        surface.blit(text, text.get_rect(midleft=(field.x + 12, field.centery)))
        clear = self.clear_rect()
        Button(clear, word(t, "clear"), lambda: None, hover=clear.collidepoint(self.mouse)).draw(
            surface, self.app.assets
        )
        hint = self.app.assets.wrapped(
            word(t, "hint"), "italic", 16, theme.TEXT_SOFT, X1 - clear.right - 24
        )
        surface.blit(hint, hint.get_rect(midright=(X1, clear.centery)))

    def _draw_row(self, surface: pygame.Surface, column: int) -> None:
        row, colour = self.row_rect(column), order_colour(column)
        band = pygame.Surface(row.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (255, 240, 200, 14), band.get_rect(), border_radius=8)
        surface.blit(band, row.topleft)
        tab = Rect(row.x, row.y, LABEL_W, row.h)
        pygame.draw.rect(surface, colour, tab, border_radius=8)
        pygame.draw.rect(surface, theme.darker(colour, 0.5), tab, 2, border_radius=8)
        name = getattr(self.table.source.orders[column].name, self.app.settings.language)
        label = self.text(name, "display_bold", 19, (255, 250, 236), LABEL_W - 16)
        surface.blit(label, label.get_rect(midleft=(tab.x + 10, tab.centery)))
        for rect, target in self.add_rects(column):
            hot = rect.collidepoint(self.mouse)
            pygame.draw.rect(surface, FIELD_HOT if hot else FIELD, rect, border_radius=6)
            pygame.draw.rect(surface, theme.HIGHLIGHT if hot else colour, rect, 2, border_radius=6)
            self._card(surface, rect, column, target[2], theme.TEXT)
        e = self.entry
        cognars = placed(self.table, e)[column]
        cards = e.cards[column]
        chips = self.chip_rects(column, len(cards) + len(cognars))
        covered = self._covered(column, cognars)
        removable = {t[2]: r for r, t in self.targets() if t[0] == "remove" and t[1] == column}
        for i, rect in enumerate(chips):
            room = chips[i + 1].x - rect.x if i + 1 < len(chips) else CHIP_W
            if i < len(cards):
                hot = removable[i].collidepoint(self.mouse)
                self._chip(surface, rect, colour, hot)
                self._card(surface, Rect(rect.x, rect.y, room, rect.h), column, cards[i], INK)
            else:
                self._cognar_chip(surface, rect, column, cognars[i - len(cards)], room)
            if i in covered:
                self._token(surface, rect, room)
        count = len(cards) + sum(self.table.cards[self.table.card_ids[k]].ranks for k in cognars)
        if count:
            label = self.text(ranks_word(self.app.t, count), "text", 15, theme.TEXT_SOFT)
            surface.blit(label, label.get_rect(midright=(row.right - 8, row.centery)))

    def _covered(self, column: int, cognars: list[str]) -> set[int]:
        """The chips drawn under a Pariah token: the last cards of each value that can carry
        one, as the calculator picks them (which ones does not change the score)."""
        if column != WANDERERS:
            return set()
        values = [
            sum(int(w) for w in text.split() if w.isdigit()) for text in self.entry.cards[column]
        ]
        for key in cognars:
            card = self.table.cards[self.table.card_ids[key]]
            values.append(card.points if card.effect("pariah_check") else -1)
        left, out = dict(self.entry.pariah), set()
        for i in range(len(values) - 1, -1, -1):
            if left.get(values[i], 0) > 0:
                left[values[i]] -= 1
                out.add(i)
        return out

    def _chip(self, surface: pygame.Surface, rect: Rect, colour: Any, hot: bool) -> None:
        pygame.draw.rect(surface, theme.lighter(colour, 0.55), rect, border_radius=5)
        edge = theme.HIGHLIGHT if hot else theme.darker(colour, 0.6)
        pygame.draw.rect(surface, edge, rect, 2, border_radius=5)

    def _token(self, surface: pygame.Surface, rect: Rect, room: int) -> None:
        """A Pariah token on a chip: a dark disc with a red rim over its points."""
        centre = (rect.x + min(room, rect.w) // 2, rect.centery)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.circle(shade, (20, 16, 14, 200), (centre[0] - rect.x, centre[1] - rect.y), 11)
        surface.blit(shade, rect.topleft)
        pygame.draw.circle(surface, calcsheet.PROBLEM, centre, 11, 2)

    def _cognar_chip(
        self, surface: pygame.Surface, rect: Rect, column: int, key: str, room: int
    ) -> None:
        card = self.table.cards[self.table.card_ids[key]]
        fill = MERCENARY if card.rank == RANK_BLACK else theme.darker(order_colour(column), 0.8)
        pygame.draw.rect(surface, fill, rect, border_radius=5)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=5)
        worth = card.column_points[column] if card.rank == RANK_ALLY else card.points
        text = str(worth) if worth else card.name.en[:1]
        label = self.text(text, "text_bold", 15, theme.TEXT)
        surface.blit(label, label.get_rect(center=(rect.x + min(room, rect.w) // 2, rect.centery)))

    def _draw_pariah(self, surface: pygame.Surface) -> None:
        t = self.app.t
        label = self.text(word(t, "pariah"), "text_bold", 17, theme.TEXT_SOFT, 236)
        surface.blit(label, label.get_rect(midleft=(X0 + 4, PARIAH_Y + 17)))
        rects = self.pariah_rects()
        if not rects:
            none = self.text(word(t, "pariah_none"), "italic", 15, theme.TEXT_SOFT)
            surface.blit(none, none.get_rect(midleft=(X0 + 250, PARIAH_Y + 17)))
        for rect, value in rects:
            tokens = self.entry.pariah.get(value, 0)
            self.well(surface, rect, lit=tokens > 0)
            ink = INK if tokens else theme.TEXT
            number = self.text(str(value), "text_bold", 17, ink)
            surface.blit(number, number.get_rect(midleft=(rect.x + 8, rect.centery)))
            for k in range(tokens):
                centre = (rect.right - 12 - 13 * k, rect.centery)
                pygame.draw.circle(surface, (30, 24, 20), centre, 6)
                pygame.draw.circle(surface, calcsheet.PROBLEM, centre, 6, 2)

    def problem_rect(self) -> Rect:
        """Where the refused table's message is drawn, so a test can look at those pixels."""
        return calcsheet.problem_rect()
