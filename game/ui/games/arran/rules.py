"""Arran's rules scene: the game, a round, a Lord's turn, the Cognars, the talions, the end of
the Eras, the scoring and our readings, as tabbed pages that scroll.

The scene is the shared one (`game.ui.rulepages`: panel, tabs, scrolling, fades, keys 1–8 and the
arrows), reached from the menus through `game.ui.gamekit` (`rules_scene`); the pages are Arran's
(`game.ui.games.arran.rulebook`).
"""

from __future__ import annotations

from typing import Any

from game.ui import rulepages
from game.ui.games.arran.rulebook import PAGES, build_page
from game.ui.scenes.base import Scene


class ArranRulesScene(rulepages.RulesScene):
    """Arran's eight pages, opened on `page`."""

    def __init__(self, app: Any, page: str = PAGES[0]) -> None:
        super().__init__(app, PAGES, build_page, page)


def rules_scene(app: Any) -> Scene:
    """Its `GameUI.rules_scene` (the menus' "Rules")."""
    return ArranRulesScene(app)
