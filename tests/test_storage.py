"""The data directory, atomic writes, plain-words read errors and setting bad files aside."""

from __future__ import annotations

import json
import os
import sys
from datetime import datetime
from pathlib import Path

import platformdirs.windows
import pytest

from game.core import storage
from game.core.storage import StorageError, data_dir, read_json, set_aside, write_json_atomic


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_the_env_var_wins_and_the_folder_is_created(home: Path) -> None:
    assert not home.exists()
    assert data_dir() == home
    assert home.is_dir()


def test_linux_uses_xdg_data_home_then_local_share(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("NIDAVELLIR_HOME")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "nidavellir"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    assert data_dir() == tmp_path / "user" / ".local" / "share" / "nidavellir"


def test_windows_and_macos_places(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("NIDAVELLIR_HOME")
    monkeypatch.setattr(sys, "platform", "win32")
    # platformdirs asks Windows for its folders; here it reads them from the environment
    monkeypatch.setattr(
        platformdirs.windows,
        "_resolve_win_folder",
        platformdirs.windows.get_win_folder_from_env_vars,
    )
    monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    assert data_dir() == tmp_path / "roaming" / "Nidavellir"
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setenv("HOME", str(tmp_path / "mac"))
    assert data_dir() == tmp_path / "mac" / "Library" / "Application Support" / "Nidavellir"


def test_atomic_write_round_trips_and_leaves_no_temp_file(home: Path) -> None:
    path = data_dir() / "thing.json"
    write_json_atomic(path, {"name": "Sigrún", "n": [1, 2]})
    write_json_atomic(path, {"name": "Été", "n": [3]})
    assert read_json(path) == {"name": "Été", "n": [3]}
    assert sorted(p.name for p in home.iterdir()) == ["thing.json"]


def test_a_crash_before_the_rename_keeps_the_old_file_whole(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = data_dir() / "thing.json"
    write_json_atomic(path, {"version": 1})
    before = path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="power cut"):
        write_json_atomic(path, {"version": 2, "big": list(range(1000))})
    assert path.read_bytes() == before
    assert sorted(p.name for p in home.iterdir()) == ["thing.json"]


def test_a_crash_while_writing_keeps_the_old_file_whole(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = data_dir() / "thing.json"
    write_json_atomic(path, {"version": 1})

    def crash(fd: int) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(OSError, match="disk full"):
        write_json_atomic(path, {"version": 2})
    assert read_json(path) == {"version": 1}
    assert [p.name for p in home.iterdir()] == ["thing.json"]


def test_unserialisable_data_never_touches_the_file(home: Path) -> None:
    path = data_dir() / "thing.json"
    write_json_atomic(path, {"version": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"version": object()})
    assert read_json(path) == {"version": 1}
    assert [p.name for p in home.iterdir()] == ["thing.json"]


@pytest.mark.parametrize(
    ("content", "reason", "words"),
    [
        (b"", "empty", "is empty"),
        (b"  \n\t", "empty", "is empty"),
        (b'{"format": 1, "history": ["s0 bid', "truncated", "cut short"),
        (b'{"format": 1, "seats": [', "truncated", "cut short"),
        (b"\x00\xff\xfe\x89PNG garbage \x80\x81", "garbage", "not text"),
        (b"hello, world", "garbage", "damaged"),
        (b'{"a": 1} trailing', "garbage", "damaged"),
        (b"[1, 2, 3]", "not_object", "expected data"),
    ],
)
def test_bad_files_are_explained_in_plain_words(
    home: Path, content: bytes, reason: str, words: str
) -> None:
    path = data_dir() / "bad.json"
    path.write_bytes(content)
    with pytest.raises(StorageError) as info:
        read_json(path)
    assert info.value.reason == reason
    assert words in str(info.value) and "bad.json" in str(info.value)
    assert path.read_bytes() == content  # reading never changes the file


def test_a_missing_file_is_its_own_reason(home: Path) -> None:
    with pytest.raises(StorageError) as info:
        read_json(data_dir() / "nothing.json")
    assert info.value.reason == "missing"


def test_set_aside_renames_with_a_time_stamp_and_never_overwrites(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Frozen(datetime):
        @classmethod
        def now(cls, tz: object = None) -> Frozen:  # type: ignore[override]
            return cls(2025, 3, 4, 5, 6, 7)

    monkeypatch.setattr(storage, "datetime", Frozen)
    path = data_dir() / "save.json"
    names = []
    for i in range(3):
        path.write_text(json.dumps({"i": i}))
        names.append(set_aside(path).name)
        assert not path.exists()
    assert names == [
        "save.json.corrupt-20250304-050607",
        "save.json.corrupt-20250304-050607-2",
        "save.json.corrupt-20250304-050607-3",
    ]
    assert [json.loads((home / n).read_text())["i"] for n in names] == [0, 1, 2]
