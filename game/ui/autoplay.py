"""Driving the window as a player would: real mouse events on the targets the table exposes.

Used by the `shots` command and the UI tests, so both exercise exactly the click path a person
uses, never a shortcut into the rules core.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from game.ui.app import App
from game.ui.table.scene import TableScene

FRAME_MS = 16


def hover(app: App, pos: tuple[int, int]) -> None:
    """Move the mouse to `pos` and run one frame."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(FRAME_MS)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """Press and release the mouse at `pos` (logical coordinates), then run one frame."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(FRAME_MS)


def key(app: App, code: int, mod: int = 0) -> None:
    """Press the key `code` (with modifiers `mod`), then run one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    app.step(FRAME_MS)


def settle(app: App, done: Callable[[], bool], timeout_s: float = 60.0) -> None:
    """Run frames until `done()` holds: a new game's table is made ready on a thread and takes
    the screen a few frames after "Start the game". Each frame leaves that thread a moment."""
    end = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the window never got there")
        app.step(FRAME_MS)
        time.sleep(0.005)


def play_action(app: App, scene: TableScene, action: Any) -> None:
    """Submit `action` through the clicks a player would make."""
    for pos in scene.click_plan(action):
        click(app, pos)


def play_game(
    app: App,
    scene: TableScene,
    chooser: Callable[[Any, int], Any],
    on_frame: Callable[[], None] | None = None,
    max_frames: int = 200_000,
) -> int:
    """Run frames until the table scene is replaced (the score sheet), clicking for every human
    chair with `chooser(state, seat)`; returns the number of frames."""
    frames = 0
    while app.scenes and app.scenes[-1] is scene and frames < max_frames:
        scene._refresh()
        if scene.curtain_for is not None:
            click(app, scene.curtain_button().center)
            frames += 1
            continue
        seat = scene.viewer
        if seat in scene.session.waiting_humans() and not scene.presenter.busy():
            play_action(app, scene, chooser(scene.session.state, seat))
            frames += 1
            continue
        app.step(FRAME_MS)
        frames += 1
        if on_frame is not None:
            on_frame()
    return frames
