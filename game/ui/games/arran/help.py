"""What the pointer can hover on Arran's table, and what its tooltip says.

Every number on the table says what it is here: a card's points, Malt, Occult and runes, a
column's ranks and points now, who leads each Elite Cognar now, what is left in the Treasury,
the decks and the Pariah supply.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.arran.cards import DWARF, Table
from game.arran.data import ORDER_KEYS
from game.taverns import coins as cn
from game.ui.games import Item
from game.ui.games.arran import layout as L


def hover_items(view: dict[str, Any], lay: L.Layout) -> list[Item]:
    """Everything hoverable, bottom first (the caller reverses it: the topmost wins)."""
    items: list[Item] = []
    for seat, box in lay.seats.items():
        seat_view = view["seats"][seat]
        for column, rect in enumerate(box.columns):
            items.append((rect, "column", (seat, column)))
        items.append((box.counts, "counts", seat))
        items.append((box.gem, "gem", seat_view["gem"]))
        for slot, rect in enumerate(box.slots):
            if seat_view["board"][slot] is not None:
                items.append((rect, "coin", seat_view["board"][slot]))
        for i, rect in enumerate(box.hand):
            items.append((rect, "coin", seat_view["hand"][i]))
        items += [(rect, "card", key) for key, rect in box.strips.items()]
        items += [(rect, "card", key) for key, rect in box.command]
    items += [(rect, "card", key) for key, rect in lay.tavern_cards.items()]
    items += [(rect, "card", key) for key, rect in lay.pool.items()]
    items += [(rect, "card", key) for key, rect in lay.awards.items()]
    items += [(rect, "treasury", value) for value, rect in lay.treasury.items()]
    items += [(rect, "deck", era) for era, rect in enumerate(lay.decks, start=1)]
    items.append((lay.discard, "discard", len(view["discard"])))
    if view["discard"]:
        items.append((lay.discard, "card", view["discard"][-1]))
    items.append((lay.exchange, "exchange", view["exchange_coin_left"]))
    items.append((lay.pariah, "pariahs", max(0, view["pariah_left"])))
    items += [(rect, "card", key) for key, rect in lay.drawn.items()]
    return items


class Describer:
    """Tooltips and the zoom's text, in the player's language."""

    def __init__(self, cards: Table, t: Any, seat_name: Callable[[int], str]) -> None:
        self.cards = cards
        self.t = t
        self.seat_name = seat_name
        self.fr = t.lang == "fr"

    def _names(self, names: Any) -> str:
        return str(names.fr if self.fr else names.en)

    def rule(self, key: str) -> str:
        """A Cognar's or an award's own text; for a dwarf, how its Order scores it."""
        source = self.cards.source
        info = self.cards.cards[self.cards.card_ids[key]]
        if info.kind == DWARF:  # what its Order makes of it
            return self.t.plural(f"help.order.{ORDER_KEYS[info.column]}", info.points)
        found = next((c for c in source.cognars if c.key == key), None)
        if found is not None:
            return self._names(found.text)
        return self._names(source.elite(key).text)

    def card(self, key: str, view: dict[str, Any]) -> str:
        info = self.cards.cards[self.cards.card_ids[key]]
        lines = [self._names(info.name), self.rule(key)]
        if info.malt:
            lines.append(self.t("help.malt", n=info.malt))
        if info.occult:
            lines.append(self.t("help.occult", n=info.occult))
        if info.runes:
            runes = {r.key: r.name for r in self.cards.source.runes}
            names = ", ".join(self._names(runes[self.cards.runes[i]]) for i in info.runes)
            lines.append(self.t("help.runes", n=names))
        if any(key in seat["covered"] for seat in view["seats"]):
            lines.append(self.t("help.pariah"))
        leader = view["leaders"].get(key, -1)
        if leader != -1 and key in view["awards"]:
            who = self.seat_name(leader) if leader is not None else self.t("table.nobody")
            lines.append(self.t("help.leader", name=who))
        elif info.id in (*self.cards.elites, self.cards.liquor):
            owner = next((s for s, sv in enumerate(view["seats"]) if key in sv["command"]), None)
            who = self.seat_name(owner) if owner is not None else self.t("table.nobody")
            lines.append(self.t("help.won", name=who))
        return "\n".join(lines)

    def coin(self, text: str) -> str:
        if text == "?":
            return self.t("help.hidden")
        code = cn.parse_coin(text)
        kind, value = cn.kind_of(code), cn.value_of(code)
        if kind == cn.SPECIAL:
            return self.t("help.exchange")
        name = self.t("coin.gold" if kind == cn.GOLD else "coin.bronze", value=value)
        return self.t("help.coin", coin=name)

    def describe(self, kind: str, value: Any, view: dict[str, Any]) -> str:
        t = self.t
        if kind == "card":
            return self.card(value, view)
        if kind == "coin":
            return self.coin(value)
        if kind == "gem":
            return t("help.gem", value=value)
        if kind == "column":
            seat, column = value
            order = self._names(self.cards.source.orders[column].name)
            ranks = t.plural("table.ranks", view["seats"][seat]["ranks"][column])
            points = t.plural("count.points", view["scores"][seat][ORDER_KEYS[column]])
            return t("help.column", order=order, ranks=ranks, points=points)
        if kind == "counts":
            seat_view = view["seats"][value]
            return t(
                "help.counts",
                malt=seat_view["malt"],
                occult=seat_view["occult"],
                runes=seat_view["runes"],
            )
        if kind == "treasury":
            return t("help.treasury", value=value, n=view["treasure"][value])
        if kind == "deck":
            cards = t.plural("count.cards", len(view["decks"][value - 1]))
            return t("help.deck", era=value, cards=cards)
        if kind == "discard":
            return t("help.discard", cards=t.plural("count.cards", value))
        if kind == "exchange":
            return t("help.exchange")
        if kind == "pariahs":
            return t("help.pariahs", n=value)
        return ""
