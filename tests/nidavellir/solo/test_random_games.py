"""Random solo games through the generic checker (`game.core.checker`): every decision of the
player has legal actions, the clan never is to move, no card or coin is created or lost after
any action (including the clan's), snapshots, views, clones and replays hold; a few hundred
seeded games per opponent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import checker, registry
from game.core.checker import expect
from game.core.game import GameState
from game.nidavellir.persist import from_dict
from game.nidavellir.solo.shared import CLAN, SoloState
from tests.nidavellir.solo.helpers import with_reading

INFO = registry.get("nidavellir")
NEUTRAL = [{"solo": "neutral", "neutral_heroes": str(n)} for n in range(1, 7)]
ANDVARI = [
    {"solo": "andvari", "andvari_strategy": s, "andvari_level": str(v)}
    for s in ("easy", "hard", "easy_heroes", "hard_heroes")
    for v in (1, 2, 3)
]


def check_solo(state: GameState, views: checker.Views) -> None:
    """The clan owes nothing at rest; the player's view hides the clan's unrevealed coins and
    its script; a snapshot reads back."""
    assert isinstance(state, SoloState)
    expect(CLAN not in state.to_move() and not state.legal_actions(CLAN), "the clan is to move")
    seen = views[0]
    expect("solo" not in seen and "script_seed" not in json.dumps(seen), "the script leaks")
    clan = state.players[CLAN]
    for slot, code in enumerate(clan.board):
        public = clan.known >> slot & 1 or code < 0
        expect((seen["seats"][CLAN]["board"][slot] == "?") != bool(public), f"clan slot {slot}")
    snapshot = state.to_dict()
    expect(from_dict(json.loads(json.dumps(snapshot))).to_dict() == snapshot, "from_dict")


def play(options: dict[str, str], seed: int, full: bool) -> SoloState:
    played = checker.play_checked(INFO, 1, seed, options, full=full, extra=check_solo)
    state = played.state
    assert isinstance(state, SoloState)
    outcome = state.outcome()
    assert len(outcome.sheets) == 1 and len(outcome.others) == 1
    assert outcome.winners == ([0] if outcome.totals[0] > outcome.others[0]["total"] else [])
    return state


@pytest.mark.parametrize("options", NEUTRAL, ids=lambda o: f"neutral-{o['neutral_heroes']}")
def test_random_games_against_the_neutral_clan(options: dict[str, str]) -> None:
    clans = {tuple(play(options, seed, full=seed < 2).players[CLAN].heroes) for seed in range(40)}
    assert len(clans) > 10  # the clan's Dwergs differ from game to game


@pytest.mark.parametrize(
    "options", ANDVARI, ids=lambda o: f"andvari-{o['andvari_strategy']}-{o['andvari_level']}"
)
def test_random_games_against_andvari(options: dict[str, str]) -> None:
    totals = {play(options, seed, full=seed < 2).outcome().others[0]["total"] for seed in range(25)}
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
    for seed in range(6):
        play(options, seed, full=seed < 2)


@pytest.mark.slow
@pytest.mark.parametrize("options", NEUTRAL + ANDVARI, ids=lambda o: "-".join(o.values()))
def test_hundreds_of_random_solo_games(options: dict[str, str]) -> None:
    for seed in range(1000, 1300):
        play(options, seed, full=seed % 100 == 0)
