"""Nidavellir's pictures: which portrait each card shows (data/nidavellir/pictures.yaml), which
emblem a Thingvellir camp card shows, each class's icon and each coin's face.

The portrait mapping is data, checked on load like the card files: a broken entry raises one
`DataError` naming the file, the entry and the field. It is read by hand rather than through
pydantic, which the game imports only when the card files change (see `rulecache.py`), so
start-up stays short.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.dataload import check, read_yaml
from game.nidavellir.data import (
    ARTIFACT,
    BOAR,
    CLASS_KEYS,
    DATA_DIR,
    DOUBLE,
    HERO,
    MERCENARY,
    MYTH_KINDS,
    OFFERING,
    Rules,
)

PICTURES = DATA_DIR / "pictures.yaml"
SECTIONS = ("classes", "heroes", "mythology")
FIELDS = {"source", "artist", "crop"}


@dataclass(frozen=True)
class Picture:
    """One chosen portrait: `source` is its path under Wesnoth's portraits folder."""

    source: str
    artist: str
    crop: tuple[int, int, int] | None

    @property
    def sprite(self) -> str:
        """Its name for `Assets.sprite`: the committed copy under sprites/portraits/."""
        return "portraits/" + self.source.removesuffix(".png")


def portrait_entry(path: Path, section: str, key: str, raw: Any) -> Picture:
    """One checked portrait entry (Vedrfolnir's picture data reads its entries the same way)."""
    entry = f"{section} '{key}'"
    check(isinstance(raw, dict), path, entry, "(entry)", "must be a mapping of source and artist")
    for field in raw:
        check(field in FIELDS, path, entry, str(field), "unknown field")
    source, artist, crop = raw.get("source"), raw.get("artist"), raw.get("crop")
    check(
        isinstance(source, str)
        and source.endswith(".png")
        and not source.startswith("/")
        and ".." not in source,
        path,
        entry,
        "source",
        "must be a .png path under the portraits folder",
    )
    check(
        isinstance(artist, str) and bool(artist.strip()),
        path,
        entry,
        "artist",
        "must name the artist",
    )
    if crop is not None:
        check(
            isinstance(crop, list)
            and len(crop) == 3
            and all(isinstance(v, int) and v >= 0 for v in crop)
            and crop[2] > 0,
            path,
            entry,
            "crop",
            "must be [x, y, side] in pixels, side above 0",
        )
    box = (crop[0], crop[1], crop[2]) if crop is not None else None
    return Picture(source, artist, box)


def load_pictures(rules: Rules, path: Path = PICTURES) -> dict[str, dict[str, Picture]]:
    """Every section of the mapping by key; each class, hero and mythology card must have one."""
    raw = read_yaml(path)
    check(isinstance(raw, dict), path, "(top level)", "(document)", "must be a mapping")
    for section in raw:
        check(section in SECTIONS, path, "(top level)", str(section), "unknown section")
    wanted = {
        "classes": set(CLASS_KEYS),
        "heroes": {rules.cards[c].key for c in rules.heroes},
        "mythology": {rules.cards[c].key for c in (*rules.myths, rules.boar)},
    }
    out: dict[str, dict[str, Picture]] = {}
    for section in SECTIONS:
        entries = raw.get(section)
        check(
            isinstance(entries, dict),
            path,
            "(top level)",
            section,
            "must map each key to its picture",
        )
        for key in entries:
            check(
                key in wanted[section],
                path,
                f"{section} '{key}'",
                "(key)",
                f"no such {section} key",
            )
        for key in sorted(wanted[section] - set(entries)):
            check(False, path, f"{section} '{key}'", "(entry)", "has no picture")
        out[section] = {
            key: portrait_entry(path, section, key, value) for key, value in entries.items()
        }
    return out


def card_pictures(rules: Rules, path: Path = PICTURES) -> tuple[dict[int, str], tuple[str, ...]]:
    """(sprite of each hero and mythology card by card id, sprite of each class by index);
    a dwarf card shows its class's picture, Olwyn's doubles his, a Royal Offering, an artifact
    and a mercenary none of their own (an artifact shows its emblem, a mercenary its two
    classes' pictures)."""
    table = load_pictures(rules, path)
    by_class = tuple(table["classes"][key].sprite for key in CLASS_KEYS)
    by_card: dict[int, str] = {}
    for card_id, info in enumerate(rules.cards):
        if info.kind == HERO:
            by_card[card_id] = table["heroes"][info.key].sprite
        elif info.kind in MYTH_KINDS or info.kind == BOAR:
            by_card[card_id] = table["mythology"][info.key].sprite
        elif info.kind == DOUBLE and "olwyn" in table["heroes"]:
            by_card[card_id] = table["heroes"]["olwyn"].sprite
        elif info.kind not in (OFFERING, ARTIFACT, MERCENARY) and info.cls < len(by_class):
            by_card[card_id] = by_class[info.cls]
    return by_card, by_class


CLASS_ICONS = (*CLASS_KEYS, "neutral")  # by class index; a neutral hero's is the last
COINS = ("coins/bronze", "coins/gold", "coins/special")  # by coin kind (game.taverns.coins)
COIN_BACK = "coins/back"


def class_icon(key: str) -> str:
    """The sprite of a class's icon (a white silhouette the window tints)."""
    return f"icons/{key}"


def camp_emblem(rules: Rules, card_id: int) -> str:
    """The emblem of sprites/thingvellir/icons/ a camp card or double shows: its artifact's, the
    mercenaries' swords, the doubles' (Olwyn's own picture stands for them; the swords' sibling
    is the camp's fire)."""
    artifact = rules.artifacts.get(card_id)
    if artifact is not None:
        return artifact.effect
    return "mercenary" if rules.cards[card_id].kind == MERCENARY else "camp"
