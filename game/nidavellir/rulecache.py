"""The validated `Rules` kept between runs, so a start with unchanged files skips pydantic.

Validating the YAML costs about a tenth of a second (most of it importing pydantic and building
its models), on every start and in every AI worker process. The result depends only on the data
files and on the code that reads them, so it is cached under a hash of exactly those bytes: any
edit to a file or to the loader gives a new key and a fresh validation. A cache that cannot be
read or written is ignored; the game never depends on it.

The cache folder may be shared (`NIDAVELLIR_CACHE`) and its names are predictable, so reading
the cache must never run code: it is plain JSON, rebuilt into the frozen dataclasses of
`data.py` by their type hints, every value checked against its declared type on the way (a
planted file is at worst refused and replaced). Only our own file is read: a file owned by
another user, or writable by others, is ignored.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
import stat
import sys
import tempfile
import types
import typing
from collections.abc import Callable
from contextlib import suppress
from functools import cache
from pathlib import Path
from typing import Any

from game.core.safefile import read_capped
from game.core.storage import cache_dir
from game.nidavellir import data as data_module
from game.nidavellir.data import Rules

FORMAT = 1
MAX_BYTES = 8 * 1024 * 1024  # the cache of the shipped data is about 200 KB
_CODE = (
    *(Path(__file__).with_name(name) for name in ("data.py", "schema.py", "campschema.py")),
    Path(__file__),
)
GAME = "nidavellir"  # each game keys its own entries, so no game ever removes another's
# Exactly the names `_store` writes: `entry_name`'s, and the temp files `mkstemp` makes for it
# (eight of [a-z0-9_]). The cache folder may be shared: a name merely alike (another program's,
# or an unprefixed one of the versions before the game key) is never removed.
_OURS = re.compile(rf"{GAME}-rules-[0-9a-f]{{24}}\.json|\.{GAME}-rules-[a-z0-9_]{{8}}\.tmp")

Decoder = Callable[[Any], Any]


class CacheError(ValueError):
    """A cache file that is not exactly what `_encode` writes."""


def cache_key(folder: Path) -> str:
    digest = hashlib.sha256(sys.version.encode())
    for path in [*_CODE, *sorted(folder.glob("*.yaml"))]:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:24]


def entry_name(key: str) -> str:
    """The cache file of the rules whose `cache_key` is `key`."""
    return f"{GAME}-rules-{key}.json"


def cached_rules(folder: Path) -> Rules:
    """The `Rules` of `folder`: from the cache if present, else validated and cached."""
    try:
        path: Path | None = cache_dir() / entry_name(cache_key(folder))
    except OSError:
        path = None
    if path is not None:
        rules = _read(path)
        if rules is not None:
            return rules
    from game.nidavellir.schema import load_files

    rules = load_files(folder)
    if path is not None:
        _store(path, rules)
    return rules


def _read(path: Path) -> Rules | None:
    """The cached rules, or None when the file is missing, not ours or not exactly right."""
    try:
        raw = read_capped(path, MAX_BYTES, _check_file, getattr(os, "O_NOFOLLOW", 0))
        if raw is None:
            return None
        document = json.loads(raw, parse_constant=_refuse)
        if not isinstance(document, dict) or document.get("format") != FORMAT:
            return None
        rules = _decoder(Rules)(document.get("rules"))
        _check_ids(rules)
        return typing.cast(Rules, rules)
    except Exception:  # damaged, stale or planted: costs one validation, never the start
        return None


def _check_file(info: os.stat_result) -> None:
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES or not _ours(info):
        raise CacheError("not a small regular file of ours")


def _ours(info: os.stat_result) -> bool:
    """Written by this user and by nobody else (POSIX; Windows has no such bits)."""
    if not hasattr(os, "getuid"):
        return True
    return info.st_uid == os.getuid() and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def _refuse(word: str) -> Any:
    raise CacheError(f"{word} is not JSON")


def _check_ids(rules: Any) -> None:
    """Cheap cross-checks the types cannot express: a card's id is its place in `cards`."""
    if any(card.id != i for i, card in enumerate(rules.cards)):
        raise CacheError("card ids out of order")
    if rules.card_ids != {card.key: card.id for card in rules.cards}:
        raise CacheError("card_ids does not match the cards")


