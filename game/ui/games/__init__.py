"""What the table shell asks of a game: its presenter.

The shell (`game.ui.table`) runs every game the same way: input, pause, undo, the log drawer,
zoom and tooltips, banners, the hot-seat curtain, AI chairs and autosave. Everything that shows
or names a piece of one game is the presenter's: where things sit, how they look, which click
means which action, what an event animates, how a log line reads, what a hovered thing is.

The module named by `GameInfo.ui` exports `UI`, a `GameUI` (`game.ui.gameui`), whose
`make_presenter(table) -> Presenter` `presenter_for` gives the table when it opens. A presenter
subclasses `Presenter` and writes the four methods marked *required*; the others have defaults
that suit a simple game.

Targets are tuples whose first item says what they mean. The shell handles `("act", action)`
(submits a legal action of the chair in front of the screen), `("scores",)` (opens the live score
pad) and its own header buttons; any other target is the presenter's, passed to `click`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.core.events import Event
from game.core.game import GameInfo
from game.ui.baselayer import Part
from game.ui.gameui import ui_of

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

AUTOPICK_MS = 450  # the beat before a single choice plays itself, by default
Target = tuple[Any, ...]
Item = tuple[Rect, str, Any]  # a hoverable thing: where it is, its kind, what it is
Segment = tuple[str, Any]  # a piece of a log line: ("text", words) or a glyph the game draws


class Presenter:
    """One game's side of the table. `table` is the shell; a presenter reads its `app`,
    `session`, `viewer` (the chair in front of the screen), `view` (what may be shown now),
    `view_seat()` (whose secrets that view holds), `hit_map` (every target, the shell's too),
    `show_scores`, `zoom` and `log_open`, and calls `banner(text)`, `seat_name(seat)` and
    `prompt()` (the presenter's, or the demo's)."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    # ------------------------------------------------------------------ the view

    def sync(self, old_view: Mapping[str, Any] | None) -> None:
        """*Required.* `table.view` is new: lay the table out again; `old_view` is the view
        before a change seen from the same chair, for the animations (None: nothing moves)."""
        raise NotImplementedError

    def private(self, pending: str) -> bool:
        """Whether a decision is made with the chair's own secrets in view, so that with several
        people at one screen a curtain falls before it (by default: the sealed decisions)."""
        return pending in self.table.session.info.sealed

    def on_event(self, event: Event) -> None:
        """An event of the game just happened: a sound, a banner (`table.banner`), a panel."""

    # ------------------------------------------------------------------ input

    def targets(self) -> list[tuple[Rect, Target]]:
        """*Required.* What the chair in front of the screen may click now, besides the shell's
        header; later targets win where two overlap."""
        raise NotImplementedError

    def click(self, target: Target) -> None:
        """A target of the presenter's own (a coin picked up, a switch) was clicked."""

    def handle(self, event: pygame.event.Event) -> bool:
        """An input event before the shell reads it (drags, shortcut keys); True: consumed.
        Pointer motion is always passed on to the shell too."""
        return False

    def modal(self) -> bool:
        """A panel of the game's that a left click closes before anything else (False: none);
        called on every left click, so it closes the panel when it answers True."""
        return False

    def modal_open(self) -> bool:
        """Whether a panel that the next left click closes is open (asking closes nothing)."""
        return False

    def plan(self, action: Any) -> list[tuple[int, int]]:
        """The clicks that submit `action` when it takes more than its own target (empty: click
        the `("act", action)` target)."""
        return []

    def marks(self, action: Any) -> list[Rect]:
        """Where the Hint and the Review show `action` when its fewest clicks would leave part
        of it unmarked (a bid's coin that a click on its slot brings); empty: where its clicks
        land."""
        return []

    def name_of(self, action: Any) -> str:
        """The words of the button that makes `action`, where a button does (the Hint's and the
        Review's lists name it so); empty: no button of its own."""
        return ""

    def autopick_ms(self, action: Any) -> float:
        """How long `action`, the chair's only choice, waits once the table has settled before
        it plays itself: a beat to see what happened."""
        return AUTOPICK_MS

    def forced_news(self, action: Any) -> str:
        """What the table says when `action`, the chair's only choice, plays itself (empty:
        nothing, the move shows itself); the log says it anyway."""
        return ""

    def undone(self) -> None:
        """An action was taken back: stop what is moving."""

    def on_settings(self) -> None:
        """The look of the table changed (language, contrast, compact table): drop what was
        drawn and what is moving; `sync` follows at once."""

    # ------------------------------------------------------------------ time

    def update(self, dt_ms: int) -> None:
        """Advance the game's animations."""

    def busy(self) -> bool:
        """Something is still moving: the autopick and the end of the game wait for it."""
        return False

    def settled(self) -> bool:
        """Whether the table has shown enough of the last move for an AI chair's next one to
        come (by default: once nothing moves)."""
        return not self.busy()

    def pause_after(self, events: list[Event], pace_ms: int) -> float:
        """How long the table holds after an AI chair's move that brought `events` before the
        next AI move comes, in ms; `pace_ms` is the player's AI pace (by default: all of it)."""
        return float(pace_ms)

    # ------------------------------------------------------------------ drawing

    def automaton_name(self, seat: int) -> str:
        """The name of a seat the rules play, which no chair holds (a solo game's clan)."""
        return f"#{seat + 1}"

    def title(self) -> str:
        """The left of the header: where the game stands (round, age)."""
        return ""

    def prompt(self) -> str:
        """*Required.* What the chair in front of the screen is asked, or whom it waits for."""
        raise NotImplementedError

    def backdrop(self) -> pygame.Surface:
        """The table with nothing on it, for this chair (drawn once; the header strip included)."""
        return self.table.app.background

    def parts(self) -> list[Part]:
        """*Required.* The still table as parts (see `BaseLayer`), each redrawn when its key
        changes."""
        raise NotImplementedError

    def still_key(self) -> tuple[Any, ...]:
        """What else the still table depends on besides the session's version, the chair and
        the language (a draft, a selection)."""
        return ()

    def decorates(self) -> bool:
        """Whether `decorate` draws anything now (False keeps the cached layer as it is)."""
        return False

    def decorate(self, surface: pygame.Surface) -> None:
        """The decision over the still table: glowing targets, its buttons."""

    def draw_moving(self, surface: pygame.Surface) -> None:
        """What moves, over the still table, every frame."""

    def draw_panels(self, surface: pygame.Surface) -> None:
        """Panels over everything but the tooltip: the live score pad (when `table.show_scores`),
        a zoomed thing (`table.zoom`), the game's own."""

    def panels(self) -> list[Rect]:
        """What covers the table now: nothing under these shows a tooltip."""
        return []

    def news_avoid(self) -> list[Rect]:
        """What a banner must leave in sight, besides the click targets."""
        return []

    def focus(self) -> list[Rect]:
        """What the current decision is about (the card being dealt, the glowing targets, the
        figures they change, your score): a tooltip is placed clear of these where the screen
        leaves room. Small things, not whole boards, or nothing would be left."""
        return []

    # ------------------------------------------------------------------ help and log

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        """The topmost hoverable thing under `pos`."""
        return None

    def describe(self, item: Item) -> str:
        """The tooltip of a hovered thing (empty: none)."""
        return ""

    def zoomable(self, item: Item) -> Any:
        """What a right click on `item` shows large (None: nothing)."""
        return None

    def log_line(self, event: Event) -> list[Segment] | None:
        """An event as a line of the log drawer (None: not logged)."""
        return None

    def glyph(self, surface: pygame.Surface, kind: str, value: Any, at: tuple[int, int]) -> int:
        """Draw a non-text segment of a log line at `at` (a row 24 px high); returns its
        width with the space after it."""
        return 0


def presenter_for(info: GameInfo) -> Callable[[TableScene], Presenter]:
    """What makes `info`'s presenter for a table: its `GameUI.make_presenter`."""
    if not info.ui:
        raise LookupError(f"{info.title} has no table presenter (GameInfo.ui is empty)")
    make = ui_of(info).make_presenter
    if make is None:
        raise LookupError(f"{info.title} has no table presenter (its GameUI names none)")
    return make
