"""Seeded outputs of Nidavellir that a refactoring must not change (issue 12's safety net).

The expected text was captured from the commands below before the games were put on a common
seam; speed lines are left out, as are the arena's timings: only what the seeds decide is kept.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.mainpy import ran, run_main

GOLDEN = Path(__file__).with_name("golden") / "nidavellir_outputs.txt"

SIMULATIONS = [
    ["simulate", "--players", "4", "--games", "40", "--seed", "9"],
    ["simulate", "--players", "3", "--games", "30", "--seed", "4", "--idavoll"],
    ["simulate", "--players", "5", "--games", "30", "--seed", "2", "--first-game"],
]
ARENAS = [
    ["arena", "--a", "normal", "--b", "easy", "--players", "3", "--games", "6", "--seed", "5"],
    [
        "arena",
        "--a",
        "hard",
        "--b",
        "normal",
        "--players",
        "2",
        "--games",
        "2",
        "--seed",
        "3",
        "--iterations",
        "60",
    ],
]


def _run(args: list[str]) -> str:
    done = run_main(*args, timeout=300)
    ran(done, 0)
    return done.stdout


def _seeded_lines() -> list[str]:
    lines: list[str] = []
    for args in SIMULATIONS:
        lines += [line for line in _run(args).splitlines() if "per second" not in line]
    for args in ARENAS:
        result = json.loads(_run([*args, "--json"]))
        lines.append(" ".join(args))
        for side in ("a", "b"):
            lines.append(
                f"  {side} {result[side]['level']}: win share "
                f"{result[side]['win_share']}, mean score {result[side]['mean_score']}"
            )
    return lines


@pytest.mark.timeout(600)
def test_seeded_outputs_are_unchanged() -> None:
    assert _seeded_lines() == GOLDEN.read_text(encoding="utf-8").splitlines()
