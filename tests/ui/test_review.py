"""The end-of-game Review by real clicks and keys: the score sheet's button starts it in a worker
while frames go on ("Reviewing… n/total"), then each costly decision stands on the rebuilt table
with the better move outlined on its own click target and the words in a panel clear of both
marks and of the player's own board; arrows step, Esc goes back to the sheet; each human chair
of a table shared at one screen has its own Review; a game without a human chair, or whose
human played the search's best at every decision, says so."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ai.agent import Budget
from game.ai.coach import Reason, evaluate
from game.ai.hooks import hooks_of
from game.ai.review import Mistake, decisions
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import theme
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, key
from game.ui.scenes import review as review_scene
from game.ui.scenes.review import ReviewScene, ReviewTable
from game.ui.scenes.scoresheet import ScoreSheetScene
from tests.ui.ownboard import clicks_marked, own_board

pytestmark = pytest.mark.ui
SHOTS = Path("/tmp/review_shots")


def _finished(seats: list[Seat], seed: int = 5, game: str = "nidavellir") -> Session:
    """A whole game played by random legal moves through the session, so its history is kept."""
    session = Session(seats, seed, game=game)
    rng = random.Random(seed)
    while not session.state.is_over():
        seat = (session.waiting_humans() + session.waiting_ai())[0]
        session.submit(rng.choice(session.state.legal_actions(seat)))
    return session


def _sheet(app: App, session: Session, lang: str) -> ScoreSheetScene:
    app.set_language(lang)
    sheet = ScoreSheetScene(app, session)
    app.push(sheet)
    app.step(FRAME_MS)
    return sheet


def _wait_review(app: App, seen: list[str]) -> int:
    """Frames drawn until the review left its waiting scene, noting each progress line."""
    frames = 0
    while isinstance(app.top, ReviewScene) and app.top.job is not None:
        app.top.job.answered(0.02)
        seen.append(app.top.text())
        app.step(FRAME_MS)
        frames += 1
    return frames


@pytest.mark.parametrize(
    ("game", "lang"),
    [
        ("arran", "en"),
        pytest.param("nidavellir", "en", marks=pytest.mark.slow),
        pytest.param("nidavellir", "fr", marks=pytest.mark.slow),
        pytest.param("vedrfolnir", "fr", marks=pytest.mark.slow),
    ],
)
def test_review_steps_through_the_costliest_decisions_on_the_table(
    app: App, monkeypatch: pytest.MonkeyPatch, game: str, lang: str
) -> None:
    monkeypatch.setattr(review_scene, "BUDGET", Budget(iterations=3))
    session = _finished([Seat("Ann", HUMAN), Seat("Bo", AI)], game=game)
    sheet = _sheet(app, session, lang)
    click(app, sheet.review.rect.center)
    assert isinstance(app.top, ReviewScene)
    seen: list[str] = []
    assert _wait_review(app, seen) >= 1
    word = "Reviewing…" if lang == "en" else "Analyse…"
    assert any(line.startswith(f"{word} ") and "/" in line for line in seen)
    table = app.top
    assert isinstance(table, ReviewTable)
    count = len(table.mistakes)
    assert 1 <= count <= 3
    for at in range(count):
        table = app.top
        assert isinstance(table, ReviewTable) and table.at == at
        mistake = table.mistake
        assert table.session.history == session.history[: mistake.index]
        assert table.viewer == 0 and session.actors[mistake.index] == 0
        assert mistake.better in table.session.state.legal_actions(0)
        assert table.marks_better == table.action_targets(mistake.better)
        assert clicks_marked(table, mistake.better, table.marks_better)
        app.step(FRAME_MS)
        if at == 0:
            SHOTS.mkdir(exist_ok=True)
            pygame.image.save(app.screen, str(SHOTS / f"review_{game}_{lang}.png"))
            ring = table.marks_better[0].inflate(12, 12)
            assert app.screen.get_at((ring.centerx, ring.top + 2))[:3] == theme.SELECTED
        key(app, pygame.K_RIGHT)
    assert app.top.at == count - 1  # nothing past the last
    key(app, pygame.K_LEFT)
    assert app.top.at == max(0, count - 2)
    key(app, pygame.K_ESCAPE)
    assert app.top is sheet


def test_the_button_is_reached_by_keyboard_and_esc_leaves_while_reviewing(app: App) -> None:
    session = _finished([Seat("Ann", HUMAN), Seat("Bo", AI)])
    sheet = _sheet(app, session, "en")
    key(app, pygame.K_RIGHT)
    assert sheet.focus.meaning == ("review",)
    key(app, pygame.K_RETURN)
    waiting = app.top
    assert isinstance(waiting, ReviewScene) and waiting.job is not None
    job = waiting.job
    key(app, pygame.K_ESCAPE)
    assert app.top is sheet
    job._process.join(timeout=5)
    assert not job._process.is_alive()


def test_a_game_without_a_human_chair_says_there_is_nothing_to_review(app: App) -> None:
    session = _finished([Seat("Ann", AI), Seat("Bo", AI)])
    sheet = _sheet(app, session, "fr")
    click(app, sheet.review.rect.center)
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.job is None
    assert scene.text() == "Aucun joueur humain dans cette partie : pas de décision à analyser."
    click(app, scene.back.rect.center)
    assert app.top is sheet


def _flawless(game: str, seed: int, budget: Budget) -> Session:
    """A whole game whose human chair plays, at each of its real decisions, the option the
    review's own search values most: the search the review runs later, with the same budget and
    the same generator (one drawn per decision, in order, from the game's seed)."""
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI)], seed, game=game)
    state, info = session.state, session.info
    draws, others = random.Random(seed), random.Random(seed + 1)
    while not state.is_over():
        seat = (session.waiting_humans() + session.waiting_ai())[0]
        legal = state.legal_actions(seat)
        if seat != 0 or len(legal) == 1:
            session.submit(others.choice(legal))
            continue
        seen = hooks_of(info).observe(state, 0)
        options = evaluate(info, seen, 0, budget, random.Random(draws.getrandbits(32))).options
        session.submit(max((o for o in options if o.worth is not None), key=_worth).action)
    return session


