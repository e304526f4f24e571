"""The score calculator: hand-computed tables, every validation error, and the `score` command.

Every expected number here was worked out by hand from the rulebook, not read back from the
program, so a scoring change that breaks a real table's score shows up as a failing total.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.cli import main
from game.core.errors import DataError
from game.nidavellir.calculator import LABELS, THINGVELLIR_CATEGORIES, format_sheets, score_file
from game.nidavellir.scoring import CATEGORIES
from tests.datafiles import write_table as write

EXAMPLE = Path(__file__).resolve().parents[2] / "data" / "examples" / "table.yaml"
BRONZE = [0, 2, 3, 4, 5]


def sheet(**points: int) -> dict[str, int]:
    """A breakdown with every category, zero unless given."""
    assert set(points) <= set(CATEGORIES)
    return {category: points.get(category, 0) for category in CATEGORIES}


def score(tmp_path: Path, players: list[dict[str, Any]]) -> dict[str, Any]:
    return score_file(write(tmp_path, players))


def by_name(result: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["name"]: p for p in result["players"]}


# --------------------------------------------------------------------------- hand-computed tables


def test_example_table_matches_the_hand_computed_sheets() -> None:
    """The shipped example: warrior-majority tie, Ylud, Astrid, Thrud, Idunn, Armorer, gem 6."""
    result = score_file(EXAMPLE)
    assert [p["name"] for p in result["players"]] == ["Serge", "Cécile", "Valériane"]
    players = by_name(result)
    assert players["Serge"]["breakdown"] == sheet(
        warrior=41,
        hunter=16,
        miner=20,
        blacksmith=42,
        explorer=34,
        warrior_majority=21,
        heroes=34,
        coins=48,
    )
    assert players["Cécile"]["breakdown"] == sheet(
        warrior=23,
        hunter=36,
        miner=35,
        blacksmith=25,
        explorer=50,
        coins=40,
        gem=3,
    )
    assert players["Valériane"]["breakdown"] == sheet(
        warrior=46,
        hunter=9,
        miner=12,
        blacksmith=33,
        explorer=30,
        warrior_majority=18,
        heroes=43,
        coins=40,
    )
    assert [p["total"] for p in result["players"]] == [256, 212, 231]
    assert result["winners"] == ["Serge"]


def test_class_heroes_and_no_warriors_anywhere(tmp_path: Path) -> None:
    """Aral, the Armorer's card, Zoral and Idunn add ranks; with no warrior nobody gets a bonus."""
    result = score(
        tmp_path,
        [
            {
                "name": "Ada",
                "cards": {
                    "hunter": 4,
                    "miner": [0, 1, 2],
                    "blacksmith": 5,
                    "explorer": [5, 6, 7, 8],
                },
                "heroes": ["aral", "zoral", "idunn"],
                "distinctions": ["kings_great_armorer"],
                "coins": BRONZE,
            },
            {"name": "Bo", "cards": {"hunter": 2}, "heroes": ["astrid"], "coins": [0, 2, 3, 4, 25]},
        ],
    )
    players = by_name(result)
    # Hunters 4 + Aral 2 = 6 ranks → 36. Blacksmiths 5 + Armorer 2 = 7 ranks → 3+4+…+9 = 42.
    # Miners [0, 1, 2] + Zoral [1, 0, 0] = 6 ranks summing 4 → 24.
    # Explorers 5+6+7+8 + Idunn 7 = 33, plus 2 × 5 ranks = 43. Coins 14.
    assert players["Ada"]["breakdown"] == sheet(
        hunter=36,
        miner=24,
        blacksmith=42,
        explorer=43,
        coins=14,
    )
    assert players["Ada"]["total"] == 159
    # Hunters 2² = 4; Astrid = the 25; coins 0+2+3+4+25 = 34. Both have 0 warriors: no bonus.
    assert players["Bo"]["breakdown"] == sheet(hunter=4, heroes=25, coins=34)
    assert players["Bo"]["total"] == 63
    assert result["winners"] == ["Ada"]


