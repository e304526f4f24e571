"""What passes over the table: tooltips beside what they explain and never through a panel,
banners clear of the decision, and no `{placeholder}` left in any string drawn."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui import theme
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, hover, play_game
from game.ui.games.nidavellir.help import hover_items
from game.ui.placing import free_rect, tooltip_rect
from game.ui.table import chrome
from game.ui.table.overlays import TOOLTIP_DELAY_MS
from game.ui.table.scene import TableScene
from tests.ui.conftest import random_chooser, rest, table_after

pytestmark = pytest.mark.ui

SCREEN = pygame.Rect(0, 0, 1600, 900)


def _busy(app: App, steps: int = 90) -> TableScene:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI), Seat("Cy", AI)], 17)
    return table_after(app, session, steps, rng_seed=3)


def _deciding(app: App, steps: int) -> TableScene:
    """An Idavoll table where the human owes a decision after `steps` random moves: Loki's
    power (a choices panel) after 26, a hero (the hall) after 40."""
    session = Session([Seat("A", HUMAN), Seat("B", AI), Seat("C", AI)], 1, {"idavoll": True})
    return table_after(app, session, steps, rng_seed=1)


def test_tooltip_places_beside_the_anchor() -> None:
    anchor = pygame.Rect(700, 850, 60, 40)  # near the bottom: no room below, so above
    assert tooltip_rect((300, 100), anchor, (730, 870), SCREEN) == pygame.Rect(655, 740, 300, 100)
    tall = pygame.Rect(100, 0, 80, 900)  # the whole height: to the right
    assert tooltip_rect((300, 100), tall, (140, 450), SCREEN) == pygame.Rect(190, 400, 300, 100)
    assert tooltip_rect((300, 100), pygame.Rect(10, 10, 50, 50), (30, 30), SCREEN) == pygame.Rect(
        0, 70, 300, 100
    )


def test_free_rect_keeps_out_of_every_rect_to_avoid() -> None:
    avoid = [pygame.Rect(300, 300, 1000, 300)]
    rect = free_rect((400, 60), avoid, SCREEN, (800, 414))
    assert rect == pygame.Rect(600, 240, 400, 60)  # just above, centred
    assert free_rect((400, 60), [SCREEN], SCREEN, (800, 414)) is None


def test_no_tooltip_covers_what_it_explains(app: App) -> None:
    scene = _busy(app)
    assert scene.presenter.lay is not None
    checked = 0
    scene.item_at((0, 0))  # fills the hover items
    for rect, kind, _ in scene.presenter._hover_items:
        scene.mouse, scene.hover_ms = rect.center, float(TOOLTIP_DELAY_MS)
        tip = scene.tooltip()
        if tip is None or scene.item_at(rect.center)[0] != rect:  # type: ignore[index]
            continue
        assert not tip[0].colliderect(rect), kind
        assert SCREEN.contains(tip[0])
        checked += 1
    assert checked > 100


def _under(scene: TableScene, panel: pygame.Rect) -> tuple[int, int]:
    """A point of `panel` over a hoverable thing of the table."""
    assert scene.presenter.lay is not None
    for rect, _, _ in hover_items(scene.view, scene.presenter.lay):
        clip = rect.clip(panel)
        if clip.w > 4 and clip.h > 4:
            return clip.center
    raise AssertionError("nothing under the panel")


@pytest.mark.parametrize("opened", ["evaluation", "log", "scores"])
def test_nothing_under_an_open_panel_shows_a_tooltip(app: App, opened: str) -> None:
    scene = _busy(app)
    assert scene.presenter.lay is not None
    if opened == "evaluation":
        scene.presenter.evaluation, scene.presenter.evaluation_clock = (
            [(0, 1), (1, None), (2, 0)],
            0.0,
        )
        box = scene.presenter._evaluation_box()
        assert box is not None
        scene.presenter.evaluation_clock = None
    elif opened == "log":
        box = chrome.LOG_PANEL
    else:
        box = pygame.Rect(280, 110, 1040, 620)
    pos = _under(scene, box)
    hover(app, pos)
    rest(app)
    assert scene.tooltip() is not None  # a tooltip before the panel opens
    if opened == "evaluation":
        scene.presenter.evaluation_clock = 0.0
    else:
        key = pygame.K_l if opened == "log" else pygame.K_TAB
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        )
    rest(app)
    assert scene.item_at(pos) is None and scene.tooltip() is None


@pytest.mark.parametrize(("steps", "pending"), [(26, "loki"), (40, "recruit")])
def test_no_tooltip_through_the_hall_or_the_choices(app: App, steps: int, pending: str) -> None:
    scene = _deciding(app, steps)
    assert scene.presenter.lay is not None and scene.session.state.pending() == pending
    panel = scene.presenter._choices_area() if pending == "loki" else scene.presenter.lay.hall_panel
    assert panel is not None
    pos = _under(scene, panel)
    hover(app, pos)
    rest(app)
    assert scene.item_at(pos) is None and scene.tooltip() is None
    outside = (panel.centerx, panel.bottom + 30)  # the table below: the hall shades it too
    hover(app, outside)
    rest(app)
    assert (scene.tooltip() is None) == (pending == "recruit")


def test_a_tooltip_is_drawn_over_the_troop_evaluation(app: App) -> None:
    scene = _busy(app)
    scene.presenter.evaluation, scene.presenter.evaluation_clock = (
        [(0, 1), (1, None), (2, 0), (3, 2), (4, 1)],
        0.0,
    )
    box = scene.presenter._evaluation_box()
    assert box is not None
    found = None
    scene.item_at((0, 0))
    for rect, _, _ in scene.presenter._hover_items:
        if box.collidepoint(rect.center) or scene.item_at(rect.center) is None:
            continue
        scene.mouse, scene.hover_ms = rect.center, float(TOOLTIP_DELAY_MS)
        tip = scene.tooltip()
        if tip is not None and tip[0].colliderect(box):
            found = rect
            break
    assert found is not None
    hover(app, found.center)
    rest(app)
    tip = scene.tooltip()
    assert tip is not None and scene.presenter.evaluation_clock is not None
    edge = (tip[0].x, tip[0].centery)  # the tooltip's gold edge shows over the panel
    assert tuple(app.screen.get_at(edge))[:3] == theme.GOLD


def test_banners_never_cover_the_decision(app: App) -> None:
    """A whole game by clicks against AI chairs, the log opened now and then: every frame a
    banner shows, it meets none of the targets, the hall, the choices and the open log."""
    scene = TableScene(app, Session([Seat("Me", HUMAN), Seat("Bo", AI), Seat("Cy", AI)], 5))
    app.push(scene)
    seen = {"banners": 0, "deciding": 0, "hall": 0, "log": 0}
    frames = [0]

    def check() -> None:
        frames[0] += 1
        if frames[0] % 97 == 0:
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="", scancode=0)
            )
        rect = scene.banner_rect()
        if rect is None or scene.presenter.lay is None:
            return
        avoid = [r for r, _ in scene.hit_map] + [r for r, _, _ in scene.presenter.choices]
        if scene.presenter._hall_open():
            avoid.append(scene.presenter.lay.hall_panel)
            seen["hall"] += 1
        if scene.log_open:
            avoid.append(chrome.LOG_PANEL)
            seen["log"] += 1
        seen["banners"] += 1
        seen["deciding"] += any(t[0] in ("act", "slot", "hand") for _, t in scene.hit_map)
        assert rect.collidelist(avoid) < 0 and SCREEN.contains(rect)

    play_game(app, scene, random_chooser(5), on_frame=check)
    assert seen["banners"] > 50 and seen["deciding"] > 0 and seen["log"] > 0


PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def _visit_everything(lang: str) -> None:
    """Every scene, the hot-seat curtain, and an Idavoll game played to its score sheet with
    the powers used whenever they may be (as `shots` plays it)."""
    from game.ui.games.nidavellir.calculator import CalculatorScene
    from game.ui.games.nidavellir.rules import RulesScene
    from game.ui.games.nidavellir.shots import _chooser
    from game.ui.scenes.menus import MenuScene, NewGameScene, PauseScene
    from game.ui.scenes.saves import LoadScene, SaveScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.stats import StatsScene

    app = App()
    app.set_language(lang)
    app.settings.ai_pace_ms, app.settings.animation_ms = 0, 48
    for scene in (
        MenuScene(app),
        NewGameScene(app),
        RulesScene(app),
        SettingsScene(app),
        CalculatorScene(app),
        StatsScene(app),
        LoadScene(app),
    ):
        app.push(scene)
        app.step(FRAME_MS)
        app.pop()
    curtain = TableScene(app, Session([Seat("Ann", HUMAN), Seat("Bo", HUMAN)], 6))
    app.push(curtain)
    app.step(FRAME_MS)
    assert curtain.curtain_for == 0
    app.pop()
    session = Session(
        [Seat("Ann", HUMAN), Seat("Bo", AI, "easy"), Seat("Cy", AI, "easy")], 3, {"idavoll": True}
    )
    table = TableScene(app, session)
    app.push(table)
    for scene in (PauseScene(app, session), SaveScene(app, session)):
        app.push(scene)
        app.step(FRAME_MS)
        app.pop()
    chooser = _chooser(random.Random(3))
    play_game(app, table, lambda state, seat: chooser(state, seat))
    assert type(app.scenes[-1]).__name__ == "ScoreSheetScene"
    for _ in range(5):
        app.step(FRAME_MS)
    table.close()
    app.autosaver.flush()


def test_no_string_drawn_keeps_a_placeholder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every scene and decision kind of an Idavoll game, in English and French, plus the
    hot-seat curtain: whatever any font renders is recorded and searched for `{name}`."""
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    drawn: list[str] = []

    class Recording(pygame.font.Font):
        def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
            drawn.append(str(text))
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", Recording)
    for lang in ("en", "fr"):
        _visit_everything(lang)
    assert len(drawn) > 1500
    assert any("Ann" in text for text in drawn)  # the curtain was drawn
    assert [text for text in drawn if PLACEHOLDER.search(text)] == []
