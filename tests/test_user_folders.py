"""The data and cache folders are platformdirs' answers, and the same folders as the versions
before it on Linux, Windows and macOS; `NIDAVELLIR_HOME` and `NIDAVELLIR_CACHE` still win."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs.windows
import pytest

from game.core import storage


@pytest.fixture(autouse=True)
def no_overrides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("NIDAVELLIR_HOME", "NIDAVELLIR_CACHE", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "user"))


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Windows as platformdirs sees it, its known folders read from the environment (this machine
    has no Windows shell to ask)."""
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(
        platformdirs.windows,
        "_resolve_win_folder",
        platformdirs.windows.get_win_folder_from_env_vars,
    )
    monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "local"))


def test_linux_folders_follow_xdg_and_ignore_a_relative_xdg(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    assert storage.data_path() == tmp_path / "user" / ".local" / "share" / "nidavellir"
    assert storage.cache_dir() == tmp_path / "user" / ".cache" / "nidavellir"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    assert storage.data_path() == tmp_path / "xdg-data" / "nidavellir"
    assert storage.cache_dir() == tmp_path / "xdg-cache" / "nidavellir"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")  # the XDG spec: ignored
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")
    assert storage.data_path() == tmp_path / "user" / ".local" / "share" / "nidavellir"
    assert storage.cache_dir() == tmp_path / "user" / ".cache" / "nidavellir"


def test_windows_folders_are_roaming_data_and_local_cache(windows: None, tmp_path: Path) -> None:
    assert storage.data_path() == tmp_path / "roaming" / "Nidavellir"
    assert storage.cache_dir() == tmp_path / "local" / "Nidavellir" / "Cache"


def test_macos_folders_are_application_support_and_caches(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    library = tmp_path / "user" / "Library"
    assert storage.data_path() == library / "Application Support" / "Nidavellir"
    assert storage.cache_dir() == library / "Caches" / "Nidavellir"


def test_windows_asks_the_system_for_its_known_folders(
    windows: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The folder Windows names (its known-folder API through platformdirs), not a guess from
    an environment variable that a shell may have changed or left out."""
    known = {"CSIDL_APPDATA": tmp_path / "known-roaming", "CSIDL_LOCAL_APPDATA": tmp_path / "kl"}
    monkeypatch.setattr(platformdirs.windows, "_resolve_win_folder", lambda name: str(known[name]))
    monkeypatch.delenv("APPDATA")
    assert storage.data_path() == tmp_path / "known-roaming" / "Nidavellir"
    assert storage.cache_dir() == tmp_path / "kl" / "Nidavellir" / "Cache"


@pytest.mark.parametrize("system", ["linux", "win32", "darwin"])
def test_the_overrides_win_on_every_system(
    windows: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, system: str
) -> None:
    monkeypatch.setattr(sys, "platform", system)
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path / "portable" / "home"))
    monkeypatch.setenv("NIDAVELLIR_CACHE", "~/cache-here")
    assert storage.data_dir() == tmp_path / "portable" / "home"
    assert storage.cache_dir() == tmp_path / "user" / "cache-here"
    assert (tmp_path / "portable" / "home").is_dir()
    assert (tmp_path / "user" / "cache-here").is_dir()


def test_requirements_pin_platformdirs() -> None:
    root = Path(__file__).resolve().parents[1]
    lines = (root / "requirements.txt").read_text(encoding="utf-8").splitlines()
    assert [line for line in lines if line.startswith("platformdirs")] == [
        f"platformdirs=={platformdirs.__version__}"
    ]
