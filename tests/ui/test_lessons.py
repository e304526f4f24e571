"""The lessons in the window: reached from the game's menu, played on the real table by real
clicks on the places the lesson marks, a wrong click explained without changing anything, left
and resumed at the same step, in English and French, every text at reading size."""

from __future__ import annotations

import pygame
import pytest

from game.core import lessons, registry
from game.core.lessons import load_lessons
from game.ui import theme
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.autoplay import FRAME_MS, click
from game.ui.lessonbench import follow, measure
from game.ui.lessonfile import progress
from game.ui.scenes.lessons import LessonSheet, LessonsScene
from game.ui.scenes.menus import MenuScene, PauseScene
from game.ui.table.lesson import LessonTable, place_panel
from tests.ui.test_keyboard_menus import LANGS, press, ringed

pytestmark = pytest.mark.ui

OTHER_LESSONS = [
    (game, lesson.id)
    for game in ("nidavellir", "arran", "vedrfolnir")
    if lessons.has_lessons(game)
    for lesson in load_lessons(game)
    if (game, lesson.id) != ("nidavellir", "first_game")
]
NOTHING_THERE = (330, 150)  # bare wood above the taverns of a two-chair Nidavellir table


def _open_lessons(app: App, game: str = "nidavellir") -> LessonsScene:
    if app.game.key != game:
        app.choose_game(registry.get(game))
    app.replace(MenuScene(app))
    app.step(FRAME_MS)
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene)
    click(app, menu.button("lesson.menu").rect.center)
    scene = app.scenes[-1]
    assert isinstance(scene, LessonsScene)
    return scene


def _start(app: App, game: str = "nidavellir", lesson_id: str = "first_game") -> LessonTable:
    scene = _open_lessons(app, game)
    row = [lesson.id for lesson in scene.lessons].index(lesson_id)
    click(app, scene.starts[row].rect.center)
    table = app.scenes[-1]
    assert isinstance(table, LessonTable)
    return table


def test_the_menu_lists_the_lesson_with_its_length(app: App) -> None:
    scene = _open_lessons(app)
    lesson = load_lessons("nidavellir")[0]
    app.step(FRAME_MS)
    assert [x.id for x in scene.lessons] == [
        "first_game",
        "idavoll",
        "thingvellir",
        "solo_neutral",
        "solo_andvari",
    ]
    assert [b.label for b in scene._buttons()] == ["‹ Back"] + ["Start"] * len(scene.lessons)
    minutes = round(lessons.minutes(lesson))
    assert app.t("lesson.length", steps=50, minutes=minutes) == f"50 steps, about {minutes} min"


def test_the_first_lesson_is_played_to_its_end_by_following_its_marks(app: App) -> None:
    table = _start(app)
    clicks = follow(app, table)
    assert isinstance(app.scenes[-1], LessonSheet)
    assert table.run.finished() and table.session.state.is_over()
    assert table.session.state.outcome().winners == [0]
    assert clicks > 50
    assert lessons.start("nidavellir", "first_game").step == 0
    sheet = app.scenes[-1]
    assert ringed(app, sheet.rematch.rect)  # "Lessons", by keyboard too
    press(app, pygame.K_RETURN)
    scene = app.scenes[-1]
    assert isinstance(scene, LessonsScene)
    assert [b.label for b in scene._buttons()] == ["‹ Back"] + ["Start"] * len(scene.lessons)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "lesson_id"), OTHER_LESSONS)
def test_each_other_lesson_is_played_to_its_end_by_its_marks(
    app: App, game: str, lesson_id: str
) -> None:
    """A whole game ends on its score sheet; a short lesson, with the game still going, goes
    back to the lessons from its last panel."""
    table = _start(app, game, lesson_id)
    clicks = follow(app, table)
    whole = table.run.lesson.whole_game
    assert isinstance(app.scenes[-1], LessonSheet if whole else LessonsScene)
    assert table.run.complete() and table.session.state.is_over() == whole
    assert clicks >= len([step for step in table.run.lesson.steps if step.expect])
    assert progress(game, lesson_id) is None


def test_a_wrong_click_is_explained_and_changes_nothing(app: App) -> None:
    table = _start(app)
    follow(app, table, until_step=2)  # the bid
    session = table.session
    expected = table.run.expected()[0]
    other = next(a for a in session.state.legal_actions(0) if a != expected)
    before = (list(session.history), dict(session.held), table.run.step)
    for point in table.click_plan(other):
        click(app, point)
    assert table.note == "Not this one: the lesson waits for the marked move."
    assert (list(session.history), dict(session.held), table.run.step) == before
    click(app, NOTHING_THERE)
    assert table.note == "Nothing to click there: follow the marked place."
    assert (list(session.history), dict(session.held), table.run.step) == before
    for point in table.targets_now():
        click(app, point)
    assert table.note == ""
    assert table.run.step == 3


def test_acting_while_the_lesson_explains_is_refused(app: App) -> None:
    table = _start(app)
    follow(app, table, until_step=3)  # the bid made, the reveal explained
    session = table.session
    history = list(session.history)
    pick = session.state.legal_actions(0)[0] if 0 in session.state.to_move() else None
    assert pick is not None
    click(app, table.click_plan(pick)[0])
    assert table.note == "First read this, then press Continue."
    assert session.history == history


