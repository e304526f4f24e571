"""`python main.py shots` for a game on the taverns engine: a seeded game played through the real
window code, saved as PNGs at each scene and key moment, for review by eye.

Chair 0 is played by the game's seeded policy through the same clicks a person makes; the other
chairs are AI chairs. The moments are the same for every taverns game (the menu, the new game,
the first bid drafted, the first reveal, each decision the first time it is asked, the evaluation,
the table in the second age with a tooltip, a zoom, the log, the live scores, pause and save,
the score sheet, the scenes around the table); a game's `Tour` names its decisions, its choices
and its own scenes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, ClassVar

from pygame import Rect

from game.core.game import GameInfo
from game.core.session import AI, HUMAN, Seat, Session
from game.taverns.flow import TAVERN
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, hover, play_action
from game.ui.scenes.base import Scene
from game.ui.scenes.menus import MenuScene, NewGameScene, PauseScene
from game.ui.scenes.saves import LoadScene, SaveScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.table.scene import TableScene
from game.ui.tavernkit.presenter import TavernsPresenter

PARKED = (2, 898)  # a corner where the pointer hovers nothing
OPPONENTS = ("Brokk", "Eitri", "Dvalin", "Sindri")


class Tour:
    """One run of the picture tour. A game subclasses it: its decisions pictured, its shot
    names, and the hooks `chooser`, `moment`, `zoom_target` and `menu_scenes`."""

    DECISIONS: ClassVar[tuple[str, ...]] = ()  # pictured the first time each is asked
    EVALUATION: ClassVar[str] = "evaluation"  # the evaluation's picture
    EVALUATION_FRAMES: ClassVar[int] = 300  # frames until every award of it is shown
    LATER: ClassVar[str] = "era2"  # the table in the second age

    def __init__(
        self,
        out: Path,
        info: GameInfo,
        players: int,
        seed: int,
        options: Mapping[str, bool] | None,
        lang: str,
        app: App | None,
    ) -> None:
        self.out, self.info, self.players, self.seed = out, info, players, seed
        self.chosen = info.options_from(options)
        self.app = App() if app is None else app
        self.app.set_language(lang)
        self.app.choose_game(info)
        self.rng = random.Random(seed)
        self.saved: list[Path] = []
        self.seen: set[str] = set()

    # ------------------------------------------------------------------ hooks

    def chooser(self) -> Callable[[Any, int], Any]:
        """How chair 0 chooses its action (seeded by `self.rng`)."""
        raise NotImplementedError

    def moment(self, scene: TableScene, table: TavernsPresenter) -> None:
        """A picture of the game's own, checked every frame (none by default)."""

    def zoom_target(self, table: TavernsPresenter) -> Rect:
        """The card the zoom picture enlarges."""
        raise NotImplementedError

    def menu_scenes(self) -> list[tuple[str, Callable[[], Scene]]]:
        """The scenes around the table, pictured after the score sheet, made when shown."""
        app = self.app
        return [
            ("settings", lambda: SettingsScene(app)),
            ("statistics", lambda: StatsScene(app)),
            ("load", lambda: LoadScene(app)),
        ]

    # ------------------------------------------------------------------ the tour

    def shot(self, name: str) -> None:
        if name != "tooltip":  # no tooltip left over from the last click in the picture
            hover(self.app, PARKED)
        path = self.out / f"{len(self.saved):02d}_{name}.png"
        self.app.screenshot(path)
        self.saved.append(path)

    def run(self) -> list[Path]:
        """The pictures, in order."""
        app, shot, seen = self.app, self.shot, self.seen
        app.push(MenuScene(app))
        app.step(FRAME_MS)
        shot("menu")
        setup = NewGameScene(app)
        app.push(setup)
        app.step(FRAME_MS)
        setup.count = self.players
        setup.options.update(self.chosen)
        app.step(FRAME_MS)
        shot("new_game")
        seats = [Seat("Astrid", HUMAN)] + [
            Seat(n, AI, "normal") for n in OPPONENTS[: self.players - 1]
        ]
        session = Session(seats, self.seed, self.chosen, self.info)
        scene = TableScene(app, session)
        table = scene.presenter
        assert isinstance(table, TavernsPresenter)
        app.replace(scene)
        choose = self.chooser()
        frames = 0
        while app.scenes and app.scenes[-1] is scene and frames < 100_000:
            frames += 1
            state = session.state
            pending = state.pending()
            if session.waiting_humans() and not table.flights and not scene.thinking:
                scene._refresh()
                action = choose(state, 0)
                if pending == "bids" and "bidding" not in seen:
                    seen.add("bidding")
                    plan = scene.click_plan(action)
                    for pos in plan[:-1]:  # the whole draft, before Confirm
                        click(app, pos)
                    shot("bidding")
                    click(app, plan[-1])
                    continue
                if pending in self.DECISIONS and pending not in seen:
                    seen.add(pending)
                    while table.evaluation_clock is not None:  # let the evaluation finish
                        app.step(FRAME_MS)
                    app.step(FRAME_MS)
                    shot(f"choice_{pending}")
                play_action(app, scene, action)
                continue
            app.step(FRAME_MS)
            if (
                state.phase == TAVERN
                and state.tavern == 0
                and table.flip_ms
                and "reveal" not in seen
            ):
                seen.add("reveal")
                self._settle(scene, table)
                shot("reveal")
            if table.evaluation and self.EVALUATION not in seen:
                seen.add(self.EVALUATION)
                for _ in range(self.EVALUATION_FRAMES):  # until every award is revealed
                    app.step(FRAME_MS)
                shot(self.EVALUATION)
            scene.recent.clear()
            self.moment(scene, table)
            if state.age == 2 and state.round == 2 and self.LATER not in seen and not table.flights:
                seen.add(self.LATER)
                shot(f"{self.LATER}_table")
                self._help_shots(scene, table)
        for _ in range(30):
            app.step(FRAME_MS)
        shot("score_sheet")
        for name, make in self.menu_scenes():
            app.push(make())
            app.step(FRAME_MS)
            shot(name)
            app.pop()
        app.close()
        return self.saved

    def _settle(self, scene: TableScene, table: TavernsPresenter) -> None:
        """Let every coin finish turning over and every card land, so a picture never catches a
        coin edge-on; the AI chairs wait meanwhile."""
        wait, scene.ai_wait = scene.ai_wait, 10_000.0
        for _ in range(200):
            if not table.flip_ms and not table.flights:
                break
            self.app.step(FRAME_MS)
        self.app.step(FRAME_MS)
        scene.ai_wait = wait

    def _help_shots(self, scene: TableScene, table: TavernsPresenter) -> None:
        """Tooltip, zoom, log, the live score pad, pause and save, over the table in the second
        age."""
        app, shot = self.app, self.shot
        assert table.lay is not None
        box = table.lay.seats[scene.viewer]
        target = next(iter(box.strips.values()), box.columns[0])
        scene.ai_wait = 10_000.0  # hold the AI chairs still for the pictures
        hover(app, target.center)
        for _ in range(30):
            app.step(FRAME_MS)
        shot("tooltip")
        click(app, self.zoom_target(table).center, button=3)
        shot("zoom")
        click(app, (5, 5))
        scene.log_open = True
        app.step(FRAME_MS)
        shot("log")
        scene.log_open = False
        scene.show_scores = True
        app.step(FRAME_MS)
        shot("live_scores")
        scene.show_scores = False
        for name, over in (
            ("pause", PauseScene(app, scene.session)),
            ("save", SaveScene(app, scene.session)),
        ):
            app.push(over)
            app.step(FRAME_MS)
            shot(name)
            if isinstance(over, SaveScene):  # saved under its default name, for the load list
                over.save()
            getattr(over, "close", lambda: None)()
            app.pop()
        scene.ai_wait = 0.0
