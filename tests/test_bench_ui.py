"""`python main.py bench ui --game G` measures a busy table of every game, in a real process,
and says the same figures for each; the table is the game's seeded game played to where its
`GameUI.bench_position` says it is crowded, or two thirds of the way through."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.ui.bench import SEED, bench_players, crowded_table, random_move

ROOT = Path(__file__).resolve().parents[1]
KEYS = {
    "frame_ms_p50",
    "frame_ms_p95",
    "fast_pace_frame_ms_p95",
    "move_frame_ms_p95",
    "cold_frame_ms_p95",
    "idle_frame_ms_p95",
    "thinking_frame_ms_p95",
    "present_ms_p50",
    "startup_s",
    "sound_start_ms_p50",
    "frames",
}
FRAMES = 10


@pytest.mark.parametrize("game", registry.keys())
def test_bench_ui_measures_every_game_s_table(game: str, tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["NIDAVELLIR_HOME"] = str(tmp_path)
    command = ["bench", "ui", "--game", game, "--frames", str(FRAMES), "--json"]
    done = subprocess.run(
        [sys.executable, "main.py", *command],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert set(figures) == KEYS and figures["frames"] == FRAMES
    assert all(isinstance(v, float) for k, v in figures.items() if k != "frames")
    assert figures["startup_s"] > 0 and figures["frame_ms_p95"] >= figures["frame_ms_p50"] > 0


def _seats(count: int) -> list[Seat]:
    return [Seat("A", HUMAN)] + [Seat(f"B{i}", AI) for i in range(count - 1)]


def test_nidavellir_is_measured_at_the_second_age_s_second_round() -> None:
    info = registry.get("nidavellir")
    session = Session(_seats(bench_players(info)), SEED, {}, info)
    moves = crowded_table(session, random.Random(SEED))
    assert (session.state.age, session.state.round) == (2, 2) and moves == len(session.history)
    session.rewind(moves - 1)
    assert (session.state.age, session.state.round) != (2, 2)


def test_a_game_without_a_bench_position_is_measured_two_thirds_through() -> None:
    info = registry.get("arran")
    whole = Session(_seats(bench_players(info)), SEED, {}, info)
    rng = random.Random(SEED)
    while not whole.state.is_over():
        random_move(whole, rng)
    session = Session(_seats(bench_players(info)), SEED, {}, info)
    moves = crowded_table(session, random.Random(SEED))
    assert moves == 2 * len(whole.history) // 3
    assert session.history == whole.history[:moves]
