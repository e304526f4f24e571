"""Files written by the version before several games (format 1 saves, the one-game statistics)
load, and what belongs to a game this version does not have is reported and left alone.

The fixtures in `fixtures/` were written by that version's own code (`saves.autosave`,
`saves.save_named`, `stats.record_game`), not by hand.
"""

from __future__ import annotations

import ast
import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import savedata, saves, stats
from game.ui.games.nidavellir import oldsaves
from game.ui.saves import SaveError

FIXTURES = Path(__file__).parent / "fixtures"
HELD_AUTOSAVE = FIXTURES / "autosave_v1_first_game_held.json"
IDAVOLL_SAVE = FIXTURES / "named_v1_idavoll.json"

# the solo opponents' choices at their defaults (no solo opponent)
SOLO_OFF = {"solo": "off", "neutral_heroes": "1", "andvari_strategy": "easy", "andvari_level": "1"}


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
    shutil.copy(HELD_AUTOSAVE, saves.autosave_path("nidavellir"))
    info = saves.autosave_info("nidavellir")
    assert info is not None and info.problem is None and info.game == "nidavellir"
    assert info.progress == {"age": old["age"], "round": old["round"]}
    assert info.notice is not None and info.notice.key == "saves.migrated"
    assert info.notice.params == {"file": "autosave-nidavellir.json"}
    session = saves.load_autosave("nidavellir")
    written = saves.autosave_path("nidavellir").read_bytes()
    assert session is not None and written == HELD_AUTOSAVE.read_bytes()
    assert session.options == {
        "first_game": True,
        "idavoll": False,
        "thingvellir": False,
        **SOLO_OFF,
    }
    assert session.history == old["history"] and session.seed == old["seed"]
    assert [str(session.held[s]) for s in sorted(session.held)] == old["held"]
    assert [(s.name, s.kind, s.level) for s in session.seats] == [
        ("Sigrún", HUMAN, "normal"),
        ("Brokk", AI, "hard"),
        ("Ása", HUMAN, "normal"),
    ]
    assert session.state.to_dict() == replayed(session).to_dict()
    saves.autosave(session)  # the next save writes the current format
    new = fixture(saves.autosave_path("nidavellir"))
    assert new["format"] == savedata.FORMAT and new["options"] == session.options
    assert new["check"] == savedata.rules_check(new) and "first_game" not in new
    again = saves.load_autosave("nidavellir")
    assert again is not None and again.state.to_dict() == session.state.to_dict()
    assert again.held == session.held and saves.autosave_info("nidavellir").notice is None  # type: ignore[union-attr]


def test_an_old_named_idavoll_save_loads_by_its_name() -> None:
    shutil.copy(IDAVOLL_SAVE, saves.saves_dir() / IDAVOLL_SAVE.name)
    (info,) = saves.list_saves()
    assert info.name == "Partie d'Été" and info.notice is not None and info.problem is None
    session = saves.load_named("Partie d'Été")
    assert session.options == {
        "first_game": False,
        "idavoll": True,
        "thingvellir": False,
        **SOLO_OFF,
    }
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


def _before_idavoll(data: dict[str, Any]) -> dict[str, Any]:
    """A save as the versions before Idavoll wrote it: no `idavoll` key, no check."""
    return {k: v for k, v in data.items() if k not in ("idavoll", "check")}


def test_an_old_save_from_before_idavoll_loads_without_it() -> None:
    data = _before_idavoll(fixture(HELD_AUTOSAVE))
    session = saves.session_from_data(data, "oldest.json")
    assert (session.options["first_game"], session.options["idavoll"]) == (True, False)
    assert session.history == data["history"]


def _moved_to_the_end(data: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    return {**{k: v for k, v in data.items() if k != key}, key: value}


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: _moved_to_the_end(_before_idavoll(d), "idavoll", True),  # Idavoll added late
        lambda d: {**_before_idavoll(d), "over": True},  # no old version saved a finished game
        lambda d: _moved_to_the_end(_before_idavoll(d), "first_game", False),
        lambda d: {**_before_idavoll(d), "options": {"first_game": False}},
        lambda d: {k: v for k, v in _before_idavoll(d).items() if k != "saved_at"},
        lambda d: {k: v for k, v in d.items() if k != "check"} | {"progress": {}},
    ],
    ids=["idavoll_added", "finished", "first_game_moved", "options_added", "key_missing", "later"],
)
def test_an_old_save_without_a_check_loads_only_in_the_shape_old_versions_wrote(
    edit: Any,
) -> None:
    data = edit(fixture(HELD_AUTOSAVE))
    assert "check" not in data
    with pytest.raises(SaveError) as error:
        saves.session_from_data(data, "old.json")
    assert (error.value.reason, error.value.detail) == ("altered", "no rules check")


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"round": 9}, "altered"),
        ({"frost_giants": True}, "options"),
        ({"idavoll": "yes"}, "data"),
        ({"game": "unreleased"}, "unknown_game"),
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
    new = oldsaves.upgrade(old, "autosave.json")
    assert new["options"] == {"first_game": True, "idavoll": False}
    assert new["progress"] == {"age": old["age"], "round": old["round"]}
    kept = {k: v for k, v in old.items() if k not in ("format", "first_game", "idavoll")}
    kept = {k: v for k, v in kept.items() if k not in ("age", "round", "check")}
    assert {k: new[k] for k in kept} == kept and new["check"] == savedata.rules_check(new)


