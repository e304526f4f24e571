"""Odds and ends of the command line: `shots --out` naming a file, counts too large to ever
finish (bounded, exit 2), the arena streaming its games, and the headless commands leaving no
data folder behind."""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.ai import arena
from game.ai.agent import Budget
from game.cli import main
from tests.mainpy import ran, run_main


def _usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The last line of the usage message of a refused command line (exit status 2)."""
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: ")
    return err.splitlines()[-1]


# ------------------------------------------------------------------ shots --out


def test_shots_out_naming_a_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    existing = tmp_path / "notes.txt"
    existing.write_text("mine", encoding="utf-8")
    assert main(["shots", "--out", str(existing)]) == 1
    assert capsys.readouterr() == (
        "",
        f"error: --out {existing}: a file, not a folder; give a folder for the pictures\n",
    )
    assert existing.read_text(encoding="utf-8") == "mine"


def test_shots_out_below_a_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    existing = tmp_path / "notes.txt"
    existing.write_text("mine", encoding="utf-8")
    assert main(["shots", "--out", str(existing / "pictures")]) == 1
    assert capsys.readouterr() == (
        "",
        f"error: --out {existing}/pictures: Not a directory; give a folder for the pictures\n",
    )


# ------------------------------------------------------------------ bounded counts


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["arena", "--games", "1000000000000"],
            "argument --games: at most 100,000, not '1000000000000'",
        ),
        (["arena", "--jobs", "1000000"], "argument --jobs: at most 64, not '1000000'"),
        (
            ["arena", "--iterations", "99999999999"],
            "argument --iterations: at most 10,000,000, not '99999999999'",
        ),
        (
            ["arena", "--seconds", "inf"],
            "argument --seconds: expected a number of seconds above 0 and at most 3600, not 'inf'",
        ),
        (
            ["arena", "--seconds", "nan"],
            "argument --seconds: expected a number of seconds above 0 and at most 3600, not 'nan'",
        ),
        (
            ["simulate", "--games", "1000000000000"],
            "argument --games: at most 1,000,000, not '1000000000000'",
        ),
        (
            ["bench", "core", "--games", "1000000000000"],
            "argument --games: at most 100,000, not '1000000000000'",
        ),
        (
            ["simulate", "--games", "9" * 5000],
            "argument --games: expected a positive whole number, not "
            "'999999999999999999999999999...'",
        ),
        (
            ["simulate", "--seed", "9" * 5000],
            "argument --seed: the seed must lie between -2**63 and 2**63, "
            "not '999999999999999999999999999...'",
        ),
        (["simulate", "--seed", "²"], "argument --seed: the seed must be a whole number, not '²'"),
        (
            ["simulate", "--players", "²"],
            "argument --players: players must be a positive whole number, not '²'",
        ),
        (
            ["simulate", "--players", "6"],
            "argument --players: Nidavellir is played by 2 to 5 players, not 6",
        ),
    ],
    ids=[
        "arena-games",
        "arena-jobs",
        "arena-iterations",
        "arena-inf-seconds",
        "arena-nan-seconds",
        "simulate-games",
        "bench-games",
        "5000-digit-games",
        "5000-digit-seed",
        "superscript-seed",
        "superscript-players",
        "six-players",
    ],
)
def test_counts_that_could_never_finish_are_usage_errors(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _usage_error(argv, capsys) == f"python main.py {argv[0]}: error: {message}"


def test_the_largest_counts_are_accepted() -> None:
    parser = argparse.ArgumentParser()
    arena.add_arena_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(
        [
            "arena",
            "--games",
            "100000",
            "--jobs",
            "64",
            "--seconds",
            "3600",
            "--seed",
            str(2**63 - 1),
        ]
    )
    assert (args.games, args.jobs, args.seconds, args.seed) == (100_000, 64, 3600.0, 2**63 - 1)


# ------------------------------------------------------------------ the arena streams


def _jobs(taken: list[int], count: int) -> Iterator[arena.Job]:
    for index in range(count):
        taken.append(index)
        yield (index, "random", "random", 2, 0, Budget(), "nidavellir", {})


def test_arena_games_are_taken_one_at_a_time() -> None:
    taken: list[int] = []
    records = arena._records(_jobs(taken, 1_000_000_000), workers=1)
    first = next(records)
    assert (first.index, taken) == (0, [0])
    assert next(records).index == 1 and taken == [0, 1]


def test_arena_workers_are_handed_two_games_each_ahead() -> None:
    taken: list[int] = []
    records = arena._records(_jobs(taken, 1_000_000_000), workers=2)
    assert next(records).index == 0
    assert taken == [0, 1, 2, 3]  # 2 workers, 2 games each in flight; not a billion queued
    assert [next(records).index for _ in range(3)] == [1, 2, 3]
    assert taken == [0, 1, 2, 3, 4, 5, 6]
    records.close()  # the pool shuts down with the generator


def _figures(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    assert (
        main(
            [
                "arena",
                "--a",
                "easy",
                "--b",
                "random",
                "--games",
                "6",
                "--players",
                "3",
                "--json",
                *argv,
            ]
        )
        == 0
    )
    result = json.loads(capsys.readouterr().out)
    for role in ("a", "b"):  # times differ between runs; everything else is reproducible
        del result[role]["decision_ms_median"], result[role]["decision_ms_p99"]
    return result


def test_parallel_streamed_arena_gives_the_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    serial = _figures([], capsys)
    assert _figures(["--jobs", "2"], capsys) == serial
    records = [arena.play_game(i, "easy", "random", 3, 0, Budget()) for i in range(6)]
    expected = arena.summarize(records, "easy", "random", 3)
    for role in ("a", "b"):
        del expected[role]["decision_ms_median"], expected[role]["decision_ms_p99"]
        assert serial[role] == expected[role]
    assert serial["games"] == 6


# ------------------------------------------------------------------ headless data folder


@pytest.fixture
def fresh_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A temp folder of the test's own, and no data folder chosen beforehand (as for a person
    running `python main.py shots`)."""
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    monkeypatch.delenv("NIDAVELLIR_HOME", raising=False)
    return temp