def test_warrior_majority_tie_adds_each_highest_coin_and_shares_the_victory(
    tmp_path: Path,
) -> None:
    result = score(
        tmp_path,
        [
            # 3 warrior ranks worth 12; highest coin 8.
            {"name": "Ann", "cards": {"warrior": [3, 4, 5]}, "coins": [0, 2, 3, 4, 8]},
            # Kraal: 5 + 7 + 0 = 12 over 3 ranks, tied with Ann; highest coin 6.
            {
                "name": "Ben",
                "cards": {"warrior": [5], "hunter": 1, "miner": [2]},
                "heroes": ["kraal"],
                "coins": [0, 2, 3, 5, 6],
            },
            # One warrior rank: no bonus.
            {"name": "Cid", "cards": {"warrior": [9]}, "coins": [0, 2, 3, 4, 7]},
        ],
    )
    players = by_name(result)
    assert players["Ann"]["breakdown"] == sheet(warrior=12, warrior_majority=8, coins=17)
    assert players["Ben"]["breakdown"] == sheet(
        warrior=12,
        hunter=1,
        miner=2,
        warrior_majority=6,
        coins=16,
    )
    assert players["Cid"]["breakdown"] == sheet(warrior=9, coins=16)
    assert [p["total"] for p in result["players"]] == [37, 37, 25]
    assert result["winners"] == ["Ann", "Ben"]


@pytest.mark.parametrize(
    ("column", "expected", "total"),
    [
        # Owner: warrior [3], hunter 1, miner [2], blacksmith 1, explorer [5], coins 0,2,3,4,5.
        # Base: warrior 3 + hunter 1 + miner 2 + blacksmith 3 + explorer 5 + coins 14 = 28;
        # as the only warrior player the owner always adds the highest coin, 5.
        ("explorer", {"explorer": 16}, 44),  # 5 + 11
        ("warrior", {"warrior": 10}, 40),  # 3 + 7, two ranks
        ("miner", {"miner": 6}, 37),  # (2 + 1) × 2 ranks
        ("hunter", {"hunter": 4}, 36),  # 2 ranks, squared
        ("blacksmith", {"blacksmith": 7}, 37),  # 2 ranks: 3 + 4
    ],
)
def test_ylud_scores_by_the_column_she_ends_in(
    tmp_path: Path, column: str, expected: dict[str, int], total: int
) -> None:
    result = score(
        tmp_path,
        [
            {
                "name": "Yve",
                "cards": {
                    "warrior": [3],
                    "hunter": 1,
                    "miner": [2],
                    "blacksmith": 1,
                    "explorer": [5],
                },
                "heroes": ["ylud"],
                "ylud": column,
                "coins": BRONZE,
            },
            {"name": "Zed", "coins": BRONZE},
        ],
    )
    base = {"warrior": 3, "hunter": 1, "miner": 2, "blacksmith": 3, "explorer": 5}
    players = by_name(result)
    assert players["Yve"]["breakdown"] == sheet(
        **(base | expected),
        warrior_majority=5,
        coins=14,
    )
    assert players["Yve"]["total"] == total
    assert players["Zed"]["breakdown"] == sheet(coins=14)


@pytest.mark.parametrize(("brothers", "points"), [(1, 13), (2, 40), (3, 81), (4, 108), (5, 135)])
def test_dwerg_brothers_score_together(tmp_path: Path, brothers: int, points: int) -> None:
    dwerg = ["ymir", "aesir", "sigmir", "jungir", "bergelmir"]
    result = score(
        tmp_path,
        [
            {"name": "Dee", "heroes": dwerg[:brothers], "coins": BRONZE},
            {"name": "Eve", "coins": BRONZE},
        ],
    )
    assert result["players"][0]["breakdown"] == sheet(heroes=points, coins=14)
    assert result["players"][0]["total"] == points + 14


def test_command_zone_heroes_astrid_gem_and_thrud(tmp_path: Path) -> None:
    result = score(
        tmp_path,
        [
            # Astrid = highest coin 23; Thrud 13, Skaa 17, Grid 7, Uline 9; gem 6 bonus 3.
            {
                "name": "Gus",
                "heroes": ["astrid", "thrud", "skaa", "grid", "uline"],
                "distinctions": ["crown_jeweler", "pioneer", "hunting_master"],
                "coins": [2, 3, 4, 5, 23],
            },
            {"name": "Hal", "coins": BRONZE},
        ],
    )
    gus = result["players"][0]
    assert gus["breakdown"] == sheet(heroes=23 + 13 + 17 + 7 + 9, coins=37, gem=3)
    assert gus["total"] == 109


def test_blank_keys_mean_none(tmp_path: Path) -> None:
    """`heroes:` with nothing after it is how a person writes "no heroes" in YAML."""
    path = tmp_path / "blank.yaml"
    path.write_text(
        "players:\n"
        "  - name: Ida\n    cards:\n    heroes:\n    ylud:\n    distinctions:\n"
        "    coins: [0, 2, 3, 4, 5]\n"
        "  - name: Jo\n    cards:\n      warrior:\n      hunter: 2\n    coins: [0, 2, 3, 4, 5]\n",
        encoding="utf-8",
    )
    result = score_file(str(path))
    assert [p["total"] for p in result["players"]] == [14, 18]


