"""Random Idavoll games reach the mythology: the checker plays every player count with and
without the first-game heroes (tests/core/test_checker.py, with Nidavellir's checks), and this
makes sure such games are no vacuous proof, taking the mythology cards into play."""

from collections import Counter

from game.core.simulate import random_game
from game.nidavellir.data import default_rules
from game.nidavellir.info import INFO
from game.nidavellir.state import State

GAMES = 12  # three per player count


def test_random_idavoll_games_take_the_mythology_cards() -> None:
    taken: Counter[str] = Counter()
    myths = default_rules().myths
    for seed in range(GAMES):
        options = {"idavoll": True, "first_game": seed % 3 == 0}
        state = random_game(INFO, 2 + seed % 4, seed, options)
        assert isinstance(state, State)
        for p in state.players:
            taken.update(myths[c].key for c in p.myth)
            taken.update(myths[c].key for col in p.columns for c in col if c in myths)
    assert len(taken) >= 15, f"few mythology cards ever taken: {sorted(taken)}"
