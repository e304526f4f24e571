"""Final Bravery Value of Guerres d'Arran (spec §6) as a function of a plain `Fortress`.

The same code scores a game in progress (the live score pad), a finished game and a table typed
into the calculator: the state and the calculator each build a `Fortress`, nothing else.
Pariah tokens still to be removed at the end (Brum, Dröh, Oösram) are part of the fortress, so a
game in progress already scores what its removals will give back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.arran.cards import (
    DWARF,
    ELITE,
    FORGE,
    LIQUOR,
    RANK_ALLY,
    RANK_BLACK,
    SHIELD,
    TALION,
    TEMPLE,
    WANDERERS,
    Table,
)
from game.arran.info import CATEGORIES as CATEGORIES  # named where the registry reads them


@dataclass(frozen=True, slots=True)
class Fortress:
    """What one Lord's score depends on."""

    columns: tuple[tuple[int, ...], ...]  # card ids in each of the five Order columns
    command: tuple[int, ...]  # card ids in the command zone (white Cognars, awards)
    covered: frozenset[int]  # card ids under a Pariah token now
    coins: tuple[int, ...]  # values of the Lord's five coins
    removals: int = 0  # Pariah tokens the Lord will still remove before scoring

    def cards(self) -> tuple[int, ...]:
        return (*(c for col in self.columns for c in col), *self.command)


def owned_removals(table: Table, cards: Sequence[int]) -> int:
    """How many Pariah tokens these cards let their owner remove at the end of the game."""
    total = 0
    for c in cards:
        effect = table.cards[c].effect("remove_pariah")
        if effect is not None:
            total += effect.number("count")
    return total


def visible(table: Table, fortress: Fortress) -> frozenset[int]:
    """The covered cards once the removals are made: the owner uncovers the highest values."""
    if not fortress.removals or not fortress.covered:
        return fortress.covered
    by_value = sorted(fortress.covered, key=lambda c: (-table.cards[c].points, c))
    return frozenset(by_value[fortress.removals :])


def shield_ranks(table: Table, shield: Sequence[int]) -> int:
    """Shield ranks for the end-of-game Shield scoring of the cards of a Shield column: printed
    ranks plus Ga'at's bonus (A-16)."""
    cards = table.cards
    return sum(
        cards[c].ranks + (cards[c].shield_bonus if cards[c].rank == RANK_ALLY else 0)
        for c in shield
    )


def next_rank_gain(table: Table, shield: Sequence[int]) -> int:
    """What one more rank in this Shield column would add on the Shield track (the board's
    hint; 0 once the track stops climbing)."""
    ranks = shield_ranks(table, shield)
    return table.shield_value(ranks + 1) - table.shield_value(ranks)


def column_points(table: Table, column: int, cards: Sequence[int], flat_mercs: bool) -> int:
    """Points of the cards in a column: Ga'at by the column, Mercenaries only when they score
    by their column's formula (A-14)."""
    total = 0
    for c in cards:
        card = table.cards[c]
        if card.rank == RANK_ALLY:
            total += card.column_points[column]
        elif card.rank != RANK_BLACK or not flat_mercs:
            total += card.points
    return total


def score(table: Table, fortress: Fortress) -> dict[str, int]:
    """The score sheet: each category of `CATEGORIES` plus `total`."""
    cards = table.cards
    flat = table.source.variants.mercenary_points == "flat"
    owned = fortress.cards()
    keys = {cards[c].key for c in fortress.command}
    occult = table.board_occult + sum(cards[c].occult for c in owned)
    runes = len({r for c in owned for r in cards[c].runes})
    malt = sum(cards[c].malt for c in owned)
    covered = visible(table, fortress)
    shield = shield_ranks(table, fortress.columns[SHIELD])
    cols = fortress.columns
    sheet = {
        "shield": table.shield_value(shield),
        "temple": column_points(table, TEMPLE, cols[TEMPLE], flat) * occult,
        "wanderers": column_points(
            table, WANDERERS, [c for c in cols[WANDERERS] if c not in covered], flat
        ),
        "forge": column_points(table, FORGE, cols[FORGE], flat) + runes * runes,
        "talion": column_points(table, TALION, cols[TALION], flat),
        "mercenaries": sum(
            cards[c].points for col in cols for c in col if cards[c].rank == RANK_BLACK
        )
        if flat
        else 0,
    }
    command = 0
    for c in owned:
        card = cards[c]
        per_rank = card.effect("points_per_shield_rank")
        if per_rank is not None:
            points = per_rank.number("per_rank") * shield
            if c in fortress.command:  # Tiss, an Elite Cognar: the rulebook's command zone
                command += points
            else:  # Abokar, in the Shield column
                sheet["shield"] += points
        per_rune = card.effect("points_per_rune")
        if per_rune is not None:
            command += per_rune.number("per_rune") * runes
        if c in fortress.command and card.kind != DWARF:
            command += card.points
    sheet["command"] = command
    each = table.malt_each
    for c in fortress.command:
        bonus = cards[c].effect("malt_bonus")
        if bonus is not None:
            each += bonus.number("bonus")
    combos: dict[frozenset[str], int] = {}  # both partners carry the combination: count it once
    for c in fortress.command:
        combo = cards[c].effect("malt_combo")
        if combo is not None and combo.param("partner") in keys:
            combos[frozenset((cards[c].key, str(combo.param("partner"))))] = combo.number("bonus")
    each += sum(combos.values())
    sheet["malt"] = malt * each
    sheet["coins"] = sum(fortress.coins)
    sheet["total"] = sum(sheet.values())
    return sheet


def elite_count(table: Table, fortress: Fortress) -> int:
    """Elite Cognars owned: the final tie-break (the Certification counts only if the data say
    it is an Elite Cognar, A-13)."""
    counted = (ELITE, LIQUOR) if table.source.variants.certification_is_elite else (ELITE,)
    return sum(1 for c in fortress.command if table.cards[c].kind in counted)


def winners(table: Table, sheets: Sequence[dict[str, int]], forts: Sequence[Fortress]) -> list[int]:
    """The Lords sharing the victory: highest total, then most Elite Cognars (spec §5.4)."""
    best = max(s["total"] for s in sheets)
    tied = [i for i, s in enumerate(sheets) if s["total"] == best]
    most = max(elite_count(table, forts[i]) for i in tied)
    return [i for i in tied if elite_count(table, forts[i]) == most]
