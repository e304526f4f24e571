"""Solo games for the tests: the scripted clan sits in seat 1 (`CLAN`), the player in seat 0."""

from __future__ import annotations

import random

from game.nidavellir.solo.andvari import AndvariState
from game.nidavellir.solo.neutral import NeutralState
from game.nidavellir.solo.shared import CLAN, PLAYER, SoloState
from game.nidavellir.state import new_game

__all__ = ["CLAN", "PLAYER", "andvari", "neutral", "next_draw"]


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
