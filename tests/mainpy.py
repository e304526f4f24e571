"""`python main.py …` in a process of its own, for the tests that are about the process itself:
its exit code, what it prints on each stream, what a real pipe or console does to it."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[1]


def run_main(
    *args: str,
    env: Mapping[str, str | None] | None = None,
    stdout: int | IO[str] | None = subprocess.PIPE,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """Run main.py from the project folder with this interpreter, both streams captured as text
    unless `stdout` names another end. `env` adds to the test's environment (None removes a
    variable); the timeout only stops a hung process, it is no measure of speed."""
    merged = dict(os.environ)
    for key, value in (env or {}).items():
        if value is None:
            merged.pop(key, None)
        else:
            merged[key] = value
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        env=merged,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=timeout,
        check=False,
    )


def ran(
    done: subprocess.CompletedProcess[str],
    code: int,
    *,
    out: str | None = None,
    err: str | None = None,
) -> None:
    """The process ended with `code`, printing exactly `out` and `err` where they are given; a
    failure shows both streams."""
    seen = (done.returncode, done.stdout, done.stderr)
    assert done.returncode == code, seen
    if out is not None:
        assert done.stdout == out, seen
    if err is not None:
        assert done.stderr == err, seen
