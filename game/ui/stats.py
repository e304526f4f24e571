"""Statistics per player name, kept across games in `stats.json` in the data directory.

Only sums are stored (games, wins, total score, best score, points per score-pad category), so
averages are computed when shown and the file never needs migrating when a new view is added.
A damaged stats file is set aside and the count starts again, with a warning for the UI: losing
statistics is a pity, refusing to start the game over them would be worse. No pygame here.
"""

from __future__ import annotations

import hashlib
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.session import Session
from game.core.storage import (
    Notice,
    StorageError,
    clean_text,
    data_dir,
    kept_name,
    read_json,
    write_json_atomic,
)
from game.nidavellir.scoring import CATEGORIES

FORMAT = 1
STATS_FILE = "stats.json"
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
    per_category: dict[str, float]  # average points per game for each of CATEGORIES


def stats_path() -> Path:
    return data_dir() / STATS_FILE


def empty_stats() -> dict[str, Any]:
    return {"format": FORMAT, "players": {}, "recorded": [], "warning": None}


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


def _check(data: dict[str, Any]) -> str | None:
    """Why `data` is not a stats file we understand, or None."""
    if data.get("format") != FORMAT:
        return "it comes from another version of the game"
    players = data.get("players")
    if not isinstance(players, dict):
        return "the list of players is missing"
    if not all(_valid_name(k) and _valid_entry(v) for k, v in players.items()):
        return "some numbers are missing or wrong"
    recorded = data.get("recorded", [])
    if not isinstance(recorded, list) or not all(_valid_name(r) for r in recorded):
        return "the list of recorded games is wrong"
    return None


def load_stats() -> dict[str, Any]:
    """The statistics; never raises over a bad file. A damaged or foreign file is set aside and
    an empty book returned whose `warning` is a `Notice` the UI should show (else None)."""
    try:
        path = stats_path()
        data = read_json(path)
        problem = _check(data)
    except OSError:  # no data folder can be made: nothing recorded yet, saving will say why
        return empty_stats()
    except StorageError as exc:
        if exc.reason == "missing":
            return empty_stats()
        problem = str(exc)
    if problem is None:
        data.setdefault("recorded", [])
        data["warning"] = None
        return data
    kept = kept_name(path)
    stats = empty_stats()
    stats["warning"] = Notice(
        "stats.reset",
        f"The statistics file could not be read ({problem}); it was kept aside "
        f"as {kept} and the statistics start again.",
        {"file": kept},
    )
    return stats


def game_id(session: Session) -> str:
    """A fingerprint of a finished game, so recording it twice is harmless."""
    text = "\n".join(
        [
            str(session.seed),
            str(session.options["first_game"]),
            str(session.options["idavoll"]),
            *(clean_text(s.name) for s in session.seats),
            *session.history,
        ]
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def record_game(session: Session) -> dict[str, Any]:
    """Add a finished game to every chair's statistics and save them; returns the new stats
    (with `warning` set if the old file had to be set aside). Ties count as a win for each
    winner. A game not over, or already recorded, changes nothing."""
    stats = load_stats()
    state = session.state
    gid = game_id(session)
    if not state.is_over() or gid in stats["recorded"]:
        return stats
    outcome = state.outcome()
    for seat, (info, sheet) in enumerate(zip(session.seats, outcome.sheets, strict=True)):
        name = clean_text(" ".join(info.name.split())) or f"#{seat + 1}"
        entry = stats["players"].setdefault(
            name, {"games": 0, "wins": 0, "total_score": 0, "best_score": 0, "points": {}}
        )
        entry["games"] += 1
        entry["wins"] += seat in outcome.winners
        entry["total_score"] += sheet["total"]
        entry["best_score"] = max(entry["best_score"], sheet["total"])
        for category in CATEGORIES:
            entry["points"][category] = entry["points"].get(category, 0) + sheet[category]
    stats["recorded"] = [*stats["recorded"], gid][-RECORDED_KEEP:]
    write_json_atomic(stats_path(), {k: v for k, v in stats.items() if k != "warning"})
    return stats


def rows(stats: dict[str, Any]) -> list[StatRow]:
    """The table the statistics screen shows: most games first, then by name."""
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
                per_category={c: entry["points"].get(c, 0) / games for c in CATEGORIES},
            )
        )
    out.sort(key=lambda r: (-r.games, _alphabetical(r.name)))
    return out


def _alphabetical(name: str) -> str:
    """Sort key that puts "Ása" among the A's, as a reader expects."""
    folded = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in folded if not unicodedata.combining(c))
