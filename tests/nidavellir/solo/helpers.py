"""Solo games for the tests: the scripted clan sits in seat 1 (`CLAN`), the player in seat 0."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.nidavellir.data import default_rules
from game.nidavellir.solo import andvari as andvari_script
from game.nidavellir.solo import neutral as neutral_script
from game.nidavellir.solo.andvari import AndvariState
from game.nidavellir.solo.data import SOLO_FILE, SoloData, load
from game.nidavellir.solo.neutral import NeutralState
from game.nidavellir.solo.shared import CLAN, PLAYER, SoloState
from game.nidavellir.state import new_game
from tests.datafiles import keyed_file

__all__ = ["CLAN", "PLAYER", "andvari", "neutral", "next_draw", "solo_file_with", "with_reading"]


def neutral(heroes: int = 1, seed: int = 0) -> NeutralState:
    state = new_game(1, seed, {"solo": "neutral", "neutral_heroes": str(heroes)})
    assert isinstance(state, NeutralState)
    return state


def andvari(strategy: str = "easy", level: int = 1, seed: int = 0) -> AndvariState:
    options = {"solo": "andvari", "andvari_strategy": strategy, "andvari_level": str(level)}
    state = new_game(1, seed, options)
    assert isinstance(state, AndvariState)
    return state


def next_draw(state: SoloState, count: int) -> int:
    """The index the script's next random choice among `count` will be (its seed's next draw)."""
    return random.Random(state.script_seed).randrange(count)


def solo_file_with(folder: Path, key: str, value: str) -> Path:
    """A copy of the shipped solo.yaml in `folder` whose one `key:` line holds `value`."""
    return keyed_file(SOLO_FILE, folder, key, value)


def with_reading(monkeypatch: pytest.MonkeyPatch, folder: Path, key: str, value: str) -> SoloData:
    """Both scripts read a copy of solo.yaml with `key: value` for the rest of the test."""
    data = load(default_rules(), solo_file_with(folder, key, value))
    for script in (neutral_script, andvari_script):
        monkeypatch.setattr(script, "solo_data", lambda: data)
    return data
