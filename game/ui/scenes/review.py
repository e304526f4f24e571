"""The end-of-game Review: the three decisions that cost the player the most, shown on the table.

Why a worker process: the review replays the game and runs the hard agent's search at each of
the player's decisions (`game.ai.review`, `REVIEW_SECONDS` each); the window keeps drawing
"Reviewing… 12/40" meanwhile and Esc leaves at any moment (the worker is ended). Each decision is
then shown on a table rebuilt from the seed and the history up to it, from the player's chair:
the move played ringed, the better one outlined with the Hint's own ring and arrow, and the
words in a panel placed clear of both and of the player's own board.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.ai.agent import Budget
from game.ai.process import ReviewJob
from game.ai.review import REVIEW_SECONDS, Mistake, from_plain
from game.core.session import HUMAN, Seat, Session
from game.ui import theme
from game.ui.coachtext import reason_line
from game.ui.scenes.base import Scene
from game.ui.table import chrome
from game.ui.table.coach import arrow_to
from game.ui.table.scene import TableScene
from game.ui.widgets import Button, panel

BOX = Rect(400, 330, 800, 200)
PLAYED = (235, 120, 90)  # the move played: a warm ring, beside the Hint's cold one
PANEL_WIDTHS = (640, 480)  # the narrower where the wide one would cover the player's board
BUTTON_WIDTHS = {640: (196, 196, 196), 480: (124, 124, 180)}  # previous, next, back
BUTTON_H, GAP, PAD = 44, 12, 14
BUDGET = Budget(seconds=REVIEW_SECONDS)  # each decision's search
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_n, pygame.K_RETURN, pygame.K_SPACE)
BACK_KEYS = (pygame.K_ESCAPE, pygame.K_BACKSPACE)


class ReviewScene(Scene):
    """Over the score sheet: the review being worked out, then a message when there is nothing
    to show (no human chair, no decision lost)."""

    def __init__(self, app: Any, session: Session, seat: int | None = None) -> None:
        super().__init__(app)
        self.session = session
        humans = session.humans()
        self.seat = seat if seat is not None else humans[0] if humans else -1
        self.job: ReviewJob | None = None
        self.message = "review.no_human" if not humans else ""
        if humans:
            self.job = ReviewJob(session.info, session, self.seat, BUDGET)
        self.back = Button(Rect(BOX.centerx - 130, BOX.bottom - 70, 260, 54), "", app.pop)

    def update(self, dt_ms: int) -> None:
        job = self.job
        if job is None or not job.poll():
            return
        self.job = None
        job.close()
        if job.error is not None or job.result is None:
            self.message = "review.failed"
            return
        mistakes = from_plain(self.session.info, self.session, job.result)
        if not mistakes:
            self.message = "review.nothing"
            return
        self.app.pop()
        self.app.push(ReviewTable(self.app, self.session, self.seat, mistakes, 0))

    def close(self) -> None:
        if self.job is not None:
            self.job.close()
            self.job = None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and (
            event.key in BACK_KEYS or (self.message and event.key in NEXT_KEYS)
        ):
            self.app.pop()
            return
        if self.message:
            self.back.handle(event)

    def text(self) -> str:
        t = self.app.t
        if self.message:
            return str(t(self.message))
        if self.job is None or self.job.total == 0:
            return str(t("review.starting"))
        return str(t("review.running", done=self.job.done, total=self.job.total))

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        panel(surface, BOX, 225, radius=14, edge=theme.GOLD)
        line = app.assets.wrapped(self.text(), "text_bold", 26, theme.GOLD, BOX.w - 60)
        surface.blit(line, line.get_rect(midtop=(BOX.centerx, BOX.y + 30)))
        if self.message:
            self.back.label = t("review.back")
            self.back.draw(surface, app.assets)
            return
        leave = app.assets.text(t("review.leave"), "text", 18, theme.TEXT_SOFT)
        surface.blit(leave, leave.get_rect(midbottom=(BOX.centerx, BOX.bottom - 24)))


class ReviewTable(TableScene):
    """One decision of the review on the table as it stood, seen from the player's chair; it
    plays nothing (every chair is frozen) and only steps through the review."""

    def __init__(
        self, app: Any, game: Session, seat: int, mistakes: list[Mistake], at: int
    ) -> None:
        self.game, self.mistakes, self.at = game, mistakes, at
        self.review_seat = seat
        mistake = mistakes[at]
        frozen = Session(
            [Seat(s.name, HUMAN) for s in game.seats], game.seed, game.options, game.info
        )
        frozen.history = list(game.history[: mistake.index])
        frozen.actors = list(game.actors[: mistake.index])
        frozen.rewind(mistake.index)
        super().__init__(app, frozen, demo=True)
        self.marks_played = self.action_targets(mistake.played)
        self.marks_better = self.action_targets(mistake.better)
        self.previous = Button(Rect(0, 0, 0, BUTTON_H), "", lambda: self.step(-1))
        self.next = Button(Rect(0, 0, 0, BUTTON_H), "", lambda: self.step(1))
        self.back = Button(Rect(0, 0, 0, BUTTON_H), "", app.pop)
        self._box: tuple[str, Rect] | None = None
        self._line: tuple[str, str] | None = None

    @property
    def mistake(self) -> Mistake:
        return self.mistakes[self.at]

    def _pick_viewer(self) -> int:
        return self.review_seat

    def view_seat(self) -> int | None:
        return self.review_seat

    def _needs_curtain(self) -> bool:
        return False

    def paced(self) -> bool:
        """Nobody plays here: no AI pace to set."""
        return False

    def prompt(self) -> str:
        return str(self.app.t("review.prompt"))

    def step(self, by: int) -> None:
        """The previous or next decision of the review (nothing past either end)."""
        at = self.at + by
        if 0 <= at < len(self.mistakes):
            self.app.pop()
            self.app.push(ReviewTable(self.app, self.game, self.review_seat, self.mistakes, at))

    def update(self, dt_ms: int) -> None:
        """The table only settles: no chair plays, no autopick, no end of game."""
        self.presenter.update(dt_ms)
        self.hover_ms += dt_ms
        self._refresh()

    def buttons(self) -> list[Button]:
        """The panel's buttons, where the panel stands now."""
        self.box  # noqa: B018 - placing the panel places its buttons
        self.previous.enabled = self.at > 0
        self.next.enabled = self.at + 1 < len(self.mistakes)
        return [self.previous, self.next, self.back]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in BACK_KEYS:
                self.app.pop()
            elif event.key in NEXT_KEYS:
                self.step(1)
            elif event.key in (pygame.K_LEFT, pygame.K_p):
                self.step(-1)
            return
        if event.type == pygame.MOUSEMOTION:
            super().handle(event)
            return
        for button in self.buttons():
            if button.handle(event):
                return

    def line(self) -> str:
        """The review's sentence, worked out once per language (naming the options asks the
        presenter where each is clicked)."""
        if self._line is None or self._line[0] != self.app.t.lang:
            self._line = (self.app.t.lang, self._say())
        return self._line[1]

    def _say(self) -> str:
        t, m = self.app.t, self.mistake
        reason = reason_line(t, self.session.info, m.reason, self._place_name)
        played, better = self.action_labels([m.played, m.better])
        line = str(
            t(
                "review.line",
                played=played,
                better=better,
                played_worth=t.decimal(m.played_worth, 0),
                better_worth=t.decimal(m.better_worth, 0),
                reason=reason,
            )
        )
        return f"{line} {t('review.estimated')}" if m.estimated else line

    def _texts(self, width: int) -> tuple[pygame.Surface, pygame.Surface]:
        t, assets = self.app.t, self.app.assets
        m = self.mistake
        step = t("review.step", n=self.at + 1, count=len(self.mistakes), move=m.index + 1)
        head = assets.text(step, "text", 17, theme.TEXT_SOFT)
        text = assets.wrapped(self.line(), "text_bold", 18, theme.GOLD, width - 2 * PAD)
        return head, text

    def _height(self, width: int) -> int:
        head, text = self._texts(width)
        return PAD + head.get_height() + 6 + text.get_height() + 12 + BUTTON_H + PAD

    @property
    def box(self) -> Rect:
        """The review's panel, as high as its words, placed once per language clear of both
        marks and of the player's own board (`clear_place`), nearest the bottom centre; its
        buttons along its foot."""
        if self._box is None or self._box[0] != self.app.t.lang:
            sizes = [(w, self._height(w)) for w in PANEL_WIDTHS]
            marks = self.marks_played + self.marks_better
            prefer = (chrome.W // 2, chrome.H - 12 - sizes[0][1] // 2)
            self._box = (self.app.t.lang, self.clear_place(sizes, marks, prefer))
        box = self._box[1]
        widths = BUTTON_WIDTHS[box.w]
        x = box.right - PAD - sum(widths) - GAP * (len(widths) - 1)
        for button, w in zip((self.previous, self.next, self.back), widths, strict=True):
            button.rect = Rect(x, box.bottom - PAD - BUTTON_H, w, BUTTON_H)
            x += w + GAP
        return box

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for rect in self.marks_played:  # around the better move's ring where both meet
            grow = 24 if rect in self.marks_better else 8
            pygame.draw.rect(surface, PLAYED, rect.inflate(grow, grow), 4, border_radius=6)
        for rect in self.marks_better:
            pygame.draw.rect(surface, theme.SELECTED, rect.inflate(12, 12), 5, border_radius=8)
            pygame.draw.polygon(surface, theme.SELECTED, arrow_to(rect))
        self._draw_strip(surface)

    def _draw_strip(self, surface: pygame.Surface) -> None:
        t, assets = self.app.t, self.app.assets
        box = self.box
        panel(surface, box, 235, radius=10, edge=theme.GOLD)
        head, text = self._texts(box.w)
        surface.blit(head, (box.x + PAD, box.y + PAD))
        surface.blit(text, (box.x + PAD, box.y + PAD + head.get_height() + 6))
        labels = (t("review.previous"), t("review.next"), t("review.back"))
        for button, label in zip(self.buttons(), labels, strict=True):
            button.label = label
            button.draw(surface, assets)
