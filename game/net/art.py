"""The pictures the phone page shows: the window's own sprites, chosen by the window's mapping.

Why a module of its own: which picture a card shows is `game.art`'s (read by the window too), so
a card looks the same on the table and in a player's hand; this module turns those sprite names
into the names the host serves at `/art/<name>` and says, for each key the page meets (a card, a
class, an Order, a coin), which picture and which icon it shows. The host serves only the names
listed here for its game, looked up in a table built from the mappings: a request never names
a path.

The portraits are the window's 224 px squares of about 50 KB (6 bits a channel, packed tight):
the page shows them at 48 CSS px, which a phone with three device pixels to the CSS pixel draws
from 144 pixels, and a 144 px copy saved by pygame weighs two thirds of the original (the 53
portraits of Nidavellir: 2.89 MB against 1.90 MB), so they are sent as they are, each once, and
kept by the browser. The emblems are SVG files of a few hundred bytes, sharp at any size.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import resources
from game.art import EXTENSIONS
from game.art import arran as arran_art
from game.art import nidavellir as nid_art
from game.art import vedrfolnir as ved_art

TYPES = {".png": "image/png", ".svg": "image/svg+xml"}


def _nidavellir(rules: Any) -> dict[str, dict[str, str]]:
    """Each card's portrait (its class's for a dwarf) or camp emblem, and its class's icon;
    each class's portrait and icon; each coin kind's face by its suffix. (A card's class, which
    colours its tile, is `families`'s.)"""
    by_card, by_class = nid_art.card_pictures(rules)
    pictures: dict[str, str] = {}
    icons: dict[str, str] = {}
    for card_id, info in enumerate(rules.cards):
        if card_id in by_card:
            pictures[info.key] = by_card[card_id]
        elif card_id in rules.artifacts or info.kind == nid_art.MERCENARY:
            pictures[info.key] = f"thingvellir/icons/{nid_art.camp_emblem(rules, card_id)}"
        if info.cls < len(nid_art.CLASS_ICONS):
            icons[info.key] = nid_art.class_icon(nid_art.CLASS_ICONS[info.cls])
    for key, sprite in zip(nid_art.CLASS_KEYS, by_class, strict=True):
        pictures[key] = sprite
        icons[key] = nid_art.class_icon(key)
    coins = dict(zip(("", "g", "s"), nid_art.COINS, strict=True))
    return {"pictures": pictures, "icons": icons, "coins": coins}


def _arran(table: Any) -> dict[str, dict[str, str]]:
    """Each Cognar's portrait, each card's and each Order's emblem (Arran's coins are drawn,
    not pictures: the page draws them as discs too)."""
    pictures = {
        card.key: arran_art.PICTURES[card.key].sprite
        for card in table.cards
        if card.key in arran_art.PICTURES
    }
    icons = {
        card.key: arran_art.order_icon(card.column)
        for card in table.cards
        if 0 <= card.column < len(arran_art.ORDER_ICONS)
    }
    for index, order in enumerate(table.source.orders):
        icons[order.key] = arran_art.order_icon(index)
    return {"pictures": pictures, "icons": icons, "coins": {}}


def _vedrfolnir(keys: Iterable[tuple[str, str]]) -> dict[str, dict[str, str]]:
    """Each card's picture (its god's portrait, else its emblem) and, under a portrait, its
    emblem, by copy number and by card key as the page names them, as the window's faces show
    them."""
    keys = list(keys)
    return {
        "pictures": {name: ved_art.card_picture(key).sprite for name, key in keys},
        "icons": {
            name: ved_art.card_icon(key)
            for name, key in keys
            if ved_art.card_picture(key).portrait is not None
        },
        "coins": {},
    }


def _vedrfolnir_keys(state: Any) -> list[tuple[str, str]]:
    from game.vedrfolnir.cards import copies

    out: list[tuple[str, str]] = []
    for number, copy in enumerate(copies(tuple(state.view(None)["decks"]))):
        out += [(str(number), copy.card.key), (copy.card.key, copy.card.key)]
    return out


def families(game: str, state: Any) -> dict[str, str]:
    """The class (Nidavellir) or Order (Arran) of each card whose key does not tell it (a hero,
    a Cognar), whose colour the window's face wears and the page's tile too."""
    if game == "nidavellir":
        rules = state.rules
        return {
            info.key: nid_art.CLASS_KEYS[info.cls]
            for info in rules.cards
            if info.cls < len(nid_art.CLASS_KEYS)
        }
    if game == "arran":
        table = state.table
        orders = [order.key for order in table.source.orders]
        return {
            card.key: orders[card.column] for card in table.cards if 0 <= card.column < len(orders)
        }
    return {}


def _sprites(game: str, state: Any) -> dict[str, dict[str, str]]:
    if game == "nidavellir":
        return _nidavellir(state.rules)
    if game == "arran":
        return _arran(state.table)
    if game == "vedrfolnir":
        return _vedrfolnir(_vedrfolnir_keys(state))
    return {"pictures": {}, "icons": {}, "coins": {}}


@dataclass(frozen=True)
class Art:
    """The pictures of one game's page: what each key shows (`shown`, sent in the page's words,
    with each card's class or Order in `shown["families"]`) and the files behind those names
    (`files`, the only ones the host serves at `/art/`)."""

    shown: dict[str, dict[str, str]]
    files: dict[str, Path]

    def file(self, name: str) -> tuple[Path, str] | None:
        """The file served as `name` and its content type, or None for any other name."""
        path = self.files.get(name)
        return None if path is None else (path, TYPES[path.suffix])


def _sprite_file(sprite: str) -> Path:
    for ext in EXTENSIONS:
        path = resources.SPRITES / f"{sprite}{ext}"
        if path.is_file():
            return path
    raise FileNotFoundError(f"no sprite {sprite} under {resources.SPRITES}")


def art_of(game: str, state: Any) -> Art:
    """The pictures of `game`'s page for the game `state`: for each key the page meets (a card,
    a class, an Order), the served name of its picture (`pictures`) and of its small icon
    (`icons`), and each coin kind's face by the coin's suffix (`coins`). A served name is one
    path segment: the sprite's path with its slashes turned to dashes, and its extension."""
    files: dict[str, Path] = {}
    shown: dict[str, dict[str, str]] = {}
    for part, names in _sprites(game, state).items():
        shown[part] = {}
        for key, sprite in names.items():
            path = _sprite_file(sprite)
            name = sprite.replace("/", "-") + path.suffix
            if files.setdefault(name, path) != path:
                raise ValueError(f"two sprites would be served as {name}")
            shown[part][key] = name
    shown["families"] = families(game, state)
    return Art(shown, files)
