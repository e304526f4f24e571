"""Per-card facts of a `Table` as flat tuples indexed by card id, and what an average dwarf still
to come brings to each Order, built once per table.

Why: the heuristic runs thousands of times a second inside the search; reading a tuple by card id
is much cheaper than following a card's dataclass and scanning its effects.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.arran.core import (
    DWARF,
    FORGE,
    RANK_ALLY,
    RANK_BLACK,
    TEMPLE,
    WANDERERS,
    Table,
)


@dataclass(frozen=True)
class Stats:
    """The dwarves of both Eras' decks for one Lord count, as an average card of each Order."""

    share: tuple[float, ...]  # share of the dwarves in each Order
    mean_points: tuple[float, ...]  # mean points of a dwarf of each Order
    temple_occult: float  # Occult symbols per Temple dwarf
    malt: float  # Malt symbols per dwarf
    wanderers: float  # mean points of a Wanderers dwarf
    wanderers_part: dict[int, float]  # value -> its share of that mean (lost once in the column)
    new_rune: tuple[float, ...]  # by the runes owned (masked by `dwarf_runes`): the chance that
    # a Forge dwarf brings a new one
    dwarf_runes: int  # the bits of every rune a dwarf can carry


@dataclass(frozen=True)
class Tables:
    """Per-card facts as flat tuples indexed by card id, built once per `Table`."""

    kind: tuple[int, ...]
    rank: tuple[int, ...]
    column: tuple[int, ...]
    ranks: tuple[int, ...]
    points: tuple[int, ...]
    malt: tuple[int, ...]
    occult: tuple[int, ...]
    runes: tuple[int, ...]  # bit mask of the card's runes
    column_points: tuple[tuple[int, ...], ...]  # Ga'at: its worth in each column; () otherwise
    shield_bonus: tuple[int, ...]
    per_rank: tuple[int, ...]  # points per Shield rank (Abokar, Tiss)
    per_rune: tuple[int, ...]  # points per rune (Jorun)
    removes: tuple[int, ...]  # Pariah tokens removed at the end (Brum, Dröh, Oösram)
    pariah: tuple[bool, ...]  # placed in the Wanderers column, it may take a token
    malt_bonus: tuple[int, ...]  # points per Malt (the Certification)
    partner: tuple[int, ...]  # the combination partner's id (Gurdan, Borogam), -1 for none
    combo: tuple[int, ...]  # the combination's points per Malt
    effects: tuple[frozenset[str], ...]  # every effect key of the card
    track: tuple[int, ...]
    stats: dict[int, Stats]  # by Lord count


_TABLES: dict[int, tuple[Table, Tables]] = {}


def tables(table: Table) -> Tables:
    """The flat tables of `table`, built on first use (keyed by identity)."""
    entry = _TABLES.get(id(table))
    if entry is None or entry[0] is not table:
        entry = _TABLES[id(table)] = (table, _build(table))
    return entry[1]


def _number(card: object, key: str, param: str) -> int:
    effect = card.effect(key)  # type: ignore[attr-defined]
    return effect.number(param) if effect is not None else 0


def _build(table: Table) -> Tables:
    ids = table.card_ids
    cols: dict[str, list] = {
        k: [] for k in Tables.__dataclass_fields__ if k not in ("track", "stats")
    }
    for card in table.cards:
        partner = -1
        combo = card.effect("malt_combo")
        if combo is not None:
            partner = ids[str(combo.param("partner"))]
        row = {
            "kind": card.kind,
            "rank": card.rank,
            "column": card.column,
            "ranks": card.ranks,
            "points": card.points,
            "malt": card.malt,
            "occult": card.occult,
            "runes": sum(1 << r for r in set(card.runes)),
            "column_points": card.column_points,
            "shield_bonus": card.shield_bonus,
            "per_rank": _number(card, "points_per_shield_rank", "per_rank"),
            "per_rune": _number(card, "points_per_rune", "per_rune"),
            "removes": _number(card, "remove_pariah", "count"),
            "pariah": card.effect("pariah_check") is not None,
            "malt_bonus": _number(card, "malt_bonus", "bonus"),
            "partner": partner,
            "combo": combo.number("bonus") if combo is not None else 0,
            "effects": frozenset(e.key for e in card.effects),
        }
        for key, value in row.items():
            cols[key].append(value)
    stats = {n: _stats(table, n) for n in table.cards_per_tavern}
    return Tables(**{k: tuple(v) for k, v in cols.items()}, track=table.shield_track, stats=stats)


def _stats(table: Table, players: int) -> Stats:
    dwarves = [table.cards[c] for era in (1, 2) for c in table.deck[(era, players)]]
    dwarves = [d for d in dwarves if d.kind == DWARF]
    total = len(dwarves)
    by_order = [[d for d in dwarves if d.column == c] for c in range(5)]
    temple = by_order[TEMPLE]
    wanderers: dict[int, int] = {}
    for d in by_order[WANDERERS]:
        wanderers[d.points] = wanderers.get(d.points, 0) + 1
    runes: dict[int, int] = {}
    for d in by_order[FORGE]:
        for r in set(d.runes):
            runes[r] = runes.get(r, 0) + 1
    forge = len(by_order[FORGE]) or 1
    count = len(by_order[WANDERERS]) or 1
    parts = {v: v * k / count for v, k in wanderers.items()}
    dwarf_runes = sum(1 << r for r in runes)
    return Stats(
        share=tuple(len(o) / total for o in by_order),
        mean_points=tuple(sum(d.points for d in o) / len(o) if o else 0.0 for o in by_order),
        temple_occult=sum(d.occult for d in temple) / len(temple) if temple else 0.0,
        malt=sum(d.malt for d in dwarves) / total,
        wanderers=sum(parts.values()),
        wanderers_part=parts,
        new_rune=tuple(
            sum(k / forge for r, k in runes.items() if not owned >> r & 1)
            for owned in range(dwarf_runes + 1)
        ),
        dwarf_runes=dwarf_runes,
    )


def column_worth(tab: Tables, card: int, column: int) -> int:
    """The points `card` adds to `column`'s own formula: Ga'at by the column, a Mercenary none
    (its points are flat, A-14), any other card its printed points."""
    rank = tab.rank[card]
    if rank == RANK_ALLY:
        return tab.column_points[card][column]
    if rank == RANK_BLACK:
        return 0
    return tab.points[card]


def track_value(track: tuple[int, ...], ranks: float) -> float:
    """The Shield track at a (possibly fractional, projected) rank count."""
    top = len(track) - 1
    if ranks >= top:
        return float(track[top])
    low = int(ranks)
    return track[low] + (track[low + 1] - track[low]) * (ranks - low)
