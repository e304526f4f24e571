"""Playing a table by real mouse events, as the tests of every game's table do: a left click as
the mouse makes it, a decision answered by the clicks of its plan, and a whole game of human
chairs behind the hot-seat curtain."""

from __future__ import annotations

import random

import pygame

from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.table.scene import TableScene


def press(app: App, pos: tuple[int, int]) -> None:
    """A left click at `pos` as the mouse makes it, then one frame."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(FRAME_MS)


def decide(app: App, scene: TableScene, rng: random.Random) -> str:
    """The chair in front of the screen answers its decision, chosen at random among the legal
    actions, by clicks; returns the decision's name."""
    session = scene.session
    pending = session.state.pending()
    action = rng.choice(session.state.legal_actions(scene.viewer))
    before = len(session.history) + len(session.held)
    for pos in scene.click_plan(action):
        press(app, pos)
    assert len(session.history) + len(session.held) > before, action
    return str(pending)


def play_by_clicks(app: App, scene: TableScene, rng: random.Random) -> tuple[set[str], int]:
    """Frames until the table gives way (the score sheet), every human decision made by clicks
    once nothing moves; returns the decisions seen and how many times the curtain fell."""
    seen: set[str] = set()
    curtains = 0
    for _ in range(5000):
        if app.scenes[-1] is not scene:
            break
        if scene.curtain_for is not None:
            curtains += 1
            press(app, scene.curtain_button().center)
        elif scene.viewer in scene.session.waiting_humans() and not scene.presenter.busy():
            seen.add(decide(app, scene, rng))
        else:
            app.step(FRAME_MS)
    return seen, curtains
