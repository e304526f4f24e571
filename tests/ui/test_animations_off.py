"""Settings → Animations: Off, then play: nothing flies or flips, cards and coins simply land."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, play_action
from game.ui.scenes.menus import PauseScene
from game.ui.scenes.settings import SettingsScene
from game.ui.table.scene import TableScene
from tests.ui.conftest import random_chooser

pytestmark = pytest.mark.ui


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)


def _button(scene: PauseScene, label_key: str) -> tuple[int, int]:
    index = [key for key, _ in scene.ENTRIES].index(label_key)
    return scene.buttons[index].rect.center


def test_animations_off_from_the_pause_menu_then_a_game_plays_without_flights(app: App) -> None:
    session = Session([Seat("Ann", HUMAN), Seat("Brokk", AI, "easy")], 5)
    scene = TableScene(app, session)
    app.push(scene)
    app.step(FRAME_MS)
    _key(app, pygame.K_ESCAPE)
    pause = app.scenes[-1]
    assert isinstance(pause, PauseScene)
    click(app, _button(pause, "settings.menu"))
    settings = app.scenes[-1]
    assert isinstance(settings, SettingsScene)
    off = next(rect for rect, target in settings.targets() if target == ("animation", 0))
    click(app, off.center)
    assert app.settings.animation_ms == 0
    click(app, next(rect for rect, t in settings.targets() if t == ("back",)).center)
    click(app, _button(pause, "pause.resume"))
    assert app.scenes[-1] is scene
    choose = random_chooser(3)
    frames = 0
    while len(session.history) < 40 and frames < 3000:  # past two reveals and many picks
        if scene.viewer in session.waiting_humans():
            play_action(app, scene, choose(session.state, scene.viewer))
        app.step(FRAME_MS)
        frames += 1
        assert scene.presenter.flights == [] and scene.presenter.flip_ms == {}
    assert len(session.history) >= 40
    assert any(e.startswith("s1 pick") for e in session.history)  # cards did move
