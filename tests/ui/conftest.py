"""A window for UI tests: dummy SDL drivers (set in tests/conftest.py), one App per test."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.nidavellir.actions import Action
from game.ui.app import App


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))  # each test its own saves and settings
    application = App()
    application.settings.animation_ms = 48  # short flights keep whole games quick to test
    application.settings.ai_pace_ms = 0
    yield application
    application.autosaver.flush()
    for scene in application.scenes:
        close = getattr(scene, "close", None)
        if close is not None:
            close()


def random_chooser(seed: int) -> Any:
    rng = random.Random(seed)

    def choose(state: Any, seat: int, *_: Any) -> Action:
        return rng.choice(state.legal_actions(seat))

    return choose
