"""The coach at the table, by real events: H and the Hint button think while frames go on, then
the suggestion glows on its own target with a reason and the best options; Esc or acting clears
it; an AI's turn disables it; the hints counted reach the statistics and the score sheet."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.ai.coach import Reason
from game.ai.review import Mistake
from game.core.session import AI, HUMAN, Seat, Session
from game.core.storage import write_json_atomic
from game.taverns.coins import value_of
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, key
from game.ui.i18n import load_strings
from game.ui.saves import session_from_data, to_data
from game.ui.scenes.menus import PauseScene
from game.ui.scenes.review import ReviewTable
from game.ui.stats import load_stats, record_game, stats_path, won_without_hints
from game.ui.table import chrome
from game.ui.table import coach as coach_table
from game.ui.table.scene import TableScene
from tests.ui.ownboard import clicks_marked, own_board

pytestmark = pytest.mark.ui


def _table(app: App, game: str = "nidavellir", lang: str = "en") -> TableScene:
    app.set_language(lang)
    players = [Seat("Ann", HUMAN), Seat("Bo", AI, "hard")]
    if game == "vedrfolnir":
        players.append(Seat("Cy", AI, "hard"))
    session = Session(players, 5, game=game)
    state = session.state
    while 0 not in state.to_move() or len(state.legal_actions(0)) < 2:  # a choice of Ann's
        session.submit(state.legal_actions(state.to_move()[0])[0])
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    app.step(FRAME_MS)
    return scene


def _wait_hint(app: App, scene: TableScene) -> int:
    """Frames drawn until the hint came (the window never waited on it)."""
    job = scene.coach_job
    assert job is not None
    frames = 0
    while scene.coach_job is job:
        job.thinker.answered(0.02)
        app.step(FRAME_MS)
        frames += 1
    return frames


@pytest.mark.parametrize(("game", "lang"), [("nidavellir", "en"), ("vedrfolnir", "fr")])
def test_h_shows_the_hard_choice_on_its_target_and_esc_clears_it(
    app: App, game: str, lang: str
) -> None:
    scene = _table(app, game, lang)
    assert scene.hint_refusal() is None
    key(app, pygame.K_h)
    assert scene.coach_job is not None and scene.hints_used == 1
    assert _wait_hint(app, scene) >= 1
    found = scene.coach_hint
    assert found is not None
    assert found.action in scene.session.state.legal_actions(scene.viewer)
    listed = [o.action for o in found.best]
    assert found.action in listed
    # Nidavellir's first decision is a sealed bid: the options by worth, the drawn one among them,
    # and two more lines in the panel saying why the suggestion need not be the first.
    assert found.mixed is (game == "nidavellir")
    if found.mixed:
        worths = [o.worth if o.worth is not None else -1.0 for o in found.best]
        assert worths == sorted(worths, reverse=True)
        assert scene.hint_panel().h == coach_table.PANEL_H + coach_table.MIXED_H
        # every coin of the bid is marked where it lies, even one a click on its slot brings
        hand = [r for r, target in scene.hit_map if target[0] == "hand"]
        assert len(scene.coach_marks) == 6 and sum(r in hand for r in scene.coach_marks) == 3
    else:
        assert listed[0] == found.action
        assert scene.hint_panel().h == coach_table.PANEL_H
    assert clicks_marked(scene, found.action, scene.coach_marks)
    key(app, pygame.K_ESCAPE)
    assert scene.coach_hint is None
    assert not any(isinstance(s, PauseScene) for s in app.scenes)
    assert scene.session.hints == {0: 1}


def test_the_button_asks_and_acting_clears_the_hint(app: App) -> None:
    scene = _table(app)
    scene._build_targets()
    click(app, scene.hint_button().center)
    _wait_hint(app, scene)
    found = scene.coach_hint
    assert found is not None
    before = scene.session.version
    for point in scene.click_plan(found.action):
        click(app, point)
    assert scene.session.version != before  # the suggestion was played by its own clicks
    assert scene.coach_hint is None and scene.coach_job is None


def test_acting_while_it_thinks_cancels_the_hint(app: App) -> None:
    scene = _table(app)
    key(app, pygame.K_h)
    job = scene.coach_job
    assert job is not None
    action = scene.session.state.legal_actions(scene.viewer)[0]
    for point in scene.click_plan(action):
        click(app, point)
    assert scene.coach_job is None and scene.coach_hint is None
    assert not job.thinker.busy  # its answer will be dropped


def test_no_hint_on_an_ais_turn(app: App) -> None:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI)], 5)
    state = session.state
    while 0 in state.to_move() or state.pending() == "bids":
        state.apply(state.legal_actions(state.to_move()[0])[0])
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    app.step(FRAME_MS)
    assert scene.hint_refusal() == "not_now"
    key(app, pygame.K_h)
    assert scene.coach_job is None and scene.hints_used == 0
    assert app.notice is not None
    assert app.notice[0] == "A hint is for your own decisions: it is not your turn."


def test_hints_reach_the_statistics_and_the_score_sheet(app: App) -> None:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI)], 3)
    state = session.state
    while not state.is_over():
        state.apply(state.legal_actions(state.to_move()[0])[0])
    winner = state.outcome().winners[0]
    assert won_without_hints(session) == (winner == 0)
    session.hints[0] = 2
    assert not won_without_hints(session)
    record_game(session)
    players = load_stats("nidavellir")["players"]
    assert players["Ann"]["hints"] == 2 and players["Bo"]["hints"] == 0
    assert players["Ann"]["wins_without_hints"] == 0


def test_the_hints_asked_survive_a_save_and_a_game_without_saves_as_before(app: App) -> None:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI)], 3)
    state = session.state
    session.submit(state.legal_actions(0)[0])
    assert "hints" not in to_data(session)
    session.hints[0] = 2
    data = to_data(session)
    assert data["hints"] == {"0": 2}
    assert session_from_data(data).hints == {0: 2}
    data["hints"] = {"0": True, "7": 3, "1": 1}  # a bool, a chair the game has not: dropped
    assert session_from_data(data).hints == {1: 1}


def test_a_statistics_book_from_before_the_coach_counts_hints_on(app: App) -> None:
    old = {"games": 1, "wins": 1, "total_score": 90, "best_score": 90, "points": {}}
    book = {"players": {"Ann": old}, "recorded": []}
    write_json_atomic(stats_path(), {"format": 2, "games": {"nidavellir": book}})
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI)], 4)
    state = session.state
    while not state.is_over():
        state.apply(state.legal_actions(state.to_move()[0])[0])
    session.hints[0] = 3
    record_game(session)
    ann = load_stats("nidavellir")["players"]["Ann"]
    assert (ann["games"], ann["hints"], ann["wins_without_hints"]) == (2, 3, 0)


def test_closing_the_table_ends_the_coachs_worker(app: App) -> None:
    scene = _table(app)
    key(app, pygame.K_h)
    _wait_hint(app, scene)
    thinker = scene.coach_process
    assert thinker is not None
    scene.close()
    assert scene.coach_process is None
    thinker._process.join(timeout=5)
    assert not thinker._process.is_alive()


@pytest.mark.parametrize("game", ["arran", "nidavellir"])
def test_the_hint_panel_keeps_clear_of_its_target_and_the_players_board(
    app: App, game: str
) -> None:
    """The panel used to sit over the chair's bravery at the bottom right: now nothing of the
    chair's own board (coins, cards, score) nor the glowing target lies under it, on the
    logical table the window scales whole to any size."""
    scene = _table(app, game)
    key(app, pygame.K_h)
    _wait_hint(app, scene)
    assert scene.coach_hint is not None and scene.coach_marks
    box = scene.hint_panel()
    assert box.collidelist(scene.coach_marks) == -1
    assert box.collidelist(own_board(scene)) == -1
    assert chrome.SCREEN.contains(box) and not box.colliderect(chrome.HEADER)


def _positions(game: str, count: int) -> Iterator[Session]:
    """The first `count` real decisions of the human chair in a seeded game of random moves."""
    players = [Seat("Ann", HUMAN), Seat("Bo", AI), Seat("Cy", AI)][: 2 if game == "arran" else 3]
    session = Session(players, 3, game=game)
    state, rng, found = session.state, random.Random(3), 0
    while found < count and not state.is_over():
        seat = (session.waiting_humans() + session.waiting_ai())[0]
        legal = state.legal_actions(seat)
        if seat == 0 and 1 < len(legal) < 30:
            found += 1
            yield session
        session.submit(rng.choice(legal))


@pytest.mark.parametrize("game", ["arran", "nidavellir", "vedrfolnir"])
def test_the_options_a_hint_lists_have_different_names_in_both_languages(
    app: App, game: str
) -> None:
    for session in _positions(game, 4):
        scene = TableScene(app, session)
        scene.ai_wait = float("inf")
        app.push(scene)
        app.step(FRAME_MS)
        legal = session.state.legal_actions(0)[:12]
        for lang in ("en", "fr"):
            app.set_language(lang)
            names = scene.action_labels(legal)
            assert len(set(names)) == len(names), names
        app.pop()


ONLY = Reason("only")


def test_two_dwarves_of_one_order_are_told_apart_by_tavern_and_card(app: App) -> None:
    """In the Hint's list and in the Review's line: "You played Wanderer dwarf; Wanderer dwarf
    was worth more" named two cards the same."""
    session = next(s for s in _positions("arran", 40) if _twins(s) is not None)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    app.step(FRAME_MS)
    first, second = _twins(session) or ("", "")
    picks = [a for a in session.state.legal_actions(0) if _key_of(a) in (first, second)]
    tavern = next(n for n, row in enumerate(scene.view["taverns"], 1) if first in row)
    places = [scene.view["taverns"][tavern - 1].index(_key_of(a)) + 1 for a in picks]
    name = scene._action_label(picks[0])
    assert scene._action_label(picks[1]) == name
    assert scene.action_labels(picks) == [f"{name} (tavern {tavern}, card {n})" for n in places]
    one, other = (f"{name} (tavern {tavern}, card {n})" for n in places)
    mistake = Mistake(len(session.history), *picks, 10, 60, ONLY, False)
    review = ReviewTable(app, session, 0, [mistake], 0)
    app.push(review)
    why = "The only choice here"
    assert review.line() == f"You played {one} (value 10 %); {other} was worth 60 %: {why}"
    app.pop()
    app.set_language("fr")
    name = scene._action_label(picks[0])
    expected = [f"{name} (taverne {tavern}, carte {n})" for n in places]
    assert scene.action_labels(picks) == expected