# --------------------------------------------------------------------------- the text sheet


def test_format_sheets_has_a_row_per_category_and_names_the_winner() -> None:
    text = format_sheets(score_file(EXAMPLE))
    lines = text.splitlines()
    assert lines[0].split() == ["Serge", "Cécile", "Valériane"]
    for category in CATEGORIES:
        assert any(line.startswith(LABELS[category]) for line in lines), category
    assert next(line for line in lines if line.startswith("Total")).split() == [
        "Total",
        "256",
        "212",
        "231",
    ]
    assert lines[-1] == "Winner: Serge with 256 points"


def test_format_sheets_announces_a_shared_victory(tmp_path: Path) -> None:
    result = score(
        tmp_path,
        [
            {"name": "Kim", "coins": BRONZE},
            {"name": "Lou", "coins": BRONZE},
            {"name": "Max", "coins": [0, 2, 3, 4, 6]},
            {"name": "Ned", "coins": [0, 2, 3, 4, 6]},
        ],
    )
    assert result["winners"] == ["Max", "Ned"]
    last = format_sheets(result).splitlines()[-1]
    assert last == "Shared victory: Max and Ned with 15 points each"


def test_every_category_has_a_label() -> None:
    assert set(LABELS) == set(THINGVELLIR_CATEGORIES) > set(CATEGORIES)


# --------------------------------------------------------------------------- validation


def valid_players() -> list[dict[str, Any]]:
    return [
        {"name": "Serge", "cards": {"warrior": [3, 7], "hunter": 1}, "coins": BRONZE},
        {"name": "Anne", "cards": {"explorer": [5]}, "coins": BRONZE},
    ]


def with_change(index: int, **fields: Any) -> list[dict[str, Any]]:
    players = valid_players()
    players[index].update(fields)
    return players


BAD_TABLES: list[tuple[str, list[dict[str, Any]], str, str, str]] = [
    # (test id, players, player named in the entry, field, words of the message)
    ("unknown hero", with_change(0, heroes=["kral"]), "Serge", "heroes", "unknown hero 'kral'"),
    ("hero twice", with_change(0, heroes=["skaa", "skaa"]), "Serge", "heroes", "listed twice"),
    (
        "hero by two players",
        [*with_change(0, heroes=["skaa"])[:1], {**valid_players()[1], "heroes": ["skaa"]}],
        "Anne",
        "heroes",
        "already in Serge's army",
    ),
    (
        "six dwerg brothers",
        with_change(1, heroes=["ymir", "aesir", "sigmir", "jungir", "bergelmir", "ymir"]),
        "Anne",
        "heroes",
        "only 5",
    ),
    ("ylud without column", with_change(0, heroes=["ylud"]), "Serge", "ylud", "column"),
    ("column without ylud", with_change(1, ylud="miner"), "Anne", "ylud", "not among the heroes"),
    (
        "ylud unknown column",
        with_change(0, heroes=["ylud"], ylud="dragon"),
        "Serge",
        "ylud",
        "unknown column 'dragon'",
    ),
    (
        "unknown distinction",
        with_change(1, distinctions=["kings_foot"]),
        "Anne",
        "distinctions",
        "unknown distinction 'kings_foot'",
    ),
    (
        "distinction twice",
        with_change(1, distinctions=["pioneer", "pioneer"]),
        "Anne",
        "distinctions",
        "listed twice",
    ),
    (
        "distinction by two players",
        [
            {**valid_players()[0], "distinctions": ["pioneer"]},
            {**valid_players()[1], "distinctions": ["pioneer"]},
        ],
        "Anne",
        "distinctions",
        "already Serge's",
    ),
    ("four coins", with_change(0, coins=[0, 2, 3, 4]), "Serge", "coins", "exactly 5 coins, not 4"),
    ("six coins", with_change(1, coins=[0, 2, 3, 4, 5, 6]), "Anne", "coins", "not 6"),
    ("coin worth 1", with_change(0, coins=[0, 1, 3, 4, 5]), "Serge", "coins", "no coin is worth 1"),
    ("coin worth 26", with_change(1, coins=[0, 2, 3, 4, 26]), "Anne", "coins", "worth 26"),
    (
        "two 25 coins",
        [
            {**valid_players()[0], "coins": [0, 2, 3, 4, 25]},
            {**valid_players()[1], "coins": [0, 2, 3, 4, 25]},
        ],
        "Anne",
        "coins",
        "only 1",
    ),
    (
        "coin not a number",
        with_change(0, coins=[0, 2, 3, 4, "x"]),
        "Serge",
        "coins",
        "valid integer",
    ),
    (
        "warrior worth 2",
        with_change(0, cards={"warrior": [2]}),
        "Serge",
        "cards.warrior",
        "no warrior card is worth 2",
    ),
    (
        "miner worth 3",
        with_change(1, cards={"miner": [3]}),
        "Anne",
        "cards.miner",
        "no miner card is worth 3",
    ),
    (
        "explorer worth 4",
        with_change(1, cards={"explorer": [4]}),
        "Anne",
        "cards.explorer",
        "no explorer card is worth 4",
    ),
    (
        "three warrior 9s",
        with_change(0, cards={"warrior": [9, 9, 9]}),
        "Serge",
        "cards.warrior",
        "only 2",
    ),
    ("seventeen hunters", with_change(1, cards={"hunter": 17}), "Anne", "cards.hunter", "only 16"),
    (
        "twenty-one blacksmiths over the table",
        [
            {**valid_players()[0], "cards": {"blacksmith": 11}},
            {**valid_players()[1], "cards": {"blacksmith": 10}},
        ],
        "Anne",
        "cards.blacksmith",
        "21 blacksmith cards",
    ),
    (
        "hunters as a list",
        with_change(0, cards={"hunter": [0, 0]}),
        "Serge",
        "cards.hunter",
        "valid integer",
    ),
    (
        "unknown class",
        with_change(1, cards={"dragon": [1]}),
        "Anne",
        "cards.dragon",
        "Extra inputs",
    ),
    ("unknown field", with_change(0, colour="red"), "Serge", "colour", "Extra inputs"),
    ("missing coins", [{"name": "Serge"}, valid_players()[1]], "Serge", "coins", "Field required"),
    ("same name twice", [valid_players()[0], valid_players()[0]], "Serge", "name", "two players"),
]


