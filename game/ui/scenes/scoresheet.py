"""The end of the game: the score pad of every chair, one row per category of the game's
`Outcome` (`GameInfo.categories`), and the winner."""

from __future__ import annotations

import logging
from typing import Any

import pygame
from pygame import Rect

from game.core import registry
from game.core.errors import DataError
from game.core.game import GameInfo, Options, OptionValue
from game.core.session import Session
from game.ui import gamekit, theme
from game.ui.focus import Focus, Item
from game.ui.scenes.base import Scene
from game.ui.scorepad import LABEL_W, column_width, draw_chart, draw_table
from game.ui.stats import record_game, won_without_hints
from game.ui.widgets import Button, dialog

log = logging.getLogger(__name__)

DEMO_SHEET_MS = 9000  # in demo mode the sheet stays this long, then a new game starts
PANEL = Rect(60, 30, 1480, 850)
CONTENT = Rect(96, 120, 1408, 560)  # the pad and the chart share this band, side by side
TABLE_MAX_W = 900
BUTTON_W = 240
GUTTER = 56  # between the pad and the chart, whatever the number of chairs


def _option_sets(info: GameInfo) -> list[dict[str, OptionValue]]:
    """Every set of yes/no options the game allows, counting in binary with the last option
    fastest; a choice option (a solo opponent, played by fewer chairs) keeps its default."""
    keys = [o.key for o in info.options if not o.choices]
    allowed = []
    for n in range(2 ** len(keys)):
        bits = {k: bool(n >> (len(keys) - 1 - i) & 1) for i, k in enumerate(keys)}
        try:
            allowed.append(info.options_from(bits))
        except ValueError:
            continue  # a set the game forbids (an option without one it needs)
    return allowed


def demo_options(info: GameInfo, options: Options) -> dict[str, OptionValue]:
    """The demo's next game shows the next set of options the game allows: Nidavellir's games
    alternate without and with Idavoll, the first-game heroes changing every other game."""
    allowed = _option_sets(info)
    now = info.options_from(options)
    return allowed[(allowed.index(now) + 1) % len(allowed)]


def demo_next(info: GameInfo, options: Options) -> tuple[GameInfo, dict[str, OptionValue]]:
    """The demo's next game: the next set of options of this game and, once every set has been
    shown, the next game of the program from its first set, so the screen of a game night
    shows every game in turn."""
    following = demo_options(info, options)
    keys = [g.key for g in registry.games()]
    if following != _option_sets(info)[0] or info.key not in keys:
        return info, following
    after = registry.get(keys[(keys.index(info.key) + 1) % len(keys)])
    return after, _option_sets(after)[0]


