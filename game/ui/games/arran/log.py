"""Arran's game log: each rules event as a line of segments, in the chosen language.

Lines are rebuilt from the events whenever the log drawer is drawn, so switching language rewrites
the whole log. Segments are `("text", words)`, `("coin", code)` (a talion, drawn with its value)
and `("order", column)` (an Order's mark before a dwarf or a coloured Cognar); the presenter's
`glyph` draws the last two. A sealed bid is only "placed bids": the log never tells what a chair
could not see, and Svara's look gives only how many cards were seen.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from game.arran.cards import (
    DWARF,
    EXCHANGE_COIN,
    NO_COLUMN,
    RANK_ALLY,
    RANK_BLACK,
    SHIELD,
    Table,
)
from game.arran.data import Names
from game.core.events import Event
from game.taverns import coins as cn

Segment = tuple[str, Any]

# Said by the line of the next round or Era anyway.
QUIET = frozenset({"round_over"})
# A Lord's move with one card: the words (`arran.log.<key>`), then the card.
CARD_LINES = {
    "card_taken": "takes",
    "card_discarded": "discards",
    "pariah_placed": "pariah",
    "pariah_removed": "pariah_removed",
    "cognar_recruited": "recruits",
    "svara_kept": "svara_kept",
}


class LogWriter:
    """Turns events into log lines; `t` is the app's strings (`Strings`), read at each line so
    the language of the moment is used."""

    def __init__(self, table: Table, t: Any, names: list[str]) -> None:
        self.table = table
        self.t = t
        self.names = names

    def name(self, names: Names) -> str:
        return names.fr if self.t.lang == "fr" else names.en

    def card(self, card: int) -> list[Segment]:
        """A card by its display name: a dwarf with its Order's mark and its points (Shield ranks
        carry none), a coloured Cognar with its Order's mark, the others by name alone."""
        info = self.table.cards[card]
        label = self.name(info.name)
        if info.kind == DWARF:
            text = label if info.column == SHIELD else f"{label} {info.points}"
            return [("order", info.column), ("text", text)]
        if info.column != NO_COLUMN and info.rank not in (RANK_BLACK, RANK_ALLY):
            return [("order", info.column), ("text", label)]
        return [("text", label)]

    def card_name(self, card: int) -> str:
        return self.name(self.table.cards[card].name)

    def tavern(self, index: int) -> str:
        return self.name(self.table.source.taverns[index][1])

    def column(self, index: int) -> str:
        return self.name(self.table.source.orders[index].name)

    def say(self, seat: int, key: str, **params: Any) -> list[Segment]:
        """The words of `arran.log.<key>`, `{name}` being the Lord at `seat` (none: -1)."""
        who = self.names[seat] if seat >= 0 else ""
        return [("text", self.t(f"arran.log.{key}", name=who, **params))]

    def line(self, event: Event) -> list[Segment] | None:
        """The log line of one event, or None for the events the log leaves out."""
        kind, data = event.kind, event.data
        if kind in QUIET:
            return None
        t = self.t
        say = partial(self.say, event.seat)
        table_line = self._table_line(kind, data, say)
        if table_line is not None:
            return table_line
        if kind in CARD_LINES:
            return [*say(CARD_LINES[kind]), *self.card(data[0])]
        if kind == "bid_placed":
            return say("bid")
        if kind == "card_placed":
            return self._placed(data[0], data[1], say)
        if kind == "recruitment_owed":
            return say("owed")
        if kind == "svara_looked":
            return say("svara_looked", cards=t.plural("arran.log.cards", data[0]))
        if kind == "award_given":
            return say("award", award=self.card_name(data[0]))
        return self._coin_line(kind, data, say)

    def _placed(
        self, card: int, column: int, say: Callable[..., list[Segment]]
    ) -> list[Segment] | None:
        """Only a placement the Lord chose is worth a line (a Mercenary's or Ga'at's column);
        every other card lands where its taking or recruiting line already says."""
        info = self.table.cards[card]
        if info.rank not in (RANK_BLACK, RANK_ALLY) or column == NO_COLUMN:
            return None
        return say("places", card=self.card_name(card), column=self.column(column))

    def _table_line(
        self, kind: str, data: tuple[Any, ...], say: Callable[..., list[Segment]]
    ) -> list[Segment] | None:
        """The events of the table rather than of one Lord: rounds, Eras, reveals, gems."""
        if kind == "taverns_filled":
            return say("round", era=data[0], round=data[1])
        if kind == "bids_revealed":
            bids = ", ".join(f"{self.names[s]} {v}" for s, v in enumerate(data[1]) if v >= 0)
            return say("revealed", tavern=self.tavern(data[0]), bids=bids)
        if kind == "order":
            order = ", ".join(self.names[s] for s in data[1])
            return say("order", tavern=self.tavern(data[0]), order=order)
        if kind == "tavern_card_discarded":
            return [*say("discarded", tavern=self.tavern(data[1])), *self.card(data[0])]
        if kind == "gems_exchanged":
            return say("gems", other=self.names[data[0]], another=self.names[data[1]])
        if kind == "age_over":
            return say("age_over", era=data[0])
        if kind == "age_started":
            return say("age_started", era=data[0])
        if kind == "award_lost":
            return say("award_lost", award=self.card_name(data[0]))
        if kind == "game_over":
            scores = ", ".join(
                f"{n} {total}" for n, total in zip(self.names, data[0], strict=False)
            )
            return say("game_over", scores=scores)
        return None

    def _coin_line(
        self, kind: str, data: tuple[Any, ...], say: Callable[..., list[Segment]]
    ) -> list[Segment]:
        """The talions: exchanges, raises, Kardum's and Ordo's swaps."""
        if kind == "coins_traded":
            a, b, give, new = data
            if new < 0:
                return [*say("trade_none"), ("coin", a), ("coin", b)]
            total = cn.value_of(a) + cn.value_of(b)
            return [
                *say("trades"),
                ("coin", a),
                ("text", "+"),
                ("coin", b),
                *say("trade_sum", sum=total),
                ("coin", give),
                *say("trade_takes"),
                ("coin", new),
            ]
        if kind == "coin_transformed":
            return [*say("transforms"), ("coin", data[0]), ("text", "→"), ("coin", data[1])]
        if kind == "coin_kept":
            return [*say("keeps_coin", target=data[1]), ("coin", data[0])]
        if kind == "exchange_coin_taken":
            return [*say("exchange_coin"), ("coin", EXCHANGE_COIN)]
        if kind == "ordo_exchange":
            return [*say("ordo"), ("coin", data[0]), *say("trade_takes"), ("coin", data[1])]
        return [("text", kind)]  # an event this writer does not know yet shows its name
