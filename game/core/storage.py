"""Files in the player's data directory: where they live, how they are written and read.

Saves, statistics and settings all go through here so that one rule holds everywhere: a file is
either the old version or the new one, never half of each (temp file + fsync + `os.replace`), and
a file we cannot read is renamed aside, never deleted or overwritten, so nothing a player cared
about is lost to a bug or a crash. No pygame: this is usable from the CLI and tests.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
import sys
import tempfile
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.safefile import read_capped

if TYPE_CHECKING:
    from platformdirs.api import PlatformDirsABC

log = logging.getLogger(__name__)

HOME_ENV = "NIDAVELLIR_HOME"
CACHE_ENV = "NIDAVELLIR_CACHE"
MAX_BYTES = 4 * 1024 * 1024  # far above any save, settings or statistics file the game writes
# Control characters no font draws, and lone surrogates UTF-8 cannot even encode.
_UNSAFE_CHARS = re.compile(r"[\x00-\x1f\x7f\ud800-\udfff]")
# The temp files `write_json_atomic` makes (`mkstemp` adds eight of [a-z0-9_]); only these are
# ours to remove when a killed process left them behind.
_TEMP_NAME = re.compile(r"\.[^/\\]+\.json\.[a-z0-9_]{8}\.tmp")


class StorageError(Exception):
    """A data file that cannot be used. `reason` is a short code the UI turns into a sentence
    ("missing", "unreadable", "empty", "truncated", "garbage", "too_large", "not_object"); the
    message says what is wrong in plain words."""

    def __init__(self, message: str, reason: str, path: Path) -> None:
        super().__init__(message)
        self.reason = reason
        self.path = path


@dataclass(frozen=True)
class Notice:
    """A message for the player: an i18n key with its parameters, and English text for logs and
    tests (pure modules cannot reach the UI's language tables, the UI translates the key)."""

    key: str
    text: str
    params: dict[str, str] = field(default_factory=dict)


def clean_text(text: str) -> str:
    """`text` with what no font can draw and no file can hold (control characters, lone UTF-16
    surrogates such as "\\ud800" from a hand-edited file) replaced by U+FFFD."""
    return _UNSAFE_CHARS.sub("\ufffd", text)


def data_dir() -> Path:
    """The folder for saves, statistics and settings (`data_path`), created on demand; raises
    `OSError` when it cannot be made (its path runs through a file, a read-only mount)."""
    path = data_path()
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_path() -> Path:
    """Where the data folder is, made or not: what a player is told when nothing can be
    written there. `NIDAVELLIR_HOME` wins (tests, portable installs); otherwise each system's
    usual place, as platformdirs knows it."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser()
    return Path(_system_folders().user_data_dir)


def cache_dir() -> Path:
    """The folder for what can be rebuilt at any time (validated card data), created on demand.

    `NIDAVELLIR_CACHE` wins; otherwise each system's usual cache place. Kept apart from
    `data_dir`, so headless runs with a data folder of their own still share it."""
    override = os.environ.get(CACHE_ENV)
    path = Path(override).expanduser() if override else Path(_system_folders().user_cache_dir)
    path.mkdir(parents=True, exist_ok=True)
    return path


def _system_folders() -> PlatformDirsABC:
    """The system's conventions, picked when asked rather than when imported (the tests play
    each system in turn). The names keep the folders of the versions before platformdirs:
    `~/.local/share/nidavellir` and `~/.cache/nidavellir` (XDG), `%APPDATA%\\Nidavellir` and
    `%LOCALAPPDATA%\\Nidavellir\\Cache`, `~/Library/Application Support/Nidavellir` and
    `~/Library/Caches/Nidavellir`."""
    if sys.platform.startswith("win"):
        from platformdirs.windows import Windows

        return Windows("Nidavellir", appauthor=False, roaming=True)
    if sys.platform == "darwin":
        from platformdirs.macos import MacOS

        return MacOS("Nidavellir")
    from platformdirs.unix import Unix

    return Unix("nidavellir")


def write_json_atomic(path: Path, data: Any) -> None:
    """Write `data` as JSON so that `path` holds either the old file or the complete new one.

    The text goes to a temp file in the same folder (same file system, so the rename is atomic),
    is flushed and fsynced, then `os.replace`d over the target. On any failure the temp file is
    removed and the old file is untouched.
    """
    # Encoded before any file is made: a lone surrogate or a NaN fails here (ValueError) and
    # leaves nothing behind, instead of half a temp file.
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False, allow_nan=False)
    write_bytes_atomic(Path(path), (text + "\n").encode("utf-8"))


def write_bytes_atomic(path: Path, raw: bytes) -> None:
    """Write `raw` so that `path` holds either what it held or all of `raw`: a temp file of a
    new name in the same folder (`mkstemp` neither follows nor reuses a link), written to the
    end, fsynced, then renamed over `path` (a link there is replaced, never written through).
    On any failure, a full disk midway included, the temp file is removed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        try:
            view = memoryview(raw)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (not on Windows)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_json(path: Path) -> dict[str, Any]:
    """Read a JSON object; raise `StorageError` saying plainly what is wrong with the file.

    Only a regular file of at most `MAX_BYTES` is read (a link to `/dev/zero` or a named pipe
    would never end), and nothing in it can crash the reader: nesting too deep for the parser,
    numbers too long to convert and `NaN`/`Infinity` (not JSON) all count as damage."""
    path = Path(path)
    name = path.name
    raw = read_regular(path)
    if not raw.strip():
        raise StorageError(f"The file {name} is empty.", "empty", path)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise StorageError(
            f"The file {name} is not text: it holds unreadable bytes.", "garbage", path
        ) from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise StorageError(
                f"The file {name} stops in the middle: it was cut short.", "truncated", path
            ) from None
        raise StorageError(
            f"The file {name} is damaged (line {exc.lineno}, column {exc.colno}).", "garbage", path
        ) from None
    except (ValueError, RecursionError, MemoryError) as exc:
        raise StorageError(
            f"The file {name} is damaged ({type(exc).__name__}).", "garbage", path
        ) from None
    if not isinstance(data, dict):
        raise StorageError(f"The file {name} does not hold the expected data.", "not_object", path)
    return data


