"""Saved games: the autosave behind each game's "Continue" and the games a player saves by name.

Each game keeps its own autosave (`autosave-<game>.json`), so playing one game never takes away
another's Continue; the single `autosave.json` of earlier versions becomes its game's
(`migrate_old_autosave`).

A save is the game's key, its options, the seed and the text of every action taken, never a
snapshot of the state: replaying them through the rules core rebuilds the game exactly and
re-checks every move, so a save cannot smuggle in an impossible position. A file that cannot be
read or replayed is set aside (renamed, never deleted) and reported with a `SaveError` whose
notice the UI translates; it is then never loaded or overwritten again. A save of a game this
version does not have is left where it is. What a file holds is `savedata`, the replay that
turns it back into a session and checks it `savereplay`; a save of an earlier format is read
back by its game (`GameUI.save_upgrade`). No pygame here, so all of it is tested headless.
"""

from __future__ import annotations

import logging
import os
import re
import threading
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.core.session import Session
from game.core.storage import (
    Notice,
    StorageError,
    clean_text,
    data_dir,
    data_path,
    move_no_clobber,
    read_json,
    remove_leftover_temp_files,
    set_aside,
    write_json_atomic,
)
from game.ui.savedata import (
    FORMAT,
    FORMATS,
    TEXTS,
    SaveError,
    is_game_key,
    migrated_notice,
    rules_check,
)
from game.ui.savereplay import SEAT_NAME_MAX, reader_of, registered, session_from_data

log = logging.getLogger(__name__)

OLD_AUTOSAVE_FILE = "autosave.json"  # the one autosave of the versions before each game had its own
SAVES_FOLDER = "saves"
NAME_MAX = 40
FLUSH_TIMEOUT_S = 2.0  # the longest quitting or leaving a game waits for the autosave
_WINDOWS_RESERVED = {
    "con",
    "prn",
    "aux",
    "nul",
    *(f"com{i}" for i in range(1, 10)),
    *(f"lpt{i}" for i in range(1, 10)),
}


@dataclass(frozen=True)
class SaveInfo:
    """What the load screen shows for one file, read without replaying it."""

    name: str  # the display name the player typed ("Partie d'Été")
    path: Path
    saved_at: str  # ISO time, "" when unknown
    players: tuple[str, ...]
    progress: dict[str, int]  # where the game stands (`GameInfo.progress`); {} when unknown
    over: bool = False
    autosave: bool = False
    problem: str | None = None  # why it cannot be loaded (a damaged file will be set aside)
    game: str = ""  # the key of its game
    notice: Notice | None = None  # to show before loading: an earlier format is upgraded


# ---------------------------------------------------------------------- places and names


def saves_dir() -> Path:
    """Folder of the named saves (created on demand)."""
    folder = data_dir() / SAVES_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_name(game: str) -> str:
    """The file name of `game`'s autosave (a game key is a safe file name)."""
    return f"autosave-{game}.json"


def autosave_path(game: str) -> Path:
    return data_dir() / autosave_name(game)


def slugify(name: str) -> str:
    """A file name every system accepts, from whatever the player typed: accents folded
    ("Été" → "ete"), anything else → '-', reserved Windows names avoided; never empty."""
    folded = unicodedata.normalize("NFKD", name)
    ascii_text = "".join(c for c in folded if not unicodedata.combining(c)).lower()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")[:NAME_MAX].strip("-")
    if not slug:
        slug = "save"
    if slug in _WINDOWS_RESERVED:
        slug += "-save"
    return slug


def clean_name(name: str) -> str:
    """The display name kept inside the file: trimmed, one line, at most NAME_MAX characters."""
    return " ".join(name.split())[:NAME_MAX]


def tidy_data_folder() -> list[str]:
    """At start: remove the temp files of saves that a killed process never finished (a
    folder that cannot be made or read is left to the first save to report)."""
    try:
        return [*remove_leftover_temp_files(data_dir()), *remove_leftover_temp_files(saves_dir())]
    except OSError:
        return []


# ---------------------------------------------------------------------- writing


