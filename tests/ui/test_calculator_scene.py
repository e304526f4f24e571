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

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "examples"
EXAMPLE = EXAMPLES / "table.yaml"
THINGVELLIR_EXAMPLE = EXAMPLES / "thingvellir_table.yaml"


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
    """Enter one player of a table document through the scene's buttons (with Thingvellir, its
    camp cards and heroes on the camp page)."""
    press(app, scene, ("tab", index))
    assert scene.selected == index
    type_name(app, scene, player["name"])
    if scene.thingvellir:
        press(app, scene, ("page", "army"))
    heroes = player.get("heroes") or []
    camp_heroes = [hero for hero in heroes if hero in scene.camp_heroes]
    player = {**player, "heroes": [hero for hero in heroes if hero not in camp_heroes]}
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
    if scene.thingvellir:
        press(app, scene, ("page", "camp"))
        for mercenary, column in (player.get("mercenaries") or {}).items():
            press(app, scene, ("mercenary", mercenary, column))
        for artifact in player.get("artifacts") or []:
            press(app, scene, ("artifact", artifact))
        if player.get("mjollnir"):
            press(app, scene, ("mjollnir", player["mjollnir"]))
        for hero in camp_heroes:
            press(app, scene, ("hero", hero))
        for column in player.get("doubles") or []:
            press(app, scene, ("double", column))
    assert len(scene.entry.coins) == len(player["coins"])
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
    """Nidavellir's rule D6: Dagda or Bonfur may discard the Armorer's card; the switch shows
    only for the player holding that distinction and drops its two blacksmith ranks."""
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


# --------------------------------------------------------------------------- Thingvellir


def enter_table(app: App, scene: CalculatorScene, table: dict[str, Any]) -> None:
    if table.get("thingvellir") and not scene.thingvellir:
        press(app, scene, ("thingvellir",))
    press(app, scene, ("count", len(table["players"])))
    for index, player in enumerate(table["players"]):
        enter_player(app, scene, index, player)
    app.step(FRAME_MS)


def test_the_thingvellir_example_entered_by_clicks_scores_like_the_command(app: App) -> None:
    """The switch in the title row, then each army and its camp page by mouse: mercenaries by
    the class each stands in, artifacts (Mjöllnir's class, Járnglófi's four coins), the heroes
    of Thingvellir and Olwyn's doubles; the sheet drawn is the command's, artifacts row and all."""
    scene = open_scene(app)
    assert ("page", "camp") not in [target for _, target in scene.targets()]
    table = yaml.safe_load(THINGVELLIR_EXAMPLE.read_text(encoding="utf-8"))
    enter_table(app, scene, table)
    expected = calculator.score_file(THINGVELLIR_EXAMPLE)
    assert scene.shown == expected
    assert [p["total"] for p in scene.shown["players"]] == [248, 280, 276]
    assert [p["breakdown"]["artifacts"] for p in scene.shown["players"]] == [29, 52, 49]
    assert scene.shown["winners"] == ["Halvard"]
    # The army page shows what the calculator adds: Ingrid's mercenary 8 and Vegvisir's 13 among
    # her explorers, a double among her hunters.
    press(app, scene, ("tab", 0))
    press(app, scene, ("page", "army"))
    assert scene.bonus(scene.entry)[4] == [8, 13]
    assert scene.bonus(scene.entry)[1] == [0]


def test_a_mercenary_s_tile_takes_one_of_its_classes(app: App) -> None:
    scene = open_scene(app)
    press(app, scene, ("count", 2))
    press(app, scene, ("thingvellir",))
    press(app, scene, ("page", "camp"))
    press(app, scene, ("mercenary", "mercenary_6", "explorer"))  # warrior 9 / explorer 11
    assert scene.entry.mercenaries == {"mercenary_6": "explorer"}
    assert scene.shown is not None and scene.shown["players"][0]["breakdown"]["explorer"] == 11
    press(app, scene, ("mercenary", "mercenary_6", "warrior"))  # the other half moves it
    assert scene.entry.mercenaries == {"mercenary_6": "warrior"}
    assert scene.shown["players"][0]["breakdown"]["warrior"] == 9
    press(app, scene, ("mercenary", "mercenary_6", "warrior"))  # the lit half takes it back
    assert scene.entry.mercenaries == {}
    assert scene.shown["players"][0]["breakdown"]["warrior"] == 0
    # The same mercenary in two armies: the calculator's message, in red.
    press(app, scene, ("mercenary", "mercenary_6", "warrior"))
    press(app, scene, ("tab", 1))
    press(app, scene, ("mercenary", "mercenary_6", "explorer"))
    app.step(FRAME_MS)
    message = shows_refusal(app, scene, calculator.score_table)
    assert "'mercenary_6' is already in Player 1's army" in message


