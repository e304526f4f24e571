"""Guided first games: a lesson is data (`data/<game>/lessons.yaml`), played on a real `Session`.

A lesson fixes the deal (a seed and options), scripts every move of the other chairs and walks
the learner through steps: a step either only explains (the learner reads, then continues) or
waits for one of its expected actions from the learner's chair. Everything here is pure Python,
so the same run drives the window and the tests that replay each lesson through the rules core.
The lessons' file is read only when a lesson is asked for, never at start-up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import Field

from game.core.datafolder import LESSONS_FILE, game_data, has_lessons
from game.core.dataload import check, load_model
from game.core.errors import IllegalAction
from game.core.schemabase import FrozenModel, NamesModel
from game.core.session import AI, Seat, Session

__all__ = ["LessonBroken", "LessonModel", "LessonRun", "has_lessons", "load_lessons", "start"]

LEARNER = 0  # the learner always sits in the first chair
WORDS_PER_MINUTE = 200
SECONDS_PER_CLICK = 4  # finding the highlighted place and clicking it


class StepModel(FrozenModel):
    """One beat of a lesson: what to read and, unless it only explains, what to do."""

    text: NamesModel
    expect: list[str] = Field(default_factory=list)


class LessonModel(FrozenModel):
    id: str = Field(min_length=1, pattern=r"^[a-z0-9_]+$")
    title: NamesModel
    players: int = Field(ge=1, le=6)
    seed: int = Field(ge=0)
    options: dict[str, Any] = Field(default_factory=dict)
    names: list[str] = Field(min_length=1)
    opponents: list[str] = Field(default_factory=list)
    steps: list[StepModel] = Field(min_length=1)
    # False: a short lesson, over after its last step with the game still going
    whole_game: bool = True


class LessonsFile(FrozenModel):
    lessons: list[LessonModel] = Field(min_length=1)


def lessons_path(game: str) -> Path:
    return game_data(game) / LESSONS_FILE


def load_lessons(game: str) -> list[LessonModel]:
    """The game's lessons; a `DataError` naming file, entry and field for a bad file."""
    path = lessons_path(game)
    lessons = load_model(path, LessonsFile).lessons
    seen: set[str] = set()
    for lesson in lessons:
        entry = f"lessons {lesson.id!r}"
        check(lesson.id not in seen, path, entry, "id", "used by two lessons")
        seen.add(lesson.id)
        check(
            len(lesson.names) == lesson.players,
            path,
            entry,
            "names",
            f"{len(lesson.names)} names for {lesson.players} players",
        )
    return lessons


def minutes(lesson: LessonModel, lang: str = "en") -> float:
    """How long the lesson takes when its prompts are followed: its words read at
    `WORDS_PER_MINUTE`, plus a few seconds for each click."""
    words = sum(len(getattr(step.text, lang).split()) for step in lesson.steps)
    clicks = len(lesson.steps)
    return words / WORDS_PER_MINUTE + clicks * SECONDS_PER_CLICK / 60


class LessonBroken(Exception):
    """The lesson's script cannot be played (an opponent's move that is not legal there, a
    step expecting an action that cannot be taken): names the lesson and the step."""


