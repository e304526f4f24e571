"""How long each lesson takes when its prompts are followed, measured on the real window (dummy
drivers welcome): every marked click made, every Continue pressed, the words of its steps read at
`WORDS_PER_MINUTE` plus `SECONDS_PER_CLICK` for each click. `python -m game.ui.lessonbench`
prints one line per lesson; the tests follow the lessons with `follow`."""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass

from game.core import lessons, registry
from game.core.lessons import WORDS_PER_MINUTE, LessonBroken
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.table.lesson import LessonTable

SECONDS_PER_CLICK = 3  # find the marked place, click it
MAX_FRAMES = 50_000


def follow(app: App, table: LessonTable, until_step: int | None = None) -> int:
    """Click what the lesson marks (Continue while a step explains) until the table gives way,
    or until the lesson reaches `until_step`; the number of clicks. `LessonBroken` when a
    marked click is turned down or the lesson stops moving."""
    clicks = 0
    for _ in range(MAX_FRAMES):
        if app.scenes[-1] is not table or table.run.step == until_step:
            return clicks
        if table.run.reading() or table.short_done():
            click(app, table.go_rect().center)
            clicks += 1
            continue
        points = table.targets_now()
        if points and table.presenter.modal_open():
            click(app, points[0])  # the click closes the panel shown over the table
            clicks += 1
            continue
        if points and not table.presenter.busy():
            for point in points:
                click(app, point)
                clicks += 1
            if table.note:
                raise LessonBroken(f"step {table.run.step + 1}: {table.note}")
            continue
        app.step(FRAME_MS)
    raise LessonBroken(f"lesson {table.run.lesson.id!r} stuck at step {table.run.step + 1}")


@dataclass(frozen=True)
class Length:
    game: str
    lesson: str
    steps: int
    words: dict[str, int]
    clicks: int

    def minutes(self, lang: str) -> float:
        return self.words[lang] / WORDS_PER_MINUTE + self.clicks * SECONDS_PER_CLICK / 60


def measure(app: App, game: str, lesson_id: str) -> Length:
    """The lesson played through by its marks in `app`."""
    app.choose_game(registry.get(game))
    run = lessons.start(game, lesson_id)
    table = LessonTable(app, run)
    app.replace(table)
    clicks = follow(app, table)
    words = {
        lang: sum(len(getattr(step.text, lang).split()) for step in run.lesson.steps)
        for lang in ("en", "fr")
    }
    return Length(game, lesson_id, len(run.lesson.steps), words, clicks)


def main() -> None:
    """Every lesson of every game, in a throwaway data folder (no progress file left)."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["NIDAVELLIR_HOME"] = home
        app = App()
        app.settings.ai_pace_ms = 0
        print("game        lesson        steps  clicks  words en/fr  minutes en/fr")
        for info in registry.games():
            game = info.key
            if not lessons.has_lessons(game):
                continue
            for lesson in lessons.load_lessons(game):
                n = measure(app, game, lesson.id)
                print(
                    f"{game:<11} {lesson.id:<13} {n.steps:>5}  {n.clicks:>6}  "
                    f"{n.words['en']:>5}/{n.words['fr']:<5}  "
                    f"{n.minutes('en'):>5.1f}/{n.minutes('fr'):.1f}"
                )
        app.close()
    sys.stdout.flush()


if __name__ == "__main__":
    main()
