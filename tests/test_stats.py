"""Statistics per player name: sums after each game, ties as wins, a damaged file set aside."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from game.core import registry
from game.core.game import GameInfo, Outcome
from game.core.session import AI, HUMAN, Seat, Session
from game.core.simulate import random_step
from game.core.storage import Notice
from game.nidavellir.scoring import CATEGORIES
from game.ui import stats
from game.ui.i18n import LANGUAGES, load_strings


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    return tmp_path


def sheet(total: int, **points: int) -> dict[str, int]:
    """A score sheet whose categories add up to `total` (the rest goes to coins)."""
    out = dict.fromkeys(CATEGORIES, 0)
    out.update(points)
    out["coins"] += total - sum(out.values())
    out["total"] = total
    return out


@dataclass
class FinishedState:
    sheets: list[dict[str, int]]

    def is_over(self) -> bool:
        return True

    def outcome(self) -> Outcome:
        best = max(s["total"] for s in self.sheets)
        return Outcome([i for i, s in enumerate(self.sheets) if s["total"] == best], self.sheets)


@dataclass
class FinishedGame:
    """Just what `record_game` reads from a Session, with score sheets chosen by the test."""

    seats: list[Seat]
    state: FinishedState
    seed: int = 1
    info: GameInfo = field(default_factory=lambda: registry.get("nidavellir"))
    options: dict[str, bool] = field(
        default_factory=lambda: {"first_game": False, "idavoll": False}
    )
    history: list[str] = field(default_factory=list)


def two_games() -> None:
    seats = [Seat("Sigrún", HUMAN), Seat("Brokk", AI), Seat("Ása", HUMAN)]
    stats.record_game(
        FinishedGame(
            seats,
            FinishedState([sheet(80, warrior=20, miner=10), sheet(95, hunter=25), sheet(60)]),
            seed=1,
        )
    )  # type: ignore[arg-type]
    stats.record_game(
        FinishedGame(
            seats,
            FinishedState(
                [sheet(100, warrior=30, explorer=6), sheet(70), sheet(100, blacksmith=12)]
            ),
            seed=2,
        )
    )  # type: ignore[arg-type]


def test_two_games_with_a_tie_count_a_win_for_each_winner() -> None:
    two_games()
    book = stats.load_stats()
    assert book["warning"] is None
    players = book["players"]
    assert {
        n: (p["games"], p["wins"], p["total_score"], p["best_score"]) for n, p in players.items()
    } == {"Sigrún": (2, 1, 180, 100), "Brokk": (2, 1, 165, 95), "Ása": (2, 1, 160, 100)}
    assert players["Sigrún"]["points"]["warrior"] == 50
    assert players["Sigrún"]["points"]["explorer"] == 6
    rows = {r.name: r for r in stats.rows(book)}
    assert rows["Sigrún"].average == 90 and rows["Sigrún"].win_rate == 0.5
    assert rows["Sigrún"].per_category["warrior"] == 25
    assert rows["Sigrún"].per_category["miner"] == 5
    assert rows["Ása"].per_category["blacksmith"] == 6
    assert rows["Brokk"].best == 95


def test_the_same_game_is_never_counted_twice() -> None:
    game = FinishedGame([Seat("A"), Seat("B")], FinishedState([sheet(10), sheet(5)]))
    stats.record_game(game)  # type: ignore[arg-type]
    stats.record_game(game)  # type: ignore[arg-type]
    assert stats.load_stats()["players"]["A"]["games"] == 1


def test_a_real_game_is_recorded_from_its_score_sheet() -> None:
    session = Session([Seat("A", HUMAN), Seat("B", AI)], 11)
    rng = random.Random(11)
    assert stats.record_game(session)["players"] == {}  # not over: nothing recorded
    while not session.state.is_over():
        random_step(session.state, rng)
    stats.record_game(session)
    sheets = session.state.outcome().sheets
    players = stats.load_stats()["players"]
    for seat, name in enumerate(("A", "B")):
        assert players[name]["total_score"] == sheets[seat]["total"]
        assert sum(players[name]["points"].values()) == sheets[seat]["total"]


def test_the_file_is_plain_json_without_the_warning(home: Path) -> None:
    two_games()
    data = json.loads((home / "stats.json").read_text(encoding="utf-8"))
    assert data["format"] == 2 and "warning" not in json.dumps(data)
    assert (
        list(data["games"]) == ["nidavellir"] and len(data["games"]["nidavellir"]["recorded"]) == 2
    )


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b'{"format": 1, "players": {"A": {"ga',
        b"\xff\xfe\x00garbage",
        b'{"format": 7, "players": {}}',
        b'{"format": 1, "players": {"A": {"games": -1}}}',
        b'{"format": 1, "players": []}',
    ],
)
def test_a_damaged_stats_file_is_set_aside_and_counting_restarts(
    home: Path, content: bytes
) -> None:
    path = home / "stats.json"
    path.write_bytes(content)
    book = stats.load_stats()
    assert book["players"] == {}
    warning = book["warning"]
    assert isinstance(warning, Notice) and warning.key == "stats.reset"
    (aside,) = home.glob("stats.json.corrupt-*")
    assert aside.read_bytes() == content and warning.params == {"file": aside.name}
    assert not path.exists()
    two_games()
    assert stats.load_stats()["players"]["Sigrún"]["games"] == 2
    assert aside.read_bytes() == content


def test_no_file_means_empty_stats_and_no_warning() -> None:
    book = stats.load_stats()
    assert book["players"] == {} and book["warning"] is None and stats.rows(book) == []


def test_the_warning_has_words_in_every_language() -> None:
    for lang in LANGUAGES:
        assert "{file}" in load_strings(lang)["stats.reset"]
