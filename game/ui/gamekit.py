"""The launcher's, the menus' and the score sheet's questions to a game, answered from its
`GameUI` record (`game.ui.gameui`, where the contract is written) with the defaults that need
the game's description (its title, its categories, its strings)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.core import registry
from game.core.game import GameInfo
from game.ui import theme
from game.ui.gameui import Mode, ui_of

if TYPE_CHECKING:
    from game.ui.scenes.base import Scene


def modes(info: GameInfo) -> tuple[Mode, ...]:
    """The game's modes; none for a game played one way."""
    return tuple(ui_of(info).modes())


def mode_name(t: Any, info: GameInfo, key: str) -> str:
    return str(t.own(info.key, f"mode.{key}", key.replace("_", " ").capitalize()))


def mode_note(t: Any, info: GameInfo, key: str) -> str:
    return str(t.own(info.key, f"mode_note.{key}", ""))


def dress(app: Any, info: GameInfo) -> None:
    """The chosen game's look: no colours or icons left from the previous game, then its own."""
    theme.set_class_look((), ())
    ui_of(info).dress(app)


def title(t: Any, info: GameInfo) -> str:
    return str(t.own(info.key, "title", info.title))


def subtitle(t: Any, info: GameInfo) -> str:
    return str(t.own(info.key, "subtitle", ""))


def progress_text(t: Any, game: str, progress: Mapping[str, int]) -> str:
    """Where a saved game stands, in its game's own words (its `progress_label`, else its string
    `<game>.progress`: Nidavellir's Ages, Arran's Eras, Vedrfolnir's rounds and turns) from the
    numbers its `GameInfo.progress` gave; "" for a game with no such words, or a save that lacks
    a number they need."""
    known = {info.key: info for info in registry.games()}
    label = ui_of(known[game]).progress_label if game in known else None
    if label is not None:
        return label(t, progress)
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
    """The names of the seats the rules play with these options and chairs (a solo clan)."""
    return list(ui_of(info).automaton_names(t, options, chairs))


def verdict(
    t: Any, info: GameInfo, state: Any, options: Mapping[str, Any], names: Sequence[str]
) -> tuple[str, str] | None:
    """The game's own words on who won and why, or None (the highest total wins)."""
    found = ui_of(info).verdict(t, state, options, names)
    return None if found is None else (str(found[0]), str(found[1]))


def category_label(t: Any, info: GameInfo, key: str) -> str:
    """The game's own label (from its data), else `<game>.category.<key>`, else the key
    written as words; "total" is shared."""
    if key == "total":
        return str(t("scores.total"))
    label = ui_of(info).category_label(t, key)
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
    return bool(ui_of(info).category_icon(app, surface, key, centre, radius))


def ai_names(info: GameInfo) -> tuple[str, ...]:
    """Names for AI chairs, at least five, from the game's world."""
    return ui_of(info).ai_names


def stat_categories(info: GameInfo) -> tuple[str, ...]:
    chosen = ui_of(info).stat_categories
    return chosen if chosen is not None else info.categories[:-1]


def emblem(app: Any, info: GameInfo, surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """The game's mark, else the title's initial on a gold medallion."""
    drawn = ui_of(info).emblem
    if drawn is not None:
        drawn(app, surface, centre)
        return
    pygame.draw.circle(surface, theme.GOLD_DARK, centre, 34)
    pygame.draw.circle(surface, theme.GOLD, centre, 34, 3)
    initial = app.assets.text(title(app.t, info)[:1], "display_bold", 40, theme.TEXT)
    surface.blit(initial, initial.get_rect(center=centre))


def shots_tour(info: GameInfo) -> Callable[..., Any] | None:
    """The game's picture tour (`GameUI.take_shots`), or None when it has none."""
    return ui_of(info).take_shots


def _scene_maker(info: GameInfo, name: str) -> Callable[[Any], Scene] | None:
    ui = ui_of(info)
    return {"rules": ui.rules_scene, "calculator": ui.calculator_scene}[name]


def has_scene(info: GameInfo, name: str) -> bool:
    """Whether the game has a `rules` or `calculator` scene (its menu offers only those)."""
    return _scene_maker(info, name) is not None


def scene(app: Any, info: GameInfo, name: str) -> Scene:
    """The game's `rules` or `calculator` scene (ask `has_scene` first)."""
    make = _scene_maker(info, name)
    if make is None:
        raise LookupError(f"{info.title} has no {name} scene")
    return make(app)
