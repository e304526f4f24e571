"""Vedrfolnir as the launcher and the menus show it: its emblem, its score categories' labels and
icons (the rune types from its data), and its rules scene (parts of its `GameUI`,
`game.ui.gameui`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.games.vedrfolnir import faces as F
from game.ui.gameui import Mode
from game.ui.scenes.base import Scene
from game.vedrfolnir.data import default_rules

# Every category has room in the statistics table (the total is added by the table itself).
STAT_CATEGORIES = ("odin", "thor", "tyr", "surtr", "freyja")
_GLYPHS = {
    "odin": "odin",
    "thor": "thor",
    "surtr": "surtr",
    "tyr": "odin_or_thor",
    "freyja": "each",
}


def dress(app: Any) -> None:
    """The card data, read once here so the first table opens at once."""
    default_rules()


def modes() -> tuple[Mode, ...]:
    """The standard game, the two players with the Æsir and the solo game against Brynhildr, each
    with the player counts its data gives it, the largest counts first."""
    counts: dict[str, list[int]] = {}
    for players, line in sorted(default_rules().seats.items(), reverse=True):
        counts.setdefault(line.mode, []).append(players)
    return tuple(Mode(mode, players=range(min(c), max(c) + 1)) for mode, c in counts.items())


def emblem(app: Any, surface: pygame.Surface, centre: tuple[int, int]) -> None:
    F.emblem(surface, centre, 32)


def category_label(t: Any, key: str) -> str | None:
    """The rune types by their names in the data; Tyr and Freyja from the strings."""
    rules = default_rules()
    if key in ("odin", "thor", "surtr"):
        return str(getattr(rules.rune_type(key).name, t.lang))
    return None


def category_icon(
    app: Any, surface: pygame.Surface, key: str, centre: tuple[int, int], radius: int = 15
) -> bool:
    """A rune type's glyph (Tyr: Odin or Thor; Freyja: every type)."""
    rune = _GLYPHS.get(key)
    if rune is None:
        return False
    F.rune_glyph(surface, rune, centre, 2 * radius, on_dark=True)
    return True


def rules_scene(app: Any) -> Scene:
    """The menus' "Rules" (the text helper's pages, imported only when they open)."""
    from game.ui.games.vedrfolnir import rules

    scene: Scene = rules.rules_scene(app)
    return scene
