"""Per-card facts of a `Rules` as flat tuples indexed by card id, built once per rules.

Why: the heuristic runs thousands of times a second inside the search; reading a tuple by card
id is much cheaper than following a card's dataclass and its hero or myth entry.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.nidavellir.core import (
    DWARF,
    OFFERING,
    PLACE_ANY_COLUMN,
    PLACE_CLASS,
    PLACE_END_OF_AGE,
    Rules,
)
from game.ai.nidavellir.values import values

SUM, SQUARE, PRODUCT, SEQUENCE = range(4)
_SCORING = {"sum": SUM, "square": SQUARE, "product": PRODUCT, "sequence": SEQUENCE}


@dataclass(frozen=True)
class Tables:
    """Per-card facts as flat tuples indexed by card id, built once per `Rules`."""

    kind: tuple[int, ...]
    cls: tuple[int, ...]
    dwarf_cls: tuple[int, ...]  # class of a dwarf card, 5 for anything else
    nranks: tuple[int, ...]  # scored ranks the card adds to its column
    points: tuple[int, ...]
    bonus: tuple[int, ...]  # points per rank of the column (Idunn)
    column_points: tuple[tuple[int, ...] | None, ...]  # Ylud
    thrud: tuple[bool, ...]  # placed anywhere, never scored as a rank
    offering: tuple[int, ...]  # transform amount of a Royal Offering
    neutral: tuple[bool, ...]  # a hero scored outside the columns
    fixed: tuple[int, ...]  # a neutral hero's own points
    dwerg: tuple[bool, ...]
    astrid: tuple[bool, ...]
    ylud: tuple[bool, ...]
    scoring: tuple[int, ...]
    seq_start: tuple[int, ...]
    hero_static: tuple[float, ...]
    dwerg_table: tuple[int, ...]
    distinction_points: tuple[int, ...]
    age2_classes: dict[int, tuple[int, ...]]  # players -> dwarves of each class in the Age 2 deck


_TABLES: dict[int, tuple[Rules, Tables]] = {}


def tables(rules: Rules) -> Tables:
    """The flat tables of `rules`, built on first use (keyed by identity: `Rules` holds dicts)."""
    entry = _TABLES.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = _TABLES[id(rules)] = (rules, _build_tables(rules))
    return entry[1]


def _build_tables(rules: Rules) -> Tables:
    cols: dict[str, list] = {
        k: []
        for k in (
            "kind",
            "cls",
            "dwarf_cls",
            "nranks",
            "points",
            "bonus",
            "column_points",
            "thrud",
            "offering",
            "neutral",
            "fixed",
            "dwerg",
            "astrid",
            "ylud",
            "hero_static",
        )
    }
    heroes = values().heroes  # a hero's rough worth (data/nidavellir/ai.yaml)
    for card in rules.cards:
        hero = rules.heroes.get(card.id)
        myth = rules.myths.get(card.id)
        neutral = hero is not None and hero.placement != PLACE_CLASS
        row = {
            "kind": card.kind,
            "cls": card.cls,
            "dwarf_cls": card.cls if card.kind == DWARF else 5,
            "nranks": len(card.ranks),
            "points": card.points,
            "bonus": hero.rank_bonus if hero is not None else myth.rank_bonus if myth else 0,
            "column_points": hero.column_points if hero is not None else None,
            "thrud": hero is not None and hero.placement == PLACE_ANY_COLUMN,
            "offering": card.value if card.kind == OFFERING else 0,
            "neutral": neutral,
            "fixed": hero.points if neutral and hero is not None else 0,
            "dwerg": neutral and hero is not None and hero.group is not None,
            "astrid": neutral and hero is not None and hero.highest_coin,
            "ylud": hero is not None and hero.placement == PLACE_END_OF_AGE,
            "hero_static": heroes.get(card.key, -1.0) if hero is not None else 0.0,
        }
        for key, value in row.items():
            cols[key].append(value)
    group = next(iter(rules.groups.values()), (0,))
    age2 = {}
    for n in range(rules.min_players, rules.max_players + 1):
        counts = [0] * 5
        for cid in rules.deck[(2, n)]:
            if rules.cards[cid].kind == DWARF:
                counts[rules.cards[cid].cls] += 1
        age2[n] = tuple(counts)
    return Tables(
        **{k: tuple(v) for k, v in cols.items()},
        scoring=tuple(_SCORING[c.scoring] for c in rules.classes),
        seq_start=tuple(c.sequence_start for c in rules.classes),
        dwerg_table=(0, *group),
        distinction_points=tuple(d.points for d in rules.distinctions),
        age2_classes=age2,
    )


def class_value(scoring: int, start: int, n: float, s: float) -> float:
    """The printed class scoring, for fractional rank counts too (projections)."""
    if scoring == SQUARE:
        return n * n
    if scoring == PRODUCT:
        return s * n
    if scoring == SEQUENCE:
        return n * start + n * (n - 1) / 2
    return s
