"""Random Guerres d'Arran games through the shared checker (`game.core.checker`) under each of
the data's other readings, with what only Arran knows (tests/arran/checks.py). The shipped
reading is played at every Lord count with the other games, by tests/core/test_checker.py."""

from __future__ import annotations

import dataclasses

import pytest

from game.arran.info import INFO
from game.arran.state import new_game
from game.core.checker import play_checked
from tests.arran.checks import no_leak
from tests.arran.position import READINGS, reading_table

GAMES_PER_READING = 4  # one per Lord count


@pytest.mark.parametrize("reading", list(READINGS))
def test_random_games_keep_the_contract_under_each_reading(reading: str) -> None:
    """The data's other readings (A-04, A-09) through the checker, every Lord count, snapshots
    and replays played from the same table."""
    table = reading_table(reading)
    info = dataclasses.replace(
        INFO, new_game=lambda players, seed, options: new_game(players, seed, options, table)
    )
    for seed in range(GAMES_PER_READING):
        lords = 2 + seed % 4
        played = play_checked(info, lords, seed, {}, full=seed == 0, spot=0.05, extra=no_leak)
        assert played.state.table is table and len(played.state.outcome().sheets) == lords
