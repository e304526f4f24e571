"""Guerres d'Arran at the table: its layout from the view, clicks on cards, talions, columns and
buttons turned into legal actions, the bid drafted on the board (the shared bid pad), and what
each event animates.

Every decision is made with the mouse where its thing lies: a dwarf in its tavern (take it, or
discard one with two Lords), a talion on the board (the Talion dwarf's purse upgrade, Derdhr's +5),
a Cognar in the recruitment hall, a column of the fortress (a Mercenary's or Ga'at's), one of the
cards Svara looks at; the give-up between two equal talions is a pair of buttons.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.arran.actions import Column, Discard, GiveUp, Keep, Recruit
from game.arran.cards import SHIELD
from game.core.events import Event
from game.taverns import coins as cn
from game.taverns.actions import HAND, Action, Bid, Pick, Transform
from game.ui.bidpad import BidPad
from game.ui.games import Target
from game.ui.games.arran import layout as L
from game.ui.games.arran.base import Flight
from game.ui.games.arran.boards import TableArtist
from game.ui.games.arran.drawing import ArranDrawing
from game.ui.games.arran.faces import Faces
from game.ui.games.arran.log import LogWriter
from game.ui.games.arran.panels import EVALUATION_STEP_MS, ArranPanels
from game.ui.table import chrome

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

# Decisions made with a Lord's own secrets in view: the sealed bid, Svara's look at the deck, a
# talion to change among hidden ones.
PRIVATE_DECISIONS = frozenset({"bids", "svara", "transform", "upgrade_purse", "give_up"})
EVALUATION_HOLD_MS = 2600  # the Order Evaluation stays this long after its last award
SOUNDS = {
    "card_taken": "card",
    "bids_revealed": "flip",
    "coin_transformed": "coins",
    "coins_traded": "coins",
    "gems_exchanged": "gem",
    "cognar_recruited": "hero",
    "award_given": "distinction",
    "game_over": "end",
}


class ArranPresenter(ArranDrawing, ArranPanels):
    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        app = table.app
        self.cards = app.rules
        self.faces = Faces(app.assets, self.cards)
        self.award_keys = [self.cards.cards[i].key for i in (*self.cards.elites, self.cards.liquor)]
        self.artist = TableArtist(app.assets, self.faces, self.cards, app.t)
        self.writer = LogWriter(self.cards, app.t, [seat.name for seat in table.session.seats])
        self.lay = None
        self.flights = []
        self.flip_ms = {}
        self.evaluation = []
        self.evaluation_clock = None
        self.pad = BidPad()
        self.choices = []
        self._hover_items = []
        self._hover_for = None
        self.backdrop_surface = None
        self._backdrop_for = -1

    # ------------------------------------------------------------------ the view

    def private(self, pending: str) -> bool:
        return pending in PRIVATE_DECISIONS

    def pending(self) -> str:
        return str(self.session.state.pending())

    def sync(self, old_view: Mapping[str, Any] | None) -> None:
        old_lay = self.lay
        self.lay = L.compute(self.view, self.viewer, self.award_keys, self.app.settings.compact)
        self.artist.t = self.app.t
        if old_view is not None and old_lay is not None:
            self._start_flights(old_view, old_lay)
            self._start_flips(old_view)
        self.pad.sync(
            self.viewer, self.view["seats"][self.viewer]["hand"], self.bidding(), self._owes_bid()
        )

    def _places(self, view: Mapping[str, Any], lay: L.Layout) -> dict[str, Rect]:
        places: dict[str, Rect] = {**lay.tavern_cards, **lay.pool, **lay.awards, **lay.drawn}
        for box in lay.seats.values():
            places.update(box.strips)
            places.update(dict(box.command))
        if view["discard"]:
            places[view["discard"][-1]] = lay.discard
        return places

    def _start_flights(self, old_view: Mapping[str, Any], old_lay: L.Layout) -> None:
        assert self.lay is not None
        if self.app.settings.animation_ms <= 0:  # animations off: cards appear where they land
            return
        before = self._places(old_view, old_lay)
        after = self._places(self.view, self.lay)
        deck = self.lay.decks[min(1, self.view["age"] - 1)]
        fresh = {k for row in self.view["taverns"] for k in row}
        for key, rect in after.items():
            src = before.get(key, deck if key in fresh else None)
            if src is not None and src != rect:
                self.flights.append(Flight(key, src, rect))
        self.artist.moving = {f.key for f in self.flights}

    def _start_flips(self, old_view: Mapping[str, Any]) -> None:
        if self.app.settings.animation_ms <= 0:
            return
        for seat, seat_view in enumerate(self.view["seats"]):
            old = old_view["seats"][seat]["board"]
            for slot, text in enumerate(seat_view["board"]):
                if text is not None and old[slot] is not None and text != old[slot]:
                    self.flip_ms[(seat, slot)] = 0.0

    def on_event(self, event: Event) -> None:
        kind, t = event.kind, self.app.t
        sound = SOUNDS.get(kind)
        if sound is not None:
            self.app.play(sound)
        if kind == "cognar_recruited":
            cognar = self.name(self.cards.cards[event.data[0]].key)
            name = self.table.seat_name(event.seat)
            self.table.banner(t("banner.recruit", name=name, cognar=cognar))
        elif kind in ("award_given", "award_lost"):
            seat = event.seat if kind == "award_given" else None
            if self.evaluation_clock is None and self.evaluation:
                self.evaluation_clock = (len(self.evaluation) - 1) * EVALUATION_STEP_MS
            self.evaluation.append((self.cards.cards[event.data[0]].key, seat))
        elif kind == "age_over" and event.data[0] == 1:
            self.evaluation = []
            self.evaluation_clock = 0.0
        elif kind == "age_started":
            self.table.banner(t("banner.era_started", era=event.data[0]))

    # ------------------------------------------------------------------ what can be clicked

    def _legal(self) -> list[Action]:
        if self.viewer not in self.session.waiting_humans():
            return []
        return list(self.session.state.legal_actions(self.viewer))

    def _hand_index(self, code: int) -> int:
        text = cn.coin_str(code)
        return next(i for i, c in enumerate(self.view["seats"][self.viewer]["hand"]) if c == text)

    def targets(self) -> list[tuple[Rect, Target]]:
        assert self.lay is not None
        box = self.lay.seats[self.viewer]
        targets: list[tuple[Rect, Target]] = [(box.score, ("scores",))]
        bidding = self.bidding()
        if bidding and self.viewer in self.session.held:
            targets.append((self.lay.confirm, ("change",)))
        legal = self._legal()
        if legal and bidding:
            targets += self.pad.targets(box)
            if self.pad.full():
                targets.append((self.lay.confirm, ("confirm",)))
        for action in legal if not bidding else []:
            where = self._action_rect(action, box)
            if where is not None:
                targets.append((where, ("act", action)))
        self.choices = self._choice_targets(legal) if not bidding else []
        return targets + [(rect, target) for rect, _, target in self.choices]

    def _action_rect(self, action: Action, box: L.SeatBoxes) -> Rect | None:
        assert self.lay is not None
        if isinstance(action, (Pick, Discard)):
            return self.lay.tavern_cards.get(action.key)
        if isinstance(action, Recruit):
            return self.lay.hall.get(action.key)
        if isinstance(action, Keep):
            return self.lay.drawn.get(action.key)
        if isinstance(action, Column):
            return box.columns[action.column]
        if isinstance(action, GiveUp):  # the talion itself (purse or hand), besides its button
            seat_view = self.view["seats"][self.viewer]
            text = cn.coin_str(action.coin)
            slot = next((s for s in (3, 4, 0, 1, 2) if seat_view["board"][s] == text), None)
            if slot is not None:
                return box.slots[slot]
            return box.hand[seat_view["hand"].index(text)] if text in seat_view["hand"] else None
        if isinstance(action, Transform):
            if action.place == HAND:
                return box.hand[self._hand_index(action.coin)]
            return box.slots[action.place]
        return None

    def _choice_targets(self, legal: list[Action]) -> list[tuple[Rect, str, Target]]:
        """Decisions with no place on the table become buttons on a panel over the middle: the
        talion given up, and a column by its Order's name (its column on the board works too)."""
        assert self.lay is not None
        t = self.app.t
        items: list[tuple[str, Target]] = []
        for action in legal:
            if isinstance(action, GiveUp):
                items.append(
                    (t("choice.give_up", coin=self.coin_name(action.coin)), ("act", action))
                )
            elif isinstance(action, Column):  # Ga'at's worth in each column beside its name
                label = self.artist.order_name(action.column)
                card = self.cards.cards[self.view["stack"][-1][3]]
                if card.column_points and action.column == SHIELD:  # ranks on the track
                    ranks = card.ranks + card.shield_bonus
                    label = f"{label} · {self.app.t.plural('table.ranks', ranks)}"
                elif card.column_points:
                    label = f"{label} · {card.column_points[action.column]}"
                items.append((label, ("act", action)))
        if not items:
            return []
        w = 300 if len(items) <= 2 else 180
        total = len(items) * (w + 12) - 12
        left = chrome.W // 2 - total // 2 + (80 if self.pending() == "column" else 0)
        top = self.lay.frame.taverns.y + 150
        return [
            (Rect(left + i * (w + 12), top, w, 42), label, target)
            for i, (label, target) in enumerate(items)
        ]

    def coin_name(self, code: int) -> str:
        t, value = self.app.t, cn.value_of(code)
        if cn.kind_of(code) == cn.SPECIAL:
            return t("coin.exchange")
        return t("coin.gold" if cn.kind_of(code) == cn.GOLD else "coin.bronze", value=value)

    def plan(self, action: Any) -> list[tuple[int, int]]:
        assert self.lay is not None
        if isinstance(action, Bid):
            box = self.lay.seats[self.viewer]
            return [*self.pad.plan(box, action.coins), self.lay.confirm.center]
        return []

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        """The quick ways to draft a bid (see `BidPad`); True when the event was one."""
        assert self.lay is not None
        pad, box = self.pad, self.lay.seats[self.viewer]
        if event.type == pygame.MOUSEMOTION:
            return pad.motion(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and pad.drag is not None:
            return pad.release(event.pos, box)
        table = self.table
        if not pad.active or table.zoom is not None or table.show_scores:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pad.press(event.pos, box)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            slot = next((s for s in range(3) if box.slots[s].collidepoint(event.pos)), None)
            if slot is None:
                return False
            pad.take_back(slot)
            return True
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_5:
            pad.press_key(event.key - pygame.K_1)
            return True
        elif (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and pad.full()
        ):
            self.app.play("click")
            self.click(("confirm",))
            return True
        return False

    def modal(self) -> bool:
        """A click closes the Order Evaluation first."""
        if self.evaluation_clock is None:
            return False
        self.evaluation_clock = None
        return True

    def click(self, target: Target) -> None:
        seat, kind = self.viewer, target[0]
        if kind == "hand":
            self.pad.pick(target[1])
        elif kind == "slot":
            self.pad.click_slot(target[1])
        elif kind == "confirm":
            self.session.submit(Bid(seat, self.pad.coins()))
            self.pad.forget()
        elif kind == "change":
            held = self.session.held.get(seat)
            self.session.retract_bid(seat)
            self.table._refresh()
            if held is not None:
                self.pad.restore(held.coins)

    def undone(self) -> None:
        self.flights = []

    def on_settings(self) -> None:
        self.backdrop_surface = None
        self.flights = []
        self.flip_ms = {}
        self.artist.moving = set()
        self.artist.flips = {}
        self.artist.t = self.app.t

    # ------------------------------------------------------------------ time

    def update(self, dt_ms: int) -> None:
        duration = self.app.settings.animation_ms
        for flight in self.flights:
            flight.elapsed += dt_ms
        self.flights = [f for f in self.flights if f.elapsed < duration]
        self.artist.moving = {f.key for f in self.flights}
        for key in list(self.flip_ms):
            self.flip_ms[key] += dt_ms
            if self.flip_ms[key] >= duration:
                del self.flip_ms[key]
        self.artist.flips = (
            {k: v / duration for k, v in self.flip_ms.items()} if duration > 0 else {}
        )
        if self.evaluation_clock is not None:
            self.evaluation_clock += dt_ms
            done = len(self.evaluation) == len(self.cards.elites) + 1
            if self.evaluation_clock > len(
                self.evaluation
            ) * EVALUATION_STEP_MS + EVALUATION_HOLD_MS and (
                done or self.viewer in self.session.waiting_humans()
            ):
                self.evaluation_clock = None

    def busy(self) -> bool:
        return bool(self.flights)
