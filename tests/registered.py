"""The registry narrowed for one test: what the window does with a single game installed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from game.core import registry


@contextmanager
def only(*keys: str) -> Iterator[None]:
    """Only the games `keys` are registered for the length of the `with` block."""
    others = [info for info in registry.games() if info.key not in keys]
    for info in others:
        registry.unregister(info.key)
    try:
        yield
    finally:
        for info in others:
            registry.register(info)
