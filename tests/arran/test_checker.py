"""Random Guerres d'Arran games through the shared checker (`game.core.checker`): the contract's
promises after every action, plus what only Arran knows — no view shows another Lord's face-down
coins, the order of a deck, or the cards someone else's Svara looks at."""

from __future__ import annotations

import dataclasses

import pytest

from game.arran.cards import default_table
from game.arran.info import INFO
from game.arran.state import new_game
from game.core.checker import Views, expect, play_checked
from game.core.game import GameState
from tests.arran.position import READINGS, reading_table

GAMES_PER_COUNT = 200  # the issue asks for at least 200 per Lord count in the default suite
FULL_GAMES = 2  # of which these run the costly checks at every action
SLOW_GAMES = 2500  # per Lord count under -m slow
IDS = default_table().card_ids


def no_leak(state: GameState, views: Views) -> None:
    """Each seat's view hides exactly what the rules hide from it."""
    truth = state.to_dict()
    for seat, view in views.items():
        for era, deck in enumerate(view["decks"]):
            expect(
                deck == sorted(deck, key=IDS.__getitem__),
                f"seat {seat} sees the order of the Era {era + 1} deck",
            )
        for other, seen in enumerate(view["seats"]):
            for slot, coin in enumerate(truth["seats"][other]["board"]):
                shown = seen["board"][slot]
                face_up = truth["seats"][other]["known"] >> slot & 1
                if other == seat or face_up or coin is None:
                    expect(shown == coin, f"seat {seat} misses a coin it may see")
                else:
                    expect(shown == "?", f"seat {seat} sees a face-down coin of seat {other}")
        keeper = truth["stack"][-1][1] if truth["drawn"] else None
        if truth["drawn"] and keeper != seat:
            expect(set(view["drawn"]) == {"?"}, f"seat {seat} sees the cards Svara looks at")


@pytest.mark.parametrize("lords", [2, 3, 4, 5])
def test_random_games_keep_the_contract(lords: int) -> None:
    finals = set()
    for seed in range(GAMES_PER_COUNT):
        full = seed < FULL_GAMES
        played = play_checked(INFO, lords, seed, {}, full=full, spot=0.01, extra=no_leak)
        finals.add(tuple(played.state.outcome().totals))
    assert len(finals) > GAMES_PER_COUNT // 2


@pytest.mark.slow
@pytest.mark.parametrize("lords", [2, 3, 4, 5])
def test_thousands_of_random_games(lords: int) -> None:
    for seed in range(GAMES_PER_COUNT, GAMES_PER_COUNT + SLOW_GAMES):
        play_checked(INFO, lords, seed, {}, full=seed % 100 == 0, spot=0.002, extra=no_leak)


GAMES_PER_READING = 12


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
        played = play_checked(info, lords, seed, {}, full=seed < 2, spot=0.05, extra=no_leak)
        assert played.state.table is table and len(played.state.outcome().sheets) == lords
