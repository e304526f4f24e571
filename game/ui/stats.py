"""Statistics per game and player name, kept across games in `stats.json` in the data directory.

Only sums are stored (games, wins, total score, best score, points per score-sheet category), so
averages are computed when shown and the file never needs migrating when a new view is added.
Each game has its own book in the file (`{"format": 2, "games": {key: {"players", "recorded"}}}`);
the file of the version before several games (format 1, Nidavellir's book at the top level)
becomes Nidavellir's book the first time it is read, its original kept beside it as
`stats.json.v1.bak` (written whole or not at all) before the new file replaces it. A damaged
stats file is set aside and the count starts again, with a warning for the UI: losing statistics
is a pity, refusing to start the game over them would be worse. No pygame here.
"""

from __future__ import annotations

import hashlib
import logging
import os
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import registry
from game.core.session import Session
from game.core.storage import (
    Notice,
    StorageError,
    clean_text,
    data_dir,
    holds_exactly,
    kept_name,
    read_json,
    read_regular,
    set_aside,
    write_bytes_atomic,
    write_json_atomic,
)
from game.ui.savedata import is_game_key

log = logging.getLogger(__name__)

FORMAT = 2
FIRST_FORMAT_GAME = "nidavellir"  # the one game of format 1
STATS_FILE = "stats.json"
BACKUP_SUFFIX = ".v1.bak"  # the format 1 file, kept as it was when it is upgraded
RECORDED_KEEP = 200  # ids of the latest recorded games, so the same game never counts twice
_COUNTERS = ("games", "wins", "total_score", "best_score")
LIMIT = 10**12  # beyond any real count or score; larger numbers would overflow the averages


@dataclass(frozen=True)
class StatRow:
    """One line of the statistics table, averages already computed."""

    name: str
    games: int
    wins: int
    win_rate: float  # 0..1
    average: float
    best: int
    per_category: dict[str, float]  # average points per game for each of the game's categories


def stats_path() -> Path:
    return data_dir() / STATS_FILE


def empty_stats(game: str = registry.DEFAULT) -> dict[str, Any]:
    """A game's book with nothing recorded: what `load_stats` gives when there is no file."""
    return {"game": game, "players": {}, "recorded": [], "warning": None}


def _valid_entry(entry: Any) -> bool:
    if not isinstance(entry, dict):
        return False
    for key in _COUNTERS:
        value = entry.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= LIMIT:
            return False
    points = entry.get("points")
    return isinstance(points, dict) and all(
        _valid_name(k) and isinstance(v, int) and not isinstance(v, bool) and -LIMIT <= v <= LIMIT
        for k, v in points.items()
    )


def _valid_name(name: Any) -> bool:
    """A player name the table can draw and the file can hold again."""
    return isinstance(name, str) and clean_text(name) == name


def _check_book(book: Any) -> str | None:
    """Why `book` is not one game's statistics we understand, or None."""
    if not isinstance(book, dict):
        return "a game's statistics are missing"
    players = book.get("players")
    if not isinstance(players, dict):
        return "the list of players is missing"
    if not all(_valid_name(k) and _valid_entry(v) for k, v in players.items()):
        return "some numbers are missing or wrong"
    recorded = book.get("recorded", [])
    if not isinstance(recorded, list) or not all(_valid_name(r) for r in recorded):
        return "the list of recorded games is wrong"
    return None


def _check(data: dict[str, Any]) -> str | None:
    """Why `data` is not a stats file we understand (of this format or the first), or None."""
    if data.get("format") == 1:
        return _check_book(data)
    if data.get("format") != FORMAT:
        return "it comes from another version of the game"
    games = data.get("games")
    if not isinstance(games, dict) or not all(is_game_key(k) for k in games):
        return "the list of games is wrong"
    problems = [p for p in map(_check_book, games.values()) if p is not None]
    return problems[0] if problems else None


def _read() -> tuple[dict[str, Any], Notice | None]:
    """The whole file in this format, and a warning when it had to be set aside; never raises
    over a bad file. A file of the first format is upgraded and written back (its original
    copied beside it first; if either write fails the upgrade is simply done again next time)."""
    empty: dict[str, Any] = {"format": FORMAT, "games": {}}
    try:
        path = stats_path()
        data = read_json(path)
        problem = _check(data)
    except OSError:  # no data folder can be made: nothing recorded yet, saving will say why
        return empty, None
    except StorageError as exc:
        if exc.reason == "missing":
            return empty, None
        problem = str(exc)
    if problem is None and data.get("format") == 1:
        book = {"players": data["players"], "recorded": data.get("recorded", [])}
        data = {"format": FORMAT, "games": {FIRST_FORMAT_GAME: book}}
        try:
            _keep_first_format(path)
            write_json_atomic(path, data)
        except (OSError, StorageError):
            log.exception("could not write the upgraded statistics")
    if problem is None:
        return data, None
    kept = kept_name(path)
    warning = Notice(
        "stats.reset",
        f"The statistics file could not be read ({problem}); it was kept aside "
        f"as {kept} and the statistics start again.",
        {"file": kept},
    )
    return empty, warning


