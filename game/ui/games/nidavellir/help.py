"""Help where the eye is: what each thing on the table is, as the tooltip and zoom show it.

`hover_items` lists every hoverable rectangle of a layout with what it shows; `describe` turns
one into the rule text in the current language. No drawing here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pygame import Rect

from game.nidavellir.data import (
    ARTIFACT,
    BOAR,
    CLASS_KEYS,
    DOUBLE,
    GIANT,
    GOD,
    MERCENARY,
    OFFERING,
    Rules,
)
from game.nidavellir.flow import PHASE_NAMES, TAVERN
from game.nidavellir.scoring import class_value
from game.taverns import coins as cn
from game.ui.games.nidavellir.layout import Layout, is_main, order_badge

HIDDEN = "?"
Item = tuple[Rect, str, Any]  # (where, kind, what): kinds card, coin, gem, treasure, tavern, ...


def hover_items(view: dict[str, Any], lay: Layout) -> list[Item]:
    """Every hoverable thing, the topmost last (drawn later, found first in reverse)."""
    items: list[Item] = []
    for t, rect in enumerate(lay.tavern_signs):
        items.append((rect, "tavern", t))
    items += [(rect, "card", key) for key, rect in lay.tavern_cards.items()]
    items += [(rect, "card", key) for key, rect in lay.heroes.items()]
    items += [
        (rect, "treasure", (value, view["treasure"][value])) for value, rect in lay.treasure.items()
    ]
    items += [(rect, "distinction", d) for d, rect in lay.distinctions.items()]
    items += [
        (rect, "deck", (age, len(view["decks"][age - 1])))
        for age, rect in enumerate(lay.decks, start=1)
    ]
    if view["discard"]:
        items.append((lay.discard, "card", view["discard"][-1]))
    for seat, box in lay.seats.items():
        seat_view = view["seats"][seat]
        items.append((box.gem, "gem", seat_view["gem"]))
        for slot, rect in enumerate(box.slots):
            board = seat_view["board"]
            text = board[slot] if slot < len(board) else None
            if text is not None:
                items.append((rect, "coin", text))
            elif slot >= 3 and is_main(box):
                items.append((rect, "pouch", None))
        items += [(rect, "coin", seat_view["hand"][i]) for i, rect in enumerate(box.hand)]
        for cls, rect in enumerate(box.columns):
            header = Rect(rect.x, rect.y, rect.w, 38 if is_main(box) else 16)
            items.append((header, "column", (seat, cls)))
        for keys in seat_view["columns"]:
            items += [(box.strips[key], "card", key) for key in keys if key in box.strips]
        items += [
            (
                rect,
                "myth" if key in seat_view.get("tokens", {}) else "card",
                (seat, key) if key in seat_view.get("tokens", {}) else key,
            )
            if key != "mjollnir" or not seat_view.get("mjollnir")
            else (rect, "mjollnir", (seat, key))
            for key, rect in box.command
        ]
        if box.pouch_hero is not None:
            items.append((box.pouch_hero[1], "pouch_hero", box.pouch_hero[0]))
        items += [(rect, "lost_coin", code) for code, rect in box.lost]
        items += [(rect, "distinction", d) for d, rect in box.distinctions]
        if view["phase"] == PHASE_NAMES[TAVERN] and seat in view["order"]:
            items.append((order_badge(box), "order", view["order"].index(seat) + 1))
    items += _camp_items(view, lay)
    items += [(rect, "card", key) for key, rect in lay.drawn.items()]
    if lay.myth_deck is not None:
        items.append((lay.myth_deck, "myth_deck", (view["myth_deck"], view["reserve"])))
    return items


def _camp_items(view: dict[str, Any], lay: Layout) -> list[Item]:
    """Thingvellir's camp: its title, its cards and its two decks."""
    area = lay.frame.camp
    if area is None:
        return []
    items: list[Item] = [(Rect(area.x, area.y, area.w, 22), "camp", None)]
    items += [(rect, "card", key) for key, rect in lay.camp.items()]
    items += [
        (rect, "camp_deck", (age, view["camp_decks"][age - 1]))
        for age, rect in enumerate(lay.camp_decks, start=1)
    ]
    return items


def next_rank_value(rules: Rules, cls: int, ranks: int) -> int | None:
    """What one more rank adds to a hunter or blacksmith column (the board prints it)."""
    info = rules.classes[cls]
    if info.scoring not in ("square", "sequence"):
        return None
    return class_value(info, [0] * (ranks + 1)) - class_value(info, [0] * ranks)