def _worth(option: Any) -> float:
    return float(option.worth)


def test_a_game_without_a_lost_decision_says_there_is_nothing_to_review(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    budget = Budget(iterations=2)
    monkeypatch.setattr(review_scene, "BUDGET", budget)
    session = _flawless("nidavellir", 3, budget)
    assert len(decisions(session.info, session, 0)) > 10
    sheet = _sheet(app, session, "en")
    click(app, sheet.review.rect.center)
    assert _wait_review(app, []) >= 1
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.job is None
    assert scene.text() == (
        "None of your decisions lost value by the hard AI's measure: nothing to review."
    )
    click(app, scene.back.rect.center)
    assert app.top is sheet


def test_each_human_chair_at_one_screen_has_its_own_review(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(review_scene, "BUDGET", Budget(iterations=3))
    session = _finished([Seat("Ann", HUMAN), Seat("Bo", HUMAN)], seed=4)
    sheet = _sheet(app, session, "fr")
    assert sheet.review_labels() == ["Analyse de Ann", "Analyse de Bo"]
    for arrow in (pygame.K_RIGHT, pygame.K_RIGHT):
        key(app, arrow)
    assert sheet.focus.meaning == ("review-1",)
    key(app, pygame.K_RETURN)
    waiting = app.top
    assert isinstance(waiting, ReviewScene) and waiting.seat == 1
    key(app, pygame.K_ESCAPE)
    assert app.top is sheet
    app.set_language("en")
    assert sheet.review_labels() == ["Review Ann", "Review Bo"]
    rects = [button.rect for button in sheet.buttons().values()]
    assert not any(a.colliderect(b) for n, a in enumerate(rects) for b in rects[n + 1 :])
    click(app, sheet.reviews[1].rect.center)
    assert _wait_review(app, []) >= 1
    table = app.top
    assert isinstance(table, ReviewTable) and table.review_seat == 1 and table.viewer == 1
    assert table.mistakes and all(session.actors[m.index] == 1 for m in table.mistakes)
    key(app, pygame.K_ESCAPE)
    assert app.top is sheet


def _reviewed(session: Session, seat: int, count: int) -> list[Mistake]:
    """`count` decisions of the seat spread over the game, each with another legal move that
    has a place on the table as the better one (the panel's place does not depend on worths)."""
    found = []
    info = session.info
    indexes = decisions(info, session, seat)
    for index in indexes[:: max(1, len(indexes) // count)][:count]:
        state = info.replay(
            len(session.seats), session.seed, session.history[:index], session.options
        )
        played = info.parse_action(state, session.history[index])
        better = next(a for a in reversed(state.legal_actions(seat)) if a != played)
        found.append(Mistake(index, played, better, 10.0, 60.0, Reason("only"), False))
    return found


@pytest.mark.parametrize(("game", "chairs"), [("arran", 2), ("nidavellir", 3), ("vedrfolnir", 3)])
def test_the_review_panel_keeps_clear_of_both_marks_and_the_players_board(
    app: App, game: str, chairs: int
) -> None:
    """On the logical 1600×900 table, which the window scales whole down to its smallest size
    (640×360): the same rectangles at every window size, and words at the reading floor."""
    seats = [Seat("Ann", HUMAN)] + [Seat(f"AI {n}", AI) for n in range(1, chairs)]
    session = _finished(seats, seed=6, game=game)
    mistakes = _reviewed(session, 0, 3)
    for at in range(len(mistakes)):
        table = ReviewTable(app, session, 0, mistakes, at)
        app.push(table)
        app.step(FRAME_MS)
        box = table.box
        marks = table.marks_played + table.marks_better
        assert marks and box.collidelist(marks) == -1
        assert box.collidelist(own_board(table)) == -1, (at, box)
        assert app.screen.get_size() == theme.LOGICAL_SIZE
        assert all(box.contains(b.rect) for b in table.buttons())
        app.pop()
