"""Guerres d'Arran's score calculator scene, driven only by real mouse events (and typed names).

The shipped example table (data/examples/arran_table.yaml) is entered click by click and the sheet
the scene draws must equal what `python main.py score --game arran` computes; a table the game
cannot produce shows the calculator's message in red on the screen. Pictures of both are saved
under /tmp/arran_shots/ for a person to look at.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
import yaml

from game.arran import calculator
from game.arran.cards import EXCHANGE_COIN
from game.arran.data import ORDER_KEYS
from game.arran.info import INFO
from game.taverns import coins as cn
from game.ui import gamekit
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, hover
from game.ui.calcscene import SOURCE
from game.ui.games.arran.calculator import CalculatorScene
from game.ui.scenes.menus import MenuScene
from tests.ui.test_calculator_scene import (  # the shared scene's clicks
    press,
    shows_refusal,
    type_name,
)

pytestmark = pytest.mark.ui

EXAMPLE = Path(__file__).resolve().parents[2] / "data" / "examples" / "arran_table.yaml"
SHOTS = Path("/tmp/arran_shots")


@pytest.fixture
def arran(app: App) -> Iterator[App]:
    """The app playing Guerres d'Arran."""
    app.choose_game(INFO)
    yield app


def set_coin(app: App, scene: CalculatorScene, index: int, code: int) -> None:
    """Walk one coin with + or − until it shows `code`."""
    for _ in range(len(scene.steps)):
        shown = scene.steps.index(scene.entry.coins[index])
        wanted = scene.steps.index(code)
        if shown == wanted:
            return
        press(app, scene, ("coin_up" if shown < wanted else "coin_down", index))
    raise AssertionError(f"coin {index} never reached {cn.coin_str(code)}")


def coin_codes(lord: dict[str, Any]) -> list[int]:
    """The coins' faces: Kardum's owner's 3 is the 3-Exchange coin, 5 and below bronze."""
    kardum = "kardum" in (lord.get("cognars") or [])
    codes = []
    for value in lord["coins"]:
        if kardum and value == 3 and EXCHANGE_COIN not in codes:
            codes.append(EXCHANGE_COIN)
        else:
            codes.append(cn.coin(value, cn.BRONZE if value < 5 else cn.GOLD))
    return codes


def enter_lord(app: App, scene: CalculatorScene, index: int, lord: dict[str, Any]) -> None:
    """Enter one Lord of a table document through the scene's buttons."""
    press(app, scene, ("tab", index))
    assert scene.selected == index
    type_name(app, scene, lord["name"])
    for column, key in enumerate(ORDER_KEYS):
        cards = (lord.get("dwarves") or {}).get(key) or []
        for text in ["0"] * cards if isinstance(cards, int) else cards:
            press(app, scene, ("add", column, str(text)))
    for key in lord.get("cognars") or []:
        if key != "gaat":  # Ga'at comes with Oboron
            press(app, scene, ("cognar", key))
    for key, column in (lord.get("columns") or {}).items():
        press(app, scene, ("column", key, column))
    for value in lord.get("pariah") or []:
        press(app, scene, ("pariah", value))
    for key in lord.get("elites") or []:
        press(app, scene, ("award", key))
    if lord.get("certification"):
        press(app, scene, ("award", "liquor"))
    for i, code in enumerate(coin_codes(lord)):
        set_coin(app, scene, i, code)


def open_scene(app: App) -> CalculatorScene:
    """The scene as the menu opens it once `game.ui.games.arran` exports the hook, until then
    made here."""
    app.push(MenuScene(app))
    hooked = gamekit.has_scene(app.game, "calculator")
    scene = gamekit.scene(app, app.game, "calculator") if hooked else CalculatorScene(app)
    assert isinstance(scene, CalculatorScene)
    app.push(scene)
    app.step(FRAME_MS)
    return scene


def shoot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / f"calc_{name}.png"))


def test_the_example_table_entered_by_clicks_scores_like_the_command(arran: App) -> None:
    app = arran
    scene = open_scene(app)
    table = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    press(app, scene, ("count", len(table["players"])))
    for index, lord in enumerate(table["players"]):
        enter_lord(app, scene, index, lord)
    press(app, scene, ("tab", 1))
    hover(app, (0, 0))
    expected = calculator.score_file(EXAMPLE)
    assert scene.shown == expected
    assert [p["total"] for p in scene.shown["players"]] == [295, 264, 272]
    assert scene.shown["winners"] == ["Serge"]
    assert scene.shown_problem is None
    shoot(app, "example")
    # A wrong click is undone by clicking the card it added.
    press(app, scene, ("add", 2, "7"))
    assert scene.shown is not None and scene.shown["players"][1]["total"] != 264
    press(app, scene, ("remove", 2, len(scene.entry.cards[2]) - 1))
    assert scene.shown == expected
    # Taking Oboron back takes Ga'at with it.
    press(app, scene, ("tab", 2))
    press(app, scene, ("cognar", "oboron"))
    assert "gaat" not in scene.entry.cognars and "gaat" not in scene.entry.columns
    press(app, scene, ("back",))
    assert isinstance(app.scenes[-1], MenuScene)


def test_a_cognar_in_two_fortresses_shows_the_calculators_message_in_red(arran: App) -> None:
    app = arran
    scene = open_scene(app)
    press(app, scene, ("count", 5))
    for i in range(5):
        press(app, scene, ("tab", i))
        press(app, scene, ("add", 2, "7" if i < 3 else "9"))
    press(app, scene, ("tab", 4))
    type_name(app, scene, "Jean-Marie")
    press(app, scene, ("award", "brum"))
    press(app, scene, ("tab", 3))
    press(app, scene, ("award", "brum"))
    hover(app, (0, 0))
    assert "'brum' is already Lord 4's" in shows_refusal(app, scene, calculator.score_table)
    shoot(app, "refused")
    press(app, scene, ("award", "brum"))
    assert scene.shown is not None and scene.shown_problem is None


def test_in_french_with_mercenaries_the_sheet_follows_the_document(arran: App) -> None:
    app = arran
    app.set_language("fr")
    scene = open_scene(app)
    press(app, scene, ("count", 4))
    assert [e.name for e in scene.entries[:4]] == [f"Seigneur {i}" for i in range(1, 5)]
    lord = {
        "name": "Valériane",
        "dwarves": {"shield": 2, "temple": ["occult", 3], "wanderers": [7, 7, 9]},
        "pariah": [7],
        "coins": [0, 2, 3, 4, 5],
    }
    lord["dwarves"] |= {"forge": ["A 1", "B 2"], "talion": ["2 malt", 8]}
    enter_lord(app, scene, 1, lord)
    press(app, scene, ("cognar", "dawn"))
    press(app, scene, ("cognar", "akab"))  # the first one stood where a line was missing
    press(app, scene, ("column", "akab", "talion"))
    assert scene.entry.columns == {"dawn": "shield", "akab": "talion"}
    hover(app, (0, 0))
    expected = calculator.score_table(scene.document(), SOURCE)
    assert scene.shown == expected
    # Shield 2 + Dawn = 3 ranks → 12; Temple 3 × 2; Wanderers 7 + 9; Forge 3 + 2²; Talion 10;
    # Mercenaries 20 + 21; Malt 1; talions 14.
    assert expected["players"][1]["breakdown"] == {
        "shield": 12,
        "temple": 6,
        "wanderers": 16,
        "forge": 7,
        "talion": 10,
        "mercenaries": 41,
        "command": 0,
        "malt": 1,
        "coins": 14,
    }
    shoot(app, "french")
