"""Tiny Auction at the table: boxes and words drawn with code, to prove a game brings only its
presenter to the shared table shell (`game.ui.table`) and needs no edit of it.

The offered card sits in the middle; each chair's box along the foot shows its coins, its kept
cards and its bid. The chair in front of the screen clicks a coin (or Pass) under the card to
bid, and Keep or Let go when it has won the card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.core.events import Event
from game.ui import theme
from game.ui.baselayer import Part
from game.ui.games import Item, Presenter, Segment, Target
from game.ui.gameui import GameUI
from game.ui.table import chrome
from game.ui.widgets import Button, panel
from tests.tinygame.rules import HIDDEN, NONE, Bid, Keep, Let

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

CARD = Rect(chrome.W // 2 - 60, 120, 120, 168)
BUTTON_W, BUTTON_H, GAP = 120, 48, 16
BUTTONS_Y = 340
SEATS_Y, SEAT_H = 560, 300


def make_presenter(table: TableScene) -> Presenter:
    return TinyPresenter(table)


UI = GameUI(make_presenter=make_presenter)


def seat_rect(seat: int, players: int) -> Rect:
    width = (chrome.W - 16 - 12 * (players - 1)) // players
    return Rect(8 + seat * (width + 12), SEATS_Y, width, SEAT_H)


class TinyPresenter(Presenter):
    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.buttons: list[tuple[Rect, str, Target]] = []

    # ------------------------------------------------------------------ the view

    def sync(self, old_view: Mapping[str, Any] | None) -> None:
        """Nothing moves in Tiny Auction: the table is drawn as the view says."""

    def on_event(self, event: Event) -> None:
        if event.kind == "card_kept":
            name = self.table.seat_name(event.seat)
            self.table.banner(f"{name} keeps the {event.data[0]}")

    # ------------------------------------------------------------------ input

    def _legal(self) -> list[Any]:
        session = self.table.session
        if self.table.viewer not in session.waiting_humans():
            return []
        return list(session.state.legal_actions(self.table.viewer))

    def targets(self) -> list[tuple[Rect, Target]]:
        legal = self._legal()
        labels = [self._label(action) for action in legal]
        total = len(legal) * (BUTTON_W + GAP) - GAP
        left = chrome.W // 2 - total // 2
        self.buttons = [
            (Rect(left + i * (BUTTON_W + GAP), BUTTONS_Y, BUTTON_W, BUTTON_H), label, ("act", a))
            for i, (label, a) in enumerate(zip(labels, legal, strict=True))
        ]
        players = len(self.table.session.seats)
        scores = (seat_rect(self.table.viewer, players), ("scores",))
        return [scores, *((rect, target) for rect, _, target in self.buttons)]

    @staticmethod
    def _label(action: Any) -> str:
        if isinstance(action, Bid):
            return f"Bid {action.coin}" if action.coin else "Pass"
        if isinstance(action, Keep):
            return "Keep"
        assert isinstance(action, Let)
        return "Let go"

    # ------------------------------------------------------------------ drawing

    def title(self) -> str:
        view = self.table.view
        return f"Round {min(view['round'], view_rounds(view))} of {view_rounds(view)}"

    def prompt(self) -> str:
        session, view = self.table.session, self.table.view
        state = session.state
        if state.is_over():
            return "The auction is over"
        if self.table.viewer in session.waiting_humans():
            if state.pending() == "bids":
                return f"Bid a coin for the {view['offer']}"
            return f"Keep the {view['offer']} for your coin, or let it go?"
        waiting = state.to_move()
        return f"Waiting for {self.table.seat_name(waiting[0])}" if waiting else ""

    def parts(self) -> list[Part]:
        view, session = self.table.view, self.table.session
        key = (repr(view), tuple(sorted(session.held)), self.table.viewer)
        area = Rect(0, chrome.HEADER.bottom, chrome.W, chrome.H - chrome.HEADER.bottom)
        return [Part("table", key, area, self._draw_table)]

    def _text(self, text: str, size: int = 20, colour: tuple[int, ...] = theme.TEXT) -> Any:
        return self.table.app.assets.text(text, "text_bold", size, colour)

    def _draw_table(self, surface: pygame.Surface) -> None:
        view, session = self.table.view, self.table.session
        if view["offer"] >= 0:
            panel(surface, CARD, 235, radius=10, edge=theme.GOLD)
            value = self._text(str(view["offer"]), 64, theme.GOLD)
            surface.blit(value, value.get_rect(center=CARD.center))
        deck = self._text(f"Deck: {view['deck']}", 18)
        surface.blit(deck, deck.get_rect(midleft=(CARD.right + 30, CARD.centery)))
        players = len(session.seats)
        for seat in range(players):
            box = seat_rect(seat, players)
            panel(surface, box, 215, radius=10)
            lines = [
                session.seats[seat].name,
                "Coins: " + " ".join(str(c) for c in view["hands"][seat]),
                "Kept: " + (" ".join(str(c) for c in view["kept"][seat]) or "-"),
                "Bid: " + self._bid(view, seat),
                f"Score: {sum(view['kept'][seat]) + sum(view['hands'][seat])}",
            ]
            for i, line in enumerate(lines):
                label = self._text(line, 22 if i == 0 else 18)
                surface.blit(label, (box.x + 16, box.y + 14 + i * 40))

    def _bid(self, view: Mapping[str, Any], seat: int) -> str:
        if seat in self.table.session.held:
            return "made"
        bid = view["bids"][seat]
        return {NONE: "-", HIDDEN: "made"}.get(bid, str(bid))

    def decorates(self) -> bool:
        return bool(self.buttons)

    def decorate(self, surface: pygame.Surface) -> None:
        for rect, label, _ in self.buttons:
            Button(rect, label, lambda: None, primary=True).draw(surface, self.table.app.assets)

    def draw_panels(self, surface: pygame.Surface) -> None:
        if not self.table.show_scores:
            return
        outcome = self.table.session.state.outcome()
        box = Rect(chrome.W // 2 - 300, 150, 600, 80 + 40 * len(outcome.sheets))
        panel(surface, box, 240, radius=12, edge=theme.GOLD)
        for seat, sheet in enumerate(outcome.sheets):
            name = self.table.seat_name(seat)
            row = f"{name}: cards {sheet['cards']}, coins {sheet['coins']}, total {sheet['total']}"
            surface.blit(self._text(row), (box.x + 30, box.y + 40 + 40 * seat))

    # ------------------------------------------------------------------ help and log

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        if CARD.collidepoint(pos) and self.table.view["offer"] >= 0:
            return (CARD, "card", self.table.view["offer"])
        return None

    def describe(self, item: Item) -> str:
        return f"A card worth {item[2]} points to whoever keeps it"

    def log_line(self, event: Event) -> list[Segment] | None:
        seats = self.table.session.seats
        if event.kind == "card_offered":
            return [("text", f"Round {event.data[1]}: the {event.data[0]} is offered")]
        if event.kind == "bids_revealed":
            return [("text", "Bids: " + ", ".join(str(b) for b in event.data))]
        if event.kind == "card_kept":
            return [("text", f"{seats[event.seat].name} keeps the {event.data[0]}")]
        if event.kind == "card_discarded":
            return [("text", f"The {event.data[0]} is discarded")]
        return None


def view_rounds(view: Mapping[str, Any]) -> int:
    return 5 if view["options"]["long"] else 3
