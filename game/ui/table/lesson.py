"""A lesson at the real table: the same presenter and clicks as any game, with a panel saying what
happens and why, markers on the clicks the step waits for, the other chairs playing their
script, and the lesson's progress kept after every move so it resumes where it was left.

Only an overlay is added: every click still goes through the table's hit map and the session,
whose lesson check (`game.core.lessons.LessonSession`) turns down anything the step does not
expect without changing the game.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import pygame
from pygame import Rect

from game.core.lessons import LEARNER, LessonBroken, LessonRun
from game.ui import theme
from game.ui.lessonfile import forget_progress, save_progress
from game.ui.scenes.base import Scene
from game.ui.table import chrome
from game.ui.table.ai import BID_PAUSE_MS
from game.ui.table.scene import TableScene
from game.ui.widgets import Button, panel

log = logging.getLogger(__name__)

PANEL_W = 620
GO_H = 44  # the Continue button
TEXT_PX = 22
NOTE_PX = 18
MARKER_RADIUS = 22
CLEAR = 36  # how far the panel keeps from a place to click


def panel_places(h: int) -> list[Rect]:
    """Where the lesson's panel, `h` high, may sit, in order of preference: bottom centre,
    then the corners and sides, each clear of the header."""
    w = PANEL_W
    sw, sh = chrome.W, chrome.H
    spots = [
        (sw // 2 - w // 2, sh - h - 12),
        (12, sh - h - 12),
        (sw - w - 12, sh - h - 12),
        (sw // 2 - w // 2, chrome.HEADER.bottom + 8),
        (12, chrome.HEADER.bottom + 8),
        (sw - w - 12, chrome.HEADER.bottom + 8),
        (12, sh // 2 - h // 2),
        (sw - w - 12, sh // 2 - h // 2),
    ]
    return [Rect(x, y, w, h) for x, y in spots]


def place_panel(avoid: list[Rect], h: int = 200) -> Rect:
    """The first of `panel_places` that covers none of `avoid` (the places to click), or the
    one covering the fewest."""
    places = panel_places(h)
    return min(places, key=lambda r: sum(r.colliderect(a.inflate(CLEAR, CLEAR)) for a in avoid))


class LessonTable(TableScene):
    """The table of a lesson run. The learner is the first chair; the others are scripted."""

    def __init__(self, app: Any, run: LessonRun) -> None:
        self.run = run
        self.note = ""  # why the last click was turned down, for the panel
        self.broken = ""  # the script could not go on: said, and the table stops
        self.clock_ms = 0
        self._plan_for: tuple[Any, ...] | None = None
        self._plan: list[tuple[int, int]] = []
        self.go_button = Button(Rect(0, 0, 180, 44), "", self.go_on, primary=True)
        super().__init__(app, run.session)
        save_progress(run)

    # ------------------------------------------------------------------ the lesson's beats

    def go_on(self) -> None:
        """The learner has read an explaining step; after a short lesson's last one, back to
        the lessons."""
        if self.run.go_on():
            self.note = ""
            self._autosave()
        elif self.short_done():
            from game.ui.scenes.lessons import LessonsScene

            forget_progress(self.run)
            self.app.replace(LessonsScene(self.app))

    def short_done(self) -> bool:
        """A short lesson is over: its steps and script done, the game left where it is."""
        return not self.run.lesson.whole_game and self.run.complete()

    def _button_shown(self) -> bool:
        return self.run.reading() or self.short_done()

    def targets_now(self) -> list[tuple[int, int]]:
        """The clicks that make the step's expected action, in order (none while reading).

        Worked out once per position: a presenter's plan starts the decision afresh (it closes
        a half-made choice), so asking it again mid-decision would undo the learner's click."""
        key = (self.session.version, self.run.step, self.viewer, self.app.t.lang)
        if self._plan_for != key:
            self._plan_for, self._plan = key, self._plan_now()
        return self._plan

    def _plan_now(self) -> list[tuple[int, int]]:
        expected = self.run.expected()
        if not expected or self.viewer != LEARNER or LEARNER in self.session.held:
            return []
        try:
            return self.click_plan(expected[0])
        except LookupError:
            return []

    def panel_rect(self) -> Rect:
        rects = [
            Rect(x - MARKER_RADIUS, y - MARKER_RADIUS, 2 * MARKER_RADIUS, 2 * MARKER_RADIUS)
            for x, y in self.targets_now()
        ]
        return place_panel(rects, self._panel_height())

    def _words(self) -> str:
        t, step = self.app.t, self.run.current()
        if self.broken:
            return t("lesson.broken")
        if step is None:
            return t("lesson.finished" if self.run.lesson.whole_game else "lesson.done_short")
        return getattr(step.text, t.lang, step.text.en)

    def _panel_height(self) -> int:
        """As high as its text, the reason of a refused click and Continue need."""
        assets = self.app.assets
        text = assets.wrapped(self._words(), "text", TEXT_PX, theme.TEXT, PANEL_W - 32)
        height = 36 + text.get_height() + 16
        if self.note:
            note = assets.wrapped(self.note, "italic", NOTE_PX, theme.HIGHLIGHT, PANEL_W - 232)
            height += note.get_height() + 8
        if self._button_shown():
            height = max(height, 36 + text.get_height() + GO_H + 24)
        return height

    def go_rect(self) -> Rect:
        """Where the panel's button (Continue, or back to the lessons) is now."""
        return self._go_rect(self.panel_rect())

    def _go_rect(self, box: Rect) -> Rect:
        return Rect(box.right - 196, box.bottom - GO_H - 12, 180, GO_H)

    # ------------------------------------------------------------------ what the shell does

    def has_undo(self) -> bool:
        """A lesson goes forward only: its script follows each step."""
        return False

    def _autopick(self, dt_ms: int) -> None:
        """Every decision of the learner is a step of the lesson: nothing plays itself."""

    def _autosave(self) -> None:
        """The lesson's own progress file, never the game's autosave ("Continue" keeps the
        player's real game)."""
        if self.session.state.is_over() or self.short_done():
            forget_progress(self.run)
        else:
            save_progress(self.run)

    def _run_ai(self) -> None:
        """The other chairs play their scripted moves, at the table's pace."""
        session = self.session
        if self.broken or self.ai_wait > 0 or not self.run.opponent_due():
            return
        was_bid = session.sealed()
        if not (was_bid or self.settled()):
            return
        logged = len(session.log)
        try:
            self.run.play_opponent()
        except LessonBroken as exc:
            log.error("%s", exc)
            self.broken = str(exc)
            return
        events = [event for step in session.log[logged:] for event in step]
        pace = self.app.settings.ai_pace_ms
        self.ai_wait = BID_PAUSE_MS if was_bid else self.presenter.pause_after(events, pace)

    def _score_sheet(self) -> Scene:
        from game.ui.scenes.lessons import LessonSheet

        return LessonSheet(self.app, self.session)

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if self.curtain_for is None and self._lesson_input(event):
            return
        before = self.run.step
        super().handle(event)
        refused = self.run.refused
        if refused is not None:
            self.note = self.app.t(f"lesson.refused.{refused}")
            self.run.refused = None
        elif self.run.step != before:
            self.note = ""

    def _lesson_input(self, event: pygame.event.Event) -> bool:
        """The panel's Continue (a click, Enter or Space) and clicks on nothing; True when
        the event was the lesson's."""
        shown = self._button_shown()
        if (
            event.type == pygame.KEYDOWN
            and shown
            and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        ):
            self.go_on()
            return True
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        box = self.panel_rect()
        if shown and self._go_rect(box).collidepoint(event.pos):
            self.app.play("click")
            self.go_on()
            return True
        if box.collidepoint(event.pos):
            return True
        if self._on_nothing(event.pos):
            self.note = self.app.t("lesson.refused.nothing")
        return False

    def _on_nothing(self, pos: tuple[int, int]) -> bool:
        """Whether a left click at `pos` would land on no target of the table (and no panel of
        the table's is open to take it)."""
        if self.zoom is not None or self.show_scores or self.presenter.modal_open():
            return False
        self._build_targets()
        return not any(rect.collidepoint(pos) for rect, _ in self.hit_map)

    # ------------------------------------------------------------------ drawing

    def update(self, dt_ms: int) -> None:
        """As any table, except that the score sheet waits for the lesson's last words."""
        self.clock_ms += dt_ms
        if not self.run.finished():
            self.end_wait = None
        super().update(dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.curtain_for is not None:
            return
        points = self.targets_now()
        for point in points:
            self._marker(surface, point)
        if len(points) > 1:
            for number, point in enumerate(points, 1):
                self._badge(surface, point, number)
        self._draw_panel(surface, self.panel_rect())

    def _marker(self, surface: pygame.Surface, at: tuple[int, int]) -> None:
        """A pulsing ring on a place to click, with an arrow coming down onto it."""
        pulse = 4 * math.sin(self.clock_ms / 180)
        radius = int(MARKER_RADIUS + pulse)
        pygame.draw.circle(surface, (20, 40, 60), at, radius + 2, 8)  # reads on wood and parchment
        pygame.draw.circle(surface, theme.SELECTED, at, radius, 4)
        x, y = at
        tip = y - radius - 4
        arrow = [(x, tip), (x - 14, tip - 20), (x - 5, tip - 20), (x - 5, tip - 44)]
        arrow += [(x + 5, tip - 44), (x + 5, tip - 20), (x + 14, tip - 20)]
        if tip - 44 < chrome.HEADER.bottom:  # no room above: the arrow comes up from below
            base = y + radius + 4
            arrow = [(px, base + (tip - py)) for px, py in arrow]
        pygame.draw.polygon(surface, theme.SELECTED, arrow)
        pygame.draw.polygon(surface, (20, 40, 60), arrow, 2)

    def _badge(self, surface: pygame.Surface, at: tuple[int, int], number: int) -> None:
        """The order of a click when the action takes several, on the ring's lower right."""
        centre = (at[0] + MARKER_RADIUS - 2, at[1] + MARKER_RADIUS - 2)
        pygame.draw.circle(surface, (20, 40, 60), centre, 13)
        pygame.draw.circle(surface, theme.SELECTED, centre, 13, 2)
        label = self.app.assets.text(str(number), "display_bold", 18, theme.TEXT)
        surface.blit(label, label.get_rect(center=centre))

    def _draw_panel(self, surface: pygame.Surface, box: Rect) -> None:
        app, t, run = self.app, self.app.t, self.run
        panel(surface, box, 235, radius=14, edge=theme.SELECTED)
        total = len(run.lesson.steps)
        where = t("lesson.step", step=min(run.step + 1, total), steps=total)
        head = app.assets.text(where, "text", 17, theme.TEXT_SOFT)
        surface.blit(head, (box.x + 16, box.y + 10))
        text = app.assets.wrapped(self._words(), "text", TEXT_PX, theme.TEXT, box.w - 32)
        surface.blit(text, (box.x + 16, box.y + 36))
        if self.note:
            note = app.assets.wrapped(self.note, "italic", NOTE_PX, theme.HIGHLIGHT, box.w - 232)
            surface.blit(note, (box.x + 16, box.bottom - 12 - note.get_height()))
        if self._button_shown():
            self.go_button.rect = self._go_rect(box)
            self.go_button.label = t("lesson.continue" if run.reading() else "lesson.to_list")
            self.go_button.hover = self.go_button.rect.collidepoint(self.mouse)
            self.go_button.draw(surface, app.assets)
