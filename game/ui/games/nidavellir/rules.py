"""The rules, as tabbed pages that scroll: a round, the dwarves, the heroes, offerings and
distinctions, coins and gems, the final score, Idavoll and Thingvellir.

Reached from the main menu and from the pause menu. The scene is the shared one
(`game.ui.rulepages`); the pages are Nidavellir's (`game.ui.games.nidavellir.rulebook`).
"""

from __future__ import annotations

from typing import Any

from game.ui import rulepages
from game.ui.games.nidavellir.rulebook import PAGES, build_page


class RulesScene(rulepages.RulesScene):
    """Nidavellir's eight pages, opened on `page`."""

    def __init__(self, app: Any, page: str = PAGES[0]) -> None:
        super().__init__(app, PAGES, build_page, page)
