"""Final Bravery Value: the printed score pad as a function.

Scoring works on a plain `Army` summary so the same code scores a game in progress, a finished game
and a real table typed into the score calculator.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.nidavellir.data import CLASS_KEYS, WARRIOR, ClassInfo, Rules

# The rows are named where the registry reads them without importing the rules.
from game.nidavellir.info import CAMP_CATEGORIES as CAMP_CATEGORIES
from game.nidavellir.info import CATEGORIES as CATEGORIES
from game.nidavellir.info import MYTH_CATEGORIES


@dataclass(frozen=True, slots=True)
class Army:
    """What one player's score depends on."""

    columns: tuple[tuple[int, ...], ...]  # bravery points of each scored rank, per column
    rank_bonus: tuple[int, ...]  # extra points per rank of the column (Idunn), per column
    heroes: tuple[int, ...]  # card ids of the neutral heroes owned
    coins: tuple[int, ...]  # values of the coins owned
    gem_points: int  # the Crown Jeweler's gem bonus
    zero_pairs: tuple[int, ...] = (0, 0, 0, 0, 0)  # points per pair of 0 ranks (Ratatosk)
    myth: tuple[int, int, int] | None = None  # gods, giants, valkyries (Idavoll games)
    artifacts: int | None = None  # the artifacts' points (Thingvellir games)


def class_value(info: ClassInfo, points: Sequence[int], zero_pair: int = 0) -> int:
    """A column's value; `zero_pair` points per pair of 0-point ranks join the points before the
    product (Ratatosk, D21)."""
    n = len(points)
    if info.scoring == "square":
        return n * n
    if info.scoring == "product":
        return (sum(points) + zero_pair * (points.count(0) // 2)) * n
    if info.scoring == "sequence":
        return n * info.sequence_start + n * (n - 1) // 2
    return sum(points)


def neutral_heroes_value(rules: Rules, heroes: Sequence[int], coins: Sequence[int]) -> int:
    total = 0
    groups: dict[str, int] = {}
    for card in heroes:
        hero = rules.heroes[card]
        total += hero.points
        if hero.highest_coin:
            total += max(coins, default=0)
        if hero.group is not None:
            groups[hero.group] = groups.get(hero.group, 0) + 1
    for group, count in groups.items():
        table = rules.groups[group]
        total += table[min(count, len(table)) - 1]
    return total


def score_armies(rules: Rules, armies: Sequence[Army]) -> list[dict[str, int]]:
    """One score sheet per army: each category of `CATEGORIES` plus `total`."""
    warrior_ranks = [len(a.columns[WARRIOR]) for a in armies]
    most = max(warrior_ranks, default=0)
    sheets = []
    for army, ranks in zip(armies, warrior_ranks, strict=True):
        sheet = {
            key: class_value(info, pts, pair) + bonus * len(pts)
            for key, info, pts, bonus, pair in zip(
                CLASS_KEYS,
                rules.classes,
                army.columns,
                army.rank_bonus,
                army.zero_pairs,
                strict=True,
            )
        }
        sheet["warrior_majority"] = max(army.coins, default=0) if most and ranks == most else 0
        sheet["heroes"] = neutral_heroes_value(rules, army.heroes, army.coins)
        sheet["coins"] = sum(army.coins)
        sheet["gem"] = army.gem_points
        if army.myth is not None:
            sheet.update(zip(MYTH_CATEGORIES, army.myth, strict=True))
        if army.artifacts is not None:
            sheet["artifacts"] = army.artifacts
        sheet["total"] = sum(sheet.values())
        sheets.append(sheet)
    return sheets


def competition_ranks(totals: list[int]) -> list[int]:
    """Each chair's place, ties sharing the better place and leaving a gap after them
    ("1224" ranking): a tie for first is a shared victory (rulebook), so equal totals share."""
    return [1 + sum(other > total for other in totals) for total in totals]


def winners(sheets: Sequence[dict[str, int]]) -> list[int]:
    """Indices of the players sharing the highest total (ties share the victory)."""
    best = max(s["total"] for s in sheets)
    return [i for i, s in enumerate(sheets) if s["total"] == best]
