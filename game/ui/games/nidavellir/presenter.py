"""Nidavellir at the table: its layout from the view, clicks on cards, coins and buttons turned
into legal actions, the bid drafted on the board, and what each event animates.

Animations come from comparing where each card was before and after a change: whatever moved
flies from its old place to its new one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.core.events import Event
from game.nidavellir.actions import (
    HAND,
    Action,
    Bid,
    Column,
    Discard,
    Keep,
    Pick,
    Recruit,
    Trade,
    Transform,
    UlineBid,
    declines,
)
from game.nidavellir.expansions.idavoll.actions import (
    Bottom,
    Capture,
    Freya,
    Frigg,
    Loki,
    Odin,
    Olrun,
    Thor,
)
from game.taverns import coins as cn
from game.ui.bidpad import BidPad
from game.ui.games import Target
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.base import Flight
from game.ui.games.nidavellir.boards import TableArtist
from game.ui.games.nidavellir.drawing import NidavellirDrawing
from game.ui.games.nidavellir.log import LogWriter
from game.ui.games.nidavellir.panels import EVALUATION_STEP_MS, NidavellirPanels
from game.ui.table import chrome

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

# Decisions made with a chair's own secrets in view: its sealed bid, the Pioneer's cards, a coin
# to transform among hidden bids, the cards Skymir and Frigg show.
PRIVATE_DECISIONS = frozenset(
    {"bids", "keep", "transform", "skymir_keep", "frigg_keep", "frigg_order"}
)
EVALUATION_HOLD_MS = 2600  # the Troop Evaluation stays this long after its last distinction
SOUNDS = {
    "card_taken": "card",
    "bids_revealed": "flip",
    "coin_transformed": "coins",
    "coins_traded": "coins",
    "gems_exchanged": "gem",
    "hero_recruited": "hero",
    "distinction_awarded": "distinction",
    "game_over": "end",
}


class NidavellirPresenter(NidavellirDrawing, NidavellirPanels):
    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        app = table.app
        self.rules = app.rules
        self.artist = TableArtist(app.assets, app.faces, app.rules)
        self.writer = LogWriter(
            app.rules, app.t, [seat.name for seat in table.session.seats], app.faces._name
        )
        self.lay = None
        self.flights = []
        self.flip_ms = {}
        self.score_pad = None  # where the live score pad was last drawn
        self.evaluation = []  # distinctions as they were awarded
        self.evaluation_clock = None  # ms since the Troop Evaluation began
        self.pad = BidPad()  # the bid being drafted on the board in front of the screen
        self.trade_pick = []
        self.freya_first = None  # Freya's first card, waiting for the second
        self.frigg_mode = False  # clicks on tavern cards use Frigg instead of taking them
        self.choices = []  # buttons of a decision
        self._hover_items = []  # what the pointer may hover, topmost first
        self._hover_for = None
        self._hover_lay = None
        self.backdrop_surface = None
        self._backdrop_for = -1

    # ------------------------------------------------------------------ the view

    def private(self, pending: str) -> bool:
        return pending in PRIVATE_DECISIONS

    def sync(self, old_view: Mapping[str, Any] | None) -> None:
        old_lay = self.lay
        self.lay = L.compute(self.view, self.viewer, self.app.settings.compact)
        if old_view is not None and old_lay is not None:
            self._start_flights(old_view, old_lay)
            self._start_flips(old_view)
        self.pad.sync(
            self.viewer,
            self.view["seats"][self.viewer]["hand"],
            self.bidding(),
            self._owes_bid(),
        )
        self.trade_pick = []
        self.freya_first = None
        self.frigg_mode = False

    def _places(self, view: Mapping[str, Any], lay: L.Layout) -> dict[str, tuple[Rect, int]]:
        places: dict[str, tuple[Rect, int]] = {}
        for key, rect in lay.tavern_cards.items():
            places[key] = (rect, -1)
        for key, rect in lay.heroes.items():
            places[key] = (rect, -1)
        for seat, box in lay.seats.items():
            for cls, keys in enumerate(view["seats"][seat]["columns"]):
                for key in keys:
                    if key in box.strips:
                        places[key] = (box.strips[key], cls)
            for key, rect in box.command:
                places[key] = (rect, -1 if seat == self.viewer else 5)
        for key, rect in lay.drawn.items():
            places[key] = (rect, -1)
        if view["discard"]:
            places[view["discard"][-1]] = (lay.discard, -1)
        return places

    def _start_flights(self, old_view: Mapping[str, Any], old_lay: L.Layout) -> None:
        assert self.lay is not None
        if self.app.settings.animation_ms <= 0:  # animations off: cards appear where they land
            return
        before = self._places(old_view, old_lay)
        after = self._places(self.view, self.lay)
        deck = self.lay.decks[min(1, self.view["age"] - 1)]
        for key, (rect, column) in after.items():
            src = before.get(key, (None, 0))[0]
            if (
                src is None
                and key
                in self.view["taverns"][0] + self.view["taverns"][1] + self.view["taverns"][2]
            ):
                src = deck
            if src is not None and src != rect:
                self.flights.append(Flight(key, src, rect, column))
        self.artist.moving = {f.key for f in self.flights}

    def _start_flips(self, old_view: Mapping[str, Any]) -> None:
        if self.app.settings.animation_ms <= 0:  # animations off: coins show their new face
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
        if kind == "hero_recruited":
            hero = self.app.faces._name(self.rules.cards[event.data[0]].name)
            self.table.banner(t("banner.hero", name=self.table.seat_name(event.seat), hero=hero))
        elif kind == "distinction_awarded":
            self._evaluate((event.data[0], event.seat))
        elif kind == "distinction_unclaimed":
            self._evaluate((event.data[0], None))
        elif kind == "age_over" and event.data[0] == 1:
            self.evaluation = []
            self.evaluation_clock = 0.0
        elif kind == "age_started":
            self.table.banner(t("banner.age_two"))

    def _evaluate(self, award: tuple[int, int | None]) -> None:
        """One more distinction for the Troop Evaluation panel; the panel reopens, showing the
        ones before at once, if it was closed while a chair decided in the middle of it (a line
        completed by the Armorer's card)."""
        if self.evaluation_clock is None and self.evaluation:
            self.evaluation_clock = (len(self.evaluation) - 1) * EVALUATION_STEP_MS
        self.evaluation.append(award)

    # ------------------------------------------------------------------ what can be clicked

    def _legal(self) -> list[Action]:
        seat = self.viewer
        if seat not in self.session.waiting_humans():
            return []
        return list(self.session.state.legal_actions(seat))

    def _hand_index(self, code: int, taken: set[int]) -> int:
        text = cn.coin_str(code)
        hand = self.view["seats"][self.viewer]["hand"]
        return next(i for i, c in enumerate(hand) if c == text and i not in taken)

    def targets(self) -> list[tuple[Rect, Target]]:
        assert self.lay is not None
        box = self.lay.seats[self.viewer]
        targets: list[tuple[Rect, Target]] = [(box.score, ("scores",))]
        state = self.session.state
        bidding = self.bidding()
        if bidding and self.viewer in self.session.held:
            targets.append((self.lay.confirm, ("change",)))
        legal = self._legal()
        if legal and bidding:
            targets += self.pad.targets(box)
            if self.pad.full():
                targets.append((self.lay.confirm, ("confirm",)))
        elif legal:
            for action in legal:
                where = self._action_rect(action, box)
                if where is not None:
                    targets.append((where, ("act", action)))
            if state.pending() == "trade":
                for i, rect in enumerate(box.hand):
                    targets.append((rect, ("trade", i)))
            targets += self._freya_targets(legal)
        self.choices = self._choice_targets(legal) if not bidding else []
        return targets + [(rect, target) for rect, _, target in self.choices]

    def _freya_targets(self, legal: list[Action]) -> list[tuple[Rect, Target]]:
        """Freya's swap in two clicks: a card, then a card of another tavern."""
        assert self.lay is not None
        swaps = [a for a in legal if isinstance(a, Freya) and a.cards]
        if self.freya_first is None:
            keys = {k for a in swaps for k in a.keys}
            return [
                (self.lay.tavern_cards[k], ("freya", k))
                for k in sorted(keys)
                if k in self.lay.tavern_cards
            ]
        out: list[tuple[Rect, Target]] = [
            (self.lay.tavern_cards[self.freya_first], ("freya", self.freya_first))
        ]
        for a in swaps:
            if self.freya_first in a.keys:
                other = a.keys[1] if a.keys[0] == self.freya_first else a.keys[0]
                out.append((self.lay.tavern_cards[other], ("act", a)))
        return out

    def _choice_targets(self, legal: list[Action]) -> list[tuple[Rect, str, Target]]:
        """Decisions with no place on the table (pass, capture or place, Thor, Odin's swaps,
        Frigg's switch) become buttons on a panel over the middle of the table."""
        t = self.app.t
        items: list[tuple[str, Target]] = []
        for action in legal:
            label = self._choice_label(action)
            if label is not None:
                items.append((label, ("act", action)))
        if any(isinstance(a, Frigg) for a in legal):
            items.append((t("choice.frigg_on" if self.frigg_mode else "choice.frigg"), ("frigg",)))
        if not items:
            return []
        columns = 1 if len(items) <= 4 else min(4, (len(items) + 7) // 8)
        rows = (len(items) + columns - 1) // columns
        w = 280 if columns > 1 else 340
        top = chrome.HEADER.bottom + 230 - min(150, rows * 22)
        left = chrome.W // 2 - (columns * (w + 12) - 12) // 2
        return [
            (Rect(left + (i // rows) * (w + 12), top + (i % rows) * 46, w, 40), label, target)
            for i, (label, target) in enumerate(items)
        ]

    def _choice_label(self, action: Action) -> str | None:
        t = self.app.t
        if declines(action):
            return t("choice.pass")
        if isinstance(action, Capture):
            return t("choice.capture" if action.yes else "choice.place")
        if isinstance(action, Thor):
            return t("choice.thor_yes" if action.yes else "choice.thor_no")
        if isinstance(action, Odin):  # heroes by their first name, as on their cards
            name = self.app.faces._name
            cards = self.rules.cards
            return t(
                "choice.odin",
                give=name(cards[action.give].name).split(" ")[0],
                take=name(cards[action.take].name).split(" ")[0],
            )
        return None

    def _action_rect(self, action: Action, box: L.SeatBoxes) -> Rect | None:
        assert self.lay is not None
        if isinstance(action, Pick):
            return None if self.frigg_mode else self.lay.tavern_cards.get(action.key)
        if isinstance(action, Frigg):
            return self.lay.tavern_cards.get(action.key) if self.frigg_mode else None
        if isinstance(action, Loki) and action.card >= 0:
            return self.lay.tavern_cards.get(action.key)
        if isinstance(action, Bottom):
            return self.lay.drawn.get(action.key)
        if isinstance(action, Olrun):
            return box.columns[action.column]
        if isinstance(action, Recruit):
            return self.lay.hall.get(action.key)
        if isinstance(action, Keep):
            return self.lay.drawn.get(action.key)
        if isinstance(action, (Column, Discard)):
            return box.columns[action.column]
        if isinstance(action, Transform):
            if action.place == HAND:
                return box.hand[self._hand_index(action.coin, set())]
            return box.slots[action.place]
        if isinstance(action, UlineBid):
            return box.hand[self._hand_index(action.coin, set())]
        return None

    def plan(self, action: Any) -> list[tuple[int, int]]:
        assert self.lay is not None
        box = self.lay.seats[self.viewer]
        if isinstance(action, Bid):
            return [*self.pad.plan(box, action.coins), self.lay.confirm.center]
        if isinstance(action, Trade):
            first = self._hand_index(action.coins[0], set())
            second = self._hand_index(action.coins[1], {first})
            return [box.hand[first].center, box.hand[second].center]
        if isinstance(action, Freya) and action.cards:
            return [self.lay.tavern_cards[k].center for k in action.keys]
        if isinstance(action, Frigg):
            switch = next(rect for rect, _, target in self.choices if target == ("frigg",))
            return [switch.center, self.lay.tavern_cards[action.key].center]
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
        if (
            not pad.active
            or table.zoom is not None
            or table.show_scores
            or self.evaluation_clock is not None
        ):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pad.press(event.pos, box)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            slot = next((t for t in range(3) if box.slots[t].collidepoint(event.pos)), None)
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
        """A click closes the Troop Evaluation first."""
        if self.evaluation_clock is None:
            return False
        self.evaluation_clock = None
        return True

    def click(self, target: Target) -> None:
        seat = self.viewer
        kind = target[0]
        if kind == "freya":
            self.freya_first = None if self.freya_first == target[1] else target[1]
        elif kind == "frigg":
            self.frigg_mode = not self.frigg_mode
        elif kind == "hand":
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
        elif kind == "trade":
            i = target[1]
            if i in self.trade_pick:
                self.trade_pick.remove(i)
            else:
                self.trade_pick.append(i)
            if len(self.trade_pick) == 2:
                hand = self.view["seats"][seat]["hand"]
                a, b = sorted(cn.parse_coin(hand[j]) for j in self.trade_pick)
                self.trade_pick = []
                self.session.submit(Trade(seat, (a, b)))

    def undone(self) -> None:
        self.flights = []

    def on_settings(self) -> None:
        self.backdrop_surface = None
        self.flights = []
        self.flip_ms = {}
        self.artist.moving = set()
        self.artist.flips = {}

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
            count = len(self.rules.distinctions)
            done = len(self.evaluation) == count or self.viewer in self.session.waiting_humans()
            if (
                self.evaluation_clock
                > len(self.evaluation) * EVALUATION_STEP_MS + EVALUATION_HOLD_MS
                and done
            ):  # all shown, or the rest waits on this chair
                self.evaluation_clock = None

    def busy(self) -> bool:
        return bool(self.flights)
