"""A save's data turned back into a session: every key, option, chair and move of the file
checked by replaying it through the rules core.

Why apart from `saves.py`: a save holds no snapshot of the state, only the game, its options, the
seed and the text of every move, so loading one is a replay, and this is the part that must hold
against a hostile or damaged file (nothing a file holds may crash the game: any error of the rules
core becomes a `SaveError`). `saves.py` keeps where the files are, writing, listing and the
autosave's thread; what it loads comes through `session_from_data`.
"""

from __future__ import annotations

from typing import Any

from game.core import registry
from game.core.errors import DataError, IllegalAction
from game.core.game import Option, OptionValue
from game.core.session import AI, HUMAN, Seat, Session
from game.core.storage import clean_text
from game.ui.gameui import ui_of
from game.ui.savedata import FORMAT, FORMATS, SaveError, SaveUpgrade, is_game_key, rules_check

KINDS = (HUMAN, AI)
LEVELS = ("easy", "normal", "hard")
SEAT_NAME_MAX = 14  # the longest chair name the new-game form takes
_KEYS = frozenset(
    {
        "format",
        "game",
        "options",
        "seats",
        "seed",
        "history",
        "held",
        "saved_at",
        "progress",
        "over",
        "name",
        "check",
        "host",  # the addresses of a game served to devices (`game.net.record.HostRecord`)
        "hints",  # the coach's hints each chair asked, by chair number (only when any)
    }
)


def seat_name(name: str) -> str:
    """A chair's name from a file as the form would have taken it: at most SEAT_NAME_MAX
    characters (cut first, so a million-character name costs nothing), with what no font draws
    and no file holds replaced. A name lies outside the save's check: it is repaired, never a
    reason to refuse the game."""
    return clean_text(name[:SEAT_NAME_MAX])


def _seats(data: dict[str, Any]) -> list[Seat]:
    raw = data.get("seats")
    if not isinstance(raw, list):
        raise ValueError("seats is not a list")
    seats = []
    for entry in raw:
        if not isinstance(entry, dict):
            raise ValueError("a seat is not an object")
        name, kind, level = entry.get("name"), entry.get("kind"), entry.get("level", "normal")
        if not isinstance(name, str) or kind not in KINDS or level not in LEVELS:
            raise ValueError(f"bad seat {entry!r}")
        seats.append(Seat(seat_name(name), kind, level))
    return seats


def session_from_data(data: dict[str, Any], file: str = "") -> Session:
    """Rebuild the session a save describes by replaying its history; raises `SaveError`
    (without touching any file) if the save is not one this version can replay. Any error of
    the rules core on hostile data is turned into a `SaveError` too: nothing a file holds may
    crash the game. A game whose data files cannot be read raises their `DataError`: the save
    is not at fault and stays where it is."""
    try:
        return _rebuild(data, file)
    except (SaveError, DataError):  # DataError: the game's own data files, not the save
        raise
    except Exception as exc:
        raise SaveError("replay", file, detail=f"{type(exc).__name__}: {exc}"[:300]) from None


def registered(game: Any) -> bool:
    return any(info.key == game for info in registry.games())


def reader_of(game: Any, form: Any) -> SaveUpgrade | None:
    """What reads a save of `form`, an earlier format, back for `game` (its `save_upgrade`);
    None when that game wrote no such format, or is not registered."""
    if form == FORMAT or form not in FORMATS or not registered(game):
        return None
    reader = ui_of(registry.get(game)).save_upgrade
    return reader if reader is not None and form in reader.formats else None


def _current(data: dict[str, Any], file: str) -> dict[str, Any]:
    """The save in the current format, of a game this version has; raises `SaveError`."""
    game = data.get("game")
    if not is_game_key(game):
        raise SaveError("game", file)
    if data.get("format") not in FORMATS:
        raise SaveError("format", file, detail=f"format {data.get('format')!r}")
    if not registered(game):
        raise SaveError("unknown_game", file, game=game)
    if data["format"] == FORMAT:
        return data
    reader = reader_of(game, data["format"])
    if reader is None:
        raise SaveError("format", file, detail=f"format {data['format']!r} of {game}")
    return reader.upgrade(data, file)


