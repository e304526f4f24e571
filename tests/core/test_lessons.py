"""Every shipped lesson replays through its game's rules core: each scripted move of the other
chairs is legal where the table asks for it and each step's expected action is one the learner
may take; a broken script or file is refused naming the lesson, the step or the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import lessons
from game.core.datafolder import DATA_ENV, SHIPPED
from game.core.errors import DataError
from game.core.lessons import LessonBroken, LessonRun, load_lessons, play_through
from tests.datafiles import copy_data, edit

GAMES = [game for game in ("nidavellir", "arran", "vedrfolnir") if lessons.has_lessons(game)]
SHIPPED_LESSONS = [(game, lesson.id) for game in GAMES for lesson in load_lessons(game)]


@pytest.mark.parametrize(("game", "lesson_id"), SHIPPED_LESSONS)
def test_every_lesson_plays_to_the_end_by_its_script(game: str, lesson_id: str) -> None:
    run = lessons.start(game, lesson_id)
    learner_moves = play_through(run)
    expecting = [step for step in run.lesson.steps if step.expect]
    assert learner_moves == len(expecting)
    assert run.complete()
    assert run.session.state.is_over() == run.lesson.whole_game
    assert run.scripted == len(run.lesson.opponents)


def test_the_nidavellir_lesson_shows_each_rule_it_promises() -> None:
    """The bid, the reveal, a tie with its gem exchange, the trade, a hero, the distinctions,
    the end of each Age and the final score all happen to the learner's chair."""
    run = lessons.start("nidavellir", "first_game")
    play_through(run)
    kinds = [(event.kind, event.seat) for step in run.session.log for event in step]
    for kind in ("bids_revealed", "gems_exchanged", "age_over", "game_over"):
        assert any(k == kind for k, _ in kinds), kind
    for kind in ("coins_traded", "hero_recruited", "distinction_awarded"):
        assert (kind, 0) in kinds, kind
    assert run.session.state.outcome().winners == [0]


def test_an_action_the_step_does_not_expect_changes_nothing() -> None:
    run = lessons.start("nidavellir", "first_game")
    assert run.go_on() and run.go_on()  # the two opening explanations
    session = run.session
    expected = run.expected()
    assert [str(a) for a in expected] == ["s0 bid 2 0 3"]
    other = next(a for a in session.state.legal_actions(0) if a not in expected)
    before = (session.version, list(session.history), dict(session.held), run.step)
    session.submit(other)
    assert run.refused == "other_action"
    assert (list(session.history), dict(session.held), run.step) == before[1:]
    session.submit(expected[0])
    assert run.refused is None
    assert run.step == 3


def test_acting_while_a_step_explains_is_refused() -> None:
    run = lessons.start("nidavellir", "first_game")
    session = run.session
    session.submit(session.state.legal_actions(0)[0])
    assert run.refused == "read_first"
    assert session.held == {} and session.history == []


def test_a_run_resumes_where_it_was_left() -> None:
    run = lessons.start("nidavellir", "first_game")
    assert play_through(run, until_step=12) == 5  # steps 3, 5, 7, 8 and 10 act
    assert run.step == 12
    saved = run.to_dict()
    again = lessons.start("nidavellir", "first_game")
    again.resume(saved)
    assert (again.step, again.scripted) == (run.step, run.scripted)
    assert again.session.history == run.session.history
    assert again.session.state.view(0) == run.session.state.view(0)
    assert again.session.rounds == run.session.rounds and again.session.rounds
    assert again.session.log == run.session.log
    assert play_through(again) == play_through(run)


def _broken(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, old: str, new: str) -> Path:
    folder = copy_data(SHIPPED / "nidavellir", tmp_path)
    edit(folder / "lessons.yaml", old, new)
    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    return folder / "lessons.yaml"