def _twins(session: Session) -> tuple[str, str] | None:
    """Two dwarves of one Order in the tavern the chair picks from, if there are."""
    picks = [a for a in session.state.legal_actions(0) if str(a).split()[1] == "pick"]
    orders: dict[str, str] = {}
    for action in picks:
        card = _key_of(action)
        order = card.split("-")[1]  # E1-WA-08: a Wanderers dwarf of Era 1
        if order in orders:
            return orders[order], card
        orders[order] = card
    return None


def _key_of(action: Any) -> str:
    """The card an Arran pick takes, as the view's taverns name it ("s0 pick E1-WA-08")."""
    return str(action).split()[-1]


def test_a_bid_is_named_by_its_coins_tavern_by_tavern(app: App) -> None:
    """A bid has no one card to name: "bid 5g 2 0" read as notation, now its coins in order."""
    scene = _table(app)
    bids = scene.session.state.legal_actions(0)[:2]
    coins = [" · ".join(str(value_of(c)) for c in bid.coins) for bid in bids]
    assert scene.action_labels(bids) == [f"Bid {c} (taverns 1 · 2 · 3)" for c in coins]
    app.set_language("fr")
    assert scene.action_labels(bids) == [f"Mise {c} (tavernes 1 · 2 · 3)" for c in coins]


