"""`python main.py bench ui --game G`: frame time on a busy table of a game (five players, or
as many as it allows) and start-up time. The table is a seeded random game played to where the
game's `GameUI.bench_position` says it is crowded (Nidavellir: the second Age's second round),
or two thirds of the way through.

`frame_ms_*`: every frame of play with the shipped settings (AI pace 700 ms, animations
normal), moves, flights and rest alike; `fast_pace_frame_ms_p95`: the same at the fastest AI
pace a player can set; `move_frame_ms_p95`: only the frames a move lands in (the view, the
layout and the changed parts of the table are rebuilt then); `cold_frame_ms_p95` redraws the
whole table with every cached part dropped (a new layout, a language change);
`idle_frame_ms_p95` is a table at rest; `thinking_frame_ms_p95` redraws while the hard AI
searches in its worker process; `present_ms_p50` is the cost of showing a frame, included in
all the others. `sound_start_ms_p50` is starting the mixer and loading every sound, a part of
start-up the window waits through.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

import pygame

from game import resources
from game.ai.agent import window_budget
from game.core.game import GameInfo
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import gamekit
from game.ui.app import App
from game.ui.audio import Audio
from game.ui.gameui import ui_of
from game.ui.table.scene import TableScene

BATCHES = 5
PLAYERS = 5  # a crowded table, where the game allows as many
SEED = 5


def bench_players(info: GameInfo) -> int:
    return min(PLAYERS, info.players_with().stop - 1)


def bench_ui(info: GameInfo, frames: int = 600, started: float | None = None) -> dict[str, float]:
    """`started` is the process's start on the perf_counter clock (main.py records it).

    Each figure is the median over five batches of that batch's percentile, as `bench core`
    does: this machine's speed drifts from second to second."""
    started = time.perf_counter() if started is None else started
    app = _StartedWith(info)
    names = gamekit.ai_names(info)
    seats = [Seat("Astrid", HUMAN), Seat(names[0], AI, "hard")] + [
        Seat(n, AI) for n in names[1 : bench_players(info) - 1]
    ]
    session = Session(seats, SEED, {}, info)
    busy = crowded_table(session, random.Random(SEED))
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")  # only the benchmark moves: this measures drawing
    app.push(scene)
    app.step(16)
    startup_s = time.perf_counter() - started
    for _ in range(30):
        app.step(16)

    play = _play(app, scene, session, busy, random.Random(6), 2 * frames)  # shipped settings
    app.settings.ai_pace_ms = 0  # the fastest pace a player can set: the busiest frames
    fast = _play(app, scene, session, busy, random.Random(7), frames)
    cold_frames = _frames(app, frames, lambda: _cold(scene))
    idle = _frames(app, frames, lambda: None)
    thinking = frames_while_thinking(app, session, busy, frames)
    app.close()
    pygame.mixer.quit()  # each sample below starts the mixer, as a player's start-up does
    sound_start = _sound_start()
    moves = [ms for ms, moved in play + fast if moved]
    return {
        "frame_ms_p50": _p([ms for ms, _ in play], 50),
        "frame_ms_p95": _p([ms for ms, _ in play], 95),
        "fast_pace_frame_ms_p95": _p([ms for ms, _ in fast], 95),
        "move_frame_ms_p95": _p(moves, 95),
        "cold_frame_ms_p95": _p(cold_frames, 95),
        "idle_frame_ms_p95": _p(idle, 95),
        "thinking_frame_ms_p95": _p(thinking, 95),
        "present_ms_p50": _present(frames),
        "startup_s": round(startup_s, 3),
        "sound_start_ms_p50": sound_start,
        "frames": frames,
    }


class _StartedWith(App):
    """The window as it starts for a player who played `info` last: that game is dressed at
    start-up, and no other (whichever game the data folder remembers)."""

    def __init__(self, info: GameInfo) -> None:
        self.benched = info
        super().__init__()

    def remembered_game(self) -> GameInfo:
        return self.benched


