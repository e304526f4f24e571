"""The window starts when the game played last has a data file edited badly (issue 22 item 15).

A real process (a game's data folder is read when its module is first imported, so each run
needs its own) opens the window headless with `NIDAVELLIR_DATA` pointing at broken copies:
Arran's cards (the game the settings remember, with an autosave) and Vedrfolnir's AI values
(read at the first AI decision). Real events then click through it: Arran is shown unavailable
with its loader's message and its autosave is kept, not set aside as damaged; Vedrfolnir's
table ends at its first AI decision with its message; Nidavellir plays. Run by the test below;
`python -m tests.ui.test_broken_data_window` prints what it saw as JSON.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.core.datafolder import DATA_ENV, SHIPPED
from tests.datafiles import edited_copy, refusal
from tests.test_cli_broken_data import broken_copy

pytestmark = pytest.mark.ui
ROOT = Path(__file__).resolve().parents[2]


def _key(app: Any, key: int) -> None:
    import pygame

    from game.ui.autoplay import FRAME_MS

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)


def _card(app: Any, key: str) -> tuple[int, int]:
    return next(rect.center for rect, t in app.scenes[-1].targets() if t == ("game", key))


def _message(app: Any) -> list[str]:
    from game.ui.scenes.saves import MessageScene

    top = app.scenes[-1]
    assert isinstance(top, MessageScene)
    return [top.box.heading, *top.box.lines]


def _form(app: Any, players: int) -> Any:
    """From the menu on top, the new-game form: a person, then easy AI chairs."""
    from game.core.session import AI, HUMAN, Seat
    from game.ui.autoplay import click
    from game.ui.scenes.menus import MenuScene, NewGameScene

    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene)
    click(app, menu.button("menu.new_game").rect.center)
    form = app.scenes[-1]
    assert isinstance(form, NewGameScene)
    form.count = players
    form.seats[:players] = [Seat("Ann", HUMAN)] + [
        Seat(f"AI {i}", AI, "easy") for i in range(1, players)
    ]
    return form


def _new_table(app: Any, seed: int) -> Any:
    """From the menu on top, a new game through the form, the fewest chairs but one AI."""
    from game.ui.autoplay import settle

    form = _form(app, max(2, app.game.players_with({}).start))
    form.seed = seed
    form._start()
    settle(app, lambda: app.scenes[-1] is not form)  # the table, made ready on a thread
    return app.scenes[-1]


def _until_an_ai_decided(app: Any, table: Any) -> None:
    """Frames, and random clicks for the person, until an AI chair has decided or the table
    has left the screen."""
    from game.ui.autoplay import FRAME_MS, click, play_action

    rng = random.Random(2)
    session = table.session
    for _ in range(3000):
        if table not in app.scenes or any(not session.is_human(s) for s in session.actors):
            return
        table._refresh()
        if table.curtain_for is not None:
            click(app, table.curtain_button().center)
        elif table.viewer in session.waiting_humans() and not table.presenter.busy():
            play_action(app, table, rng.choice(session.state.legal_actions(table.viewer)))
        else:
            app.step(FRAME_MS)
    raise AssertionError("no AI chair decided")


def drive() -> dict[str, Any]:
    """Start the window and click through it; what each step showed."""
    import pygame

    from game.ui import saves
    from game.ui.app import App
    from game.ui.autoplay import FRAME_MS, click
    from game.ui.scenes.launcher import LauncherScene, open_title
    from game.ui.scenes.menus import MenuScene
    from game.ui.table.scene import TableScene

    app = App()
    app.settings.animation_ms = 0
    app.settings.ai_pace_ms = 0
    open_title(app)
    app.step(FRAME_MS)
    launcher = app.scenes[-1]
    assert isinstance(launcher, LauncherScene)
    seen: dict[str, Any] = {
        "start": [app.game.key, launcher.games[launcher.focus].key, dict(app.unavailable)],
    }
    click(app, _card(app, "arran"))
    seen["arran_clicked"] = _message(app)
    _key(app, pygame.K_RETURN)
    seen["back"] = [type(app.scenes[-1]).__name__, app.game.key, app.settings.game]

    click(app, _card(app, "vedrfolnir"))  # its cards read well, its AI's values do not
    table = _new_table(app, 6)
    assert isinstance(table, TableScene)
    _until_an_ai_decided(app, table)
    seen["vedrfolnir_ai"] = _message(app)
    _key(app, pygame.K_RETURN)
    seen["after_ai"] = [type(app.scenes[-1]).__name__, sorted(app.unavailable)]

    click(app, _card(app, "nidavellir"))
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene)
    app.step(FRAME_MS)
    seen["continue"] = menu.button("saves.menu_continue").enabled  # Arran's is Arran's alone
    seen["autosave_kept"] = saves.autosave_info("arran") is not None
    form = _form(app, 1)
    form.options["solo"] = "neutral"  # its opponent's file is read only now
    form._start()
    seen["solo"] = _message(app)
    _key(app, pygame.K_RETURN)
    click(app, _card(app, "nidavellir"))  # its other games play on
    table = _new_table(app, 7)
    assert isinstance(table, TableScene)
    _until_an_ai_decided(app, table)
    seen["nidavellir"] = [app.scenes[-1] is table, table.session.seats[1].name]
    table.close()
    return seen


def broken_ai_values(root: Path) -> str:
    """`root/vedrfolnir`: the shipped data but for one bad value in its AI's file; the
    message of that file's loader."""
    from game.ai.vedrfolnir.values import load
    from game.vedrfolnir.data import default_rules

    folder = edited_copy(SHIPPED / "vedrfolnir", root, "ai.yaml", "  rival: 0.5", "  rival: half")
    return refusal(load, folder / "ai.yaml", default_rules())