def test_a_first_format_save_of_a_game_that_never_wrote_one_is_refused() -> None:
    """Only Nidavellir wrote format 1: its reader is its own, and another game has none."""
    data = {**fixture(IDAVOLL_SAVE), "game": "arran"}
    path = saves.saves_dir() / "arran-old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    (info,) = saves.list_saves()
    assert info.problem == savedata.TEXTS["format"].format(file="arran-old.json")
    assert info.progress == {} and info.notice is None
    with pytest.raises(SaveError) as error:
        saves.session_from_data(data, "arran-old.json")
    assert (error.value.reason, error.value.detail) == ("format", "format 1 of arran")


@pytest.mark.parametrize("form", [[1], {"1": 1}, 1.5, None])
def test_a_save_whose_format_is_no_number_is_listed_as_foreign(form: Any) -> None:
    data = {**fixture(IDAVOLL_SAVE), "format": form}
    path = saves.saves_dir() / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    (info,) = saves.list_saves()
    assert info.problem == savedata.TEXTS["format"].format(file="odd.json")
    assert info.progress == {}


def test_the_shared_save_code_knows_no_game_s_old_shapes() -> None:
    """Format 1's keys and its one game are named only by that game's reader."""
    named = {"nidavellir", "first_game", "idavoll", "age", "round"}
    for module in (saves, savedata):
        tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
        texts = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)}
        assert not named & texts, module.__name__
    reader = oldsaves.SAVE_UPGRADE
    assert reader.formats == {1} and reader.upgrade is oldsaves.upgrade


# ---------------------------------------------------------------------- a game not registered


def _other_games_save() -> dict[str, Any]:
    session = Session([Seat("A", HUMAN), Seat("B", AI)], 5)
    data = saves.to_data(session)
    data["game"] = "unreleased"
    data["check"] = savedata.rules_check(data)
    return data


def test_a_save_of_a_game_not_registered_is_explained_and_left_alone() -> None:
    with pytest.raises(KeyError):
        registry.get("unreleased")
    path = saves.saves_dir() / "unreleased.json"
    path.write_text(json.dumps(_other_games_save()), encoding="utf-8")
    content = path.read_bytes()
    (info,) = saves.list_saves()
    assert info.game == "unreleased" and info.problem is not None and "unreleased" in info.problem
    with pytest.raises(SaveError) as error:
        saves.load_path(path)
    assert error.value.reason == "unknown_game" and error.value.aside is None
    assert error.value.notice.key == "saves.error.unknown_game"
    assert error.value.notice.params == {"file": "unreleased.json", "game": "unreleased"}
    assert "left as it is" in error.value.notice.text
    assert path.read_bytes() == content and saves.list_saves()[0].path == path


def test_an_autosave_of_a_game_not_registered_is_kept_aside_before_being_replaced(
    home: Path,
) -> None:
    path = saves.autosave_path("nidavellir")
    path.write_text(json.dumps(_other_games_save()), encoding="utf-8")
    content = path.read_bytes()
    with pytest.raises(SaveError):
        saves.load_autosave("nidavellir")
    assert path.read_bytes() == content
    saves.autosave(Session([Seat("A", HUMAN), Seat("B", AI)], 6))
    (kept,) = home.glob("autosave-nidavellir.json.corrupt-*")
    assert kept.read_bytes() == content and saves.load_autosave("nidavellir") is not None


# ---------------------------------------------------------------------- statistics of format 1

STATS_V1 = FIXTURES / "stats_v1.json"


def _finish_like_the_fixture(seed: int) -> Session:
    """One of the two games the fixture recorded: played on the state alone (so with no
    history), one uniformly random legal action of a random seat owing one at a time."""
    seats = [Seat("Ása", HUMAN), Seat("Brokk", AI), Seat("Eitri", AI)]
    session = Session(seats, seed, {"idavoll": seed == 12})
    rng = random.Random(seed)
    state = session.state
    while not state.is_over():
        to_move = state.to_move()
        seat = to_move[0] if len(to_move) == 1 else rng.choice(to_move)
        actions = state.legal_actions(seat)
        state.apply(actions[rng.randrange(len(actions))])
    return session


def test_old_statistics_become_nidavellirs_book_and_the_original_is_kept(home: Path) -> None:
    old = fixture(STATS_V1)
    assert old["format"] == 1 and len(old["recorded"]) == 2
    path = stats.stats_path()
    shutil.copy(STATS_V1, path)
    book = stats.load_stats()
    assert book["warning"] is None and book["game"] == "nidavellir"
    assert book["players"] == old["players"] and book["recorded"] == old["recorded"]
    assert (home / "stats.json.v1.bak").read_bytes() == STATS_V1.read_bytes()
    new = fixture(path)
    assert new == {
        "format": 2,
        "games": {"nidavellir": {k: old[k] for k in ("players", "recorded")}},
    }
    assert stats.load_stats() == book  # read again: already upgraded, nothing changes
    assert stats.load_stats("unreleased") == stats.empty_stats("unreleased")
    rows = {r.name: r for r in stats.rows(book)}
    assert rows["Brokk"].games == 2 and rows["Brokk"].wins == 2


