"""The table's coach: the Hint button and key H at a human chair's decision.

Why a worker process: the hint runs the hard agent's search at the window's budget
(`window_budget("hard")`) on the seat's observation; on a thread it would share the interpreter
lock with the window (measured: frames of 23 ms at p95, up to 140 ms), in its own process
(`CoachThinker`, started at the first hint) the window keeps drawing "thinking…" at its pace.
Acting, an undo or Esc forgets it (its answer is dropped when it comes). The suggestion glows
on the table where the presenter's click target for that action lies, with the reason and the
best options in a panel kept clear of that target.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame
from pygame import Rect

from game.ai.agent import window_budget
from game.ai.coach import Hint
from game.ai.process import CoachThinker
from game.ui import theme
from game.ui.coachtext import reason_line, worth_text
from game.ui.table import chrome
from game.ui.table.base import TableBase
from game.ui.widgets import Button, panel

log = logging.getLogger(__name__)
PANEL_W, PANEL_H = 560, 150
LABEL_CHARS = 56  # an option's name in the panel, cut beyond this


class CoachJob:
    """One hint being thought by the coach's worker process."""

    def __init__(self, thinker: CoachThinker, state: Any, seat: int) -> None:
        self.thinker = thinker
        self.result: Hint | None = None
        thinker.start_hint(state, seat, window_budget("hard"))

    def poll(self) -> bool:
        """True once the answer has come (`result`; None when the worker failed)."""
        try:
            found = self.thinker.poll()
        except RuntimeError:  # shown as no hint; the game goes on
            log.exception("the coach failed")
            return True
        self.result = found
        return found is not None

    def cancel(self) -> None:
        """Forget the answer (the worker finishes its search, at most the budget, unread)."""
        self.thinker.cancel()