class ScoreSheetScene(Scene):
    def __init__(self, app: Any, session: Session, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo
        self.demo_wait = DEMO_SHEET_MS
        self.outcome = session.state.outcome()
        self.drawn: dict[str, Rect] = {}  # what the last frame drew, by part (for tests)
        self.told: tuple[str, tuple[str, str] | None] | None = None  # (language, verdict)
        self.rematch = Button(Rect(0, 0, 0, 0), "", self._rematch, primary=True)
        chairs: list[int | None] = list(session.humans()) or [None]  # None: nobody's to review
        self.reviews = {seat: self._review_button(seat) for seat in chairs}
        self.review = next(iter(self.reviews.values()))  # the first human chair's
        self.menu = Button(Rect(0, 0, 0, 0), "", self._menu)
        self._place_buttons()
        self.focus = Focus(("rematch",))  # the arrows, Tab, Enter or Space: by keyboard too
        if not demo:
            self._record()

    def rematch_label(self) -> str:
        """The words of the first button (a lesson's sheet goes back to its lessons)."""
        return str(self.app.t("scores.rematch"))

    def _record(self) -> None:
        """The game counts in the statistics, and there is nothing left to continue."""
        try:
            record_game(self.session)
            self.app.autosaver.delete(self.session)
        except OSError:
            log.exception("could not record the finished game")

    def _rematch(self) -> None:
        from game.ui.table.scene import TableScene

        old = self.session
        info, options = old.info, old.options
        seats = old.seats
        if self.demo:
            info, options = demo_next(info, options)
            if info is not old.info and not self._dress(info):
                info, options = old.info, demo_options(old.info, old.options)
            if info is not old.info:
                count = min(max(len(seats), info.players.start), info.players.stop - 1)
                seats = [seats[i % len(seats)] for i in range(count)]
        session = Session(seats, old.seed + 1, options, info)
        self.app.replace(TableScene(self.app, session, demo=self.demo))

    def _dress(self, info: GameInfo) -> bool:
        """Whether the demo's next game could be set up (a game whose data cannot be read is
        skipped: the demo plays on with the game it has)."""
        try:
            self.app.choose_game(info)
        except DataError:
            return False
        return True

    def update(self, dt_ms: int) -> None:
        if self.demo:
            self.demo_wait -= dt_ms
            if self.demo_wait <= 0:
                self._rematch()

    def _menu(self) -> None:
        from game.ui.scenes.menus import MenuScene

        self.app.replace(MenuScene(self.app))

    def _review_button(self, seat: int | None) -> Button:
        from game.ui.scenes.review import ReviewScene

        return Button(
            Rect(0, 0, 0, 0), "", lambda: self.app.push(ReviewScene(self.app, self.session, seat))
        )

    def _place_buttons(self) -> None:
        """One row centred under the pad: a Review for each human chair when several played
        at this screen, narrower as they grow in number."""
        row = list(self.buttons().values())
        gap = 15
        width = min(BUTTON_W, (PANEL.w - 80 - gap * (len(row) - 1)) // len(row))
        x = theme.LOGICAL_SIZE[0] // 2 - (len(row) * width + gap * (len(row) - 1)) // 2
        for button in row:
            button.rect = Rect(x, 800, width, 54)
            x += width + gap

    def buttons(self) -> dict[str, Button]:
        """The sheet's buttons by meaning: a demo's game has nobody's decisions to review; the
        first human chair's review is "review", the others' "review-<chair>"."""
        found = {"rematch": self.rematch}
        if not self.demo:
            for n, button in enumerate(self.reviews.values()):
                found["review" if n == 0 else f"review-{n}"] = button
        found["menu"] = self.menu
        return found

    def review_labels(self) -> list[str]:
        """ "Review", or "Review Ann", "Review Bo" when several people played at this screen."""
        t = self.app.t
        if len(self.reviews) == 1:
            return [str(t("review.button"))]
        names = [self.session.seats[seat].name for seat in self.reviews if seat is not None]
        return [str(t("review.button_for", name=name)) for name in names]

    def targets(self) -> list[Item]:
        return [(button.rect, (key,)) for key, button in self.buttons().items()]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._menu()
            return
        if Focus.owns(event):
            target = self.focus.handle(event, self.targets())
            if target is not None:
                self.buttons()[target[0]].action()
            return
        if event.type == pygame.MOUSEMOTION:
            self.focus.follow(event.pos, self.targets())
        for button in self.buttons().values():
            if button.handle(event):
                return

    def winner_line(self) -> str:
        """Who won: the game's own words where its rules decided (a tie-break, a solo
        opponent), else the highest total."""
        told = self.verdict()
        if told is not None:
            return told[0]
        t = self.app.t
        sheets = self.outcome.sheets
        winners = self.winners()
        others = self.outcome.others
        if not winners and others:  # a solo clan wins: it holds the best total
            best = max(range(len(others)), key=lambda i: others[i]["total"])
            name = self.other_names()[best]
            return t.plural("scores.winner", others[best]["total"], name=name)
        if not winners:  # a game every player may lose (Vedrfolnir's gods, Brynhildr)
            return t("scores.no_winner")
        score = sheets[winners[0]]["total"]
        names = [self.session.seats[w].name for w in winners]
        if len(names) == 1:
            return t.plural("scores.winner", score, name=names[0])
        return t.plural("scores.shared", score, names=", ".join(names))

    def reason_line(self) -> str:
        """Why, when the rules decided something the totals alone do not show ("" if not)."""
        told = self.verdict()
        return "" if told is None else told[1]

    def verdict(self) -> tuple[str, str] | None:
        """The game's own headline and reason, worked out once per language: the game is over,
        so only the words can change."""
        t, session = self.app.t, self.session
        if self.told is None or self.told[0] != t.lang:
            names = [seat.name for seat in session.seats] + self.other_names()
            said = gamekit.verdict(t, session.info, session.state, session.options, names)
            self.told = (t.lang, said)
        return self.told[1]

    def other_names(self) -> list[str]:
        """The names of the seats the rules played (a solo clan), shown after the chairs."""
        info = self.session.info
        chairs = [seat.name for seat in self.session.seats]
        return gamekit.automaton_names(self.app.t, info, self.session.options, chairs)

    @property
    def ranks(self) -> list[int]:
        """Each column's place (the chairs', then a solo clan's), equal totals sharing the
        better place ("1224")."""
        totals = self.outcome.totals + [s["total"] for s in self.outcome.others]
        return [1 + sum(other > total for other in totals) for total in totals]

    def winners(self) -> list[int]:
        return self.outcome.winners

    def layout(self) -> tuple[Rect, Rect]:
        """The pad as wide as its chairs need, the chart taking the rest of the band: two chairs
        get a wide chart instead of an empty middle."""
        n = len(self.session.seats) + len(self.outcome.others)
        table = Rect(CONTENT.x, CONTENT.y, LABEL_W + column_width(n, TABLE_MAX_W) * n, CONTENT.h)
        left = table.right + GUTTER
        return table, Rect(left, CONTENT.y, CONTENT.right - left, CONTENT.h - 40)

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        w = theme.LOGICAL_SIZE[0]
        dialog(surface, PANEL, radius=18)
        title = app.assets.text(t("scores.title"), "display_bold", 40, theme.GOLD)
        surface.blit(title, title.get_rect(center=(w // 2, 76)))
        names = [seat.name for seat in self.session.seats]
        sheets = self.outcome.sheets + self.outcome.others
        table, chart = self.layout()
        self.drawn["table"] = draw_table(
            surface, app, names + self.other_names(), sheets, self.winners(), table, self.ranks
        )
        rounds = [totals for _, totals in self.session.rounds]
        self.drawn["chart"] = draw_chart(surface, app, names + self.other_names(), rounds, chart)
        line = app.assets.fit(self.winner_line(), "text_bold", 30, theme.HIGHLIGHT, PANEL.w - 80)
        surface.blit(line, line.get_rect(center=(w // 2, 714)))
        reason = self.reason_line()
        if not self.demo and won_without_hints(self.session):
            reason = (
                f"{reason} · {t('coach.without_hints')}" if reason else t("coach.without_hints")
            )
        if reason:
            why = app.assets.fit(reason, "italic", 21, theme.TEXT, PANEL.w - 80)
            surface.blit(why, why.get_rect(center=(w // 2, 756)))
        self.rematch.label = self.rematch_label()
        self.menu.label = t("scores.menu")
        for button, label in zip(self.reviews.values(), self.review_labels(), strict=True):
            button.label = label
        for button in self.buttons().values():
            button.draw(surface, app.assets)
        self.focus.draw(surface, self.targets())
