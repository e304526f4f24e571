"""The validated `Rules` kept between runs, so a start with unchanged files skips pydantic.

Validating the YAML costs a quarter of a second (most of it importing pydantic and building its
models), on every start and in every AI worker process. The result depends only on the data
files and on the code that reads them, so it is cached under a hash of exactly those bytes: any
edit to a file or to the loader gives a new key and a fresh validation. A cache that cannot be
read or written is ignored; the game never depends on it.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from contextlib import suppress
from pathlib import Path

from game.core.storage import cache_dir
from game.nidavellir.data import Rules

_CODE = (Path(__file__).with_name("data.py"), Path(__file__).with_name("schema.py"),
         Path(__file__))


def cache_key(folder: Path) -> str:
    digest = hashlib.sha256(sys.version.encode())
    for path in [*_CODE, *sorted(folder.glob("*.yaml"))]:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:24]


def cached_rules(folder: Path) -> Rules:
    """The `Rules` of `folder`: from the cache if present, else validated and cached."""
    try:
        path = cache_dir() / f"rules-{cache_key(folder)}.pickle"
    except OSError:
        path = None
    if path is not None:
        with suppress(Exception):  # a missing, stale or damaged cache only costs a validation
            rules = pickle.loads(path.read_bytes())
            if isinstance(rules, Rules):
                return rules
    from game.nidavellir.schema import load_files

    rules = load_files(folder)
    if path is not None:
        _store(path, rules)
    return rules


def _store(path: Path, rules: Rules) -> None:
    """Write atomically (a second process may read it at the same moment); failures are fine."""
    with suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".rules-", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                pickle.dump(rules, handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
            for old in path.parent.glob("rules-*.pickle"):  # earlier data or code: never read
                if old != path:
                    old.unlink()
        finally:
            with suppress(OSError):
                os.unlink(tmp)
