"""Vedrfolnir's pictures: which god or creature each card shows (data/vedrfolnir/pictures.yaml),
as a painted portrait or, where none fits, its emblem (sprites/vedrfolnir/icons/, made by
sprites/vedrfolnir/make_art.py).

Read by the window and by the phone page, so a card looks the same in both. The data are checked
on load like the card files: a broken entry raises one `DataError` naming the file, the entry and
the field; a card with no picture, or with two, is an error too, so a new card cannot reach the
table blank.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.art.nidavellir import Picture, portrait_entry
from game.core.dataload import check, read_yaml
from game.resources import SPRITES
from game.vedrfolnir.data import DATA_DIR, default_rules

PICTURES = DATA_DIR / "pictures.yaml"
ICON_DIR = SPRITES / "vedrfolnir" / "icons"


@dataclass(frozen=True)
class CardPicture:
    """What one card shows: its god's or creature's `emblem` (always) and `portrait` (if any)."""

    emblem: str
    portrait: Picture | None

    @property
    def sprite(self) -> str:
        """The picture to show large: the portrait, else the emblem."""
        return self.portrait.sprite if self.portrait is not None else emblem_sprite(self.emblem)


def emblem_sprite(name: str) -> str:
    """The sprite of an emblem (a white silhouette the window tints)."""
    return f"vedrfolnir/icons/{name}"


def _entry(path: Path, name: str, raw: Any, keys: set[str]) -> tuple[list[str], Picture | None]:
    entry = f"pictures '{name}'"
    check(isinstance(raw, dict), path, entry, "(entry)", "must be a mapping with its cards")
    check((ICON_DIR / f"{name}.svg").is_file(), path, entry, "(key)", "no such emblem")
    cards = raw.get("cards")
    check(
        isinstance(cards, list) and bool(cards) and all(isinstance(c, str) for c in cards),
        path,
        entry,
        "cards",
        "must list the card keys that show it",
    )
    for key in cards:
        check(key in keys, path, entry, "cards", f"no such card key '{key}'")
    rest = {field: value for field, value in raw.items() if field != "cards"}
    return cards, portrait_entry(path, "pictures", name, rest) if rest else None


def load_pictures(path: Path = PICTURES, keys: set[str] | None = None) -> dict[str, CardPicture]:
    """The picture of every card key; `keys` defaults to every card of every deck."""
    wanted = keys if keys is not None else {card.key for card in default_rules().cards}
    raw = read_yaml(path)
    check(isinstance(raw, dict), path, "(top level)", "(document)", "must be a mapping")
    for section in raw:
        check(section == "pictures", path, "(top level)", str(section), "unknown section")
    entries = raw.get("pictures")
    check(isinstance(entries, dict), path, "(top level)", "pictures", "must map each picture")
    out: dict[str, CardPicture] = {}
    for name, value in entries.items():
        cards, portrait = _entry(path, str(name), value, wanted)
        for key in cards:
            check(key not in out, path, f"pictures '{name}'", "cards", f"'{key}' has two")
            out[key] = CardPicture(str(name), portrait)
    for key in sorted(wanted - set(out)):
        check(False, path, f"card '{key}'", "(entry)", "has no picture")
    return out


@cache
def pictures() -> dict[str, CardPicture]:
    """The shipped pictures, read once."""
    return load_pictures()


def card_picture(key: str) -> CardPicture:
    """What the card `key` shows."""
    return pictures()[key]


def card_icon(key: str) -> str:
    """The sprite of the card `key`'s emblem (a white silhouette the window tints)."""
    return emblem_sprite(card_picture(key).emblem)
