"""What the launcher and the menus ask of a game's UI module (`GameInfo.ui`), every part optional.

A game's UI module may export:

- `dress(app)`: called when the game is chosen (at start-up for the remembered game, then from
  the launcher): its colours and icons from its own data (`theme.set_class_look`), and whatever
  its table reads from the app (Nidavellir sets `app.rules` and `app.faces`).
- `emblem(app, surface, centre)`: its mark on the launcher and at the top of its menu (default:
  the title's initial on a gold medallion).
- `category_icon(app, surface, key, centre, radius) -> bool`: draws the icon of a score
  category, if it has one, beside its label on the statistics and the score sheet.
- `category_label(t, key) -> str | None`: a score category's label in `t`'s language when the
  game's data names it (Arran's Orders), so the strings need not repeat the data; None leaves it
  to the strings (`<game>.category.<key>`).
- `automaton_names(t, options, chairs) -> list[str]`: the names of the seats the rules play
  (a solo clan, Brynhildr), in the order of `Outcome.others`; `chairs` are the chairs' names.
- `verdict(t, state, options, names) -> (headline, reason) | None`: who won, said by the game
  where its rules decide something other than the highest total (a tie-break, a solo
  opponent), and why; `names` are the sheet's columns, the chairs' then the others'.
  Without it, or when it returns None, the sheet names the highest total.
- `AI_NAMES`: the names the new-game form and the demo give AI chairs, from the game's world
  (default: Nidavellir's dwarves).
- `STAT_CATEGORIES`: the categories the statistics table has room for (default: all but total).
- `rules_scene(app)`, `calculator_scene(app)`: the scenes behind the menu's "Rules" and "Score
  calculator"; a game without one has no such entry.
- `modes()`: the ways the game is played (`Mode`), named at the top of the new-game form: a
  solo opponent, a two-player variant. A game without it is played one way.
- `take_shots(out, info, players, seed, options, lang)`: `python main.py shots`, a seeded game
  played through the window with a picture at each key moment; a game without it has no tour.

A game whose UI module does not exist yet (a rules core still being written) is listed and set
up with the defaults; its table needs the module.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pygame

from game.core.game import GameInfo, OptionValue
from game.ui import theme

if TYPE_CHECKING:
    from game.ui.scenes.base import Scene

_modules: dict[str, ModuleType | None] = {}
DWARF_NAMES = ("Brokk", "Eitri", "Dvalin", "Sindri", "Alviss", "Hreidmar")


def ui_module(info: GameInfo) -> ModuleType | None:
    """The game's UI module, imported on first use (None when it has none yet)."""
    if info.key not in _modules:
        name = info.ui
        found = bool(name) and importlib.util.find_spec(name) is not None
        _modules[info.key] = importlib.import_module(name) if found else None
    return _modules[info.key]


def _hook(info: GameInfo, name: str) -> Any:
    return getattr(ui_module(info), name, None)


@dataclass(frozen=True)
class Mode:
    """A way a game is played, chosen by name on the new-game form: the options it sets (a solo
    opponent) and the player counts it is played by (None: those the options allow). Its name
    is the game's string `mode.<key>`, a line saying what it is `mode_note.<key>`."""

    key: str
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    players: range | None = None


def modes(info: GameInfo) -> tuple[Mode, ...]:
    """The game's modes, from its `modes` hook; none for a game played one way."""
    hook = _hook(info, "modes")
    return tuple(hook()) if hook is not None else ()


def mode_name(t: Any, info: GameInfo, key: str) -> str:
    return str(t.own(info.key, f"mode.{key}", key.replace("_", " ").capitalize()))


def mode_note(t: Any, info: GameInfo, key: str) -> str:
    return str(t.own(info.key, f"mode_note.{key}", ""))


def dress(app: Any, info: GameInfo) -> None:
    """The chosen game's look: no colours or icons left from the previous game, then its own."""
    theme.set_class_look((), ())
    hook = _hook(info, "dress")
    if hook is not None:
        hook(app)


def title(t: Any, info: GameInfo) -> str:
    return str(t.own(info.key, "title", info.title))


def subtitle(t: Any, info: GameInfo) -> str:
    return str(t.own(info.key, "subtitle", ""))


def progress_text(t: Any, game: str, progress: Mapping[str, int]) -> str:
    """Where a saved game stands, in its game's own words (`<game>.progress`: Nidavellir's Ages,
    Arran's Eras, Vedrfolnir's rounds and turns) from the numbers its `GameInfo.progress` gave;
    "" for a game with no such words, or a save that lacks a number they need."""
    words = t.own(game, "progress", "")
    try:
        return str(words.format(**progress))
    except (KeyError, IndexError, ValueError):
        return ""


