"""Random solo games: the clan differs from game to game, and the other readings of solo.yaml
play clean through the generic checker with Nidavellir's checks. Every opponent and difficulty
is played under the shipped readings, with the other games, by tests/core/test_checker.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import registry
from game.core.checker import play_checked
from game.core.simulate import random_game
from game.nidavellir.solo.shared import CLAN, SoloState
from tests.nidavellir.checker import check_end, check_solo
from tests.nidavellir.solo.helpers import with_reading

INFO = registry.get("nidavellir")
NEUTRAL = [{"solo": "neutral", "neutral_heroes": str(n)} for n in range(1, 7)]
ANDVARI = [
    {"solo": "andvari", "andvari_strategy": s, "andvari_level": str(v)}
    for s in ("easy", "hard", "easy_heroes", "hard_heroes")
    for v in (1, 2, 3)
]


def play(options: dict[str, str], seed: int) -> SoloState:
    state = random_game(INFO, 1, seed, options)
    assert isinstance(state, SoloState)
    return state


@pytest.mark.parametrize("options", NEUTRAL, ids=lambda o: f"neutral-{o['neutral_heroes']}")
def test_random_games_against_the_neutral_clan(options: dict[str, str]) -> None:
    clans = {tuple(play(options, seed).players[CLAN].heroes) for seed in range(40)}
    assert len(clans) > 10  # the clan's Dwergs differ from game to game


@pytest.mark.parametrize(
    "options", ANDVARI, ids=lambda o: f"andvari-{o['andvari_strategy']}-{o['andvari_level']}"
)
def test_random_games_against_andvari(options: dict[str, str]) -> None:
    totals = {play(options, seed).outcome().others[0]["total"] for seed in range(25)}
    assert len(totals) > 12


@pytest.mark.parametrize(
    ("key", "value", "options"),
    [("least_class_ties", "at_random", NEUTRAL[0]), ("gems", "dealt", ANDVARI[0])],
)
def test_random_games_with_the_other_reading_of_solo_yaml(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    key: str,
    value: str,
    options: dict[str, str],
) -> None:
    with_reading(monkeypatch, tmp_path, key, value)
    for seed in range(3):
        played = play_checked(INFO, 1, seed, options, full=seed == 0, extra=check_solo)
        check_end(played.state, INFO.options_from(options))
