"""Full screen: F11 and the setting agree and are kept; a display that refuses (the dummy driver
always does) leaves a window, an honest setting and a short notice, never a crash."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ui import window
from game.ui.app import NOTICE_MS, App
from game.ui.autoplay import FRAME_MS, click
from game.ui.scenes.menus import MenuScene
from game.ui.scenes.settings import SettingsScene
from game.ui.settings import Settings, load_settings, save_settings

pytestmark = pytest.mark.ui


class FakeDisplay:
    """A display that accepts full screen: what SDL does on most desktops."""

    def __init__(self) -> None:
        self.full = False
        self.toggles = 0

    def set(self, wanted: bool) -> bool:
        self.full = wanted
        self.toggles += 1
        return wanted

    def is_full(self) -> bool:
        return self.full


@pytest.fixture
def display(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeDisplay]:
    fake = FakeDisplay()
    monkeypatch.setattr(window, "set_fullscreen", fake.set)
    monkeypatch.setattr(pygame.display, "is_fullscreen", fake.is_full)
    yield fake


def _f11(app: App) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    )
    app.step(FRAME_MS)


def test_f11_where_full_screen_is_refused_keeps_a_window_and_says_so(app: App) -> None:
    app.push(MenuScene(app))
    _f11(app)
    assert app.running and not pygame.display.is_fullscreen()
    assert app.settings.fullscreen is False
    assert app.notice is not None and app.notice[0] == app.t("notice.fullscreen_refused")
    assert load_settings()[0].fullscreen is False
    for _ in range(NOTICE_MS // FRAME_MS + 1):
        app.step(FRAME_MS)
    assert app.notice is None  # a notice, not a new state of the window


def test_the_full_screen_setting_where_refused_stays_off(app: App) -> None:
    settings = SettingsScene(app)
    app.push(settings)
    toggle = next(rect for rect, target in settings.targets() if target == ("toggle", "fullscreen"))
    click(app, toggle.center)
    assert app.settings.fullscreen is False and load_settings()[0].fullscreen is False
    assert app.notice is not None and app.notice[0] == app.t("notice.fullscreen_refused")


def test_f11_updates_and_keeps_the_setting(app: App, display: FakeDisplay) -> None:
    app.push(MenuScene(app))
    _f11(app)
    assert display.full and app.settings.fullscreen is True
    assert load_settings()[0].fullscreen is True
    assert app.notice is None
    settings = SettingsScene(app)
    app.push(settings)
    app.step(FRAME_MS)
    click(app, next(rect for rect, t in settings.targets() if t == ("effects", -1)).center)
    assert display.full and display.toggles == 1  # another change leaves the screen alone
    _f11(app)
    assert not display.full and app.settings.fullscreen is False
    assert load_settings()[0].fullscreen is False


def test_the_saved_full_screen_setting_is_applied_at_start_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, display: FakeDisplay
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    save_settings(Settings(fullscreen=True))
    app = App()
    assert display.full and display.toggles == 1 and app.settings.fullscreen is True
    assert app.notice is None


def test_a_saved_full_screen_refused_at_start_up_opens_a_window_with_a_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    save_settings(Settings(fullscreen=True))
    app = App()
    assert not pygame.display.is_fullscreen() and app.settings.fullscreen is False
    assert app.notice is not None and app.notice[0] == app.t("notice.fullscreen_refused")
    app.push(MenuScene(app))
    app.step(FRAME_MS)  # the notice is drawn over the menu
    assert app.notice is not None
