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
from typing import TYPE_CHECKING, Any, ClassVar

from pygame import Rect

from game.arran.actions import Column, Discard, GiveUp, Keep, Recruit
from game.arran.cards import SHIELD
from game.core.events import Event
from game.taverns import coins as cn
from game.taverns.actions import HAND, Action, Pick, Transform
from game.ui.games import Target
from game.ui.games.arran import layout as L
from game.ui.games.arran.boards import TableArtist, pariah_spot
from game.ui.games.arran.drawing import ArranDrawing
from game.ui.games.arran.faces import Faces
from game.ui.games.arran.log import LogWriter
from game.ui.games.arran.panels import ArranPanels
from game.ui.table import chrome
from game.ui.table.flight import PieceFlight
from game.ui.tavernkit.presenter import TavernsPresenter

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


class ArranPresenter(ArranDrawing, ArranPanels, TavernsPresenter):
    # Decisions made with a Lord's own secrets in view: the sealed bid, Svara's look at the deck,
    # a talion to change among hidden ones.
    PRIVATE_DECISIONS = frozenset({"bids", "svara", "transform", "upgrade_purse", "give_up"})
    SOUNDS: ClassVar[dict[str, str]] = {
        **TavernsPresenter.SOUNDS,
        "cognar_recruited": "hero",
        "award_given": "distinction",
    }

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        app = table.app
        self.cards = app.rules
        self.faces = Faces(app.assets, self.cards)
        self.award_keys = [self.cards.cards[i].key for i in (*self.cards.elites, self.cards.liquor)]
        self.artist = TableArtist(app.assets, self.faces, self.cards, app.t)
        self.writer = LogWriter(self.cards, app.t, [seat.name for seat in table.session.seats])
        self.covered_seen: dict[int, set[str]] = {}  # the cards under a Pariah token, by seat
        self.sizes: tuple[tuple[int, int, int, bool], L.Heights | None] = ((0, 0, -1, False), None)

    # ------------------------------------------------------------------ the view

    def sync(self, old_view: Mapping[str, Any] | None) -> None:
        super().sync(old_view)
        self.artist.t = self.app.t

    def _layout(self) -> L.Layout:
        """The table's rectangles, the fortresses as high as their columns needed when the
        round began: the middle grows or shrinks between rounds, never under a decision."""
        view, compact = self.view, self.app.settings.compact
        when = (view["age"], view["round"], self.viewer, compact)
        if when != self.sizes[0]:
            self.sizes = (when, L.heights(view, self.viewer, compact))
        return L.compute(view, self.viewer, self.award_keys, compact, self.sizes[1])

    def fly_tokens(self) -> None:
        """A Pariah token comes from its supply onto a card, and goes back when it is lifted."""
        assert self.lay is not None
        for seat, box in self.lay.seats.items():
            now = set(self.view["seats"][seat]["covered"])
            before = self.covered_seen.get(seat, now)
            for key in sorted(now - before):
                if key in box.strips:
                    spot = pariah_spot(box.strips[key])
                    self._send(
                        PieceFlight(("pariah", seat, key), self.lay.pariah, spot, kind="pariah")
                    )
            for key in sorted(before - now):
                if key in box.strips:
                    spot = pariah_spot(box.strips[key])
                    self._send(
                        PieceFlight(("gone", seat, key), spot, self.lay.pariah, kind="pariah")
                    )

    def note_tokens(self) -> None:
        self.covered_seen = {s: set(v["covered"]) for s, v in enumerate(self.view["seats"])}

    def _stocks(self) -> tuple[dict[int, Rect], Rect | None]:
        assert self.lay is not None
        return self.lay.treasury, self.lay.exchange

    def _card_text(self, card: int) -> str:
        return " ".join(str(value) for kind, value in self.writer.card(card) if kind == "text")

    def _taken(self, action: Any) -> int | None:
        return action.card if isinstance(action, Recruit) else super()._taken(action)

    def _awards_total(self) -> int:
        return len(self.cards.elites) + 1  # and the Liquor Certification

    def _places(self, view: Mapping[str, Any], lay: L.Layout) -> dict[str, tuple[Rect, int]]:
        """A card in a column shows as a strip: its flight ends as one (`_lands_as_strip`)."""
        places: dict[str, Rect] = {**lay.tavern_cards, **lay.pool, **lay.awards, **lay.drawn}
        for box in lay.seats.values():
            places.update(box.strips)
            places.update(dict(box.command))
        if view["discard"]:
            places[view["discard"][-1]] = lay.discard
        return {key: (rect, -1) for key, rect in places.items()}

    def on_event(self, event: Event) -> None:
        super().on_event(event)
        kind, t = event.kind, self.app.t
        if kind == "cognar_recruited":
            key = self.cards.cards[event.data[0]].key
            cognar = self.name(key)
            name = self.table.seat_name(event.seat)
            self.table.banner(t("banner.recruit", name=name, cognar=cognar))
            self._celebrate_card(t("moment.cognar"), key, cognar)
        elif kind in ("award_given", "award_lost"):
            seat = event.seat if kind == "award_given" else None
            self._evaluate((self.cards.cards[event.data[0]].key, seat))
        elif kind == "age_started":
            self.table.banner(t("banner.era_started", era=event.data[0]))

    # ------------------------------------------------------------------ what can be clicked

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

    def on_settings(self) -> None:
        super().on_settings()
        self.artist.t = self.app.t
