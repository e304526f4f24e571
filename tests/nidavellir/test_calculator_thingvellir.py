"""The score calculator with Thingvellir: the hand-worked example printed exactly, each camp card
and hero scored by hand, and every problem of a Thingvellir table named by file, player and
field.

Every expected number here was worked out by hand from the spec (§5.2–5.4), not read back from
the program.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from game.cli import main
from game.core.errors import DataError
from game.nidavellir.calculator import THINGVELLIR_CATEGORIES, format_sheets, score_file

EXAMPLE = Path(__file__).resolve().parents[2] / "data" / "examples" / "thingvellir_table.yaml"
BRONZE = [0, 2, 3, 4, 5]

# What `python main.py score data/examples/thingvellir_table.yaml` prints, every figure worked
# out by hand in the file's comments.
EXAMPLE_SHEETS = """\
                  Ingrid  Halvard  Sigrun
Warriors              40       24      28
Hunters               16       25      25
Miners                16       16      25
Blacksmiths           18       25      25
Explorers             36       41      48
Warrior majority      18        0       0
Neutral heroes        31       20      21
Coins                 44       77      52
Gem bonus              0        0       3
Artifacts             29       52      49
-----------------------------------------
Total                248      280     276

Winner: Halvard with 280 points
"""


def write(tmp_path: Path, players: list[dict[str, Any]], thingvellir: Any = True) -> Path:
    path = tmp_path / "table.yaml"
    document: dict[str, Any] = {"players": players}
    if thingvellir is not None:
        document = {"thingvellir": thingvellir, **document}
    path.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
    return path


def sheet(**points: int) -> dict[str, int]:
    """A Thingvellir breakdown with every category, zero unless given."""
    assert set(points) <= set(THINGVELLIR_CATEGORIES)
    return {category: points.get(category, 0) for category in THINGVELLIR_CATEGORIES}


def first(tmp_path: Path, **fields: Any) -> dict[str, Any]:
    """The first of two players scored, `fields` added to a bare army (bronze coins)."""
    players = [{"name": "Ada", "coins": BRONZE, **fields}, {"name": "Bo", "coins": BRONZE}]
    result = score_file(write(tmp_path, players))
    return dict(result["players"][0])


# --------------------------------------------------------------------------- the example


def test_the_example_prints_the_hand_worked_sheets(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(EXAMPLE)]) == 0
    captured = capsys.readouterr()
    assert captured.out == EXAMPLE_SHEETS
    assert captured.err == ""
    assert format_sheets(score_file(EXAMPLE)) + "\n" == EXAMPLE_SHEETS


def test_the_example_as_json_has_the_artifacts_row(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(EXAMPLE), "--json"]) == 0
    import json

    out = json.loads(capsys.readouterr().out)
    assert out == score_file(EXAMPLE)
    assert [list(p["breakdown"]) for p in out["players"]] == [list(THINGVELLIR_CATEGORIES)] * 3
    assert [p["breakdown"]["artifacts"] for p in out["players"]] == [29, 52, 49]
    assert out["winners"] == ["Halvard"]


def test_a_base_table_has_no_artifacts_row(tmp_path: Path) -> None:
    players = [{"name": "Ada", "coins": BRONZE}, {"name": "Bo", "coins": BRONZE}]
    for flag in (None, False):
        result = score_file(write(tmp_path, players, thingvellir=flag))
        assert "artifacts" not in result["players"][0]["breakdown"]
        assert "Artifacts" not in format_sheets(result)


# --------------------------------------------------------------------------- cards by hand


@pytest.mark.parametrize(
    ("mercenary", "column", "category", "points"),
    [
        # One rank worth the points printed beside the class it was enlisted in.
        ("mercenary_1", "warrior", "warrior", 6),
        ("mercenary_1", "explorer", "explorer", 8),
        ("mercenary_3", "explorer", "explorer", 8),  # the card art's 8 (BGIO says 6, spec §7)
        ("mercenary_3", "hunter", "hunter", 1),  # 1 rank: 1²
        ("mercenary_4", "miner", "miner", 1),  # 1 point × 1 rank
        ("mercenary_5", "blacksmith", "blacksmith", 3),  # the first blacksmith rank is worth 3
        ("mercenary_6", "warrior", "warrior", 9),
        ("mercenary_12", "explorer", "explorer", 11),
    ],
)
def test_a_mercenary_scores_in_its_class(
    tmp_path: Path, mercenary: str, column: str, category: str, points: int
) -> None:
    ada = first(tmp_path, mercenaries={mercenary: column})
    assert ada["breakdown"] == sheet(
        **{category: points}, coins=14, warrior_majority=5 if category == "warrior" else 0
    )


def test_mercenaries_join_the_dwarf_cards_of_their_column(tmp_path: Path) -> None:
    """Miners multiply: (0+1+2 + two mercenaries' 1 + 1) × 5 ranks = 25; hunters 2 + 1 = 3²."""
    ada = first(
        tmp_path,
        cards={"miner": [0, 1, 2], "hunter": 2},
        mercenaries={"mercenary_4": "miner", "mercenary_11": "miner", "mercenary_10": "hunter"},
    )
    assert ada["breakdown"] == sheet(miner=25, hunter=9, coins=14)


def test_vegvisir_is_an_explorer_rank_worth_13(tmp_path: Path) -> None:
    """5 + 13 with Idunn: 18 + 7 + 2 per rank × 3 ranks = 31; Vegvisir itself adds no artifact
    points."""
    ada = first(tmp_path, cards={"explorer": [5]}, artifacts=["vegvisir"], heroes=["idunn"])
    assert ada["breakdown"] == sheet(explorer=31, coins=14)


def test_olwyn_s_doubles_are_ranks_worth_zero(tmp_path: Path) -> None:
    """Olwyn 9; a double among the miners: (1+2+0) × 3 ranks = 9 instead of 3 × 2 = 6; one among
    the blacksmiths: 3 + 4 = 7."""
    ada = first(
        tmp_path,
        cards={"miner": [1, 2], "blacksmith": 1},
        heroes=["olwyn"],
        doubles=["miner", "blacksmith"],
    )
    assert ada["breakdown"] == sheet(miner=9, blacksmith=7, heroes=9, coins=14)
    # A double discarded later (Höfud, Dagda, Bonfur, Brisingamens) is not listed.
    ada = first(tmp_path, cards={"miner": [1, 2]}, heroes=["olwyn"], doubles=["miner"])
    assert ada["breakdown"] == sheet(miner=9, heroes=9, coins=14)


@pytest.mark.parametrize(
    ("hero", "points"),
    [("andumia", 12), ("holda", 12), ("khrad", 4), ("jarika", 8), ("olwyn", 9), ("zolkur", 10)],
)
def test_thingvellir_heroes_are_neutral_heroes(tmp_path: Path, hero: str, points: int) -> None:
    assert first(tmp_path, heroes=[hero])["breakdown"] == sheet(heroes=points, coins=14)


# The artifacts row: each artifact alone in a small army, worked out by hand.
# Army: warriors 3 and 7, 2 hunters, Kraal (warrior 7 + 0), Astrid; coins 0 2 15 16 25.
ARMY: dict[str, Any] = {
    "cards": {"warrior": [3, 7], "hunter": 2},
    "heroes": ["kraal", "astrid"],
    "coins": [0, 2, 15, 16, 25],
}


@pytest.mark.parametrize(
    ("artifacts", "extra", "points"),
    [
        (["fafnir_baleygr"], {}, 0),
        (["draupnir"], {}, 18),  # 15, 16 and 25: 3 × 6
        (["svalinn"], {}, 10),  # Kraal and Astrid: 2 × 5 (a class hero is a hero too)
        (["megingjord"], {}, 28),
        (["vidofnir_vedrfolnir"], {}, 0),
        (["brisingamens"], {}, 0),
        (["mjollnir"], {"mjollnir": "warrior"}, 8),  # 4 warrior ranks (Kraal's two) × 2
        (["mjollnir"], {"mjollnir": "hunter"}, 4),  # 2 hunter ranks × 2
        (["mjollnir"], {"mjollnir": "miner"}, 0),  # no miner
        (["hofud"], {}, 0),
        (["hrafnsmerki"], {}, 0),  # no mercenary
        (
            ["hrafnsmerki"],
            {"mercenaries": {"mercenary_7": "hunter", "mercenary_9": "explorer"}},
            10,
        ),
        (["gjallarhorn"], {}, 0),
        # Svalinn 10 + Draupnir 18 + Megingjörd 28 + Mjöllnir 8
        (["svalinn", "draupnir", "megingjord", "mjollnir"], {"mjollnir": "warrior"}, 64),
    ],
)
def test_each_artifact_s_points(
    tmp_path: Path, artifacts: list[str], extra: dict[str, Any], points: int
) -> None:
    ada = first(tmp_path, **ARMY, artifacts=artifacts, **extra)
    assert ada["breakdown"]["artifacts"] == points
    # The rest of the sheet is the army's: warriors 3+7+7+0 = 17, warrior majority 25 (her
    # highest coin), hunters 2², Astrid 25, coins 58.
    assert ada["breakdown"]["warrior"] == 17 and ada["breakdown"]["heroes"] == 25


def test_jarnglofi_is_24_with_four_coins(tmp_path: Path) -> None:
    ada = first(tmp_path, artifacts=["jarnglofi"], coins=[2, 3, 4, 5])
    assert ada["breakdown"] == sheet(artifacts=24, coins=14)


def test_the_armorer_s_card_taken_from_the_discard_pile(tmp_path: Path) -> None:
    """Dagda discarded Ada's Armorer's card; Bo's Brisingamens took it: its two blacksmith ranks
    are Bo's now (3 + 4 = 7), Ada keeps the distinction without them."""
    players = [
        {
            "name": "Ada",
            "coins": BRONZE,
            "distinctions": ["kings_great_armorer"],
            "armorer_card_discarded": True,
        },
        {
            "name": "Bo",
            "coins": BRONZE,
            "artifacts": ["brisingamens"],
            "armorer_card_retrieved": True,
        },
    ]
    ada, bo = score_file(write(tmp_path, players))["players"]
    assert ada["breakdown"] == sheet(coins=14)
    assert bo["breakdown"] == sheet(blacksmith=7, coins=14)


# --------------------------------------------------------------------------- problems


def two(**fields: Any) -> list[dict[str, Any]]:
    return [{"name": "Ada", "coins": BRONZE, **fields}, {"name": "Bo", "coins": BRONZE}]


BAD_TABLES: list[tuple[str, Any, list[dict[str, Any]], str, str, str]] = [
    # (test id, thingvellir flag, players, entry, field, words of the message)
    (
        "flag not a boolean",
        "yes",
        two(),
        "(top level)",
        "thingvellir",
        "write true or false, not 'yes'",
    ),
    (
        "camp hero without the flag",
        None,
        two(heroes=["holda"]),
        "player 'Ada'",
        "heroes",
        "'holda' is a hero of Thingvellir; the table of a Thingvellir game starts with "
        "'thingvellir: true'",
    ),
    (
        "mercenary without the flag",
        False,
        two(mercenaries={"mercenary_1": "warrior"}),
        "player 'Ada'",
        "mercenaries",
        "a card of Thingvellir",
    ),
    (
        "artifact without the flag",
        None,
        two(artifacts=["svalinn"]),
        "player 'Ada'",
        "artifacts",
        "'thingvellir: true'",
    ),
    (
        "unknown mercenary",
        True,
        two(mercenaries={"mercenary_13": "warrior"}),
        "player 'Ada'",
        "mercenaries",
        "unknown mercenary 'mercenary_13'; mercenaries: mercenary_1 (warrior 6 or explorer 8); "
        "mercenary_2 (warrior 6 or blacksmith)",
    ),
    (
        "mercenary in a class not its own",
        True,
        two(mercenaries={"mercenary_3": "warrior"}),
        "player 'Ada'",
        "mercenaries.mercenary_3",
        "'warrior' is not one of its classes: mercenary_3 (hunter or explorer 8)",
    ),
    (
        "mercenary in two armies",
        True,
        [
            {"name": "Ada", "coins": BRONZE, "mercenaries": {"mercenary_2": "warrior"}},
            {"name": "Bo", "coins": BRONZE, "mercenaries": {"mercenary_2": "blacksmith"}},
        ],
        "player 'Bo'",
        "mercenaries",
        "'mercenary_2' is already in Ada's army; each camp card exists once",
    ),
    (
        "mercenaries as a list",
        True,
        two(mercenaries=["mercenary_2"]),
        "player 'Ada'",
        "mercenaries",
        "valid dictionary",
    ),
    (
        "unknown artifact",
        True,
        two(artifacts=["excalibur"]),
        "player 'Ada'",
        "artifacts",
        "unknown artifact 'excalibur'; artifacts are: fafnir_baleygr, draupnir, vegvisir",
    ),
    (
        "artifact twice",
        True,
        two(artifacts=["svalinn", "svalinn"]),
        "player 'Ada'",
        "artifacts",
        "artifact 'svalinn' is listed twice",
    ),
    (
        "artifact in two hands",
        True,
        [
            {"name": "Ada", "coins": BRONZE, "artifacts": ["draupnir"]},
            {"name": "Bo", "coins": BRONZE, "artifacts": ["draupnir"]},
        ],
        "player 'Bo'",
        "artifacts",
        "'draupnir' is already in Ada's hands",
    ),
    (
        "mjollnir without its class",
        True,
        two(artifacts=["mjollnir"]),
        "player 'Ada'",
        "mjollnir",
        "'mjollnir' is among the artifacts: name the class it counts",
    ),
    (
        "a class without mjollnir",
        True,
        two(mjollnir="miner"),
        "player 'Ada'",
        "mjollnir",
        "a class is given but 'mjollnir' is not among the artifacts",
    ),
    (
        "mjollnir unknown class",
        True,
        two(artifacts=["mjollnir"], mjollnir="dragon"),
        "player 'Ada'",
        "mjollnir",
        "unknown column 'dragon'",
    ),
    (
        "doubles without olwyn",
        True,
        two(doubles=["miner"]),
        "player 'Ada'",
        "doubles",
        "the doubles come with Olwyn, who is not among the heroes",
    ),
    (
        "two doubles in one column",
        True,
        two(heroes=["olwyn"], doubles=["miner", "miner"]),
        "player 'Ada'",
        "doubles",
        "two doubles in the miner column",
    ),
    (
        "three doubles",
        True,
        two(heroes=["olwyn"], doubles=["miner", "hunter", "warrior"]),
        "player 'Ada'",
        "doubles",
        "3 doubles; Olwyn has 2",
    ),
    (
        "double in an unknown column",
        True,
        two(heroes=["olwyn"], doubles=["dragon"]),
        "player 'Ada'",
        "doubles",
        "unknown column 'dragon'",
    ),
    (
        "jarnglofi with five coins",
        True,
        two(artifacts=["jarnglofi"]),
        "player 'Ada'",
        "coins",
        "exactly 4 coins, not 5 ('jarnglofi' discarded the trading coin)",
    ),
    (
        "jarnglofi keeping the 0",
        True,
        two(artifacts=["jarnglofi"], coins=[0, 2, 3, 4]),
        "player 'Ada'",
        "coins",
        "'jarnglofi' discarded the trading coin: the 0 is owned no more",
    ),
    (
        "four coins without jarnglofi",
        True,
        two(coins=[0, 2, 3, 4]),
        "player 'Ada'",
        "coins",
        "exactly 5 coins, not 4",
    ),
    ("an option the calculator has not", None, two(), "(top level)", "idavoll", "Extra inputs"),
    (
        "armorer's card retrieved without the flag",
        None,
        two(armorer_card_retrieved=True),
        "player 'Ada'",
        "armorer_card_retrieved",
        "only Andumia and Brisingamens take a card from the discard pile",
    ),
    (
        "armorer's card retrieved by its owner",
        True,
        two(distinctions=["kings_great_armorer"], armorer_card_retrieved=True),
        "player 'Ada'",
        "armorer_card_retrieved",
        "lists 'armorer_card_discarded: false'",
    ),
    (
        "armorer's card retrieved by two players",
        True,
        [
            {"name": "Ada", "coins": BRONZE, "armorer_card_retrieved": True},
            {"name": "Bo", "coins": BRONZE, "armorer_card_retrieved": True},
        ],
        "player 'Bo'",
        "armorer_card_retrieved",
        "the Armorer's card is already in Ada's army",
    ),
    (
        "armorer's card retrieved that nobody lost",
        True,
        [
            {"name": "Ada", "coins": BRONZE, "distinctions": ["kings_great_armorer"]},
            {"name": "Bo", "coins": BRONZE, "armorer_card_retrieved": True},
        ],
        "player 'Bo'",
        "armorer_card_retrieved",
        "nobody lists 'armorer_card_discarded: true'",
    ),
]


@pytest.mark.parametrize(
    ("flag", "players", "entry", "field", "words"),
    [case[1:] for case in BAD_TABLES],
    ids=[case[0] for case in BAD_TABLES],
)
def test_a_bad_thingvellir_table_names_file_entry_and_field(
    tmp_path: Path, flag: Any, players: list[dict[str, Any]], entry: str, field: str, words: str
) -> None:
    path = write(tmp_path, players, thingvellir=flag)
    if field == "idavoll":
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
        path.write_text(yaml.safe_dump({"idavoll": True, **document}), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        score_file(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: entry {entry}, field '{field}': "), message
    assert words in message, message
    assert "\n" not in message


def test_the_command_prints_one_line_for_a_bad_thingvellir_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, two(mercenaries={"mercenary_3": "warrior"}))
    assert main(["score", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(
        f"error: {path}: entry player 'Ada', field 'mercenaries.mercenary_3': 'warrior'"
    )
    assert len(captured.err.strip().splitlines()) == 1