@pytest.mark.parametrize(
    ("players", "player", "field", "words"),
    [case[1:] for case in BAD_TABLES],
    ids=[case[0] for case in BAD_TABLES],
)
def test_bad_table_names_file_player_and_field(
    tmp_path: Path, players: list[dict[str, Any]], player: str, field: str, words: str
) -> None:
    path = write(tmp_path, players)
    with pytest.raises(DataError) as caught:
        score_file(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    assert f"player '{player}'" in message
    assert f"field '{field}'" in message
    assert words in message


def test_a_player_without_a_name_is_named_by_position(tmp_path: Path) -> None:
    path = write(tmp_path, [valid_players()[0], {"coins": BRONZE}])
    with pytest.raises(DataError, match=r"entry player #2, field 'name': Field required"):
        score_file(path)


@pytest.mark.parametrize("count", [1, 6])
def test_two_to_five_players(tmp_path: Path, count: int) -> None:
    players = [{"name": f"P{i}", "coins": BRONZE} for i in range(count)]
    path = write(tmp_path, players)
    with pytest.raises(DataError) as caught:
        score_file(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    assert "field 'players'" in message
    assert f"2 to 5 players, not {count}" in message


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "the file is empty"),
        ("players: [{name: A", "invalid YAML"),
        ("- name: A\n", "(top level)"),
        ("players:\n  - name: A\n    coins: [0, 2, 3, 4, 5]\nround: 3\n", "field 'round'"),
    ],
)
def test_broken_files_name_the_file(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        score_file(path)
    assert str(caught.value).startswith(f"{path}: ")
    assert words in str(caught.value)


def test_a_missing_file_is_a_data_error(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="cannot read the file"):
        score_file(tmp_path / "nowhere.yaml")


# --------------------------------------------------------------------------- the command


def test_cli_score_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(EXAMPLE), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == score_file(EXAMPLE)
    assert out["winners"] == ["Serge"]
    assert out["players"][1]["breakdown"]["gem"] == 3
    assert set(out["players"][0]["breakdown"]) == set(CATEGORIES)


def test_cli_score_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(EXAMPLE)]) == 0
    captured = capsys.readouterr()
    assert captured.out == format_sheets(score_file(EXAMPLE)) + "\n"
    assert "Winner: Serge with 256 points" in captured.out
    assert captured.err == ""


def test_cli_score_broken_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, with_change(0, heroes=["kral"]), name="broken.yaml")
    assert main(["score", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"error: {path}: entry player 'Serge', field 'heroes'")
    assert "Traceback" not in captured.err
    assert len(captured.err.strip().splitlines()) == 1
