"""`python main.py bench ui`: frame time on a busy 5-player table and start-up time."""

from __future__ import annotations

import random
import statistics
import time

from game.nidavellir.simulate import random_step
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.session import AI, HUMAN, Seat, Session


def bench_ui(frames: int = 600, started: float | None = None) -> dict[str, float]:
    """`started` is the process's start on the perf_counter clock (main.py records it)."""
    started = time.perf_counter() if started is None else started
    app = App()
    seats = [Seat("Astrid", HUMAN)] + [Seat(n, AI) for n in ("Brokk", "Eitri", "Dvalin", "Sindri")]
    session = Session(seats, seed=5)
    scene = TableScene(app, session)
    app.push(scene)
    app.step(16)
    startup_s = time.perf_counter() - started
    rng = random.Random(5)
    state = session.state
    while not (state.age == 2 and state.round == 2):  # a busy table: full armies, late game
        random_step(state, rng)
    session.version += 1
    scene.ai_wait = float("inf")  # the table stands still: this measures drawing only
    for _ in range(30):
        app.step(16)
    samples = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.step(16)
        samples.append((time.perf_counter() - t0) * 1000)
    q = statistics.quantiles(samples, n=100)
    return {"frame_ms_p50": round(statistics.median(samples), 2), "frame_ms_p95": round(q[94], 2),
            "startup_s": round(startup_s, 3), "frames": frames}