def broken_solo(root: Path) -> str:
    """`root/nidavellir`: the shipped data but for a syntax error in the solo opponents' file
    (read only when a solo game starts); the message of that file's loader."""
    from game.nidavellir.data import default_rules
    from game.nidavellir.solo.data import load

    folder = edited_copy(SHIPPED / "nidavellir", root, "solo.yaml", "\nneutral:", "\nneutral: [")
    return refusal(load, default_rules(), folder / "solo.yaml")


def advanced(session: Any) -> Any:
    """`session` a few moves on, so its autosave is a game worth continuing."""
    for _ in range(4):
        seat = (session.waiting_humans() + session.waiting_ai())[0]
        session.submit(session.state.legal_actions(seat)[0])
    return session


def test_the_last_game_with_broken_data_is_unavailable_and_the_others_play(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.core.session import AI, HUMAN, Seat, Session
    from game.ui import saves
    from game.ui.settings import Settings, save_settings

    data = tmp_path / "data"
    message = broken_copy(data, "arran")
    ai_message = broken_ai_values(data)
    solo_message = broken_solo(data)
    home = tmp_path / "home"
    monkeypatch.setenv("NIDAVELLIR_HOME", str(home))
    save_settings(Settings(game="arran"))
    saves.autosave(advanced(Session([Seat("Ann", HUMAN), Seat("Bo", AI)], 4, {}, "arran")))
    env = {
        **os.environ,
        DATA_ENV: str(data),
        "NIDAVELLIR_CACHE": str(tmp_path / "cache"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.test_broken_data_window"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "start": ["nidavellir", "nidavellir", {"arran": message}],
        "arran_clicked": ["This game cannot be played", message],
        "back": ["LauncherScene", "nidavellir", "arran"],
        "vedrfolnir_ai": ["This game cannot be played", ai_message],
        "after_ai": ["LauncherScene", ["arran", "vedrfolnir"]],
        "continue": False,
        "autosave_kept": True,
        "solo": ["This game cannot be played", solo_message],
        "nidavellir": [True, "AI 1"],
    }
    assert [p.name for p in home.iterdir() if ".corrupt-" in p.name] == []


if __name__ == "__main__":
    print(json.dumps(drive()))
