"""Tooltips never cover what the current decision is about (the card being dealt, the glowing
targets, the figures they change, your score), in every game, by geometry over everything the
pointer may rest on; and a tooltip goes away when it is no longer asked for: the pointer left
still a while, the table changed or covered by another scene, the demo with no person's hand.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.core.simulate import random_step
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, hover
from game.ui.scenes.menus import PauseScene, start_demo
from game.ui.table import chrome
from game.ui.table.overlays import TOOLTIP_DELAY_MS, TOOLTIP_LINGER_MS
from game.ui.table.scene import TableScene
from tests.ui.conftest import rest

pytestmark = pytest.mark.ui

SCAN = 20  # px between the points where the pointer is laid to find what it may rest on
# (game, options, players, human chairs, random moves before the position)
POSITIONS = [
    ("nidavellir", {}, 3, 1, 0),
    ("nidavellir", {"idavoll": True}, 4, 1, 30),
    ("nidavellir", {"thingvellir": True}, 3, 1, 45),
    ("arran", {}, 3, 1, 0),
    ("arran", {}, 4, 1, 40),
    ("vedrfolnir", {"spring": True, "winter": True}, 4, 4, 25),
    ("vedrfolnir", {}, 2, 2, 31),
    ("vedrfolnir", {"winter": True}, 1, 1, 17),
]


def _deciding(
    app: App, game: str, options: dict[str, bool], players: int, humans: int, steps: int
) -> TableScene:
    """A table where a human owes a decision, after about `steps` random moves; it stays as
    it is (no AI chair moves, no forced choice plays itself)."""
    app.settings.autopick = False
    names = ("Ann", "Bo", "Cy", "Di", "Ed")
    seats = [Seat(names[i], HUMAN if i < humans else AI, "easy") for i in range(players)]
    session = Session(seats, 7, options, game)
    rng = random.Random(7)
    for _ in range(steps):
        random_step(session.state, rng)
    while not session.waiting_humans():
        random_step(session.state, rng)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    app.step(FRAME_MS)
    return scene


def _hovered(scene: TableScene) -> dict[tuple[int, ...], tuple[int, int]]:
    """Each thing the pointer may rest on (its rectangle) and a point over it."""
    found: dict[tuple[int, ...], tuple[int, int]] = {}
    for x in range(SCAN // 2, chrome.W, SCAN):
        for y in range(chrome.HEADER.bottom + SCAN // 2, chrome.H, SCAN):
            item = scene.item_at((x, y))
            if item is not None:
                found.setdefault(tuple(item[0]), (x, y))
    return found


@pytest.mark.parametrize("compact", [False, True], ids=["full", "compact"])
@pytest.mark.parametrize(("game", "options", "players", "humans", "steps"), POSITIONS)
def test_no_tooltip_covers_what_the_decision_is_about(
    app: App,
    game: str,
    options: dict[str, bool],
    players: int,
    humans: int,
    steps: int,
    compact: bool,
) -> None:
    app.settings.compact = compact
    scene = _deciding(app, game, options, players, humans, steps)
    focus = scene.presenter.focus()
    assert focus, "the decision names what it is about"
    checked = 0
    for anchor, point in _hovered(scene).items():
        rect = pygame.Rect(anchor)
        scene.mouse, scene.hover_ms = point, float(TOOLTIP_DELAY_MS)
        tip = scene.tooltip()
        if tip is None:
            continue
        box = tip[0]
        assert chrome.SCREEN.contains(box)
        assert not box.colliderect(rect), (rect, box)
        covered = [f for f in focus if box.colliderect(f) and not f.colliderect(rect)]
        assert covered == [], (rect, box, covered)
        checked += 1
    assert checked >= 10


def _table(app: App) -> TableScene:
    return _deciding(app, "vedrfolnir", {}, 3, 3, 8)


def _over_a_card(scene: TableScene) -> tuple[int, int]:
    return next(p for r, p in _hovered(scene).items() if scene.item_at(p) is not None)


def test_a_tooltip_leaves_when_the_pointer_rests_too_long(app: App) -> None:
    scene = _table(app)
    hover(app, _over_a_card(scene))
    rest(app)
    assert scene.tooltip() is not None
    for _ in range(TOOLTIP_LINGER_MS // FRAME_MS + 1):
        app.step(FRAME_MS)
    assert scene.tooltip() is None
    hover(app, (scene.mouse[0] + 1, scene.mouse[1]))  # the slightest move brings it back
    rest(app)
    assert scene.tooltip() is not None


def test_a_tooltip_leaves_when_the_table_changes_or_is_covered(app: App) -> None:
    scene = _table(app)
    point = _over_a_card(scene)
    hover(app, point)
    rest(app)
    assert scene.tooltip() is not None
    state = scene.session.state
    scene.session.submit(state.legal_actions(state.to_move()[0])[0])  # a move is made
    app.step(FRAME_MS)
    assert scene.tooltip() is None
    hover(app, (point[0] + 1, point[1]))
    rest(app)
    assert scene.tooltip() is not None
    app.push(PauseScene(app, scene.session))
    rest(app)
    app.pop()
    app.step(FRAME_MS)
    assert scene.tooltip() is None  # the pause menu came and went: asked for again by a move


def test_the_demo_shows_no_tooltip_until_a_person_moves_the_pointer(app: App) -> None:
    app.choose_game(registry.get("vedrfolnir"))
    start_demo(app, 3)
    scene = app.scenes[-1]
    assert isinstance(scene, TableScene) and scene.demo
    app.settings.ai_pace_ms = 10**6  # the AI chairs wait: the table stays as it is
    scene.ai_wait = float("inf")
    app.step(FRAME_MS)
    point = _over_a_card(scene)
    scene.mouse, scene.hover_ms = point, float(TOOLTIP_DELAY_MS)  # a pointer left there
    assert scene.tooltip() is None
    hover(app, (point[0] + 1, point[1]))
    rest(app)
    assert scene.tooltip() is not None
    scene.close()
