"""The soak: thousands of seeded random games per rule set (base, first-game heroes, Idavoll),
spread over 2 to 5 players, with the invariants checked after every action and a snapshot round
trip and a replay from the seed at random points (see `checker.play_soaked`).

The default run plays a few games of each so the soak itself stays working; `-m slow` plays
10,000 per rule set.
"""

from __future__ import annotations

import pytest

from tests.nidavellir.checker import play_soaked

RULE_SETS = {
    "base": {"first_game": False, "idavoll": False},
    "first_game": {"first_game": True, "idavoll": False},
    "idavoll": {"first_game": False, "idavoll": True},
}
SOAK_GAMES = 10_000


def soak(rule_set: str, games: int) -> None:
    options = RULE_SETS[rule_set]
    for game in range(games):
        seed = 200_000 + game
        play_soaked(2 + game % 4, seed, **options)


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_a_short_soak(rule_set: str) -> None:
    soak(rule_set, 24)


@pytest.mark.slow
@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_soak_ten_thousand_games(rule_set: str) -> None:
    soak(rule_set, SOAK_GAMES)
