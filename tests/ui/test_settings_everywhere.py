"""Every value of every setting, changed from the table's pause menu mid-game and from the main
menu, then Back: the scene below is drawn again at once, with the new settings, and play goes on."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, play_action
from game.ui.games.nidavellir.layout import make_frame
from game.ui.scenes.menus import MenuScene, PauseScene
from game.ui.scenes.settings import SettingsScene
from game.ui.settings import ANIMATION_SPEEDS, load_settings
from game.ui.table.scene import TableScene
from tests.ui.conftest import random_chooser

pytestmark = pytest.mark.ui

# From the test window's start (effects 0.7, music 0.4, pace 0): each value of each setting at
# least once.
CHANGES: list[tuple[Any, ...]] = [
    ("language", "fr"),
    ("language", "en"),
    ("toggle", "sound"),
    ("toggle", "sound"),
    *[("effects", -1)] * 7,
    *[("effects", 1)] * 10,
    *[("music", -1)] * 4,
    *[("music", 1)] * 10,
    *[("pace", 1)] * 12,
    *[("pace", -1)] * 12,
    *[("animation", ms) for ms in ANIMATION_SPEEDS],
    ("toggle", "fullscreen"),
    ("toggle", "autopick"),
    ("toggle", "autopick"),
    ("toggle", "compact"),
    ("toggle", "compact"),
    ("toggle", "contrast"),
    ("toggle", "contrast"),
]
EVERY_VALUE = {
    "language": {"en", "fr"},
    "muted": {True, False},
    "effects_volume": {round(v / 10, 1) for v in range(11)},
    "music_volume": {round(v / 10, 1) for v in range(11)},
    "ai_pace_ms": set(range(0, 3001, 250)),
    "animation_ms": set(ANIMATION_SPEEDS),
    "fullscreen": {False},  # the dummy driver refuses full screen: the setting says so
    "autopick": {True, False},
    "compact": {True, False},
    "high_contrast": {True, False},
}


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)


def _entry(scene: MenuScene | PauseScene, key: str) -> tuple[int, int]:
    index = [k for k, _ in scene.ENTRIES].index(key)
    return scene.buttons[index].rect.center


def _change(app: App, target: tuple[Any, ...], seen: dict[str, set[Any]]) -> None:
    """On the settings scene at the top: click `target`, note every value, then Back."""
    settings = app.scenes[-1]
    assert isinstance(settings, SettingsScene)
    click(app, next(rect for rect, t in settings.targets() if t == target).center)
    for field in seen:
        seen[field].add(getattr(app.settings, field))
    click(app, next(rect for rect, t in settings.targets() if t == ("back",)).center)
    assert app.scenes[-1] is not settings


def test_every_setting_from_the_pause_menu_mid_game(app: App) -> None:
    app.settings.animation_ms = ANIMATION_SPEEDS[1]  # a value the settings scene offers
    session = Session([Seat("Ann", HUMAN), Seat("Brokk", AI, "easy"), Seat("Eitri", AI)], 8)
    scene = TableScene(app, session)
    app.push(scene)
    choose = random_chooser(4)
    seen: dict[str, set[Any]] = {field: set() for field in EVERY_VALUE}
    for target in CHANGES:
        for _ in range(3):  # the game goes on between changes
            if scene.viewer in session.waiting_humans() and not scene.presenter.flights:
                play_action(app, scene, choose(session.state, scene.viewer))
            app.step(FRAME_MS)
        _key(app, pygame.K_ESCAPE)
        pause = app.scenes[-1]
        assert isinstance(pause, PauseScene)
        click(app, _entry(pause, "settings.menu"))
        _change(app, target, seen)
        assert app.scenes[-1] is pause  # drawn over the table, refreshed for the new settings
        assert scene.view["seats"] and scene.presenter.lay is not None
        early = scene.view["age"] == 1
        assert scene.presenter.lay.frame == make_frame(app.settings.compact, early=early)
        click(app, _entry(pause, "pause.resume"))
        assert app.scenes[-1] is scene
    assert seen == EVERY_VALUE
    assert len(session.history) >= 10  # played on through all of it
    saved, problem = load_settings()
    assert problem is None and saved == app.settings


def test_every_setting_from_the_main_menu(app: App) -> None:
    app.settings.animation_ms = ANIMATION_SPEEDS[1]
    menu = MenuScene(app)
    app.push(menu)
    app.step(FRAME_MS)
    seen: dict[str, set[Any]] = {field: set() for field in EVERY_VALUE}
    for target in CHANGES:
        click(app, _entry(menu, "settings.menu"))
        _change(app, target, seen)
        assert app.scenes[-1] is menu
    assert seen == EVERY_VALUE
    assert menu.buttons[1].label == app.t("menu.new_game")
