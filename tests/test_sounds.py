"""The sounds: format, length, level and clean edges of every one, a deterministic generator for
the synthesized ones, and a credits row for each."""

from __future__ import annotations

import array
import ast
import importlib.util
import itertools
import math
import os
import shutil
import subprocess
import sys
import wave
from pathlib import Path
from types import ModuleType

import pytest

SOUND_DIR = Path(__file__).resolve().parents[1] / "sounds"
SCRIPT = SOUND_DIR / "make_sounds.py"
RECORDED_SCRIPT = SOUND_DIR / "make_recorded.py"
MUSIC_SCRIPT = SOUND_DIR / "make_music.py"
CREDITS = SOUND_DIR.parent / "CREDITS.md"
RATE = 44_100
FULL_SCALE = 32_767

# The intended length of each sound (the brief of docs/rules/engineering.md §4b: soft and short).
SYNTHESIZED = {"hero": 0.9, "distinction": 0.8, "end": 2.0, "gem": 0.3}
RECORDED = {"coin": 0.235, "coins": 0.935, "card": 0.2, "flip": 0.155, "click": 0.1}
DURATIONS = SYNTHESIZED | RECORDED
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


def load_script(script: Path = SCRIPT) -> ModuleType:
    spec = importlib.util.spec_from_file_location(script.stem, script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[script.stem] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_every_sound_is_in_the_folder_and_one_script() -> None:
    assert sorted(path.stem for path in SOUND_DIR.glob("*.wav")) == NAMES
    assert sorted(load_script().SOUNDS) == sorted(SYNTHESIZED)
    assert sorted(load_script(RECORDED_SCRIPT).RECORDED) == sorted(RECORDED)


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


@pytest.mark.parametrize("script", [SCRIPT, RECORDED_SCRIPT, MUSIC_SCRIPT], ids=lambda p: p.name)
def test_scripts_use_the_standard_library_only(script: Path) -> None:
    """The recorded sounds and the music need vorbis-tools besides: programs, not packages."""
    tree = ast.parse(script.read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module.split(".")[0])
    assert imported <= set(sys.stdlib_module_names) | {"__future__", "make_sounds"}


def pitch_hz(samples: array.array) -> float:
    """A rough pitch: half the zero crossings per second (exact for a pure tone)."""
    crossings = sum(1 for a, b in itertools.pairwise(samples) if (a < 0) != (b < 0))
    return crossings / 2 / (len(samples) / RATE)


def test_the_horn_is_low_and_the_coins_ring_high() -> None:
    """engineering.md §4b: a low horn for heroes and a short clink for coins; the end chord sits
    low as well, and every coin and gem sound is brighter than the horn by octaves (the card's
    swish is air, not a pitch)."""
    pitch = {name: pitch_hz(read(SOUND_DIR / f"{name}.wav")[1]) for name in NAMES}
    assert pitch["hero"] < 200 and pitch["end"] < 400
    for bright in ("coin", "coins", "gem", "flip"):
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
    assert sorted(path.stem for path in tmp_path.iterdir()) == sorted(SYNTHESIZED)
    for name in SYNTHESIZED:
        fresh = (tmp_path / f"{name}.wav").read_bytes()
        assert fresh == (SOUND_DIR / f"{name}.wav").read_bytes(), f"{name}.wav differs"


def credit_rows(section: str) -> dict[str, list[str]]:
    """The rows of a table CREDITS.md holds between its `section` marker lines, by file."""
    text = CREDITS.read_text(encoding="utf-8")
    start = text.index(f"<!-- {section}: begin")
    table = text[start : text.index(f"<!-- {section}: end -->")].splitlines()[3:]
    rows = [[cell.strip() for cell in row.strip("|").split("|")] for row in table]
    return {row[0].strip("`"): row[1:] for row in rows}


def test_credits_name_every_sound_with_source_author_and_licence() -> None:
    rows = credit_rows("sounds")
    assert sorted(rows) == [f"sounds/{name}.wav" for name in NAMES]
    for name in NAMES:
        source, author, licence, _ = rows[f"sounds/{name}.wav"]
        if name in RECORDED:
            assert source.startswith("wesnoth-1.16-data: `") and licence == "GPL-2.0-or-later"
            assert author == "Battle for Wesnoth contributors"
        else:
            assert source == "synthesized by `sounds/make_sounds.py`"
            assert (author, licence) == ("this project", "GPL-3.0-or-later")
    assert load_script(RECORDED_SCRIPT).credits_table() in CREDITS.read_text(encoding="utf-8")


def test_credits_name_every_track_with_source_composer_and_licence() -> None:
    rows = credit_rows("music")
    tracks = sorted(path.name for path in (SOUND_DIR / "music").glob("*.ogg"))
    assert sorted(rows) == [f"sounds/music/{name}" for name in tracks]
    assert tuple(Path(name).stem for name in rows) == load_script(MUSIC_SCRIPT).TRACKS
    for name in tracks:
        source, title, composer, licence = rows[f"sounds/music/{name}"]
        assert source == f"`data/core/music/{name}`" and licence == "GPL-2.0-or-later"
        assert title and composer


def reproduce(script: Path, package_env: str, out: Path) -> Path:
    """Run `script` on the unpacked package named by `package_env` into `out`, with a copy of
    CREDITS.md; the copy, rewritten."""
    credits = out / "CREDITS.md"
    credits.write_text(CREDITS.read_text(encoding="utf-8"), encoding="utf-8")
    package = os.environ[package_env]
    done = subprocess.run(
        [
            sys.executable,
            str(script),
            "--wesnoth",
            package,
            "--out",
            str(out),
            "--credits",
            str(credits),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return credits


VORBIS_TOOLS = shutil.which("oggdec") and shutil.which("oggenc") and shutil.which("vorbiscomment")


@pytest.mark.skipif(
    not (os.environ.get("WESNOTH_DATA") and VORBIS_TOOLS),
    reason="set WESNOTH_DATA to where wesnoth-1.16-data is unpacked; needs vorbis-tools",
)
def test_make_recorded_reproduces_the_committed_sounds(tmp_path: Path) -> None:
    credits = reproduce(RECORDED_SCRIPT, "WESNOTH_DATA", tmp_path)
    for name in RECORDED:
        fresh = (tmp_path / f"{name}.wav").read_bytes()
        assert fresh == (SOUND_DIR / f"{name}.wav").read_bytes(), f"{name}.wav differs"
    assert credits.read_text(encoding="utf-8") == CREDITS.read_text(encoding="utf-8")


@pytest.mark.skipif(
    not (os.environ.get("WESNOTH_MUSIC") and VORBIS_TOOLS),
    reason="set WESNOTH_MUSIC to where wesnoth-1.16-music is unpacked; needs vorbis-tools",
)
def test_make_music_reproduces_the_committed_tracks(tmp_path: Path) -> None:
    credits = reproduce(MUSIC_SCRIPT, "WESNOTH_MUSIC", tmp_path)
    for path in sorted((SOUND_DIR / "music").glob("*.ogg")):
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), path.name
    assert credits.read_text(encoding="utf-8") == CREDITS.read_text(encoding="utf-8")
