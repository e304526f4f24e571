"""Guerres d'Arran's score calculator: the hand-computed example, worked example EX-28 typed as a
table, every refusal of a table the game cannot produce, and `python main.py score --game arran`.

The expected numbers were worked out by hand (in the example file's comments and below), never
read back from the program.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.arran import calculator
from game.arran.calculator import LABELS, format_sheets, order_choices, score_file, score_table
from game.arran.cards import build_table, default_table
from game.arran.info import INFO
from game.arran.scoring import CATEGORIES
from game.cli import main
from game.core import registry
from game.core.errors import DataError
from game.core.game import GameInfo
from tests.datafiles import write_table as write
from tests.mainpy import ran, run_main

EXAMPLE = Path(__file__).resolve().parents[2] / "data" / "examples" / "arran_table.yaml"
BRONZE = [0, 2, 3, 4, 5]


def sheet(**points: int) -> dict[str, int]:
    assert set(points) <= set(CATEGORIES)
    return {category: points.get(category, 0) for category in CATEGORIES}


def by_name(result: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["name"]: p for p in result["players"]}


# --------------------------------------------------------------------------- hand-computed tables


def test_example_table_matches_the_hand_computed_sheets() -> None:
    result = score_file(EXAMPLE)
    assert [p["name"] for p in result["players"]] == ["Serge", "Céline", "Valériane"]
    lords = by_name(result)
    assert lords["Serge"]["breakdown"] == sheet(
        shield=99, temple=20, wanderers=36, forge=32, talion=26, command=37, malt=1, coins=44
    )
    assert lords["Céline"]["breakdown"] == sheet(
        shield=25, temple=16, wanderers=75, forge=22, talion=24, mercenaries=47, malt=14, coins=41
    )
    assert lords["Valériane"]["breakdown"] == sheet(
        shield=18, temple=72, wanderers=35, forge=21, talion=25, command=51, malt=16, coins=34
    )
    assert [p["total"] for p in result["players"]] == [295, 264, 272]
    assert result["winners"] == ["Serge"]


EX28 = {
    "name": "EX-28",
    "dwarves": {
        "shield": ["malt", 0, 0],
        "temple": [2, 3, "occult", "occult"],
        "wanderers": [7, 7, 10],
        "forge": ["B 1", "D 2", "D 1"],
        "talion": [4, 5, 7, 3, 8],
    },
    "pariah": [7],  # the second 7's; Dröh removed the token on the second 10
    "cognars": ["volgrir", "fey", "droh", "tala", "gurdan"],
    "elites": ["redwin"],
    "coins": [0, 6, 9, 11, 13],
}


def test_worked_example_ex28_typed_as_a_table_scores_198(tmp_path: Path) -> None:
    result = score_file(write(tmp_path, [EX28, {"name": "Bare", "coins": BRONZE}]))
    lords = by_name(result)
    assert lords["EX-28"]["breakdown"] == sheet(
        shield=25, temple=30, wanderers=27, forge=26, talion=27, command=22, malt=2, coins=39
    )
    assert lords["EX-28"]["total"] == 198
    assert lords["Bare"]["breakdown"] == sheet(coins=14)


def test_a_tie_goes_to_the_most_elite_cognars_then_is_shared() -> None:
    a = {"name": "A", "elites": ["tiss", "ordo"], "coins": BRONZE}
    b = {"name": "B", "elites": ["aral"], "certification": True, "coins": BRONZE}
    result = score_table({"players": [a, b]})
    assert result["winners"] == ["A"]  # 14 each; 2 Elites to 1
    assert result["tie_break"] == [{"name": "A", "elites": 2}, {"name": "B", "elites": 1}]
    assert format_sheets(result).endswith(
        "Winner: A with 14 points\nTied on 14 points: the most Elite Cognars win (A 2, B 1)"
    )
    a["elites"] = ["tiss"]
    assert score_table({"players": [a, b]})["winners"] == ["A", "B"]  # no Certification


def test_mercenaries_and_gaat_stand_in_the_column_named() -> None:
    lord = {
        "name": "M",
        "dwarves": {
            "shield": 3,
            "temple": [2],
            "wanderers": [9, 9],
            "forge": ["A 1", "B 1", "C 1"],
            "talion": [3, 4, 5],
        },
        "cognars": ["oboron", "gaat", "tadgar", "wal"],
        "columns": {"gaat": "wanderers", "tadgar": "temple", "wal": "temple"},
        "pariah": [9, 9],  # both 9s came after Ga'at, worth 9 in the Wanderers column
        "coins": BRONZE,
    }
    result = score_table({"players": [lord, {"name": "Bare", "coins": BRONZE}]})
    # Lines: S3 T3 (2, Tadgar, Wal) W3 F3 Ta3 → 3 = Oboron, Tadgar, Wal. Shield 3 ranks → 12;
    # Temple 2 × 1 (the Mercenaries score flat: 24 + 22); Wanderers: Ga'at's 9 only; Forge
    # 3 + 3²; Talion 12; Oboron 15.
    assert result["players"][0]["breakdown"] == sheet(
        shield=12, temple=2, wanderers=9, forge=12, talion=12, mercenaries=46, command=15, coins=14
    )


def test_blank_keys_mean_none() -> None:
    lord = {"name": "B", "dwarves": None, "pariah": None, "cognars": None, "columns": None}
    lord |= {"elites": None, "certification": None, "coins": BRONZE}
    lords = [lord, {"name": "C", "dwarves": {"temple": None}, "coins": BRONZE}]
    assert score_table({"players": lords})["winners"] == ["B", "C"]


def test_order_choices_offer_what_the_box_holds() -> None:
    shield, temple, wanderers, forge, talion = order_choices(default_table())
    assert shield == ["0", "malt"]
    assert temple == ["occult", "1 malt", "2", "3", "4"]
    assert wanderers == ["5 malt", "6", "6 malt", "7", "8", "9", "10", "11", "12"]
    assert forge[:3] == ["A malt", "A 1", "A 3"] and len(forge) == 13
    assert talion == ["2 malt", "3", "4", "5", "6", "7", "8"]


def test_words_may_come_in_any_order_and_case() -> None:
    lord = {"name": "W", "dwarves": {"forge": ["1 b", "MALT a"], "temple": ["Occult"]}}
    lord["coins"] = BRONZE
    result = score_table({"players": [lord, {"name": "Bare", "coins": BRONZE}]})
    assert result["players"][0]["breakdown"] == sheet(forge=1 + 4, malt=1, coins=14)


# --------------------------------------------------------------------------- the text sheet


def test_format_sheets_has_a_row_per_category_and_names_the_winner() -> None:
    text = format_sheets(score_file(EXAMPLE))
    lines = text.splitlines()
    assert lines[0].split() == ["Serge", "Céline", "Valériane"]
    assert lines[1].split() == ["Shield", "99", "25", "18"]
    assert lines[7].split() == ["Command", "zone", "37", "0", "51"]
    assert lines[9].split() == ["Coins", "44", "41", "34"]  # the Order alone is "Talion"
    assert lines[-3].split() == ["Total", "295", "264", "272"]
    assert lines[-1] == "Winner: Serge with 295 points"
    assert set(LABELS) == set(CATEGORIES)


def test_format_sheets_announces_a_shared_victory() -> None:
    lords = [{"name": n, "coins": BRONZE} for n in ("A", "B", "C")]
    text = format_sheets(score_table({"players": lords}))
    assert text.endswith(
        "Shared victory: A, B and C with 14 points each\n"
        "Tied on points and on Elite Cognars (A 0, B 0, C 0): the victory is shared"
    )


# --------------------------------------------------------------------------- refusals


def base() -> list[dict[str, Any]]:
    return [
        {"name": "Serge", "dwarves": {"wanderers": [7, 7]}, "coins": BRONZE},
        {"name": "Anne", "dwarves": {"talion": [3]}, "coins": BRONZE},
    ]


def change(index: int, first: dict[str, Any] | None = None, **fields: Any) -> list[dict[str, Any]]:
    """The base table with fields of one Lord changed (and of Serge, first, when given)."""
    lords = base()
    lords[0].update(first or {})
    lords[index].update(fields)
    return lords


ONE_LINE = {"shield": 1, "temple": [2], "wanderers": [8], "forge": ["B 1"], "talion": [3]}
BAD_TABLES = [
    (
        "unknown word",
        change(0, dwarves={"temple": ["2 gold"]}),
        "Serge",
        "dwarves.temple",
        "'gold'",
    ),
    ("no such card", change(0, dwarves={"temple": [5]}), "Serge", "dwarves.temple", "are: occult"),
    ("rune outside", change(0, dwarves={"talion": ["A 3"]}), "Serge", "dwarves.talion", "'A 3'"),
    ("too many", change(1, dwarves={"wanderers": [7, 7]}), "Anne", "wanderers", "hold 4 Wanderers"),
    ("bad type", change(0, dwarves={"shield": 2.5}), "Serge", "dwarves.shield", "a list of cards"),
    ("unknown key", change(0, gems=3), "Serge", "gems", "Extra inputs"),
    ("no coins", [{"name": "Serge"}, base()[1]], "Serge", "coins", "Field required"),
    ("four coins", change(0, coins=[0, 2, 3, 4]), "Serge", "coins", "exactly 5 coins"),
    ("no 0", change(0, coins=[2, 3, 4, 5, 6]), "Serge", "coins", "keeps the 0"),
    ("two 0s", change(0, coins=[0, 0, 3, 4, 5]), "Serge", "coins", "hold only 1"),
    ("a gold 4", change(0, coins=[0, 4, 4, 5, 6]), "Serge", "coins", "hold only 1"),
    ("no coin 1", change(0, coins=[0, 1, 3, 4, 5]), "Serge", "coins", "no coin is worth 1"),
    (
        "two 25s",
        change(1, {"coins": [0, 2, 3, 4, 25]}, coins=[0, 2, 3, 4, 25]),
        "Anne",
        "coins",
        "table would hold 2",
    ),
    ("unknown cognar", change(0, cognars=["kraal"]), "Serge", "cognars", "unknown 'kraal'"),
    ("twice", change(0, cognars=["fey", "fey"]), "Serge", "cognars", "listed twice"),
    ("elite as cognar", change(0, cognars=["tiss"]), "Serge", "cognars", "unknown 'tiss'"),
    (
        "two owners",
        change(1, {"elites": ["tiss"]}, elites=["tiss"]),
        "Anne",
        "elites",
        "already Serge's",
    ),
    ("too many cognars", change(0, cognars=["fey"]), "Serge", "cognars", "only 0 line(s)"),
    (
        "lone merc",
        change(0, cognars=["dawn"], columns={"dawn": "forge"}),
        "Serge",
        "cognars",
        "at least two",
    ),
    ("merc column", change(0, cognars=["dawn", "wal"]), "Serge", "columns", "'dawn' stands"),
    (
        "gaat alone",
        change(0, cognars=["gaat"], columns={"gaat": "forge"}),
        "Serge",
        "cognars",
        "only with it",
    ),
    ("oboron alone", change(0, cognars=["oboron"]), "Serge", "cognars", "only with it"),
    ("bad column", change(0, columns={"gaat": "temple"}), "Serge", "columns", "not a Mercenary"),
    ("single value", change(0, pariah=[8]), "Serge", "pariah", "holds 0 card(s) worth 8"),
    ("one token too many", change(0, pariah=[7, 7]), "Serge", "pariah", "2 token(s)"),
    ("same name", [base()[0], base()[0]], "Serge", "name", "two Lords have this name"),
    (
        "kardum's 0",
        change(0, cognars=["kardum"], dwarves=ONE_LINE),
        "Serge",
        "coins",
        "3-Exchange coin (3) and no",
    ),
]


@pytest.mark.parametrize(
    ("lords", "lord", "field", "words"),
    [case[1:] for case in BAD_TABLES],
    ids=[str(case[0]) for case in BAD_TABLES],
)
def test_bad_table_names_file_lord_and_field(
    tmp_path: Path, lords: list[dict[str, Any]], lord: str, field: str, words: str
) -> None:
    path = write(tmp_path, lords)
    with pytest.raises(DataError) as caught:
        score_file(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    assert f"player '{lord}'" in message
    assert field in message
    assert words in message


@pytest.mark.parametrize("count", [1, 6])
def test_two_to_five_lords(tmp_path: Path, count: int) -> None:
    path = write(tmp_path, [{"name": f"P{i}", "coins": BRONZE} for i in range(count)])
    with pytest.raises(DataError, match=f"field 'players': .*2 to 5 Lords, not {count}"):
        score_file(path)


def test_an_empty_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "empty.yaml"
    path.write_text("", encoding="utf-8")
    with pytest.raises(DataError, match="the file is empty"):
        score_file(path)


# --------------------------------------------------------------------------- the command


@pytest.fixture
def arran() -> Iterator[GameInfo]:
    """Guerres d'Arran in the registry for the test while the registry does not list it yet."""
    registered = any(info.key == "arran" for info in registry.games())
    registry.register(INFO)
    try:
        yield INFO
    finally:
        if not registered:
            registry.unregister(INFO.key)


