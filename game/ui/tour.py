"""What every game's picture tour (`python main.py shots`) shares, whatever engine it runs on:
the app set up for the game and language, a picture saved as a numbered PNG with the pointer
parked out of the way, the menu and new-game pictures that open a tour, the help pictures over
the table (tooltip, zoom, log, live scores, pause and save) and the scenes around the table that
close it.

A game's tour subclasses `Tour` and plays the game itself, since what is worth a picture is the
game's own; the taverns games share theirs in `game.ui.tavernkit.tour`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from pathlib import Path

from pygame import Rect

from game.core.game import GameInfo, Options
from game.ui import gamekit
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, hover
from game.ui.scenes.base import Scene
from game.ui.scenes.menus import MenuScene, NewGameScene, PauseScene
from game.ui.scenes.saves import LoadScene, SaveScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.table.scene import TableScene

PARKED = (2, 898)  # a corner where the pointer hovers nothing
HOLD_MS = 10_000.0  # the AI chairs' pause while a picture is taken: longer than any they think
SETTLE_FRAMES = 400  # at most this many frames for a table to come to rest before its picture


class Tour:
    """One run of a picture tour: the app, the game's options, the seeded chance of the chairs
    and the pictures saved so far."""

    def __init__(
        self,
        out: Path,
        info: GameInfo,
        players: int,
        seed: int,
        options: Options | None,
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

    def shot(self, name: str, moment: bool = False) -> None:
        """The window, saved as the next numbered picture. A table on top is let come to rest
        first, its AI chairs held until the picture is taken: every card and coin landed and
        any moment skipped, as a player's click would (`settle`), unless the picture is of
        the `moment` itself, which then keeps playing once the cards have landed."""
        scene = self.app.scenes[-1] if self.app.scenes else None
        table = scene if isinstance(scene, TableScene) else None
        held = 0.0
        if table is not None:
            held, table.ai_wait = table.ai_wait, HOLD_MS
            self.settle(table, moment)
        if name != "tooltip":  # no tooltip left over from the last click in the picture
            hover(self.app, PARKED)
        path = self.out / f"{len(self.saved):02d}_{name}.png"
        self.app.screenshot(path)
        self.saved.append(path)
        if table is not None:
            table.ai_wait = held

    def settle(self, scene: TableScene, moment: bool = False) -> None:
        """Run frames until nothing on the table moves and no moment plays (skipped as they
        start), or with `moment` until the cards have landed only."""
        for _ in range(SETTLE_FRAMES):
            if not moment:
                scene.moments.skip()
            if not scene.presenter.busy() and (moment or scene.settled()):
                return
            self.app.step(FRAME_MS)

    def opening_shots(self) -> None:
        """The menu, then the new-game scene set to the tour's players and options."""
        app = self.app
        app.push(MenuScene(app))
        app.step(FRAME_MS)
        self.shot("menu")
        setup = NewGameScene(app)
        app.push(setup)
        app.step(FRAME_MS)
        setup.count = self.players
        setup.options.update(self.chosen)
        app.step(FRAME_MS)
        self.shot("new_game")

    def help_shots(self, scene: TableScene, hovered: Rect, zoomed: Rect) -> None:
        """The tooltip of `hovered`, the zoom on `zoomed`, the log, the live score pad, pause
        and save, over the table; the save is kept under its default name, for the load list."""
        app = self.app
        hover(app, hovered.center)
        for _ in range(30):
            app.step(FRAME_MS)
        self.shot("tooltip")
        click(app, zoomed.center, button=3)
        self.shot("zoom")
        click(app, (5, 5))
        scene.log_open = True
        app.step(FRAME_MS)
        self.shot("log")
        scene.log_open = False
        scene.show_scores = True
        app.step(FRAME_MS)
        self.shot("live_scores")
        scene.show_scores = False
        for name, over in (
            ("pause", PauseScene(app, scene.session)),
            ("save", SaveScene(app, scene.session)),
        ):
            app.push(over)
            app.step(FRAME_MS)
            self.shot(name)
            if isinstance(over, SaveScene):
                over.save()
            getattr(over, "close", lambda: None)()
            app.pop()

    def game_scenes(self) -> list[tuple[str, Callable[[], Scene]]]:
        """The game's rules and calculator, for a game that has them (`game.ui.gamekit`)."""
        app, info = self.app, self.info
        return [
            (name, partial(gamekit.scene, app, info, name))
            for name in ("rules", "calculator")
            if gamekit.has_scene(info, name)
        ]

    def menu_scenes(self) -> list[tuple[str, Callable[[], Scene]]]:
        """The scenes around the table, pictured after the score sheet, made when shown."""
        app = self.app
        return [
            ("settings", lambda: SettingsScene(app)),
            ("statistics", lambda: StatsScene(app)),
            ("load", lambda: LoadScene(app)),
        ]

    def closing_shots(self) -> list[Path]:
        """Each of `menu_scenes` over the score sheet; the app closed, every picture in order."""
        app = self.app
        for name, make in self.menu_scenes():
            app.push(make())
            app.step(FRAME_MS)
            self.shot(name)
            app.pop()
        app.close()
        return self.saved
