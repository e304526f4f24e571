"""The AI pace shows at the table: a control in the header changes it both ways by clicks, the
↑ and ↓ keys do the same, and either says the new pace in a notice; the control's tooltip names
the keys; the pace is kept for the next start. In the rules, ↑ and ↓ only scroll."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, hover
from game.ui.games.nidavellir.rules import RulesScene
from game.ui.scenes.menus import PauseScene
from game.ui.settings import load_settings
from game.ui.table import chrome
from game.ui.table.overlays import TOOLTIP_DELAY_MS
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui

NOTICE = {"en": "AI pace: {} s", "fr": "Rythme des IA : {} s"}
SHOWN = {"en": ("0.70 s", "0.95 s"), "fr": ("0,70 s", "0,95 s")}


def _table(app: App, seats: list[Seat], lang: str) -> TableScene:
    app.set_language(lang)
    app.settings.ai_pace_ms = 700
    scene = TableScene(app, Session(seats, 5))
    scene.ai_wait = float("inf")  # the AI chairs wait: the test looks at the header
    app.push(scene)
    app.step(FRAME_MS)
    return scene


def _drawn(app: App) -> set[str]:
    """The texts drawn in one frame, the table's cached layers drawn again."""
    for scene in app.scenes:
        if isinstance(scene, TableScene):
            scene.base.forget()
            scene.invalidate()
    app.assets.drawn = set()
    app.step(FRAME_MS)
    texts = {d.text for d in app.assets.drawn}
    app.assets.drawn = None
    return texts


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pace_control_changes_the_pace_both_ways_with_a_notice(app: App, lang: str) -> None:
    scene = _table(app, [Seat("Ann", HUMAN), Seat("Bo", AI)], lang)
    slow, quick = SHOWN[lang]
    assert ("pace", 1) in [target for _, target in scene.hit_map]
    assert slow in _drawn(app)  # the current pace shows in the header
    click(app, chrome.PACE_SLOWER.center)
    assert app.settings.ai_pace_ms == 950
    assert app.notice is not None and app.notice[0] == NOTICE[lang].format(quick[:-2])
    texts = _drawn(app)
    assert app.notice[0] in texts and quick in texts  # the notice and the header, redrawn
    assert load_settings()[0].ai_pace_ms == 950  # kept for the next start
    click(app, chrome.PACE_QUICKER.center)
    assert app.settings.ai_pace_ms == 700
    assert app.notice is not None and app.notice[0] == NOTICE[lang].format(slow[:-2])
    assert slow in _drawn(app)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_keys_change_the_pace_with_the_same_notice(app: App, lang: str) -> None:
    _table(app, [Seat("Ann", HUMAN), Seat("Bo", AI)], lang)
    _key(app, pygame.K_DOWN)
    assert app.settings.ai_pace_ms == 950
    assert app.notice is not None and app.notice[0] == NOTICE[lang].format(SHOWN[lang][1][:-2])
    _key(app, pygame.K_UP)
    assert app.settings.ai_pace_ms == 700
    assert app.notice is not None and app.notice[0] in _drawn(app)


def test_the_ends_of_the_range_are_said(app: App) -> None:
    _table(app, [Seat("Ann", HUMAN), Seat("Bo", AI)], "en")
    app.settings.ai_pace_ms = 0
    click(app, chrome.PACE_QUICKER.center)
    assert app.settings.ai_pace_ms == 0
    assert app.notice is not None and app.notice[0] == "AI pace: 0.00 s, the quickest"
    app.settings.ai_pace_ms = 2750
    click(app, chrome.PACE_SLOWER.center)
    click(app, chrome.PACE_SLOWER.center)
    assert app.settings.ai_pace_ms == 3000
    assert app.notice is not None and app.notice[0] == "AI pace: 3.00 s, the slowest"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tooltip_names_the_keys(app: App, lang: str) -> None:
    _table(app, [Seat("Ann", HUMAN), Seat("Bo", AI)], lang)
    hover(app, chrome.PACE.center)
    for _ in range(TOOLTIP_DELAY_MS // FRAME_MS + 1):
        app.step(FRAME_MS)
    tip = app.t("table.pace_tip")
    assert "↑" in tip and "↓" in tip
    assert tip in _drawn(app)


def test_no_pace_control_without_ai_chairs(app: App) -> None:
    scene = _table(app, [Seat("Ann", HUMAN), Seat("Bo", HUMAN)], "en")
    scene.pass_laptop()
    app.step(FRAME_MS)
    assert not [target for _, target in scene.hit_map if target[0] == "pace"]
    click(app, chrome.PACE_SLOWER.center)
    assert app.settings.ai_pace_ms == 700


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_arrows_scroll_the_rules_and_leave_the_pace(app: App, lang: str) -> None:
    """The rules opened from the pause menu over a table: ↓ and ↑ scroll the page only."""
    _table(app, [Seat("Ann", HUMAN), Seat("Bo", AI)], lang)
    _key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, pause.buttons[[k for k, _ in pause.ENTRIES].index("pause.rules")].rect.center)
    rules = app.top
    assert isinstance(rules, RulesScene)
    _key(app, rules.number_keys[rules.pages.index("heroes")])  # a page taller than the view
    app.notice = None
    for _ in range(3):
        _key(app, pygame.K_DOWN)
    scrolled = rules.scroll
    assert scrolled > 0
    _key(app, pygame.K_UP)
    assert rules.scroll < scrolled
    assert app.settings.ai_pace_ms == 700 and app.notice is None