class TableCoach(TableBase):
    """A part of TableScene; `coach_job`, `coach_hint`, `coach_at` and `hints_used` are set in
    its __init__."""

    coach_job: CoachJob | None
    coach_process: CoachThinker | None  # started at the first hint, kept for the next ones
    coach_hint: Hint | None
    coach_at: int  # the session's version the hint is about
    coach_marks: list[Rect]  # where the suggestion is clicked, found once it has come
    coach_labels: list[str]  # the best options as the table names them
    hints_used: int

    def hint_refusal(self) -> str | None:
        """Why no hint now (a key of `coach.*`), None when one may be asked."""
        if self.demo or self.curtain_for is not None or self.session.state.is_over():
            return "not_now"
        if self.viewer not in self.session.waiting_humans():
            return "not_now"
        return None

    def hint_button(self) -> Rect:
        return chrome.hint_button(self.paced())

    def ask_hint(self) -> None:
        """Start thinking about the viewer's decision, or say why not."""
        refusal = self.hint_refusal()
        if refusal is not None:
            self.app.notify(self.app.t(f"coach.{refusal}"))
            return
        if self.coach_job is not None or self.coach_hint is not None:
            return
        self.coach_at = self.session.version
        if self.coach_process is None:
            self.coach_process = CoachThinker(self.session.info, self.session.seed)
        self.coach_job = CoachJob(self.coach_process, self.session.state, self.viewer)
        self.hints_used += 1
        self.session.hints[self.viewer] = self.session.hints.get(self.viewer, 0) + 1

    def clear_hint(self) -> bool:
        """Forget the hint (shown or being thought); True when there was one."""
        had = self.coach_job is not None or self.coach_hint is not None
        if self.coach_job is not None:
            self.coach_job.cancel()
        self.coach_job = None
        self.coach_hint = None
        return had

    def update_coach(self) -> None:
        """Each frame: drop a hint whose position is gone, take an answer that has come."""
        if (self.coach_job or self.coach_hint) and self.session.version != self.coach_at:
            self.clear_hint()
            return
        job = self.coach_job
        if job is None or not job.poll():
            return
        self.coach_job = None
        self.coach_hint = job.result
        if job.result is not None:
            self.coach_marks = self.hint_targets()
            self.coach_labels = [self._action_label(o.action) for o in job.result.best]

    def hint_targets(self) -> list[Rect]:
        """Where the suggested action is clicked on the table: the presenter's own targets."""
        if self.coach_hint is None:
            return []
        return self.action_targets(self.coach_hint.action)

    def action_targets(self, action: Any) -> list[Rect]:
        """Where `action` is clicked on the table (the Hint's and the Review's marks)."""
        try:
            points = self.click_plan(action)
        except LookupError:
            return []
        rects = []
        for point in points:
            hits = [
                r for r, target in self.hit_map if target[0] not in _SHELL and r.collidepoint(point)
            ]
            if hits:
                rects.append(min(hits, key=lambda r: r.w * r.h))
        return rects

    def hint_panel(self, avoid: list[Rect]) -> Rect:
        """The panel's place: bottom right, else another corner clear of the suggestion."""
        corners = (
            Rect(chrome.W - PANEL_W - 16, chrome.H - PANEL_H - 16, PANEL_W, PANEL_H),
            Rect(16, chrome.H - PANEL_H - 16, PANEL_W, PANEL_H),
            Rect(16, chrome.HEADER.bottom + 8, PANEL_W, PANEL_H),
            Rect(chrome.W - PANEL_W - 16, chrome.HEADER.bottom + 8, PANEL_W, PANEL_H),
        )
        for corner in corners:
            if not corner.collidelistall(avoid):
                return corner
        return corners[0]

    def draw_coach(self, surface: pygame.Surface) -> None:
        if self.curtain_for is not None or self.demo:
            return
        t, assets = self.app.t, self.app.assets
        thinking = self.coach_job is not None
        Button(
            self.hint_button(),
            t("coach.thinking" if thinking else "coach.hint"),
            lambda: None,
            enabled=self.hint_refusal() is None,
            primary=thinking or self.coach_hint is not None,
        ).draw(surface, assets)
        if self.coach_hint is not None:
            self._draw_hint(surface, self.coach_hint)

    def _draw_hint(self, surface: pygame.Surface, found: Hint) -> None:
        t, assets = self.app.t, self.app.assets
        targets = self.coach_marks
        for rect in targets:
            pygame.draw.rect(surface, theme.SELECTED, rect.inflate(12, 12), 5, border_radius=8)
            arrow = arrow_to(rect)
            pygame.draw.polygon(surface, theme.SELECTED, arrow)
        box = self.hint_panel([r.inflate(30, 40) for r in targets])
        panel(surface, box, 230, radius=10, edge=theme.GOLD)
        line = reason_line(t, self.session.info, found.reason, self._place_name)
        reason = assets.wrapped(line, "text_bold", 18, theme.GOLD, box.w - 24)
        surface.blit(reason, (box.x + 12, box.y + 10))
        y = box.y + 16 + reason.get_height()
        head = assets.text(t("coach.best"), "text", 16, theme.TEXT_SOFT)
        surface.blit(head, (box.x + 12, y))
        y += head.get_height() + 4
        for rank, (option, name) in enumerate(zip(found.best, self.coach_labels, strict=False), 1):
            colour = theme.HIGHLIGHT if option.action == found.action else theme.TEXT
            label = f"{rank}. {name} — {worth_text(t, option)}"
            text = assets.text(label, "text", 16, colour)
            surface.blit(text, (box.x + 12, y))
            y += text.get_height() + 2

    def _place_name(self, place: int) -> str:
        words = getattr(self.presenter, "words", None)
        if words is not None and hasattr(words, "place"):
            return str(words.place(self.view, place))
        return self.seat_name(place)

    def _action_label(self, action: Any) -> str:
        """The action as the table's tooltip names its target, else its text without the seat."""
        try:
            points = self.click_plan(action)
        except LookupError:
            points = []
        item = self.item_at(points[-1]) if points else None
        if item is not None:
            described = self.presenter.describe(item).split("\n")[0].split(". ")[0]
            if described:
                return (
                    described
                    if len(described) <= LABEL_CHARS
                    else described[: LABEL_CHARS - 1] + "…"
                )
        return str(action).split(" ", 1)[-1]


def arrow_to(rect: Rect) -> list[tuple[int, int]]:
    """A triangle pointing at the target: from above, or from below when the header is above."""
    if rect.y - 24 > chrome.HEADER.bottom:
        tip = (rect.centerx, rect.y - 6)
        return [tip, (tip[0] - 12, tip[1] - 18), (tip[0] + 12, tip[1] - 18)]
    tip = (rect.centerx, rect.bottom + 6)
    return [tip, (tip[0] - 12, tip[1] + 18), (tip[0] + 12, tip[1] + 18)]


_SHELL = ("menu", "mute", "log", "undo", "pace", "hint")
