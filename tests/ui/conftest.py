"""A window for UI tests: dummy SDL drivers (set in tests/conftest.py), one App per test."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.core.session import Session
from game.core.simulate import random_step
from game.nidavellir.actions import Action
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.table.overlays import TOOLTIP_DELAY_MS
from game.ui.table.scene import TableScene


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


def table_after(app: App, session: Session, steps: int, rng_seed: int) -> TableScene:
    """A table opened on `session` after `steps` random moves, its AI chairs held still so a
    test can look at one position for as long as it needs."""
    rng = random.Random(rng_seed)
    for _ in range(steps):
        random_step(session.state, rng)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    app.step(FRAME_MS)
    return scene


def rest(app: App) -> None:
    """Frames enough for a tooltip to appear under a still pointer."""
    for _ in range(TOOLTIP_DELAY_MS // FRAME_MS + 2):
        app.step(FRAME_MS)
