"""What a game gives the window: its table presenter, how the launcher and the menus show it,
how its saves are listed and read back, where `bench ui` measures its table.

Why one typed record rather than optional module attributes: the window is written once for
every game, and the contract it relies on is then checked by mypy and documented in one place,
as `game/ai/hooks.py` does for the AI. Every field has a default, so a game starts with only its
presenter and adds the rest as it grows.

A game names its UI module in `GameInfo.ui`; that module exports `UI`, a `GameUI`. It is imported
only when the game is chosen (start-up imports no game's rules). A game whose UI module does not
exist yet (a rules core still being written) is listed and set up with the defaults; its table
needs the module. No pygame is imported here, so the save code may ask a game for its upgrade.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from game.core.game import GameInfo, OptionValue

if TYPE_CHECKING:
    import pygame

    from game.ui.games import Presenter
    from game.ui.savedata import SaveUpgrade
    from game.ui.scenes.base import Scene
    from game.ui.table.scene import TableScene

DWARF_NAMES = ("Brokk", "Eitri", "Dvalin", "Sindri", "Alviss", "Hreidmar")


@dataclass(frozen=True)
class Mode:
    """A way a game is played, chosen by name on the new-game form: the options it sets (a solo
    opponent) and the player counts it is played by (None: those the options allow). Its name
    is the game's string `mode.<key>`, a line saying what it is `mode_note.<key>`."""

    key: str
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    players: range | None = None


def _bare(app: Any) -> None:
    return None


def _one_way() -> tuple[Mode, ...]:
    return ()


def _no_icon(
    app: Any, surface: pygame.Surface, key: str, centre: tuple[int, int], radius: int
) -> bool:
    return False


def _no_label(t: Any, key: str) -> str | None:
    return None


def _no_automata(t: Any, options: Mapping[str, Any], chairs: Sequence[str]) -> list[str]:
    return []


def _highest_total(
    t: Any, state: Any, options: Mapping[str, Any], names: Sequence[str]
) -> tuple[str, str] | None:
    return None


@dataclass(frozen=True)
class GameUI:
    """A game's side of the window. `app` is the window (`game.ui.app.App`), `t` its strings;
    the game's own strings are `<game>.<key>` (`t.own`)."""

    # Makes the game's presenter for a table (`game.ui.games.Presenter`, the contract of the
    # table shell). None: the game is listed and set up but has no table yet.
    make_presenter: Callable[[TableScene], Presenter] | None = None
    # Called when the game is chosen (at start-up for the remembered game, then from the
    # launcher), after the previous game's class look is dropped: its colours and icons from its
    # own data (`theme.set_class_look`), and whatever its table reads from the app (Nidavellir
    # sets `app.rules` and `app.faces`).
    dress: Callable[[Any], None] = _bare
    # Its mark on the launcher and at the top of its menu, centred on the point given. None: the
    # title's initial on a gold medallion.
    emblem: Callable[[Any, pygame.Surface, tuple[int, int]], None] | None = None
    # Draws the icon of a score category in a disc of the radius given, beside its label on the
    # statistics and the score sheet; False when that category has none.
    category_icon: Callable[[Any, pygame.Surface, str, tuple[int, int], int], bool] = _no_icon
    # A score category's label in `t`'s language when the game's data names it (Arran's
    # Orders), so the strings need not repeat the data; None leaves it to `<game>.category.<key>`.
    category_label: Callable[[Any, str], str | None] = _no_label
    # (t, options, chairs' names): the names of the seats the rules play (a solo clan,
    # Brynhildr), in the order of `Outcome.others`.
    automaton_names: Callable[[Any, Mapping[str, Any], Sequence[str]], list[str]] = _no_automata
    # (t, state, options, the sheet's columns: the chairs' then the others'): who won and why,
    # said by the game where its rules decide something other than the highest total (a
    # tie-break, a solo opponent), as (headline, reason). None: the sheet names the highest total.
    verdict: Callable[[Any, Any, Mapping[str, Any], Sequence[str]], tuple[str, str] | None] = (
        _highest_total
    )
    # The names the new-game form and the demo give AI chairs, at least five, from its world.
    ai_names: tuple[str, ...] = DWARF_NAMES
    # The categories the statistics table has room for. None: every category but the total.
    stat_categories: tuple[str, ...] | None = None
    # The scenes behind the menu's "Rules" and "Score calculator"; None: no such entry.
    rules_scene: Callable[[Any], Scene] | None = None
    calculator_scene: Callable[[Any], Scene] | None = None
    # The ways the game is played (`Mode`), named at the top of the new-game form: a solo
    # opponent, a two-player variant. Empty: the game is played one way.
    modes: Callable[[], tuple[Mode, ...]] = _one_way
    # `python main.py shots`: (out, info, players, seed, options, lang) -> the pictures of a
    # seeded game played through the window. None: the game has no picture tour.
    take_shots: Callable[..., list[Path]] | None = None
    # (t, numbers of `GameInfo.progress`) -> where a saved game stands, for the list of saves.
    # None: the game's string `<game>.progress` filled with those numbers.
    progress_label: Callable[[Any, Mapping[str, int]], str] | None = None
    # How the game reads back its saves of earlier formats (`game.ui.savedata.SaveUpgrade`).
    # None: it reads only the current format.
    save_upgrade: SaveUpgrade | None = None
    # Where `bench ui` measures the table: the first position of its seeded random game where
    # this holds (a late, crowded table). None: two thirds into that game.
    bench_position: Callable[[Any], bool] | None = None


DEFAULT = GameUI()
_modules: dict[str, ModuleType | None] = {}


def ui_module(info: GameInfo) -> ModuleType | None:
    """The game's UI module, imported on first use (None when it has none yet)."""
    if info.key not in _modules:
        name = info.ui
        found = bool(name) and importlib.util.find_spec(name) is not None
        _modules[info.key] = importlib.import_module(name) if found else None
    return _modules[info.key]


def ui_of(info: GameInfo) -> GameUI:
    """The game's `UI` record, or the defaults for a game without a UI module yet."""
    module = ui_module(info)
    if module is None:
        return DEFAULT
    record = getattr(module, "UI", None)
    if not isinstance(record, GameUI):
        raise TypeError(f"{info.ui} (the window of {info.title}) must export UI, a GameUI")
    return record
