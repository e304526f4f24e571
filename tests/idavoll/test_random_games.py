"""Random legal Idavoll games at every player count, checked after every action (the generic
checker of tests/nidavellir: conservation of cards, coins and tokens, a legal action until the
end, clone, snapshot, view, determinize and replay on some of them)."""

from collections import Counter

import pytest

from game.nidavellir.data import default_rules
from tests.nidavellir.checker import play_checked

GAMES_PER_COUNT = 60
FULL_CHECKS = 4


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_idavoll_games_keep_every_invariant(players: int) -> None:
    finals = set()
    taken: Counter[str] = Counter()
    myths = default_rules().myths
    for seed in range(GAMES_PER_COUNT):
        state = play_checked(
            players, seed, first_game=seed % 3 == 0, full=seed < FULL_CHECKS, idavoll=True
        )
        finals.add(tuple(s["total"] for s in state.scores()))
        for p in state.players:
            taken.update(myths[c].key for c in p.myth)
            taken.update(myths[c].key for col in p.columns for c in col if c in myths)
        assert {"gods", "giants", "valkyries"} <= set(state.scores()[0])
    assert len(finals) > GAMES_PER_COUNT // 2, "games from different seeds should differ"
    assert len(taken) >= 15, f"few mythology cards ever taken: {sorted(taken)}"


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_thousand_idavoll_games_per_player_count(players: int) -> None:
    for seed in range(10_000, 11_000):
        play_checked(players, seed, first_game=seed % 2 == 0, full=seed % 100 == 0, idavoll=True)
