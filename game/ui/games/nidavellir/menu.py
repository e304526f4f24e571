"""Nidavellir as the launcher and the menus show it: its class colours and icons, taken from
`data/nidavellir/classes.yaml` when the game is chosen, its emblem, its score categories' icons,
its rules and its score calculator (parts of its `GameUI`, `game.ui.gameui`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.art.nidavellir import CLASS_ICONS
from game.nidavellir.data import CLASS_KEYS, GIANT, GOD, VALKYRIE, default_rules
from game.nidavellir.scoring import MYTH_CATEGORIES
from game.nidavellir.solo import OPPONENTS
from game.ui import theme
from game.ui.games.nidavellir.campfaces import CAMP_COLOUR, camp_icon
from game.ui.games.nidavellir.cards import Faces
from game.ui.games.nidavellir.mythfaces import KIND_COLOURS
from game.ui.games.nidavellir.mythfaces import emblem as myth_emblem
from game.ui.gameui import Mode
from game.ui.scenes.base import Scene

# The classes have room in the statistics table; the other categories are on the score sheet.
STAT_CATEGORIES = CLASS_KEYS
MYTH_KINDS = dict(zip(MYTH_CATEGORIES, (GOD, GIANT, VALKYRIE), strict=True))


def _colours() -> tuple[tuple[int, int, int], ...]:
    """The class colours in column order, then the neutral grey (the data is loaded once)."""
    rules = default_rules()
    return (*(c.colour for c in rules.classes), rules.neutral_colour)


def dress(app: Any) -> None:
    """The rules data, the class colours and icons, and the card faces the table draws with, in
    the player's language."""
    app.rules = default_rules()
    theme.set_class_look(_colours(), CLASS_ICONS)
    app.faces = Faces(app.assets, app.rules)
    app.faces.set_language(app.t.lang)


def emblem(app: Any, surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """The five classes side by side, each in its colour with its icon (drawn from the data, as
    the launcher shows it while another game is dressed)."""
    x0, y = centre[0] - 2 * 60, centre[1]
    for i, (name, colour) in enumerate(zip(CLASS_KEYS, _colours(), strict=False)):
        x = x0 + i * 60
        pygame.draw.circle(surface, colour, (x, y), 22)
        pygame.draw.circle(surface, theme.GOLD, (x, y), 22, 2)
        icon = app.assets.icon(name, 30)
        surface.blit(icon, icon.get_rect(center=(x, y)))


def category_icon(
    app: Any, surface: pygame.Surface, key: str, centre: tuple[int, int], radius: int = 15
) -> bool:
    """A class's icon on its colour, a mythology category's emblem, the artifacts' ring; nothing
    for the others."""
    if key in CLASS_KEYS:
        cls = CLASS_KEYS.index(key)
        pygame.draw.circle(surface, theme.CLASS_COLOURS[cls], centre, radius)
        icon = app.assets.icon(theme.CLASS_ICONS[cls], radius * 7 // 5)
        surface.blit(icon, icon.get_rect(center=centre))
        return True
    if key in MYTH_KINDS:
        pygame.draw.circle(surface, KIND_COLOURS[MYTH_KINDS[key]], centre, radius)
        myth_emblem(surface, MYTH_KINDS[key], centre, radius * 2 // 3)
        return True
    if key == "artifacts":  # Thingvellir's: Draupnir's ring on the camp's teal
        pygame.draw.circle(surface, CAMP_COLOUR, centre, radius)
        ring = camp_icon("draupnir", radius * 3 // 2)
        surface.blit(ring, ring.get_rect(center=centre))
        return True
    return False


def rules_scene(app: Any) -> Scene:
    from game.ui.games.nidavellir.rules import RulesScene

    return RulesScene(app)


def calculator_scene(app: Any) -> Scene:
    from game.ui.games.nidavellir.calculator import CalculatorScene

    return CalculatorScene(app)


def modes() -> tuple[Mode, ...]:
    """Clans around the table, or one player alone against each scripted clan (the `solo`
    option's opponents, in its order)."""
    return tuple(
        Mode("table" if opponent == OPPONENTS[0] else opponent, {"solo": opponent})
        for opponent in OPPONENTS
    )


def automaton_names(t: Any, options: Mapping[str, Any], chairs: Sequence[str] = ()) -> list[str]:
    """The seats the rules play: the solo opponent ("Neutral clan", "Andvari"), if any."""
    solo = options.get("solo", "off")
    return [] if solo == "off" else [str(t(f"nidavellir.solo.{solo}"))]


def verdict(
    t: Any, state: Any, options: Mapping[str, Any], names: Sequence[str]
) -> tuple[str, str] | None:
    """A solo game tied on points goes to the clan (the rules' reading S3): the sheet says so
    rather than leave two "1st (tied)" under one winner."""
    outcome = state.outcome()
    if not outcome.others or outcome.winners or outcome.others[0]["total"] != outcome.totals[0]:
        return None
    score = outcome.totals[0]
    headline = t.plural("scores.winner", score, name=names[1])
    return str(headline), str(t(f"solo.tie.{options['solo']}"))