@pytest.mark.parametrize(("lang", "words"), [("en", "Accept"), ("fr", "Accepter")])
def test_an_answer_made_by_a_button_is_named_by_its_button(app: App, lang: str, words: str) -> None:
    """A Vedrfolnir place answering a card (accept it, refuse it with the Nornes, send it on with
    Heimdall) or choosing among cards is named in the Hint's and the Review's lists as its
    button reads, not by the action's text ("accept", "nornes")."""
    seats = [Seat("Ann", HUMAN), Seat("Bo", AI), Seat("Cy", AI)]
    session = Session(seats, 0, {"spring": True, "winter": True}, game="vedrfolnir")
    state, rng = session.state, random.Random(0)
    while not (0 in session.waiting_humans() and state.pending() == "respond"):
        seat = (session.waiting_humans() + session.waiting_ai())[0]
        session.submit(rng.choice(state.legal_actions(seat)))
    app.set_language(lang)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    app.step(FRAME_MS)
    legal = state.legal_actions(0)
    names = scene.action_labels(legal)
    strings = load_strings(lang)
    assert names[[str(a).split(" ")[1] for a in legal].index("accept")] == words
    for action, name in zip(legal, names, strict=True):
        joker = str(action).split(" ")[1]
        assert name.startswith(strings[f"vedrfolnir.button.{joker}"]), (action, name)
