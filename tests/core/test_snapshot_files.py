"""Saves and snapshots written while the base game's state still held the expansions' fields
load unchanged, and the state they give writes and shows exactly what it wrote then.

The files in `fixtures/snapshots/` were written by the code of commit 6136e15 (before Idavoll
and Thingvellir owned their state): seeded random games played through a `Session` to positions
where the expansions' fields are filled (mythology cards, tokens, captures, Loki's reservation,
Thrivaldi's uncounted hero, Olrun's class, the camp, the Enlistment, Zolkur on the pouch,
Járnglófi's discarded coin, a solo clan's starting heroes), then saved with
`saves.save_named`; beside each save, that state's `to_dict()` (indented as the save files are)
and its views for the spectator and every seat (one line). Comparing the texts, not only the
parsed data, checks the keys' order too.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.nidavellir.persist import from_dict
from game.ui import saves

SNAPSHOTS = Path(__file__).parent / "fixtures" / "snapshots"
CASES = [
    "base",
    "idavoll",
    "idavoll_loki",
    "thingvellir",
    "thingvellir_pouch",
    "both",
    "solo",
]


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    return tmp_path


def snapshot_text(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def views_text(state: Any) -> str:
    views = {str(seat): state.view(seat) for seat in [None, *range(state.n)]}
    return json.dumps(views, ensure_ascii=False) + "\n"


def stored(name: str, part: str) -> str:
    return (SNAPSHOTS / f"{name}_{part}.json").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", CASES)
def test_a_save_loads_to_the_snapshot_and_views_it_had(name: str) -> None:
    path = saves.saves_dir() / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(SNAPSHOTS / f"{name}_save.json", path)
    session = saves.load_named(path)
    assert snapshot_text(session.state.to_dict()) == stored(name, "state")
    assert views_text(session.state) == stored(name, "views")


@pytest.mark.parametrize("name", CASES)
def test_a_snapshot_reads_back_to_the_same_text_and_views(name: str) -> None:
    text = stored(name, "state")
    state = from_dict(json.loads(text))
    assert snapshot_text(state.to_dict()) == text
    assert views_text(state) == stored(name, "views")
    assert state.check_invariants() == []


@pytest.mark.parametrize("name", CASES)
def test_a_read_snapshot_plays_on_as_its_save_does(name: str) -> None:
    """The state read from the snapshot and the one replayed from the save take the same
    first legal action to the same place."""
    path = saves.saves_dir() / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(SNAPSHOTS / f"{name}_save.json", path)
    replayed = saves.load_named(path).state
    read = from_dict(json.loads(stored(name, "state")))
    seat = read.to_move()[0]
    action = read.legal_actions(seat)[0]
    assert replayed.legal_actions(seat)[0] == action
    assert read.apply(action) == replayed.apply(action)
    assert read.to_dict() == replayed.to_dict()
