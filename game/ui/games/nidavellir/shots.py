"""`python main.py shots`: a seeded game of Nidavellir played through the real window code, saved
as PNGs (the tour is every taverns game's, `game.ui.tavernkit.tour`).

Chair 0 is played by a seeded random policy through the same clicks a person makes (using the
gods' powers and preferring the heroes whose decisions show); the other chairs are AI chairs.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import Any

from pygame import Rect

from game.core.game import GameInfo
from game.nidavellir.actions import Action, Recruit, declines
from game.nidavellir.expansions.idavoll.flow import DECISIONS as MYTH_DECISIONS
from game.nidavellir.expansions.thingvellir.actions import Camp
from game.nidavellir.expansions.thingvellir.flow import DECISIONS as CAMP_DECISIONS
from game.ui.app import App
from game.ui.scenes.base import Scene
from game.ui.table.scene import TableScene
from game.ui.tavernkit.presenter import TavernsPresenter
from game.ui.tavernkit.tour import Tour

SPECIAL_HEROES = ("thrud", "ylud", "uline")  # shown when they occur, so prefer them


def _chooser(rng: random.Random) -> Callable[[Any, int], Action]:
    def choose(state: Any, seat: int) -> Action:
        actions = state.legal_actions(seat)
        if state.pending() in ("loki", "freya", "odin"):  # use the powers, so they show
            actions = [a for a in actions if not declines(a)] or actions
        camp = [a for a in actions if isinstance(a, Camp)]
        if camp and rng.random() < 0.6:  # go to the camp often, mercenaries first, so the
            mercenaries = [a for a in camp if a.key.startswith("mercenary")]  # enlistment shows
            return rng.choice(mercenaries or camp)
        for key in SPECIAL_HEROES:
            for action in actions:
                if isinstance(action, Recruit) and action.key == key:
                    return action
        return rng.choice(actions)

    return choose


class NidavellirTour(Tour):
    DECISIONS = (
        "recruit",
        "thrud",
        "ylud",
        "uline_bid",
        "keep",
        "transform",
        "discard",
        "trade",
        *MYTH_DECISIONS,
        *CAMP_DECISIONS,
    )
    EVALUATION = "distinctions"
    EVALUATION_FRAMES = 230
    LATER = "age2"

    def chooser(self) -> Callable[[Any, int], Action]:
        choose = _chooser(self.rng)

        def pictured(state: Any, seat: int) -> Action:
            """The first time chair 0 may go to the camp, the camp glowing beside the tavern
            (the table is refreshed and still when a choice is asked)."""
            if "camp" not in self.seen and any(
                isinstance(a, Camp) for a in state.legal_actions(seat)
            ):
                self.seen.add("camp")
                self.app.step(16)
                self.shot("choice_camp")
            return choose(state, seat)

        return pictured

    def moment(self, scene: TableScene, table: TavernsPresenter) -> None:
        """Idavoll's mythology on the table, at the bids of the second round."""
        state = scene.session.state
        if (
            self.chosen["idavoll"]
            and state.age == 1
            and state.round == 2
            and "myths" not in self.seen
            and state.pending() == "bids"
            and not table.flights
        ):
            self.seen.add("myths")
            self.shot("myth_table")

    def zoom_target(self, table: TavernsPresenter) -> Rect:
        """The first hero of the pool."""
        heroes: dict[str, Rect] = table.lay.heroes
        return heroes[next(iter(heroes))]

    def menu_scenes(self) -> list[tuple[str, Callable[[], Scene]]]:
        """Every page of the rules, then the calculator among the shell's scenes."""
        from game.ui.games.nidavellir.calculator import CalculatorScene
        from game.ui.games.nidavellir.rulebook import PAGES
        from game.ui.games.nidavellir.rules import RulesScene

        app = self.app
        pages: list[tuple[str, Callable[[], Scene]]] = [
            (f"rules_{page}", partial(RulesScene, app, page)) for page in PAGES
        ]
        shell = super().menu_scenes()
        return [*pages, shell[0], ("calculator", partial(CalculatorScene, app)), *shell[1:]]


def take_shots(
    out: Path,
    info: GameInfo,
    players: int = 4,
    seed: int = 1,
    options: Mapping[str, bool] | None = None,
    lang: str = "en",
    app: App | None = None,
) -> list[Path]:
    """The pictures, in `lang`, of a game of `info` with `options` (the moments pictured are
    Nidavellir's decisions); `app` lets a test watch the window (its other settings, such as the
    compact table, are kept)."""
    return NidavellirTour(out, info, players, seed, options, lang, app).run()
