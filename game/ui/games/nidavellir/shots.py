"""`python main.py shots`: a seeded game played through the real window code, saved as PNGs.

Chair 0 is played by an AI policy through the same clicks a person makes; the other chairs are AI
chairs. A picture is saved at each scene and key moment, for review by eye.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.core.game import GameInfo
from game.core.session import AI, HUMAN, Seat, Session
from game.nidavellir.actions import Action, Recruit, declines
from game.nidavellir.expansions.idavoll.flow import DECISIONS as MYTH_DECISIONS
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, hover, play_action
from game.ui.games.nidavellir.presenter import NidavellirPresenter
from game.ui.scenes.menus import MenuScene, NewGameScene
from game.ui.table.scene import TableScene

SPECIAL_HEROES = ("thrud", "ylud", "uline")  # shown when they occur, so prefer them


def _chooser(rng: random.Random) -> Any:
    def choose(state: Any, seat: int) -> Action:
        actions = state.legal_actions(seat)
        if state.pending() in ("loki", "freya", "odin"):  # use the powers, so they show
            actions = [a for a in actions if not declines(a)] or actions
        for key in SPECIAL_HEROES:
            for action in actions:
                if isinstance(action, Recruit) and action.key == key:
                    return action
        return rng.choice(actions)

    return choose


PARKED = (2, 898)  # a corner where the pointer hovers nothing


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
    chosen = info.options_from(options)
    idavoll = chosen["idavoll"]
    app = App() if app is None else app
    app.set_language(lang)
    app.choose_game(info)
    saved: list[Path] = []

    def shot(name: str) -> None:
        if name != "tooltip":  # no tooltip left over from the last click in the picture
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
    setup.options.update(chosen)
    app.step(FRAME_MS)
    shot("new_game")
    seats = [Seat("Astrid", HUMAN)] + [
        Seat(n, AI, "normal") for n in ("Brokk", "Eitri", "Dvalin", "Sindri")[: players - 1]
    ]
    session = Session(seats, seed, chosen, info)
    scene = TableScene(app, session)
    table = scene.presenter
    assert isinstance(table, NidavellirPresenter)
    app.replace(scene)
    choose = _chooser(random.Random(seed))
    seen: set[str] = set()
    frames = 0
    while app.scenes and app.scenes[-1] is scene and frames < 100_000:
        frames += 1
        state = session.state
        pending = state.pending()
        waiting = session.waiting_humans()
        if waiting and not table.flights and not scene.thinking:
            scene._refresh()
            action = choose(state, 0)
            if pending == "bids" and "bidding" not in seen:
                seen.add("bidding")
                plan = scene.click_plan(action)
                for pos in plan[:-1]:  # the whole draft, before Confirm
                    click(app, pos)
                shot("bidding")
                for pos in plan[-1:]:
                    click(app, pos)
                continue
            if (
                pending
                in (
                    "recruit",
                    "thrud",
                    "ylud",
                    "uline_bid",
                    "keep",
                    "transform",
                    "discard",
                    "trade",
                    *MYTH_DECISIONS,
                )
                and pending not in seen
            ):
                seen.add(pending)
                while table.evaluation_clock is not None:  # let the Troop Evaluation finish
                    app.step(FRAME_MS)
                app.step(FRAME_MS)
                shot(f"choice_{pending}")
            play_action(app, scene, action)
            continue
        app.step(FRAME_MS)
        if state.phase == 1 and state.tavern == 0 and table.flip_ms and "reveal" not in seen:
            seen.add("reveal")
            _settle(app, scene, table)
            shot("reveal")
        if table.evaluation and "distinctions" not in seen:
            seen.add("distinctions")
            for _ in range(230):  # until every distinction of the panel is revealed
                app.step(FRAME_MS)
            shot("distinctions")
        scene.recent.clear()
        if (
            idavoll
            and state.age == 1
            and state.round == 2
            and "myths" not in seen
            and pending == "bids"
            and not table.flights
        ):
            seen.add("myths")
            shot("myth_table")
        if state.age == 2 and state.round == 2 and "age2" not in seen and not table.flights:
            seen.add("age2")
            shot("age2_table")
            _help_shots(app, scene, shot)
    for _ in range(30):
        app.step(FRAME_MS)
    shot("score_sheet")
    _menu_shots(app, shot)
    app.close()
    return saved


def _settle(app: App, scene: TableScene, table: NidavellirPresenter) -> None:
    """Let every coin finish turning over and every card land, so a picture never catches a
    coin edge-on; the AI chairs wait meanwhile."""
    wait, scene.ai_wait = scene.ai_wait, 10_000.0
    for _ in range(200):
        if not table.flip_ms and not table.flights:
            break
        app.step(FRAME_MS)
    app.step(FRAME_MS)
    scene.ai_wait = wait


def _help_shots(app: App, scene: TableScene, shot: Any) -> None:
    """Tooltip, zoom, log and the live score pad, over the table in Age 2."""
    table = scene.presenter
    assert isinstance(table, NidavellirPresenter) and table.lay is not None
    strips = table.lay.seats[scene.viewer].strips
    target = next(iter(strips.values()), table.lay.seats[scene.viewer].columns[0])
    scene.ai_wait = 10_000.0  # hold the AI chairs still for the pictures
    hover(app, target.center)
    for _ in range(30):
        app.step(FRAME_MS)
    shot("tooltip")
    key = next(iter(table.lay.heroes))
    click(app, table.lay.heroes[key].center, button=3)
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
        if isinstance(over, SaveScene):  # saved under its default name, for the load list
            over.save()
        getattr(over, "close", lambda: None)()
        app.pop()
    scene.ai_wait = 0.0


def _menu_shots(app: App, shot: Any) -> None:
    """The scenes around the table: rules, settings, calculator, statistics."""
    from game.ui.games.nidavellir.calculator import CalculatorScene
    from game.ui.games.nidavellir.rulebook import PAGES
    from game.ui.games.nidavellir.rules import RulesScene
    from game.ui.scenes.saves import LoadScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.stats import StatsScene

    for page in PAGES:  # every page of the rules
        app.push(RulesScene(app, page))
        app.step(FRAME_MS)
        shot(f"rules_{page}")
        app.pop()
    for name, scene in (
        ("settings", SettingsScene(app)),
        ("calculator", CalculatorScene(app)),
        ("statistics", StatsScene(app)),
        ("load", LoadScene(app)),
    ):
        app.push(scene)
        app.step(FRAME_MS)
        shot(name)
        app.pop()
