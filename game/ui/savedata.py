"""What a save file holds, the ways it can fail, and the earlier format read back.

Format 2 (this version) names its game and keeps that game's options as data:

    {"format": 2, "game": "nidavellir", "options": {"first_game": false, "idavoll": true},
     "seats": [...], "seed": 1234, "history": [...], "held": [...], "saved_at": "...",
     "progress": {"age": 1, "round": 4}, "over": false, "name": "...", "check": "..."}

Format 1 (before the program held several games) was Nidavellir's alone: its two options as
top-level booleans `first_game` and `idavoll` (no `idavoll` before the expansion), `age` and
`round` at the top level, and a check computed over those. `upgrade` turns it into format 2
after verifying that old check, and gives the upgraded save a check of the new kind.

Every version writing format 2 wrote a check, so a save of this format without one was edited
and is refused. Format 1 saves were written without a check only by the first versions (up to
the commit that added it, 44d8817), always in one of two shapes (`_UNCHECKED_SHAPES`: their keys
in the order those versions wrote them, the expansion's key in the later one, and a game not
over, since neither the autosave nor the pause menu saved a finished game): such a save still
loads as it always did, anything else without a check is refused. No pygame here.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any, TypeGuard

from game.core.storage import Notice, clean_text

FORMAT = 2
FORMATS = (1, FORMAT)  # the formats this version loads
FIRST_FORMAT_GAME = "nidavellir"
_FIRST_FORMAT_KEYS = frozenset(
    {
        "format",
        "game",
        "seats",
        "seed",
        "first_game",
        "idavoll",
        "history",
        "held",
        "saved_at",
        "age",
        "round",
        "over",
        "name",
        "check",
    }
)
# The keys of a format 1 save without a check, in the order the versions before the check
# wrote them (before and after Idavoll); a named save adds its `name` at the end.
_BEFORE_IDAVOLL = ("format", "game", "seats", "seed", "first_game")
_AFTER_IDAVOLL = ("history", "held", "saved_at", "age", "round", "over")
_UNCHECKED_SHAPES = (
    (*_BEFORE_IDAVOLL, *_AFTER_IDAVOLL),
    (*_BEFORE_IDAVOLL, "idavoll", *_AFTER_IDAVOLL),
)
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
    return _digest(record)


def first_format_check(data: dict[str, Any]) -> str:
    """`rules_check` as format 1 computed it, options as two top-level keys."""
    seats = data.get("seats")
    record = [
        data.get("game"),
        data.get("format"),
        data.get("seed"),
        data.get("first_game"),
        data.get("idavoll", False),
        len(seats) if isinstance(seats, list) else None,
        data.get("history"),
        data.get("held", []),
    ]
    return _digest(record)


def _digest(record: list[Any]) -> str:
    text = json.dumps(record, ensure_ascii=True, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


def upgrade(data: dict[str, Any], file: str) -> dict[str, Any]:
    """A format 1 save as format 2; raises `SaveError` if it is not a sound format 1 save."""
    if data.get("game") != FIRST_FORMAT_GAME:
        raise SaveError("game", file)
    check = data.get("check")
    if check is None and not written_before_checks(data):
        raise SaveError("altered", file, detail="no rules check")
    unknown = sorted(k for k in data if k not in _FIRST_FORMAT_KEYS)
    if unknown:
        shown = clean_text(", ".join(unknown))[:120]
        raise SaveError("options", file, detail=shown, options=shown)
    first_game, idavoll = data.get("first_game"), data.get("idavoll", False)
    if not isinstance(first_game, bool) or not isinstance(idavoll, bool):
        raise SaveError("data", file, detail="first_game or idavoll")
    if check is not None and check != first_format_check(data):
        raise SaveError("altered", file, detail="rules check of format 1")
    moved = {"first_game", "idavoll", "age", "round", "check"}
    new = {k: v for k, v in data.items() if k not in moved}
    new["format"] = FORMAT
    new["options"] = {"first_game": first_game, "idavoll": idavoll}
    new["progress"] = {k: data[k] for k in ("age", "round") if k in data}
    new["check"] = rules_check(new)
    return new


def written_before_checks(data: dict[str, Any]) -> bool:
    """Whether a save without a check has exactly the shape the versions before the check
    wrote (see the module's notes): the one kind of save trusted without it."""
    keys = tuple(data)
    if keys[-1:] == ("name",):
        keys = keys[:-1]
    return data.get("format") == 1 and keys in _UNCHECKED_SHAPES and data.get("over") is False
