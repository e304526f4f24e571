"""The coach at the table, by real events: H and the Hint button think while frames go on, then
the suggestion glows on its own target with a reason and the best options; Esc or acting clears
it; an AI's turn disables it; the hints counted reach the statistics and the score sheet."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.core.storage import write_json_atomic
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.saves import session_from_data, to_data
from game.ui.scenes.menus import PauseScene
from game.ui.stats import load_stats, record_game, stats_path, won_without_hints
from game.ui.table.scene import TableScene

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


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)


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
    _key(app, pygame.K_h)
    assert scene.coach_job is not None and scene.hints_used == 1
    assert _wait_hint(app, scene) >= 1
    found = scene.coach_hint
    assert found is not None
    assert found.action in scene.session.state.legal_actions(scene.viewer)
    assert found.best[0].action == found.action
    plan = scene.click_plan(found.action)
    assert scene.coach_marks
    assert all(any(rect.collidepoint(p) for p in plan) for rect in scene.coach_marks)
    _key(app, pygame.K_ESCAPE)
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
    _key(app, pygame.K_h)
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
    _key(app, pygame.K_h)
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
    _key(app, pygame.K_h)
    _wait_hint(app, scene)
    thinker = scene.coach_process
    assert thinker is not None
    scene.close()
    assert scene.coach_process is None
    thinker._process.join(timeout=5)
    assert not thinker._process.is_alive()