def to_data(session: Session, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save of `session`. Progress and over are a summary for the list; loading checks
    that the replay ends there. `check` is the `rules_check` of the rest. `extra` adds keys
    that do not decide the game (a hosted game's addresses, "host")."""
    state, info = session.state, session.info
    data: dict[str, Any] = {
        "format": FORMAT,
        "game": info.key,
        "options": dict(session.options),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in session.seats],
        "seed": session.seed,
        "history": list(session.history),
        "held": [str(session.held[seat]) for seat in sorted(session.held)],
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "progress": info.progress(state) if info.progress else {},
        "over": state.is_over(),
        **(extra or {}),
    }
    if session.hints:  # absent otherwise, so a game without hints saves as before the coach
        data["hints"] = {str(seat): n for seat, n in sorted(session.hints.items())}
    data["check"] = rules_check(data)
    return data


def _guard(path: Path) -> None:
    """Before writing over `path`, move it aside if it is not a readable save of a game this
    version has, so a damaged file, or one of another game, is kept rather than replaced."""
    if not path.exists():
        return
    try:
        data = read_json(path)
    except StorageError:
        set_aside(path)
        return
    if data.get("format") not in FORMATS or not registered(data.get("game")):
        set_aside(path)


def autosave(session: Session) -> Path:
    """Write the running game to its game's autosave (called after every decision)."""
    path = autosave_path(session.info.key)
    _guard(path)
    write_json_atomic(path, to_data(session))
    return path


def save_named(session: Session, name: str) -> Path:
    """Save under the player's `name`; saving again with the same name replaces that save.

    The file name is a slug of the name; when two different names share a slug ("Été" and
    "Ete"), the second gets "-2", "-3"… so neither overwrites the other.
    """
    display = clean_name(name) or "save"
    folder = saves_dir()
    slug = slugify(display)
    n = 1
    while True:
        path = folder / f"{slug}.json" if n == 1 else folder / f"{slug}-{n}.json"
        _guard(path)
        if not path.exists():
            break
        try:
            if read_json(path).get("name") == display:
                break
        except StorageError:
            set_aside(path)
            break
        n += 1
    data = to_data(session)
    data["name"] = display
    write_json_atomic(path, data)
    return path


@dataclass(frozen=True)
class _Job:
    """What the autosave thread does to one game's autosave: write `data`, or, with no data,
    delete the file if it holds the game of `seed` whose moves began with its own."""

    data: dict[str, Any] | None
    seed: int = 0
    history: tuple[str, ...] = ()


class AutoSaver:
    """Writes the autosaves on a thread of its own: a save ends with an fsync, and the frame
    that shows a move must not wait for the disk. Only the newest job of each game's autosave
    matters, so a job still waiting is replaced by a newer one of the same game. The game's
    data is taken on the caller's thread, so the thread never reads a session that is changing.

    No error stops the thread (a failed save is logged and the next one tried), and nobody
    waits on it for more than `FLUSH_TIMEOUT_S`: quitting never hangs on a disk or a bug. A data
    folder that cannot be made turns the autosave off for the session; that, or the first write
    the disk refuses, is told once (`take_notice`), never at every move."""

    def __init__(self) -> None:
        self._pending: dict[Path, _Job] = {}
        self._busy = False
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None
        self._submitted = 0  # jobs asked for so far
        self._stalled = -1  # `_submitted` when a flush last gave up: later ones do not wait
        self.off = False  # no data folder can be made: nothing is written any more
        self._notice: Notice | None = None  # waiting to be shown
        self._told = False  # a problem was already reported: later ones only go to the log

    def save(self, session: Session, extra: dict[str, Any] | None = None) -> None:
        if self.off:
            return
        try:
            data = to_data(session, extra)
        except Exception:  # a save is a convenience: it must never stop the table
            log.exception("autosave skipped")
            return
        path = self._path(session.info.key)  # the folder as it is now, not at write time
        if path is not None:
            self._submit(path, _Job(data))

    def take_notice(self) -> Notice | None:
        """What the player should read about the autosave, once; None most of the time."""
        with self._lock:
            notice, self._notice = self._notice, None
            return notice

    def _path(self, game: str) -> Path | None:
        """The game's autosave path, or None (and the autosave off) when its folder cannot be
        made."""
        try:
            return autosave_path(game)
        except OSError as exc:
            log.warning("autosave off: %s", exc)
            self.off = True
            self._tell(
                "files.autosave_off",
                "Autosave is off: the game cannot write in {folder} ({error}).",
                exc,
            )
            return None

    def _tell(self, key: str, text: str, exc: OSError) -> None:
        params = {"folder": str(data_path()), "error": exc.strerror or str(exc)}
        with self._lock:
            if not self._told:
                self._told = True
                self._notice = Notice(key, text.format(**params), params)

    def _idle(self) -> bool:
        return not self._pending and not self._busy

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Wait until every job asked for is done (before quitting, or reading the folder),
        but never longer than `timeout`; True if it is done. Once a flush has given up, the
        next ones do not wait on the same stuck job again (the menu flushes every frame)."""
        with self._lock:
            idle = self._idle()
            if idle or self._stalled == self._submitted:
                return idle
            done = self._lock.wait_for(self._idle, timeout)
            if not done:
                self._stalled = self._submitted
            return done

    def delete(self, session: Session) -> None:
        """`session`'s game has ended: nothing left to continue. Its game's autosave goes if it
        is this game's (a finished game loaded from a named save leaves the Continue of
        another game alone). Done on the thread, after any save still waiting, so a late save
        cannot bring the finished game back."""
        path = None if self.off else self._path(session.info.key)
        if path is not None:
            self._submit(path, _Job(None, session.seed, tuple(session.history)))
            self.flush()

    def _submit(self, path: Path, job: _Job) -> None:
        with self._lock:
            self._pending.pop(path, None)  # the newer job goes last, after other games' jobs
            self._pending[path] = job
            self._submitted += 1
            self._lock.notify_all()
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                job = self._pending.pop(path)
                self._busy = True
            try:
                if job.data is None:
                    if _holds_game(path, job.seed, job.history):
                        path.unlink(missing_ok=True)
                else:
                    _guard(path)
                    write_json_atomic(path, job.data)
            except OSError as exc:  # a full disk, a read-only folder: say so once, keep going
                log.exception("autosave failed")
                self._tell(
                    "files.autosave_failed",
                    "The game could not be autosaved in {folder} ({error}); it goes on and "
                    "tries again after each move.",
                    exc,
                )
            except Exception:  # a name no file can hold, a bug: log, keep going
                log.exception("autosave failed")
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()


def _holds_game(path: Path, seed: int, history: tuple[str, ...]) -> bool:
    """Whether the save at `path` is of the game of `seed` whose moves were `history` (the
    save's moves its first ones). A file that cannot be read is no game's: it stays, for its
    Continue to explain."""
    try:
        data = read_json(path)
    except StorageError:
        return False
    moves = data.get("history")
    return (
        data.get("seed") == seed
        and isinstance(moves, list)
        and tuple(moves) == history[: len(moves)]
    )


def delete_autosave(game: str) -> None:
    """Forget `game`'s autosave once its game has ended (the score sheet was shown)."""
    autosave_path(game).unlink(missing_ok=True)


def migrate_old_autosave(fallback: str) -> Path | None:
    """The single autosave of earlier versions (`autosave.json`) becomes the autosave of the
    game it holds, so its Continue is offered in that game's menu; returns where it went. A
    file whose game cannot be read (damaged) goes to `fallback`, the game played last, whose
    Continue then explains it. Where that game has an autosave already, the newer file is kept
    and the other set aside (never deleted). Never raises: at worst the file stays as it is."""
    try:
        old = data_dir() / OLD_AUTOSAVE_FILE
        if not os.path.lexists(old):
            return None
        new = autosave_path(_game_of(old) or fallback)
        if os.path.lexists(new):
            if os.lstat(old).st_mtime < os.lstat(new).st_mtime:
                set_aside(old)
                return new
            set_aside(new)
        move_no_clobber(old, new)
        return new
    except OSError:
        log.exception("could not move the old autosave to its game")
        return None


def _game_of(path: Path) -> str | None:
    """The key of the game a save holds, None when the file cannot tell."""
    try:
        game = read_json(path).get("game")
    except StorageError:
        return None
    return game if is_game_key(game) else None


# ---------------------------------------------------------------------- listing


def _info(path: Path, autosave_file: bool) -> SaveInfo:
    fallback = "autosave" if autosave_file else path.stem
    try:
        data = read_json(path)
    except StorageError as exc:
        return SaveInfo(fallback, path, "", (), {}, autosave=autosave_file, problem=str(exc))
    seats = data.get("seats")
    names = (
        tuple(_shown(s.get("name"), "?", SEAT_NAME_MAX) for s in seats if isinstance(s, dict))
        if isinstance(seats, list)
        else ()
    )
    game, form = data.get("game"), data.get("format")
    problem, notice = None, None
    if not is_game_key(game) or form not in FORMATS:
        problem = TEXTS["format"].format(file=path.name)
    elif not registered(game):
        problem = TEXTS["unknown_game"].format(file=path.name, game=game)
    elif form != FORMAT and reader_of(game, form) is None:
        problem = TEXTS["format"].format(file=path.name)
    elif form != FORMAT:
        notice = migrated_notice(path.name)
    return SaveInfo(
        name=_shown(data.get("name"), fallback),
        path=path,
        saved_at=_shown(data.get("saved_at"), ""),
        players=names,
        progress=_progress(data),
        over=data.get("over") is True,
        autosave=autosave_file,
        problem=problem,
        game=game if is_game_key(game) else "",
        notice=notice,
    )


def _progress(data: dict[str, Any]) -> dict[str, int]:
    """Where the game stands, as far as the file says (numbers only: it is drawn unchecked);
    an earlier format's file says it as its game reads it."""
    raw = data.get("progress")
    if data.get("format") != FORMAT:
        reader = reader_of(data.get("game"), data.get("format"))
        raw = reader.progress(data) if reader is not None else None
    if not isinstance(raw, dict):
        return {}
    return {
        k: v
        for k, v in raw.items()
        if is_game_key(k) and isinstance(v, int) and not isinstance(v, bool)
    }


def _shown(value: Any, fallback: str = "?", longest: int = NAME_MAX * 2) -> str:
    """A text of the file as the load screen may draw it (the list is drawn before any load)."""
    return clean_text(value[:longest]) if isinstance(value, str) and value else fallback


def has_autosave(game: str) -> bool:
    """Whether `game`'s "Continue" has something to resume (a damaged one still counts: the
    attempt explains the problem and sets it aside). A data folder that cannot be made (its
    name taken by a file) has nothing to resume; the menu asks this every frame, so it must
    not raise."""
    try:
        return autosave_path(game).is_file()
    except OSError:
        return False


def autosave_info(game: str) -> SaveInfo | None:
    try:
        path = autosave_path(game)
        return _info(path, True) if path.is_file() else None
    except OSError:
        return None


def list_saves() -> list[SaveInfo]:
    """The named saves, newest first; damaged ones are listed with `problem` set. None when
    the folder cannot be made or read (saving then reports why)."""
    try:
        paths = [p for p in saves_dir().glob("*.json") if p.is_file()]
    except OSError:
        return []
    infos = [_info(p, False) for p in paths]
    infos.sort(key=lambda i: (i.saved_at, i.name), reverse=True)
    return infos


# ---------------------------------------------------------------------- loading


def load_path(path: Path) -> Session:
    """Load any save file; a bad one is set aside and reported with `SaveError`, a save of a
    game this version does not have is reported and left where it is, and so is one of a game
    whose data files cannot be read (their `DataError`)."""
    return _load_with_extra(Path(path))[0]


def load_hosted(game: str) -> tuple[Session, Any] | None:
    """`game`'s autosave as `load_autosave` reads it, with what it keeps of a hosting (its
    "host" key, None for a game played on one screen, checked by the host); None when there
    is no autosave."""
    path = autosave_path(game)
    if not path.is_file():
        return None
    return _load_with_extra(path)


def _load_with_extra(path: Path) -> tuple[Session, Any]:
    try:
        data = read_json(path)
        return session_from_data(data, path.name), data.get("host")
    except StorageError as exc:
        if exc.reason == "missing":
            raise SaveError("missing", path.name) from None
        reason = exc.reason if exc.reason in TEXTS else "garbage"
        raise SaveError(reason, path.name, set_aside(path), detail=str(exc)) from None
    except SaveError as exc:
        aside = None if exc.reason == "unknown_game" else set_aside(path)
        raise SaveError(exc.reason, path.name, aside, exc.detail, **exc.params) from None


def load_autosave(game: str) -> Session | None:
    """The game `game`'s "Continue" resumes, or None when there is none; `SaveError` if it is
    bad."""
    path = autosave_path(game)
    if not path.is_file():
        return None
    return load_path(path)


def load_named(name_or_path: str | Path) -> Session:
    """Load a save by the name the player gave it, its slug, or its path."""
    if isinstance(name_or_path, Path):
        return load_path(name_or_path)
    for info in list_saves():
        if info.name == name_or_path:
            return load_path(info.path)
    candidate = Path(name_or_path)
    if candidate.suffix == ".json" and candidate.is_file():
        return load_path(candidate)
    return load_path(saves_dir() / f"{slugify(name_or_path)}.json")
