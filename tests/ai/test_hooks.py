"""How the shared AI finds a game's hooks: the module `GameInfo.ai` names, or the defaults."""

from __future__ import annotations

import dataclasses

import pytest

from game.ai.hooks import DEFAULT, Hooks, hooks_of
from game.ai.nidavellir import HOOKS
from tests.ai.scenarios import NIDAVELLIR


def test_nidavellir_names_its_hooks() -> None:
    assert NIDAVELLIR.ai == "game.ai.nidavellir"
    assert hooks_of(NIDAVELLIR) is HOOKS
    assert HOOKS.scores is not None and HOOKS.weights is not None


def test_no_ai_module_means_the_defaults() -> None:
    assert hooks_of(dataclasses.replace(NIDAVELLIR, ai="")) is DEFAULT
    assert Hooks() == DEFAULT and DEFAULT.scores is None


def test_a_module_without_hooks_is_refused_by_name() -> None:
    with pytest.raises(TypeError, match=r"game\.ai\.stats .*must export HOOKS"):
        hooks_of(dataclasses.replace(NIDAVELLIR, ai="game.ai.stats"))
