"""Autosave, named saves and their loading: exact round trips, and bad files set aside."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.core.storage import Notice, data_dir
from game.ui import savedata, saves
from game.ui.i18n import LANGUAGES, load_strings
from game.ui.saves import SaveError


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    return tmp_path


def advance(session: Session, decisions: int, seed: int = 1) -> Session:
    """Play `decisions` random legal decisions through the session, as the table would."""
    rng = random.Random(seed)
    for _ in range(decisions):
        seats = session.waiting_humans() + session.waiting_ai()
        if not seats:
            break
        seat = seats[0]
        session.submit(rng.choice(session.state.legal_actions(seat)))
    return session


def game_in_progress(decisions: int = 40) -> Session:
    seats = [Seat("Sigrún", HUMAN), Seat("Brokk", AI, "hard"), Seat("Ása", HUMAN)]
    return advance(Session(seats, 1234, {"first_game": True}), decisions)


def aside_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.corrupt-*"))


def _hand_bid_game() -> Session:
    """A game where a seat bid from hand (Uline): the first seed from 3 whose random game
    has one, played to just after it."""
    for seed in range(3, 60):
        session = Session([Seat(n, AI) for n in ("A", "B", "C", "D", "E")], seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            seat = session.state.to_move()[0]
            session.submit(rng.choice(session.state.legal_actions(seat)))
            if " uline " in session.history[-1]:
                return session
    raise AssertionError("no random game bid from hand")


# ---------------------------------------------------------------------- round trips


def test_a_save_with_a_bid_from_hand_reads_back_its_verb() -> None:
    """The engine's hand bid keeps the text saves have always written (`s1 uline 5`)."""
    session = _hand_bid_game()
    path = saves.save_named(session, "Uline")
    written = json.loads(path.read_text(encoding="utf-8"))["history"]
    assert written == session.history and written[-1].split()[1] == "uline"
    loaded = saves.load_named("Uline")
    assert loaded.history == session.history
    assert loaded.state.to_dict() == session.state.to_dict()


def test_continue_resumes_the_exact_game() -> None:
    session = game_in_progress()
    assert saves.load_autosave("nidavellir") is None and not saves.has_autosave("nidavellir")
    saves.autosave(session)
    assert saves.has_autosave("nidavellir")
    loaded = saves.load_autosave("nidavellir")
    assert loaded is not None
    assert loaded.state.to_dict() == session.state.to_dict()
    assert loaded.history == session.history and len(loaded.history) > 20
    assert loaded.seed == 1234 and loaded.options["first_game"]
    assert [(s.name, s.kind, s.level) for s in loaded.seats] == [
        (s.name, s.kind, s.level) for s in session.seats
    ]
    assert loaded.take_events() == []  # the replay is not animated again


def test_a_held_sealed_bid_survives_the_save() -> None:
    session = Session([Seat("A", HUMAN), Seat("B", HUMAN)], 7)
    seat = session.waiting_humans()[0]
    session.submit(session.state.legal_actions(seat)[3])
    assert session.held and not session.history
    saves.autosave(session)
    loaded = saves.load_autosave("nidavellir")
    assert loaded is not None and loaded.held == session.held
    assert loaded.waiting_humans() == session.waiting_humans()


def test_the_loaded_game_plays_on_like_the_original() -> None:
    session = game_in_progress(30)
    saves.autosave(session)
    loaded = saves.load_autosave("nidavellir")
    assert loaded is not None
    advance(session, 25, seed=9)
    advance(loaded, 25, seed=9)
    assert loaded.state.to_dict() == session.state.to_dict()
    assert loaded.history == session.history


