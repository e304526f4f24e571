"""A game's score calculator as a scene, the parts every game shares: the player count, the
players' tabs, the name field and its typing, the coins' − and + buttons, the fanned chips of a
row, the clicks these mean, and the live score sheet (`game.ui.calcsheet`).

A game's scene subclasses `CalculatorBase` with what it enters (its `Entry`, its rows, heroes or
Cognars), how its entries become the table document its `score_table` reads, and where its own
parts sit. The sheet is never computed here: the document goes to the game's calculator, so the
window and `python main.py score` cannot disagree, and a table the game cannot produce shows the
calculator's one-line message in red instead of a score.

Where the shared parts sit and how large their words are, are class attributes (logical
1600×900): Nidavellir's by default, overridden by a game whose form is tighter (Arran's).
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.core.errors import DataError
from game.ui import theme
from game.ui.calcsheet import ScoreSheet
from game.ui.scenes.base import Scene
from game.ui.widgets import Button, panel

SOURCE = "calculator"  # what `score_table` puts before its messages; stripped for display
MAX_NAME = 14
ENDS_TYPING = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE)
FIELD = (58, 44, 32)  # dark wells: unselected toggles, the name field, add buttons
FIELD_HOT = (84, 64, 44)
LIT = (240, 228, 200)  # a chosen toggle: lit parchment, dark ink

Target = tuple[Any, ...]


class CalculatorBase(Scene):
    """2–5 players' entries, their live score, and the shared parts of the form."""

    EDITOR: Rect  # the entry panel
    SHEET: ScoreSheet
    MARGIN = 20  # from the editor's edges to its fields
    COUNT_Y = 24
    TAB_Y, TAB_H, TAB_RADIUS = 100, 48, 9
    NAME_Y, NAME_W, NAME_H, CLEAR_X = 164, 300, 40, 396
    ROWS_Y, ROW_H, ROW_GAP = 220, 42, 6
    CHIP_W, CHIP_H, CHIP_GAP = 34, 38, 4
    CHIPS_X, CHIPS_END = 0, 0  # where a row's chips start and how far they may spread
    COINS_Y, HEAD_GAP = 772, 30  # the coins' heading; from a heading to its first row
    COIN_DY, COIN, STEPPER, STEPPER_DX = 40, 66, 36, 64  # a coin and its − and + around it
    BACK_GAP, BACK_H = 14, 54  # the Back button under the sheet
    TITLE, TITLE_Y, COUNT_TEXT = 38, 46, 24
    TAB_TEXT, TAB_SCORE, TAB_PAD = 20, 22, 14
    FIELD_LABEL, FIELD_TEXT, NAME_RADIUS = 22, 20, 6
    HEADING, HEADING_RULE = 22, 16
    STEPPER_TEXT = 26

    steps: list[int]  # every coin code a player can own, in the order + and − walk them

    def __init__(self, app: Any, max_players: int) -> None:
        super().__init__(app)
        sheet = self.SHEET.area
        back = Rect(sheet.right - 220, sheet.bottom + self.BACK_GAP, 220, self.BACK_H)
        self.back = Button(back, "", self._back)
        self.count = 3
        self.selected = 0
        self.entries = [self.blank(i) for i in range(max_players)]
        self.editing = False
        self.mouse = (-1, -1)
        self.result: dict[str, Any] | None = None
        self.problem: str | None = None
        # What the last frame drew, so tests check the screen rather than the model.
        self.shown: dict[str, Any] | None = None
        self.shown_problem: str | None = None
        self.recompute()

    # ------------------------------------------------------------------ what a game brings

    def blank(self, index: int) -> Any:
        """A new player's empty entry (with `name` and `coins`)."""
        raise NotImplementedError

    def document(self) -> dict[str, Any]:
        """The entries as the game's table file writes them, for its `score_table`."""
        raise NotImplementedError

    def score(self, document: dict[str, Any]) -> dict[str, Any]:
        """The game's `score_table(document, SOURCE)`."""
        raise NotImplementedError

    def entry_targets(self) -> list[tuple[Rect, Target]]:
        """The game's own clickable places (rows, heroes or Cognars …), in drawing order."""
        raise NotImplementedError

    def draw_entry(self, surface: pygame.Surface) -> None:
        """The game's own part of the form, between the name field and the sheet."""
        raise NotImplementedError

    # ------------------------------------------------------------------ model

    def hint(self) -> str | None:
        """The help at the end of the name row; None leaves that room to the game's own parts
        (Nidavellir's pages of a Thingvellir table)."""
        return str(self.app.t("calculator.hint"))

    def default_name(self, index: int) -> str:
        return str(self.app.t("calculator.default_name", n=index + 1))

    @property
    def entry(self) -> Any:
        return self.entries[self.selected]

    def recompute(self) -> None:
        """Score the table again; a refused table keeps its message instead of a sheet."""
        try:
            self.result, self.problem = self.score(self.document()), None
        except DataError as exc:
            self.result = None
            self.problem = str(exc).removeprefix(f"{SOURCE}: ")

    def apply(self, target: Target) -> None:
        """Change the entries as a click on `target` means; a game's scene adds its own kinds
        and hands the shared ones (count, tab, clear, coins) to this."""
        kind, e = target[0], self.entry
        if kind == "count":
            self.count = target[1]
            self.selected = min(self.selected, self.count - 1)
        elif kind == "tab":
            self.selected = target[1]
        elif kind == "clear":
            self.entries[self.selected] = self.blank(self.selected)
            self.entries[self.selected].name = e.name
        elif kind in ("coin_up", "coin_down"):
            i = target[1]
            step = self.steps.index(e.coins[i]) + (1 if kind == "coin_up" else -1)
            e.coins[i] = self.steps[max(0, min(len(self.steps) - 1, step))]

    @staticmethod
    def toggle(items: list[str], key: str) -> None:
        """Take `key` in or out of a player's heroes, Elites …"""
        if key in items:
            items.remove(key)
        else:
            items.append(key)

    # ------------------------------------------------------------------ events

    def _back(self) -> None:
        self._stop_editing()
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing and event.type == pygame.TEXTINPUT:
            if len(self.entry.name) < MAX_NAME:
                self.entry.name += event.text
                self.recompute()
            return
        if event.type == pygame.KEYDOWN:
            if self.editing and event.key == pygame.K_BACKSPACE:
                self.entry.name = self.entry.name[:-1]
                self.recompute()
            elif self.editing and event.key in ENDS_TYPING:
                self._stop_editing()
            elif event.key == pygame.K_ESCAPE:
                self._back()
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.back.handle(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            for i in range(len(self.entry.coins)):  # the wheel over a coin walks its value
                if self.coin_rects(i)[1].collidepoint(self.mouse) and event.y:
                    self.click(("coin_up" if event.y > 0 else "coin_down", i))
                    return
            return
        target = self.clicked(event)
        if target is not None:
            self.click(target)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._stop_editing()

    def _start_editing(self) -> None:
        self.editing = True
        if self.entry.name == self.default_name(self.selected):
            self.entry.name = ""  # typing a name should not first mean erasing "Player 2"
        pygame.key.start_text_input()

    def _stop_editing(self) -> None:
        if self.editing:
            self.editing = False
            self.entry.name = self.entry.name.strip() or self.default_name(self.selected)
            pygame.key.stop_text_input()
            self.recompute()

    def click(self, target: Target) -> None:
        """Apply one click's meaning to the entries, then score the table again."""
        self.app.play("click")
        if target[0] == "name":
            if not self.editing:
                self._start_editing()
            return
        self._stop_editing()
        if target[0] == "back":
            self._back()
            return
        self.apply(target)
        self.recompute()

    # ------------------------------------------------------------------ geometry

    @property
    def x0(self) -> int:
        return self.EDITOR.x + self.MARGIN

    @property
    def x1(self) -> int:
        return self.EDITOR.right - self.MARGIN

    def count_rects(self) -> list[Rect]:
        return [Rect(self.EDITOR.right - 4 * 56 + i * 56, self.COUNT_Y, 48, 44) for i in range(4)]

    def tab_rects(self) -> list[Rect]:
        x0 = self.x0
        width = min(250, (self.x1 - x0 - (self.count - 1) * 8) // self.count)
        return [
            Rect(x0 + i * (width + 8), self.TAB_Y, width, self.TAB_H) for i in range(self.count)
        ]

    def name_rect(self) -> Rect:
        return Rect(self.x0 + 80, self.NAME_Y, self.NAME_W, self.NAME_H)

    def clear_rect(self) -> Rect:
        return Rect(self.x0 + self.CLEAR_X, self.NAME_Y, 120, self.NAME_H)

    def row_rect(self, row: int) -> Rect:
        return Rect(
            self.x0, self.ROWS_Y + row * (self.ROW_H + self.ROW_GAP), self.x1 - self.x0, self.ROW_H
        )

    def chip_rects(self, row: int, n: int) -> list[Rect]:
        """Chips overlap like a fanned hand when a row holds more than its room."""
        step = self.CHIP_W + self.CHIP_GAP
        if n > 1:
            step = min(step, (self.CHIPS_END - self.CHIPS_X - self.CHIP_W) // (n - 1))
        y = self.row_rect(row).y + (self.ROW_H - self.CHIP_H) // 2
        return [Rect(self.CHIPS_X + i * step, y, self.CHIP_W, self.CHIP_H) for i in range(n)]

    @staticmethod
    def uncovered(chips: list[Rect], i: int) -> Rect:
        """The slice of chip `i` the next one leaves in sight: only it answers a click, as on a
        fanned hand."""
        rect = chips[i]
        if i + 1 < len(chips):
            rect = rect.clip(Rect(rect.x, rect.y, chips[i + 1].x - rect.x, rect.h))
        return rect

    def coin_rects(self, index: int) -> tuple[Rect, Rect, Rect]:
        """The − button, the coin and the + button of coin `index`."""
        width = (self.x1 - self.x0) // len(self.entry.coins)
        cx = self.x0 + index * width + width // 2
        cy = self.COINS_Y + self.HEAD_GAP + self.COIN_DY
        coin = Rect(0, 0, self.COIN, self.COIN)
        less = Rect(0, 0, self.STEPPER, self.STEPPER)
        more = Rect(0, 0, self.STEPPER, self.STEPPER)
        coin.center, less.center, more.center = (
            (cx, cy),
            (cx - self.STEPPER_DX, cy),
            (cx + self.STEPPER_DX, cy),
        )
        return less, coin, more

    def targets(self) -> list[tuple[Rect, Target]]:
        """Every clickable place and what it means, for the click handler and for tests."""
        out: list[tuple[Rect, Target]] = []
        out += [(r, ("count", i + 2)) for i, r in enumerate(self.count_rects())]
        out += [(r, ("tab", i)) for i, r in enumerate(self.tab_rects())]
        out += [(self.name_rect(), ("name",)), (self.clear_rect(), ("clear",))]
        out += self.entry_targets()
        for i in range(len(self.entry.coins)):
            less, _coin, more = self.coin_rects(i)
            out += [(less, ("coin_down", i)), (more, ("coin_up", i))]
        out.append((self.back.rect, ("back",)))
        return out

    def problem_rect(self) -> Rect:
        """Where the refused table's message is drawn, so a test can look at those pixels."""
        return self.SHEET.problem_rect()

    # ------------------------------------------------------------------ drawing

    def text(
        self, text: str, face: str, size: int, colour: tuple[int, ...], width: int | None = None
    ) -> pygame.Surface:
        """Rendered text, shrunk to `width` when a long name or translation would overflow."""
        if width is None:
            return self.app.assets.text(text, face, size, colour)
        return self.app.assets.fit(text, face, size, colour, width)

    def well(
        self,
        surface: pygame.Surface,
        rect: Rect,
        lit: bool = False,
        edge: tuple[int, ...] | None = None,
        radius: int = 7,
    ) -> None:
        """A toggle's ground: dark when off, lit parchment when chosen, warmer under the mouse;
        `edge` (a conflict's red) outlines it unless the mouse is over it."""
        hot = rect.collidepoint(self.mouse)
        fill = LIT if lit else (FIELD_HOT if hot else FIELD)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        colour = theme.HIGHLIGHT if hot else (edge or (theme.GOLD if lit else theme.PANEL_EDGE))
        pygame.draw.rect(surface, colour, rect, 2, border_radius=radius)

    def heading(self, surface: pygame.Surface, text: str, y: int) -> None:
        """A section's name in gold, a rule running on to the editor's edge."""
        label = self.text(text, "display", self.HEADING, theme.GOLD)
        surface.blit(label, (self.x0, y))
        line_x = self.x0 + label.get_width() + 14
        rule_y = y + self.HEADING_RULE
        pygame.draw.line(surface, theme.PANEL_EDGE, (line_x, rule_y), (self.x1, rule_y), 1)

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        title = self.text(t("calculator.title"), "display_bold", self.TITLE, theme.GOLD)
        surface.blit(title, title.get_rect(midleft=(self.EDITOR.x + 6, self.TITLE_Y)))
        self._draw_count(surface)
        panel(surface, self.EDITOR, 200, radius=16)
        panel(surface, self.SHEET.area, 215, radius=16)
        self._draw_tabs(surface)
        self._draw_name(surface)
        self.draw_entry(surface)
        self.SHEET.draw(self, surface)
        self.back.label = t("calculator.back")
        self.back.draw(surface, app.assets)

    def _draw_count(self, surface: pygame.Surface) -> None:
        rects = self.count_rects()
        label = self.text(self.app.t("calculator.players"), "display", self.COUNT_TEXT, theme.TEXT)
        surface.blit(label, label.get_rect(midright=(rects[0].x - 14, rects[0].centery)))
        for i, rect in enumerate(rects):
            hot = rect.collidepoint(self.mouse)
            button = Button(rect, str(i + 2), lambda: None, primary=self.count == i + 2, hover=hot)
            button.draw(surface, self.app.assets)

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        """A tab per player: the name, and the total so far (— while the table is refused)."""
        totals = [p["total"] for p in self.result["players"]] if self.result else None
        pad = self.TAB_PAD
        for i, rect in enumerate(self.tab_rects()):
            chosen = i == self.selected
            self.well(surface, rect, lit=chosen, radius=self.TAB_RADIUS)
            ink = theme.INK if chosen else theme.TEXT
            total = str(totals[i]) if totals else "—"
            gold = theme.GOLD_DARK if chosen else theme.GOLD
            score = self.text(total, "text_bold", self.TAB_SCORE, gold)
            surface.blit(score, score.get_rect(midright=(rect.right - pad, rect.centery)))
            room = rect.w - score.get_width() - 2 * pad - 12
            name = self.text(self.entries[i].name or " ", "text_bold", self.TAB_TEXT, ink, room)
            surface.blit(name, name.get_rect(midleft=(rect.x + pad, rect.centery)))

    def _draw_name(self, surface: pygame.Surface) -> None:
        t, field = self.app.t, self.name_rect()
        label = self.text(t("calculator.name"), "display", self.FIELD_LABEL, theme.TEXT_SOFT)
        surface.blit(label, label.get_rect(midleft=(self.x0, field.centery)))
        if self.editing:
            pygame.draw.rect(surface, (250, 240, 220), field, border_radius=6)
            pygame.draw.rect(surface, theme.HIGHLIGHT, field, 2, border_radius=6)
        else:
            self.well(surface, field, radius=self.NAME_RADIUS)
        ink = theme.INK if self.editing else theme.TEXT
        typed = self.entry.name + ("|" if self.editing else "")
        text = self.text(typed, "text_bold", self.FIELD_TEXT, ink)
        surface.blit(text, text.get_rect(midleft=(field.x + 12, field.centery)))
        clear = self.clear_rect()
        hot = clear.collidepoint(self.mouse)
        Button(clear, t("calculator.clear"), lambda: None, hover=hot).draw(surface, self.app.assets)
        words = self.hint()
        if words is None:
            return
        hint = self.app.assets.wrapped(
            words, "italic", 16, theme.TEXT_SOFT, self.x1 - clear.right - 24
        )
        surface.blit(hint, hint.get_rect(midright=(self.x1, clear.centery)))

    def draw_steppers(self, surface: pygame.Surface, index: int, code: int) -> None:
        """The − and + beside coin `index` (showing `code`), greyed at either end of the walk."""
        less, _coin, more = self.coin_rects(index)
        step = self.steps.index(code)
        for rect, text, enabled in (
            (less, "−", step > 0),
            (more, "+", step < len(self.steps) - 1),
        ):
            hot = enabled and rect.collidepoint(self.mouse)
            pygame.draw.circle(surface, FIELD_HOT if hot else FIELD, rect.center, rect.w // 2)
            edge = theme.HIGHLIGHT if hot else (theme.GOLD if enabled else theme.DISABLED)
            pygame.draw.circle(surface, edge, rect.center, rect.w // 2, 2)
            ink = theme.TEXT if enabled else theme.DISABLED
            label = self.text(text, "display_bold", self.STEPPER_TEXT, ink)
            surface.blit(label, label.get_rect(center=(rect.centerx, rect.centery + 1)))
