"""Reading a text file a person hands us, without trusting anything about it.

A path given on the command line may name a device (`/dev/zero` never ends), a named pipe (opening
it waits for a writer forever), a file far larger than any table, or text in an encoding other
than UTF-8 (Windows Notepad saves UTF-16). Each of these becomes one `DataError` naming the file,
raised before more than `max_bytes` are read, so no input can hang the program or exhaust memory.
"""

from __future__ import annotations

import codecs
import os
import stat
from collections.abc import Callable
from pathlib import Path

from game.core.errors import DataError

MAX_BYTES = 1 << 20  # 1 MiB: a finished table or a card list is a few kilobytes
_NONBLOCKING = (
    getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
)

# UTF-32's marks are looked for first: UTF-32-LE's begins with UTF-16-LE's.
_REFUSED_BOMS = ((codecs.BOM_UTF32_LE, "UTF-32"), (codecs.BOM_UTF32_BE, "UTF-32"))
_ACCEPTED_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


def _refuse(path: Path, message: str) -> DataError:
    return DataError(f"{path}: {message}")


def _kind(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def _size_text(size: int) -> str:
    return f"{size / (1 << 20):.1f} MiB" if size >= 1 << 20 else f"{size:,} bytes"


def read_capped(
    path: Path, max_bytes: int, check: Callable[[os.stat_result], None], flags: int = 0
) -> bytes | None:
    """The bytes of `path`, opened non-blocking (so a named pipe cannot make `open` wait) with
    `flags` added; `check` is given the open descriptor's `stat` and raises to refuse the file
    (the one guard against a path swapped after any earlier look). At most `max_bytes + 1` are
    read: None when the file grew beyond `max_bytes` after the check. `OSError` propagates."""
    fd = os.open(path, os.O_RDONLY | _NONBLOCKING | flags)
    try:
        check(os.fstat(fd))
        chunks: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    return data if len(data) <= max_bytes else None


def read_bytes(path: Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The content of a regular file of at most `max_bytes`; anything else is a `DataError`.

    The kind and size are checked with `stat` before opening (opening a device may do
    something), and again on the open descriptor (`read_capped`)."""
    try:
        info = os.stat(path)
    except (OSError, ValueError) as exc:  # ValueError: a NUL character in the path
        raise _refuse(path, f"cannot read the file ({_reason(exc)})") from None
    _check_kind(path, info, max_bytes)
    try:
        data = read_capped(path, max_bytes, lambda fd_info: _check_kind(path, fd_info, max_bytes))
    except OSError as exc:
        raise _refuse(path, f"cannot read the file ({_reason(exc)})") from None
    if data is None:  # the file grew after the size check
        raise _refuse(
            path, f"the file is larger than {_size_text(max_bytes)}; no real table needs that much"
        )
    return data


def _check_kind(path: Path, info: os.stat_result, max_bytes: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise _refuse(path, f"{_kind(info.st_mode)}, not a file; give the path of a text file")
    if info.st_size > max_bytes:
        raise _refuse(
            path,
            f"the file is {_size_text(info.st_size)}, more than the "
            f"{_size_text(max_bytes)} allowed; no real table needs that much",
        )


def _reason(exc: Exception) -> str:
    return (exc.strerror if isinstance(exc, OSError) else None) or str(exc)


def decode(path: Path, data: bytes) -> str:
    """UTF-8 (with or without a byte order mark) or UTF-16 with one; the rest is refused.

    A file in another encoding (Latin-1, Windows-1252, UTF-16 without a mark) is refused rather
    than guessed at: a wrong guess would silently turn names into other letters.
    """
    for bom, name in _REFUSED_BOMS:
        if data.startswith(bom):
            raise _refuse(path, f"the file is {name} text; save it as UTF-8")
    encoding = next((enc for bom, enc in _ACCEPTED_BOMS if data.startswith(bom)), "utf-8")
    if encoding == "utf-8":  # looked for first: a NUL in UTF-8 is UTF-16 without its mark
        _refuse_nul(path, data.find(b"\x00"), data, encoding)
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        line, column = position(data, exc.start, encoding)
        label = "UTF-16" if encoding == "utf-16" else "UTF-8"
        raise _refuse(
            path,
            f"line {line}, column {column}: byte 0x{data[exc.start]:02X} is not "
            f"{label} text; save the file as UTF-8 (Latin-1 and other "
            "encodings are not read)",
        ) from None
    _refuse_nul(path, text.find("\x00"), text, None)
    return text


def _refuse_nul(path: Path, offset: int, content: bytes | str, encoding: str | None) -> None:
    if offset < 0:
        return
    line, column = position(content, offset, encoding)
    raise _refuse(
        path,
        f"line {line}, column {column}: a NUL character; a table file is plain "
        "text (saved as UTF-8 or as UTF-16 with a byte order mark)",
    )


def position(content: bytes | str, offset: int, encoding: str | None = "utf-8") -> tuple[int, int]:
    """Line and column (from 1) of an offset into text, or into its bytes in `encoding`
    (columns count characters, as an editor shows them)."""
    before = content[:offset]
    if isinstance(before, bytes):
        before = before.decode(encoding or "utf-8", errors="replace").removeprefix("\ufeff")
    line = before.count("\n") + 1
    return line, len(before) - (before.rfind("\n") + 1) + 1


def read_text(path: Path, max_bytes: int = MAX_BYTES) -> str:
    """A small regular text file's content, or one `DataError` saying why not."""
    return decode(path, read_bytes(path, max_bytes))
