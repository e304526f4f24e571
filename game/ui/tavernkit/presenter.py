"""The presenter's side the taverns games share: the layout synced with the view, cards flying
from their old place to their new one and coins turning over, the sounds of events, the
evaluation's clock, clicks on actions' places, the bid drafted with the shared `BidPad` (clicks,
drags, keys), and the time that moves it all.

A game's presenter subclasses `TavernsPresenter` with its own drawing and panels parts, and
writes the hooks: `_layout`, `_places`, `_action_rect`, `_choice_targets`, `_awards_total`, and
what its own decisions add (`_more_targets`, `click`, `plan`, `on_event`)."""

from __future__ import annotations

from collections.abc import Container, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import pygame
from pygame import Rect

from game.core.events import Event
from game.taverns import coins as cn
from game.taverns.actions import Action, Bid, Pick
from game.ui.bidpad import BidPad
from game.ui.games import Target
from game.ui.table.flight import advance, flying
from game.ui.tavernkit.base import Flight
from game.ui.tavernkit.drawing import TavernsDrawing
from game.ui.tavernkit.motion import TavernsMotion
from game.ui.tavernkit.panels import EVALUATION_STEP_MS, TavernsPanels

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

EVALUATION_HOLD_MS = 2600  # the evaluation stays this long after its last award


