"""A planted rules cache never runs code and never stops the game (issue 11, item 5).

The cache folder may be shared and its names are predictable. Each test plants files under
every name the cache could read (today's `rules-<key>.json`, the former `rules-<key>.pickle`)
whose reading would create a marker file if anything executed them, and checks that the marker
never appears, that the rules are the validated ones, and that the window starts.
"""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.nidavellir import rulecache, schema
from game.nidavellir.data import DATA_DIR

ROOT = Path(__file__).resolve().parents[2]


class Payload:
    """Unpickling this calls `open(marker, "w")`: the file appears if a pickle is ever read."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[Any, ...]:
        return (open, (str(self.marker), "w"))


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    folder.mkdir()
    monkeypatch.setenv("NIDAVELLIR_CACHE", str(folder))
    return folder


KINDS = (
    "deep",
    "foreign_class",
    "ids_out_of_order",
    "nan",
    "pickle",
    "pickle_inside_json",
    "retyped_field",
)


def hostile_file(kind: str, marker: Path) -> bytes:
    """What a stranger could put in the cache, by kind."""
    evil = pickle.dumps(Payload(marker), protocol=pickle.HIGHEST_PROTOCOL)
    if kind == "pickle":
        return evil
    if kind == "pickle_inside_json":
        return json.dumps({"format": 1, "rules": evil.hex()}).encode()
    if kind == "deep":
        return b"[" * 100_000 + b"]" * 100_000
    if kind == "nan":
        return b'{"format": 1, "rules": NaN}'
    valid = json.loads(
        json.dumps(
            {"format": rulecache.FORMAT, "rules": rulecache._encode(schema.load_files(DATA_DIR))}
        )
    )
    rules = valid["rules"]
    if kind == "retyped_field":
        rules["cards"][0]["ranks"] = {"__reduce__": ["os.system", f"touch {marker}"]}
    elif kind == "foreign_class":
        rules["offering_name"] = {"__class__": "subprocess.Popen", "args": ["touch", str(marker)]}
    else:
        rules["cards"][0]["id"] = 5
    return json.dumps(valid).encode()


def plant(folder: Path, content: bytes) -> list[Path]:
    key = rulecache.cache_key(DATA_DIR)
    paths = [
        folder / rulecache.entry_name(key),  # the name read now
        folder / f"rules-{key}.json",  # the names of earlier versions
        folder / f"rules-{key}.pickle",
    ]
    for path in paths:
        path.write_bytes(content)
    return paths


@pytest.mark.parametrize("kind", KINDS)
def test_a_planted_cache_runs_nothing_and_is_replaced(
    cache: Path, tmp_path: Path, kind: str
) -> None:
    marker = tmp_path / "ran"
    planted = plant(cache, hostile_file(kind, marker))
    rules = rulecache.cached_rules(DATA_DIR)
    assert not marker.exists()
    assert rules == schema.load_files(DATA_DIR)
    key = rulecache.cache_key(DATA_DIR)
    entry = rulecache.entry_name(key)
    # The unprefixed names of earlier versions are never read; perhaps another program's, they
    # stay as they were.
    assert sorted(p.name for p in cache.iterdir()) == sorted(p.name for p in planted)
    assert all(p.read_bytes() == hostile_file(kind, marker) for p in planted if p.name != entry)
    assert rulecache._read(cache / entry) == rules


def test_a_linked_cache_file_is_not_followed(cache: Path, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    target = tmp_path / "elsewhere.pickle"
    target.write_bytes(hostile_file("pickle", marker))
    key = rulecache.cache_key(DATA_DIR)
    (cache / rulecache.entry_name(key)).symlink_to(target)
    assert rulecache.cached_rules(DATA_DIR) == schema.load_files(DATA_DIR)
    assert not marker.exists() and target.read_bytes().startswith(b"\x80")
    assert not (cache / rulecache.entry_name(key)).is_symlink()


def test_a_cache_others_may_write_is_not_trusted(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rulecache.cached_rules(DATA_DIR)
    (path,) = cache.iterdir()
    assert path.stat().st_mode & 0o777 == 0o644
    os.chmod(path, 0o666)
    validated = []
    real = schema.load_files

    def counting(folder: Path) -> Any:
        validated.append(folder)
        return real(folder)

    monkeypatch.setattr(schema, "load_files", counting)
    rulecache.cached_rules(DATA_DIR)
    assert validated == [DATA_DIR] and path.stat().st_mode & 0o777 == 0o644
    rulecache.cached_rules(DATA_DIR)
    assert validated == [DATA_DIR]  # our own file again: read, not validated


def test_leftovers_of_a_killed_write_go_with_the_next_store(cache: Path) -> None:
    (cache / ".nidavellir-rules-x8_q2k7m.tmp").write_bytes(b"half")
    (cache / "notes.txt").write_text("not ours", encoding="utf-8")
    rulecache.cached_rules(DATA_DIR)
    key = rulecache.cache_key(DATA_DIR)
    assert sorted(p.name for p in cache.iterdir()) == [rulecache.entry_name(key), "notes.txt"]


THEIRS = [
    ".rules-abc123",
    ".rules-k2j3_h4g.tmp",
    ".rules-settings",
    ".nidavellir-rules-x8_q.tmp",
    ".nidavellir-rules-notes",
    ".nidavellir-rules-x8_q2k7m.tmp.keep",
    f"rules-{'b' * 24}.json",
    f"rules-{'c' * 24}.pickle",
    f"nidavellir-rules-{'d' * 24}.pickle",
    f"nidavellir-rules-{'E' * 24}.json",
    f"nidavellir-rules-{'f' * 23}.json",
    f"nidavellir-rules-{'a' * 24}.json.bak",
    f"arran-rules-{'a' * 24}.json",
]


def test_a_store_in_a_shared_folder_removes_only_names_it_writes(cache: Path) -> None:
    """Only `nidavellir-rules-<24 hex>.json` and the temp files `mkstemp` makes for it are
    ours; whatever else lives in a shared cache folder stays, however alike its name."""
    for name in THEIRS:
        (cache / name).write_text("theirs", encoding="utf-8")
    ours = [f"nidavellir-rules-{'0' * 24}.json", ".nidavellir-rules-a1b2c3d_.tmp"]
    for name in ours:
        (cache / name).write_bytes(b"ours, stale")
    rulecache.cached_rules(DATA_DIR)
    entry = rulecache.entry_name(rulecache.cache_key(DATA_DIR))
    assert sorted(p.name for p in cache.iterdir()) == sorted([*THEIRS, entry])
    assert all((cache / name).read_text(encoding="utf-8") == "theirs" for name in THEIRS)


def test_the_game_starts_over_a_planted_cache_and_nothing_runs(cache: Path, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    plant(cache, hostile_file("pickle", marker))
    env = {
        **os.environ,
        "NIDAVELLIR_CACHE": str(cache),
        "NIDAVELLIR_HOME": str(tmp_path / "h"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    code = (
        "from game.ui.app import App\n"
        "from game.ui.scenes.menus import MenuScene\n"
        "app = App()\n"
        "app.push(MenuScene(app))\n"
        "app.step(16)\n"
        "print('started', len(app.rules.cards))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == f"started {len(schema.load_files(DATA_DIR).cards)}"
    assert not marker.exists()
