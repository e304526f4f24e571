"""The game log: each rules event as a line of text, class icons and coins, in the chosen language.

Lines are rebuilt from the events at drawing time, so switching language rewrites the whole log.
A sealed bid is only "placed bids" here: the log never tells what a chair could not see.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.events import Event
from game.nidavellir.data import (
    ARTIFACT,
    BOAR,
    DOUBLE,
    MERCENARY,
    MYTH_KINDS,
    NEUTRAL,
    OFFERING,
    Rules,
)
from game.taverns import coins as cn
from game.ui.i18n import Strings

Segment = tuple[str, Any]  # ("text", str) | ("icon", class index) | ("coin", code)

QUIET = {
    "order",
    "card_placed",
    "round_over",
    "coins_to_hand",
    "hero_lifted",
    "hero_stays",
    "myth_gained",
    "artifact_gained",  # the camp visit or the power that brought it says it already
}


class LogWriter:
    def __init__(
        self, rules: Rules, t: Strings, names: list[str], localized: Callable[[Any], str]
    ) -> None:
        self.rules = rules
        self.t = t
        self.names = names
        self.localized = localized  # Names (en/fr) -> text in the current language

    def _card(self, card: int) -> list[Segment]:
        info = self.rules.cards[card]
        if info.kind == MERCENARY:  # each class's icon and, where it scores them, its points
            merc = self.rules.mercenaries[card]
            out: list[Segment] = [("text", self.localized(info.name))]
            for cls in merc.classes:
                out.append(("icon", cls))
                if self.rules.classes[cls].scoring in ("sum", "product"):
                    out.append(("text", str(merc.points_in(cls))))
            return out
        if info.kind in (ARTIFACT, DOUBLE):
            name = ("text", self.localized(info.name))
            return [("icon", info.cls), name] if info.cls != NEUTRAL else [name]
        if info.kind == OFFERING:
            return [("text", f"{self.localized(info.name)} +{info.value}")]
        if card in self.rules.heroes or info.kind in (*MYTH_KINDS, BOAR):
            name = ("text", self.localized(info.name))
            return (
                [("icon", info.cls), name]
                if info.cls != NEUTRAL or card in self.rules.heroes
                else [name]
            )
        label = self.localized(self.rules.classes[info.cls].name)
        if self.rules.classes[info.cls].scoring in ("square", "sequence"):  # ranks carry no points
            return [("icon", info.cls), ("text", label)]
        points = " ".join(str(p) for p in info.ranks)
        return [("icon", info.cls), ("text", f"{label} {points}")]

    def card_text(self, card: int) -> str:
        """The card's words without its icons, for a line of plain text."""
        return " ".join(str(value) for kind, value in self._card(card) if kind == "text")

    def line(self, event: Event) -> list[Segment] | None:
        """The log line of one event, or None for the events the log leaves out."""
        kind, seat, data = event.kind, event.seat, event.data
        if kind in QUIET:
            return None
        t = self.t
        who = self.names[seat] if seat >= 0 else ""
        text = ("text", "")

        def say(key: str, **params: Any) -> list[Segment]:
            return [("text", t(f"log.{key}", name=who, **params))]

        if kind == "taverns_filled":
            return say("round", age=data[0], round=data[1])
        if kind == "bid_placed":
            return say("bid")
        if kind == "bids_revealed":
            tavern = self.localized(self.rules.tavern_names[data[0]])
            bids = ", ".join(f"{self.names[s]} {v}" for s, v in enumerate(data[1]) if v >= 0)
            return say("revealed", tavern=tavern, bids=bids)
        if kind == "coin_placed_face_up":
            return [*say("face_up"), ("coin", data[0])]
        if kind == "card_taken":
            return [*say("takes"), *self._card(data[0])]
        if kind == "card_kept":
            return [*say("keeps"), *self._card(data[0])]
        if kind == "hero_recruited":
            return [*say("recruits"), *self._card(data[0])]
        if kind == "hero_placed":
            return [*say("places"), *self._card(data[0]), ("icon", data[1])]
        if kind == "hero_to_command_zone":
            return [*say("to_command_zone"), *self._card(data[0])]
        if kind in ("card_discarded", "tavern_card_discarded", "deck_card_discarded"):
            card = data[0]
            return [*say("discards" if seat >= 0 else "discarded"), *self._card(card)]
        if kind == "coin_transformed":
            return [*say("transforms"), ("coin", data[0]), ("text", "→"), ("coin", data[1])]
        if kind == "coin_kept":
            return [*say("keeps_coin"), ("coin", data[0])]
        if kind == "coins_traded":
            a, b, give, new = data
            if new < 0:
                return [*say("trade_none"), ("coin", a), ("coin", b)]
            total = sum(cn.value_of(c) for c in (a, b))  # "3 + 5 = 8: gives up 5, takes 8"
            return [
                *say("trades"),
                ("coin", a),
                ("text", "+"),
                ("coin", b),
                ("text", t("readable.trade_sum", sum=total)),
                ("coin", give),
                ("text", t("readable.trade_takes")),
                ("coin", new),
            ]
        if kind == "gems_exchanged":
            return say("gems", other=self.names[data[0]], another=self.names[data[1]])
        if kind == "distinction_awarded":
            return say(
                "distinction", distinction=self.localized(self.rules.distinctions[data[0]].name)
            )
        if kind == "distinction_unclaimed":
            return say(
                "unclaimed", distinction=self.localized(self.rules.distinctions[data[0]].name)
            )
        if kind == "coin_replaced":
            return [*say("special_coin"), ("coin", data[1])]
        if kind == "gem_replaced":
            return say("gem", gem=data[0])
        if kind == "cards_drawn":
            return say("drawn", cards=t.plural("count.cards", data[0]))
        if kind == "no_hero_available":
            return say("no_hero")
        if kind == "age_over":
            return say("age_over", age=data[0])
        if kind == "age_started":
            return say("age_started", age=data[0])
        if kind == "game_over":
            return say("game_over")
        return self._myth_line(kind, data, say) or self._camp_line(kind, data, who) or [text]

    def _camp_line(self, kind: str, data: tuple[Any, ...], who: str) -> list[Segment] | None:
        """Thingvellir's events: the camp, the enlistment, the artifacts' and heroes' powers."""
        t = self.t

        def say(key: str, **params: Any) -> list[Segment]:
            return [("text", t(f"thingvellir.log.{key}", name=who, **params))]

        if kind in ("camp_refilled", "camp_cleared"):
            count = len(data[0]) if data and isinstance(data[0], tuple) else len(data)
            if kind == "camp_cleared":
                return [("text", t.plural(f"thingvellir.log.{kind}", count, name=who))]
            return say(kind, cards=t.plural("count.cards", count))
        if kind in ("camp_card_taken", "artifact_gained", "card_retrieved", "card_dismissed"):
            return [*say(kind), *self._card(data[0])]
        if kind == "tavern_card_dropped":
            tavern = self.localized(self.rules.tavern_names[data[1]])
            return [*say(kind, tavern=tavern), *self._card(data[0])]
        if kind == "enlistment_order":
            seats = data[0] if data and isinstance(data[0], tuple) else data
            return say(kind, names=", ".join(self.names[s] for s in seats))
        if kind == "mercenary_enlisted":
            return [*say(kind), *self._card(data[0]), ("text", "→"), ("icon", data[1])]
        if kind == "coin_discarded":
            return [*say(kind), ("coin", data[0])]
        if kind in ("hero_on_pouch", "hero_off_pouch"):
            return say(kind, hero=self.localized(self.rules.cards[data[0]].name))
        if kind == "mjollnir_class":
            return [*say(kind), ("icon", data[0])]
        return None

    def _myth_line(
        self, kind: str, data: tuple[Any, ...], say: Callable[..., list[Segment]]
    ) -> list[Segment] | None:
        """Idavoll's events: the mythology cards' powers, captures and strength."""
        name = self.localized
        if kind == "strength_moved":
            myth = self.rules.myths[data[0]]
            points = self.t.plural("count.points", myth.track[data[1]])
            return say("strength", valkyrie=name(myth.name), points=points)
        if kind == "card_reserved":
            return [*say("reserves"), *self._card(data[0])]
        if kind == "cards_swapped":
            return [*say("swaps"), *self._card(data[0]), ("text", "↔"), *self._card(data[1])]
        if kind == "card_under_deck":
            return [*say("under_deck"), *self._card(data[0])]
        if kind == "cards_under_deck":
            return say("under_deck_count", cards=self.t.plural("count.cards", data[0]))
        if kind == "discard_cancelled":
            return say("thor")
        if kind == "hero_returned":
            return [*say("returns"), *self._card(data[0])]
        if kind == "card_captured":
            return [
                *say("captures", giant=name(self.rules.cards[data[1]].name)),
                *self._card(data[0]),
            ]
        if kind == "capture_declined":
            return say("declines", giant=name(self.rules.cards[data[1]].name))
        if kind == "class_chosen":
            return [*say("olrun"), ("icon", data[0])]
        if kind == "tavern_card_boxed":
            return [*say("boxed"), *self._card(data[0])]
        return None
