"""How the table names Vedrfolnir's things in the player's language: places, cards (from the
data, French and English), recipients and the choices a card asks for; and the tooltip of each
thing the pointer may rest on.

A place is a völva (the chair's name), an Ase of the two-player mode ("Odin (Ase · Ann)"), or a
seat of the solo mode (Valhalla, Heilheim, Brynhildr). Card names and texts come from
`data/vedrfolnir/cards.yaml`, so a corrected card reads right without code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.vedrfolnir.cards import copies
from game.vedrfolnir.data import Copy, Rules

TRIBUTE = -1  # the Tribute as a recipient (the rules core's TRIBUTE)
RUNE_ORDER = ("odin", "thor", "surtr")


class Words:
    """The names of one table: `t` the strings, `seat_name(player)` the chairs' names."""

    def __init__(self, t: Any, rules: Rules, seat_name: Callable[[int], str]) -> None:
        self.t = t
        self.rules = rules
        self.seat_name = seat_name

    # ------------------------------------------------------------------ places and cards

    def place(self, view: Mapping[str, Any], place: int) -> str:
        """The name of a place (or the Tribute)."""
        if place == TRIBUTE:
            return str(self.t("place.tribute"))
        role = view["places"][place]["role"]
        lang = self.t.lang
        if role == "player":
            return self.seat_name(view["places"][place]["controller"])
        if role == "ase":  # the Ase of A holds the Odin card, of B the Thor card
            ase = self.rules.ase_cards[view["places"][place]["controller"]].two_player
            owner = self.seat_name(view["places"][place]["controller"])
            return str(self.t("place.ase", ase=getattr(ase, lang), name=owner))
        if role in ("valhalla", "heilheim"):
            card = self.rules.ase_cards[0 if role == "valhalla" else 1].solo
            return str(getattr(card, lang))
        return str(getattr(self.rules.card("brynhildr").name, lang))

    def copy(self, view: Mapping[str, Any], cid: int) -> Copy:
        return copies(tuple(view["decks"]))[cid]

    def card(self, view: Mapping[str, Any], cid: int) -> str:
        return self.card_name(self.copy(view, cid).card.key)

    def card_name(self, key: str) -> str:
        return str(getattr(self.rules.card(key).name, self.t.lang))

    def rune(self, rune: str) -> str:
        if rune == "freyja":
            return self.card_name("freyja")
        return str(getattr(self.rules.rune_type(rune).name, self.t.lang))

    # ------------------------------------------------------------------ choices

    def choice(self, view: Mapping[str, Any], choice: str) -> str:
        """A "when played" choice as a button says it: Tyr's runes, Sköll & Hati's end, Hel's
        mode and target."""
        t = self.t
        if choice in ("odin", "thor"):
            return str(t("choice.runes", rune=self.rune(choice)))
        if choice in ("first", "last"):
            return str(t(f"choice.{choice}"))
        if choice == "none":
            return str(t("choice.none"))
        parts = choice.split(":")
        if parts[0] == "destroy" and len(parts) == 3:
            place = self.place(view, int(parts[1]))
            return str(t("choice.destroy", joker=self.card_name(parts[2]), place=place))
        if parts[0] == "remove" and len(parts) == 3:
            place = self.place(view, int(parts[1]))
            return str(t(f"choice.remove_{parts[2]}", place=place))
        return choice

    # ------------------------------------------------------------------ tooltips

    def card_tip(self, view: Mapping[str, Any], cid: int) -> str:
        """A card's name, stars, runes and points, and its text from the data."""
        copy = self.copy(view, cid)
        card, t, lang = copy.card, self.t, self.t.lang
        lines = [self.card_name(card.key)]
        facts = []
        if card.objective:
            facts.append(str(t("tip.objective", value=card.objective)))
        elif card.kind in ("score", "effect"):
            facts.append(str(t.plural("tip.stars", copy.stars)))
        orient = orientation(view, cid)
        if card.runes and card.rune_type in RUNE_ORDER:
            facts.append(str(t.plural("tip.runes", card.runes, rune=self.rune(card.rune_type))))
        elif card.runes and orient:
            facts.append(str(t.plural("tip.runes", card.runes, rune=self.rune(orient))))
        if card.kind == "score":
            facts.append(str(t.plural("tip.points", card.points)))
        if facts:
            lines.append(" · ".join(facts))
        lines.append(str(getattr(card.text, lang)))
        return "\n".join(lines)


def orientation(view: Mapping[str, Any], cid: int) -> str:
    """The rune type a Tyr was played as ("" when it is not oriented)."""
    orient = view.get("orient") or {}
    return str(orient.get(cid, orient.get(str(cid), "")))
