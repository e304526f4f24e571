"""The score calculator scene, driven only by real mouse events (and typed names).

The shipped example table is entered click by click and the sheet the scene draws must equal what
`python main.py score data/examples/table.yaml` computes; a table the game cannot produce must
show the calculator's message in red on the screen, not crash.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
import yaml

from game.core.errors import DataError
from game.nidavellir import calculator
from game.taverns import coins as cn
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.calcscene import SOURCE, CalculatorBase
from game.ui.calcsheet import PROBLEM
from game.ui.games.nidavellir.calculator import CalculatorScene
from game.ui.scenes.menus import MenuScene

pytestmark = pytest.mark.ui

EXAMPLE = Path(__file__).resolve().parents[2] / "data" / "examples" / "table.yaml"


def _at(scene: CalculatorBase, wanted: tuple[Any, ...]) -> tuple[int, int]:
    """The centre of the place that means `wanted`; a missing target fails loudly."""
    found = [rect.center for rect, target in scene.targets() if target == wanted]
    assert found, f"nothing to click for {wanted}"
    return found[0]


def press(app: App, scene: CalculatorBase, wanted: tuple[Any, ...]) -> None:
    click(app, _at(scene, wanted))


def type_name(app: App, scene: CalculatorBase, name: str) -> None:
    """Click the name field and type, as a person would: the default name clears itself."""
    press(app, scene, ("name",))
    for char in name:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
    )
    app.step(FRAME_MS)


def set_coin(app: App, scene: CalculatorScene, index: int, value: int) -> None:
    """Walk one coin with + or − until it shows `value`."""
    for _ in range(len(scene.steps)):
        shown = cn.value_of(scene.entry.coins[index])
        if shown == value:
            return
        press(app, scene, ("coin_up" if shown < value else "coin_down", index))
    raise AssertionError(f"coin {index} never reached {value}")


def enter_player(app: App, scene: CalculatorScene, index: int, player: dict[str, Any]) -> None:
    """Enter one player of a table document through the scene's buttons."""
    press(app, scene, ("tab", index))
    assert scene.selected == index
    type_name(app, scene, player["name"])
    cards = player.get("cards") or {}
    for key, value in cards.items():
        if isinstance(value, int):
            for _ in range(value):
                press(app, scene, ("more", key))
        else:
            for points in value:
                press(app, scene, ("add", key, points))
    for hero in player.get("heroes") or []:
        press(app, scene, ("hero", hero))
    if player.get("ylud"):
        press(app, scene, ("ylud", player["ylud"]))
    for distinction in player.get("distinctions") or []:
        press(app, scene, ("distinction", distinction))
    for i, value in enumerate(player["coins"]):
        set_coin(app, scene, i, value)


def shows_refusal(app: App, scene: CalculatorBase, score_table: Any) -> str:
    """The scene's table is refused by the game's `score_table`: the sheet shows no score but the
    calculator's very message, in red on the screen. Returns the message."""
    with pytest.raises(DataError) as caught:
        score_table(scene.document(), SOURCE)
    message = str(caught.value).removeprefix(f"{SOURCE}: ")
    assert scene.shown is None and scene.shown_problem == message
    area = scene.problem_rect()
    reds = sum(
        1
        for x in range(area.x, area.right, 2)
        for y in range(area.y, area.bottom, 2)
        if tuple(app.screen.get_at((x, y)))[:3] == PROBLEM
    )
    assert reds > 50, "the message is not drawn in red"
    return message


def open_scene(app: App) -> CalculatorScene:
    app.push(MenuScene(app))
    scene = CalculatorScene(app)
    app.push(scene)
    app.step(FRAME_MS)
    return scene


def test_the_example_table_entered_by_clicks_scores_like_the_command(app: App) -> None:
    scene = open_scene(app)
    table = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    press(app, scene, ("count", len(table["players"])))
    for index, player in enumerate(table["players"]):
        enter_player(app, scene, index, player)
    app.step(FRAME_MS)
    expected = calculator.score_file(EXAMPLE)
    assert scene.shown == expected
    assert [p["total"] for p in scene.shown["players"]] == [256, 212, 231]
    assert scene.shown["winners"] == ["Serge"]
    assert scene.shown_problem is None
    # A wrong click is undone by clicking the card it added.
    press(app, scene, ("add", "warrior", 10))
    assert scene.shown is not None and scene.shown["players"][2]["total"] != 231
    press(app, scene, ("remove", "warrior", len(scene.entry.cards["warrior"]) - 1))
    assert scene.shown == expected
    # The Back button returns to the scene below.
    press(app, scene, ("back",))
    assert isinstance(app.scenes[-1], MenuScene)


def test_a_hero_in_two_armies_shows_the_calculators_message_in_red(app: App) -> None:
    scene = open_scene(app)
    press(app, scene, ("count", 2))
    press(app, scene, ("hero", "kraal"))
    press(app, scene, ("tab", 1))
    press(app, scene, ("hero", "kraal"))
    app.step(FRAME_MS)
    message = shows_refusal(app, scene, calculator.score_table)
    assert "hero 'kraal' is already in Player 1's army" in message
    # Taking the hero back gives the sheet back.
    press(app, scene, ("hero", "kraal"))
    assert scene.shown is not None and scene.shown_problem is None


def test_escape_closes_the_scene_and_ylud_asks_for_her_column(app: App) -> None:
    scene = open_scene(app)
    press(app, scene, ("hero", "ylud"))
    assert scene.shown is None and "'ylud' is among the heroes" in str(scene.shown_problem)
    press(app, scene, ("ylud", "warrior"))
    assert scene.shown is not None
    assert scene.shown["players"][0]["breakdown"]["warrior"] == 7
    press(app, scene, ("hero", "ylud"))
    assert scene.entry.ylud is None and not any(t[0] == "ylud" for _, t in scene.targets())
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
    )
    app.step(FRAME_MS)
    assert isinstance(app.scenes[-1], MenuScene)


def test_the_armorers_card_discarded_by_a_hero_is_one_click(app: App) -> None:
    """Rule D6: Dagda or Bonfur may discard the Armorer's card; the switch shows only for the
    player holding that distinction and drops its two blacksmith ranks."""
    scene = open_scene(app)
    table = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    press(app, scene, ("count", len(table["players"])))
    for index, player in enumerate(table["players"]):
        enter_player(app, scene, index, player)
    press(app, scene, ("tab", 1))
    assert ("armorer_discarded",) not in [target for _, target in scene.targets()]
    press(app, scene, ("tab", 0))
    press(app, scene, ("armorer_discarded",))
    app.step(FRAME_MS)
    table["players"][0]["armorer_card_discarded"] = True
    assert scene.shown == calculator.score_table(table, SOURCE)
    assert scene.shown is not None
    serge = scene.shown["players"][0]
    assert (serge["breakdown"]["blacksmith"], serge["total"]) == (25, 239)  # 7 ranks were 42
    press(app, scene, ("distinction", "kings_great_armorer"))
    assert scene.entry.armorer_card_discarded is False
    assert ("armorer_discarded",) not in [target for _, target in scene.targets()]