def option_label(t: Any, info: GameInfo, key: str) -> str:
    """`<game>.option.<key>`, else the option's own help line (a test game has no strings)."""
    option = next(o for o in info.options if o.key == key)
    return str(t.own(info.key, f"option.{key}", option.help[:1].upper() + option.help[1:]))


def choice_label(t: Any, info: GameInfo, key: str, value: str) -> str:
    """`<game>.option_choice.<key>.<value>`, else the value itself: the name of one choice of
    an option (a solo opponent)."""
    return str(t.own(info.key, f"option_choice.{key}.{value}", value.replace("_", " ")))


def choice_share(t: Any, info: GameInfo, key: str, value: str) -> str:
    """`<game>.option_share.<key>.<value>`: the share of games the normal AI wins in the
    player's chair against that choice (a solo opponent's difficulty, as measured), or ""."""
    return str(t.own(info.key, f"option_share.{key}.{value}", ""))


def automaton_names(
    t: Any, info: GameInfo, options: Mapping[str, Any], chairs: Sequence[str]
) -> list[str]:
    """The names of the seats the rules play with these options and chairs (a solo clan), from
    the game's `automaton_names` hook; a game without one has none."""
    hook = _hook(info, "automaton_names")
    return list(hook(t, options, chairs)) if hook is not None else []


def verdict(
    t: Any, info: GameInfo, state: Any, options: Mapping[str, Any], names: Sequence[str]
) -> tuple[str, str] | None:
    """The game's own words on who won and why (its `verdict` hook), or None."""
    hook = _hook(info, "verdict")
    found = hook(t, state, options, names) if hook is not None else None
    return None if found is None else (str(found[0]), str(found[1]))


def category_label(t: Any, info: GameInfo, key: str) -> str:
    """The game's own label (its `category_label` hook, from its data), else
    `<game>.category.<key>`, else the key written as words; "total" is shared."""
    if key == "total":
        return str(t("scores.total"))
    hook = _hook(info, "category_label")
    label = hook(t, key) if hook is not None else None
    if label is not None:
        return str(label)
    return str(t.own(info.key, f"category.{key}", key.replace("_", " ").capitalize()))


def category_icon(
    app: Any,
    info: GameInfo,
    surface: pygame.Surface,
    key: str,
    centre: tuple[int, int],
    radius: int = 15,
) -> bool:
    """Draw the category's icon in a disc of `radius`; False when it has none."""
    hook = _hook(info, "category_icon")
    return bool(hook(app, surface, key, centre, radius)) if hook is not None else False


def ai_names(info: GameInfo) -> tuple[str, ...]:
    """Names for AI chairs, at least five: the game's own `AI_NAMES`, else the dwarves'."""
    chosen = _hook(info, "AI_NAMES")
    return tuple(chosen) if chosen is not None else DWARF_NAMES


def stat_categories(info: GameInfo) -> tuple[str, ...]:
    chosen = _hook(info, "STAT_CATEGORIES")
    return tuple(chosen) if chosen is not None else info.categories[:-1]


def emblem(app: Any, info: GameInfo, surface: pygame.Surface, centre: tuple[int, int]) -> None:
    hook = _hook(info, "emblem")
    if hook is not None:
        hook(app, surface, centre)
        return
    pygame.draw.circle(surface, theme.GOLD_DARK, centre, 34)
    pygame.draw.circle(surface, theme.GOLD, centre, 34, 3)
    initial = app.assets.text(title(app.t, info)[:1], "display_bold", 40, theme.TEXT)
    surface.blit(initial, initial.get_rect(center=centre))


def shots_tour(info: GameInfo) -> Any:
    """The game's `take_shots`, or None when it has no picture tour."""
    return _hook(info, "take_shots")


def has_scene(info: GameInfo, name: str) -> bool:
    """Whether the game has a `rules` or `calculator` scene (its menu offers only those)."""
    return _hook(info, f"{name}_scene") is not None


def scene(app: Any, info: GameInfo, name: str) -> Scene:
    """The game's `rules` or `calculator` scene (ask `has_scene` first)."""
    hook = _hook(info, f"{name}_scene")
    if hook is None:
        raise LookupError(f"{info.title} has no {name} scene")
    scene: Scene = hook(app)
    return scene
