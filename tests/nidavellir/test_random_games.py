"""Random legal games at every player count and both hero sets, checked after every action."""

import pytest

from tests.nidavellir.checker import play_checked

GAMES_PER_COUNT = 200  # in the default run; the slow run plays thousands
FULL_CHECKS = 20  # of which this many also run the costly per-action checks


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("first_game", [False, True])
def test_random_games_keep_every_invariant(players: int, first_game: bool) -> None:
    count = GAMES_PER_COUNT // 2  # per hero set: 200 games per player count in all
    finals = set()
    for seed in range(count):
        state = play_checked(players, seed, first_game, full=seed < FULL_CHECKS // 2)
        finals.add(tuple(s["total"] for s in state.scores()))
    assert len(finals) > count // 2, "games from different seeds should differ"


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_thousands_of_random_games(players: int) -> None:
    for seed in range(1000, 3500):
        play_checked(players, seed, first_game=seed % 2 == 0, full=seed % 50 == 0)