def _rebuild(data: dict[str, Any], file: str) -> Session:
    data = _current(data, file)
    unknown = sorted(k for k in data if k not in _KEYS)
    if unknown:
        shown = clean_text(", ".join(unknown))[:120]
        raise SaveError("options", file, detail=shown, options=shown)
    info = registry.get(data["game"])
    seed, history = data.get("seed"), data.get("history")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError("data", file, detail="seed")
    if not isinstance(history, list) or not all(isinstance(h, str) for h in history):
        raise SaveError("data", file, detail="history")
    options = _options(data, info.options, file)
    held = data.get("held", [])
    if not isinstance(held, list) or not all(isinstance(h, str) for h in held):
        raise SaveError("data", file, detail="held")
    try:
        seats = _seats(data)
    except ValueError as exc:
        raise SaveError("data", file, detail=str(exc)) from None
    try:
        session = Session(seats, seed, options, info)
    except ValueError as exc:
        raise SaveError("seats", file, detail=str(exc)) from None
    for i, text in enumerate(history):
        try:
            action = info.parse_action(session.state, text)
        except (IllegalAction, ValueError) as exc:  # a move no version of the game writes
            raise SaveError("action", file, detail=f"move {i + 1}: {exc}"[:300]) from None
        try:
            if action not in session.state.legal_actions(action.seat):
                raise IllegalAction(f"{text} is not legal here")
            session._apply(action)
        except (IllegalAction, ValueError, KeyError, IndexError, TypeError) as exc:
            raise SaveError("replay", file, detail=f"move {i + 1}: {exc}") from None
    _restore_held(session, held, file)
    session.hints = _hints(data.get("hints"), len(seats))
    _check_summary(session, data, file)
    check = data.get("check")  # an old save trusted without one was given one by `upgrade`
    if check != rules_check(data):
        raise SaveError(
            "altered", file, detail="no rules check" if check is None else "rules check"
        )
    session.take_events()  # the replay is not news: the table must not animate it
    return session


def _hints(saved: Any, chairs: int) -> dict[int, int]:
    """The hints counted so far; a count that is no count of a chair is dropped, never fatal
    (it decides nothing in the game)."""
    if not isinstance(saved, dict):
        return {}
    hints = {}
    for seat, n in saved.items():
        ok = isinstance(n, int) and not isinstance(n, bool) and 0 < n < 10**6
        if ok and isinstance(seat, str) and seat.isdigit() and int(seat) < chairs:
            hints[int(seat)] = n
    return hints


def _options(data: dict[str, Any], known: tuple[Option, ...], file: str) -> dict[str, OptionValue]:
    """The save's options; an option this version does not know, or a choice it does not offer
    (a solo opponent), is named in the error."""
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SaveError("data", file, detail="options")
    keys = {o.key for o in known}
    unknown = sorted(k for k in options if k not in keys)
    if unknown:
        shown = clean_text(", ".join(unknown))[:120]
        raise SaveError("options", file, detail=shown, options=shown)
    by_key = {o.key: o for o in known}
    for key, value in options.items():
        option = by_key[key]
        if option.choices and isinstance(value, str) and value not in option.choices:
            shown = clean_text(f"{key}: {value}")[:120]
            raise SaveError("options", file, detail=shown, options=shown)
        try:
            option.check(value)
        except ValueError:
            raise SaveError("data", file, detail="options") from None
    return options


def _check_summary(session: Session, data: dict[str, Any], file: str) -> None:
    """The replayed game must be where the save says it was (its progress, over or not): a
    save that replays under rules other than its own ends elsewhere."""
    state, info = session.state, session.info
    saved = data.get("progress")
    said = dict(saved) if isinstance(saved, dict) else {}
    if "over" in data:
        said["over"] = data["over"]
    replayed = {**(info.progress(state) if info.progress else {}), "over": state.is_over()}
    for key, value in replayed.items():
        if key in said and said[key] != value:
            raise SaveError("altered", file, detail=f"{key} {said[key]!r} but replayed {value!r}")


def _restore_held(session: Session, held: list[str], file: str) -> None:
    """Put back the sealed decisions of human chairs that were waiting for the others."""
    for text in held:
        try:
            action = session.info.parse_action(session.state, text)
        except (IllegalAction, ValueError) as exc:
            raise SaveError("action", file, detail=str(exc)[:300]) from None
        seat = action.seat
        if (
            not session.sealed()
            or not 0 <= seat < len(session.seats)
            or not session.is_human(seat)
            or action not in session.state.legal_actions(seat)
        ):
            raise SaveError("replay", file, detail=f"held decision {text}")
        session.held[seat] = action
    if session.held and all(s in session.held for s in session.state.to_move()):
        raise SaveError("replay", file, detail="every decision held")
