"""Output of every command: an ASCII-only console gets escapes instead of a
`UnicodeEncodeError`, and a reader that went away (`… | head -c0`) ends the command quietly with
status 1 instead of a `BrokenPipeError` traceback."""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from game.cli import main
from tests.mainpy import ran, run_main

TABLE = """players:
  - name: Cécile
    coins: [0, 2, 3, 4, 6]
  - name: Serge
    coins: [0, 2, 3, 4, 5]
"""


class ClosedPipe(io.TextIOBase):
    """A standard stream whose reader has gone: every write and flush fails as a pipe does."""

    def __init__(self) -> None:
        self.attempts = 0

    def write(self, text: str) -> int:
        self.attempts += 1
        raise BrokenPipeError(32, "Broken pipe")

    def flush(self) -> None:
        raise BrokenPipeError(32, "Broken pipe")

    def close(self) -> None:
        """Nothing to release (and `IOBase.__del__` must not flush into the failure)."""


@pytest.fixture
def table(tmp_path: Path) -> Path:
    path = tmp_path / "table.yaml"
    path.write_text(TABLE, encoding="utf-8")
    return path


@pytest.fixture
def light(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`bench ui` and `shots` with their window work replaced by canned results (their output
    path is what these tests check; the window itself is tested in tests/ui)."""
    monkeypatch.setattr(
        "game.ui.bench.bench_ui",
        lambda *_, **__: {
            "frame_ms_p50": 1.5,
            "frame_ms_p95": 2.5,
            "fast_pace_frame_ms_p95": 3.0,
            "move_frame_ms_p95": 4.0,
            "idle_frame_ms_p95": 1.0,
            "thinking_frame_ms_p95": 2.0,
            "present_ms_p50": 0.5,
            "startup_s": 0.8,
            "sound_start_ms_p50": 40.0,
        },
    )
    monkeypatch.setattr(
        "game.ui.games.nidavellir.shots.take_shots",
        lambda out, *args: [out / "00_menu.png", out / "01_table.png"],
    )


def commands(table: Path, out: Path) -> list[list[str]]:
    return [
        ["simulate", "--games", "2"],
        ["score", str(table)],
        ["score", str(table), "--json"],
        ["bench", "core", "--games", "2"],
        ["bench", "core", "--games", "2", "--json"],
        ["bench", "ui"],
        ["bench", "ui", "--json"],
        ["arena", "--a", "easy", "--b", "random", "--games", "2"],
        ["arena", "--a", "easy", "--b", "random", "--games", "2", "--json"],
        ["shots", "--out", str(out)],
    ]


NAMES = [
    "simulate",
    "score",
    "score-json",
    "bench-core",
    "bench-core-json",
    "bench-ui",
    "bench-ui-json",
    "arena",
    "arena-json",
    "shots",
]


@pytest.mark.parametrize("index", range(len(NAMES)), ids=NAMES)
def test_a_closed_pipe_ends_every_command_quietly(
    index: int,
    table: Path,
    tmp_path: Path,
    light: None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    pipe = ClosedPipe()
    monkeypatch.setattr(sys, "stdout", pipe)
    assert main(commands(table, tmp_path / "shots")[index]) == 1
    assert pipe.attempts >= 1  # the command did try to print
    assert capsys.readouterr().err == ""


def test_help_to_a_closed_pipe(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdout", ClosedPipe())
    assert main(["--help"]) == 1
    assert capsys.readouterr().err == ""


def test_an_error_line_to_a_closed_pipe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pipe = ClosedPipe()
    monkeypatch.setattr(sys, "stderr", pipe)
    assert main(["score", str(tmp_path / "missing.yaml")]) == 1
    assert pipe.attempts == 1


def _ascii() -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(), encoding="ascii", newline="\n")


def _written(stream: Any) -> str:
    stream.flush()
    return stream.buffer.getvalue().decode("ascii")


@pytest.mark.parametrize("index", range(len(NAMES)), ids=NAMES)
def test_an_ascii_console_gets_every_command_output(
    index: int, table: Path, tmp_path: Path, light: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _ascii()
    monkeypatch.setattr(sys, "stdout", out)
    assert main(commands(table, tmp_path / "clichés")[index]) == 0
    text = _written(out)
    expected = {
        "score": "Winner: C\\xe9cile with 15 points",
        "score-json": '"name": "C\\xe9cile"',
        "bench-core": "\\xb5s, p99",
        "shots": "clich\\xe9s/00_menu.png\n",
    }.get(NAMES[index], "\n")
    assert expected in text


def test_an_ascii_console_gets_the_error_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    err = _ascii()
    monkeypatch.setattr(sys, "stderr", err)
    assert main(["score", str(tmp_path / "tableau_réel.yaml")]) == 1
    assert _written(err) == (
        f"error: {tmp_path}/tableau_r\\xe9el.yaml: cannot read the file "
        "(No such file or directory)\n"
    )


# ------------------------------------------------------------------ real processes


@pytest.mark.parametrize(
    "argv",
    [["score", "{table}"], ["simulate", "--games", "2"], ["bench", "core", "--games", "2"]],
    ids=["score", "simulate", "bench-core"],
)
def test_a_real_closed_pipe(argv: list[str], table: Path) -> None:
    """As `python main.py … | head -c0`, with the reading end closed before the command runs."""
    read, write = os.pipe()
    os.close(read)
    try:
        done = run_main(*(a.format(table=table) for a in argv), stdout=write)
    finally:
        os.close(write)
    ran(done, 1, err="")


def test_a_real_ascii_console(table: Path) -> None:
    done = run_main("score", str(table), env={"PYTHONIOENCODING": "ascii"})
    ran(done, 0, err="")
    assert done.stdout.splitlines()[0] == "                  C\\xe9cile  Serge"
    assert done.stdout.endswith("Winner: C\\xe9cile with 15 points\n")