def test_the_save_file_format() -> None:
    session = game_in_progress(10)
    data = json.loads(saves.autosave(session).read_text(encoding="utf-8"))
    assert data["format"] == 2 and data["game"] == "nidavellir"
    solo = {"solo": "off", "neutral_heroes": "1", "andvari_strategy": "easy", "andvari_level": "1"}
    assert data["options"] == {"first_game": True, "idavoll": False, "thingvellir": False, **solo}
    assert data["seats"][0] == {"name": "Sigrún", "kind": "human", "level": "normal"}
    assert data["seed"] == 1234
    assert data["progress"] == {"age": session.state.age, "round": session.state.round}
    assert data["history"] == session.history
    assert data["saved_at"][:2] == "20" and "T" in data["saved_at"]


def test_delete_autosave_when_the_game_ends() -> None:
    saves.autosave(game_in_progress(5))
    saves.delete_autosave("nidavellir")
    assert saves.load_autosave("nidavellir") is None
    saves.delete_autosave("nidavellir")  # nothing to delete is fine


def test_named_saves_keep_the_display_name_and_a_safe_file_name() -> None:
    session = game_in_progress()
    path = saves.save_named(session, "  Partie d'Été / Ylud?  ")
    assert path.parent == data_dir() / "saves"
    assert path.name == "partie-d-ete-ylud.json"
    (info,) = saves.list_saves()
    assert info.name == "Partie d'Été / Ylud?"
    assert info.players == ("Sigrún", "Brokk", "Ása")
    assert info.progress == {"age": session.state.age, "round": session.state.round}
    assert info.problem is None and info.notice is None and not info.autosave
    assert info.game == "nidavellir"
    for key in (info.name, "partie-d-ete-ylud", path):
        loaded = saves.load_named(key)
        assert loaded.state.to_dict() == session.state.to_dict()
        assert loaded.history == session.history


def test_same_name_replaces_but_a_slug_clash_does_not() -> None:
    first = saves.save_named(game_in_progress(5), "Été")
    again = saves.save_named(game_in_progress(12), "Été")
    other = saves.save_named(game_in_progress(8), "ete")
    assert first == again and other.name == "ete-2.json"
    assert len(saves.load_named("Été").history) == len(game_in_progress(12).history)
    assert sorted(i.name for i in saves.list_saves()) == ["ete", "Été"]


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("", "save"),
        ("???", "save"),
        ("CON", "con-save"),
        ("Ça ira", "ca-ira"),
        ("a" * 90, "a" * 40),
    ],
)
def test_slugs(name: str, slug: str) -> None:
    assert saves.slugify(name) == slug


def test_autosave_is_listed_apart_from_named_saves() -> None:
    saves.autosave(game_in_progress(6))
    assert saves.list_saves() == []
    info = saves.autosave_info("nidavellir")
    assert info is not None and info.autosave and info.players[0] == "Sigrún"


# ---------------------------------------------------------------------- bad files


def _valid(session: Session | None = None) -> dict[str, Any]:
    return saves.to_data(session or game_in_progress(12))


