"""Tiny Auction, a game the product does not ship, runs through the shared checker, session,
saves and statistics with no edit of them: registering its `GameInfo` is all it takes."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.core.checker import play_checked
from game.core.errors import IllegalAction
from game.core.game import GameInfo
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import saves, stats
from game.ui.saves import SaveError
from tests.core.test_checker import option_sets
from tests.tinygame import registered
from tests.tinygame.rules import Bid, Keep


@pytest.fixture
def tiny(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[GameInfo]:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    with registered() as info:
        yield info


def play(session: Session, actions: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(actions):
        seats = session.waiting_humans() + session.waiting_ai()
        if not seats:
            return
        session.submit(rng.choice(session.state.legal_actions(seats[0])))


# ---------------------------------------------------------------------- the checker


def test_every_option_set_and_player_count_passes_the_checker(tiny: GameInfo) -> None:
    games = 0
    for options in option_sets(tiny):
        for players in tiny.players:
            for seed in range(30):
                played = play_checked(tiny, players, seed, options, full=seed < 5)
                assert len(played.state.outcome().sheets) == players
                games += 1
    assert games == 2 * 3 * 30


# ---------------------------------------------------------------------- the session


def test_a_session_by_key_holds_human_bids_until_every_chair_has_bid(tiny: GameInfo) -> None:
    session = Session([Seat("A", HUMAN), Seat("B", HUMAN), Seat("C", AI)], 4, game="tiny")
    assert session.info is tiny and session.options == {"long": False} and session.sealed()
    session.submit(Bid(0, 3))
    assert session.held == {0: Bid(0, 3)} and session.history == []
    session.retract_bid(0)
    session.submit(Bid(0, 2))
    session.submit(Bid(2, 1))  # the AI chair's bid goes straight to the core
    assert session.history == ["s2 bid 1"] and session.waiting_humans() == [1]
    session.submit(Bid(1, 0))
    assert not session.held and session.history == ["s2 bid 1", "s0 bid 2", "s1 bid 0"]
    assert session.state.pending() == "keep" and session.state.to_move() == (0,)
    assert not session.can_undo(0) and not session.can_undo(1)  # the bids were shown
    with pytest.raises(IllegalAction):
        session.submit(Keep(1))


def test_undo_is_refused_after_a_reveal_and_rewind_replays(tiny: GameInfo) -> None:
    session = Session([Seat("A", HUMAN), Seat("B", HUMAN)], 2, {"long": True}, tiny)
    session.submit(Bid(0, 0))
    session.submit(Bid(1, 4))
    assert session.state.to_move() == (1,)
    before = session.state.to_dict()
    session.submit(Keep(1))  # the next card is offered: something hidden is shown
    assert not session.can_undo(1)
    with pytest.raises(IllegalAction):
        session.undo(1)
    assert session.rounds == [(3, [10, 10 - 4 + session.state.kept[1][0]])]  # coins + cards
    session.rewind(2)
    assert session.state.to_dict() == before and session.rounds == []


def test_the_running_totals_follow_each_round(tiny: GameInfo) -> None:
    session = Session([Seat("A", AI), Seat("B", AI), Seat("C", AI)], 7, {"long": True}, tiny)
    play(session, 100)
    assert session.state.is_over() and len(session.rounds) == 5
    assert session.rounds[-1][1] == session.state.outcome().totals


# ---------------------------------------------------------------------- saves and statistics


def test_a_saved_tiny_game_loads_with_its_options_and_held_bid(tiny: GameInfo) -> None:
    session = Session([Seat("A", HUMAN), Seat("B", AI)], 9, {"long": True}, tiny)
    play(session, 5)
    while not session.sealed() or not session.waiting_humans():
        play(session, 1, seed=len(session.history))
    session.submit(session.state.legal_actions(0)[-1])
    assert session.held
    data = json.loads(saves.autosave(session).read_text(encoding="utf-8"))
    assert data["game"] == "tiny" and data["options"] == {"long": True}
    assert data["progress"] == {}  # Tiny Auction says nothing of where it stands
    info = saves.autosave_info("tiny")
    assert info is not None and info.game == "tiny" and info.problem is None
    loaded = saves.load_autosave("tiny")
    assert loaded is not None and loaded.info is tiny and loaded.options == {"long": True}
    assert loaded.state.to_dict() == session.state.to_dict() and loaded.held == session.held


def test_a_tiny_save_loaded_once_the_game_is_gone_is_left_alone(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    with registered() as info:
        session = Session([Seat("A", HUMAN), Seat("B", AI)], 3, game=info)
        path = saves.save_named(session, "tiny")
    content = path.read_bytes()
    with pytest.raises(SaveError) as error:
        saves.load_path(path)
    assert error.value.reason == "unknown_game" and error.value.notice.params["game"] == "tiny"
    assert error.value.aside is None and path.read_bytes() == content
    with registered():
        assert saves.load_path(path).history == session.history


def test_statistics_keep_a_book_for_tiny_auction(tiny: GameInfo) -> None:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI)], 5, game=tiny)
    play(session, 100)
    book = stats.record_game(session)
    assert book["game"] == "tiny" and book["players"]["Ann"]["games"] == 1
    assert stats.load_stats()["players"] == {}  # Nidavellir's book is another one
    (row, _) = sorted(stats.rows(stats.load_stats("tiny")), key=lambda r: r.name)
    assert set(row.per_category) == {"cards", "coins"}
    sheet = session.state.outcome().sheets[0]
    assert row.per_category == {"cards": sheet["cards"], "coins": sheet["coins"]}
