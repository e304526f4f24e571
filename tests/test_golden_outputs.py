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


def _simulation_lines(args: list[str]) -> list[str]:
    return [line for line in _run(args).splitlines() if "per second" not in line]


def _arena_lines(args: list[str]) -> list[str]:
    result = json.loads(_run([*args, "--json"]))
    lines = [" ".join(args)]
    for side in ("a", "b"):
        lines.append(
            f"  {side} {result[side]['level']}: win share "
            f"{result[side]['win_share']}, mean score {result[side]['mean_score']}"
        )
    return lines


def _golden_blocks() -> list[list[str]]:
    """The golden file cut into one block per command, in the order above: each block opens
    with an unindented line."""
    blocks: list[list[str]] = []
    for line in GOLDEN.read_text(encoding="utf-8").splitlines():
        if line.startswith(" "):
            blocks[-1].append(line)
        else:
            blocks.append([line])
    return blocks


def test_the_golden_file_holds_a_block_per_command() -> None:
    assert len(_golden_blocks()) == len(SIMULATIONS) + len(ARENAS)


# One case per command, so the five subprocesses run on parallel workers.
@pytest.mark.early
@pytest.mark.timeout(600)
@pytest.mark.parametrize("index", range(len(SIMULATIONS) + len(ARENAS)))
def test_seeded_outputs_are_unchanged(index: int) -> None:
    if index < len(SIMULATIONS):
        lines = _simulation_lines(SIMULATIONS[index])
    else:
        lines = _arena_lines(ARENAS[index - len(SIMULATIONS)])
    assert lines == _golden_blocks()[index]
