"""The games the program knows, by key.

A game package registers its `GameInfo` when imported, and imports nothing else: the description
(`info.py`) names the options and score rows itself and imports the rules when a game is set up or
read back, so listing the games (`--help`, the launcher) costs no game's rules. `PRODUCT` lists
the packages the program ships, imported on first use.
Tests register their own small games with `register` and remove them with `unregister`.
"""

from __future__ import annotations

import importlib

from game.core.game import GameInfo

PRODUCT = ("game.nidavellir", "game.arran", "game.vedrfolnir")
DEFAULT = "nidavellir"

_games: dict[str, GameInfo] = {}
_loaded = False


def register(info: GameInfo) -> None:
    _games[info.key] = info


def unregister(key: str) -> None:
    _games.pop(key, None)


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for package in PRODUCT:
            importlib.import_module(package)


def games() -> list[GameInfo]:
    """Every registered game, the shipped ones first in `PRODUCT` order (whichever package was
    imported first), then the others in the order they were registered."""
    _load()
    shipped = {importlib.import_module(p).INFO.key: i for i, p in enumerate(PRODUCT)}
    return sorted(_games.values(), key=lambda info: shipped.get(info.key, len(shipped)))


def get(key: str) -> GameInfo:
    """The game of that key; raises `KeyError` with a message listing the known keys."""
    _load()
    try:
        return _games[key]
    except KeyError:
        known = ", ".join(_games) or "none"
        raise KeyError(f"no game {key!r}; the games are {known}") from None


def keys() -> list[str]:
    return [info.key for info in games()]
