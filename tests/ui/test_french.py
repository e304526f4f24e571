"""French as a French player reads it: whole words (no inclusive-writing splits), "l'Âge" with
its circumflex, decimal commas, and rules that fit where they are shown."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.nidavellir.data import default_rules
from game.ui.app import App
from game.ui.games.nidavellir import layout as L
from game.ui.i18n import Strings
from game.ui.scenes.settings import SettingsScene

ROOT = Path(__file__).resolve().parents[2]


def _french(node: Any, path: str, out: list[tuple[str, str]], french: bool = False) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            _french(value, f"{path}.{key}", out, french or key == "fr")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            _french(value, f"{path}.{i}", out, french)
    elif isinstance(node, str) and french:
        out.append((path, node))


def french_strings() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for path in sorted((ROOT / "data" / "nidavellir").glob("*.yaml")):
        _french(yaml.safe_load(path.read_text(encoding="utf-8")), path.name, out)
    _french(
        yaml.safe_load((ROOT / "data/i18n/fr.yaml").read_text(encoding="utf-8")), "fr", out, True
    )
    return out


def test_french_has_whole_words_circumflexes_and_decimal_commas() -> None:
    strings = french_strings()
    assert len(strings) > 300
    split = [(p, s) for p, s in strings if re.search(r"\w·\w", s)]  # "Joaillier·ère"
    age = [(p, s) for p, s in strings if re.search(r"\bAges?\b", s)]  # "l'Age"
    dots = [(p, s) for p, s in strings if re.search(r"\d\.\d", s)]  # "0.70"
    assert (split, age, dots) == ([], [], [])


def test_french_class_and_distinction_names() -> None:
    rules = default_rules()
    assert [c.name.fr for c in rules.classes] == [
        "Guerrier",
        "Chasseur",
        "Mineur",
        "Forgeron",
        "Explorateur",
    ]
    assert [d.name.fr for d in rules.distinctions] == [
        "La Main du Roi",
        "Maître de Chasse",
        "Joaillier de la Couronne",
        "Armurier du Roi",
        "Pionnier du Royaume",
    ]
    assert "l'Âge 2" in rules.distinctions[4].text.fr


def test_decimals_follow_the_language() -> None:
    strings = Strings("fr")
    assert (strings.decimal(0.7, 2), strings.decimal(12.25, 1)) == ("0,70", "12,2")
    strings.lang = "en"
    assert (strings.decimal(0.7, 2), strings.decimal(3, 1)) == ("0.70", "3.0")


def test_the_pace_setting_reads_with_a_decimal_comma(app: App) -> None:
    app.set_language("fr")
    app.settings.ai_pace_ms = 700
    scene = SettingsScene(app)
    assert scene._value("pace") == "0,70 s"
    app.set_language("en")
    assert scene._value("pace") == "0.70 s"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_hero_rule_fits_its_hall_row(app: App, lang: str) -> None:
    """The hero hall sets every rule whole at the reading floor: each row is as tall as its
    hero's name and wrapped rule need, and the rows of the largest pool (Thingvellir's 27)
    stay inside the hall, in either language."""
    app.faces.set_language(lang)
    rules = default_rules()

    def height(key: str, width: int) -> int:
        return int(app.faces.hero_row_height(rules.card_ids[key], width))

    for pool in (
        [h.key for h in rules.heroes.values() if not h.expansion],
        [h.key for h in rules.heroes.values()],
    ):
        hall, rows = L._hall(pool, height)
        assert len(rows) == len(pool)
        for key, rect in rows.items():
            assert hall.contains(rect), key
            text = app.faces._hall_text(rules.card_ids[key], rect.w)
            assert (
                text.get_height() + app.faces._hall_name(rules.card_ids[key]).get_height() <= rect.h
            )


def test_the_new_game_screen_asks_for_players_in_french() -> None:
    strings = Strings("fr")
    assert [strings(k) for k in ("setup.players", "setup.human", "setup.level_hard")] == [
        "Joueurs",
        "Humain",
        "Difficile",
    ]


def test_the_volume_reads_as_each_language_writes_percentages(app: App) -> None:
    app.settings.effects_volume = 0.7
    scene = SettingsScene(app)
    app.set_language("fr")
    assert scene._value("effects") == "70 %"
    app.set_language("en")
    assert scene._value("effects") == "70%"
