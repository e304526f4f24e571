"""Damaged or hostile files in the data folder never stop the game (issue 11, item 1).

Each case: the player gets one notice (or a `SaveError` the window shows), the file is set aside
as `<name>.corrupt-<time>` with its bytes intact, defaults are used, and nothing outside the data
folder is touched.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from game.core import registry, storage
from game.core.session import AI, HUMAN, Seat, Session
from game.core.storage import read_json, set_aside, write_json_atomic
from game.ui import saves, stats
from game.ui.saves import SaveError
from game.ui.settings import Settings, load_settings, save_settings, settings_path
from tests.test_saves import advance
from tests.test_stats import FinishedGame, FinishedState, sheet

DEEP = ("[" * 100_000 + "]" * 100_000).encode()  # RecursionError in the json parser
DEEP_OBJECT = ('{"a":' * 100_000 + "1" + "}" * 100_000).encode()


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("NIDAVELLIR_HOME", str(folder))
    return folder


def aside(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.corrupt-*"))


def game(decisions: int = 40, first_game: bool = False) -> Session:
    seats = [Seat("Sigrún", HUMAN), Seat("Brokk", AI), Seat("Eitri", AI)]
    return advance(Session(seats, 77, {"first_game": first_game}), decisions)


# ---------------------------------------------------------------------- settings.json

DEFAULTS = Settings()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"ai_pace_ms": Infinity}', DEFAULTS),
        ('{"ai_pace_ms": -Infinity, "language": "fr"}', DEFAULTS),
        ('{"volume": NaN}', DEFAULTS),
        ('{"ai_pace_ms": 1e400, "language": "fr"}', Settings(language="fr")),
        ('{"volume": -1e400, "muted": true}', Settings(muted=True)),
        ('{"ai_pace_ms": 1' + "0" * 400 + ', "compact": true}', Settings(compact=True)),
        ('{"muted": "yes", "volume": 0.25}', Settings(effects_volume=0.25)),
        ('{"fullscreen": 1, "high_contrast": true}', Settings(high_contrast=True)),
        ('{"language": ["fr"], "ai_pace_ms": 1000}', Settings(ai_pace_ms=1000)),
        ('{"language": "de"}', DEFAULTS),
        ('{"volume": {"level": 1}, "autopick": false}', Settings(autopick=False)),
        ('{"ai_pace_ms": {}}', DEFAULTS),
        ('{"animation_ms": "fast"}', DEFAULTS),
        ('{"volume": true}', DEFAULTS),
        ('{"ai_pace_ms": null}', DEFAULTS),
        ("[" * 100_000 + "]" * 100_000, DEFAULTS),
        ('{"a":' * 100_000 + "1" + "}" * 100_000, DEFAULTS),
        ("[1, 2]", DEFAULTS),
        ('{"game": "\\ud800"}', DEFAULTS),
        ('{"game": "arran\\udfff", "muted": true}', Settings(muted=True)),
        ('{"game": "chess", "language": "fr"}', Settings(language="fr")),
        ('{"game": "arran\\n"}', DEFAULTS),
        ('{"game": 7, "compact": true}', Settings(compact=True)),
        ('{"game": ["arran"]}', DEFAULTS),
        ('{"music_volume": 1e400, "volume": 0.3}', Settings(effects_volume=0.3)),
        ('{"effects_volume": "loud", "music_volume": 0.1}', Settings(music_volume=0.1)),
    ],
    ids=[
        "inf",
        "minus_inf",
        "nan",
        "1e400",
        "minus_1e400",
        "401_digits",
        "string_for_bool",
        "int_for_bool",
        "list_for_language",
        "unknown_language",
        "object_for_number",
        "empty_object_for_number",
        "string_for_number",
        "bool_for_number",
        "null",
        "deep_list",
        "deep_object",
        "not_an_object",
        "lone_surrogate_for_game",
        "game_and_a_surrogate",
        "unknown_game",
        "control_character_in_game",
        "number_for_game",
        "list_for_game",
        "inf_for_music_beside_an_old_volume",
        "string_for_effects",
    ],
)
def test_unusable_settings_are_reset_with_one_notice_and_set_aside(
    home: Path, text: str, expected: Settings
) -> None:
    home.mkdir()
    settings_path().write_text(text, encoding="utf-8")
    settings, notice = load_settings()
    assert settings == expected
    assert notice is not None and notice.key == "files.settings_reset"
    (kept,) = aside(home, "settings.json")
    assert notice.params == {"file": kept.name}
    assert kept.read_text(encoding="utf-8") == text and not settings_path().exists()
    assert load_settings() == (DEFAULTS, None)  # the next start: nothing left to say


def test_values_merely_out_of_range_are_clamped_without_a_notice(home: Path) -> None:
    home.mkdir()
    settings_path().write_text(
        '{"volume": 3, "ai_pace_ms": -5.5, "animation_ms": 140.0, "future_setting": [1]}',
        encoding="utf-8",
    )
    settings, notice = load_settings()
    assert notice is None
    assert settings == Settings(effects_volume=1.0, ai_pace_ms=0, animation_ms=140)
    assert settings_path().exists() and aside(home, "settings.json") == []


def test_a_registered_game_is_remembered_without_a_notice(home: Path) -> None:
    home.mkdir()
    settings_path().write_text('{"game": "vedrfolnir", "muted": true}', encoding="utf-8")
    assert load_settings() == (Settings(game="vedrfolnir", muted=True), None)


def test_settings_broken_in_memory_are_saved_with_their_defaults(home: Path) -> None:
    home.mkdir()
    save_settings(Settings(game="\ud800", muted=True))
    assert json.loads(settings_path().read_text(encoding="utf-8"))["game"] == ""
    assert load_settings() == (Settings(muted=True), None)


def test_clamp_never_raises_on_values_set_in_memory() -> None:
    settings = Settings()
    settings.ai_pace_ms = float("inf")  # type: ignore[assignment]
    settings.effects_volume = float("nan")
    settings.music_volume = float("inf")
    settings.language = ["fr"]  # type: ignore[assignment]
    settings.animation_ms = 10**400
    settings.clamp()
    assert settings == Settings()


# ---------------------------------------------------------------------- nesting too deep


@pytest.mark.parametrize("content", [DEEP, DEEP_OBJECT])
def test_deep_nesting_in_the_autosave_is_damage_not_a_crash(home: Path, content: bytes) -> None:
    home.mkdir()
    saves.autosave_path("nidavellir").write_bytes(content)
    info = saves.autosave_info("nidavellir")  # the load screen lists it first
    assert info is not None and info.problem is not None and info.players == ()
    with pytest.raises(SaveError) as error:
        saves.load_autosave("nidavellir")  # "Continue"
    assert error.value.reason == "garbage"
    assert error.value.aside is not None and error.value.aside.read_bytes() == content
    assert saves.load_autosave("nidavellir") is None and not saves.has_autosave(
        "nidavellir"
    )  # and the next start


@pytest.mark.parametrize("content", [DEEP, DEEP_OBJECT])
def test_deep_nesting_in_a_named_save_is_listed_then_set_aside(home: Path, content: bytes) -> None:
    path = saves.saves_dir() / "deep.json"
    path.write_bytes(content)
    (info,) = saves.list_saves()
    assert info.name == "deep" and info.problem is not None
    with pytest.raises(SaveError) as error:
        saves.load_path(info.path)
    assert error.value.reason == "garbage" and not path.exists()
    assert saves.list_saves() == []


@pytest.mark.parametrize("content", [DEEP, DEEP_OBJECT])
def test_deep_nesting_in_the_statistics_starts_them_again(home: Path, content: bytes) -> None:
    home.mkdir()
    stats.stats_path().write_bytes(content)
    book = stats.load_stats()
    assert book["players"] == {} and book["warning"].key == "stats.reset"
    (kept,) = aside(home, "stats.json")
    assert kept.read_bytes() == content and book["warning"].params == {"file": kept.name}


def test_read_json_refuses_what_is_not_a_small_regular_file(home: Path) -> None:
    home.mkdir()
    pipe = home / "pipe.json"
    os.mkfifo(pipe)  # reading it would wait forever for a writer
    big = home / "big.json"
    big.write_bytes(b'{"a": "' + b"x" * storage.MAX_BYTES + b'"}')
    reasons = []
    for path in (pipe, big, home):
        try:
            read_json(path)
        except Exception as exc:  # the class is what is checked
            reasons.append((type(exc).__name__, getattr(exc, "reason", None)))
    assert reasons == [
        ("StorageError", "unreadable"),
        ("StorageError", "too_large"),
        ("StorageError", "unreadable"),
    ]


# ---------------------------------------------------------------------- hostile moves


def _with(data: dict[str, Any], **changes: Any) -> bytes:
    return json.dumps({**data, **changes}).encode()


@pytest.mark.parametrize(
    "move",
    ["s² bid 0 2 3", "s" + "9" * 5000 + " bid 0 2 3"],
    ids=["superscript_seat", "5000_digit_seat"],
)
@pytest.mark.parametrize("where", ["history", "held"])
def test_a_move_no_game_writes_is_a_clear_save_error(home: Path, move: str, where: str) -> None:
    data = saves.to_data(game(6))
    data[where] = [*data[where], move]
    home.mkdir()
    saves.autosave_path("nidavellir").write_bytes(_with(data))
    with pytest.raises(SaveError) as error:
        saves.load_autosave("nidavellir")
    assert error.value.reason == "action"
    assert error.value.notice.text == (
        "The saved game autosave-nidavellir.json contains a move this game does not know."
    )
    assert not saves.has_autosave("nidavellir")


def test_any_error_while_rebuilding_becomes_a_save_error(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = saves.to_data(game(10))

    def broken(*_: Any) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(Session, "_apply", broken)
    with pytest.raises(SaveError) as error:
        saves.session_from_data(data, "x.json")
    assert error.value.reason == "replay"
    assert error.value.detail == "RecursionError: maximum recursion depth exceeded"


# ---------------------------------------------------------------------- names no file can hold


def test_a_lone_surrogate_in_a_name_is_repaired_and_the_game_saves_again(home: Path) -> None:
    data = saves.to_data(game(12))
    data["seats"][0]["name"] = "Sig\ud800rún\x00"
    home.mkdir()
    saves.autosave_path("nidavellir").write_text(json.dumps(data), encoding="ascii")  # as "\ud800"
    (shown,) = [saves.autosave_info("nidavellir")]
    assert shown is not None and shown.players[0] == "Sig\ufffdrún\ufffd"
    session = saves.load_autosave("nidavellir")
    assert session is not None and session.seats[0].name == "Sig\ufffdrún\ufffd"
    saver = saves.AutoSaver()
    saver.save(session)
    assert saver.flush(timeout=10)
    again = saves.load_autosave("nidavellir")
    assert again is not None and again.seats[0].name == "Sig\ufffdrún\ufffd"
    assert again.history == session.history


@pytest.mark.parametrize(
    ("written", "loaded"),
    [
        ("W" * 1_000_000, "W" * 14),
        ("Sig\ud800rún\x00" + "x" * 20_000, "Sig\ufffdrún\ufffdxxxxxx"),
        ("\x1b[31mRed\x1b[0m", "\ufffd[31mRed\ufffd[0m"),
        ("Brokk", "Brokk"),
    ],
    ids=["million", "surrogate_then_long", "escape_codes", "short"],
)
def test_seat_names_are_cut_to_the_form_limit_on_load(
    home: Path, written: str, loaded: str
) -> None:
    data = saves.to_data(game(12))
    data["seats"][1]["name"] = written
    home.mkdir()
    saves.autosave_path("nidavellir").write_text(json.dumps(data), encoding="ascii")
    (listed,) = [saves.autosave_info("nidavellir")]
    assert listed is not None and listed.players == ("Sigrún", loaded, "Eitri")
    session = saves.load_autosave("nidavellir")
    assert session is not None and [s.name for s in session.seats] == ["Sigrún", loaded, "Eitri"]
    assert session.history == data["history"]


def test_the_autosave_thread_survives_any_error(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = saves.write_json_atomic
    failures = [
        UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed"),
        RuntimeError("a bug"),
        OSError(28, "No space left on device"),
    ]

    def flaky(path: Path, data: Any) -> None:
        if failures:
            raise failures.pop(0)
        real(path, data)

    monkeypatch.setattr(saves, "write_json_atomic", flaky)
    saver = saves.AutoSaver()
    session = game(20)
    for _ in range(3):
        saver.save(session)
        assert saver.flush(timeout=10)
        assert not saves.has_autosave("nidavellir")
    saver.save(session)
    assert saver.flush(timeout=10)
    loaded = saves.load_autosave("nidavellir")
    assert loaded is not None and loaded.history == session.history


def test_waiting_for_the_autosave_is_bounded(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()
    real = saves.write_json_atomic

    def stuck(path: Path, data: Any) -> None:
        release.wait(30)  # a disk that does not answer
        real(path, data)

    monkeypatch.setattr(saves, "write_json_atomic", stuck)
    saver = saves.AutoSaver()
    saver.save(game(4))
    assert saver.flush(timeout=0.05) is False  # quitting gives up instead of hanging
    waits: list[str] = []  # the waits of this thread (the autosave thread waits for work)
    real_wait = saver._lock.wait_for

    def counted(*args: Any) -> Any:
        if threading.current_thread() is threading.main_thread():
            waits.append("flush")
        return real_wait(*args)

    monkeypatch.setattr(saver._lock, "wait_for", counted)
    assert saver.flush(timeout=30) is False and waits == []  # nor waits again on the same job
    release.set()
    saver.save(game(5))
    assert saver.flush(timeout=10) is True and waits == ["flush"]
    assert saves.load_autosave("nidavellir") is not None


def test_deleting_after_a_waiting_save_leaves_nothing_to_continue(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = threading.Event()
    real = saves.write_json_atomic

    def slow(path: Path, data: Any) -> None:
        release.wait(30)
        real(path, data)

    monkeypatch.setattr(saves, "write_json_atomic", slow)
    saver = saves.AutoSaver()
    saver.save(game(4))
    finished = game(5)
    saver.save(finished)  # waiting behind the first
    threading.Timer(0.05, release.set).start()
    saver.delete(finished)
    assert saver.flush(timeout=10) and not saves.has_autosave("nidavellir")


# ---------------------------------------------------------------------- links and leftovers


def posix_link(real: Any) -> Any:
    """`os.link` as POSIX specifies and macOS does it: a link as source is followed, so the
    new name is a hard link to the target (Linux's `link()` happens not to follow)."""

    def link(src: Any, dst: Any, *, follow_symlinks: bool = True) -> None:
        real(os.path.realpath(src) if follow_symlinks else src, dst, follow_symlinks=False)

    return link


@pytest.mark.parametrize("link", ["linux", "posix"])
def test_a_symlinked_autosave_is_moved_aside_as_a_link_and_its_target_untouched(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, link: str
) -> None:
    if link == "posix":
        monkeypatch.setattr(os, "link", posix_link(os.link))
    system = tmp_path / "passwd"
    system.write_text("root:x:0:0:root:/root:/bin/bash\n", encoding="utf-8")
    home.mkdir()
    saves.autosave_path("nidavellir").symlink_to(system)
    with pytest.raises(SaveError) as error:
        saves.load_autosave("nidavellir")
    kept = error.value.aside
    assert kept is not None and kept.is_symlink() and os.readlink(kept) == str(system)
    assert os.stat(system).st_nlink == 1  # no hard link to it anywhere
    assert system.read_text(encoding="utf-8") == "root:x:0:0:root:/root:/bin/bash\n"
    assert sorted(p.name for p in home.iterdir()) == [kept.name]


def test_writing_over_a_symlinked_autosave_never_writes_through_it(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "link", posix_link(os.link))
    system = tmp_path / "hosts"
    system.write_text("127.0.0.1 localhost\n", encoding="utf-8")
    home.mkdir()
    saves.autosave_path("nidavellir").symlink_to(system)
    saves.autosave(game(4))
    assert system.read_text(encoding="utf-8") == "127.0.0.1 localhost\n"
    assert os.stat(system).st_nlink == 1
    assert (
        not saves.autosave_path("nidavellir").is_symlink()
        and saves.load_autosave("nidavellir") is not None
    )
    (kept,) = aside(home, "autosave-nidavellir.json")
    assert kept.is_symlink()


def test_set_aside_of_a_dangling_link_moves_the_link(home: Path) -> None:
    home.mkdir()
    link = home / "stats.json"
    link.symlink_to(home / "nowhere")
    kept = set_aside(link)
    assert kept.is_symlink() and not os.path.lexists(link)


def test_leftover_temp_files_are_removed_at_start_and_only_ours(home: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.json.abcdefgh.tmp"
    outside.write_text("keep", encoding="utf-8")
    folder = saves.saves_dir()
    ours = [
        home / ".autosave.json.k2j_h4g5.tmp",
        home / ".settings.json.0a1b2c3d.tmp",
        home / ".stats.json.zzzzzzzz.tmp",
        folder / ".partie-d-ete.json.q1w2e3r4.tmp",
    ]
    for path in ours:
        path.write_text('{"half": ', encoding="utf-8")
    link = home / ".autosave.json.linkedto.tmp"
    link.symlink_to(outside)
    theirs = [
        home / "notes.tmp",
        home / ".autosave.json.tmp",
        home / "autosave.json",
        home / ".autosave.json.short.tmp",
        folder / "partie.json",
    ]
    for path in theirs:
        path.write_text("{}", encoding="utf-8")
    (home / ".dir.json.abcdefgh.tmp").mkdir()
    removed = saves.tidy_data_folder()
    assert sorted(removed) == sorted([p.name for p in ours] + [link.name])
    assert all(not os.path.lexists(p) for p in [*ours, link])
    assert all(p.exists() for p in theirs) and outside.read_text(encoding="utf-8") == "keep"
    assert (home / ".dir.json.abcdefgh.tmp").is_dir()


def test_a_name_no_file_can_hold_fails_before_any_temp_file(home: Path) -> None:
    home.mkdir()
    with pytest.raises(UnicodeEncodeError):
        write_json_atomic(home / "x.json", {"name": "\ud800"})
    assert list(home.iterdir()) == []


def test_a_data_folder_whose_name_is_taken_by_a_file_lists_nothing(home: Path) -> None:
    home.write_text("not a folder", encoding="utf-8")
    assert (
        saves.has_autosave("nidavellir"),
        saves.autosave_info("nidavellir"),
        saves.list_saves(),
    ) == (False, None, [])
    assert saves.tidy_data_folder() == [] and load_settings() == (DEFAULTS, None)
    assert stats.load_stats() == stats.empty_stats()
    assert home.read_text(encoding="utf-8") == "not a folder"


def test_an_autosave_with_no_folder_to_go_to_turns_off_and_says_so_once(home: Path) -> None:
    home.write_text("not a folder", encoding="utf-8")
    saver = saves.AutoSaver()
    for decisions in (3, 4):
        saver.save(game(decisions))
    assert saver.off and saver.flush(timeout=10)
    notice = saver.take_notice()
    assert notice is not None and notice.key == "files.autosave_off"
    assert notice.params == {"folder": str(home), "error": "File exists"}
    assert notice.text == f"Autosave is off: the game cannot write in {home} (File exists)."
    saver.delete(game(4))  # the score sheet of a game that was never autosaved
    assert saver.take_notice() is None
    assert home.read_text(encoding="utf-8") == "not a folder"


def test_a_refused_autosave_write_is_told_once_and_tried_again(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = saves.write_json_atomic
    failures = [OSError(30, "Read-only file system"), OSError(28, "No space left on device")]

    def refusing(path: Path, data: Any) -> None:
        if failures:
            raise failures.pop(0)
        real(path, data)

    monkeypatch.setattr(saves, "write_json_atomic", refusing)
    saver = saves.AutoSaver()
    notices = []
    for decisions in (3, 4, 5):
        saver.save(game(decisions))
        assert saver.flush(timeout=10)
        notices.append(saver.take_notice())
    assert [n.key if n else None for n in notices] == ["files.autosave_failed", None, None]
    assert notices[0] is not None and notices[0].params == {
        "folder": str(home),
        "error": "Read-only file system",
    }
    loaded = saves.load_autosave("nidavellir")
    assert not saver.off and loaded is not None and len(loaded.history) == 5


def test_a_saves_folder_whose_name_is_taken_by_a_file_lists_nothing(home: Path) -> None:
    home.mkdir()
    (home / "saves").write_text("not a folder", encoding="utf-8")
    saves.autosave(game(3))
    assert saves.list_saves() == [] and saves.has_autosave("nidavellir")
    with pytest.raises(OSError):
        saves.save_named(game(3), "Soir")  # the save box shows why


# ---------------------------------------------------------------------- the rules of a save


@pytest.mark.parametrize("option", ["first_game", "idavoll"])
def test_a_save_whose_options_were_flipped_says_so(home: Path, option: str) -> None:
    data = saves.to_data(game(3))
    data["options"][option] = not data["options"][option]
    path = saves.saves_dir() / "flipped.json"
    path.write_bytes(json.dumps(data).encode())
    with pytest.raises(SaveError) as error:
        saves.load_path(path)
    assert error.value.reason == "altered" and error.value.notice.key == "saves.error.altered"
    assert error.value.notice.text == (
        "The saved game flipped.json was edited after it was saved; its rules no longer match it."
    )
    assert error.value.aside is not None and not path.exists()


def test_a_first_game_flip_that_replays_under_other_rules_is_caught(home: Path) -> None:
    data = saves.to_data(game(40, first_game=False))
    data["options"]["first_game"] = True
    replayed = registry.get("nidavellir").replay(3, 77, data["history"], data["options"])
    assert replayed.check_invariants() == []  # the replay alone accepts it: why the check
    with pytest.raises(SaveError) as error:
        saves.session_from_data(data, "x.json")
    assert error.value.reason == "altered"


def test_a_save_that_replays_elsewhere_than_it_says_is_altered(home: Path) -> None:
    data = saves.to_data(game(30))
    played = data["progress"]["round"]
    data["progress"]["round"] = played + 1
    with pytest.raises(SaveError) as error:
        saves.session_from_data(data, "x.json")
    assert error.value.reason == "altered"
    assert error.value.detail == f"round {played + 1} but replayed {played}"


@pytest.mark.parametrize(
    ("extra", "name"),
    [
        ({"frost_giants": True}, "frost_giants"),
        ({"options": {"idavoll": False, "helheim": 1}}, "helheim"),
    ],
)
def test_a_save_with_unknown_options_says_so(home: Path, extra: dict[str, Any], name: str) -> None:
    data = {**saves.to_data(game(5)), **extra}
    with pytest.raises(SaveError) as error:
        saves.session_from_data(data, "x.json")
    assert error.value.reason == "options" and error.value.notice.params == {
        "file": "x.json",
        "options": name,
    }
    assert error.value.notice.text == (
        f"The saved game x.json uses options this version does not know ({name})."
    )


def _solo(options: dict[str, Any], decisions: int) -> Session:
    return advance(Session([Seat("Sigrún", HUMAN)], 21, options), decisions)


def _finished() -> Session:
    return advance(Session([Seat("Sigrún", AI), Seat("Brokk", AI)], 8), 10_000)


@pytest.mark.parametrize(
    ("made", "option", "edited"),
    [
        (lambda: game(25), "first_game", True),
        (lambda: game(6), "idavoll", True),
        (lambda: _solo({"solo": "neutral"}, 12), "neutral_heroes", "4"),
        (lambda: _solo({"solo": "andvari"}, 12), "andvari_level", "3"),
        (_finished, None, None),
    ],
    ids=["first_game", "idavoll", "neutral_heroes", "andvari_level", "finished"],
)
def test_a_save_of_this_format_without_its_check_is_refused(
    home: Path, made: Any, option: str | None, edited: Any
) -> None:
    """Every version writing format 2 wrote a check: a save without one was edited."""
    data = saves.to_data(made())
    del data["check"]
    if option is not None:
        data["options"][option] = edited
    home.mkdir()
    path = saves.saves_dir() / "edited.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as error:
        saves.load_path(path)
    assert (error.value.reason, error.value.detail) == ("altered", "no rules check")
    assert aside(path.parent, "edited.json") == [error.value.aside]


def test_every_save_records_its_game_options_and_check(home: Path) -> None:
    session = game(8, first_game=True)
    data = read_json(saves.autosave(session))
    assert (data["game"], data["format"], data["options"]) == (
        "nidavellir",
        2,
        {
            "first_game": True,
            "idavoll": False,
            "thingvellir": False,
            "solo": "off",
            "neutral_heroes": "1",
            "andvari_strategy": "easy",
            "andvari_level": "1",
        },
    )
    assert data["check"] == saves.rules_check(data) and len(data["check"]) == 32


# ---------------------------------------------------------------------- statistics


def _stats_file(home: Path, players: dict[str, Any], recorded: list[str] | None = None) -> None:
    home.mkdir(exist_ok=True)
    stats.stats_path().write_text(
        json.dumps({"format": 1, "players": players, "recorded": recorded or []}), encoding="utf-8"
    )


ENTRY = {"games": 1, "wins": 1, "total_score": 80, "best_score": 80, "points": {"coins": 80}}


@pytest.mark.parametrize(
    ("players", "recorded"),
    [
        ({"Sig\ud800": ENTRY}, []),
        ({"Ása": {**ENTRY, "games": 10**13}}, []),
        ({"Ása": {**ENTRY, "total_score": 10**400}}, []),
        ({"Ása": {**ENTRY, "points": {"coins": 10**13}}}, []),
        ({"Ása": {**ENTRY, "points": {"\udfff": 1}}}, []),
        ({"Ása": ENTRY}, ["\ud800"]),
    ],
)
def test_statistics_the_game_could_not_use_start_again(
    home: Path, players: dict[str, Any], recorded: list[str]
) -> None:
    _stats_file(home, players, recorded)
    book = stats.load_stats()
    assert book["players"] == {} and book["warning"].key == "stats.reset"
    assert len(aside(home, "stats.json")) == 1
    seats = [Seat("Ása", HUMAN), Seat("Brokk", AI)]
    after = stats.record_game(FinishedGame(seats, FinishedState([sheet(70), sheet(50)])))  # type: ignore[arg-type]
    assert after["players"]["Ása"]["games"] == 1 and stats.load_stats()["warning"] is None


def test_a_surrogate_name_is_recorded_repaired(home: Path) -> None:
    seats = [Seat("A\ud800", HUMAN), Seat("Brokk", AI)]
    stats.record_game(FinishedGame(seats, FinishedState([sheet(70), sheet(50)])))  # type: ignore[arg-type]
    book = stats.load_stats()
    assert sorted(book["players"]) == ["A\ufffd", "Brokk"] and book["warning"] is None


def test_a_statistics_file_that_is_a_pipe_is_set_aside(home: Path) -> None:
    home.mkdir()
    os.mkfifo(stats.stats_path())
    book = stats.load_stats()
    assert book["warning"] is not None and not os.path.lexists(stats.stats_path())


# ---------------------------------------------------------------------- any mutation at all

WEIRD: list[Any] = [
    None,
    True,
    -1,
    0,
    10**300,
    1e308,
    float("inf"),
    float("nan"),
    "",
    "\ud800",
    "s0 bid 0 2 3",
    "s² pick x",
    "s" + "9" * 5000,
    [],
    {},
    [[[[]]]],
    {"a": []},
    ["s0 dance"],
    ["\ud800"],
    [None],
    2.5,
]


def mutate(value: Any, rng: Any) -> Any:
    """`value` with one part, chosen at random at any depth, replaced by something odd."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(sorted(value))
        return {**value, key: mutate(value[key], rng)}
    if isinstance(value, list) and value and rng.random() < 0.8:
        i = rng.randrange(len(value))
        return [*value[:i], mutate(value[i], rng), *value[i + 1 :]]
    return rng.choice(WEIRD)


def test_any_mutation_of_a_save_loads_or_is_a_save_error(home: Path) -> None:
    import random

    rng = random.Random(11)
    base = saves.to_data(game(30))
    outcomes: dict[str, int] = {}
    for _ in range(400):
        data = mutate(base, rng)
        try:
            saves.session_from_data(data, "x.json")
            outcome = "loaded"
        except SaveError as exc:
            outcome = exc.reason
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        home.mkdir(exist_ok=True)
        path = home / "listed.json"
        path.write_text(json.dumps(data, allow_nan=True), encoding="utf-8")
        saves._info(path, False)  # the load screen reads every file before any load
    assert set(outcomes) <= {
        "loaded",
        "data",
        "action",
        "replay",
        "altered",
        "seats",
        "game",
        "unknown_game",
        "format",
        "options",
    }
    assert outcomes.get("loaded", 0) < 400 and len(outcomes) >= 5
