"""The synthesized sounds: format, length, level, clean edges, and a deterministic generator."""

from __future__ import annotations

import array
import ast
import importlib.util
import itertools
import math
import subprocess
import sys
import wave
from pathlib import Path
from types import ModuleType

import pytest

SOUND_DIR = Path(__file__).resolve().parents[1] / "sounds"
SCRIPT = SOUND_DIR / "make_sounds.py"
RATE = 44_100
FULL_SCALE = 32_767

# The intended length of each sound (the brief of docs/rules/engineering.md §4b: soft and short).
DURATIONS = {
    "coin": 0.25,
    "coins": 0.45,
    "card": 0.2,
    "flip": 0.15,
    "hero": 0.9,
    "distinction": 0.8,
    "end": 2.0,
    "click": 0.05,
    "gem": 0.3,
}
NAMES = sorted(DURATIONS)


def read(path: Path) -> tuple[tuple[int, int, int, str], array.array]:
    """((channels, sample width in bytes, rate, compression), samples) of a WAV file."""
    with wave.open(str(path), "rb") as wav:
        form = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate(), wav.getcomptype())
        samples = array.array("h", wav.readframes(wav.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return form, samples


def dbfs(samples: array.array) -> float:
    peak = max((abs(x) for x in samples), default=0)
    return -math.inf if peak == 0 else 20 * math.log10(peak / FULL_SCALE)


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_sound_is_in_the_folder_and_the_script() -> None:
    assert sorted(path.stem for path in SOUND_DIR.glob("*.wav")) == NAMES
    assert sorted(load_script().SOUNDS) == NAMES


@pytest.mark.parametrize("name", NAMES)
def test_format_is_16_bit_mono_44k(name: str) -> None:
    form, _ = read(SOUND_DIR / f"{name}.wav")
    assert form == (1, 2, RATE, "NONE")


@pytest.mark.parametrize("name", NAMES)
def test_duration_is_as_intended(name: str) -> None:
    _, samples = read(SOUND_DIR / f"{name}.wav")
    assert len(samples) / RATE == pytest.approx(DURATIONS[name], rel=0.2)


@pytest.mark.parametrize("name", NAMES)
def test_peak_is_loud_enough_and_never_clips(name: str) -> None:
    _, samples = read(SOUND_DIR / f"{name}.wav")
    assert -6.0 <= dbfs(samples) <= -1.0


@pytest.mark.parametrize("name", NAMES)
def test_starts_and_ends_near_silence(name: str) -> None:
    """No click at either end: the first and last samples are silent, the tail has faded."""
    _, samples = read(SOUND_DIR / f"{name}.wav")
    edge = round(0.0001 * RATE)  # 0.1 ms
    assert dbfs(samples[:edge]) < -60.0
    assert dbfs(samples[-edge:]) < -60.0
    assert dbfs(samples[-round(0.005 * RATE) :]) < -40.0


def test_script_uses_the_standard_library_only() -> None:
    tree = ast.parse(SCRIPT.read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module.split(".")[0])
    assert imported <= set(sys.stdlib_module_names) | {"__future__"}


def pitch_hz(samples: array.array) -> float:
    """A rough pitch: half the zero crossings per second (exact for a pure tone)."""
    crossings = sum(1 for a, b in itertools.pairwise(samples) if (a < 0) != (b < 0))
    return crossings / 2 / (len(samples) / RATE)


def test_the_horn_is_low_and_the_coins_ring_high() -> None:
    """engineering.md §4b: a low horn for heroes and a short clink for coins; the end chord sits
    low as well, and every coin, gem and card sound is brighter than the horn by octaves."""
    pitch = {name: pitch_hz(read(SOUND_DIR / f"{name}.wav")[1]) for name in NAMES}
    assert pitch["hero"] < 200 and pitch["end"] < 400
    for bright in ("coin", "coins", "gem", "card", "flip"):
        assert pitch[bright] > 1500 > 8 * pitch["hero"], bright


def test_regenerating_gives_identical_bytes(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    for name in NAMES:
        fresh = (tmp_path / f"{name}.wav").read_bytes()
        assert fresh == (SOUND_DIR / f"{name}.wav").read_bytes(), f"{name}.wav differs"
