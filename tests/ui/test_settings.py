"""Settings: applied at once, kept for the next session; language switches live."""

from __future__ import annotations

import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui import theme
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.scenes.menus import MenuScene
from game.ui.scenes.settings import SettingsScene
from game.ui.settings import load_settings
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui


def _target(scene: SettingsScene, wanted: tuple) -> tuple[int, int]:
    return next(rect.center for rect, target in scene.targets() if target == wanted)


def test_language_switch_changes_the_visible_strings_live(app: App) -> None:
    app.push(MenuScene(app))
    app.step(FRAME_MS)
    menu = app.scenes[-1]
    assert menu.buttons[1].label == "New game"  # type: ignore[attr-defined]
    settings = SettingsScene(app)
    app.push(settings)
    app.step(FRAME_MS)
    click(app, _target(settings, ("language", "fr")))
    assert app.t("menu.new_game") == "Nouvelle partie"
    click(app, _target(settings, ("back",)))
    app.step(FRAME_MS)
    assert menu.buttons[1].label == "Nouvelle partie"  # type: ignore[attr-defined]
    saved, problem = load_settings()
    assert saved.language == "fr" and problem is None


def test_every_setting_is_applied_and_kept(app: App) -> None:
    settings = SettingsScene(app)
    app.push(settings)
    app.step(FRAME_MS)
    for target in [
        ("toggle", "sound"),
        ("volume", -1),
        ("volume", -1),
        ("pace", 1),
        ("animation", 0),
        ("toggle", "autopick"),
        ("toggle", "compact"),
        ("toggle", "contrast"),
    ]:
        click(app, _target(settings, target))
    s = app.settings
    assert (s.muted, s.volume, s.ai_pace_ms, s.animation_ms) == (True, 0.5, 250, 0)
    assert (s.autopick, s.compact, s.high_contrast) == (False, True, True)
    assert app.audio.muted and app.audio.volume == 0.5
    assert theme.HIGH_CONTRAST and theme.TEXT == (255, 255, 255)
    saved, _ = load_settings()
    assert saved == s
    click(app, _target(settings, ("toggle", "contrast")))
    assert not theme.HIGH_CONTRAST


def test_a_broken_settings_file_is_kept_aside_and_defaults_used(app: App) -> None:
    from game.ui.settings import settings_path

    settings_path().write_text("{ not json", encoding="utf-8")
    settings, problem = load_settings()
    assert problem and settings.language == "en"
    assert any(p.name.startswith("settings.json.corrupt") for p in settings_path().parent.iterdir())


def test_autopick_plays_a_single_choice_by_itself(app: App) -> None:
    import random

    from game.core.simulate import random_step

    session = Session([Seat("A", HUMAN), Seat("B", AI), Seat("C", AI)], 31)
    state = session.state
    rng = random.Random(2)
    while not (state.to_move() == (0,) and len(state.legal_actions(0)) == 1):
        random_step(state, rng)  # the last chair of a tavern has a single card left
    app.settings.autopick = True
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    for _ in range(60):
        app.step(FRAME_MS)
    assert len(session.history) == 1 and session.history[0].startswith("s0 pick")
