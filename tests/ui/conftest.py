"""A window for UI tests: dummy SDL drivers (set in tests/conftest.py), one App per test."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ai import agent
from game.ai.agent import Budget
from game.core.session import Session
from game.core.simulate import random_step
from game.nidavellir.actions import Action
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.scenes import review as review_scene
from game.ui.table.overlays import TOOLTIP_DELAY_MS
from game.ui.table.scene import TableScene


@pytest.fixture(autouse=True)
def headless_flip() -> Iterator[None]:
    """The dummy video driver has no screen to show a frame on, yet its software renderer scales
    and copies the whole canvas at every `flip`. Tests read the canvas itself (`app.screen`); the
    real window's tests run in a process of their own. A patch of its own, not the test's
    `monkeypatch`, so that fixture keeps its place in the order of teardowns."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pygame.display, "flip", lambda: None)
        yield


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


@pytest.fixture
def quick_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hard level, the Hint and the Review search for a few hundredths of a second: random
    input checks the window around a search (thinking, shown, cleared, left midway), not what
    the search finds, which tests/ai checks at the real budgets."""
    monkeypatch.setattr(agent, "WINDOW_SECONDS", 0.03)
    monkeypatch.setattr(review_scene, "BUDGET", Budget(seconds=0.01))


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