def test_an_illegal_scripted_move_names_lesson_and_step(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _broken(tmp_path, monkeypatch, "- s1 pick a1_hunter_0", "- s1 pick a1_miner_0")
    run = lessons.start("nidavellir", "first_game")
    with pytest.raises(LessonBroken) as caught:
        play_through(run)
    assert str(caught.value).startswith("lesson 'first_game', step 7, opponents' move 2: ")
    assert "'s1 pick a1_miner_0' cannot be played" in str(caught.value)


def test_an_expected_action_that_cannot_be_taken_names_the_step(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _broken(tmp_path, monkeypatch, "- s0 pick a1_warrior_4", "- s0 pick a1_warrior_9")
    with pytest.raises(LessonBroken, match=r"^lesson 'first_game', step 5: none of "):
        play_through(lessons.start("nidavellir", "first_game"))


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "  players: 2\n",
            "  players: many\n",
            "entry lessons 'first_game', field 'players': Input should be a valid integer",
        ),
        (
            "    en: Your first game\n",
            "",
            "entry lessons 'first_game' title, field 'en': Field required",
        ),
        (
            "  seed: 1\n",
            "  seed: 1\n  colour: red\n",
            "entry lessons 'first_game', field 'colour': Extra inputs are not permitted",
        ),
        (
            "  - Brokk\n",
            "",
            "entry lessons 'first_game', field 'names': 1 names for 2 players",
        ),
    ],
)
def test_a_bad_lessons_file_names_file_entry_and_field(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, old: str, new: str, message: str
) -> None:
    path = _broken(tmp_path, monkeypatch, old, new)
    with pytest.raises(DataError) as caught:
        load_lessons("nidavellir")
    assert str(caught.value).startswith(f"{path}: {message}")


def test_lesson_length_counts_words_and_clicks() -> None:
    lesson = load_lessons("nidavellir")[0]
    words = sum(len(step.text.en.split()) for step in lesson.steps)
    assert lessons.minutes(lesson) == pytest.approx(words / 200 + len(lesson.steps) * 4 / 60)


def test_a_fresh_run_waits_on_its_first_explanation() -> None:
    run = LessonRun("nidavellir", load_lessons("nidavellir")[0])
    assert run.reading() and not run.opponent_due() and run.expected() == []


def _learner_events(game: str) -> tuple[LessonRun, list[tuple[str, int]]]:
    run = lessons.start(game, "first_game")
    play_through(run)
    return run, [(event.kind, event.seat) for step in run.session.log for event in step]


def test_the_arran_lesson_shows_each_rule_it_promises() -> None:
    """Orders scoring apart, a Pariah token, Cognars, a run of two Mercenaries and the Elite
    Cognars all come to the learner's chair."""
    run, kinds = _learner_events("arran")
    for kind in ("pariah_placed", "cognar_recruited", "award_given", "coins_traded"):
        assert (kind, 0) in kinds, kind
    learner = [text for text in run.session.history if text.startswith("s0 ")]
    at = learner.index("s0 recruit tadgar")
    assert learner[at : at + 4] == [
        "s0 recruit tadgar",
        "s0 column temple",
        "s0 recruit lygdr",
        "s0 column shield",
    ]
    assert run.session.state.outcome().winners == [0]


def test_the_vedrfolnir_lesson_shows_each_rule_it_promises() -> None:
    """Dealing, an exact 12 of the learner's, overshoots, a majority won, and every power card
    of the base deck dealt by the learner."""
    run, kinds = _learner_events("vedrfolnir")
    for kind in ("exact_collection", "majority_awarded", "card_refused"):
        assert (kind, 0) in kinds, kind
    assert sum(kind == "overshoot" for kind, _ in kinds) == 3
    given = {text.split()[2].split(":")[0] for text in run.session.history if " give " in text}
    learner_given = {
        text.split()[2].split(":")[0] for text in run.session.history if text.startswith("p0 give")
    }
    assert {"sleipnir", "ratatosk", "nidhogg", "loki", "nornes"} <= learner_given <= given
    assert run.session.state.outcome().winners == [0]
