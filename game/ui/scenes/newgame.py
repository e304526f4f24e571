"""The new-game form, built from the chosen game's `GameInfo` and modes: the mode by name (a solo
opponent, Vedrfolnir's two-player game), how many play, each chair Human or an AI level with a
name, each difficulty as a row of named values, and a tick box per yes/no option; a box that
cannot be ticked says why. "Start the game" shows at once that the game is starting, and the
table is made ready on a thread (`TableStart`) while the window keeps drawing.

Every control is reachable by keyboard (`Focus`): the arrows move between rows and along them,
Tab through all, Enter or Space does what a click does, Escape goes back.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
from pygame import Rect

from game.core.errors import DataError
from game.core.game import GameInfo, Option
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import gamekit, theme
from game.ui.focus import Focus, Item
from game.ui.gameui import Mode
from game.ui.saves import SEAT_NAME_MAX
from game.ui.scenes.base import Scene
from game.ui.setupchoices import Reason, SetupChoices
from game.ui.tablestart import TableStart
from game.ui.widgets import Button, panel, segmented

LEVELS = ("easy", "normal", "hard")
CHOICES = (HUMAN, *LEVELS)  # a chair's segmented choice: Human | Easy | Normal | Hard
PANEL_W, LEFT, WIDTH = 880, 400, 800  # the form's panel, and its content's left edge and width
OPTION_W = 390  # a tick box when two share a line
MODE_H, COUNT_H, CHAIR_STEP, CHAIR_H, VALUE_H, BOX_STEP, BOX_H = 46, 48, 58, 52, 50, 50, 44
TITLE_H, MODE_BLOCK, COUNT_BLOCK, CAPTIONS_H, VALUE_BLOCK, FOOT_H = 84, 90, 66, 22, 86, 88
TEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)  # what activates while a name is typed


class NewGameScene(Scene):
    TITLE = "setup.title"  # the form's heading: the Game night's own form has its own

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        t = app.t
        self.info: GameInfo = app.game
        self.choices = SetupChoices(self.info, gamekit.modes(self.info))
        players = self.info.players
        names = gamekit.ai_names(self.info)
        self.seats = [Seat(t("setup.default_name", n=1), HUMAN)] + [
            Seat(names[i % len(names)], AI, "normal") for i in range(players.stop - 2)
        ]
        self.named: set[int] = set()  # chairs whose name the player typed
        self.editing: int | None = None
        self.typing_shown = False  # the field was drawn open: text from now on is for it
        self.seed = random.randrange(1_000_000)
        self.focus = Focus(("start",))
        self.starting: TableStart | None = None
        self._start_shown = False  # a frame saying "Starting…" was drawn: the work may begin
        self._still: pygame.Surface | None = None  # that frame, drawn again until the table
        self._spin_at: Rect | None = None  # where the start button is while it starts
        self.spin_ms = 0
        self._top: dict[str, int] = {}  # the form's top, per language (labels change its height)

    # ------------------------------------------------------------------ what is chosen

    @property
    def count(self) -> int:
        return self.choices.count

    @count.setter
    def count(self, value: int) -> None:
        self.choices.choose_count(value)

    @property
    def options(self) -> dict[str, Any]:
        return self.choices.options

    def mode(self) -> Mode | None:
        return self.choices.mode()

    def shown_options(self) -> list[Option]:
        return self.choices.shown()

    def _values(self) -> list[Option]:
        """The choice options shown as rows of named values (a solo opponent's difficulty)."""
        return [o for o in self.shown_options() if o.choices]

    def _boxes(self) -> list[Option]:
        """The yes/no options shown as tick boxes."""
        return [o for o in self.shown_options() if not o.choices]

    def can_tick(self, key: str) -> bool:
        return self.choices.can_toggle(key)

    def count_allowed(self, count: int) -> bool:
        return self.choices.count_open(count)

    @staticmethod
    def choice(seat: Seat) -> str:
        return HUMAN if seat.kind == HUMAN else seat.level

    def _rows_shown(self) -> int:
        """Chairs laid out: as many as the mode (or the game) is played by at most, those past
        the count greyed, so choosing a count moves nothing."""
        return self.choices.players_of(self.mode()).stop - 1

    # ------------------------------------------------------------------ rectangles

    def _heights(self, rows: int, values: int, box_lines: int) -> int:
        modes = MODE_BLOCK if self.choices.modes else 0
        boxes = box_lines * BOX_STEP + 8 if box_lines else 0
        chairs = CAPTIONS_H + rows * CHAIR_STEP + 8
        return 24 + TITLE_H + modes + COUNT_BLOCK + chairs + values * VALUE_BLOCK + boxes + FOOT_H

    def top(self) -> int:
        """The form's top: the same in every mode of the game (the tallest mode centred), so
        switching modes moves none of the rows above the chairs."""
        lang = self.app.t.lang
        if lang not in self._top:
            heights = []
            for mode in self.choices.modes or (None,):
                probe = SetupChoices(self.info, self.choices.modes)
                if mode is not None:
                    probe.choose_mode(mode)
                shown = probe.shown()
                boxes = [o for o in shown if not o.choices]
                rows = probe.players_of(mode).stop - 1
                lines = -(-len(boxes) // self._box_columns(boxes))
                heights.append(self._heights(rows, len(shown) - len(boxes), lines))
            self._top[lang] = max(16, (theme.LOGICAL_SIZE[1] - max(heights)) // 2)
        return self._top[lang]

    def _box_columns(self, boxes: list[Option]) -> int:
        """Two tick boxes a line when every label reads whole at full size, else one."""
        room = OPTION_W - 54
        fits = all(
            self.app.assets.text(
                gamekit.option_label(self.app.t, self.info, o.key), "text", 19, theme.TEXT
            ).get_width()
            <= room
            for o in boxes
        )
        return 2 if fits and boxes else 1

    def layout(self) -> dict[str, Any]:
        """Every rectangle of the form as it stands, top to bottom."""
        y = self.top() + 24 + TITLE_H
        out: dict[str, Any] = {"title": self.top() + 48}
        modes = self.choices.modes
        if modes:
            w = WIDTH // len(modes)
            out["modes"] = [Rect(LEFT + i * w, y, w, MODE_H) for i in range(len(modes))]
            out["mode_note"] = y + MODE_H + 17
            y += MODE_BLOCK
        out["counts"] = [
            Rect(LEFT + 160 + i * 72, y, 60, COUNT_H) for i in range(len(self.info.players))
        ]
        y += COUNT_BLOCK + CAPTIONS_H
        out["chairs"] = [
            Rect(LEFT, y + i * CHAIR_STEP, WIDTH, CHAIR_H) for i in range(self._rows_shown())
        ]
        y += self._rows_shown() * CHAIR_STEP + 8
        out["values"] = []
        for option in self._values():
            w = WIDTH // len(option.choices)
            out["values"].append(
                (y, [Rect(LEFT + i * w, y + 26, w, VALUE_H) for i in range(len(option.choices))])
            )
            y += VALUE_BLOCK
        boxes = self._boxes()
        columns = self._box_columns(boxes)
        width = OPTION_W if columns == 2 else WIDTH
        out["boxes"] = [
            Rect(
                LEFT + (i % columns) * (OPTION_W + 20), y + (i // columns) * BOX_STEP, width, BOX_H
            )
            for i in range(len(boxes))
        ]
        if boxes:
            y += -(-len(boxes) // columns) * BOX_STEP + 8
        out["back"] = Rect(LEFT, y + 8, 200, 56)
        out["start"] = Rect(LEFT + WIDTH - 280, y + 8, 280, 56)
        out["panel"] = Rect(LEFT - 40, self.top(), PANEL_W, y + 64 + 24 - self.top())
        return out

    @staticmethod
    def _parts(row: Rect) -> tuple[Rect, list[Rect]]:
        """The name field and the four segments of the chair's choice, side by side."""
        name = Rect(row.x + 120, row.y + 6, 230, 40)
        left = name.right + 16
        w = (row.right - 4 - left) // len(CHOICES)
        return name, [Rect(left + i * w, row.y + 6, w, 40) for i in range(len(CHOICES))]

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        """Every control by meaning, in the order Tab visits them."""
        out: list[tuple[Rect, tuple[Any, ...]]] = []
        at = self.layout()
        for rect, mode in zip(at.get("modes", []), self.choices.modes, strict=True):
            out.append((rect, ("mode", mode.key)))
        out += [
            (rect, ("count", n)) for rect, n in zip(at["counts"], self.info.players, strict=True)
        ]
        for i, row in enumerate(at["chairs"][: self.count]):
            name, segments = self._parts(row)
            out.append((name, ("name", i)))
            out += [(rect, ("choice", i, c)) for rect, c in zip(segments, CHOICES, strict=True)]
        for option, (_, rects) in zip(self._values(), at["values"], strict=True):
            out += [
                (r, ("value", option.key, v)) for r, v in zip(rects, option.choices, strict=True)
            ]
        out += [(r, ("option", o.key)) for r, o in zip(at["boxes"], self._boxes(), strict=True)]
        return [*out, (at["back"], ("back",)), (at["start"], ("start",))]

    def focusables(self) -> list[Item]:
        """What the keyboard visits: the controls that can do something now."""
        return [item for item in self.targets() if self._open(item[1])]

    def _open(self, target: tuple[Any, ...]) -> bool:
        kind = target[0]
        if kind == "count":
            return self.count_allowed(target[1])
        if kind == "option":
            return self.can_tick(target[1])
        if kind == "value":
            return self.choices.accepts(target[1], target[2])
        return True

    # ------------------------------------------------------------------ starting

    def start_session(self) -> Session:
        return Session(self.seats[: self.count], self.seed, self.options, game=self.info.key)

    def _start(self) -> None:
        """Show that the game is starting, then make its table ready away from the window (see
        `TableStart`); a data file read only by some options (a solo opponent's) that cannot
        be read ends at the launcher with its message instead."""
        if self.starting is not None:
            return
        try:
            session = self.start_session()
        except DataError as exc:
            self.app.unplayable(self.info, exc)
            return
        self.starting = TableStart(self.app, session)
        self._start_shown = False
        self._still = None

    def update(self, dt_ms: int) -> None:
        start = self.starting
        if start is None:
            return
        self.spin_ms += dt_ms
        if not start.begun:
            if self._start_shown:
                start.begin()
            return
        if not start.done():
            return
        self.starting, self._still = None, None  # the table is the app's: closing leaves it be
        try:
            table = start.take()
        except DataError as exc:
            self.app.unplayable(self.info, exc)
            return
        self.app.replace(table)

    def close(self) -> None:
        """The form leaves the screen: a table still being made is released, and typing ends."""
        if self.starting is not None:
            self.starting.cancel()
            self.starting = None
        if self.editing is not None:
            pygame.key.stop_text_input()

    # ------------------------------------------------------------------ input

    def on_settings(self) -> None:
        """A new language renames the chairs still called by their default name."""
        if 0 not in self.named:
            self.seats[0].name = self.app.t("setup.default_name", n=1)

    def handle(self, event: pygame.event.Event) -> None:
        if self.starting is not None:
            return  # the game is on its way: nothing to change any more
        if self.editing is not None and self._typing(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        items = self.focusables()
        if Focus.owns(event):
            target = self.focus.handle(event, items)
            if target is not None:
                self._click(target)
            return
        if event.type == pygame.MOUSEMOTION:
            self.focus.follow(event.pos, items)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        target = self.clicked(event)
        if target is not None:
            self._click(target)
        else:
            self._stop_editing()

    def _typing(self, event: pygame.event.Event) -> bool:
        """A chair's name being typed takes the text and its editing keys; Enter, Escape and a
        click elsewhere end it, Tab ends it and moves on."""
        assert self.editing is not None
        if event.type == pygame.TEXTINPUT:
            if not self.typing_shown:  # the Space that opened the field, not a letter of it
                return True
            seat = self.seats[self.editing]
            if len(seat.name) < SEAT_NAME_MAX:
                seat.name = (seat.name + event.text)[:SEAT_NAME_MAX]
                self.named.add(self.editing)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_BACKSPACE:
            self.seats[self.editing].name = self.seats[self.editing].name[:-1]
            self.named.add(self.editing)
        elif event.key in (*TEXT_KEYS, pygame.K_ESCAPE):
            self._stop_editing()
        elif event.key == pygame.K_TAB:
            self._stop_editing()
            return False  # and the focus moves on
        return True

    def _stop_editing(self) -> None:
        if self.editing is not None:
            seat = self.seats[self.editing]
            if not seat.name.strip():
                seat.name = self.app.t("setup.default_name", n=self.editing + 1)
                self.named.discard(self.editing)
            seat.name = seat.name.strip()
            self.editing = None
            pygame.key.stop_text_input()

    def _click(self, target: tuple[Any, ...]) -> None:
        self.app.play("click")
        kind = target[0]
        if kind != "name":
            self._stop_editing()
        if kind == "mode":
            self.choices.choose_mode(next(m for m in self.choices.modes if m.key == target[1]))
        elif kind == "count":
            self.count = target[1]
        elif kind == "name":
            self._stop_editing()
            self.editing = target[1]
            self.typing_shown = False
            pygame.key.start_text_input()
        elif kind == "choice":
            seat, choice = self.seats[target[1]], target[2]
            seat.kind = HUMAN if choice == HUMAN else AI
            if choice != HUMAN:
                seat.level = choice
        elif kind == "value":
            self.choices.choose_value(target[1], target[2])
        elif kind == "option":
            self.choices.toggle(target[1])
        elif kind == "start":
            self._start()
        elif kind == "back":
            self.app.pop()
        self.focus.meaning = target

    # ------------------------------------------------------------------ drawing

    def reason_text(self, reason: Reason) -> str:
        t = self.app.t
        if reason[0] == "mode":
            return str(t("setup.not_in_mode"))
        if reason[0] in ("needs", "not_with"):
            label = gamekit.option_label(t, self.info, reason[1])
            return str(t(f"setup.{reason[0]}", option=label))
        return str(t("setup.not_now"))

    def draw(self, surface: pygame.Surface) -> None:
        if self._still is not None:  # starting: the form as it stood, and the spinner turning
            surface.blit(self._still, (0, 0))
            self._spinner(surface)
            return
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        at = self.layout()
        panel(surface, at["panel"], 185, radius=18)
        centre = theme.LOGICAL_SIZE[0] // 2
        title = app.assets.text(t(self.TITLE), "display_bold", 40, theme.GOLD)
        surface.blit(title, title.get_rect(center=(centre, at["title"])))
        game = app.assets.text(gamekit.title(t, self.info), "italic", 20, theme.TEXT_SOFT)
        surface.blit(game, game.get_rect(center=(centre, at["title"] + 40)))
        if self.choices.modes:
            self._modes(surface, at)
        self._counts(surface, at["counts"])
        self._captions(surface, at["chairs"][0])
        for i, row in enumerate(at["chairs"]):
            self._chair(surface, i, row)
        for option, (y, rects) in zip(self._values(), at["values"], strict=True):
            self._value_row(surface, option, y, rects)
        for rect, option in zip(at["boxes"], self._boxes(), strict=True):
            self._box(surface, rect, option)
        self._buttons(surface, at)
        if self.starting is None:
            self.focus.draw(surface, self.focusables())
        else:  # nothing changes on the form now: later frames leave the thread the time
            self._still = surface.copy()
            self._start_shown = True
            self._spinner(surface)
        self.typing_shown = self.editing is not None

    def _modes(self, surface: pygame.Surface, at: dict[str, Any]) -> None:
        app, t = self.app, self.app.t
        modes = self.choices.modes
        mode = self.mode()
        names = [gamekit.mode_name(t, self.info, m.key) for m in modes]
        chosen = modes.index(mode) if mode is not None else None
        segmented(surface, app.assets, at["modes"], names, chosen)
        if mode is not None:
            note = gamekit.mode_note(t, self.info, mode.key)
            if note:
                line = app.assets.text(note, "italic", 17, theme.TEXT_SOFT)
                surface.blit(
                    line, line.get_rect(center=(theme.LOGICAL_SIZE[0] // 2, at["mode_note"]))
                )

    def _counts(self, surface: pygame.Surface, rects: list[Rect]) -> None:
        app, t = self.app, self.app.t
        label = app.assets.text(t("setup.players"), "display", 24, theme.TEXT)
        surface.blit(label, label.get_rect(midleft=(LEFT, rects[0].centery)))
        closed = False
        for rect, n in zip(rects, self.info.players, strict=True):
            button = Button(rect, str(n), lambda: None, primary=self.count == n)
            button.enabled = self.count_allowed(n)
            closed = closed or not button.enabled
            button.draw(surface, app.assets)
        if closed:
            why = app.assets.text(t("setup.count_closed"), "italic", 17, theme.TEXT_SOFT)
            surface.blit(why, why.get_rect(midleft=(rects[-1].right + 18, rects[0].centery)))

    def _captions(self, surface: pygame.Surface, first: Rect) -> None:
        """ "Human" over the first segment and "AI" over the three levels."""
        app, t = self.app, self.app.t
        _, segments = self._parts(first)
        for text, over in ((t("setup.human"), segments[:1]), (t("setup.ai"), segments[1:])):
            caption = app.assets.text(text, "text_bold", 16, theme.TEXT_SOFT)
            span = over[0].union(over[-1])
            surface.blit(caption, caption.get_rect(midbottom=(span.centerx, span.y - 6)))
            if len(over) > 1:
                for x0, x1 in (
                    (span.x + 4, span.centerx - caption.get_width() // 2 - 6),
                    (span.centerx + caption.get_width() // 2 + 6, span.right - 4),
                ):
                    pygame.draw.line(
                        surface, theme.PANEL_EDGE, (x0, span.y - 14), (x1, span.y - 14), 2
                    )

    def _chair(self, surface: pygame.Surface, i: int, row: Rect) -> None:
        app, t = self.app, self.app.t
        active = i < self.count
        name, segments = self._parts(row)
        seat = self.seats[i]
        colour = theme.TEXT if active else theme.DISABLED
        head = app.assets.text(t("setup.seat", n=i + 1), "text_bold", 19, colour)
        surface.blit(head, head.get_rect(midleft=(row.x + 8, row.centery)))
        if not active:
            return
        editing = self.editing == i
        pygame.draw.rect(
            surface, (250, 240, 220) if editing else (58, 44, 32), name, border_radius=6
        )
        pygame.draw.rect(
            surface, theme.HIGHLIGHT if editing else theme.PANEL_EDGE, name, 2, border_radius=6
        )
        text = seat.name + ("|" if editing else "")
        ink = theme.INK if editing else theme.TEXT
        label = app.assets.text(text, "text_bold", 20, ink)
        surface.blit(label, label.get_rect(midleft=(name.x + 10, name.centery)))
        labels = [t("setup.human") if c == HUMAN else t(f"setup.level_{c}") for c in CHOICES]
        segmented(surface, app.assets, segments, labels, CHOICES.index(self.choice(seat)))

    def _value_row(
        self, surface: pygame.Surface, option: Option, y: int, rects: list[Rect]
    ) -> None:
        """A choice option's caption, then its values side by side, each with the share of
        games the normal AI wins against it when that was measured."""
        app, t = self.app, self.app.t
        caption = app.assets.text(
            gamekit.option_label(t, self.info, option.key), "text_bold", 17, theme.TEXT
        )
        surface.blit(caption, (LEFT + 4, y))
        shares = [gamekit.choice_share(t, self.info, option.key, v) for v in option.choices]
        if any(shares):
            legend = app.assets.text(t("setup.win_share"), "italic", 16, theme.TEXT_SOFT)
            surface.blit(legend, legend.get_rect(topright=(LEFT + WIDTH - 4, y + 1)))
        labels = [gamekit.choice_label(t, self.info, option.key, v) for v in option.choices]
        chosen = option.choices.index(str(self.options[option.key]))
        enabled = [self.choices.accepts(option.key, v) for v in option.choices]
        segmented(surface, app.assets, rects, labels, chosen, shares, enabled)

    def _box(self, surface: pygame.Surface, box: Rect, option: Option) -> None:
        """A square to tick and its label; one that cannot be ticked now is greyed and says
        why, beside its label or under it."""
        app, t = self.app, self.app.t
        enabled = self.can_tick(option.key)
        tick = Rect(box.x + 8, box.centery - 14, 28, 28)
        pygame.draw.rect(surface, (58, 44, 32) if enabled else (44, 38, 32), tick, border_radius=4)
        pygame.draw.rect(
            surface, theme.GOLD if enabled else theme.DISABLED, tick, 2, border_radius=4
        )
        if self.options[option.key]:
            pygame.draw.lines(
                surface,
                theme.HIGHLIGHT,
                False,
                [(tick.x + 6, tick.y + 14), (tick.x + 12, tick.y + 21), (tick.x + 23, tick.y + 6)],
                4,
            )
        room = box.right - tick.right - 14
        ink = theme.TEXT if enabled else theme.DISABLED
        label = app.assets.text(gamekit.option_label(t, self.info, option.key), "text", 19, ink)
        reason = self.choices.why_not(option.key)
        why = (
            None
            if reason is None
            else app.assets.text(self.reason_text(reason), "italic", 16, theme.TEXT_SOFT)
        )
        x = tick.right + 12
        if why is not None and label.get_width() + why.get_width() + 24 > room:
            surface.blit(label, (x, box.y))
            surface.blit(why, (x, box.y + label.get_height()))
            return
        surface.blit(label, label.get_rect(midleft=(x, box.centery)))
        if why is not None:
            surface.blit(why, why.get_rect(midright=(box.right - 4, box.centery)))

    def _buttons(self, surface: pygame.Surface, at: dict[str, Any]) -> None:
        app, t = self.app, self.app.t
        starting = self.starting is not None
        Button(at["back"], t("setup.back"), lambda: None, enabled=not starting).draw(
            surface, app.assets
        )
        start = Button(
            at["start"],
            t("setup.starting") if starting else t("setup.start"),
            lambda: None,
            primary=True,
        )
        start.draw(surface, app.assets)

    def _spinner(self, surface: pygame.Surface) -> None:
        """A turning arc at the start button's left end: the window is alive while the table is
        made."""
        button = self.layout()["start"] if self._spin_at is None else self._spin_at
        self._spin_at = button
        box = Rect(0, 0, 26, 26)
        box.center = (button.x + 26, button.centery)
        angle = (self.spin_ms / 1000) * 6.0
        pygame.draw.arc(surface, theme.INK, box, angle, angle + 4.2, 4)