def test_a_lesson_left_resumes_at_the_same_step(app: App) -> None:
    table = _start(app)
    follow(app, table, until_step=12)
    history = list(table.session.history)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(FRAME_MS)
    pause = app.scenes[-1]
    assert isinstance(pause, PauseScene)
    pause._quit()
    scene = _open_lessons(app)
    assert [b.label for b in scene._buttons()] == [
        "‹ Back",
        "Resume at step 13",
        "Start over",
        *["Start"] * (len(scene.lessons) - 1),
    ]
    click(app, scene.starts[0].rect.center)
    again = app.scenes[-1]
    assert isinstance(again, LessonTable) and again is not table
    assert again.run.step == 12
    assert again.session.history == history
    assert follow(app, again) > 0
    assert isinstance(app.scenes[-1], LessonSheet)


def test_start_over_begins_again(app: App) -> None:
    table = _start(app)
    follow(app, table, until_step=5)
    scene = _open_lessons(app)
    click(app, scene.overs[0].rect.center)
    again = app.scenes[-1]
    assert isinstance(again, LessonTable)
    assert again.run.step == 0 and again.session.history == []


def test_the_language_changes_mid_lesson_and_every_text_reads(app: App) -> None:
    table = _start(app)
    follow(app, table, until_step=2)
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    app.step(FRAME_MS)
    app.set_language("fr")
    table.on_settings()
    app.step(FRAME_MS)
    step = table.run.lesson.steps[2]
    texts = {d.text for d in drawn}
    assert step.text.en in texts and step.text.fr in texts
    assert "Leçon : étape 3 sur 50" in texts
    assert min(d.size for d in drawn if d.text in (step.text.fr, step.text.en)) >= theme.MIN_TEXT_PX
    assert all(d.size >= theme.MIN_TEXT_PX for d in drawn if d.text.startswith("Leçon"))


def test_a_short_lesson_is_measured_by_its_clicks_and_words(app: App) -> None:
    """Vedrfolnir's solo lesson: each decision one click on its mark, each explanation one
    Continue, then one click back to the lessons."""
    length = measure(app, "vedrfolnir", "solo")
    lesson = next(x for x in load_lessons("vedrfolnir") if x.id == "solo")
    assert (length.steps, length.clicks) == (len(lesson.steps), len(lesson.steps) + 1)
    assert length.words["fr"] == sum(len(step.text.fr.split()) for step in lesson.steps)
    assert length.minutes("en") == pytest.approx(length.words["en"] / 200 + length.clicks * 3 / 60)
    assert isinstance(app.scenes[-1], LessonsScene)


@pytest.mark.parametrize("lang", LANGS)
def test_the_lessons_by_keys_and_the_pointer_takes_the_focus(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _open_lessons(app)
    starts, back = scene.starts, scene.back
    assert ringed(app, starts[0].rect)
    press(app, pygame.K_DOWN)
    assert ringed(app, starts[1].rect) and not ringed(app, starts[0].rect)
    press(app, pygame.K_UP, times=2)  # above the first lesson: Back
    assert ringed(app, back.rect)
    press(app, pygame.K_UP)  # round from the top to the last lesson
    assert ringed(app, starts[-1].rect)
    press(app, pygame.K_TAB)  # round from the last control to the first
    assert ringed(app, back.rect)
    press(app, pygame.K_TAB, times=3)
    assert ringed(app, starts[2].rect)
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert ringed(app, starts[1].rect)
    pos = back.rect.center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    assert ringed(app, back.rect) and not ringed(app, starts[1].rect)
    press(app, pygame.K_DOWN, times=2)
    press(app, pygame.K_SPACE)
    table = app.scenes[-1]
    assert isinstance(table, LessonTable) and table.run.lesson.id == scene.lessons[1].id
    assert table.run.step == 0


def test_a_lesson_left_midway_resumes_or_starts_over_by_keys(app: App) -> None:
    follow(app, _start(app), until_step=5)
    scene = _open_lessons(app)
    resume, over = scene.starts[0], scene.overs[0]
    assert resume.label == "Resume at step 6" and ringed(app, resume.rect)
    press(app, pygame.K_RIGHT)
    assert ringed(app, over.rect) and not ringed(app, resume.rect)
    press(app, pygame.K_DOWN)  # the next lesson, which has only its Start
    assert ringed(app, scene.starts[1].rect)
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT, times=2)
    assert ringed(app, resume.rect)
    press(app, pygame.K_KP_ENTER)
    table = app.scenes[-1]
    assert isinstance(table, LessonTable) and table.run.step == 5
    scene = _open_lessons(app)
    press(app, pygame.K_TAB)
    assert ringed(app, scene.overs[0].rect)
    press(app, pygame.K_RETURN)
    again = app.scenes[-1]
    assert isinstance(again, LessonTable)
    assert again.run.step == 0 and again.session.history == []


def test_the_panel_never_covers_a_marked_place() -> None:
    marked = [pygame.Rect(780, 820, 44, 44)]
    box = place_panel(marked)
    assert not box.colliderect(marked[0])
    assert box.y > 44  # below the header
