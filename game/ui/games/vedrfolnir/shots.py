"""`python main.py shots --game vedrfolnir`: a seeded game of Vedrfolnir played through the real
window code with the clicks a person makes, saved as PNGs at each key moment, for review by eye.

Every chair is human (nothing is private: no curtain falls), so every decision is pictured as a
player sees it: the hand to reveal, a card with what each recipient would reach, a chooser (Tyr,
Sköll & Hati, Hel), a response window (Nornes, Heimdall and its aim), an exact hit, an overshoot
and its majorities, Brynhildr's sequence in solo; then a tooltip, a zoom, the log, the live
scores, pause and save over the table, the score sheet and the scenes around the table.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from game.core.game import GameInfo
from game.core.session import HUMAN, Seat, Session
from game.ui import tour
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.games.vedrfolnir.presenter import VedrfolnirPresenter
from game.ui.scenes.base import Scene
from game.ui.table.scene import TableScene
from game.vedrfolnir.actions import Attribute, Choose, Respond

NAMES = ("Astrid", "Brokk", "Eitri", "Dvalin", "Sindri", "Hervor")
# Events pictured once each, when their banner shows.
NEWS = {
    "exact_collection": "exact_hit",
    "overshoot": "overshoot",
    "card_refused": "nornes",
    "card_redirected": "heimdall",
    "joker_destroyed": "hel_destroys",
    "brynhildr_triggered": "brynhildr",
}
HELP_ROUND = 3  # the round whose start shows the tooltip, zoom, log, scores, pause and save


def choose(rng: random.Random, state: Any, seat: int, view: Mapping[str, Any]) -> Any:
    """A player with a plan: an exact hit when one is in reach, a joker now and then, else any
    legal action."""
    actions = list(state.legal_actions(seat))
    exact = [
        a
        for a in actions
        if isinstance(a, Attribute)
        and any(
            r["to"] == a.to
            and r["choice"] == a.choice
            and a.to >= 0
            and r["stars"] == r.get("objective")
            for r in view.get("reach") or []
        )
    ]
    if exact:
        return rng.choice(exact)
    jokers = [a for a in actions if isinstance(a, Respond) and a.joker != "accept"]
    if jokers and rng.random() < 0.5:
        return rng.choice(jokers)
    return rng.choice(actions)


class Tour(tour.Tour):
    """One run of Vedrfolnir's picture tour, every chair played through its clicks."""

    def once(self, name: str) -> bool:
        """True the first time `name` is asked for."""
        if name in self.seen:
            return False
        self.seen.add(name)
        return True

    def run(self) -> list[Path]:
        app = self.app
        self.opening_shots()
        seats = [Seat(name, HUMAN) for name in NAMES[: self.players]]
        session = Session(seats, self.seed, self.chosen, self.info)
        scene = TableScene(app, session)
        table = scene.presenter
        assert isinstance(table, VedrfolnirPresenter)
        app.replace(scene)
        app.step(FRAME_MS)
        self._play(scene, table)
        for _ in range(40):
            app.step(FRAME_MS)
        self.shot("score_sheet")
        return self.closing_shots()

    def _play(self, scene: TableScene, table: VedrfolnirPresenter) -> None:
        app, session = self.app, scene.session
        frames = 0
        while app.scenes and app.scenes[-1] is scene and frames < 50_000:
            frames += 1
            scene._refresh()
            self._news(scene)
            if scene.view.get("over") and self.once("final_table"):
                for _ in range(40):  # the last cards land; the standings stay
                    app.step(FRAME_MS)
                self.shot("final_table")
            if not session.waiting_humans() or table.busy():
                app.step(FRAME_MS)
                continue
            view = scene.view
            staked = any(place["stake"] for place in view["places"])
            choices = len(session.state.legal_actions(scene.viewer))  # one would play itself
            if view["round"] >= HELP_ROUND and staked and choices > 1 and self.once("help"):
                self._help_shots(scene, table)
            action = choose(self.rng, session.state, scene.viewer, view)
            self._decision_shots(scene, table, action)
            for pos in scene.click_plan(action):
                click(app, pos)
            app.step(FRAME_MS)

    def _news(self, scene: TableScene) -> None:
        """An exact hit, an overshoot, a joker played, Brynhildr: pictured with its banner."""
        for kind in scene.recent:
            name = NEWS.get(kind)
            if name is not None and scene.banners and self.once(name):
                self.app.step(FRAME_MS)
                self.shot(name, moment=True)
        scene.recent.clear()

    def _decision_shots(self, scene: TableScene, table: VedrfolnirPresenter, action: Any) -> None:
        view, pending = scene.view, scene.view["pending"]
        if pending == "reveal" and self.once("reveal"):
            self.shot("reveal")
        elif pending == "attribute" and view.get("reach") and self.once("attribute_reach"):
            self.shot("attribute_reach")
        if pending == "respond" and self.once("respond"):
            self.shot("respond")
        if isinstance(action, Respond) and action.joker == "heimdall" and self.once("aim"):
            plan = scene.click_plan(action)
            click(self.app, plan[0])  # Heimdall: the recipients light up
            self.shot("heimdall_aim")
            table.click(("back",))
        if isinstance(action, Attribute) and action.choice:
            key = self._card_key(view, action)
            name = "hel_choice" if key == "hel" else f"chooser_{key}"
            plan = scene.click_plan(action)
            if len(plan) > 1 and self.once(name):
                click(self.app, plan[0])  # the chooser beside the recipient
                self.shot(name)
                table.opened = None
                scene.invalidate()
        if isinstance(action, Choose) and self.once("choose"):
            self.shot("choose")

    @staticmethod
    def _card_key(view: Mapping[str, Any], action: Attribute) -> str:
        return action.card.split(":")[0]

    def _help_shots(self, scene: TableScene, table: VedrfolnirPresenter) -> None:
        """Tooltip, zoom, log, the live score pad, pause and save, over the table."""
        assert table.lay is not None
        cards = [box.cards[-1] for box in table.lay.places if box.cards]
        target = cards[0] if cards else table.lay.pile
        self.help_shots(scene, target, target)

    def menu_scenes(self) -> list[tuple[str, Callable[[], Scene]]]:
        """The rules, then the shell's scenes."""
        return self.game_scenes() + super().menu_scenes()


def take_shots(
    out: Path,
    info: GameInfo,
    players: int = 4,
    seed: int = 1,
    options: Mapping[str, bool] | None = None,
    lang: str = "en",
    app: App | None = None,
) -> list[Path]:
    """The pictures, in `lang`, of a seeded game of `players` völvas."""
    return Tour(out, info, players, seed, options, lang, app).run()
