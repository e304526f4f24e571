"""`python main.py shots` for a game on the taverns engine: a seeded game played through the real
window code, saved as PNGs at each scene and key moment, for review by eye.

Chair 0 is played by the game's seeded policy through the same clicks a person makes; the other
chairs are AI chairs. The moments are the same for every taverns game (the menu, the new game,
the first bid drafted, the first reveal, each decision the first time it is asked, the evaluation,
the table in the second age with a tooltip, a zoom, the log, the live scores, pause and save,
the score sheet, the scenes around the table); a game's `Tour` names its decisions, its choices
and its own scenes. What is not the taverns' own (the set-up, saving a picture, the opening,
help and closing pictures) is every game's tour's, `game.ui.tour`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from pygame import Rect

from game.core.session import AI, HUMAN, Seat, Session
from game.taverns.flow import TAVERN
from game.ui import gamekit, tour
from game.ui.autoplay import FRAME_MS, click, play_action
from game.ui.table.scene import TableScene
from game.ui.tavernkit.presenter import TavernsPresenter


class Tour(tour.Tour):
    """One run of the taverns' picture tour. A game subclasses it: its decisions pictured, its
    shot names, and the hooks `chooser`, `moment`, `zoom_target` and `menu_scenes`."""

    DECISIONS: ClassVar[tuple[str, ...]] = ()  # pictured the first time each is asked
    EVALUATION: ClassVar[str] = "evaluation"  # the evaluation's picture
    EVALUATION_FRAMES: ClassVar[int] = 300  # frames until every award of it is shown
    LATER: ClassVar[str] = "era2"  # the table in the second age

    # ------------------------------------------------------------------ hooks

    def chooser(self) -> Callable[[Any, int], Any]:
        """How chair 0 chooses its action (seeded by `self.rng`)."""
        raise NotImplementedError

    def moment(self, scene: TableScene, table: TavernsPresenter) -> None:
        """A picture of the game's own, checked every frame (none by default)."""

    def zoom_target(self, table: TavernsPresenter) -> Rect:
        """The card the zoom picture enlarges."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the tour

    def run(self) -> list[Path]:
        """The pictures, in order."""
        app, shot, seen = self.app, self.shot, self.seen
        self.opening_shots()
        seats = [Seat("Astrid", HUMAN)] + [
            Seat(n, AI, "normal") for n in gamekit.ai_names(self.info)[: self.players - 1]
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
        return self.closing_shots()

    def _settle(self, scene: TableScene, table: TavernsPresenter) -> None:
        """Let every coin finish turning over and every card and coin land, so a picture never
        catches a coin edge-on; the AI chairs wait meanwhile, and for the picture's frame."""
        wait, scene.ai_wait = scene.ai_wait, 10_000.0
        for _ in range(200):
            if not table.flip_ms and not table.busy():
                break
            self.app.step(FRAME_MS)
        self.app.step(FRAME_MS)
        scene.ai_wait = max(wait, 2.0 * FRAME_MS)  # still held for the frame the picture takes

    def _help_shots(self, scene: TableScene, table: TavernsPresenter) -> None:
        """Tooltip, zoom, log, the live score pad, pause and save, over the table in the second
        age."""
        assert table.lay is not None
        box = table.lay.seats[scene.viewer]
        target = next(iter(box.strips.values()), box.columns[0])
        scene.ai_wait = 10_000.0  # hold the AI chairs still for the pictures
        self.help_shots(scene, target, self.zoom_target(table))
        scene.ai_wait = 0.0
