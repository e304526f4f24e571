"""Where each lesson was left: one small JSON file in the data folder (`lessons.json`), written
atomically after every move and every step read, so a lesson left (or a window closed) resumes
at the same step. A damaged or unwritable file only loses the lessons' places, never a game."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from game.core.lessons import LessonRun
from game.core.storage import StorageError, data_dir, read_json, write_json_atomic

log = logging.getLogger(__name__)
NAME = "lessons.json"


def _path() -> Path:
    return data_dir() / NAME


def _key(game: str, lesson_id: str) -> str:
    return f"{game}/{lesson_id}"


def read_all() -> dict[str, Any]:
    """Every lesson's saved place, by "game/lesson"; empty when there is no readable file."""
    try:
        path = _path()
        return read_json(path) if path.is_file() else {}
    except (OSError, StorageError) as exc:
        log.warning("lesson progress unreadable: %s", exc)
        return {}


def progress(game: str, lesson_id: str) -> dict[str, Any] | None:
    """Where the lesson was left (`LessonRun.to_dict`), or None: never started, or finished."""
    saved = read_all().get(_key(game, lesson_id))
    return saved if isinstance(saved, dict) else None


def _write(places: dict[str, Any]) -> None:
    try:
        write_json_atomic(_path(), places)
    except (OSError, ValueError) as exc:
        log.warning("lesson progress not saved: %s", exc)


def save_progress(run: LessonRun) -> None:
    places = read_all()
    places[_key(run.game, run.lesson.id)] = run.to_dict()
    _write(places)


def forget_progress(run: LessonRun) -> None:
    """The lesson is over: next time it starts from the beginning."""
    places = read_all()
    if places.pop(_key(run.game, run.lesson.id), None) is not None:
        _write(places)