def crowded_table(session: Session, rng: random.Random) -> int:
    """Play the session on to the game's busy table; returns how many moves that took."""
    position = ui_of(session.info).bench_position
    if position is None:
        while not session.state.is_over():
            random_move(session, rng)
        session.rewind(2 * len(session.history) // 3)
        return len(session.history)
    while not position(session.state):
        random_move(session, rng)
    return len(session.history)


def _sound_start() -> float:
    samples = []
    for _ in range(BATCHES):
        t0 = time.perf_counter()
        audio = Audio(resources.SOUNDS)
        samples.append((time.perf_counter() - t0) * 1000)
        audio.close()
    return round(statistics.median(samples), 1)


def _present(count: int) -> float:
    """What showing a finished frame costs (`display.flip`): part of every frame above. With
    the dummy driver it is SDL's software scaler, where a graphics card would do the work."""
    samples = []
    for _ in range(count):
        t0 = time.perf_counter()
        pygame.display.flip()
        samples.append((time.perf_counter() - t0) * 1000)
    return round(statistics.median(samples), 2)


def _play(
    app: App, scene: TableScene, session: Session, busy: int, rng: random.Random, count: int
) -> list[tuple[float, bool]]:
    """Frames of a game played at the window's own rhythm (a chair decides once the cards of
    the last move have landed, bids 120 ms apart), with random decisions standing in for the
    chairs: (ms, whether a move landed in that frame)."""
    samples: list[tuple[float, bool]] = []
    wait = 0
    while len(samples) < count:
        t0 = time.perf_counter()
        moved = False
        wait -= 16
        if session.state.is_over():
            session.rewind(busy)
        elif wait <= 0 and (
            session.sealed() or not (scene.presenter.busy() or scene.moments.playing)
        ):
            bid = session.sealed()
            random_move(session, rng)
            wait = 120 if bid else app.settings.ai_pace_ms
            moved = True
        app.step(16)
        samples.append(((time.perf_counter() - t0) * 1000, moved))
    return samples


def _cold(scene: TableScene) -> None:
    """Every cached part of the table dropped: a new layout, a language change."""
    scene.base.forget()
    scene.invalidate()


def random_move(session: Session, rng: random.Random) -> None:
    """One chair that owes a decision takes a random legal one, as a click or an AI would."""
    seats = [s for s in session.state.to_move() if s not in session.held]
    seat = rng.choice(seats)
    session.submit(rng.choice(session.state.legal_actions(seat)))


def frames_while_thinking(app: App, session: Session, busy: int, count: int) -> list[float]:
    """Full-redraw frames while the hard AI chair searches, as the window runs it (in the
    worker process); a game that ends is taken back to the busy table."""
    scene = app.scenes[-1]
    assert isinstance(scene, TableScene) and scene.process is not None
    seat = next(s for s, chair in enumerate(session.seats) if chair.level == "hard")
    samples: list[float] = []
    while len(samples) < count:
        if session.state.is_over():
            session.rewind(busy)
            continue
        if seat not in session.state.to_move():
            random_move(session, random.Random(len(samples)))
            continue
        scene.process.start(session.state, seat, "hard", 1, window_budget("hard"))
        while len(samples) < count and scene.process.poll() is None:
            scene.invalidate()
            t0 = time.perf_counter()
            app.step(16)
            samples.append((time.perf_counter() - t0) * 1000)
    return samples


def _frames(app: App, count: int, before: Callable[[], None]) -> list[float]:
    """Frame times in ms; `before` runs ahead of each frame and is timed with it (a move is
    part of the frame it happens in)."""
    samples = []
    for _ in range(count):
        t0 = time.perf_counter()
        before()
        app.step(16)
        samples.append((time.perf_counter() - t0) * 1000)
    return samples


def _p(samples: list[float], percent: int) -> float:
    """The median over five batches of each batch's `percent`-th percentile; from too few
    samples for batches of two (a short run), the percentile of them all (0 for none)."""
    size = len(samples) // BATCHES
    if size < 2:
        return round(_percentile(samples, percent), 2)
    batches = [samples[i * size : (i + 1) * size] for i in range(BATCHES)]
    return round(statistics.median(statistics.quantiles(b, n=100)[percent - 1] for b in batches), 2)


def _percentile(samples: list[float], percent: int) -> float:
    if len(samples) < 2:
        return samples[0] if samples else 0.0
    return statistics.quantiles(samples, n=100)[percent - 1]
