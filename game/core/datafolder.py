"""Where each game's card data is read from: `data/<game>/` as shipped, or an edited copy.

The README invites an owner of a box to correct `data/arran` and `data/vedrfolnir` by hand. Set
`NIDAVELLIR_DATA` to a folder holding copies of some of these folders (`<folder>/arran/`, …) and
those copies are read instead, so edits can live apart from the program and a broken edit can
be tried without touching the shipped files; a game with no folder there keeps the shipped one.
The tests point real processes at broken copies this way. Read when a game's data module is
first imported.
"""

from __future__ import annotations

import os
from pathlib import Path

from game import resources

DATA_ENV = "NIDAVELLIR_DATA"
SHIPPED = resources.DATA


def game_data(game: str) -> Path:
    """The folder of `game`'s YAML files: the copy under `NIDAVELLIR_DATA` if there is one."""
    override = os.environ.get(DATA_ENV)
    if override:
        copy = Path(override).expanduser() / game
        if copy.is_dir():
            return copy
    return SHIPPED / game


LESSONS_FILE = "lessons.yaml"


def has_lessons(game: str) -> bool:
    """Whether the game ships lessons (`game.core.lessons`); the menu asks this at start-up, so
    it only looks for the file, never reads it."""
    return (game_data(game) / LESSONS_FILE).is_file()
