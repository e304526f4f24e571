"""What the taverns games lay over their table alike: the evaluation of awards at the end of the
first age, the hall of recruits, a zoomed card and the live score pad; what the pointer hovers,
what the tooltip and the log say about it (each game's describer and log writer)."""

from __future__ import annotations

from typing import Any, ClassVar

import pygame
from pygame import Rect

from game.core.events import Event
from game.ui import theme
from game.ui.games import Item, Segment
from game.ui.scorepad import LABEL_W, column_width, draw_table
from game.ui.table import chrome
from game.ui.tavernkit.base import TavernsBase
from game.ui.widgets import dialog, dim, glow

EVALUATION_STEP_MS = 650  # the evaluation reveals one award after another


class TavernsPanels(TavernsBase):
    """A part of a taverns presenter. The game sets the class attributes (its panels' look) and
    writes the hooks (`_draw_award`, `_hall_row`, `_draw_zoomed`, `_zoom_text`,
    `_describer`, `hover_items`)."""

    EVALUATION_TOP: ClassVar[int] = 200
    EVALUATION_ROW_H: ClassVar[int] = 74
    EVALUATION_TITLE: ClassVar[str] = ""  # the panel's title (a string key)
    NOBODY_WORD: ClassVar[str] = ""  # an award nobody won (a string key)
    EVALUATION_AHEAD: ClassVar[bool] = False  # the awards still to come show dimmed, "?"
    RECRUIT: ClassVar[type[Any]]  # the action that recruits from the hall (its `key` names whom)
    SCORES_TOP: ClassVar[int] = 110
    SCORES_H: ClassVar[int] = 620

    def news_avoid(self) -> list[Rect]:
        """The hall, the drawn cards, the log, the evaluation, the choices, the taverns during a
        bid, and what the game always keeps in sight (`_news_always`)."""
        assert self.lay is not None
        rects = self._news_always()
        if self._hall_open():
            rects.append(self.lay.hall_panel)
        if self.lay.drawn:
            rects.append(self.lay.drawn_panel)
        if self.table.log_open:
            rects.append(chrome.LOG_PANEL)
        if self._owes_bid():
            rects += self.lay.tavern_rows
        return rects + [r for r in (self._choices_area(), self._evaluation_box()) if r]

    def panels(self) -> list[Rect]:
        """The hall shades the whole table; the evaluation and the choices cover part."""
        if self._hall_open():
            return [chrome.SCREEN]
        return [r for r in (self._evaluation_box(), self._choices_area()) if r is not None]

    def draw_panels(self, surface: pygame.Surface) -> None:
        self._draw_evaluation(surface)
        self._draw_scores(surface)
        self._draw_zoom(surface)

    # ------------------------------------------------------------------ hooks

    def _news_always(self) -> list[Rect]:
        """What news never covers, whatever happens (nothing by default)."""
        return []

    def _draw_award(self, surface: pygame.Surface, award: Any, x: int, y: int) -> int:
        """An award's face and name on the evaluation's row at `y`; returns how far under `y`
        its winner's name goes."""
        raise NotImplementedError

    def _hall_row(self, key: str, rect: Rect) -> pygame.Surface:
        """A recruit's row in the hall: its face or portrait with its whole text."""
        raise NotImplementedError

    def _draw_zoomed(self, surface: pygame.Surface, key: str) -> Rect:
        """The zoomed card's face, large; returns where it is."""
        raise NotImplementedError

    def _zoom_text(self, key: str) -> str:
        """The zoomed card's whole description."""
        raise NotImplementedError

    def _describer(self) -> Any:
        """What the tooltip says (`describe(kind, what, view)`)."""
        raise NotImplementedError

    def hover_items(self, view: dict[str, Any], lay: Any) -> list[Item]:
        """What the pointer may hover in `view` laid out as `lay`, bottom first."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the evaluation

    def _evaluation_box(self) -> Rect | None:
        if self.evaluation_clock is None or not self.evaluation:
            return None
        return Rect(
            chrome.W // 2 - 330,
            self.EVALUATION_TOP,
            660,
            96 + self.EVALUATION_ROW_H * len(self.evaluation),
        )

    def award_row(self, index: int) -> Rect:
        """Where the evaluation shows its `index`th award: a moment lights it as it shows."""
        y = self.EVALUATION_TOP + 70 + index * self.EVALUATION_ROW_H
        return Rect(chrome.W // 2 - 330 + 16, y - 6, 660 - 32, self.EVALUATION_ROW_H - 4)

    def _draw_evaluation(self, surface: pygame.Surface) -> None:
        """The evaluation: each award and who won it, revealed one after another."""
        box = self._evaluation_box()
        if box is None or self.evaluation_clock is None:
            return
        app, t = self.app, self.app.t
        shown = int(self.evaluation_clock // EVALUATION_STEP_MS) + 1
        dialog(surface, box, radius=16)
        title = app.assets.text(t(self.EVALUATION_TITLE), "display_bold", 30, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 16)))
        for i, (award, seat) in enumerate(self.evaluation[:shown]):
            y = box.y + 70 + i * self.EVALUATION_ROW_H
            below = self._draw_award(surface, award, box.x, y)
            who = self.table.seat_name(seat) if seat is not None else t(self.NOBODY_WORD)
            colour = theme.HIGHLIGHT if seat is not None else theme.TEXT_SOFT
            winner = app.assets.text(who, "text_bold", 22, colour)
            surface.blit(winner, winner.get_rect(topright=(box.right - 40, y + below)))
        if self.EVALUATION_AHEAD:
            self._draw_awards_ahead(surface, box, shown)

    def _draw_awards_ahead(self, surface: pygame.Surface, box: Rect, shown: int) -> None:
        """The awards not yet unfolded, dimmed on their rows with "?" for their winner: the
        player sees from the start how many are coming and which."""
        dots = self.app.assets.text("?", "text_bold", 22, theme.TEXT_SOFT)
        for i, (award, _) in enumerate(self.evaluation[shown:], start=shown):
            y = 70 + i * self.EVALUATION_ROW_H
            row = pygame.Surface((box.w, self.EVALUATION_ROW_H), pygame.SRCALPHA)
            below = self._draw_award(row, award, 0, 0)
            row.blit(dots, dots.get_rect(topright=(box.w - 40, below)))
            row.set_alpha(80)
            surface.blit(row, (box.x, box.y + y))

    # ------------------------------------------------------------------ the hall

    def _hall_open(self) -> bool:
        return self.viewer in self.session.waiting_humans() and self.pending() == "recruit"

    def _draw_hall(self, surface: pygame.Surface) -> None:
        """The hall during a recruitment: every recruit still available as a row with its text,
        the ones the rules allow now lit, the others dimmed."""
        assert self.lay is not None
        if not self._hall_open():
            return
        app = self.app
        legal = {
            a.key
            for a in self.session.state.legal_actions(self.viewer)
            if isinstance(a, self.RECRUIT)
        }
        dim(surface, 120)
        hall = self.lay.hall_panel
        dialog(surface, hall, radius=16)
        title = app.assets.text(app.t("prompt.recruit"), "display_bold", 26, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(hall.centerx, hall.y + 14)))
        for key, rect in self.lay.hall.items():
            row = self._hall_row(key, rect)
            if key in legal:
                surface.blit(row, rect)
                glow(surface, rect, theme.HIGHLIGHT, 2)
            else:
                faded = row.copy()
                faded.set_alpha(90)
                surface.blit(faded, rect)

    # ------------------------------------------------------------------ zoom and scores

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        """A card shown large (right-click), its whole description beside it."""
        if self.table.zoom is None:
            return
        dim(surface, 160)
        rect = self._draw_zoomed(surface, self.table.zoom)
        text = self.app.assets.wrapped(
            self._zoom_text(self.table.zoom), "text", 22, theme.TEXT, 420
        )
        box = Rect(rect.right + 30, rect.y + 40, 460, text.get_height() + 40)
        dialog(surface, box, radius=12)
        surface.blit(text, (box.x + 20, box.y + 20))

    def _draw_scores(self, surface: pygame.Surface) -> None:
        """The live score pad of every chair, category by category; equal totals share a place,
        and every best total is marked."""
        if not self.table.show_scores:
            return
        app = self.app
        dim(surface, 150)
        sheets = self.view["scores"]
        width = LABEL_W + column_width(len(sheets), 960) * len(sheets)
        box = Rect(chrome.W // 2 - width // 2 - 40, self.SCORES_TOP, width + 80, self.SCORES_H)
        dialog(surface, box, radius=16)
        title = app.assets.text(app.t("scores.live"), "display_bold", 26, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 14)))
        totals = [s["total"] for s in sheets]
        self.score_pad = draw_table(
            surface,
            app,
            [self.table.seat_name(seat) for seat in range(len(sheets))],  # a solo clan's too
            sheets,
            [i for i, total in enumerate(totals) if total == max(totals)],
            Rect(box.x + 40, box.y + 60, width, box.h - 80),
            [1 + sum(other > mine for other in totals) for mine in totals],
        )

    # ------------------------------------------------------------------ help and log

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        assert self.lay is not None
        key = (self.pad.key(), tuple(sorted(self.session.held)))
        if self._hover_lay is not self.lay or self._hover_for != key:  # a new view, or coins
            # of a draft or a held bid moved: they are hovered where they show
            shown = [self._shown_seat(s) for s in range(len(self.view["seats"]))]
            view = {**self.view, "seats": [seat_view for seat_view, _ in shown]}
            gone = {
                tuple(self.lay.seats[s].hand[i])
                for s, (_, hidden) in enumerate(shown)
                if s in self.lay.seats
                for i in hidden
                if i < len(self.lay.seats[s].hand)
            }
            self._hover_items = [
                item
                for item in self.hover_items(view, self.lay)[::-1]
                if not (item[1] == "coin" and tuple(item[0]) in gone)
            ]
            self._hover_rects = [item[0] for item in self._hover_items]
            self._hover_for, self._hover_lay = key, self.lay
        found = Rect(pos, (1, 1)).collidelist(self._hover_rects)  # the first, in C
        if found < 0:
            return None
        item = self._hover_items[found]
        drawn = bool(self.lay.drawn) and self.lay.drawn_panel.collidepoint(pos)
        return None if drawn and item[0] not in self.lay.drawn.values() else item

    def describe(self, item: Item) -> str:
        text: str = self._describer().describe(item[1], item[2], self.view)
        return text

    def log_line(self, event: Event) -> list[Segment] | None:
        line: list[Segment] | None = self.writer.line(event)
        return line
