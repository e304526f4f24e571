"""`python main.py shots --game arran`: a seeded game of Guerres d'Arran played through the real
window code, saved as PNGs at each key moment, for review by eye.

Chair 0 is played by a seeded random policy through the same clicks a person makes (preferring
the Cognars whose decisions show: Svara, Derdhr, Kardum, Oboron and the Mercenaries); the other
chairs are AI chairs.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.arran.actions import Recruit
from game.arran.flow import TAVERN
from game.core.game import GameInfo
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import gamekit
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, hover, play_action
from game.ui.games.arran.presenter import ArranPresenter
from game.ui.scenes.menus import MenuScene, NewGameScene
from game.ui.table.scene import TableScene

SHOWN_COGNARS = ("svara", "derdhr", "kardum", "oboron", "gaat", "tadgar", "lygdr", "wal")
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
PARKED = (2, 898)  # a corner where the pointer hovers nothing


def _chooser(rng: random.Random) -> Any:
    def choose(state: Any, seat: int) -> Any:
        actions = state.legal_actions(seat)
        for key in SHOWN_COGNARS:
            for action in actions:
                if isinstance(action, Recruit) and action.key == key:
                    return action
        return rng.choice(actions)

    return choose


def playable(info: GameInfo) -> GameInfo:
    """`info`, played by the shared AI's defaults while Arran's own AI module is not there."""
    if info.ai and importlib.util.find_spec(info.ai) is None:
        return dataclasses.replace(info, ai="")
    return info


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
    chosen = info.options_from(options)
    info = playable(info)
    app = App() if app is None else app
    app.set_language(lang)
    app.choose_game(info)
    saved: list[Path] = []

    def shot(name: str) -> None:
        if name != "tooltip":
            hover(app, PARKED)
        path = out / f"{len(saved):02d}_{name}.png"
        app.screenshot(path)
        saved.append(path)

    app.push(MenuScene(app))
    app.step(FRAME_MS)
    shot("menu")
    setup = NewGameScene(app)
    app.push(setup)
    app.step(FRAME_MS)
    setup.count = players
    app.step(FRAME_MS)
    shot("new_game")
    names = ("Brokk", "Eitri", "Dvalin", "Sindri")[: players - 1]
    seats = [Seat("Astrid", HUMAN)] + [Seat(n, AI, "normal") for n in names]
    session = Session(seats, seed, chosen, info)
    scene = TableScene(app, session)
    table = scene.presenter
    assert isinstance(table, ArranPresenter)
    app.replace(scene)
    choose = _chooser(random.Random(seed))
    seen: set[str] = set()
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
            if pending in DECISIONS and pending not in seen:
                seen.add(pending)
                while table.evaluation_clock is not None:  # let the Order Evaluation finish
                    app.step(FRAME_MS)
                app.step(FRAME_MS)
                shot(f"choice_{pending}")
            play_action(app, scene, action)
            continue
        app.step(FRAME_MS)
        if state.phase == TAVERN and table.flip_ms and "reveal" not in seen:
            seen.add("reveal")
            _settle(app, scene, table)
            shot("reveal")
        if table.evaluation and "evaluation" not in seen:
            seen.add("evaluation")
            for _ in range(300):
                app.step(FRAME_MS)
            shot("evaluation")
        scene.recent.clear()
        if state.age == 2 and state.round == 2 and "era2" not in seen and not table.flights:
            seen.add("era2")
            shot("era2_table")
            _help_shots(app, scene, shot)
    for _ in range(30):
        app.step(FRAME_MS)
    shot("score_sheet")
    _menu_shots(app, info, shot)
    app.close()
    return saved


def _settle(app: App, scene: TableScene, table: ArranPresenter) -> None:
    """Let every talion finish turning over and every card land; the AI chairs wait."""
    wait, scene.ai_wait = scene.ai_wait, 10_000.0
    for _ in range(200):
        if not table.flip_ms and not table.flights:
            break
        app.step(FRAME_MS)
    app.step(FRAME_MS)
    scene.ai_wait = wait


def _help_shots(app: App, scene: TableScene, shot: Any) -> None:
    """Tooltip, zoom, log, the live score pad, pause and save, over the table in Era 2."""
    table = scene.presenter
    assert isinstance(table, ArranPresenter) and table.lay is not None
    box = table.lay.seats[scene.viewer]
    target = next(iter(box.strips.values()), box.columns[0])
    scene.ai_wait = 10_000.0
    hover(app, target.center)
    for _ in range(30):
        app.step(FRAME_MS)
    shot("tooltip")
    award = next(iter(table.lay.awards.values()), None)
    pool = next(iter(table.lay.pool.values()))
    click(app, (award or pool).center, button=3)
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
    from game.ui.scenes.menus import PauseScene
    from game.ui.scenes.saves import SaveScene

    for name, over in (
        ("pause", PauseScene(app, scene.session)),
        ("save", SaveScene(app, scene.session)),
    ):
        app.push(over)
        app.step(FRAME_MS)
        shot(name)
        if isinstance(over, SaveScene):
            over.save()
        getattr(over, "close", lambda: None)()
        app.pop()
    scene.ai_wait = 0.0


def _menu_shots(app: App, info: GameInfo, shot: Any) -> None:
    """The scenes around the table: the rules and calculator when the game has them, settings,
    statistics and the load list."""
    from game.ui.scenes.saves import LoadScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.stats import StatsScene

    scenes: list[tuple[str, Any]] = [
        (name, gamekit.scene(app, info, name))
        for name in ("rules", "calculator")
        if gamekit.has_scene(info, name)
    ]
    scenes += [
        ("settings", SettingsScene(app)),
        ("statistics", StatsScene(app)),
        ("load", LoadScene(app)),
    ]
    for name, scene in scenes:
        app.push(scene)
        app.step(FRAME_MS)
        shot(name)
        app.pop()
