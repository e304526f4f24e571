"""Choosing among scored actions, the same way for every game and every level.

Why shared: the normal level plays the best score, easy samples a softmax, the search keeps the
best few candidates and its rollouts play the best; ties always go to the rules core's order, so
every choice is reproducible from the seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def best_index(scores: list[float]) -> int:
    """The first best score's index: deterministic, and the core's order breaks ties."""
    best = 0
    for i in range(1, len(scores)):
        if scores[i] > scores[best]:
            best = i
    return best


def softmax_index(scores: list[float], temperature: float, rng: random.Random) -> int:
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    return rng.choices(range(len(scores)), weights)[0]


def top(actions: Sequence[T], scores: list[float], k: int) -> list[T]:
    """The `k` best-scored actions, best first (ties in the given order)."""
    order = sorted(range(len(actions)), key=lambda i: -scores[i])[:k]
    return [actions[i] for i in order]
