"""Deterministic smoke tests of strength: fixed seeds and small iteration budgets.

The real measurements are arena runs (`python main.py arena …`); these only catch a level that
stopped playing sensibly. Whole matches are costly: they run under -m slow, while the default run
checks every level's answers position by position and plays whole games without judging them.
"""

from __future__ import annotations

import pytest

from game.ai.agent import Budget
from game.ai.arena import play_game

pytestmark = pytest.mark.slow


def _wins(
    a: str, b: str, games: int, players: int = 2, iterations: int = 8, idavoll: bool = False
) -> float:
    share = 0.0
    for g in range(games):
        budget = Budget(iterations=iterations)
        record = play_game(g, a, b, players, 500, budget, "nidavellir", {"idavoll": idavoll})
        seat = g % players
        if seat in record.winners:
            share += 1 / len(record.winners)
    return share


def test_normal_beats_random() -> None:
    assert _wins("normal", "random", 20) >= 19


def test_normal_beats_easy_more_often_than_not() -> None:
    assert _wins("normal", "easy", 20) >= 12


def test_hard_with_a_small_budget_beats_random() -> None:
    assert _wins("hard", "random", 20, iterations=6) >= 17


def test_normal_wins_its_share_among_random_seats() -> None:
    assert _wins("normal", "random", 8, players=4) >= 6
