"""Nidavellir's saves of format 1, written before the program held several games, read back
(`SAVE_UPGRADE`, its `GameUI.save_upgrade`): only this game ever wrote that format.

Format 1 kept the game's two options as top-level booleans `first_game` and `idavoll` (no
`idavoll` before the expansion), `age` and `round` at the top level, and a check computed over
those. `upgrade` turns it into the current format after verifying that old check, and gives the
upgraded save a check of the new kind.

Format 1 saves were written without a check only by the first versions (up to the commit that
added it, 44d8817), always in one of two shapes (`_UNCHECKED_SHAPES`: their keys in the order
those versions wrote them, the expansion's key in the later one, and a game not over, since
neither the autosave nor the pause menu saved a finished game): such a save still loads as it
always did, anything else without a check is refused. No pygame here.
"""

from __future__ import annotations

from typing import Any

from game.core.storage import clean_text
from game.ui.savedata import FORMAT, SaveError, SaveUpgrade, digest, rules_check

FIRST_FORMAT = 1
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
    return digest(record)


def upgrade(data: dict[str, Any], file: str) -> dict[str, Any]:
    """A format 1 save in the current format; raises `SaveError` if it is not a sound format 1
    save."""
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
    new["progress"] = progress(data)
    new["check"] = rules_check(new)
    return new


def progress(data: dict[str, Any]) -> dict[str, Any]:
    """Age and round, which format 1 kept at the top level."""
    return {k: data[k] for k in ("age", "round") if k in data}


def written_before_checks(data: dict[str, Any]) -> bool:
    """Whether a save without a check has exactly the shape the versions before the check
    wrote (see the module's notes): the one kind of save trusted without it."""
    keys = tuple(data)
    if keys[-1:] == ("name",):
        keys = keys[:-1]
    shaped = keys in _UNCHECKED_SHAPES
    return data.get("format") == FIRST_FORMAT and shaped and data.get("over") is False


SAVE_UPGRADE = SaveUpgrade(frozenset({FIRST_FORMAT}), upgrade, progress)