def _record_home(seen: list[Path]) -> Any:
    """A stand-in for the window work that notes its data folder and writes a save into it."""

    def work(*_: Any, **__: Any) -> Any:
        home = Path(os.environ["NIDAVELLIR_HOME"])
        seen.append(home)
        (home / "autosave.json").write_text("{}", encoding="utf-8")
        return {
            "frame_ms_p50": 1.0,
            "frame_ms_p95": 1.0,
            "fast_pace_frame_ms_p95": 1.0,
            "move_frame_ms_p95": 1.0,
            "idle_frame_ms_p95": 1.0,
            "thinking_frame_ms_p95": 1.0,
            "present_ms_p50": 1.0,
            "startup_s": 1.0,
            "sound_start_ms_p50": 1.0,
        }

    return work


def test_shots_removes_its_data_folder(
    fresh_temp: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    seen: list[Path] = []
    work = _record_home(seen)
    monkeypatch.setattr("game.ui.games.nidavellir.shots.take_shots", lambda *a: work(*a) and [])
    assert main(["shots", "--out", str(tmp_path / "pictures")]) == 0
    assert [p.parent for p in seen] == [fresh_temp]
    assert seen[0].name.startswith("nidavellir-headless-")
    assert list(fresh_temp.iterdir()) == []
    assert "NIDAVELLIR_HOME" not in os.environ


def test_bench_ui_removes_its_data_folder(
    fresh_temp: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[Path] = []
    monkeypatch.setattr("game.ui.bench.bench_ui", _record_home(seen))
    assert main(["bench", "ui", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["startup_s"] == 1.0
    assert [p.parent for p in seen] == [fresh_temp]
    assert list(fresh_temp.iterdir()) == []


def test_a_data_folder_named_by_the_person_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    home = tmp_path / "my-home"
    home.mkdir()
    monkeypatch.setenv("NIDAVELLIR_HOME", str(home))
    seen: list[Path] = []
    monkeypatch.setattr("game.ui.bench.bench_ui", _record_home(seen))
    assert main(["bench", "ui"]) == 0
    assert seen == [home]
    assert [p.name for p in home.iterdir()] == ["autosave.json"]


@pytest.mark.slow
def test_a_real_shots_run_leaves_nothing_behind(tmp_path: Path) -> None:
    """The whole `shots` command in a process of its own: pictures saved, and its temp folder
    holds nothing else once it has ended."""
    temp = tmp_path / "temp"
    temp.mkdir()
    out = tmp_path / "pictures"
    env = {"NIDAVELLIR_HOME": None, "TMPDIR": str(temp)}
    done = run_main("shots", "--out", str(out), "--players", "2", env=env, timeout=900)
    ran(done, 0)
    assert "Traceback" not in done.stderr
    saved = done.stdout.splitlines()
    assert saved and all(Path(p).parent == out and Path(p).suffix == ".png" for p in saved)
    assert sorted(p.name for p in out.iterdir()) == sorted(Path(p).name for p in saved)
    assert list(temp.iterdir()) == []