class Describer:
    def __init__(self, rules: Rules, t: Any, localized: Callable[[Any], str]) -> None:
        self.rules = rules
        self.t = t
        self.localized = localized

    def card(self, key: str) -> str:
        rules, t = self.rules, self.t
        info = rules.cards[rules.card_ids[key]]
        hero = rules.heroes.get(info.id)
        if hero is not None:
            return f"{self.localized(info.name)}. {self.localized(hero.text)}"
        if info.kind == OFFERING:
            return t("help.offering", value=info.value)
        if info.kind == ARTIFACT:
            return f"{self.localized(info.name)}. {self.localized(rules.artifacts[info.id].text)}"
        if info.kind == DOUBLE:
            return f"{self.localized(info.name)}. {self.localized(rules.double_text)}"
        if info.kind == MERCENARY:
            return self._mercenary(info.id)
        myth = rules.myths.get(info.id)
        if myth is not None:
            return f"{self.localized(info.name)}. {self.localized(myth.text)}"
        if info.kind == BOAR:
            return f"{self.localized(info.name)}. {t('help.gullinbursti')}"
        cls = rules.classes[info.cls]
        rule = t(f"help.rule.{cls.key}")
        name = self.localized(info.name) if info.kind != 0 else self.localized(cls.name)
        if cls.scoring in ("square", "sequence"):
            ranks = t.plural("table.ranks", len(info.ranks))
            text = t("help.dwarf_no_points", cls=f"{name} ({ranks})", rule=rule)
        else:
            points = t.plural("help.points", sum(info.ranks))
            text = t("help.dwarf", cls=name, points=points, rule=rule)
        return f"{text} {t('readable.five_players')}" if info.five_players else text

    def _mercenary(self, card: int) -> str:
        """Its two classes with their printed points (none for a class that counts ranks)."""
        t, rules = self.t, self.rules
        merc = rules.mercenaries[card]
        parts = []
        for cls in merc.classes:
            name = self.localized(rules.classes[cls].name)
            if rules.classes[cls].scoring in ("sum", "product"):
                name = t("thingvellir.help.class_points", cls=name, points=merc.points_in(cls))
            parts.append(name)
        return t(
            "thingvellir.help.mercenary",
            first=parts[0],
            second=parts[1],
            rule=self.localized(rules.mercenary_text),
        )

    def _myth(self, view: dict[str, Any], seat: int, key: str) -> str:
        """A mythology card in a command zone, with the state of its token."""
        t, rules = self.t, self.rules
        myth = rules.myths[rules.card_ids[key]]
        seat_view = view["seats"][seat]
        value = seat_view["tokens"][key]
        if myth.kind == GOD:
            status = t("help.power_ready" if value else "help.power_used")
        elif myth.kind == GIANT:
            captured = seat_view.get("captured", {}).get(key)
            if captured is not None:
                status = t(
                    "help.captured", card=self.localized(rules.cards[rules.card_ids[captured]].name)
                )
            else:
                status = t(
                    "help.capture_ready" if value else "help.capture_lost",
                    cls=self.localized(rules.classes[myth.cls].name),
                )
        else:
            status = t("help.strength", points=t.plural("count.points", myth.track[value]))
            olrun = seat_view.get("olrun")
            if myth.effect == "olrun" and olrun is not None:
                status += " " + t(
                    "help.olrun", cls=self.localized(rules.classes[CLASS_KEYS.index(olrun)].name)
                )
        return f"{self.card(key)} {status}"

    def describe(self, kind: str, what: Any, view: dict[str, Any]) -> str:
        t = self.t
        if kind == "card":
            return self.card(what)
        if kind == "distinction":
            d = self.rules.distinctions[what]
            return f"{self.localized(d.name)}. {self.localized(d.text)}"
        if kind == "coin":
            if what == HIDDEN:
                return t("help.coin_hidden")
            code = cn.parse_coin(what)
            value = cn.value_of(code)
            if cn.kind_of(code) == cn.SPECIAL:
                return t("help.coin_special")
            if value == 0:
                return t("help.coin_zero")
            key = "help.coin_gold" if cn.kind_of(code) == cn.GOLD else "help.coin_bronze"
            return t(key, value=value)
        if kind == "treasure":
            value, count = what
            return t("help.treasure", value=value, count=count)
        if kind == "gem":
            return t("help.gem_six") if what == 6 else t("help.gem", value=what)
        if kind == "tavern":
            return t("help.tavern", tavern=self.localized(self.rules.tavern_names[what]))
        if kind == "pouch":
            return t("help.pouch")
        if kind == "order":
            return t("readable.order", ordinal=t(f"readable.ordinal.{what}"))
        if kind == "deck":
            age, count = what
            return t("readable.deck", age=age, cards=t.plural("readable.cards", count))
        if kind == "myth_deck":
            return t("help.myth_deck", deck=t.plural("count.cards", what[0]), reserve=what[1])
        if kind == "myth":
            return self._myth(view, *what)
        if kind == "camp":
            return self.localized(self.rules.camp_text)
        if kind == "camp_deck":
            age, count = what
            return t("thingvellir.help.camp_deck", age=age, cards=t.plural("readable.cards", count))
        if kind == "pouch_hero":
            return f"{self.card(what)} {t('thingvellir.help.on_pouch')}"
        if kind == "lost_coin":
            return t("thingvellir.help.lost_coin")
        if kind == "mjollnir":
            seat, key = what
            chosen = t(f"scores.{view['seats'][seat]['mjollnir']}")  # "Miners"
            return f"{self.card(key)} {t('thingvellir.help.mjollnir', cls=chosen)}"
        if kind == "column":
            seat, cls = what
            info = self.rules.classes[cls]
            keys = view["seats"][seat]["columns"][cls]
            ranks = sum(len(self.rules.cards[self.rules.card_ids[k]].ranks) for k in keys)
            text = t(
                "help.column",
                cls=self.localized(info.name),
                ranks=t.plural("table.ranks", ranks),
                score=t.plural("count.points", view["scores"][seat][CLASS_KEYS[cls]]),
                rule=t(f"help.rule.{info.key}"),
            )
            extra = next_rank_value(self.rules, cls, ranks)
            return text if extra is None else f"{text} ({t('help.next_value', value=extra)})"
        return ""
