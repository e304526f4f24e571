"""Settings: applied at once, kept for the next session; language switches live."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui import theme
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.scenes.menus import MenuScene, PauseScene
from game.ui.scenes.settings import SettingsScene
from game.ui.settings import Settings, load_settings, settings_path
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
        ("effects", -1),
        ("effects", -1),
        ("music", 1),
        ("pace", 1),
        ("animation", 0),
        ("toggle", "autopick"),
        ("toggle", "compact"),
        ("toggle", "contrast"),
    ]:
        click(app, _target(settings, target))
    s = app.settings
    assert (s.muted, s.effects_volume, s.music_volume) == (True, 0.5, 0.5)
    assert (s.ai_pace_ms, s.animation_ms) == (250, 0)
    assert (s.autopick, s.compact, s.high_contrast) == (False, True, True)
    assert app.audio.muted and app.audio.volume == 0.5
    assert app.music.muted and app.music.volume == 0.5
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


def test_an_old_settings_file_keeps_its_volume_as_the_effects_volume(app: App) -> None:
    """Before the music there was one `volume`, for the effects: a player's level stays as it
    was, the music starts at its default, and the next save writes the new names only."""
    settings_path().write_text('{"volume": 0.3, "language": "fr"}', encoding="utf-8")
    saved, problem = load_settings()
    assert problem is None
    assert (saved.effects_volume, saved.music_volume, saved.language) == (0.3, 0.4, "fr")
    reopened = App()
    assert reopened.audio.volume == 0.3 and reopened.music.volume == 0.4
    reopened.save_settings()
    written = json.loads(settings_path().read_text(encoding="utf-8"))
    assert (written["effects_volume"], written["music_volume"]) == (0.3, 0.4)
    assert "volume" not in written


def test_a_file_with_both_names_keeps_the_new_one(app: App) -> None:
    settings_path().write_text('{"volume": 0.3, "effects_volume": 0.9}', encoding="utf-8")
    assert load_settings() == (Settings(effects_volume=0.9), None)


def test_both_volumes_by_keyboard_mid_game(app: App) -> None:
    """From the table's pause menu: the arrows reach each volume's buttons, Enter presses them,
    the players hear it at once and the file keeps it."""
    scene = TableScene(app, Session([Seat("Ann", HUMAN), Seat("Bo", AI)], 5))
    scene.ai_wait = float("inf")
    app.push(scene)
    app.push(PauseScene(app, scene.session))
    settings = SettingsScene(app)
    app.push(settings)
    app.step(FRAME_MS)
    assert settings.focus.meaning == ("language", "en")  # the first control
    for key, meaning in [
        (pygame.K_DOWN, ("toggle", "sound")),
        (pygame.K_DOWN, ("effects", -1)),
        (pygame.K_RETURN, ("effects", -1)),
        (pygame.K_DOWN, ("music", -1)),
        (pygame.K_RIGHT, ("music", 1)),
        (pygame.K_RETURN, ("music", 1)),
        (pygame.K_SPACE, ("music", 1)),
    ]:
        _press(app, key)
        assert settings.focus.meaning == meaning
    s = app.settings
    assert (s.effects_volume, s.music_volume) == (0.6, 0.6)
    assert (app.audio.volume, app.music.volume) == (0.6, 0.6)
    for _ in range(4):
        _press(app, pygame.K_LEFT)  # to "−"
        _press(app, pygame.K_RETURN)
        _press(app, pygame.K_RIGHT)
    _press(app, pygame.K_LEFT)
    for _ in range(7):
        _press(app, pygame.K_RETURN)
    assert s.music_volume == 0.0 and app.music.volume == 0.0 and app.music.silent
    _press(app, pygame.K_ESCAPE)
    assert app.scenes[-1] is not settings
    saved, _ = load_settings()
    assert (saved.effects_volume, saved.music_volume) == (0.6, 0.0)


def _press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)
