"""`python main.py bench ui`: frame time on a busy 5-player table and start-up time.

`frame_ms_*` force a full redraw of the table every frame (the cost while cards move);
`idle_frame_ms_p95` is a table at rest, drawn from its cached still layer.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from game.ai.agent import window_budget
from game.nidavellir.simulate import random_step
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.session import AI, HUMAN, Seat, Session


def bench_ui(frames: int = 600, started: float | None = None) -> dict[str, float]:
    """`started` is the process's start on the perf_counter clock (main.py records it)."""
    started = time.perf_counter() if started is None else started
    app = App()
    seats = [Seat("Astrid", HUMAN), Seat("Brokk", AI, "hard")] + [
        Seat(n, AI) for n in ("Eitri", "Dvalin", "Sindri")]
    session = Session(seats, seed=5)
    rng = random.Random(5)
    state = session.state
    while not (state.age == 2 and state.round == 2):  # a busy table: full armies, late game
        random_step(state, rng)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")  # the table stands still: this measures drawing only
    app.push(scene)
    app.step(16)
    startup_s = time.perf_counter() - started
    for _ in range(30):
        app.step(16)
    full = _frames(app, frames, scene.invalidate)
    idle = _frames(app, frames, lambda: None)
    thinking = _frames_while_thinking(app, session, frames)
    return {"frame_ms_p50": _p(full, 50), "frame_ms_p95": _p(full, 95),
            "idle_frame_ms_p95": _p(idle, 95), "thinking_frame_ms_p95": _p(thinking, 95),
            "startup_s": round(startup_s, 3), "frames": frames}


def _frames_while_thinking(app: App, session: Session, count: int) -> list[float]:
    """Full-redraw frames while the hard AI chair searches, as the window runs it (in the
    worker process)."""
    scene = app.scenes[-1]
    assert isinstance(scene, TableScene) and scene.process is not None
    seat = next(s for s, chair in enumerate(session.seats) if chair.level == "hard")
    samples: list[float] = []
    while len(samples) < count:
        scene.process.start(session.state, seat, "hard", 1, window_budget("hard"))
        while len(samples) < count and scene.process.poll() is None:
            scene.invalidate()
            t0 = time.perf_counter()
            app.step(16)
            samples.append((time.perf_counter() - t0) * 1000)
    scene.close()
    return samples


def _frames(app: App, count: int, before: Callable[[], None]) -> list[float]:
    """Frame times in ms; `before` runs ahead of each frame (e.g. to force a full redraw)."""
    samples = []
    for _ in range(count):
        before()
        t0 = time.perf_counter()
        app.step(16)
        samples.append((time.perf_counter() - t0) * 1000)
    return samples


def _p(samples: list[float], percent: int) -> float:
    return round(statistics.quantiles(samples, n=100)[percent - 1], 2)
