"""The new-game form offers Nidavellir's solo opponents beside the AI chairs: a choice box that
turns through its choices, the difficulty boxes of the chosen opponent only, one chair."""

from __future__ import annotations

import pytest
from pygame import Rect

from game.core import registry
from game.ui import theme
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.scenes.menus import NewGameScene

pytestmark = pytest.mark.ui
SCREEN = Rect((0, 0), theme.LOGICAL_SIZE)


def _click(app: App, setup: NewGameScene, target: tuple[object, ...]) -> None:
    click(app, next(rect.center for rect, t in setup.targets() if t == target))


def _shown(setup: NewGameScene) -> list[str]:
    return [o.key for o in setup.shown_options()]


def _fits(app: App, setup: NewGameScene) -> None:
    app.step(FRAME_MS)
    assert all(SCREEN.contains(rect) for rect, _ in setup.targets())


def test_the_solo_box_turns_through_the_opponents_and_sets_one_chair(app: App) -> None:
    app.choose_game(registry.get("nidavellir"))
    setup = NewGameScene(app)
    app.push(setup)
    assert setup.count == 3 and setup.options["solo"] == "off"
    assert _shown(setup) == ["first_game", "idavoll", "thingvellir", "solo"]
    _fits(app, setup)
    _click(app, setup, ("option", "solo"))
    assert setup.options["solo"] == "neutral" and setup.count == 1
    assert _shown(setup) == ["first_game", "idavoll", "thingvellir", "solo", "neutral_heroes"]
    assert not any(setup.can_tick(key) for key in ("idavoll", "first_game", "thingvellir"))
    _click(app, setup, ("count", 3))
    assert setup.count == 1  # two chairs or more are greyed against a solo opponent
    _click(app, setup, ("option", "neutral_heroes"))
    _click(app, setup, ("option", "neutral_heroes"))
    assert setup.options["neutral_heroes"] == "3"
    _fits(app, setup)
    session = setup.start_session()
    assert len(session.seats) == 1 and session.state.n == 2
    assert session.options["neutral_heroes"] == "3"
    _click(app, setup, ("option", "solo"))
    assert setup.options["solo"] == "andvari" and setup.options["neutral_heroes"] == "1"
    assert _shown(setup)[4:] == ["andvari_strategy", "andvari_level"]
    _click(app, setup, ("option", "andvari_strategy"))
    _click(app, setup, ("option", "andvari_level"))
    assert (setup.options["andvari_strategy"], setup.options["andvari_level"]) == ("hard", "2")
    _fits(app, setup)
    _click(app, setup, ("option", "solo"))
    assert setup.options["solo"] == "off" and setup.count == 3
    assert (setup.options["andvari_strategy"], setup.options["andvari_level"]) == ("easy", "1")
    _click(app, setup, ("count", 1))
    assert setup.count == 3  # one chair only against a solo opponent
