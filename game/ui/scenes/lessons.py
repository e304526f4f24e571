"""Learn to play: the chosen game's lessons, each with its length and, when one was left
midway, the step it resumes at; and the score sheet a finished lesson ends on (a lesson counts in
no statistics and its "again" goes back to the lessons). Every button is reachable by keyboard
(`Focus`), as in the menus."""

from __future__ import annotations

import logging
from typing import Any

import pygame
from pygame import Rect

from game.core import lessons
from game.core.errors import DataError
from game.core.lessons import LessonModel
from game.ui import theme
from game.ui.focus import Focus, Item, Meaning
from game.ui.lessonfile import progress
from game.ui.scenes.base import Scene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.widgets import Button, panel

log = logging.getLogger(__name__)

ROW_H = 96
TOP = 220


class LessonsScene(Scene):
    """The lessons of `app.game`, read when this scene opens (never at start-up)."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.problem = ""
        try:
            self.lessons: list[LessonModel] = lessons.load_lessons(app.game.key)
        except DataError as exc:
            self.lessons, self.problem = [], str(exc)
        w = theme.LOGICAL_SIZE[0]
        self.back = Button(Rect(40, 36, 220, 46), "", self._back)
        self.starts: list[Button] = []
        self.overs: list[Button] = []
        for i, lesson in enumerate(self.lessons):
            y = TOP + i * (ROW_H + 16) + 24
            self.starts.append(
                Button(Rect(w // 2 + 150, y, 200, 48), "", self._opener(lesson, True), primary=True)
            )
            self.overs.append(
                Button(Rect(w // 2 + 360, y, 170, 48), "", self._opener(lesson, False))
            )
        first = ("start", self.lessons[0].id) if self.lessons else ("back",)
        self.focus = Focus(first)  # the first lesson's Start (or Resume), else Back

    def _back(self) -> None:
        from game.ui.scenes.menus import MenuScene

        self.app.replace(MenuScene(self.app))

    def _opener(self, lesson: LessonModel, resume: bool) -> Any:
        return lambda: self.open(lesson.id, resume)

    def open(self, lesson_id: str, resume: bool = True) -> None:
        """The lesson at its table: where it was left, or (`resume` False) from its start."""
        from game.ui.table.lesson import LessonTable

        game = self.app.game.key
        run = lessons.start(game, lesson_id)
        saved = progress(game, lesson_id) if resume else None
        if saved is not None:
            try:
                run.resume(saved)
            except Exception:  # a progress file edited by hand: the lesson starts over
                log.exception("lesson %s could not resume; it starts over", lesson_id)
                run = lessons.start(game, lesson_id)
        self.app.replace(LessonTable(self.app, run))

    def _controls(self) -> list[tuple[Button, Meaning]]:
        """The buttons shown now, in reading order (the order Tab visits), each with what it
        means to the focus: Back, then each lesson's Start (or Resume) and, when it was left
        midway, its Start over."""
        game, t = self.app.game.key, self.app.t
        shown: list[tuple[Button, Meaning]] = [(self.back, ("back",))]
        self.back.label = "‹ " + t("lesson.back")
        for lesson, start, over in zip(self.lessons, self.starts, self.overs, strict=True):
            saved = progress(game, lesson.id)
            total = len(lesson.steps)
            if saved is None:
                start.label = t("lesson.start")
            else:
                start.label = t("lesson.resume", step=min(int(saved["step"]) + 1, total))
            over.label = t("lesson.start_over")
            shown.append((start, ("start", lesson.id)))
            if saved is not None:
                shown.append((over, ("over", lesson.id)))
        return shown

    def _buttons(self) -> list[Button]:
        return [button for button, _ in self._controls()]

    def targets(self) -> list[Item]:
        return [(button.rect, meaning) for button, meaning in self._controls()]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        controls = self._controls()
        items = [(button.rect, meaning) for button, meaning in controls]
        if Focus.owns(event):
            target = self.focus.handle(event, items)
            if target is not None:
                self.app.play("click")
                next(button for button, meaning in controls if meaning == target).action()
            return
        if event.type == pygame.MOUSEMOTION:
            self.focus.follow(event.pos, items)
        for button, _ in controls:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        w = theme.LOGICAL_SIZE[0]
        title = app.assets.text(t("lesson.title"), "display_bold", 56, theme.GOLD)
        surface.blit(title, title.get_rect(center=(w // 2, 130)))
        if self.problem:
            text = app.assets.wrapped(self.problem, "text", 20, theme.TEXT, 1000)
            surface.blit(text, text.get_rect(midtop=(w // 2, TOP)))
        for i, lesson in enumerate(self.lessons):
            box = Rect(w // 2 - 560, TOP + i * (ROW_H + 16), 1120, ROW_H)
            panel(surface, box, 200, 12)
            name = app.assets.text(getattr(lesson.title, t.lang), "display_bold", 30, theme.GOLD)
            surface.blit(name, (box.x + 24, box.y + 14))
            minutes = round(lessons.minutes(lesson, t.lang))
            length = t("lesson.length", steps=len(lesson.steps), minutes=minutes)
            words = app.assets.text(length, "text", 20, theme.TEXT_SOFT)
            surface.blit(words, (box.x + 24, box.y + 58))
        controls = self._controls()
        for button, _ in controls:
            button.draw(surface, app.assets)
        self.focus.draw(surface, [(button.rect, meaning) for button, meaning in controls])


class LessonSheet(ScoreSheetScene):
    """The score sheet a lesson ends on."""

    def _record(self) -> None:
        """A lesson is no game of the player's: nothing recorded, no autosave touched."""

    def rematch_label(self) -> str:
        return str(self.app.t("lesson.to_list"))

    def _rematch(self) -> None:
        self.app.replace(LessonsScene(self.app))