def test_mjollnir_and_olwyn_ask_for_their_classes(app: App) -> None:
    scene = open_scene(app)
    press(app, scene, ("thingvellir",))
    press(app, scene, ("page", "camp"))
    assert not any(t[0] in ("mjollnir", "double") for _, t in scene.targets())
    press(app, scene, ("artifact", "mjollnir"))
    assert scene.shown is None and "name the class it counts" in str(scene.shown_problem)
    press(app, scene, ("mjollnir", "miner"))
    assert scene.shown is not None and scene.shown["players"][0]["breakdown"]["artifacts"] == 0
    press(app, scene, ("hero", "olwyn"))
    press(app, scene, ("double", "miner"))
    press(app, scene, ("double", "hunter"))
    press(app, scene, ("double", "warrior"))  # a third column is refused: two doubles only
    assert scene.entry.doubles == ["miner", "hunter"]
    # Mjöllnir counts the miner ranks: the double is one, 2 points; hunters 1² for the other.
    sheet = scene.shown["players"][0]["breakdown"]
    assert (sheet["artifacts"], sheet["hunter"], sheet["heroes"]) == (2, 1, 9)
    press(app, scene, ("hero", "olwyn"))  # Olwyn leaves, his doubles with him
    assert scene.entry.doubles == [] and scene.shown["players"][0]["breakdown"]["hunter"] == 0


def test_jarnglofi_takes_the_trading_coin_and_the_switch_takes_thingvellir_away(app: App) -> None:
    scene = open_scene(app)
    press(app, scene, ("thingvellir",))
    press(app, scene, ("page", "camp"))
    press(app, scene, ("artifact", "jarnglofi"))
    assert [cn.value_of(code) for code in scene.entry.coins] == [2, 3, 4, 5]
    assert scene.shown is not None
    assert scene.shown["players"][0]["breakdown"]["artifacts"] == 24
    assert scene.shown["players"][0]["breakdown"]["coins"] == 14
    press(app, scene, ("hero", "holda"))
    press(app, scene, ("thingvellir",))  # off: the camp's cards and heroes leave the table
    assert not scene.thingvellir and ("page", "camp") not in [t for _, t in scene.targets()]
    assert [cn.value_of(code) for code in scene.entry.coins] == [0, 2, 3, 4, 5]
    assert scene.entry.artifacts == [] and scene.entry.heroes == []
    assert scene.shown is not None and "artifacts" not in scene.shown["players"][0]["breakdown"]


def test_the_armorers_card_taken_from_the_discard_pile_is_one_click(app: App) -> None:
    """With Thingvellir, once the Armorer's owner lost its card, another player's switch says
    Andumia or Brisingamens took it: its two blacksmith ranks join that army."""
    scene = open_scene(app)
    press(app, scene, ("count", 2))
    press(app, scene, ("thingvellir",))
    press(app, scene, ("distinction", "kings_great_armorer"))
    press(app, scene, ("tab", 1))
    assert ("armorer_retrieved",) not in [target for _, target in scene.targets()]
    press(app, scene, ("tab", 0))
    press(app, scene, ("armorer_discarded",))
    press(app, scene, ("tab", 1))
    press(app, scene, ("armorer_retrieved",))
    app.step(FRAME_MS)
    assert scene.shown is not None
    assert [p["breakdown"]["blacksmith"] for p in scene.shown["players"]] == [0, 7]
    assert scene.bonus(scene.entry)[3] == [0, 0]
    assert scene.shown == calculator.score_table(scene.document(), SOURCE)