def test_a_game_recorded_before_the_upgrade_is_not_counted_again() -> None:
    shutil.copy(STATS_V1, stats.stats_path())
    before = stats.load_stats()["players"]
    for seed in (11, 12):
        stats.record_game(_finish_like_the_fixture(seed))
    assert stats.load_stats()["players"] == before
    after = stats.record_game(_finish_like_the_fixture(13))["players"]
    assert after["Ása"]["games"] == before["Ása"]["games"] + 1


def test_an_old_statistics_file_that_is_damaged_is_set_aside_not_upgraded(home: Path) -> None:
    path = stats.stats_path()
    path.write_text(json.dumps({"format": 1, "players": {"A": {"games": -1}}}), encoding="utf-8")
    book = stats.load_stats()
    assert book["warning"] is not None and book["players"] == {}
    assert (
        not (home / "stats.json.v1.bak").exists()
        and len(list(home.glob("stats.json.corrupt-*"))) == 1
    )


def test_the_book_of_a_game_not_registered_survives_recording_another() -> None:
    shutil.copy(STATS_V1, stats.stats_path())
    stats.load_stats()
    raw = fixture(stats.stats_path())
    raw["games"]["unreleased"] = {"players": {}, "recorded": []}
    stats.stats_path().write_text(json.dumps(raw), encoding="utf-8")
    stats.record_game(_finish_like_the_fixture(14))
    again = fixture(stats.stats_path())
    assert again["games"]["unreleased"] == {"players": {}, "recorded": []}
    assert len(again["games"]["nidavellir"]["recorded"]) == 3


# ---------------------------------------------------------------------- the backup of the upgrade


def _backup(home: Path) -> Path:
    return home / (stats.STATS_FILE + stats.BACKUP_SUFFIX)


def _disk_full_midway(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every write to a file (the game's `os.write`, `shutil`'s `sendfile`) puts half its bytes
    on the disk, then the disk is full."""
    import errno
    import os

    real_write = os.write

    def write(fd: int, data: Any) -> int:
        if fd <= 2 or len(data) < 2:  # the test's own output, or nothing left to halve
            return real_write(fd, data)
        real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")

    def sendfile(out_fd: int, in_fd: int, offset: int | None, count: int) -> int:
        half = os.pread(in_fd, os.fstat(in_fd).st_size // 2, 0)
        real_write(out_fd, half)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", write)
    monkeypatch.setattr(os, "sendfile", sendfile)


def test_an_upgrade_on_a_full_disk_leaves_no_half_backup_and_is_done_again(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = STATS_V1.read_bytes()
    shutil.copy(STATS_V1, stats.stats_path())
    with monkeypatch.context() as full:
        _disk_full_midway(full)
        assert stats.load_stats()["players"] == fixture(STATS_V1)["players"]
    assert sorted(p.name for p in home.iterdir()) == [stats.STATS_FILE]
    assert stats.stats_path().read_bytes() == original  # not upgraded: nothing was backed up
    assert stats.load_stats()["players"] == fixture(STATS_V1)["players"]  # room again
    assert _backup(home).read_bytes() == original
    assert json.loads(stats.stats_path().read_text(encoding="utf-8"))["format"] == stats.FORMAT


def test_a_backup_cut_short_by_an_earlier_version_is_kept_aside_and_written_again(
    home: Path,
) -> None:
    original = STATS_V1.read_bytes()
    shutil.copy(STATS_V1, stats.stats_path())
    _backup(home).write_bytes(original[:100])
    stats.load_stats()
    assert _backup(home).read_bytes() == original
    (kept,) = home.glob(f"{_backup(home).name}.corrupt-*")
    assert kept.read_bytes() == original[:100]


@pytest.mark.parametrize("target_exists", [False, True], ids=["dangling", "to_a_file"])
def test_a_link_at_the_backup_name_is_never_followed(
    home: Path, tmp_path: Path, target_exists: bool
) -> None:
    outside = tmp_path.parent / f"{tmp_path.name}-outside.json"
    if target_exists:
        outside.write_text("theirs", encoding="utf-8")
    shutil.copy(STATS_V1, stats.stats_path())
    _backup(home).symlink_to(outside)
    stats.load_stats()
    assert outside.exists() == target_exists
    assert not target_exists or outside.read_text(encoding="utf-8") == "theirs"
    backup = _backup(home)
    assert not backup.is_symlink() and backup.read_bytes() == STATS_V1.read_bytes()
    (kept,) = home.glob(f"{backup.name}.corrupt-*")
    assert kept.is_symlink() and kept.readlink() == outside
