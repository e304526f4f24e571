"""What a save file holds, the ways it can fail, and how a game's saves of earlier formats are
read back.

Format 2 (this version) names its game and keeps that game's options as data:

    {"format": 2, "game": "nidavellir", "options": {"first_game": false, "idavoll": true},
     "seats": [...], "seed": 1234, "history": [...], "held": [...], "saved_at": "...",
     "progress": {"age": 1, "round": 4}, "over": false, "name": "...", "check": "..."}

Every version writing format 2 wrote a check, so a save of this format without one was edited
and is refused. Earlier formats were one game's (format 1, before the program held several
games, was Nidavellir's alone): the shared code knows only their numbers (`FORMATS`), and the
game reads them back through its `SaveUpgrade` (`GameUI.save_upgrade`), which verifies what
they held and turns them into format 2 with a check of the new kind. No pygame here.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from game.core.storage import Notice

FORMAT = 2
FORMATS = (1, FORMAT)  # every format a version wrote (the earlier ones read by their game)
_GAME_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")

# What the player reads for each way a file can fail (English; the UI shows `saves.error.<r>`).
TEXTS = {
    "missing": "There is no saved game called {file}.",
    "unreadable": "The saved game {file} cannot be read.",
    "empty": "The saved game {file} is empty.",
    "truncated": "The saved game {file} was cut short and cannot be loaded.",
    "garbage": "The saved game {file} is damaged and cannot be loaded.",
    "format": "The saved game {file} comes from another version of the game.",
    "game": "The file {file} is not a saved game of Nidavellir.",
    "unknown_game": (
        "The saved game {file} is a game of {game}, which this version does not have; "
        "the file was left as it is."
    ),
    "seats": "The players of the saved game {file} cannot sit at this table.",
    "data": "Some information in the saved game {file} is missing or wrong.",
    "action": "The saved game {file} contains a move this game does not know.",
    "replay": "The moves in the saved game {file} cannot be replayed.",
    "altered": "The saved game {file} was edited after it was saved; its rules no longer match it.",
    "options": "The saved game {file} uses options this version does not know ({options}).",
}
MIGRATED = (
    "The saved game {file} was written by an earlier version; it loads as it was and is "
    "written in the new format when next saved."
)


class SaveError(Exception):
    """A save that cannot be loaded; `notice` is the message for the player and `aside` where
    the bad file was moved (None when nothing was moved: the file does not exist, or holds a
    game this version does not have). `params` fill the message beside the file name."""

    def __init__(
        self, reason: str, file: str, aside: Path | None = None, detail: str = "", **params: str
    ) -> None:
        text = TEXTS[reason].format(file=file, **params)
        self.notice = Notice(f"saves.error.{reason}", text, {"file": file, **params})
        self.reason = reason
        self.aside = aside
        self.params = params
        self.detail = detail  # technical detail for logs, never shown as the main message
        super().__init__(text + (f" ({detail})" if detail else ""))


def migrated_notice(file: str) -> Notice:
    """What the load screen may say of a save in an earlier format (it loads all the same)."""
    return Notice("saves.migrated", MIGRATED.format(file=file), {"file": file})


def is_game_key(value: Any) -> TypeGuard[str]:
    """Whether `value` can be a game's key (else the file is no save of ours at all)."""
    return isinstance(value, str) and _GAME_KEY.fullmatch(value) is not None


def rules_check(data: dict[str, Any]) -> str:
    """A digest of everything in a save that decides the game it rebuilds: game, seed, options,
    number of chairs and moves. Not a secret (anyone may recompute it): it catches an edited
    option or move, which the replay alone may accept under other rules."""
    seats = data.get("seats")
    record = [
        data.get("game"),
        data.get("format"),
        data.get("seed"),
        data.get("options"),
        len(seats) if isinstance(seats, list) else None,
        data.get("history"),
        data.get("held", []),
    ]
    return digest(record)


def digest(record: list[Any]) -> str:
    """The check of a save: a short hash of the record of what decides its game."""
    text = json.dumps(record, ensure_ascii=True, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


@dataclass(frozen=True)
class SaveUpgrade:
    """How a game reads back its saves of formats before `FORMAT`, whose shapes only it knows."""

    formats: frozenset[int]  # the earlier formats it reads
    # (data, file name) -> the same save in format `FORMAT`; `SaveError` when it is not a sound
    # save of one of those formats (an edited option, a check that does not match).
    upgrade: Callable[[dict[str, Any], str], dict[str, Any]]
    # Where such a save stands, as its file says (unchecked: the list of saves draws it).
    progress: Callable[[dict[str, Any]], Any]
