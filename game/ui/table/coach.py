"""The table's coach: the Hint button and key H at a human chair's decision.

Why a worker process: the hint runs the hard agent's search at the window's budget
(`window_budget("hard")`) on the seat's observation; on a thread it would share the interpreter
lock with the window (measured: frames of 23 ms at p95, up to 140 ms), in its own process
(`CoachThinker`, started at the first hint) the window keeps drawing "thinking…" at its pace.
Acting, an undo or Esc forgets it (its answer is dropped when it comes). The suggestion glows
on the table where the presenter's click target for that action lies, with the reason and the
best options in a panel kept clear of that target and of the chair's own board (its coins,
hand, columns and score: what the player reads the advice against).
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
from game.ui.placing import free_rect
from game.ui.table import chrome
from game.ui.table.base import TableBase
from game.ui.widgets import Button, dialog

log = logging.getLogger(__name__)
PANEL_W, PANEL_H = 560, 150
MIXED_H = 46  # the two more lines of a sealed bid's hint
LABEL_CHARS = 56  # an option's name in the panel, cut beyond this
GRID = 12  # the step at which the chair's own board is searched for what it shows
HOLDERS = ("column", "place")  # what a board's things stand in, even when empty
HEAD_H = 48  # the head of a column or a place: its name and figures
CLEAR = 12  # the gap a panel keeps from what it must not cover
TABLE = Rect(8, chrome.HEADER.bottom + 6, chrome.W - 16, chrome.H - chrome.HEADER.bottom - 14)


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
    coach_box: Rect | None = None  # where the hint's panel sits, found once it has come
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
            self.coach_labels = self.action_labels([o.action for o in job.result.best])
            self.coach_box = None

    def hint_targets(self) -> list[Rect]:
        """Where the suggested action is clicked on the table: the presenter's own targets."""
        if self.coach_hint is None:
            return []
        return self.action_targets(self.coach_hint.action)

    def action_targets(self, action: Any) -> list[Rect]:
        """Where `action` is clicked on the table (the Hint's and the Review's marks), or where
        its presenter shows it (`Presenter.marks`)."""
        try:
            points = self.click_plan(action)  # which brings the table and its targets up to date
        except LookupError:
            return []
        shown = self.presenter.marks(action)
        if shown:
            return shown
        rects = []
        for point in points:
            hits = [
                r for r, target in self.hit_map if target[0] not in _SHELL and r.collidepoint(point)
            ]
            if hits:
                rects.append(min(hits, key=lambda r: r.w * r.h))
        return rects

    def own_things(self) -> list[Rect]:
        """What the viewer's own board shows (its coins, hand, cards, score), found where the
        presenter answers a hover inside the board's parts. Game-agnostic: a board is the
        part named ("seat", viewer), or a ("place", n) the viewer controls. A thing holding
        others (a column, a whole place) counts by its head only: the rest of it is the empty
        room a panel may take."""
        found: dict[tuple[int, ...], str] = {}
        for part in self.presenter.parts():
            if not self._is_own(part.name):
                continue
            for y in range(part.area.top, part.area.bottom, GRID):
                for x in range(part.area.left, part.area.right, GRID):
                    item = self.item_at((x, y))  # nothing under an open panel
                    if item is not None:
                        found.setdefault(tuple(item[0]), item[1])
        rects = [Rect(r) for r in found]
        return [
            _head(r) if kind in HOLDERS or any(_holds(r, o) for o in rects) else r
            for r, kind in zip(rects, found.values(), strict=True)
        ]

    def in_sight(self) -> tuple[list[Rect], list[Rect]]:
        """What the presenter keeps in sight, below the header: what must never be hidden (a
        hand shown apart from the board, an open choice), then what the decision is about."""
        shown = [r for r in self.presenter.news_avoid() if not r.colliderect(chrome.HEADER)]
        focus = [r for r in self.presenter.focus() if not r.colliderect(chrome.HEADER)]
        return shown, focus

    def _is_own(self, name: Any) -> bool:
        if not isinstance(name, tuple) or len(name) != 2:
            return False
        kind, index = name
        if kind == "seat":
            return bool(index == self.viewer)
        places = self.view.get("places")
        if kind != "place" or not isinstance(places, list) or index >= len(places):
            return False
        return bool(places[index].get("controller") == self.viewer)

    def clear_place(
        self, sizes: list[tuple[int, int]], marks: list[Rect], prefer: tuple[int, int]
    ) -> Rect:
        """Where a panel of `size` goes: nearest `prefer`, clear of the marked targets, of the
        chair's own board and of what the presenter keeps in sight; else of all but the
        decision's focus; else of the marks alone (an open choice may fill the table); else at
        `prefer`. Each way is tried with each of `sizes` (a narrower, taller panel fits
        where a wide one does not), the first that fits wins."""
        marked = [r.inflate(2 * CLEAR + 24, 2 * CLEAR + 24) for r in marks]  # rings, arrows
        shown, focus = self.in_sight()
        own = [r.inflate(2 * CLEAR, 2 * CLEAR) for r in self.own_things() + shown]
        focus = [r.inflate(2 * CLEAR, 2 * CLEAR) for r in focus]
        for avoid in (marked + own + focus, marked + own, marked):
            for size in sizes:
                found = free_rect(size, avoid, TABLE, prefer)
                if found is not None:
                    return found
        w, h = sizes[0]
        return Rect(prefer[0] - w // 2, prefer[1] - h // 2, w, h).clamp(TABLE)

    def hint_panel(self) -> Rect:
        """The hint's place, found once per hint: bottom right where the table leaves room."""
        if self.coach_box is None:
            mixed = self.coach_hint is not None and self.coach_hint.mixed
            h = PANEL_H + (MIXED_H if mixed else 0)
            prefer = (TABLE.right - PANEL_W // 2, TABLE.bottom - h // 2)
            self.coach_box = self.clear_place([(PANEL_W, h)], self.coach_marks, prefer)
        return self.coach_box

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
            hover=self.hint_button().collidepoint(self.mouse),
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
        box = self.hint_panel()
        dialog(surface, box, radius=10)
        line = reason_line(t, self.session.info, found.reason, self._place_name)
        reason = assets.wrapped(line, "text_bold", 18, theme.GOLD, box.w - 24)
        surface.blit(reason, (box.x + 12, box.y + 10))
        y = box.y + 16 + reason.get_height()
        if found.mixed:
            mixed = assets.wrapped(t("coach.mixed"), "text", 16, theme.TEXT, box.w - 24)
            surface.blit(mixed, (box.x + 12, y))
            y += mixed.get_height() + 6
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

    def action_labels(self, actions: list[Any]) -> list[str]:
        """The actions as the table names them, told apart where two names are the same (two
        dwarves of one Order, of one class): by the tavern and the card's place in it, else by
        their order on the table."""
        found = [self._action_label(a) for a in actions]
        for name in set(found):
            same = [i for i, label in enumerate(found) if label == name]
            if len(same) < 2:
                continue
            places = [self._where(actions[i]) for i in same]
            if len(set(places)) < len(places) or "" in places:
                places = [str(self.app.t("coach.nth", n=n)) for n in range(1, len(same) + 1)]
            for i, place in zip(same, places, strict=True):
                found[i] = str(self.app.t("coach.named_at", name=name, place=place))
        return found

    def _where(self, action: Any) -> str:
        """The tavern and the place in it of the card `action` takes ("" when it takes none)."""
        item = self._item_of(action)
        taverns = self.view.get("taverns")
        if item is None or item[1] != "card" or not isinstance(taverns, list):
            return ""
        for number, row in enumerate(taverns, 1):
            if item[2] in row:
                return str(self.app.t("coach.in_tavern", tavern=number, n=row.index(item[2]) + 1))
        return ""

    def _item_of(self, action: Any) -> Any:
        """The hoverable thing under the last click that makes `action`, if any."""
        try:
            points = self.click_plan(action)
        except LookupError:
            return None
        return self.item_at(points[-1]) if points else None

    def _action_label(self, action: Any) -> str:
        """The action as its button reads, else as the table's tooltip names its target, else
        as it names the card the action takes (a hero in the hall), else a bid by its coins,
        else its text without the seat. A card given to a recipient is named by the recipient:
        its target is the recipient's row, whose tooltip names the card already there."""
        named = self.presenter.name_of(action)
        if named:
            return named
        to = getattr(action, "to", None)
        if isinstance(to, int) and hasattr(action, "card"):
            return str(self.app.t("coach.recipient", place=self._place_name(to)))
        item = self._item_of(action)
        key = getattr(action, "key", None)
        if item is None and isinstance(key, str):
            item = (Rect(0, 0, 0, 0), "card", key)
        described = self.presenter.describe(item).split("\n")[0].split(". ")[0] if item else ""
        if described:
            return (
                described if len(described) <= LABEL_CHARS else described[: LABEL_CHARS - 1] + "…"
            )
        words = str(action).split(" ")[1:]
        if isinstance(getattr(action, "coins", None), tuple) and len(words) > 1:
            coins = " · ".join(w.rstrip("gs") for w in words[1:])  # 5g: a gold 5, 3s: special
            return str(self.app.t("coach.bid", coins=coins))
        return " ".join(words)


def _holds(outer: Rect, inner: Rect) -> bool:
    return outer != inner and outer.contains(inner)


def _head(rect: Rect) -> Rect:
    """The top of a thing holding others: its name, its count, its column's header."""
    return Rect(rect.x, rect.y, rect.w, min(rect.h, HEAD_H))


def arrow_to(rect: Rect) -> list[tuple[int, int]]:
    """A triangle pointing at the target: from above, or from below when the header is above."""
    if rect.y - 24 > chrome.HEADER.bottom:
        tip = (rect.centerx, rect.y - 6)
        return [tip, (tip[0] - 12, tip[1] - 18), (tip[0] + 12, tip[1] - 18)]
    tip = (rect.centerx, rect.bottom + 6)
    return [tip, (tip[0] - 12, tip[1] + 18), (tip[0] + 12, tip[1] + 18)]


_SHELL = ("menu", "mute", "log", "undo", "pace", "hint")
