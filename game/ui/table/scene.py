"""The table shell: shows a game from the view of the chair in front of the screen, turns clicks
into legal actions, lets AI chairs think away from the window, and keeps the game saved.

Written once for every game: what a game shows and what its clicks mean come from its presenter
(`game.ui.games`, found through `GameInfo.ui`). Every clickable thing is a target in `hit_map`,
rebuilt from the presenter's targets, so a click can only ever submit an action the rules core
listed.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ai.process import ProcessThinker
from game.core.session import AI, Session
from game.ui.baselayer import BaseLayer
from game.ui.games import Target, presenter_for
from game.ui.scenes.base import Scene
from game.ui.table import chrome
from game.ui.table.ai import TableAI
from game.ui.table.base import TableBase
from game.ui.table.coach import TableCoach
from game.ui.table.draw import TableDrawing
from game.ui.table.moments import Moments
from game.ui.table.overlays import TableOverlays

BANNER_MS = 1800
END_PAUSE_MS = 1400


class TableScene(TableDrawing, TableOverlays, TableAI, TableCoach, TableBase):
    def __init__(self, app: Any, session: Session, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo  # spectator mode for game nights: AI chairs only, games follow games
        humans = session.humans()
        self.viewer = humans[0] if humans else 0
        self.view = {}
        self.version = -1
        self.banners = []
        self.moments = Moments()
        self.recent = []  # kinds of the latest events, for whoever watches the table
        self.log_open = False
        self.mouse = (-1, -1)
        self.hover_ms = 0.0
        self.tip_dropped = demo  # no tooltip until a person moves the pointer
        self.zoom = None  # what is shown large (the presenter's choice, see `zoomable`)
        self.show_scores = False  # the live score pad, on demand (Tab or the score)
        self.autopick_ms = 0.0
        self.curtain_for = None  # hot-seat: the chair the laptop goes to next
        self.passed_to = None  # the chair that last took the laptop for its decision
        self.log_scroll = 0  # lines scrolled up from the newest
        self._banner_for = (None, None)
        self.hit_map = []
        self.thinkers = {}
        self.ai_seat = -1  # the AI chair thinking now, -1 when none
        self.ai_position = -1  # the session's position it thinks about
        self.current = None
        self.ai_answer = None
        hard = any(seat.level == "hard" and seat.kind == AI for seat in session.seats)
        self.process = ProcessThinker(session.info, session.seed) if hard else None
        self.ai_wait = 0.0
        self.coach_job, self.coach_hint, self.coach_at = None, None, -1
        self.coach_process = None
        self.coach_marks, self.coach_labels, self.hints_used = [], [], 0
        self.end_wait = None
        self.static = None  # the still table as last drawn
        self.overlaid = None  # the base layer under a decision's glows
        self.base = BaseLayer()
        self._static_for = None
        if app.game is not session.info:  # a table opened however it was reached wears its game
            app.choose_game(session.info)
        self.presenter = presenter_for(session.info)(self)
        self._refresh()
        self.tip_dropped = demo

    # ------------------------------------------------------------------ state → view

    def _pick_viewer(self) -> int:
        waiting = self.session.waiting_humans()
        if waiting and self.viewer not in waiting:
            return waiting[0]
        return self.viewer

    def _private_now(self) -> bool:
        """Whether the chair in front of the screen is deciding with its own secrets in view
        (see `Presenter.private`)."""
        return self.viewer in self.session.waiting_humans() and self.presenter.private(
            self.session.state.pending()
        )

    def view_seat(self) -> int | None:
        """Whose secrets the screen may show. With several humans at one screen, a chair's own
        hidden things show only behind the curtain, for a private decision."""
        humans = self.session.humans()
        if len(humans) <= 1:
            return self.viewer if humans else None
        return self.viewer if self._private_now() else None

    def _needs_curtain(self) -> bool:
        return (
            len(self.session.humans()) > 1 and self._private_now() and self.viewer != self.passed_to
        )

    def _autosave(self) -> None:
        """After every decision, so "Continue" resumes exactly here; a full disk must not stop
        the game, and a demo game is nobody's to continue."""
        if self.demo or self.session.state.is_over() or not self.session.history:
            return
        self.app.autosaver.save(self.session)

    def pass_laptop(self) -> None:
        """The chair behind the curtain says it is there: show its table."""
        self.passed_to = self.curtain_for
        self.curtain_for = None

    def _refresh(self) -> None:
        viewer = self._pick_viewer()
        if self.session.version == self.version and viewer == self.viewer:
            return
        old_view = self.view
        animate = bool(old_view) and viewer == self.viewer
        self.tip_dropped = True  # the table changed under the pointer
        self.viewer = viewer
        self.version = self.session.version
        if self.session.actors and self.passed_to is not None:
            last = self.session.actors[-1]
            if last != self.passed_to and self.session.is_human(last):
                self.passed_to = None  # someone else has had the laptop since
        self._autosave()
        self.view = dict(self.session.state.view(self.view_seat()))
        self.presenter.sync(old_view if animate else None)
        if self._needs_curtain():
            self.curtain_for = self.viewer
        for event in self.session.take_events():
            self.recent.append(event.kind)
            self.presenter.on_event(event)

    def banner(self, text: str) -> None:
        """News over the table for a moment (a hero recruited, a new age)."""
        self.banners.append([text, float(BANNER_MS)])
        for banner in self.banners[1:]:  # never let news queue up far behind the table
            banner[1] = min(banner[1], BANNER_MS / 2)

    def celebrate(
        self, title: str, name: str, piece: pygame.Rect, wait_ms: float = 0.0, on_top: bool = False
    ) -> None:
        """A moment on `piece` for big news, `wait_ms` from now, over the panels if `on_top`
        (see `Moments`); none with animations off."""
        self.moments.start(title, name, piece, self.app.settings.animation_ms, wait_ms, on_top)

    def settled(self) -> bool:
        """The table has shown the last move: the presenter says so, and no moment plays (the
        AI chairs, the autopick and the score sheet wait for both)."""
        return self.presenter.settled() and not self.moments.playing

    def seat_name(self, seat: int) -> str:
        """A chair's name, or the game's name for a seat the rules play (a solo clan)."""
        if seat < len(self.session.seats):
            return self.session.seats[seat].name
        return self.presenter.automaton_name(seat)

    # ------------------------------------------------------------------ what can be clicked

    def _build_targets(self) -> None:
        targets: list[tuple[pygame.Rect, Target]] = [
            (chrome.MENU, ("menu",)),
            (chrome.MUTE, ("mute",)),
            (chrome.LOG_BUTTON, ("log",)),
        ]
        if self.has_undo():
            targets.append((chrome.UNDO, ("undo",)))
        if not self.demo:
            targets.append((self.hint_button(), ("hint",)))
        if self.paced():
            targets += [(chrome.PACE_QUICKER, ("pace", -1)), (chrome.PACE_SLOWER, ("pace", 1))]
        self.hit_map = targets + self.presenter.targets()

    def has_undo(self) -> bool:
        """The Undo button is there for the human in front of the screen, dimmed when there is
        nothing it may take back (a click then says why)."""
        return not self.demo and self.session.is_human(self.viewer)

    def paced(self) -> bool:
        """The AI pace control shows at a table where AI chairs play."""
        return self.demo or any(seat.kind == AI for seat in self.session.seats)

    def click_plan(self, action: Any) -> list[tuple[int, int]]:
        """The clicks that submit `action` (what a player would click); used by tests and shots."""
        self._refresh()
        self._build_targets()
        plan = self.presenter.plan(action)
        if plan:
            return plan
        for rect, target in self.hit_map:
            if target[0] == "act" and target[1] == action:
                return [rect.center]
        raise LookupError(f"no target for {action}")

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if self.curtain_for is not None:
            if (
                event.type == pygame.MOUSEBUTTONUP
                and event.button == 1
                and self.curtain_button().collidepoint(event.pos)
            ):
                self.pass_laptop()
            return
        if self.moments.skips(event):
            return
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.hover_ms = 0.0
                self.tip_dropped = False
            self.mouse = event.pos
            self.presenter.handle(event)
            return
        if self.presenter.handle(event):
            return
        if self.zoom is not None and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.zoom = None
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            item = self.item_at(event.pos)
            if item is not None:
                self.zoom = self.presenter.zoomable(item)
            return
        if self._key(event):
            return
        if self.show_scores and event.type == pygame.MOUSEBUTTONUP:
            self.show_scores = False
            return
        if event.type == pygame.MOUSEWHEEL and self.log_open:
            self.log_scroll = max(0, self.log_scroll + event.y * 2)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        if self.presenter.modal():
            return
        self._build_targets()
        for rect, target in reversed(self.hit_map):
            if rect.collidepoint(event.pos):
                self._click(target)
                return

    def _key(self, event: pygame.event.Event) -> bool:
        """The table's keys: Esc hides a hint or pauses, H asks for a hint, M mutes, Ctrl+Z
        takes back, Up/Down set the AI's pace, Tab shows the scores, L opens the log. True when
        the event was one of them."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            if not self.clear_hint():
                self._pause()
        elif event.key == pygame.K_h and not self.demo:
            self.ask_hint()
        elif event.key == pygame.K_m:
            self.app.toggle_mute()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self._undo()
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            self.app.change_pace(-1 if event.key == pygame.K_UP else 1)
        elif event.key == pygame.K_TAB:
            self.show_scores = not self.show_scores
        elif event.key == pygame.K_l:
            self.log_open = not self.log_open
        else:
            return False
        return True

    def _undo(self) -> None:
        """Take back the chair's last decision, or say why it cannot be."""
        if not self.has_undo():
            return
        refusal = self.session.undo_refusal(self.viewer)
        if refusal is None:
            self.session.undo(self.viewer)
            self.presenter.undone()
            self.moments.skip()
            return
        t = self.app.t
        self.app.notify(t(f"table.undo_refused.{refusal}", button=t("table.change_bids")))

    def _pause(self) -> None:
        from game.ui.scenes.menus import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    def _click(self, target: Target) -> None:
        kind = target[0]
        self.app.play("click")
        if kind == "menu":
            self._pause()
        elif kind == "mute":
            self.app.toggle_mute()
        elif kind == "scores":
            self.show_scores = True
        elif kind == "undo":
            self._undo()
        elif kind == "pace":
            self.app.change_pace(target[1])
        elif kind == "hint":
            self.ask_hint()
        elif kind == "log":
            self.log_open = not self.log_open
            self.log_scroll = 0
        elif kind == "act":
            self.session.submit(target[1])
        else:
            self.presenter.click(target)

    # ------------------------------------------------------------------ time

    def update(self, dt_ms: int) -> None:
        self.presenter.update(dt_ms)
        self.moments.update(dt_ms)
        if self.banners:
            self.banners[0][1] -= dt_ms
            if self.banners[0][1] <= 0:
                self.banners.pop(0)
        self.ai_wait -= dt_ms
        self.hover_ms += dt_ms
        self._autopick(dt_ms)
        self._run_ai()
        self._refresh()
        self.update_coach()
        if self.session.state.is_over() and not self.presenter.busy() and not self.moments.playing:
            self.end_wait = (END_PAUSE_MS if self.end_wait is None else self.end_wait) - dt_ms
            if self.end_wait <= 0:
                self.app.replace(self._score_sheet())

    def _score_sheet(self) -> Scene:
        """The scene the table gives way to once the game is over."""
        from game.ui.scenes.scoresheet import ScoreSheetScene

        return ScoreSheetScene(self.app, self.session, demo=self.demo)