@dataclass
class LessonRun:
    """Where a lesson stands: its session, the step shown and the opponents' next move.

    `refused` holds the reason the learner's last action was turned down (a key under
    `lesson.refused.*`), for the window to say; nothing in the game changes then."""

    game: str
    lesson: LessonModel
    session: LessonSession = field(init=False)
    step: int = 0
    scripted: int = 0
    refused: str | None = None

    def __post_init__(self) -> None:
        seats = [
            Seat(name, "human" if i == LEARNER else AI, "easy")
            for i, name in enumerate(self.lesson.names)
        ]
        self.session = LessonSession(self, seats, self.lesson.seed, self.lesson.options, self.game)

    # ------------------------------------------------------------------ steps

    def current(self) -> StepModel | None:
        return self.lesson.steps[self.step] if self.step < len(self.lesson.steps) else None

    def reading(self) -> bool:
        """Whether the step shown only explains: the table waits for "Continue"."""
        step = self.current()
        return step is not None and not step.expect

    def finished(self) -> bool:
        return self.current() is None

    def expected(self) -> list[Any]:
        """The actions the step waits for, as the rules core's objects."""
        step = self.current()
        if step is None or not step.expect:
            return []
        state = self.session.state
        legal = state.legal_actions(LEARNER) if LEARNER in state.to_move() else []
        return [a for a in legal if str(a) in step.expect]

    def go_on(self) -> bool:
        """The learner has read an explaining step; False when the step waits for an action."""
        if not self.reading():
            return False
        self.step += 1
        return True

    def accepts(self, action: Any) -> bool:
        """Whether the learner's `action` is the one the step waits for; sets `refused`."""
        step = self.current()
        if step is None:
            self.refused = None if self.lesson.whole_game else "done"
            return self.lesson.whole_game
        if not step.expect:
            self.refused = "read_first"
            return False
        if str(action) not in step.expect:
            self.refused = "other_action"
            return False
        self.refused = None
        return True

    # ------------------------------------------------------------------ the other chairs

    def opponent_due(self) -> bool:
        """Whether a scripted chair moves now: while the learner is not reading, so the table
        holds still under a text explaining it, or when the learner's sealed bid waits for it.
        Once the steps are done, the script plays on to its own end: a short lesson stops
        there, a whole game at its end."""
        session = self.session
        if not session.waiting_ai():
            return False
        if self.finished():
            return self.scripted < len(self.lesson.opponents)
        return not self.reading() or bool(session.held)

    def complete(self) -> bool:
        """Whether nothing of the lesson is left: its steps read and done, its script played."""
        return self.finished() and not self.opponent_due()

    def play_opponent(self) -> None:
        """The next scripted move of the chair that owes one; `LessonBroken` if the script is
        out of moves or its move is not legal there."""
        session = self.session
        seat = session.waiting_ai()[0]
        where = (
            f"lesson {self.lesson.id!r}, step {self.step + 1}, opponents' move {self.scripted + 1}"
        )
        if self.scripted >= len(self.lesson.opponents):
            raise LessonBroken(f"{where}: the script has no move left for seat {seat}")
        text = self.lesson.opponents[self.scripted]
        try:
            action = session.info.parse_action(session.state, text)
            if action.seat != seat:
                raise IllegalAction(f"seat {seat} is to move, not seat {action.seat}")
            session.submit(action)
        except (IllegalAction, ValueError) as exc:
            raise LessonBroken(f"{where}: {text!r} cannot be played: {exc}") from None
        self.scripted += 1

    # ------------------------------------------------------------------ leave and resume

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "lesson": self.lesson.id,
            "step": self.step,
            "scripted": self.scripted,
            "history": list(self.session.history),
        }

    def resume(self, saved: Mapping[str, Any]) -> None:
        """Back where `saved` (`to_dict`) left the lesson: the game replayed from its moves."""
        session = self.session
        for text in saved["history"]:
            session.apply_text(str(text))
        session.take_events()  # the table opens on the position, nothing to replay on it
        self.step = min(int(saved["step"]), len(self.lesson.steps))
        self.scripted = int(saved["scripted"])


class LessonSession(Session):
    """A session whose learner's chair only plays what the lesson's step waits for: any other
    action is turned down without changing anything (the run says why)."""

    def __init__(
        self,
        run: LessonRun,
        seats: list[Seat],
        seed: int,
        options: Mapping[str, Any],
        game: str,
    ) -> None:
        super().__init__(seats, seed, options, game)
        self.run = run

    def apply_text(self, text: str) -> None:
        """One action of a saved lesson, applied as it was (its log, rounds and undo marks
        rebuilt as when it was played)."""
        self._apply(self.info.parse_action(self.state, text))

    def submit(self, action: Any) -> None:
        if getattr(action, "seat", None) == LEARNER and not self.run.accepts(action):
            self.version += 1  # the table redraws: the refused draft is gone
            return
        super().submit(action)
        if getattr(action, "seat", None) == LEARNER and self.run.current() is not None:
            self.run.step += 1


def start(game: str, lesson_id: str) -> LessonRun:
    """A new run of the game's lesson `lesson_id` (`KeyError` if it has none of that id)."""
    for lesson in load_lessons(game):
        if lesson.id == lesson_id:
            return LessonRun(game, lesson)
    raise KeyError(f"{game} has no lesson {lesson_id!r}")


def play_through(run: LessonRun, until_step: int | None = None) -> int:
    """Play the lesson by its script, the learner taking each step's first expected action,
    to its end (or until it reaches `until_step`); the number of learner actions.
    `LessonBroken` names the step where it goes wrong."""
    done = 0
    while until_step is None or run.step < until_step:
        if run.opponent_due():
            run.play_opponent()
            continue
        if run.go_on():
            continue
        step = run.current()
        if step is None:
            return done
        expected = run.expected()
        if not expected:
            raise LessonBroken(
                f"lesson {run.lesson.id!r}, step {run.step + 1}: none of {step.expect} "
                "is a legal action of the learner here"
            )
        run.session.submit(expected[0])
        done += 1
    return done
