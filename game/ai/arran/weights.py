"""The heuristic's tunable constants (`Weights`), which the arena compares variants of.

Why apart from the value itself: the agents, the search's configuration and the tests pass
weights around without needing the value's machinery. The estimates of single cards' powers
start from `data/arran/ai.yaml` (`values.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.arran.values import values


@dataclass(frozen=True)
class Weights:
    """The heuristic's tunable constants (the arena compares variants)."""

    growth: float = 0.6  # share of a Lord's dwarves still to come counted in the projection
    line_decay: float = 0.6  # a line missing m ranks is worth the Cognar × decay**m
    second_line: float = 0.5  # weight of the line after the next one
    race_spread: float = 0.45  # uncertainty of an Elite majority, per sqrt(dwarf left)
    coin_round: float = 0.06  # extra value of a coin point per round left (bidding power)
    coin_top: float = 0.05  # extra value of the highest coin per round left
    denial: float = 0.5  # weight of what a pick takes from the next Lord (2 Lords)
    talion_step: float = 1.0  # the +1 of a Talion dwarf, beyond the coin point itself
    exchange_round: float = 1.5  # holding the 0 (or the 3-Exchange coin) per round left
    power: dict[str, float] = field(default_factory=lambda: dict(values().powers))
    line_cognar: float = field(default_factory=lambda: values().estimates["line_cognar"])
    elite_tiebreak: float = field(default_factory=lambda: values().estimates["elite_tiebreak"])
    svara_last: float = field(default_factory=lambda: values().estimates["svara_last"])


DEFAULT_WEIGHTS = Weights()
