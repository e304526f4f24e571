"""What the table reads from a Vedrfolnir view about its places, with nothing drawn: where
a panel's won cards lie, which card each is, a place's colour and marker, the Tribute's runes
and the card in the hand's spotlight. The artist, the presenter and the panels share them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pygame import Rect

from game.ui.games.vedrfolnir import layout as L
from game.ui.games.vedrfolnir.words import RUNE_ORDER, Words, orientation
from game.ui.scorepad import seat_colour


def won_rects(
    view: Mapping[str, Any], won: list[int], box: L.PlaceBoxes, words: Words
) -> list[Rect]:
    """Where each of a tall panel's won cards lies, the copies of one card piled."""
    assert box.won_row is not None
    return L.won_fan(box.won_row, card_keys(view, won, words), box.won_card)


def card_keys(view: Mapping[str, Any], cids: list[int], words: Words) -> list[str]:
    """Which card each is: the copies of one card share a key."""
    return [words.copy(view, cid).card.key for cid in cids]


ROLE_COLOURS = {
    "ase_odin": (70, 104, 170),
    "ase_thor": (176, 70, 52),
    "heilheim": (70, 130, 110),
    "brynhildr": (120, 84, 150),
}


def place_colour(view: Mapping[str, Any], index: int) -> tuple[int, int, int]:
    """A völva's seat colour (Valhalla's too: a person plays it); the Ases in their god's
    colour, Heilheim and Brynhildr in their own."""
    role = marker_role(view, index)
    if role in ROLE_COLOURS:
        return ROLE_COLOURS[role]
    return seat_colour(view["places"][index]["controller"])


def marker_role(view: Mapping[str, Any], index: int) -> str:
    """The seat marker of a place that is not a völva: the Ase card's side, or Brynhildr."""
    place = view["places"][index]
    if place["role"] == "ase":  # the Ase of A holds the Odin card, of B the Thor card
        return "ase_odin" if place["controller"] == 0 else "ase_thor"
    return str(place["role"])


def tribute_runes(view: Mapping[str, Any], words: Words) -> dict[str, int]:
    """The Tribute's runes by type (what the majorities will share), counted from its cards."""
    counts = {rune: 0 for rune in RUNE_ORDER if rune in view["places"][0]["runes"]}
    for cid in view["tribute"]["cards"]:
        card = words.copy(view, cid).card
        rune = card.rune_type if card.rune_type in RUNE_ORDER else orientation(view, cid)
        if rune in counts and card.runes:
            counts[rune] += card.runes
    return counts


def shown_card(view: Mapping[str, Any], words: Words) -> tuple[int, str]:
    """The card in the hand's spotlight (revealed, in transit or a circulating raven) and what
    it is waiting for."""
    t = words.t
    transit = view.get("transit")
    if transit and "owner" in transit:
        return transit["card"], str(
            t(
                "table.raven_at",
                owner=words.place(view, transit["owner"]),
                place=words.place(view, transit["at"]),
            )
        )
    if transit:
        return transit["card"], str(t("table.in_transit", place=words.place(view, transit["to"])))
    if view["revealed"] >= 0:
        return view["revealed"], str(t("table.revealed"))
    return -1, ""
