"""Random input over every scene: mouse motion, left and right clicks (anywhere and on what each
scene offers), the wheel and the keys a player presses, with settings changed mid-game and AI
chairs at the fastest pace. Pass: no exception and no frame over 2 s."""

from __future__ import annotations

import pytest

from game.ui.app import App
from tests.ui.monkey import Monkey

pytestmark = pytest.mark.ui

SCENES = {"MenuScene", "NewGameScene", "TableScene", "PauseScene", "SettingsScene", "RulesScene",
          "SaveScene", "LoadScene", "StatsScene", "CalculatorScene", "ScoreSheetScene", "curtain"}


def _run(app: App, seed: int, events: int) -> None:
    app.settings.ai_pace_ms = 0  # AI chairs at the fastest pace
    monkey = Monkey(app, seed)
    try:
        monkey.run(events)
    except Exception as exc:
        raise AssertionError(f"seed {seed}, after: " + " | ".join(monkey.recent[-12:])) from exc
    slowest = max(monkey.frames_ms)
    assert slowest < 2000, f"seed {seed}: a frame took {slowest:.0f} ms"
    assert len(monkey.frames_ms) == events
    assert monkey.seen >= SCENES, SCENES - monkey.seen


def test_random_input_over_every_scene(app: App) -> None:
    _run(app, 20261126, 2000)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_input_many_events(app: App, seed: int) -> None:
    _run(app, seed, 5000)  # 4 seeds × 5,000: 20,000 events
