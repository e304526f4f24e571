"""Vedrfolnir at the table: the presenter the shell (`game.ui.table`) runs.

Nothing is private in Vedrfolnir (every chair sees the same view: what is hidden is hidden from
all), so several people share one screen with no curtain. The table is drawn as parts (the
Tribute, the middle, each place) by `artist.py`; every decision is a click (`decide.py`); events
bring sounds and banners (an exact hit, an overshoot, a majority, Nornes and Heimdall, Brynhildr).
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
from game.ui.games.vedrfolnir import decide as D
from game.ui.games.vedrfolnir import layout as L
from game.ui.games.vedrfolnir.artist import Artist
from game.ui.games.vedrfolnir.log import LogWriter
from game.ui.games.vedrfolnir.panels import Panels
from game.ui.games.vedrfolnir.placeview import shown_card, won_rects
from game.ui.games.vedrfolnir.plates import RED
from game.ui.games.vedrfolnir.reach import Reach, reach_by_recipient
from game.ui.games.vedrfolnir.words import TRIBUTE, Words
from game.ui.table import chrome
from game.ui.table.flight import CardFlight, advance, flying
from game.ui.widgets import Button, glow, panel
from game.vedrfolnir.actions import Attribute, Reveal
from game.vedrfolnir.data import default_rules

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

END_MS = 4500  # the final standings stay over the table this long (a click goes on at once)
RECAP_MS = 4500  # a collection's recap stays this long, or until the next decision is made
# The pause after an AI chair's move, as a share of the AI pace: a move that only turns a card or
# deals it needs no more than its flight; a card's effect, or a new turn, a moment; news (a
# collection, a joker played, Brynhildr, a round's end) all of it.
PLAIN_SHARE = 0.1
EFFECT_SHARE = 0.4
NEWS_KINDS = frozenset(
    {
        "exact_collection",
        "overshoot",
        "majority_awarded",
        "card_refused",
        "card_redirected",
        "joker_destroyed",
        "brynhildr_triggered",
        "brynhildr_stopped",
        "round_ended",
        "game_over",
    }
)
EFFECT_KINDS = frozenset(
    {
        "turn_started",
        "card_drawn",
        "card_removed",
        "card_discarded",
        "card_to_brynhildr",
        "joker_gained",
        "objective_changed",
        "raven_passed",
        "hand_discarded",
        "hand_shown",
        "brynhildr_revealed",
    }
)
# The next AI move may come once every flight has run this share of its time: eased out, a card
# is then over nine tenths of its way, landed to the eye, and ends its flight meanwhile.
LANDED_SHARE = 0.55
REVEAL_BEAT_MS = 120  # a reveal that plays itself: turning the card is the thing to see
SOUNDS = {
    "card_revealed": "flip",
    "card_attributed": "card",
    "card_drawn": "card",
    "joker_gained": "gem",
    "card_refused": "coins",
    "card_redirected": "coins",
    "exact_collection": "distinction",
    "overshoot": "coins",
    "brynhildr_triggered": "hero",
    "game_over": "end",
}


class Flight(CardFlight[int]):
    """A card, by its id, flying to its place."""

    @property
    def cid(self) -> int:
        return self.key

    def size(self) -> tuple[int, int]:
        """The size the card's face is drawn at before it is scaled to its place in flight: a
        whole card as tall as the taller end, so no name is written on a face too small for it,
        and a card sent on while it was still turning (narrower than a card) asks no face of
        its own odd size."""
        return L.card_size(max(self.src.h, self.dst.h))


def card_places(view: Mapping[str, Any], lay: L.Layout, words: Words) -> dict[int, Rect]:
    """Where each card the view shows lies: what flies when a card changes place."""
    places: dict[int, Rect] = {}
    for cid in view["discard"]:
        if cid >= 0:
            places[cid] = lay.discard
    for index, box in enumerate(lay.places):
        seat = view["places"][index]
        won = Rect(box.won.x, box.won.y + 2, *L.card_size(min(70, box.won.h - 8)))
        if box.won_row is not None:
            places.update(zip(seat["won"], won_rects(view, seat["won"], box, words), strict=True))
        else:
            places.update({cid: won for cid in seat["won"]})
        places.update(zip(seat["stake"], box.cards, strict=True))
        places.update(zip(seat["jokers"], box.jokers, strict=True))
    places.update(zip(view["tribute"]["cards"], lay.tribute.cards, strict=True))
    shown = shown_card(view, words)[0]
    if shown >= 0:
        places[shown] = lay.revealed
    return places


class VedrfolnirPresenter(Panels, Presenter):
    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.rules = default_rules()
        self.words = Words(table.app.t, self.rules, table.seat_name)
        self.artist = Artist(table.app.assets, self.words)
        decks = table.session.state.view(None)["decks"]
        self.writer = LogWriter(table.app.t, lambda p: self.words.place(self.view, p), decks)
        self.lay: L.Layout | None = None
        self.opened: int | None = None  # the recipient whose chooser is open
        self.heimdall = False  # a Heimdall redirect is being aimed
        self.decision: D.Decision | None = None
        self._for: tuple[Any, ...] | None = None  # what the decision was worked out for
        self.flights: list[Flight] = []
        self.recap: list[tuple[str, list[int]]] = []  # the last collection: who won which cards
        self.recap_ms = 0.0
        self.recap_version = -1
        self.end_ms = 0.0  # the final standings' time left over the table
        self.before: Mapping[str, Any] = {}  # the view before the last change
        self.last: Mapping[str, Any] = {}

    # ------------------------------------------------------------------ the view

    @property
    def app(self) -> Any:
        return self.table.app

    @property
    def view(self) -> dict[str, Any]:
        return self.table.view

    def sync(self, old_view: Mapping[str, Any] | None) -> None:
        """A new view: lay the table out again and fly the cards that moved; a chooser or an
        aimed Heimdall belongs to the decision it was opened for. `old_view` is not needed: the
        presenter keeps the last view itself."""
        old_lay = self.lay
        # The view is the same from every chair, so cards fly even when the chair in front of
        # the screen changes (the shell then passes no old view).
        self.before, self.last = self.last, dict(self.view)
        self.lay = L.compute(self.view, self.app.settings.compact)
        self.opened, self.heimdall = None, False
        if self.before and old_lay is not None and self.app.settings.animation_ms > 0:
            self._fly(self.before, old_lay)

    def _fly(self, old_view: Mapping[str, Any], old_lay: L.Layout) -> None:
        """Every card whose place changed flies there: a revealed card from the hand, a drawn
        one from the draw pile, a collection to the won piles and the discard."""
        assert self.lay is not None
        before = card_places(old_view, old_lay, self.words)
        after = card_places(self.view, self.lay, self.words)
        turned = Rect(self.lay.revealed.centerx - 1, self.lay.revealed.y, 2, self.lay.revealed.h)
        aloft = {f.key: f for f in self.flights}
        duration = self.app.settings.animation_ms
        for cid, rect in after.items():
            src = before.get(cid)
            if src is None:  # turned up in the hand (it widens as it turns), or drawn
                src = turned if rect == self.lay.revealed else self.lay.pile
            if src == rect:
                continue
            landing = aloft.get(cid)
            if landing is not None:  # sent on before it landed: it turns from where it is
                src = landing.rect(duration)
                self.flights.remove(landing)
            self.flights.append(Flight(cid, src, rect))
        self.artist.moving = flying(self.flights)

    def private(self, pending: str) -> bool:
        """Nothing is private: the view is the same for every chair."""
        return False

    def on_event(self, event: Event) -> None:
        sound = SOUNDS.get(event.kind)
        if sound is not None:
            self.app.play(sound)
        news = self.news(event)
        if news:
            self.table.banner(news)
        self._recap(event)
        self._moment(event)
        if event.kind == "game_over":
            self.end_ms = END_MS

    def _recap(self, event: Event) -> None:
        """A collection and Brynhildr's sequence stay in sight a moment over the Tribute: the
        cards won, the stake lost, each majority's cards and who took them, the cards Brynhildr
        revealed. The events of one action make one recap."""
        t, kind, data, words = self.app.t, event.kind, event.data, self.words
        name = words.place(self.view, event.seat) if event.seat >= 0 else ""
        entry: tuple[str, list[int]] | None = None
        if kind == "exact_collection":
            entry = (str(t("recap.exact", name=name, points=data[0])), list(data[1:]))
        elif kind == "overshoot":
            text = t("recap.overshoot", name=name, stars=data[0], objective=data[1])
            entry = (str(text), self._lost_stake(event.seat))
        elif kind == "majority_awarded":
            rune = words.rune(data[0])
            text = t("recap.majority", rune=rune, name=name) if name else t("recap.tie", rune=rune)
            entry = (str(text), list(data[1:]))
        elif kind == "brynhildr_triggered":
            entry = (str(t("recap.brynhildr")), [])
        elif kind == "brynhildr_stopped":
            entry = (str(t(f"banner.brynhildr_{data[0]}")), [])
        elif kind == "brynhildr_revealed" and self.recap:
            self.recap[-1][1].append(data[0])
            return
        if entry is None:
            return
        version = self.table.session.version
        if version != self.recap_version:  # a new action: a new recap
            self.recap, self.recap_version = [], version
        self.recap.append(entry)
        self.recap_ms = RECAP_MS

    def _moment(self, event: Event) -> None:
        """An exact collection shines on the won pile the cards fly to, once they land."""
        if event.kind != "exact_collection" or self.lay is None:
            return
        t = self.app.t
        title = t("moment.collection", points=t.plural("count.points", event.data[0]))
        name = self.words.place(self.view, event.seat)
        won = self.lay.places[event.seat].won
        self.table.celebrate(str(title), name, won, self.app.settings.animation_ms)

    def _lost_stake(self, place: int) -> list[int]:
        """The stake an overshoot sent to the discard: what it held before the action, and the
        cards that came from the hand or the draw pile during it and are discarded now."""
        before = self.before or self.view
        known = {c for p in before["places"] for c in p["stake"]} | set(before["discard"])
        known |= set(before["tribute"]["cards"])
        fresh = [c for c in self.view["discard"] if c >= 0 and c not in known]
        return [*before["places"][place]["stake"], *fresh]

    def news(self, event: Event) -> str:
        """The banner an event deserves (empty: none)."""
        t, view, kind, data = self.app.t, self.view, event.kind, event.data
        name = self.words.place(view, event.seat) if event.seat >= 0 else ""
        if kind == "exact_collection":
            return str(t("banner.exact", name=name, points=t.plural("count.points", data[0])))
        if kind == "overshoot":
            stars = t.plural("count.stars", data[0])
            return str(t("banner.overshoot", name=name, stars=stars, objective=data[1]))
        if kind == "majority_awarded":
            rune = self.words.rune(data[0])
            if event.seat < 0:
                return str(t("banner.majority_tie", rune=rune))
            return str(t("banner.majority", name=name, rune=rune))
        if kind == "card_refused":
            return str(t("banner.nornes", name=name, card=self.words.card(view, data[0])))
        if kind == "card_redirected":
            to = self.words.place(view, data[1])
            return str(t("banner.heimdall", name=name, card=self.words.card(view, data[0]), to=to))
        if kind == "joker_destroyed":
            return str(t("banner.hel", name=name, joker=self.words.card(view, data[0])))
        if kind == "brynhildr_triggered":
            return str(t("banner.brynhildr"))
        if kind == "brynhildr_stopped":
            return str(t(f"banner.brynhildr_{data[0]}"))
        return ""

    # ------------------------------------------------------------------ what can be clicked

    def _legal(self) -> list[Any]:
        session = self.table.session
        if self.table.viewer not in session.waiting_humans():
            return []
        return list(session.state.legal_actions(self.table.viewer))

    def _decision(self) -> D.Decision | None:
        """The decision's targets, worked out once per view, chooser and Heimdall aim."""
        assert self.lay is not None
        key = (self.table.version, self.table.viewer, self.opened, self.heimdall, self.app.t.lang)
        if key != self._for:
            legal = self._legal()
            self.decision = (
                D.decide(self.view, legal, self.lay, self.words, self.opened, self.heimdall)
                if legal
                else None
            )
            self._for = key
        return self.decision

    def targets(self) -> list[tuple[Rect, Target]]:
        assert self.lay is not None
        found: list[tuple[Rect, Target]] = [(box.won, ("scores",)) for box in self.lay.places]
        decision = self._decision()
        if decision is None:
            return found
        if decision.chooser is not None and self.opened is not None:
            return [(b.rect, b.target) for b in decision.chooser.buttons]
        for to, target in decision.recipients.items():
            found.append((D.recipient_rect(self.lay, to), target))
        found += [(rect, ("act", self._reveal())) for rect in decision.reveal]
        found += [(b.rect, b.target) for b in decision.buttons]
        if decision.chooser is not None:
            found += [(b.rect, b.target) for b in decision.chooser.buttons]
        return found

    def _reveal(self) -> Any:
        from game.vedrfolnir.actions import Reveal

        return next(a for a in self._legal() if isinstance(a, Reveal))

    def click(self, target: Target) -> None:
        kind = target[0]
        if kind == "open":
            self.opened = target[1]
        elif kind == "heimdall":
            self.heimdall = True
        elif kind == "back":
            self.heimdall, self.opened = False, None
        self.table.invalidate()

    def handle(self, event: pygame.event.Event) -> bool:
        """A click beside an open chooser closes it (and does nothing else)."""
        decision = self.decision
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.opened is not None
            and decision is not None
            and decision.chooser is not None
            and not decision.chooser.rect.collidepoint(event.pos)
        ):
            self.opened = None
            self.table.invalidate()
            return True
        return False

    def plan(self, action: Any) -> list[tuple[int, int]]:
        assert self.lay is not None
        self.opened, self.heimdall = None, False
        return D.plan(self.view, self._legal(), self.lay, self.words, action)

    def name_of(self, action: Any) -> str:
        return D.button_name(self.view, self.words, action)

    def undone(self) -> None:
        self.opened, self.heimdall = None, False
        self.flights = []
        self.artist.moving = set()
        self.end_ms = 0.0

    def on_settings(self) -> None:
        self._for = None
        self.flights = []
        self.artist.moving = set()

    # ------------------------------------------------------------------ time

    def update(self, dt_ms: int) -> None:
        self.end_ms = max(0.0, self.end_ms - dt_ms)
        if self.recap:
            self.recap_ms -= dt_ms
            if self.recap_ms <= 0 or self.table.session.version != self.recap_version:
                self.recap = []
        if not self.flights:
            return
        duration = self.app.settings.animation_ms
        self.flights = advance(self.flights, dt_ms, duration)
        self.artist.moving = flying(self.flights)

    def busy(self) -> bool:
        """Cards in flight, or the final standings still being read."""
        return bool(self.flights) or self.end_ms > 0

    def settled(self) -> bool:
        """Every card of the last move landed to the eye (see `LANDED_SHARE`), the final
        standings read."""
        landed = LANDED_SHARE * self.app.settings.animation_ms
        return self.end_ms <= 0 and all(f.elapsed >= landed for f in self.flights)

    def pause_after(self, events: list[Event], pace_ms: int) -> float:
        """An AI chair's turn goes as one sequence of cards, each shown turning and landing; the
        table holds the whole pace only for news (see `PLAIN_SHARE`)."""
        kinds = {event.kind for event in events}
        if kinds & NEWS_KINDS:
            return float(pace_ms)
        return pace_ms * (EFFECT_SHARE if kinds & EFFECT_KINDS else PLAIN_SHARE)

    def autopick_ms(self, action: Any) -> float:
        """Turning the next card of the hand needs no beat before it: its flight is the news."""
        return REVEAL_BEAT_MS if isinstance(action, Reveal) else super().autopick_ms(action)

    def forced_news(self, action: Any) -> str:
        """The revealed card going to the only recipient left."""
        shown = shown_card(self.view, self.words)[0]
        if not isinstance(action, Attribute) or shown < 0:
            return ""
        card, place = self.words.card(self.view, shown), self.words.place(self.view, action.to)
        return str(self.app.t("table.forced_give", card=card, place=place))

    def modal(self) -> bool:
        """A click over the final standings goes on to the score sheet."""
        if self.end_ms <= 0:
            return False
        self.end_ms = 0.0
        return True

    def draw_moving(self, surface: pygame.Surface) -> None:
        """The cards in flight, and the recipient under the pointer lit brighter."""
        self._hovered(surface)
        duration = self.app.settings.animation_ms
        for flight in self.flights:
            rect = flight.rect(duration)
            face = self.artist.card(self.view, flight.cid, flight.size())
            if face.get_size() != rect.size:  # most frames of a landing card: its own size
                face = pygame.transform.smoothscale(face, rect.size)
            surface.blit(face, rect)

    # ------------------------------------------------------------------ words

    def title(self) -> str:
        view = self.view
        return str(self.app.t("table.title", round=view["round"], turn=view["turn"]))

    def prompt(self) -> str:
        t, view, session = self.app.t, self.view, self.table.session
        if view["over"]:
            return str(t("prompt.over"))
        deciding = view["deciding"]
        if self.table.viewer not in session.waiting_humans():
            waiting = session.state.to_move()
            who = self.words.place(view, deciding) if deciding >= 0 else ""
            if not who and waiting:
                who = self.table.seat_name(waiting[0])
            return str(t("prompt.waiting", name=who))
        pending = view["pending"]
        place = self.words.place(view, deciding)
        shown = shown_card(view, self.words)[0]
        card = self.words.card(view, shown) if shown >= 0 else ""
        if pending == "reveal":
            key = "prompt.reveal_solo" if view["mode"] == "solo" else "prompt.reveal"
            return str(t(key, place=place))
        if pending == "attribute":
            return str(t("prompt.heimdall" if self.heimdall else "prompt.attribute", card=card))
        if pending == "respond":
            if self.heimdall:
                return str(t("prompt.heimdall", card=card))
            return str(t("prompt.respond", place=place, card=card))
        if pending == "choose":
            return str(t("prompt.choose", place=place, card=card))
        if pending == "first":
            return str(t("prompt.first"))
        return ""

    # ------------------------------------------------------------------ drawing

    def _reach(self) -> dict[int, list[Reach]]:
        """Each recipient's distinct results with the revealed card, as the rules core's
        preview gives them."""
        return reach_by_recipient(self.view)

    def still_key(self) -> tuple[Any, ...]:
        """An open chooser, an aimed Heimdall, and the cards in flight (drawn where they land
        only once there)."""
        return (self.opened, self.heimdall, frozenset(self.artist.moving))

    def parts(self) -> list[Part]:
        assert self.lay is not None
        view, lay, lang = self.view, self.lay, self.app.t.lang
        reach = self._reach()
        names = tuple(seat.name for seat in self.table.session.seats)
        common = (lang, names, theme.HIGH_CONTRAST)
        band, pile = lay.frame.band, lay.frame.pile
        centre_area = Rect(pile.x - 14, band.y, band.right - pile.x + 14, band.h)
        centre_key = (
            view["draw_pile"],
            view["hand"],
            view["revealed"],
            view["pending"],
            tuple(place["dealt"] for place in view["places"]),  # who is still to get a card
            view["tribute"].get("dealt"),
            repr(view.get("transit")),
            repr(view.get("orient")),
            tuple(view["discard"][-1:]),
            len(view["discard"]),
            view["active"],
            view["over"],
            self._aloft([shown_card(view, self.words)[0]]),
            common,
        )
        parts = [
            Part(
                "tribute",
                (
                    repr(view["tribute"]),
                    repr(view.get("orient")),
                    repr(reach.get(TRIBUTE)),
                    view["revealed"],
                    self._aloft(view["tribute"]["cards"]),
                    common,
                ),
                lay.tribute.panel,
                lambda s: self.artist.tribute(s, view, lay.tribute, reach.get(TRIBUTE, [])),
            ),
            Part(
                "centre",
                centre_key,
                centre_area,
                lambda s: self.artist.centre(s, view, lay, view["pending"] == "reveal"),
            ),
        ]
        for index, box in enumerate(lay.places):
            key = (
                repr(view["places"][index]),
                view["active"] == index,
                view["deciding"] == index,
                view["over"],
                repr(reach.get(index)),
                view["revealed"],
                repr(view.get("orient")),
                view.get("brynhildr_pile"),
                self._aloft([*view["places"][index]["stake"], *view["places"][index]["won"]]),
                common,
            )
            parts.append(Part(("place", index), key, box.panel, self._place_drawer(index, reach)))
        return parts

    def _aloft(self, cids: list[int]) -> frozenset[int]:
        """Which of a part's cards are in flight (it draws them only once they land): a card
        flying to one place redraws that place, not every other part of the table."""
        return frozenset(self.artist.moving.intersection(cids))

    def _place_drawer(self, index: int, reach: dict[int, list[Reach]]) -> Any:
        assert self.lay is not None
        view, box = self.view, self.lay.places[index]
        return lambda s: self.artist.place(s, view, index, box, reach.get(index, []))

    def _hovered(self, surface: pygame.Surface) -> None:
        decision = self.decision
        if decision is None or self.lay is None or self.opened is not None:
            return
        for to in decision.recipients:
            rect = D.recipient_rect(self.lay, to)
            if rect.collidepoint(self.table.mouse):
                colour = RED if to in decision.idle else theme.SELECTED
                glow(surface, rect, colour, 4, 14)
                return

    def decorates(self) -> bool:
        return self._decision() is not None

    def decorate(self, surface: pygame.Surface) -> None:
        """The decision over the table: the recipients and the hand glowing (a recipient where
        the card would do nothing outlined in red instead), the buttons, an open chooser."""
        decision = self._decision()
        assert decision is not None and self.lay is not None
        for to in decision.recipients:
            idle = to in decision.idle  # the card would do nothing there: marked, not lit
            colour = RED if idle else theme.HIGHLIGHT
            glow(surface, D.recipient_rect(self.lay, to), colour, 2 if idle else 3, 14)
        for rect in decision.reveal:
            glow(surface, rect.inflate(8, 8), theme.HIGHLIGHT, 3, 10)
        assets = self.app.assets
        for b in decision.buttons:
            Button(b.rect, b.label, lambda: None, primary=b.primary).draw(surface, assets)
        box = decision.chooser
        if box is not None:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 90))
            surface.blit(shade, (0, 0))
            panel(surface, box.rect, 245, radius=12, edge=theme.GOLD)
            title = assets.fit(box.title, "display_bold", 20, theme.GOLD, box.rect.w - 24)
            surface.blit(title, title.get_rect(midtop=(box.rect.centerx, box.rect.y + 12)))
            for b in box.buttons:
                Button(b.rect, b.label, lambda: None).draw(surface, assets)

    def panels(self) -> list[Rect]:
        decision = self.decision
        covered = [self.lay.tribute.panel] if self.recap and self.lay is not None else []
        if decision is not None and decision.chooser is not None and self.opened is not None:
            return [*covered, decision.chooser.rect]
        return covered

    def focus(self) -> list[Rect]:
        """What a tooltip keeps clear of: the card in the hand's spotlight, the buttons and
        the chooser of the decision, what each recipient would reach (its slot and its
        figures), and your own score."""
        lay, view = self.lay, self.view
        assert lay is not None
        out: list[Rect] = []
        mine = [
            box.won
            for box, place in zip(lay.places, view["places"], strict=True)
            if place["controller"] == self.table.viewer and place["role"] in ("player", "valhalla")
        ]
        if self.table.session.is_human(self.table.viewer):
            out += mine
        decision = self._decision()
        if decision is None:
            return out
        if shown_card(view, self.words)[0] >= 0:
            out.append(lay.revealed)
        out += decision.reveal + [b.rect for b in decision.buttons]
        if decision.chooser is not None and self.opened is not None:
            out.append(decision.chooser.rect)
        for to in decision.recipients:
            box = lay.tribute if to == TRIBUTE else lay.places[to]
            out += [r for r in (box.ghost, box.badge) if r.w]
        return out

    def news_avoid(self) -> list[Rect]:
        """The hand and its card stay in sight, and the log when it is open."""
        assert self.lay is not None
        return [self.lay.hand] + ([chrome.LOG_PANEL] if self.table.log_open else [])

    # ------------------------------------------------------------------ help and log

    def log_line(self, event: Event) -> list[Segment] | None:
        line: list[Segment] | None = self.writer.line(event)
        return line

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        assert self.lay is not None
        for item in reversed(self.hover_items()):
            if item[0].collidepoint(pos):
                return item
        return None
