"""`python main.py shots --game arran`: a seeded game of Guerres d'Arran played through the real
window code, saved as PNGs at each key moment, for review by eye (the tour is every taverns
game's, `game.ui.tavernkit.tour`).

Chair 0 is played by a seeded random policy through the same clicks a person makes (preferring
the Cognars whose decisions show: Svara, Derdhr, Kardum, Oboron and the Mercenaries); the other
chairs are AI chairs.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from pygame import Rect

from game.arran.actions import Recruit
from game.core.game import GameInfo
from game.ui.app import App
from game.ui.scenes.base import Scene
from game.ui.tavernkit.presenter import TavernsPresenter
from game.ui.tavernkit.tour import Tour

SHOWN_COGNARS = ("svara", "derdhr", "kardum", "oboron", "gaat", "tadgar", "lygdr", "wal")


def _chooser(rng: random.Random) -> Callable[[Any, int], Any]:
    def choose(state: Any, seat: int) -> Any:
        actions = state.legal_actions(seat)
        for key in SHOWN_COGNARS:
            for action in actions:
                if isinstance(action, Recruit) and action.key == key:
                    return action
        return rng.choice(actions)

    return choose


class ArranTour(Tour):
    DECISIONS = (
        "pick",
        "discard_card",
        "upgrade_purse",
        "transform",
        "recruit",
        "column",
        "svara",
        "give_up",
    )

    def chooser(self) -> Callable[[Any, int], Any]:
        return _chooser(self.rng)

    def zoom_target(self, table: TavernsPresenter) -> Rect:
        """An award still in the holder, or else a Cognar of the pool."""
        award = next(iter(table.lay.awards.values()), None)
        pool: Rect = next(iter(table.lay.pool.values()))
        return award or pool

    def menu_scenes(self) -> list[tuple[str, Callable[[], Scene]]]:
        """The rules and calculator when the game has them, then the shell's scenes."""
        return self.game_scenes() + super().menu_scenes()


def take_shots(
    out: Path,
    info: GameInfo,
    players: int = 3,
    seed: int = 1,
    options: Mapping[str, bool] | None = None,
    lang: str = "en",
    app: App | None = None,
) -> list[Path]:
    """The pictures, in `lang`, of a seeded game of `players` Lords."""
    return ArranTour(out, info, players, seed, options, lang, app).run()
