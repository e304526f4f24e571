"""The Arran score calculator as a scene: a real table's fortresses entered by clicks, scored live.

At the end of a game played with the box, someone clicks in what each Lord has in front of them:
the dwarf cards by what is printed on them (points, Malt, Occult, Forge rune), the Pariah tokens
left, the Cognars (with the column of each Mercenary and of Ga'at), the Elite Cognars, the
Certification and the five talions; the Bravery Value beside the entry fills in after every
click. Nothing is scored here: the entries become the document `python main.py score --game arran
FILE.yaml` reads and `calculator.score_table` scores it, so the window and the command cannot
disagree; a table the game cannot produce shows the calculator's one-line message in red.

The game's `GameUI.calculator_scene(app)` (`game.ui.gameui`) imports this module only when the
scene is opened: the calculator brings pydantic and the table data.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.arran.cards import RANK_ALLY, RANK_BLACK
from game.arran.data import ORDER_KEYS
from game.ui import theme
from game.ui.calcscene import FIELD, FIELD_HOT
from game.ui.calcsheet import PROBLEM
from game.ui.games.arran import calctiles
from game.ui.games.arran.calcentry import WANDERERS, placed
from game.ui.games.arran.calcform import CHIP_W, LABEL_W, PARIAH_Y, X0, CalculatorForm
from game.ui.games.arran.calcsheet import MERCENARY, OCCULT
from game.ui.games.arran.palette import MALT, ORDER_COLOURS

INK = theme.INK


class CalculatorScene(CalculatorForm):
    """2–5 Lords' fortresses entered by clicks, with a live sheet computed by the calculator."""

    def _card(self, surface: pygame.Surface, rect: Rect, column: int, text: str, ink: Any) -> None:
        """A dwarf card's printed words in miniature: its rune's letter on top (a Forge
        dwarf), its points in the middle (under the letter), a Malt (amber) or Occult (violet)
        disc below."""
        words = text.split()
        points = next((w for w in words if w.isdigit() and w != "0"), "")
        rune = next((w for w in words if len(w) == 1 and w.isalpha()), "")
        symbols = [MALT if w == "malt" else OCCULT for w in words if w in ("malt", "occult")]
        middle = rect.centery - (3 if symbols else 0)
        if rune:  # letter and points one above the other, both at the reading size
            letter = self.text(rune, "text_bold", theme.MIN_TEXT_PX, ink)
            surface.blit(letter, letter.get_rect(midtop=(rect.centerx, rect.y - 1)))
            middle = rect.centery + 7
        if points:
            label = self.text(points, "text_bold", 17 if not rune else 16, ink)
            surface.blit(label, label.get_rect(center=(rect.centerx, middle)))
        for k, colour in enumerate(symbols):
            r = 5 if points else 8 if not rune else 6
            centre = (
                rect.centerx + 8 * k - 4 * (len(symbols) - 1),
                rect.bottom - 8 if points or rune else rect.centery,
            )
            pygame.draw.circle(surface, colour, centre, r)
            pygame.draw.circle(surface, INK, centre, r, 1)
        if not (points or symbols or rune) and column == 0:
            pygame.draw.circle(surface, ink, rect.center, 3)

    # ------------------------------------------------------------------ drawing

    def draw_entry(self, surface: pygame.Surface) -> None:
        for column in range(len(ORDER_KEYS)):
            self._draw_row(surface, column)
        self._draw_pariah(surface)
        calctiles.draw_cognars(self, surface)
        calctiles.draw_awards(self, surface)
        calctiles.draw_coins(self, surface)

    def _draw_row(self, surface: pygame.Surface, column: int) -> None:
        row, colour = self.row_rect(column), ORDER_COLOURS[column]
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
            label = self.text(
                self.app.t.plural("calculator.ranks", count), "text", 16, theme.TEXT_SOFT
            )
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
        pygame.draw.circle(surface, PROBLEM, centre, 11, 2)

    def _cognar_chip(
        self, surface: pygame.Surface, rect: Rect, column: int, key: str, room: int
    ) -> None:
        card = self.table.cards[self.table.card_ids[key]]
        fill = MERCENARY if card.rank == RANK_BLACK else theme.darker(ORDER_COLOURS[column], 0.8)
        pygame.draw.rect(surface, fill, rect, border_radius=5)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=5)
        worth = card.column_points[column] if card.rank == RANK_ALLY else card.points
        text = str(worth) if worth else card.name.en[:1]
        label = self.text(text, "text_bold", 16, theme.TEXT)
        surface.blit(label, label.get_rect(center=(rect.x + min(room, rect.w) // 2, rect.centery)))

    def _draw_pariah(self, surface: pygame.Surface) -> None:
        t = self.app.t
        label = self.text(t("calculator.pariah"), "text_bold", 17, theme.TEXT_SOFT, 236)
        surface.blit(label, label.get_rect(midleft=(X0 + 4, PARIAH_Y + 17)))
        rects = self.pariah_rects()
        if not rects:
            none = self.text(t("calculator.pariah_none"), "italic", 16, theme.TEXT_SOFT)
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
                pygame.draw.circle(surface, PROBLEM, centre, 6, 2)
