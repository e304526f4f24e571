"""The end-of-game Review by real clicks and keys: the score sheet's button starts it in a worker
while frames go on ("Reviewing… n/total"), then each costly decision stands on the rebuilt table
with the better move outlined on its own click target; arrows step, Esc goes back to the sheet; a
game without a human chair says so."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.ai.agent import Budget
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import theme
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.scenes import review as review_scene
from game.ui.scenes.review import ReviewScene, ReviewTable
from game.ui.scenes.scoresheet import ScoreSheetScene

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


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)


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
    [("nidavellir", "en"), ("nidavellir", "fr"), ("arran", "en"), ("vedrfolnir", "fr")],
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
        plan = table.click_plan(mistake.better)
        assert table.marks_better == table.action_targets(mistake.better)
        assert table.marks_better
        assert all(any(r.collidepoint(p) for p in plan) for r in table.marks_better)
        app.step(FRAME_MS)
        if at == 0:
            SHOTS.mkdir(exist_ok=True)
            pygame.image.save(app.screen, str(SHOTS / f"review_{game}_{lang}.png"))
            ring = table.marks_better[0].inflate(12, 12)
            assert app.screen.get_at((ring.centerx, ring.top + 2))[:3] == theme.SELECTED
        _key(app, pygame.K_RIGHT)
    assert app.top.at == count - 1  # nothing past the last
    _key(app, pygame.K_LEFT)
    assert app.top.at == max(0, count - 2)
    _key(app, pygame.K_ESCAPE)
    assert app.top is sheet


def test_the_button_is_reached_by_keyboard_and_esc_leaves_while_reviewing(app: App) -> None:
    session = _finished([Seat("Ann", HUMAN), Seat("Bo", AI)])
    sheet = _sheet(app, session, "en")
    _key(app, pygame.K_RIGHT)
    assert sheet.focus.meaning == ("review",)
    _key(app, pygame.K_RETURN)
    waiting = app.top
    assert isinstance(waiting, ReviewScene) and waiting.job is not None
    job = waiting.job
    _key(app, pygame.K_ESCAPE)
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
