"""The table: draws the game from the view of the chair in front of the screen, turns clicks into
legal actions, lets AI chairs think in a worker thread, and animates what happened.

Every clickable thing is a target in `targets`, rebuilt from the legal actions, so a click can only
ever submit an action the rules core listed. Animations come from comparing where each card was
before and after a change: whatever moved flies from its old place to its new one.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.ai.process import ProcessThinker
from game.core.session import AI, Session
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
from game.ui.baselayer import BaseLayer
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.bidpad import BidPad
from game.ui.games.nidavellir.boards import TableArtist
from game.ui.scenes.table_ai import TableAI
from game.ui.scenes.table_base import Flight, TableBase
from game.ui.scenes.table_draw import TableDrawing
from game.ui.scenes.table_overlays import EVALUATION_STEP_MS, TableOverlays

PRIVATE_DECISIONS = frozenset(
    {"bids", "keep", "transform", "skymir_keep", "frigg_keep", "frigg_order"}
)
BANNER_MS = 1800
EVALUATION_HOLD_MS = 2600  # the Troop Evaluation stays this long after its last distinction
END_PAUSE_MS = 1400


class TableScene(TableDrawing, TableOverlays, TableAI, TableBase):
    def __init__(self, app: Any, session: Session, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo  # spectator mode for game nights: AI chairs only, games follow games
        self.rules = app.rules
        self.artist = TableArtist(app.assets, app.faces, app.rules)
        humans = session.humans()
        self.viewer = humans[0] if humans else 0
        self.view = {}
        self.version = -1
        self.lay = None
        self.flights = []
        self.flip_ms = {}
        self.banners = []
        self.recent = []  # kinds of the latest events, for whoever watches the table
        self.log_open = False
        self.mouse = (-1, -1)
        self.hover_ms = 0.0
        self.zoom = None  # key of the card shown large
        self.show_scores = False  # the live score pad, on demand (Tab or the score)
        self.score_pad = None  # where the pad was last drawn
        self.autopick_ms = 0.0
        self.curtain_for = None  # hot-seat: the chair the laptop goes to next
        self.passed_to = None  # the chair that last took the laptop for its bid
        self.log_scroll = 0  # lines scrolled up from the newest
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
        self._banner_for = (None, None)
        self.hit_map = []
        self.thinkers = {}
        self.ai_seat = -1  # the AI chair thinking now, -1 when none
        self.ai_position = -1  # the session's position it thinks about
        self.current = None
        hard = any(seat.level == "hard" and seat.kind == AI for seat in session.seats)
        self.process = ProcessThinker(session.info, session.seed) if hard else None
        self.ai_wait = 0.0
        self.end_wait = None
        self.static = None  # the still table as last drawn
        self.overlaid = None  # the base layer under a decision's glows
        self.base = BaseLayer()
        self.backdrop_surface = None
        self._backdrop_for = -1
        self._static_for = None
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
            self.session.sealed(),
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
        if self.session.sealed() and seat in self.session.held:
            targets.append((self.lay.confirm, ("change",)))
        legal = self._legal()
        if legal and self.session.sealed():
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
        self.choices = self._choice_targets(legal) if not self.session.sealed() else []
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