def _keep_first_format(path: Path) -> None:
    """The format 1 file, byte for byte, beside it as `<name>.v1.bak` before the upgrade
    replaces it, written as every file here is (`write_bytes_atomic`: a full disk leaves no
    half copy, a link there is never followed). A backup already there is kept only if it is
    that very file (an upgrade that could not finish); anything else at its name (a copy an
    earlier version cut short, a link) is set aside, never followed or deleted."""
    original = read_regular(path)
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    if holds_exactly(backup, original):
        return
    if os.path.lexists(backup):
        set_aside(backup)
    write_bytes_atomic(backup, original)


def load_stats(game: str = registry.DEFAULT) -> dict[str, Any]:
    """One game's statistics (`players`, `recorded`); never raises over a bad file. A damaged or
    foreign file is set aside and an empty book returned whose `warning` is a `Notice` the UI
    should show (else None)."""
    data, warning = _read()
    book = data["games"].get(game, {})
    return {
        "game": game,
        "players": book.get("players", {}),
        "recorded": book.get("recorded", []),
        "warning": warning,
    }


def game_id(session: Session) -> str:
    """A fingerprint of a finished game, so recording it twice is harmless. The options' values
    in the game's declared order, an option declared after the first statistics format
    (`Option.late`) only when on (a choice option: off its first choice): for Nidavellir
    without Thingvellir or a solo opponent exactly the fingerprint
    format 1 recorded, so a game recorded before the upgrade is still known."""
    late = {o.key: o for o in session.info.options if o.late}
    text = "\n".join(
        [
            str(session.seed),
            *(
                str(value)
                for key, value in session.options.items()
                if key not in late or late[key].is_on(value)
            ),
            *(clean_text(s.name) for s in session.seats),
            *session.history,
        ]
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def record_game(session: Session) -> dict[str, Any]:
    """Add a finished game to every chair's statistics in its game's book and save them; returns
    that book (with `warning` set if the old file had to be set aside). Ties count as a win for
    each winner. A game not over, or already recorded, changes nothing."""
    data, warning = _read()
    key = session.info.key
    book = data["games"].setdefault(key, {"players": {}, "recorded": []})
    book.setdefault("recorded", [])
    state = session.state
    gid = game_id(session)
    if state.is_over() and gid not in book["recorded"]:
        _add(book, session)
        book["recorded"] = [*book["recorded"], gid][-RECORDED_KEEP:]
        write_json_atomic(stats_path(), data)
    return {"game": key, **book, "warning": warning}


def _add(book: dict[str, Any], session: Session) -> None:
    outcome = session.state.outcome()
    categories = [c for c in session.info.categories if c != "total"]
    for seat, (info, sheet) in enumerate(zip(session.seats, outcome.sheets, strict=True)):
        name = clean_text(" ".join(info.name.split())) or f"#{seat + 1}"
        entry = book["players"].setdefault(
            name, {"games": 0, "wins": 0, "total_score": 0, "best_score": 0, "points": {}}
        )
        entry["games"] += 1
        entry["wins"] += seat in outcome.winners
        entry["total_score"] += sheet["total"]
        entry["best_score"] = max(entry["best_score"], sheet["total"])
        _add_hints(entry, hints_of(session).get(seat, 0), seat in outcome.winners)
        for category in categories:
            if category in sheet:
                entry["points"][category] = entry["points"].get(category, 0) + sheet[category]


def _add_hints(entry: dict[str, Any], hints: int, won: bool) -> None:
    """The coach's hints a chair used, and its wins without any; a book written before the
    coach has neither counter and is read as zero (the counters are not among `_COUNTERS`)."""
    entry["hints"] = _count(entry.get("hints")) + hints
    entry["wins_without_hints"] = _count(entry.get("wins_without_hints")) + (won and not hints)


def _count(value: Any) -> int:
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= LIMIT
    return value if ok else 0


def won_without_hints(session: Session) -> bool:
    """Whether a human chair won the finished game without asking the coach once."""
    winners = session.state.outcome().winners
    return any(session.is_human(w) and not hints_of(session).get(w, 0) for w in winners)


def hints_of(session: Session) -> dict[int, int]:
    """The hints each chair asked; none for a finished game described without them (a game
    recorded by a tool, a test's)."""
    return getattr(session, "hints", None) or {}


def rows(stats: dict[str, Any]) -> list[StatRow]:
    """The table the statistics screen shows for the book's game: most games first, then by
    name; an average for each of the game's categories."""
    info = registry.get(stats.get("game", registry.DEFAULT))
    categories = [c for c in info.categories if c != "total"]
    out = []
    for name, entry in stats.get("players", {}).items():
        games = entry["games"]
        if games <= 0:
            continue
        out.append(
            StatRow(
                name=name,
                games=games,
                wins=entry["wins"],
                win_rate=entry["wins"] / games,
                average=entry["total_score"] / games,
                best=entry["best_score"],
                per_category={c: entry["points"].get(c, 0) / games for c in categories},
            )
        )
    out.sort(key=lambda r: (-r.games, _alphabetical(r.name)))
    return out


def _alphabetical(name: str) -> str:
    """Sort key that puts "Ása" among the A's, as a reader expects."""
    folded = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in folded if not unicodedata.combining(c))