def test_cli_score_json(arran: GameInfo, capsys: pytest.CaptureFixture[str]) -> None:
    assert arran.scorer == "game.arran.calculator"
    assert main(["score", "--game", "arran", str(EXAMPLE), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == score_file(EXAMPLE)


def test_cli_score_text(arran: GameInfo, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--game", "arran", str(EXAMPLE)]) == 0
    assert capsys.readouterr().out == format_sheets(score_file(EXAMPLE)) + "\n"


def test_cli_score_refused(
    arran: GameInfo, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, change(0, cognars=["fey"]))
    assert main(["score", "--game", "arran", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"error: {path}: entry player 'Serge', field 'cognars'")
    assert len(captured.err.strip().splitlines()) == 1


HOW = "write its points, 'malt', 'occult' and a Forge rune letter A, B, C, D, E, F"


@pytest.mark.parametrize(
    ("column", "written", "said"),
    [
        ("forge", "B ²", "item #1 ('B ²'): '²' is not printed on a dwarf card"),
        (
            "temple",
            "9" * 5000,
            f"item #1 ('{'9' * 20}…'): a number of 5,000 digits is printed on no dwarf card",
        ),
    ],
    ids=["superscript two", "5000 digits"],
)
def test_cli_score_refuses_a_card_int_cannot_read(
    tmp_path: Path, column: str, written: str, said: str
) -> None:
    """`str.isdigit` accepts "²" and Python's `int` refuses 5,000 digits: both must come back
    as the calculator's one line, from a real process reading a real file."""
    path = write(tmp_path, change(0, dwarves={column: [written]}))
    err = f"error: {path}: entry player 'Serge', field 'dwarves.{column}': {said} ({HOW})\n"
    ran(run_main("score", "--game", "arran", str(path)), 1, out="", err=err)


def test_kardum_owner_without_the_3_exchange_coin_when_it_may_be_given_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A-04 by default: Kardum's owner ends with the 3-Exchange coin. With `given_up:
    like_any_coin` an upgrade or Ordo may have given it up: no 0 and no 3 is a real end."""
    kardum = change(0, cognars=["kardum"], dwarves=ONE_LINE, coins=[2, 4, 5, 8, 9])
    with pytest.raises(DataError, match="3-Exchange coin \\(3\\) and no 0"):
        score_table({"players": kardum})
    rules = default_table().source
    coins = dataclasses.replace(rules.coins, exchange_given_up="like_any_coin")
    table = build_table(dataclasses.replace(rules, coins=coins))
    monkeypatch.setattr(calculator, "default_table", lambda: table)
    assert by_name(score_table({"players": kardum}))["Serge"]["breakdown"]["coins"] == 28
    kardum[0]["coins"] = [0, 2, 3, 4, 5]
    with pytest.raises(DataError, match="Kardum's owner holds no 0"):
        score_table({"players": kardum})
