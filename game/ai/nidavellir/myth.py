"""Small exact formulas behind the AI's value of Idavoll's mythology cards.

Why a module of its own: the heuristic (`mythvalue.py`) and the Idavoll decisions
(`idavoll.py`) both need the same few quantities, a valkyrie's points at a fractional notch, the
worth of keeping a once-per-game power for later, and the expected best cards of a blind draw;
they are plain arithmetic on numbers and import nothing of the AI, so both sides can use them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def track_value(track: Sequence[int], notch: float) -> float:
    """A valkyrie's points with its strength token `notch` notches down (fractional notches are
    expected positions: linear between the printed notches, the last one holds)."""
    last = len(track) - 1
    if notch >= last:
        return float(track[last])
    if notch <= 0:
        return float(track[0])
    low = int(notch)
    frac = notch - low
    return track[low] + frac * (track[low + 1] - track[low])


def track_step(track: Sequence[int], notch: float) -> float:
    """What one more trigger adds at the expected position `notch` (negative on Hildr's last)."""
    return track_value(track, notch + 1) - track_value(track, notch)


def option_value(best: float, chances: float) -> float:
    """The worth of keeping a once-per-game power with `chances` occasions left to use it.

    If each occasion's gain were uniform on [0, best], the best of k occasions would be worth
    best × k / (k + 1) on average (the expected maximum of k uniform draws); a power is used now
    only when the gain it brings now beats this.
    """
    if chances <= 0:
        return 0.0
    return best * chances / (chances + 1)


def at_least_once(expected: float) -> float:
    """Chance of an event expected `expected` times (Poisson): e.g. taking one more dwarf of a
    class for a waiting giant."""
    return 1.0 - math.exp(-max(0.0, expected))


def expected_best(values: Sequence[float], draws: int, keep: int) -> float:
    """Expected sum of the `keep` best of `draws` cards drawn without replacement from `values`.

    Exact: the i-th smallest value is kept when it is drawn with fewer than `keep` larger values
    (hypergeometric counts), so no sampling noise enters the decisions.
    """
    m = len(values)
    if m == 0 or draws <= 0 or keep <= 0:
        return 0.0
    ordered = sorted(values)
    if draws >= m:
        return float(sum(ordered[-keep:]))
    total = math.comb(m, draws)
    expected = 0.0
    for i, v in enumerate(ordered):
        larger, smaller = m - 1 - i, i
        ways = sum(
            math.comb(larger, j) * math.comb(smaller, draws - 1 - j)
            for j in range(min(keep, draws))
        )
        expected += v * ways / total
    return expected
