"""A data file edited badly is one line and exit status 1 on every headless command (issue 22
item 15): real processes of `python main.py simulate/arena/bench core --game G`, pointed at a
broken copy of the game's data with `NIDAVELLIR_DATA`, print the message the game's own loader
gives for that copy (file, entry and field), and no traceback."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.arran.data import DATA_DIR as ARRAN_DATA
from game.arran.data import load_rules as load_arran
from game.core.datafolder import DATA_ENV, SHIPPED, game_data
from game.nidavellir.data import DATA_DIR as NIDAVELLIR_DATA
from game.nidavellir.data import load_rules as load_nidavellir
from game.vedrfolnir.data import DATA_DIR as VEDRFOLNIR_DATA
from game.vedrfolnir.data import load_rules as load_vedrfolnir
from tests.datafiles import edited_copy, refusal
from tests.mainpy import ran, run_main

# One bad edit per game, in the file a box owner is invited to correct, and its loader.
BREAKS: dict[str, tuple[str, str, str, Callable[[Path], Any]]] = {
    "arran": ("dwarves.yaml", "points: 2}", "points: two}", load_arran),
    "vedrfolnir": ("cards.yaml", "count: 14", "count: many", load_vedrfolnir),
    "nidavellir": ("coins.yaml", "  7: 3", "  7: three", load_nidavellir),
}
COMMANDS = {
    "simulate": ["simulate", "--games", "1"],
    "arena": ["arena", "--a", "easy", "--b", "easy", "--games", "1"],
    "arena_jobs": ["arena", "--a", "easy", "--b", "easy", "--games", "2", "--jobs", "2"],
    "bench": ["bench", "core", "--games", "1"],
}


def broken_copy(root: Path, game: str) -> str:
    """`root/<game>`, a copy of the shipped data with one bad edit; the loader's message."""
    name, old, new, load = BREAKS[game]
    return refusal(load, edited_copy(SHIPPED / game, root, name, old, new))


def run(argv: list[str], data: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {
        DATA_ENV: str(data),
        "NIDAVELLIR_HOME": str(tmp_path / "home"),
        "NIDAVELLIR_CACHE": str(tmp_path / "cache"),
    }
    return run_main(*argv, env=env)


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("game", list(BREAKS))
def test_a_broken_data_file_is_one_line_and_exit_1(tmp_path: Path, game: str, command: str) -> None:
    data = tmp_path / "data"
    message = broken_copy(data, game)
    assert str(data / game / BREAKS[game][0]) in message and "\n" not in message
    ran(
        run([*COMMANDS[command], "--game", game], data, tmp_path),
        1,
        out="",
        err=f"error: {message}\n",
    )


def test_the_other_games_still_run_beside_a_broken_one(tmp_path: Path) -> None:
    data = tmp_path / "data"
    broken_copy(data, "arran")
    done = run([*COMMANDS["simulate"], "--game", "vedrfolnir"], data, tmp_path)
    ran(done, 0, err="")
    assert done.stdout.startswith("1 random games, 4 players, seed 0\n")


def test_the_override_reads_a_copy_only_for_the_games_it_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "arran").mkdir()
    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    assert game_data("arran") == tmp_path / "arran"
    assert game_data("vedrfolnir") == VEDRFOLNIR_DATA == SHIPPED / "vedrfolnir"
    monkeypatch.delenv(DATA_ENV)
    assert (game_data("arran"), game_data("nidavellir")) == (ARRAN_DATA, NIDAVELLIR_DATA)
