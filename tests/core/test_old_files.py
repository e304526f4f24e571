"""Files written by the version before several games (format 1 saves, the one-game statistics)
load, and a save of a game this version does not have is reported and left alone.

The fixtures in `fixtures/` were written by that version's own code (`saves.autosave`,
`saves.save_named`, `stats.record_game`), not by hand.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import savedata, saves
from game.ui.saves import SaveError

FIXTURES = Path(__file__).parent / "fixtures"
HELD_AUTOSAVE = FIXTURES / "autosave_v1_first_game_held.json"
IDAVOLL_SAVE = FIXTURES / "named_v1_idavoll.json"


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    return tmp_path


def fixture(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def replayed(session: Session) -> Any:
    return session.info.replay(len(session.seats), session.seed, session.history, session.options)


# ---------------------------------------------------------------------- saves of format 1


def test_an_old_autosave_with_a_held_bid_loads_and_is_listed_with_a_notice() -> None:
    old = fixture(HELD_AUTOSAVE)
    assert old["format"] == 1 and old["first_game"] is True and "options" not in old
    shutil.copy(HELD_AUTOSAVE, saves.autosave_path())
    info = saves.autosave_info()
    assert info is not None and info.problem is None and info.game == "nidavellir"
    assert info.progress == {"age": old["age"], "round": old["round"]}
    assert info.notice is not None and info.notice.key == "saves.migrated"
    assert info.notice.params == {"file": "autosave.json"}
    session = saves.load_autosave()
    assert session is not None and saves.autosave_path().read_bytes() == HELD_AUTOSAVE.read_bytes()
    assert session.options == {"first_game": True, "idavoll": False}
    assert session.history == old["history"] and session.seed == old["seed"]
    assert [str(session.held[s]) for s in sorted(session.held)] == old["held"]
    assert [(s.name, s.kind, s.level) for s in session.seats] == [
        ("Sigrún", HUMAN, "normal"),
        ("Brokk", AI, "hard"),
        ("Ása", HUMAN, "normal"),
    ]
    assert session.state.to_dict() == replayed(session).to_dict()
    saves.autosave(session)  # the next save writes the current format
    new = fixture(saves.autosave_path())
    assert new["format"] == savedata.FORMAT and new["options"] == session.options
    assert new["check"] == savedata.rules_check(new) and "first_game" not in new
    again = saves.load_autosave()
    assert again is not None and again.state.to_dict() == session.state.to_dict()
    assert again.held == session.held and saves.autosave_info().notice is None  # type: ignore[union-attr]


def test_an_old_named_idavoll_save_loads_by_its_name() -> None:
    shutil.copy(IDAVOLL_SAVE, saves.saves_dir() / IDAVOLL_SAVE.name)
    (info,) = saves.list_saves()
    assert info.name == "Partie d'Été" and info.notice is not None and info.problem is None
    session = saves.load_named("Partie d'Été")
    assert session.options == {"first_game": False, "idavoll": True}
    assert len(session.history) == 60 and not session.held
    assert session.state.to_dict() == replayed(session).to_dict()


@pytest.mark.parametrize("option", ["first_game", "idavoll"])
def test_an_old_save_whose_option_was_flipped_is_still_caught(option: str) -> None:
    data = fixture(HELD_AUTOSAVE)
    data[option] = not data[option]
    with pytest.raises(SaveError) as error:
        saves.session_from_data(data, "old.json")
    assert error.value.reason == "altered"


def test_an_old_save_from_before_the_check_loads_as_it_always_did() -> None:
    data = fixture(IDAVOLL_SAVE)
    del data["check"]
    session = saves.session_from_data(data, "older.json")
    assert session.options["idavoll"] and len(session.history) == 60


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"round": 9}, "altered"),
        ({"frost_giants": True}, "options"),
        ({"idavoll": "yes"}, "data"),
        ({"game": "arran"}, "unknown_game"),
        ({"format": 0}, "format"),
    ],
)
def test_an_old_save_that_cannot_be_upgraded_says_why(change: dict[str, Any], reason: str) -> None:
    data = {**fixture(IDAVOLL_SAVE), **change}
    with pytest.raises(SaveError) as error:
        saves.session_from_data(data, "old.json")
    assert error.value.reason == reason


def test_the_upgrade_of_an_old_save_keeps_everything_else() -> None:
    old = fixture(HELD_AUTOSAVE)
    new = savedata.upgrade(old, "autosave.json")
    assert new["options"] == {"first_game": True, "idavoll": False}
    assert new["progress"] == {"age": old["age"], "round": old["round"]}
    kept = {k: v for k, v in old.items() if k not in ("format", "first_game", "idavoll")}
    kept = {k: v for k, v in kept.items() if k not in ("age", "round", "check")}
    assert {k: new[k] for k in kept} == kept and new["check"] == savedata.rules_check(new)


# ---------------------------------------------------------------------- a game not registered


def _other_games_save() -> dict[str, Any]:
    session = Session([Seat("A", HUMAN), Seat("B", AI)], 5)
    data = saves.to_data(session)
    data["game"] = "arran"
    data["check"] = savedata.rules_check(data)
    return data


def test_a_save_of_a_game_not_registered_is_explained_and_left_alone() -> None:
    with pytest.raises(KeyError):
        registry.get("arran")
    path = saves.saves_dir() / "arran.json"
    path.write_text(json.dumps(_other_games_save()), encoding="utf-8")
    content = path.read_bytes()
    (info,) = saves.list_saves()
    assert info.game == "arran" and info.problem is not None and "arran" in info.problem
    with pytest.raises(SaveError) as error:
        saves.load_path(path)
    assert error.value.reason == "unknown_game" and error.value.aside is None
    assert error.value.notice.key == "saves.error.unknown_game"
    assert error.value.notice.params == {"file": "arran.json", "game": "arran"}
    assert "left as it is" in error.value.notice.text
    assert path.read_bytes() == content and saves.list_saves()[0].path == path


def test_an_autosave_of_a_game_not_registered_is_kept_aside_before_being_replaced(
    home: Path,
) -> None:
    path = saves.autosave_path()
    path.write_text(json.dumps(_other_games_save()), encoding="utf-8")
    content = path.read_bytes()
    with pytest.raises(SaveError):
        saves.load_autosave()
    assert path.read_bytes() == content
    saves.autosave(Session([Seat("A", HUMAN), Seat("B", AI)], 6))
    (kept,) = home.glob("autosave.json.corrupt-*")
    assert kept.read_bytes() == content and saves.load_autosave() is not None