class TavernsPresenter(TavernsMotion, TavernsDrawing, TavernsPanels):
    PRIVATE_DECISIONS: ClassVar[frozenset[str]]  # made with a chair's own secrets in view
    SOUNDS: ClassVar[dict[str, str]] = {  # event kind -> its sound (the engine's events)
        "card_taken": "card",
        "bids_revealed": "flip",
        "coin_transformed": "coins",
        "coins_traded": "coins",
        "gems_exchanged": "gem",
        "game_over": "end",
    }

    def __init__(self, table: TableScene) -> None:
        """The shared state, empty: the game's __init__ adds its artist, writer and own state."""
        super().__init__(table)
        self.lay = None
        self.flights = []
        self.flip_ms = {}
        self.pieces = []
        self.coins_seen = {}
        self.gems_seen = {}
        self.bidding_seen = False
        self.draft_homes = {}
        self.score_pad = None
        self.evaluation = []
        self.evaluation_clock = None
        self.pad = BidPad()
        self.choices = []
        self._hover_items = []
        self._hover_rects = []
        self._hover_for = None
        self._hover_lay = None
        self.backdrop_surface = None
        self._backdrop_for = ()

    # ------------------------------------------------------------------ hooks

    def _layout(self) -> Any:
        """Every rectangle of the table for the view, seen from the viewer's chair."""
        raise NotImplementedError

    def _places(self, view: Mapping[str, Any], lay: Any) -> dict[str, tuple[Rect, int]]:
        """Where each card of `view` shows in `lay`, with its column when it shows as a strip
        (-1: as a card); what flies when a card's place changes."""
        raise NotImplementedError

    def _action_rect(self, action: Action, box: Any) -> Rect | None:
        """Where a legal action is clicked on the table (None: not on the table)."""
        raise NotImplementedError

    def _choice_targets(self, legal: list[Action]) -> list[tuple[Rect, str, Target]]:
        """Decisions with no place on the table, as buttons over its middle."""
        raise NotImplementedError

    def _more_targets(self, legal: list[Action], box: Any) -> list[tuple[Rect, Target]]:
        """Targets of the game's own beside the actions' places (none by default)."""
        return []

    def _awards_total(self) -> int:
        """How many awards the evaluation gives out."""
        raise NotImplementedError

    def _card_text(self, card: int) -> str:
        """A card's name as a line of text reads it (a banner's, with no icon)."""
        raise NotImplementedError

    def _taken(self, action: Any) -> int | None:
        """The card a decision takes into the chair's army (None: it takes none): a tavern's
        card here, a game adds its recruits."""
        return action.card if isinstance(action, Pick) else None

    def forced_news(self, action: Any) -> str:
        """A card taken because it was the only choice (the tavern's last card, the only
        recruit), named over the table: the player did not click it."""
        card = self._taken(action)
        return "" if card is None else str(self.app.t("table.forced", card=self._card_text(card)))

    # ------------------------------------------------------------------ the view

    def private(self, pending: str) -> bool:
        return pending in self.PRIVATE_DECISIONS

    def sync(self, old_view: Mapping[str, Any] | None) -> None:
        old_lay = self.lay
        self.lay = self._layout()
        animate = old_view is not None and old_lay is not None
        if old_view is not None and old_lay is not None:
            self._start_flights(old_view, old_lay)
            self.start_flips(old_view)
        self.pad.sync(
            self.viewer, self.view["seats"][self.viewer]["hand"], self.bidding(), self._owes_bid()
        )
        self.track_pieces(animate)
        self.follow_draft(False)

    def _start_flights(self, old_view: Mapping[str, Any], old_lay: Any) -> None:
        assert self.lay is not None
        if self.app.settings.animation_ms <= 0:  # animations off: cards appear where they land
            return
        before = self._places(old_view, old_lay)
        after = self._places(self.view, self.lay)
        deck = self.lay.decks[min(1, self.view["age"] - 1)]
        fresh = {k for row in self.view["taverns"] for k in row}  # dealt from the deck
        for key, (rect, column) in after.items():
            src = before[key][0] if key in before else deck if key in fresh else None
            if src is not None and src != rect:
                self.flights.append(Flight(key, src, rect, strip_column=column))
        self.artist.moving = flying(self.flights)

    def on_event(self, event: Event) -> None:
        """The event's sound; the evaluation starts over at the end of the first age."""
        sound = self.SOUNDS.get(event.kind)
        if sound is not None:
            self.app.play(sound)
        if event.kind == "age_over" and event.data[0] == 1:
            self.evaluation = []
            self.evaluation_clock = 0.0

    def _evaluate(self, award: tuple[Any, int | None]) -> None:
        """One more award for the evaluation panel; the panel reopens, showing the ones before
        at once, if it was closed while a chair decided in the middle of it (a line completed
        by the card an award brings)."""
        if self.evaluation_clock is None and self.evaluation:
            self.evaluation_clock = (len(self.evaluation) - 1) * EVALUATION_STEP_MS
        self.evaluation.append(award)
        if award[1] is not None and self.evaluation_clock is not None:  # won: its row shines
            index = len(self.evaluation) - 1
            wait = max(0.0, index * EVALUATION_STEP_MS - self.evaluation_clock)
            self.table.celebrate("", "", self.award_row(index), wait, on_top=True)

    def _celebrate_card(self, title: str, key: str, name: str) -> None:
        """A moment on a card where it lands, once its flight is over (a recruit)."""
        assert self.lay is not None
        place = self._places(self.view, self.lay).get(key)
        if place is not None:
            self.table.celebrate(title, name, place[0], self.app.settings.animation_ms)

    # ------------------------------------------------------------------ what can be clicked

    def _legal(self) -> list[Action]:
        if self.viewer not in self.session.waiting_humans():
            return []
        return list(self.session.state.legal_actions(self.viewer))

    def _hand_index(self, code: int, taken: Container[int] = ()) -> int:
        """The place in the hand of a coin by its code, skipping the places `taken`."""
        text = cn.coin_str(code)
        hand = self.view["seats"][self.viewer]["hand"]
        return next(i for i, c in enumerate(hand) if c == text and i not in taken)

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
        elif legal:
            for action in legal:
                where = self._action_rect(action, box)
                if where is not None:
                    targets.append((where, ("act", action)))
            targets += self._more_targets(legal, box)
        self.choices = self._choice_targets(legal) if not bidding else []
        return targets + [(rect, target) for rect, _, target in self.choices]

    def focus(self) -> list[Rect]:
        """What a tooltip keeps clear of: your score, and what glows for your decision (the
        coins and slots of a bid, the cards, columns and buttons of a pick)."""
        assert self.lay is not None
        shell = ("menu", "mute", "log", "undo", "scores")
        glowing = [rect for rect, target in self.table.hit_map if target[0] not in shell]
        return [self.lay.seats[self.viewer].score, *glowing]

    def plan(self, action: Any) -> list[tuple[int, int]]:
        """A bid: the draft coin by coin, then Confirm."""
        assert self.lay is not None
        if isinstance(action, Bid):
            box = self.lay.seats[self.viewer]
            return [*self.pad.plan(box, action.coins), self.lay.confirm.center]
        return []

    def marks(self, action: Any) -> list[Rect]:
        """A bid: each of its coins where it lies now and the slot it goes to."""
        assert self.lay is not None
        if not isinstance(action, Bid):
            return []
        box, pad = self.lay.seats[self.viewer], self.pad
        rects: list[Rect] = []
        taken: set[int] = set()
        for slot, code in enumerate(action.coins):
            text = cn.coin_str(code)
            coin = next(i for i, c in enumerate(pad.hand) if c == text and i not in taken)
            taken.add(coin)
            rects += [pad.home(coin, box), box.slots[slot]]
        return rects

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        """The quick ways to draft a bid (see `BidPad`); True when the event was one."""
        assert self.lay is not None
        pad, box = self.pad, self.lay.seats[self.viewer]
        if event.type == pygame.MOUSEMOTION:
            return pad.motion(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and pad.drag is not None:
            released = pad.release(event.pos, box)
            self.follow_draft(False)
            return released
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
            slot = next((s for s in range(3) if box.slots[s].collidepoint(event.pos)), None)
            if slot is None:
                return False
            pad.take_back(slot)
            self.follow_draft(True)
            return True
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_5:
            pad.press_key(event.key - pygame.K_1)
            self.follow_draft(True)
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

    def modal_open(self) -> bool:
        return self.evaluation_clock is not None

    def modal(self) -> bool:
        """A click closes the evaluation first."""
        if self.evaluation_clock is None:
            return False
        self.evaluation_clock = None
        return True

    def click(self, target: Target) -> None:
        """The bid draft's targets: a coin of the hand, a slot, Confirm and Change."""
        seat, kind = self.viewer, target[0]
        if kind == "hand":
            self.pad.pick(target[1])
            self.follow_draft(True)
        elif kind == "slot":
            self.pad.click_slot(target[1])
            self.follow_draft(True)
        elif kind == "confirm":
            self.session.submit(Bid(seat, self.pad.coins()))
            self.pad.forget()
        elif kind == "change":
            held = self.session.held.get(seat)
            self.session.retract_bid(seat)
            self.table._refresh()
            if held is not None:
                self.pad.restore(held.coins)
                self.follow_draft(False)

    def undone(self) -> None:
        self.flights = []
        self.stop_pieces()

    def on_settings(self) -> None:
        self.backdrop_surface = None
        self.flights = []
        self.artist.moving = set()
        self.stop_pieces()

    # ------------------------------------------------------------------ time

    def update(self, dt_ms: int) -> None:
        duration = self.app.settings.animation_ms
        self.flights = advance(self.flights, dt_ms, duration)
        self.artist.moving = flying(self.flights)
        self.advance_pieces(dt_ms, duration)
        if self.evaluation_clock is not None:
            self.evaluation_clock += dt_ms
            done = (
                len(self.evaluation) == self._awards_total()
                or self.viewer in self.session.waiting_humans()
            )
            if (
                self.evaluation_clock
                > len(self.evaluation) * EVALUATION_STEP_MS + EVALUATION_HOLD_MS
                and done
            ):  # all shown, or the rest waits on this chair
                self.evaluation_clock = None

    def busy(self) -> bool:
        """Cards or coins in flight: the autopick, the AI chairs and the end of the game wait
        (coins turning over at a reveal do not hold them, as before)."""
        return bool(self.flights or self.pieces)