# ------------------------------------------------------------------ writing


def _encode(value: Any) -> Any:
    """Plain JSON data: a dataclass is an object of its fields, a dict a list of [key, value]
    pairs (its keys may be ints or tuples), a tuple a list."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return [[_encode(k), _encode(v)] for k, v in value.items()]
    if isinstance(value, tuple | list):
        return [_encode(v) for v in value]
    return value


def _store(path: Path, rules: Rules) -> None:
    """Write atomically (a second process may read it at the same moment), readable by all but
    writable by us alone; remove earlier entries and leftovers. Failures are fine."""
    text = json.dumps(
        {"format": FORMAT, "rules": _encode(rules)},
        ensure_ascii=False,
        separators=(",", ":"),
        allow_nan=False,
    )
    with suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{GAME}-rules-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(text.encode("utf-8"))
            os.chmod(tmp, 0o644)
            os.replace(tmp, path)
            for old in path.parent.iterdir():  # earlier data or code, or a killed write
                if old != path and _OURS.fullmatch(old.name):
                    with suppress(OSError):
                        old.unlink()  # a link goes, never its target
        finally:
            with suppress(OSError):
                os.unlink(tmp)


# ------------------------------------------------------------------ reading


@cache
def _decoder(hint: Any) -> Decoder:
    """A function rebuilding a value of type `hint` from `_encode`'s output, checking every
    part against the type (so a file can give nothing but the dataclasses of `data.py`)."""
    if hint in (int, str, bool):
        return _scalar(hint)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return _optional(args)
    if origin is tuple:
        return _tuple(args)
    if origin is dict:
        return _dict(_decoder(args[0]), _decoder(args[1]))
    if (
        isinstance(hint, type)
        and dataclasses.is_dataclass(hint)
        and getattr(data_module, hint.__name__, None) is hint
    ):
        return _dataclass(hint)  # only the frozen classes of data.py, nothing a file names
    raise TypeError(f"no decoder for {hint!r}")


def _scalar(kind: type) -> Decoder:
    def decode(raw: Any) -> Any:
        if type(raw) is not kind:
            raise CacheError(f"expected {kind.__name__}")
        return raw

    return decode


def _optional(args: tuple[Any, ...]) -> Decoder:
    others = [a for a in args if a is not type(None)]
    if len(others) != 1 or len(args) != 2:
        raise TypeError(f"only `X | None` unions are cached, not {args!r}")
    inner = _decoder(others[0])
    return lambda raw: None if raw is None else inner(raw)


def _tuple(args: tuple[Any, ...]) -> Decoder:
    if len(args) == 2 and args[1] is Ellipsis:
        item = _decoder(args[0])

        def many(raw: Any) -> tuple[Any, ...]:
            if type(raw) is not list:
                raise CacheError("expected a list")
            return tuple(item(x) for x in raw)

        return many
    items = [_decoder(a) for a in args]

    def fixed(raw: Any) -> tuple[Any, ...]:
        if type(raw) is not list or len(raw) != len(items):
            raise CacheError(f"expected a list of {len(items)}")
        return tuple(f(x) for f, x in zip(items, raw, strict=True))

    return fixed


def _dict(key: Decoder, value: Decoder) -> Decoder:
    def decode(raw: Any) -> dict[Any, Any]:
        if type(raw) is not list:
            raise CacheError("expected a list of pairs")
        out = {}
        for pair in raw:
            if type(pair) is not list or len(pair) != 2:
                raise CacheError("expected a [key, value] pair")
            out[key(pair[0])] = value(pair[1])
        return out

    return decode


def _dataclass(cls: Any) -> Decoder:
    hints = typing.get_type_hints(cls, vars(data_module))
    parts = {f.name: _decoder(hints[f.name]) for f in dataclasses.fields(cls)}

    def decode(raw: Any) -> Any:
        if type(raw) is not dict or raw.keys() != parts.keys():
            raise CacheError(f"expected the fields of {cls.__name__}")
        return cls(**{name: part(raw[name]) for name, part in parts.items()})

    return decode
