"""Quitting the window ends the AI worker process of every table, even one deep in a search, and
finishes the autosave; no process outlives the window."""

from __future__ import annotations

import contextlib
import os
import signal

import pygame
import pytest

from game.ai.agent import Budget
from game.ai.process import ProcessThinker
from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.nidavellir.state import new_game
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui


def test_closing_ends_a_worker_deep_in_a_search() -> None:
    thinker = ProcessThinker(registry.get("nidavellir"), seed=1)
    worker = thinker._process
    thinker.start(new_game(2, 3), 0, "hard", 1, Budget(iterations=10_000_000))
    assert thinker.busy and worker.is_alive()
    thinker.close()
    assert worker.exitcode is not None  # ended and waited for, not left running or a zombie


def test_closing_twice_is_harmless() -> None:
    thinker = ProcessThinker(registry.get("nidavellir"), seed=2)
    worker = thinker._process
    thinker.close()
    thinker.close()
    worker.join()
    assert worker.exitcode == 0  # an idle worker stops when asked


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs POSIX job control")
def test_an_idle_worker_still_starting_is_asked_not_killed() -> None:
    """A loaded machine can hold a fresh worker's start-up past close()'s short wait: frozen
    here until close() returns, it then reads the request and stops by itself."""
    thinker = ProcessThinker(registry.get("nidavellir"), seed=2)
    worker = thinker._process
    assert worker.pid is not None
    os.kill(worker.pid, signal.SIGSTOP)
    try:
        thinker.close()
    finally:
        with contextlib.suppress(ProcessLookupError):  # killed, as close() once did
            os.kill(worker.pid, signal.SIGCONT)
    worker.join()
    assert worker.exitcode == 0


def _hard_table(app: App) -> tuple[TableScene, ProcessThinker]:
    session = Session([Seat("Me", HUMAN), Seat("Brokk", AI, "hard")], seed=7)
    scene = TableScene(app, session)
    app.push(scene)
    app.step(FRAME_MS)
    assert scene.process is not None
    return scene, scene.process


def test_quitting_the_window_ends_the_table_worker(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, thinker = _hard_table(app)
    worker = thinker._process
    thinker.start(scene.session.state, 1, "hard", 1, Budget(iterations=10_000_000))
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other tests keep the display
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()
    assert scene.process is None
    assert worker.exitcode is not None


def test_closing_the_app_closes_every_scene_below_the_top(app: App) -> None:
    from game.ui.scenes.menus import PauseScene

    scene, thinker = _hard_table(app)
    worker = thinker._process
    app.push(PauseScene(app, scene.session))
    app.close()
    assert scene.process is None
    assert worker.exitcode is not None