def _bad_files() -> dict[str, tuple[bytes, str]]:
    valid = json.dumps(_valid()).encode()
    h = _valid(Session([Seat("A"), Seat("B", AI)], 3))
    legal = Session([Seat("A"), Seat("B", AI)], 3)
    first = str(legal.state.legal_actions(0)[0])
    h["history"] = [first, first]  # the same seat bids twice
    return {
        "truncated": (valid[: len(valid) // 2], "truncated"),
        "garbage": (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe garbage", "garbage"),
        "text": (b"this is not a save", "garbage"),
        "empty": (b"", "empty"),
        "list": (b"[1, 2]", "garbage"),
        "format": (json.dumps({**_valid(), "format": 99}).encode(), "format"),
        "game": (json.dumps({**_valid(), "game": None}).encode(), "game"),
        "not_a_game_key": (json.dumps({**_valid(), "game": "Chess!"}).encode(), "game"),
        "unknown_action": (json.dumps({**_valid(), "history": ["s0 dance"]}).encode(), "action"),
        "unknown_card": (
            json.dumps({**_valid(), "history": ["s0 pick nothing"]}).encode(),
            "action",
        ),
        "replay": (json.dumps(h).encode(), "replay"),
        "one_seat": (
            json.dumps(
                {**_valid(), "seats": [{"name": "A", "kind": "human", "level": "normal"}]}
            ).encode(),
            "seats",
        ),
        "six_seats": (
            json.dumps(
                {
                    **_valid(),
                    "seats": [{"name": str(i), "kind": "ai", "level": "easy"} for i in range(6)],
                }
            ).encode(),
            "seats",
        ),
        "bad_seat": (
            json.dumps({**_valid(), "seats": [{"name": "A", "kind": "robot"}] * 3}).encode(),
            "data",
        ),
        "bad_seed": (json.dumps({**_valid(), "seed": "x"}).encode(), "data"),
        "history_type": (json.dumps({**_valid(), "history": "s0 bid"}).encode(), "data"),
    }


BAD = sorted(_bad_files())


@pytest.mark.parametrize("case", BAD)
def test_a_bad_autosave_is_explained_and_set_aside(case: str, home: Path) -> None:
    content, reason = _bad_files()[case]
    path = saves.autosave_path("nidavellir")
    path.write_bytes(content)
    with pytest.raises(SaveError) as info:
        saves.load_autosave("nidavellir")
    error = info.value
    assert error.reason == reason
    assert isinstance(error.notice, Notice) and error.notice.key == f"saves.error.{reason}"
    assert "autosave-nidavellir.json" in error.notice.text
    assert error.aside is not None and error.aside.read_bytes() == content
    assert error.aside.name.startswith("autosave-nidavellir.json.corrupt-")
    assert not path.exists()
    assert saves.load_autosave("nidavellir") is None  # a second try does not find it


@pytest.mark.parametrize("case", ["truncated", "garbage", "empty", "unknown_action", "replay"])
def test_a_bad_named_save_is_listed_then_set_aside(case: str, home: Path) -> None:
    content, reason = _bad_files()[case]
    path = saves.saves_dir() / "broken.json"
    path.write_bytes(content)
    (info,) = saves.list_saves()
    assert info.path == path
    with pytest.raises(SaveError) as error:
        saves.load_named(path)
    assert error.value.reason == reason
    assert saves.list_saves() == []
    assert [p.read_bytes() for p in aside_files(saves.saves_dir())] == [content]
    with pytest.raises(SaveError) as again:
        saves.load_named("broken")
    assert again.value.reason == "missing" and again.value.aside is None


def test_listing_marks_damaged_files_without_moving_them(home: Path) -> None:
    path = saves.saves_dir() / "cut.json"
    path.write_bytes(b'{"format": 1, "game": "nidav')
    (info,) = saves.list_saves()
    assert info.problem and "cut short" in info.problem
    assert path.exists()


def test_a_damaged_autosave_is_never_overwritten(home: Path) -> None:
    path = saves.autosave_path("nidavellir")
    path.write_bytes(b"\x00garbage")
    saves.autosave(game_in_progress(4))
    (aside,) = aside_files(home)
    assert aside.read_bytes() == b"\x00garbage"
    assert saves.load_autosave("nidavellir") is not None


def test_saving_by_name_over_a_damaged_file_keeps_it_aside(home: Path) -> None:
    path = saves.saves_dir() / "ete.json"
    path.write_bytes(b'{"format": 1')
    saves.save_named(game_in_progress(4), "Été")
    (aside,) = aside_files(saves.saves_dir())
    assert aside.read_bytes() == b'{"format": 1'
    assert saves.load_named("Été").history == game_in_progress(4).history


def test_every_error_has_a_message_in_every_language() -> None:
    for lang in LANGUAGES:
        table = load_strings(lang)
        for reason in savedata.TEXTS:
            assert "{file}" in table[f"saves.error.{reason}"], (lang, reason)