def _no_constant(word: str) -> Any:
    raise ValueError(f"{word} is not a JSON number")


def read_regular(path: Path) -> bytes:
    """The bytes of `path` if it is a regular file of at most `MAX_BYTES` (`read_capped`);
    `StorageError` otherwise."""
    name = path.name

    def check(info: os.stat_result) -> None:
        if not stat.S_ISREG(info.st_mode):
            raise StorageError(f"The file {name} is not an ordinary file.", "unreadable", path)
        if info.st_size > MAX_BYTES:
            raise StorageError(f"The file {name} is far too large to be ours.", "too_large", path)

    try:
        raw = read_capped(path, MAX_BYTES, check)
    except FileNotFoundError:
        raise StorageError(f"The file {name} does not exist.", "missing", path) from None
    except OSError as exc:
        raise StorageError(
            f"The file {name} cannot be read ({exc.strerror or exc}).", "unreadable", path
        ) from None
    if raw is None:
        raise StorageError(f"The file {name} is far too large to be ours.", "too_large", path)
    return raw


def holds_exactly(path: Path, raw: bytes) -> bool:
    """Whether `path` is a regular file, not a link, holding `raw` and nothing else."""

    def regular(info: os.stat_result) -> None:
        if not stat.S_ISREG(info.st_mode):
            raise IsADirectoryError(path)  # any OSError: not the file wanted

    try:
        return read_capped(path, len(raw), regular, getattr(os, "O_NOFOLLOW", 0)) == raw
    except OSError:  # missing, a link (O_NOFOLLOW), unreadable
        return False


def set_aside(path: Path) -> Path:
    """Rename a bad file to `<name>.corrupt-<YYYYmmdd-HHMMSS>` so it is kept for inspection but
    never loaded or overwritten again. Never deletes; adds `-2`, `-3`… rather than overwrite.

    A symbolic link is moved aside as the link itself: its target (perhaps a system file) is
    never followed, linked to or touched."""
    path = Path(path)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.corrupt-{stamp}"
    target = path.with_name(base)
    n = 2
    while True:
        try:
            _rename_no_clobber(path, target)
            return target
        except FileExistsError:
            target = path.with_name(f"{base}-{n}")
            n += 1


def kept_name(path: Path) -> str:
    """`set_aside(path)` for a file the game can do without (settings, statistics): the name
    the file is kept under, or its own name when even moving it fails (a read-only folder; the
    next write replaces it), so the game always goes on."""
    try:
        return set_aside(path).name
    except OSError:
        log.exception("could not set %s aside", path.name)
        return Path(path).name


def move_no_clobber(src: Path, dst: Path) -> None:
    """Move `src` to `dst` (a file or a link, as it is); `FileExistsError` rather than replace
    anything already at `dst`."""
    _rename_no_clobber(Path(src), Path(dst))


def _rename_no_clobber(src: Path, dst: Path) -> None:
    """Rename that fails with FileExistsError instead of replacing `dst`. A hard link of a
    regular file is the one portable no-clobber primitive; anything else (a link, a folder, a
    system without hard links) gets a checked rename, which never follows a link."""
    if stat.S_ISREG(os.lstat(src).st_mode):  # not a link: there is nothing `link` could follow
        try:
            os.link(src, dst)
        except FileExistsError:
            raise
        except OSError:
            pass
        else:
            src.unlink()
            return
    if os.path.lexists(dst):
        raise FileExistsError(dst)
    os.rename(src, dst)


def remove_leftover_temp_files(folder: Path) -> list[str]:
    """Remove the temp files of writes that never finished (the process was killed between
    writing and renaming); returns their names. Only names `write_json_atomic` makes, only in
    `folder` itself; `unlink` removes a link, never its target."""
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _TEMP_NAME.fullmatch(entry.name):
            continue
        try:
            if entry.is_dir(follow_symlinks=False):
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(entry.name)
    return removed
