"""The solo opponents' data (`data/nidavellir/solo.yaml`), validated once and frozen with card ids.

Each hero named in the file must be one of the game's heroes; a set that must hold one hero per
class (Andvari's strategy sets) is checked here, so the scripts can rely on it. A reading of the
rules (an ASSUMPTION with two ways to play) is one of its named values, refused otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from game.nidavellir.data import CLASS_INDEX, CLASS_KEYS, DATA_DIR, Rules, default_rules

SOLO_FILE = DATA_DIR / "solo.yaml"

LeastClassTies = Literal["most_points", "at_random"]  # the readings of ASSUMPTION S10
AndvariGems = Literal["clan_higher", "dealt"]  # the readings of ASSUMPTION S4 for Andvari


@dataclass(frozen=True, slots=True)
class NeutralData:
    gifts: tuple[int, ...]  # hero card ids, in the order a difficulty takes them
    grid_coin: int
    recruits: tuple[int, ...]
    player_heroes: tuple[int, ...]
    pouch_zero_bonus: int
    least_class_ties: LeastClassTies
    tie_draw_classes: frozenset[int]  # class indexes


@dataclass(frozen=True, slots=True)
class AndvariData:
    strategies: dict[str, tuple[int, ...]]  # "easy"/"hard" -> five heroes, one per class
    player_heroes: tuple[int, ...]
    preferred: tuple[int, ...]
    never_recruits: tuple[int, ...]
    trade_limit: int
    trade_fallback: int
    gems: AndvariGems


@dataclass(frozen=True, slots=True)
class SoloData:
    neutral: NeutralData
    andvari: AndvariData


def load(rules: Rules, path: Path = SOLO_FILE) -> SoloData:
    """Read and check the file against the game's heroes; `DataError` naming the entry if not."""
    # YAML and pydantic: only when a solo game is set up, never at start
    from game.core.dataload import check, load_model
    from game.nidavellir.solo.schema import SoloFile

    raw = load_model(path, SoloFile)

    def heroes(entry: str, field: str, keys: list[str]) -> tuple[int, ...]:
        for key in keys:
            known = key in rules.card_ids and rules.card_ids[key] in rules.heroes
            check(known, path, entry, field, f"{key!r} is not a hero")
        check(len(set(keys)) == len(keys), path, entry, field, "a hero is named twice")
        return tuple(rules.card_ids[key] for key in keys)

    n, a = raw.neutral, raw.andvari
    for key in n.tie_draw_classes:
        check(key in CLASS_KEYS, path, "neutral", "tie_draw_classes", f"{key!r} is not a class")
    strategies = {}
    check(
        sorted(a.strategies) == ["easy", "hard"], path, "andvari", "strategies", "need easy, hard"
    )
    for name, keys in a.strategies.items():
        ids = heroes("andvari", f"strategies.{name}", keys)
        classes = sorted(rules.heroes[h].cls for h in ids)
        check(classes == [0, 1, 2, 3, 4], path, "andvari", f"strategies.{name}", "one per class")
        strategies[name] = ids
    return SoloData(
        NeutralData(
            heroes("neutral", "gifts", n.gifts),
            n.grid_coin,
            heroes("neutral", "recruits", n.recruits),
            heroes("neutral", "player_heroes", n.player_heroes),
            n.pouch_zero_bonus,
            n.least_class_ties,
            frozenset(CLASS_INDEX[key] for key in n.tie_draw_classes),
        ),
        AndvariData(
            strategies,
            heroes("andvari", "player_heroes", a.player_heroes),
            heroes("andvari", "preferred", a.preferred),
            heroes("andvari", "never_recruits", a.never_recruits),
            a.trade_limit,
            a.trade_fallback,
            a.gems,
        ),
    )


@cache
def solo_data() -> SoloData:
    """The shipped file, read once per process against the shipped rules."""
    return load(default_rules())
