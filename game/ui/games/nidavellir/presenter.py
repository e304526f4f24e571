"""Nidavellir at the table: its layout from the view, clicks on cards, coins and buttons turned
into legal actions (by the tables the base game and each expansion fill, `clicks`), the bid
drafted on the board, and what each event animates.

Animations come from comparing where each card was before and after a change: whatever moved
flies from its old place to its new one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from pygame import Rect

from game.core.events import Event
from game.nidavellir.actions import Action, Recruit, Trade, declines
from game.nidavellir.expansions.thingvellir.actions import Retrieve
from game.taverns import coins as cn
from game.ui.games import Target
from game.ui.games.nidavellir import clicks
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.boards import TableArtist
from game.ui.games.nidavellir.cards import strip_named
from game.ui.games.nidavellir.drawing import NidavellirDrawing
from game.ui.games.nidavellir.log import LogWriter
from game.ui.games.nidavellir.menu import automaton_names
from game.ui.games.nidavellir.panels import NidavellirPanels
from game.ui.table import chrome
from game.ui.table.flight import flying
from game.ui.tavernkit.base import Flight
from game.ui.tavernkit.presenter import TavernsPresenter

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


class NidavellirPresenter(NidavellirDrawing, NidavellirPanels, TavernsPresenter):
    # Decisions made with a chair's own secrets in view: its sealed bid, the Pioneer's cards, a
    # coin to transform among hidden bids, the cards Skymir and Frigg show.
    PRIVATE_DECISIONS = frozenset(
        {"bids", "keep", "transform", "skymir_keep", "frigg_keep", "frigg_order"}
    )
    SOUNDS: ClassVar[dict[str, str]] = {
        **TavernsPresenter.SOUNDS,
        "hero_recruited": "hero",
        "distinction_awarded": "distinction",
        "camp_card_taken": "card",
        "mercenary_enlisted": "card",
        "card_retrieved": "card",
        "card_dismissed": "card",
        "coin_discarded": "coin",
    }

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        app = table.app
        self.rules = app.rules
        self.artist = TableArtist(app.assets, app.faces, app.rules)
        names = [seat.name for seat in table.session.seats]
        names += [self.automaton_name(s) for s in range(len(names), table.session.state.n)]
        self.writer = LogWriter(app.rules, app.t, names, app.faces._name)
        self.trade_pick = []
        self.freya_first = None
        self.frigg_mode = False
        self.enlist_pick = None

    def automaton_name(self, seat: int) -> str:
        """The solo opponent: "Neutral clan" or "Andvari"."""
        session = self.table.session
        return automaton_names(self.app.t, session.options)[seat - len(session.seats)]

    # ------------------------------------------------------------------ the view

    def sync(self, old_view: Mapping[str, Any] | None) -> None:
        super().sync(old_view)
        self.trade_pick = []
        self.freya_first = None
        self.frigg_mode = False
        self.enlist_pick = None

    def _strip_named(self, key: str) -> bool:
        return strip_named(self.rules, self.rules.card_ids[key])

    def _hall_row_height(self, key: str, width: int) -> int:
        return int(self.app.faces.hero_row_height(self.rules.card_ids[key], width))

    def _layout(self) -> L.Layout:
        lay = L.compute(
            self.view,
            self.viewer,
            self.app.settings.compact,
            self._strip_named,
            self._hall_row_height,
        )
        if self.pending() == "retrieve" and self.viewer in self.session.waiting_humans():
            keys = [
                a.key
                for a in self.session.state.legal_actions(self.viewer)
                if isinstance(a, Retrieve) and not a.passes
            ]
            lay.drawn_panel, lay.drawn = L.browser(keys)  # the discard pile, to choose from
        return lay

    def _start_flights(self, old_view: Mapping[str, Any], old_lay: Any) -> None:
        """Besides the cards that changed places, the camp's new cards come off its deck."""
        super()._start_flights(old_view, old_lay)
        assert self.lay is not None
        if self.app.settings.animation_ms <= 0 or not self.lay.camp_decks:
            return
        before = self._places(old_view, old_lay).keys() | {f.key for f in self.flights}
        deck = self.lay.camp_decks[min(1, self.view["age"] - 1)]
        for key, rect in self.lay.camp.items():
            if key not in before:
                self.flights.append(Flight(key, deck, rect))
        self.artist.moving = flying(self.flights)

    def _stocks(self) -> tuple[dict[int, Rect], Rect | None]:
        assert self.lay is not None
        return self.lay.treasure, None

    def _card_text(self, card: int) -> str:
        return self.writer.card_text(card)

    def _taken(self, action: Any) -> int | None:
        return action.hero if isinstance(action, Recruit) else super()._taken(action)

    def _awards_total(self) -> int:
        return len(self.rules.distinctions)

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
            if box.pouch_hero is not None:
                places[box.pouch_hero[0]] = (box.pouch_hero[1], -1)
        for key, rect in lay.camp.items():
            places[key] = (rect, -1)
        for key, rect in lay.drawn.items():
            places[key] = (rect, -1)
        if view["discard"]:
            places[view["discard"][-1]] = (lay.discard, -1)
        return places

    def on_event(self, event: Event) -> None:
        super().on_event(event)
        kind, t = event.kind, self.app.t
        if kind == "hero_recruited":
            card = self.rules.cards[event.data[0]]
            hero = self.app.faces._name(card.name)
            self.table.banner(t("banner.hero", name=self.table.seat_name(event.seat), hero=hero))
            self._celebrate_card(t("moment.hero"), card.key, hero)
        elif kind == "distinction_awarded":
            self._evaluate((event.data[0], event.seat))
        elif kind == "distinction_unclaimed":
            self._evaluate((event.data[0], None))
        elif kind == "age_started":
            self.table.banner(t("banner.age_two"))

    # ------------------------------------------------------------------ what can be clicked

    def _more_targets(self, legal: list[Action], box: L.SeatBoxes) -> list[tuple[Rect, Target]]:
        """What the base game and each expansion click beside the actions' places (`clicks`)."""
        assert self.lay is not None
        targets: list[tuple[Rect, Target]] = []
        for extra in clicks.EXTRAS:
            targets += extra(self, self.lay, box, legal)
        return targets

    def _choice_targets(self, legal: list[Action]) -> list[tuple[Rect, str, Target]]:
        """Decisions with no place on the table (pass, capture or place, Thor, Odin's swaps,
        Frigg's switch, going first or last, Thor's spare of a Thingvellir discard) become buttons
        on a panel over the middle of the table."""
        items: list[tuple[str, Target]] = []
        for action in legal:
            label = self._choice_label(action)
            if label is not None:
                items.append((label, ("act", action)))
        for switch in clicks.SWITCHES:
            items += switch(self, legal)
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
        if declines(action):
            return self.app.t("choice.pass")
        label = clicks.lookup(clicks.LABELS, action)
        return None if label is None else label(self, action)

    def _action_rect(self, action: Action, box: L.SeatBoxes) -> Rect | None:
        assert self.lay is not None
        place = clicks.lookup(clicks.PLACES, action)
        return None if place is None else place(self, self.lay, box, action)

    def plan(self, action: Any) -> list[tuple[int, int]]:
        """The clicks an action's class registered (a trade's two coins, Freya's two cards,
        Frigg's switch and card …); else the shared presenter's (a bid)."""
        assert self.lay is not None
        clicks_of = clicks.lookup(clicks.PLANS, action)
        if clicks_of is None:
            return super().plan(action)
        return clicks_of(self, self.lay, self.lay.seats[self.viewer], action)

    def click(self, target: Target) -> None:
        """Freya's first card, Frigg's switch, a coin of a trade; the bid draft's targets."""
        seat = self.viewer
        kind = target[0]
        if kind == "freya":
            self.freya_first = None if self.freya_first == target[1] else target[1]
        elif kind == "enlist":
            self.enlist_pick = None if self.enlist_pick == target[1] else target[1]
        elif kind == "frigg":
            self.frigg_mode = not self.frigg_mode
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
        else:
            super().click(target)
