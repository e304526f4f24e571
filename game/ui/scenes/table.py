"""The table: draws the game from the view of the chair in front of the screen, turns clicks into
legal actions, lets AI chairs think in a worker thread, and animates what happened.

Every clickable thing is a target in `targets`, rebuilt from the legal actions, so a click can only
ever submit an action the rules core listed. Animations come from comparing where each card was
before and after a change: whatever moved flies from its old place to its new one.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame
from pygame import Rect

from game.ai import Agent, make_agent
from game.ai.agent import window_budget
from game.ai.process import ProcessThinker
from game.ai.worker import ThinkingAgent
from game.nidavellir import coins as cn
from game.nidavellir.actions import (
    HAND,
    Action,
    Bid,
    Bottom,
    Capture,
    Column,
    Discard,
    Freya,
    Frigg,
    Keep,
    Loki,
    Odin,
    Olrun,
    Pick,
    Recruit,
    Thor,
    Trade,
    Transform,
    UlineBid,
    declines,
)
from game.nidavellir.flow import TAVERN
from game.ui import layout as L
from game.ui import theme
from game.ui.baselayer import BaseLayer, Part
from game.ui.bidpad import BidPad
from game.ui.boards import Board, TableArtist
from game.ui.help import Describer, Item, hover_items
from game.ui.log import LogWriter
from game.ui.placing import free_rect, tooltip_rect
from game.ui.scenes.base import Scene
from game.ui.scorepad import LABEL_W, column_width, competition_ranks, draw_table
from game.ui.session import AI, Session, bidding
from game.ui.widgets import Button, banner_box, glow, panel

log = logging.getLogger(__name__)
GLOWING = ("act", "hand", "slot", "trade", "freya")  # targets that glow on the table

PRIVATE_DECISIONS = frozenset(
    {"bids", "keep", "transform", "skymir_keep", "frigg_keep", "frigg_order"}
)
BANNER_MS = 1800
TOOLTIP_DELAY_MS = 350
AUTOPICK_MS = 450
EVALUATION_STEP_MS = 650  # the Troop Evaluation reveals one distinction after another
EVALUATION_HOLD_MS = 2600  # and stays this long after the last one, unless clicked away
END_PAUSE_MS = 1400


@dataclass
class Flight:
    """A card flying from one place to another."""

    key: str
    src: Rect
    dst: Rect
    strip_column: int  # column when it lands as a strip, -1 when it lands as a card
    elapsed: float = 0.0

    def rect(self, duration: float) -> Rect:
        """Where the card is now; with no duration (animations off) it has landed."""
        t = min(1.0, self.elapsed / duration) if duration > 0 else 1.0
        t = 1 - (1 - t) ** 3  # ease out
        return Rect(
            round(self.src.x + (self.dst.x - self.src.x) * t),
            round(self.src.y + (self.dst.y - self.src.y) * t),
            round(self.src.w + (self.dst.w - self.src.w) * t),
            round(self.src.h + (self.dst.h - self.src.h) * t),
        )


class TableScene(Scene):
    def __init__(self, app: Any, session: Session, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo  # spectator mode for game nights: AI chairs only, games follow games
        self.rules = app.rules
        self.artist = TableArtist(app.assets, app.faces, app.rules)
        humans = session.humans()
        self.viewer = humans[0] if humans else 0
        self.view: dict[str, Any] = {}
        self.version = -1
        self.lay: L.Layout | None = None
        self.flights: list[Flight] = []
        self.flip_ms: dict[tuple[int, int], float] = {}
        self.banners: list[list[Any]] = []
        self.recent: list[str] = []  # kinds of the latest events, for whoever watches the table
        self.log_open = False
        self.mouse = (-1, -1)
        self.hover_ms = 0.0
        self.zoom: str | None = None  # key of the card shown large
        self.show_scores = False  # the live score pad, on demand (Tab or the score)
        self.score_pad: Rect | None = None  # where the pad was last drawn
        self.autopick_ms = 0.0
        self.curtain_for: int | None = None  # hot-seat: the chair the laptop goes to next
        self.passed_to: int | None = None  # the chair that last took the laptop for its bid
        self.log_scroll = 0  # lines scrolled up from the newest
        self.evaluation: list[tuple[int, int | None]] = []  # distinctions as they were awarded
        self.evaluation_clock: float | None = None  # ms since the Troop Evaluation began
        self.pad = BidPad()  # the bid being drafted on the board in front of the screen
        self.trade_pick: list[int] = []
        self.freya_first: str | None = None  # Freya's first card, waiting for the second
        self.frigg_mode = False  # clicks on tavern cards use Frigg instead of taking them
        self.choices: list[tuple[Rect, str, tuple[Any, ...]]] = []  # buttons of a decision
        self._hover_items: list[Item] = []  # what the pointer may hover, topmost first
        self._hover_for: tuple[Any, ...] | None = None
        self._hover_lay: L.Layout | None = None
        self._banner_for: tuple[Any, Rect | None] = (None, None)
        self.hit_map: list[tuple[Rect, tuple[Any, ...]]] = []
        self.thinkers: dict[int, ThinkingAgent] = {}
        self.ai_seat = -1  # the AI chair thinking now, -1 when none
        self.ai_position = -1  # the session's position it thinks about
        self.current: ThinkingAgent | ProcessThinker | None = None
        hard = any(seat.level == "hard" and seat.kind == AI for seat in session.seats)
        self.process = ProcessThinker(session.seed) if hard else None
        self.ai_wait = 0.0
        self.end_wait: float | None = None
        self.static: pygame.Surface | None = None  # the still table as last drawn
        self.overlaid: pygame.Surface | None = None  # the base layer under a decision's glows
        self.base = BaseLayer()
        self.backdrop_surface: pygame.Surface | None = None
        self._backdrop_for = -1
        self._static_for: tuple[Any, ...] | None = None
        self._refresh()

    # ------------------------------------------------------------------ state → view

    def _pick_viewer(self) -> int:
        waiting = self.session.waiting_humans()
        if waiting and self.viewer not in waiting:
            return waiting[0]
        return self.viewer

    def _private_now(self) -> bool:
        """Whether the chair in front of the screen is deciding with its own secrets in view:
        its sealed bid, the Pioneer's cards, or a coin to transform among hidden bids."""
        return (
            self.viewer in self.session.waiting_humans()
            and self.session.state.pending() in PRIVATE_DECISIONS
        )

    def _view_seat(self) -> int | None:
        """Whose secrets the screen may show. With several humans at one screen, a chair's own
        hidden coins and cards show only behind the curtain, for a private decision."""
        humans = self.session.humans()
        if len(humans) <= 1:
            return self.viewer if humans else None
        return self.viewer if self._private_now() else None

    def _needs_curtain(self) -> bool:
        return (
            len(self.session.humans()) > 1 and self._private_now() and self.viewer != self.passed_to
        )

    def _autosave(self) -> None:
        """After every decision, so "Continue" resumes exactly here; a full disk must not stop
        the game, and a demo game is nobody's to continue."""
        if self.demo or self.session.state.is_over() or not self.session.history:
            return
        self.app.autosaver.save(self.session)

    def pass_laptop(self) -> None:
        """The chair behind the curtain says it is there: show its table."""
        self.passed_to = self.curtain_for
        self.curtain_for = None

    def _refresh(self) -> None:
        viewer = self._pick_viewer()
        if self.session.version == self.version and viewer == self.viewer:
            return
        old_view, old_lay = self.view, self.lay
        animate = bool(old_view) and viewer == self.viewer
        self.viewer = viewer
        self.version = self.session.version
        if self.session.history and self.passed_to is not None:
            last = int(self.session.history[-1].split(" ", 1)[0][1:])
            if last != self.passed_to and self.session.is_human(last):
                self.passed_to = None  # someone else has had the laptop since
        self._autosave()
        self.view = self.session.state.view(self._view_seat())
        self.lay = L.compute(self.view, self.viewer, self.app.settings.compact)
        if self._needs_curtain():
            self.curtain_for = self.viewer
        self._on_events(self.session.take_events())
        if animate and old_lay is not None:
            self._start_flights(old_view, old_lay)
            self._start_flips(old_view)
        self.pad.sync(
            self.viewer,
            self.view["seats"][self.viewer]["hand"],
            bidding(self.session.state),
            self._owes_bid(),
        )
        self.trade_pick = []
        self.freya_first = None
        self.frigg_mode = False

    def _places(self, view: dict[str, Any], lay: L.Layout) -> dict[str, tuple[Rect, int]]:
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

    def _start_flights(self, old_view: dict[str, Any], old_lay: L.Layout) -> None:
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

    def _start_flips(self, old_view: dict[str, Any]) -> None:
        if self.app.settings.animation_ms <= 0:  # animations off: coins show their new face
            return
        for seat, seat_view in enumerate(self.view["seats"]):
            old = old_view["seats"][seat]["board"]
            for slot, text in enumerate(seat_view["board"]):
                if text is not None and old[slot] is not None and text != old[slot]:
                    self.flip_ms[(seat, slot)] = 0.0

    def _on_events(self, events: list[Any]) -> None:
        t = self.app.t
        names = self.app.faces
        for event in events:
            kind = event.kind
            self.recent.append(kind)
            if kind == "card_taken":
                self.app.play("card")
            elif kind == "bids_revealed":
                self.app.play("flip")
            elif kind in ("coin_transformed", "coins_traded"):
                self.app.play("coins")
            elif kind == "gems_exchanged":
                self.app.play("gem")
            elif kind == "hero_recruited":
                self.app.play("hero")
                hero = names._name(self.rules.cards[event.data[0]].name)
                self._banner(t("banner.hero", name=self.seat_name(event.seat), hero=hero))
            elif kind == "distinction_awarded":
                self.app.play("distinction")
                self._evaluate((event.data[0], event.seat))
            elif kind == "distinction_unclaimed":
                self._evaluate((event.data[0], None))
            elif kind == "age_over" and event.data[0] == 1:
                self.evaluation = []
                self.evaluation_clock = 0.0
            elif kind == "age_started":
                self._banner(t("banner.age_two"))
            elif kind == "game_over":
                self.app.play("end")

    def _evaluate(self, award: tuple[int, int | None]) -> None:
        """One more distinction for the Troop Evaluation panel; the panel reopens, showing the
        ones before at once, if it was closed while a chair decided in the middle of it (a line
        completed by the Armorer's card)."""
        if self.evaluation_clock is None and self.evaluation:
            self.evaluation_clock = (len(self.evaluation) - 1) * EVALUATION_STEP_MS
        self.evaluation.append(award)

    def _banner(self, text: str) -> None:
        self.banners.append([text, float(BANNER_MS)])
        for banner in self.banners[1:]:  # never let news queue up far behind the table
            banner[1] = min(banner[1], BANNER_MS / 2)

    def seat_name(self, seat: int) -> str:
        return self.session.seats[seat].name

    # ------------------------------------------------------------------ what can be clicked

    def _legal(self) -> list[Action]:
        seat = self.viewer
        if seat not in self.session.waiting_humans():
            return []
        return self.session.state.legal_actions(seat)

    def _hand_index(self, code: int, taken: set[int]) -> int:
        text = cn.coin_str(code)
        hand = self.view["seats"][self.viewer]["hand"]
        return next(i for i, c in enumerate(hand) if c == text and i not in taken)

    def _build_targets(self) -> None:
        assert self.lay is not None
        targets: list[tuple[Rect, tuple[Any, ...]]] = [
            (self.lay.menu, ("menu",)),
            (self.lay.mute, ("mute",)),
            (self.lay.log_button, ("log",)),
            (self.lay.seats[self.viewer].score, ("scores",)),
        ]
        if self.session.can_undo(self.viewer) and self.session.is_human(self.viewer):
            targets.append((self.lay.undo, ("undo",)))
        box = self.lay.seats[self.viewer]
        state = self.session.state
        seat = self.viewer
        if bidding(state) and seat in self.session.held:
            targets.append((self.lay.confirm, ("change",)))
        legal = self._legal()
        if legal and bidding(state):
            targets += self.pad.targets(box)
            if self.pad.full():
                targets.append((self.lay.confirm, ("confirm",)))
        elif legal:
            pending = state.pending()
            for action in legal:
                where = self._action_rect(action, box)
                if where is not None:
                    targets.append((where, ("act", action)))
            if pending == "trade":
                for i, rect in enumerate(box.hand):
                    targets.append((rect, ("trade", i)))
            targets += self._freya_targets(legal)
        self.choices = self._choice_targets(legal) if not bidding(state) else []
        self.hit_map = targets + [(rect, target) for rect, _, target in self.choices]

    def _freya_targets(self, legal: list[Action]) -> list[tuple[Rect, tuple[Any, ...]]]:
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
        out: list[tuple[Rect, tuple[Any, ...]]] = [
            (self.lay.tavern_cards[self.freya_first], ("freya", self.freya_first))
        ]
        for a in swaps:
            if self.freya_first in a.keys:
                other = a.keys[1] if a.keys[0] == self.freya_first else a.keys[0]
                out.append((self.lay.tavern_cards[other], ("act", a)))
        return out

    def _choice_targets(self, legal: list[Action]) -> list[tuple[Rect, str, tuple[Any, ...]]]:
        """Decisions with no place on the table (pass, capture or place, Thor, Odin's swaps,
        Frigg's switch) become buttons on a panel over the middle of the table."""
        t = self.app.t
        items: list[tuple[str, tuple[Any, ...]]] = []
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
        top = L.HEADER.bottom + 230 - min(150, rows * 22)
        left = L.W // 2 - (columns * (w + 12) - 12) // 2
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

    def click_plan(self, action: Action) -> list[tuple[int, int]]:
        """The clicks that submit `action` (what a player would click); used by tests and shots."""
        self._refresh()
        self._build_targets()
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
        for rect, target in self.hit_map:
            if target[0] == "act" and target[1] == action:
                return [rect.center]
        raise LookupError(f"no target for {action}")

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if self.curtain_for is not None:
            if (
                event.type == pygame.MOUSEBUTTONUP
                and event.button == 1
                and self.curtain_button().collidepoint(event.pos)
            ):
                self.pass_laptop()
            return
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.hover_ms = 0.0
            self.mouse = event.pos
            self.pad.motion(event.pos)
            return
        if self._bid_input(event):
            return
        if self.zoom is not None and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.zoom = None
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            item = self.item_at(event.pos)
            if item is not None and item[1] == "card":
                self.zoom = item[2]
            elif item is not None and item[1] == "myth":
                self.zoom = item[2][1]
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._pause()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.app.toggle_mute()
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_z
            and event.mod & pygame.KMOD_CTRL
            and self.session.can_undo(self.viewer)
        ):
            self.session.undo(self.viewer)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.app.change_pace(-1 if event.key == pygame.K_UP else 1)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.show_scores = not self.show_scores
            return
        if self.show_scores and event.type == pygame.MOUSEBUTTONUP:
            self.show_scores = False
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.log_open = not self.log_open
            return
        if event.type == pygame.MOUSEWHEEL and self.log_open:
            self.log_scroll = max(0, self.log_scroll + event.y * 2)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        if self.evaluation_clock is not None:
            self.evaluation_clock = None
            return
        self._build_targets()
        for rect, target in reversed(self.hit_map):
            if rect.collidepoint(event.pos):
                self._click(target)
                return

    def _bid_input(self, event: pygame.event.Event) -> bool:
        """The quick ways to draft a bid (see `BidPad`); True when the event was one."""
        assert self.lay is not None
        pad, box = self.pad, self.lay.seats[self.viewer]
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and pad.drag is not None:
            return pad.release(event.pos, box)
        if (
            not pad.active
            or self.zoom is not None
            or self.show_scores
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
            self._click(("confirm",))
            return True
        return False

    def _pause(self) -> None:
        from game.ui.scenes.menus import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    def _click(self, target: tuple[Any, ...]) -> None:
        seat = self.viewer
        kind = target[0]
        self.app.play("click")
        if kind == "menu":
            self._pause()
        elif kind == "mute":
            self.app.toggle_mute()
        elif kind == "scores":
            self.show_scores = True
        elif kind == "undo":
            self.session.undo(self.viewer)
            self.flights = []
        elif kind == "log":
            self.log_open = not self.log_open
            self.log_scroll = 0
        elif kind == "act":
            self.session.submit(target[1])
        elif kind == "freya":
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
            self._refresh()
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
        if self.banners:
            self.banners[0][1] -= dt_ms
            if self.banners[0][1] <= 0:
                self.banners.pop(0)
        self.ai_wait -= dt_ms
        self.hover_ms += dt_ms
        self._autopick(dt_ms)
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
        self._run_ai()
        self._refresh()
        if self.session.state.is_over() and not self.flights:
            self.end_wait = (END_PAUSE_MS if self.end_wait is None else self.end_wait) - dt_ms
            if self.end_wait <= 0:
                from game.ui.scenes.scoresheet import ScoreSheetScene

                self.app.replace(ScoreSheetScene(self.app, self.session, demo=self.demo))

    def _autopick(self, dt_ms: int) -> None:
        """With the setting on, a decision with a single legal choice plays itself after a beat,
        so the player sees what happened (never a sealed bid)."""
        session = self.session
        if (
            not self.app.settings.autopick
            or self.flights
            or self.curtain_for is not None
            or bidding(session.state)
            or self.viewer not in session.waiting_humans()
        ):
            self.autopick_ms = 0.0
            return
        legal = session.state.legal_actions(self.viewer)
        if len(legal) != 1:
            return
        self.autopick_ms += dt_ms
        if self.autopick_ms >= AUTOPICK_MS:
            self.autopick_ms = 0.0
            session.submit(legal[0])

    def agent_for(self, seat: int) -> Agent:
        """The agent behind an AI chair (tests put a scripted one here)."""
        level = self.session.seats[seat].level
        return make_agent(level, self.session.seed * 31 + seat)

    def _thinker(self, seat: int) -> ThinkingAgent:
        thinker = self.thinkers.get(seat)
        if thinker is None:
            level = self.session.seats[seat].level
            thinker = ThinkingAgent(
                self.agent_for(seat), window_budget(level), seed=self.session.seed * 7919 + seat
            )
            self.thinkers[seat] = thinker
        return thinker

    def _start_thinking(self, seat: int) -> None:
        """The search (hard) thinks in the worker process so frames never wait on it; the quick
        greedy levels think on a thread."""
        level = self.session.seats[seat].level
        self.ai_position = self.session.position
        if level == "hard" and self.process is not None:
            self.process.start(
                self.session.state, seat, level, self.session.seed * 31 + seat, window_budget(level)
            )
            self.current = self.process
        else:
            self.current = self._thinker(seat)
            self.current.start(self.session.state, seat)

    def _run_ai(self) -> None:
        """AI chairs think on their own view of the game, away from the window's thread; the
        window only polls, so it never waits on them."""
        session = self.session
        if len(self.recent) > 200:
            del self.recent[:100]
        if self.ai_seat >= 0 and self.current is not None and self.ai_position != session.position:
            self._stop_thinking()  # its position is gone (an undo): its answer never counts
        if self.ai_seat >= 0 and self.current is not None:
            try:
                action = self.current.poll()
            except Exception:  # a broken AI must not end the evening: play its first option
                log.exception("AI chair %s failed; it plays its first legal action", self.ai_seat)
                if self.current is self.process:
                    self.process = None  # from now on the search runs on a thread
                action = session.state.legal_actions(self.ai_seat)[0]
            if action is None:
                return
            self.ai_seat = -1
            was_bid = bidding(session.state)
            session.submit(action)
            self.ai_wait = 120 if was_bid else self.app.settings.ai_pace_ms
            return
        waiting = session.waiting_ai()
        if not waiting or self.ai_wait > 0:
            return
        if not bidding(session.state) and self.flights:
            return
        self.ai_seat = waiting[0]
        self._start_thinking(self.ai_seat)

    @property
    def thinking(self) -> bool:
        return self.ai_seat >= 0

    def _stop_thinking(self) -> None:
        """Forget the AI chair's thinking; an answer arriving later is dropped by its thinker."""
        if self.current is not None:
            self.current.cancel()
        self.current = None
        self.ai_seat = -1

    def close(self) -> None:
        """The table leaves the screen (quit, load, rematch): no AI answer may come back."""
        self._stop_thinking()
        for thinker in self.thinkers.values():
            thinker.cancel()
        if self.process is not None:
            self.process.close()
            self.process = None

    # ------------------------------------------------------------------ drawing

    def prompt(self) -> str:
        t = self.app.t
        state = self.session.state
        if self.demo:
            return t("demo.prompt", pace=t.decimal(self.app.settings.ai_pace_ms / 1000, 1))
        if state.is_over():
            return t("table.over")
        seat = self.viewer
        tavern = self.app.faces._name(self.rules.tavern_names[state.tavern])
        if seat in self.session.waiting_humans():
            pending = state.pending()
            if pending == "bids":
                return t("prompt.bid")
            if pending == "freya" and self.freya_first is not None:
                return t("prompt.freya_second")
            if pending == "pick" and self.frigg_mode:
                return t("prompt.frigg")
            amount = state.pending_args()[0]
            if pending == "capture":
                card, giant = state.pending_args()
                name = self.app.faces._name
                return t(
                    "prompt.capture",
                    card=name(self.rules.cards[card].name),
                    giant=name(self.rules.cards[giant].name),
                )
            return t(f"prompt.{pending}", tavern=tavern, amount=amount)
        if bidding(state) and seat in self.session.held:
            return t("prompt.bid_held")
        waiting = state.to_move()
        if bidding(state):
            return t("prompt.waiting_bids")
        return t("prompt.waiting", name=self.seat_name(waiting[0])) if waiting else ""

    def _static_key(self) -> tuple[Any, ...]:
        """Everything the still part of the table depends on; unchanged key, cached picture."""
        return (
            self.session.version,
            self.viewer,
            frozenset(self.artist.moving),
            tuple(sorted(self.artist.flips)),
            self.pad.key(),
            tuple(self.trade_pick),
            tuple(sorted(self.session.held)),
            self.app.t.lang,
            self.freya_first,
            self.frigg_mode,
            self.app.settings.muted,
        )

    def curtain_button(self) -> Rect:
        return Rect(L.W // 2 - 200, 520, 400, 64)

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        """Hot-seat: nothing of the table shows while the laptop changes hands."""
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        name = self.seat_name(self.curtain_for or 0)
        box = Rect(L.W // 2 - 380, 250, 760, 380)
        panel(surface, box, 235, radius=18, edge=theme.GOLD)
        title = app.assets.text(t("curtain.title", name=name), "display_bold", 38, theme.GOLD)
        surface.blit(title, title.get_rect(center=(box.centerx, box.y + 80)))
        body = app.assets.wrapped(t("curtain.body", name=name), "text", 22, theme.TEXT, box.w - 80)
        surface.blit(body, body.get_rect(midtop=(box.centerx, box.y + 140)))
        Button(
            self.curtain_button(), t("curtain.ready", name=name), lambda: None, primary=True
        ).draw(surface, app.assets)

    def draw(self, surface: pygame.Surface) -> None:
        """The still table comes from a cached layer; moving things are drawn over it."""
        if self.curtain_for is not None:
            self._draw_curtain(surface)
            return
        key = self._static_key()
        if key != self._static_for or self.static is None:
            self.static = self._draw_static()
            self._static_for = key
        surface.blit(self.static, (0, 0))
        self._draw_owing(surface)
        self._draw_flips(surface)
        self._draw_flights(surface)
        if self.pad.drag is not None and self.lay is not None:
            self.pad.draw_drag(surface, self.app.faces, self.lay.seats[self.viewer])
        self._draw_log(surface)
        self._draw_banner(surface)
        self._draw_evaluation(surface)
        self._draw_scores(surface)
        self._draw_zoom(surface)
        self._draw_tooltip(surface)  # always on top of everything

    def _backdrop(self) -> pygame.Surface:
        """The wood with every panel for this chair, made once (see `TableArtist.backdrop`)."""
        assert self.lay is not None
        if self._backdrop_for != self.viewer or self.backdrop_surface is None:
            self.backdrop_surface = self.app.background.copy()
            self.artist.backdrop(self.backdrop_surface, self.lay)
            self._backdrop_for = self.viewer
        return self.backdrop_surface

    def on_settings(self) -> None:
        """Redo the view and layout at once (the table is drawn under the pause menu before its
        next update); a new layout is not a move, so nothing flies for it."""
        self.backdrop_surface = None
        self.base.forget()
        self.invalidate()
        self.flights = []
        self.flip_ms = {}
        self.artist.moving = set()
        self.artist.flips = {}
        self.version = -1
        self.view = {}
        self._refresh()

    def invalidate(self) -> None:
        """Rebuild the still layer on the next frame (its unchanged parts are reused)."""
        self._static_for = None

    def _draw_static(self) -> pygame.Surface:
        """The base layer, with what a human's decision lays over it (glowing targets, the hero
        hall, drawn cards) on a copy; without those the base layer is the still table."""
        self._build_targets()
        base = self.base.update(self._backdrop(), self._parts())
        if (
            not (self.lay and self.lay.drawn)
            and not self._hall_open()
            and not self.choices
            and not any(target[0] in GLOWING for _, target in self.hit_map)
        ):
            return base
        if self.overlaid is None:
            self.overlaid = pygame.Surface(base.get_size()).convert()
        self.overlaid.blit(base, (0, 0))
        self._draw_drawn(self.overlaid)
        self._draw_targets(self.overlaid)
        self._draw_hall(self.overlaid)
        self._draw_choices(self.overlaid)
        return self.overlaid

    def _parts(self) -> list[Part]:
        """The parts of the still table, each with the key of what it shows (see `BaseLayer`)."""
        assert self.lay is not None
        app, t, view, lay, artist = self.app, self.app.t, self.view, self.lay, self.artist
        state = self.session.state
        current = state.tavern if state.phase == TAVERN else None
        names = [app.faces._name(n) for n in self.rules.tavern_names]
        owners = {
            d: self.seat_name(s) for s, sv in enumerate(view["seats"]) for d in sv["distinctions"]
        }
        labels = [
            t("table.heroes"),
            t("table.treasure"),
            t("table.distinctions"),
            t("table.deck_age", age=1),
            t("table.deck_age", age=2),
            t("table.discard"),
            t("table.myths"),
            t("table.reserve", n=view.get("reserve", 0)),
        ]
        moving = artist.moving
        area = L.middle_areas(lay.frame)
        parts = [Part("header", self._header_key(), L.HEADER, self._draw_header)]
        for b in self._boards():
            if b.big:  # the player's board carries its labels and the bid draft
                parts.append(
                    Part(
                        ("seat", b.seat),
                        (artist.board_key(b), self._extras_key()),
                        b.box.panel,
                        partial(self._draw_main_board, board=b),
                    )
                )
            else:
                parts.append(
                    Part(
                        ("seat", b.seat),
                        artist.board_key(b),
                        b.box.panel,
                        partial(artist.draw_board, board=b),
                    )
                )
        parts += [
            Part(
                "taverns",
                (
                    repr(view["taverns"]),
                    repr(view.get("loki")),
                    current,
                    repr(names),
                    repr(lay.tavern_cards),
                    repr(lay.tavern_rows),
                    sorted(moving & lay.tavern_cards.keys()),
                ),
                area["taverns"],
                lambda s: artist.taverns(s, view, lay, names, current),
            ),
            Part(
                "heroes",
                (repr(lay.heroes), labels[0], sorted(moving & lay.heroes.keys())),
                area["heroes"],
                lambda s: artist.heroes(s, view, lay, labels[0]),
            ),
            Part(
                "treasure",
                (repr(view["treasure"]), repr(lay.treasure), labels[1]),
                area["treasure"],
                lambda s: artist.treasure(s, view, lay, labels[1]),
            ),
            Part(
                "distinctions",
                (repr(view["distinctions_left"]), repr(owners), repr(lay.distinctions), labels[2]),
                area["distinctions"],
                lambda s: artist.distinctions(s, view, lay, labels[2], owners),
            ),
            Part(
                "decks",
                (
                    repr(view["decks"]),
                    repr(view["discard"]),
                    repr(lay.decks),
                    repr(lay.discard),
                    view.get("myth_deck"),
                    labels[3:],
                ),
                area["decks"],
                lambda s: artist.decks(s, view, lay, labels[3:]),
            ),
        ]
        return parts

    def _draw_owing(self, surface: pygame.Surface) -> None:
        """A lit edge around the boards of the chairs that owe a decision: drawn over the
        cached boards each frame, so a change of turn redraws no board."""
        assert self.lay is not None
        if self._hall_open():  # the hall covers the boards
            return
        for seat in self.session.state.to_move():
            box = self.lay.seats.get(seat)
            if box is not None:
                pygame.draw.rect(surface, theme.HIGHLIGHT, box.panel, 2, border_radius=10)

    def _boards(self) -> list[Board]:
        assert self.lay is not None
        t, state, view = self.app.t, self.session.state, self.view
        order = {s: i + 1 for i, s in enumerate(state.order)} if state.phase == TAVERN else {}
        boards = []
        for seat, box in self.lay.seats.items():
            big = seat == self.viewer
            name = self.seat_name(seat) + (
                f" ({t('table.you')})" if big and self.session.is_human(seat) else ""
            )
            seat_view, hidden = self._shown_seat(seat)
            boards.append(
                Board(
                    seat,
                    seat_view,
                    box,
                    big,
                    name,
                    view["scores"][seat],
                    hidden,
                    lambda n: t.plural("table.ranks", n),
                    order.get(seat),
                    t,
                )
            )
        return boards

    def _owes_bid(self) -> bool:
        return bidding(self.session.state) and self.viewer in self.session.waiting_humans()

    def _shown_seat(self, seat: int) -> tuple[dict[str, Any], set[int]]:
        """A seat's coins where they are: the rules core sees a human's bid only once every
        chair has bid, so a held bid and the draft are laid on the board here; the set holds the
        hand coins that are not in the hand."""
        if not bidding(self.session.state):
            return self.view["seats"][seat], set()
        return self.pad.shown(
            seat, self.view["seats"][seat], self.session.held.get(seat), seat == self._view_seat()
        )

    def _header_key(self) -> tuple[Any, ...]:
        """What the header shows: the Age and round, the prompt, and the state of its buttons."""
        assert self.lay is not None
        state, t = self.session.state, self.app.t
        rounds = state.rounds_in_age()
        undo = any(target == ("undo",) for _, target in self.hit_map)
        return (
            t("table.age_round", age=state.age, round=state.round, rounds=rounds),
            self.prompt(),
            t("table.menu"),
            t("log.button"),
            t("table.undo"),
            self.log_open,
            undo,
            self.app.settings.muted,
            repr(self.lay.frame),
        )

    def _draw_header(self, surface: pygame.Surface) -> None:
        assert self.lay is not None
        app = self.app
        title, prompt, menu, log_label, undo_label, log_open, undo, _, _ = self._header_key()
        surface.blit(app.assets.text(title, "text_bold", 20, theme.GOLD), (14, 9))
        text = app.assets.text(prompt, "text_bold", 18, theme.TEXT)
        surface.blit(text, text.get_rect(center=(L.W // 2 + 60, L.HEADER.centery)))
        Button(self.lay.menu, menu, self._pause).draw(surface, app.assets)
        Button(self.lay.log_button, log_label, lambda: None, primary=log_open).draw(
            surface, app.assets
        )
        if undo:
            Button(self.lay.undo, undo_label, lambda: None).draw(surface, app.assets)
        self._draw_speaker(surface, self.lay.mute)

    def _extras_key(self) -> tuple[Any, ...]:
        t = self.app.t
        buttons = [
            (tuple(rect), target[0])
            for rect, target in self.hit_map
            if target[0] in ("confirm", "change")
        ]
        return (
            self.pad.key(),
            self.session.state.phase,
            tuple(self.trade_pick),
            buttons,
            t("table.pouch"),
            t("table.hand"),
            t("table.confirm_bids"),
            t("table.change_bids"),
            t("table.command_zone"),
            t("table.bravery"),
        )

    def _draw_main_board(self, surface: pygame.Surface, board: Board) -> None:
        self.artist.draw_board(surface, board)
        self._draw_main_extras(surface)

    def _draw_main_extras(self, surface: pygame.Surface) -> None:
        """Labels of the main board, the bid draft and the confirm/change button."""
        assert self.lay is not None
        app, t = self.app, self.app.t
        box = self.lay.seats[self.viewer]
        for i, rect in enumerate(box.slots[:3]):
            sign = app.assets.scaled(f"taverns/{self.rules.tavern_keys[i]}", 66, 38)
            surface.blit(sign, sign.get_rect(midbottom=(rect.centerx, rect.y - 4)))
        pouch = app.assets.text(t("table.pouch"), "text", 13, theme.TEXT_SOFT)
        surface.blit(
            pouch,
            pouch.get_rect(
                midtop=((box.slots[3].centerx + box.slots[4].centerx) // 2, box.slots[3].bottom + 2)
            ),
        )
        if len(self._shown_seat(self.viewer)[1]) < len(box.hand):  # a coin is in the hand
            text = app.assets.text(t("table.hand"), "text", 12, theme.TEXT_SOFT)
            surface.blit(text, (box.hand[0].x, box.hand[0].y - 16))
        if self.pad.active:
            self.pad.draw_lifted(surface, app.faces, box)
        for i in self.trade_pick:
            glow(surface, box.hand[i], theme.SELECTED, 3, radius=30)
        for rect, target in self.hit_map:
            if target[0] == "confirm":
                Button(rect, t("table.confirm_bids"), lambda: None, primary=True).draw(
                    surface, app.assets
                )
            elif target[0] == "change":
                Button(rect, t("table.change_bids"), lambda: None).draw(surface, app.assets)
        cz = app.assets.text(t("table.command_zone"), "display", 15, theme.TEXT_SOFT)
        command = self.lay.frame.command
        surface.blit(cz, (command.x + 10, command.y + 12))
        score = app.assets.text(t("table.bravery"), "display", 16, theme.TEXT_SOFT)
        surface.blit(score, score.get_rect(midright=(box.score.right - 50, box.score.centery)))

    def _choices_area(self) -> Rect | None:
        """The panel under a decision's buttons, wider when it shows a capture's two cards."""
        if not self.choices:
            return None
        area = self.choices[0][0].unionall([rect for rect, _, _ in self.choices]).inflate(36, 70)
        area.y -= 17
        if self.session.state.pending() == "capture":  # the dwarf and the giant capturing it
            area.x -= 2 * 72 + 8
            area.w += 2 * 72 + 8
            area.h = max(area.h, 176)
        return area

    def _draw_choices(self, surface: pygame.Surface) -> None:
        area = self._choices_area()
        if area is None:
            return
        state = self.session.state
        shown = list(state.pending_args()) if state.pending() == "capture" else []
        panel(surface, area, 235, radius=14, edge=theme.GOLD)
        for i, card in enumerate(reversed(shown)):
            rect = Rect(area.x + 16 + i * 72, area.bottom - 112, 66, 96)
            surface.blit(self.app.faces.card(card, rect.w, rect.h), rect)
        prompt = self.app.assets.wrapped(self.prompt(), "text_bold", 16, theme.GOLD, area.w - 30)
        surface.blit(prompt, prompt.get_rect(midtop=(area.centerx, area.y + 8)))
        for rect, label, target in self.choices:
            primary = (
                target[0] == "act" and isinstance(target[1], (Capture, Thor)) and target[1].yes
            )
            Button(rect, label, lambda: None, primary=primary).draw(surface, self.app.assets)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        choice_rects = [rect for rect, _, _ in self.choices]
        for rect, target in self.hit_map:
            if target[0] == "freya" and target[1] == self.freya_first:
                glow(surface, rect, theme.SELECTED, 3, radius=8)
            elif (
                target[0] in GLOWING
                and rect not in choice_rects
                and target != ("hand", self.pad.selected)
            ):  # the lifted coin has its ring
                round_ = target[0] in ("hand", "slot", "trade") or (
                    target[0] == "act" and isinstance(target[1], (Transform, UlineBid))
                )
                glow(surface, rect, theme.HIGHLIGHT, 2, radius=40 if round_ else 8)

    def _draw_drawn(self, surface: pygame.Surface) -> None:
        assert self.lay is not None
        if not self.lay.drawn:
            return
        panel(surface, self.lay.drawn_panel, 230)
        text = self.app.assets.text(self.prompt(), "display", 18, theme.GOLD)
        surface.blit(
            text, text.get_rect(midtop=(self.lay.drawn_panel.centerx, self.lay.drawn_panel.y + 16))
        )
        for key, rect in self.lay.drawn.items():
            self.artist.card(surface, key, rect)

    def _draw_flips(self, surface: pygame.Surface) -> None:
        """Coins turning over (a reveal, a transform), drawn over the still layer."""
        assert self.lay is not None
        self.artist.draw_flips = True
        for seat, slot in self.artist.flips:
            box = self.lay.seats.get(seat)
            if box is not None and slot < len(box.slots):
                text = self.view["seats"][seat]["board"][slot]
                self.artist.coin(surface, text, box.slots[slot], seat, slot)
        self.artist.draw_flips = False

    def _draw_flights(self, surface: pygame.Surface) -> None:
        duration = self.app.settings.animation_ms
        for flight in self.flights:
            rect = flight.rect(duration)
            card = self.rules.card_ids[flight.key]
            if flight.strip_column >= 0 and flight.elapsed > duration * 0.6:
                surface.blit(self.app.faces.strip(card, rect.w, rect.h, flight.strip_column), rect)
            else:
                w = max(rect.w, 40)
                h = max(rect.h, int(w * 1.38))
                surface.blit(self.app.faces.card(card, w, h), rect.move(0, rect.h - h))

    def news_avoid(self) -> list[Rect]:
        """What news must leave in sight: the targets of the decision, the hero hall, the
        choices, the drawn cards, the log, the Troop Evaluation, and the taverns during a bid."""
        assert self.lay is not None
        rects = [rect for rect, _ in self.hit_map]
        if self._hall_open():
            rects.append(self.lay.hall_panel)
        if self.lay.drawn:
            rects.append(self.lay.drawn_panel)
        if self.log_open:
            rects.append(self.lay.log_panel)
        if self._owes_bid():
            rects += self.lay.tavern_rows
        return rects + [r for r in (self._choices_area(), self._evaluation_box()) if r]

    def banner_rect(self) -> Rect | None:
        """Where the current banner shows: nearest the middle of the table, clear of
        `news_avoid` (worked out once per banner and decision)."""
        if not self.banners:
            return None
        label = self.app.assets.text(self.banners[0][0], "display_bold", 28, theme.GOLD)
        size = (label.get_width() + 48, label.get_height() + 16)
        avoid = self.news_avoid()
        key = (size, tuple(tuple(r) for r in avoid))
        if key != self._banner_for[0]:
            area = Rect(0, L.HEADER.bottom + 4, L.W, L.H - L.HEADER.bottom - 4)
            rect = free_rect(size, avoid, area, (L.W // 2, 414))
            self._banner_for = (
                key,
                rect or Rect((0, 0), size).move(L.W // 2 - size[0] // 2, 414 - size[1] // 2),
            )
        return self._banner_for[1]

    def _draw_banner(self, surface: pygame.Surface) -> None:
        rect = self.banner_rect()
        if rect is None:
            return
        text, left = self.banners[0]
        banner_box(surface, rect, self.app.assets.text(text, "display_bold", 28, theme.GOLD), left)

    def _draw_evaluation(self, surface: pygame.Surface) -> None:
        """The Troop Evaluation: each distinction and who won it, revealed one after another."""
        box = self._evaluation_box()
        if box is None or self.evaluation_clock is None:
            return
        app, t = self.app, self.app.t
        shown = int(self.evaluation_clock // EVALUATION_STEP_MS) + 1
        panel(surface, box, 235, radius=16, edge=theme.GOLD)
        title = app.assets.text(t("banner.troop_evaluation"), "display_bold", 30, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 16)))
        for i, (d, seat) in enumerate(self.evaluation[:shown]):
            y = box.y + 70 + i * 74
            surface.blit(app.faces.distinction(d, 48, 66), (box.x + 40, y))
            name = app.faces._name(self.rules.distinctions[d].name)
            label = app.assets.text(name, "display", 22, theme.TEXT)
            surface.blit(label, (box.x + 108, y + 6))
            who = self.seat_name(seat) if seat is not None else t("banner.nobody")
            colour = theme.HIGHLIGHT if seat is not None else theme.TEXT_SOFT
            winner = app.assets.text(who, "text_bold", 22, colour)
            surface.blit(winner, winner.get_rect(topright=(box.right - 40, y + 8)))

    def _evaluation_box(self) -> Rect | None:
        if self.evaluation_clock is None or not self.evaluation:
            return None
        return Rect(L.W // 2 - 330, 200, 660, 96 + 74 * len(self.evaluation))

    def _hall_open(self) -> bool:
        return (
            self.viewer in self.session.waiting_humans()
            and self.session.state.pending() == "recruit"
        )

    def _draw_hall(self, surface: pygame.Surface) -> None:
        """The hero hall during a recruitment: every available hero with its full rule text,
        the ones the rules allow now highlighted."""
        assert self.lay is not None
        state = self.session.state
        if not self._hall_open():
            return
        app = self.app
        legal = {a.key for a in state.legal_actions(self.viewer) if isinstance(a, Recruit)}
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        panel(surface, self.lay.hall_panel, 238, radius=16, edge=theme.GOLD)
        title = app.assets.text(app.t("prompt.recruit"), "display_bold", 26, theme.GOLD)
        surface.blit(
            title, title.get_rect(midtop=(self.lay.hall_panel.centerx, self.lay.hall_panel.y + 14))
        )
        for key, rect in self.lay.hall.items():
            face = app.faces.hero_row(self.rules.card_ids[key], rect.w, rect.h)
            if key in legal:
                surface.blit(face, rect)
                glow(surface, rect, theme.HIGHLIGHT, 2)
            else:
                dim = face.copy()
                dim.set_alpha(90)
                surface.blit(dim, rect)

    def _draw_speaker(self, surface: pygame.Surface, rect: Rect) -> None:
        """A small speaker drawn by hand; crossed out when the sound is off."""
        pygame.draw.rect(surface, (70, 52, 36), rect, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=8)
        cx, cy = rect.x + 13, rect.centery
        ink = theme.TEXT
        pygame.draw.polygon(
            surface,
            ink,
            [
                (cx - 6, cy - 4),
                (cx - 1, cy - 4),
                (cx + 5, cy - 10),
                (cx + 5, cy + 10),
                (cx - 1, cy + 4),
                (cx - 6, cy + 4),
            ],
        )
        if self.app.settings.muted:
            pygame.draw.line(surface, (220, 80, 60), (cx + 9, cy - 6), (cx + 19, cy + 6), 3)
            pygame.draw.line(surface, (220, 80, 60), (cx + 19, cy - 6), (cx + 9, cy + 6), 3)
        else:
            for radius in (7, 12):
                pygame.draw.arc(
                    surface,
                    ink,
                    (cx + 2 - radius // 2, cy - radius, radius * 2, radius * 2),
                    -0.9,
                    0.9,
                    2,
                )

    def log_lines(self) -> list[list[Any]]:
        """Every log line so far, in the current language."""
        faces = self.app.faces
        writer = LogWriter(
            self.rules, self.app.t, [seat.name for seat in self.session.seats], faces._name
        )
        lines = (writer.line(event) for events in self.session.log for event in events)
        return [line for line in lines if line]

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The log drawer over the right of the table; the wheel scrolls back in time."""
        assert self.lay is not None
        if not self.log_open:
            return
        app = self.app
        box = self.lay.log_panel
        panel(surface, box, 238, radius=12, edge=theme.GOLD)
        title = app.assets.text(app.t("log.title"), "display_bold", 20, theme.GOLD)
        surface.blit(title, (box.x + 14, box.y + 8))
        lines = self.log_lines()
        row_h = 24
        visible = (box.h - 48) // row_h
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - visible))
        end = len(lines) - self.log_scroll
        shown = lines[max(0, end - visible) : end]
        y = box.y + 42
        for line in shown:
            x = box.x + 14
            for kind, value in line:
                if kind == "text" and value:
                    label = app.assets.text(value, "text", 15, theme.TEXT)
                    surface.blit(label, (x, y + 2))
                    x += label.get_width() + 5
                elif kind == "icon":
                    pygame.draw.circle(surface, theme.CLASS_COLOURS[value], (x + 9, y + 11), 10)
                    icon = app.assets.icon(theme.CLASS_ICONS[value], 15)
                    surface.blit(icon, icon.get_rect(center=(x + 9, y + 11)))
                    x += 23
                elif kind == "coin":
                    surface.blit(app.faces.coin(value, 22), (x, y))
                    x += 26
                if x > box.right - 20:
                    break
            y += row_h

    def open_panels(self) -> list[Rect]:
        """What is drawn over the table now: nothing under these shows a tooltip through them
        (the hall, the score pad and a zoomed card shade the whole table)."""
        assert self.lay is not None
        if self.show_scores or self.zoom is not None or self._hall_open():
            return [Rect(0, 0, L.W, L.H)]
        rects = [
            self._evaluation_box(),
            self._choices_area(),
            self.lay.log_panel if self.log_open else None,
        ]
        return [r for r in rects if r is not None]

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        """The topmost hoverable thing under `pos`, if any, and not under an open panel."""
        assert self.lay is not None
        if any(rect.collidepoint(pos) for rect in self.open_panels()):
            return None
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
                for item in hover_items(view, self.lay)[::-1]
                if not (item[1] == "coin" and tuple(item[0]) in gone)
            ]
            self._hover_for, self._hover_lay = key, self.lay
        drawn = self.lay.drawn_panel.collidepoint(pos) and bool(self.lay.drawn)
        for item in self._hover_items:
            if item[0].collidepoint(pos):
                return None if drawn and item[0] not in self.lay.drawn.values() else item
        return None

    def _describer(self) -> Describer:
        return Describer(self.rules, self.app.t, self.app.faces._name)

    def tooltip(self) -> tuple[Rect, pygame.Surface] | None:
        """The box and text explaining the thing the pointer rests on, placed beside it."""
        if self.hover_ms < TOOLTIP_DELAY_MS:
            return None
        item = self.item_at(self.mouse)
        if item is None:
            return None
        text = self._describer().describe(item[1], item[2], self.view)
        if not text:
            return None
        label = self.app.assets.wrapped(text, "text", 16, theme.TEXT, 360)
        size = label.get_rect().inflate(24, 18).size
        return tooltip_rect(size, item[0], self.mouse, Rect(0, 0, L.W, L.H)), label

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        tip = self.tooltip()
        if tip is not None:
            box, label = tip
            panel(surface, box, 240, radius=8, edge=theme.GOLD)
            surface.blit(label, (box.x + 12, box.y + 9))

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        """A card shown large (right-click): its face with the portrait at full size, and its
        whole rule text beside it."""
        if self.zoom is None:
            return
        app = self.app
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 160))
        surface.blit(shade, (0, 0))
        card = self.rules.card_ids[self.zoom]
        face = app.faces.card(card, 360, 504)
        rect = face.get_rect(center=(L.W // 2 - 230, L.H // 2))
        surface.blit(app.faces.shadow(*rect.size), rect.move(6, 8))
        surface.blit(face, rect)
        text = app.assets.wrapped(self._describer().card(self.zoom), "text", 22, theme.TEXT, 420)
        box = Rect(rect.right + 30, rect.y + 40, 460, text.get_height() + 40)
        panel(surface, box, 235, radius=12, edge=theme.GOLD)
        surface.blit(text, (box.x + 20, box.y + 20))

    def _draw_scores(self, surface: pygame.Surface) -> None:
        """The live score pad of every chair, category by category."""
        if not self.show_scores:
            return
        app = self.app
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        sheets = self.view["scores"]
        width = LABEL_W + column_width(len(sheets), 960) * len(sheets)
        box = Rect(L.W // 2 - width // 2 - 40, 110, width + 80, 620)
        panel(surface, box, 240, radius=16, edge=theme.GOLD)
        title = app.assets.text(app.t("scores.live"), "display_bold", 26, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 14)))
        ranks = competition_ranks([s["total"] for s in sheets])
        leaders = [i for i, rank in enumerate(ranks) if rank == 1]
        self.score_pad = draw_table(
            surface,
            app,
            [seat.name for seat in self.session.seats],
            sheets,
            leaders,
            Rect(box.x + 40, box.y + 60, width, box.h - 80),
            ranks,
        )
