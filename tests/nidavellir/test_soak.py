"""The soak, under -m slow: ten thousand seeded random games per rule set (base, first-game
heroes, Idavoll, Thingvellir, both expansions), spread over 2 to 5 players, with the invariants
checked after every action and a snapshot round trip and a replay from the seed at random
points. The default run plays a few games of every rule set through the same checker
(tests/core/test_checker.py), spot checks included."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.checker import play_checked
from tests.nidavellir.checker import check_end, check_internals

INFO = registry.get("nidavellir")
RULE_SETS = {
    "base": {},
    "first_game": {"first_game": True},
    "idavoll": {"idavoll": True},
    "thingvellir": {"thingvellir": True},
    "both": {"idavoll": True, "thingvellir": True},
}
SOAK_GAMES = 10_000
SPOT_CHECK_RATE = 0.015  # about two or three spot checks in a game of some 150-250 actions


@pytest.mark.slow
@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_soak_ten_thousand_games(rule_set: str) -> None:
    options = INFO.options_from(RULE_SETS[rule_set])
    for game in range(SOAK_GAMES):
        played = play_checked(
            INFO,
            2 + game % 4,
            200_000 + game,
            options,
            full=False,
            spot=SPOT_CHECK_RATE,
            extra=check_internals,
        )
        check_end(played.state, options)
