"""The shipped Nidavellir data matches the rulebook's component list, and broken files are reported
with the file, the entry and the field."""

from pathlib import Path

import pytest

from game.core.errors import DataError
from game.nidavellir.data import CLASS_KEYS, DATA_DIR, DWARF, OFFERING, default_rules, load_rules
from tests.datafiles import copy_data, edit, refused


def test_component_counts_match_the_rulebook() -> None:
    rules = default_rules()
    five = [c for c in rules.cards if c.age and c.kind == DWARF]
    per_class = {k: sum(1 for c in five if CLASS_KEYS[c.cls] == k) for k in CLASS_KEYS}
    assert per_class == {"warrior": 18, "hunter": 16, "miner": 16, "blacksmith": 20, "explorer": 16}
    assert len(five) == 86
    offerings = sorted(c.value for c in rules.cards if c.kind == OFFERING)
    assert offerings == [3, 3, 5, 5, 5]
    assert {k: len(v) for k, v in rules.deck.items()} == {
        (1, 2): 36,
        (1, 3): 36,
        (1, 4): 36,
        (1, 5): 45,
        (2, 2): 37,
        (2, 3): 37,
        (2, 4): 37,
        (2, 5): 46,
    }
    assert len([h for h in rules.heroes.values() if not h.expansion]) == 21
    assert len([h for h in rules.heroes.values() if h.expansion == "thingvellir"]) == 6
    assert [d.key for d in rules.distinctions] == [
        "kings_hand",
        "hunting_master",
        "crown_jeweler",
        "kings_great_armorer",
        "pioneer",
    ]
    assert sum(rules.treasure[4]) == sum(rules.treasure[5]) == 34
    assert sum(rules.treasure[2]) == sum(rules.treasure[3]) == 28
    assert [rules.treasure[3][v] for v in (7, 9, 11)] == [1, 1, 1]
    assert rules.gems == {2: (4, 5), 3: (3, 4, 5), 4: (2, 3, 4, 5), 5: (1, 2, 3, 4, 5)}
    armorer = rules.cards[rules.distinctions[3].card]
    assert armorer.ranks == (0, 0) and CLASS_KEYS[armorer.cls] == "blacksmith"


def test_rank_points_of_the_dwarves() -> None:
    rules = default_rules()
    age1 = [rules.cards[c] for c in rules.deck[(1, 5)] if rules.cards[c].kind == DWARF]
    warriors = sorted(c.ranks[0] for c in age1 if c.cls == 0)
    explorers = sorted(c.ranks[0] for c in age1 if c.cls == 4)
    miners = sorted(c.ranks[0] for c in age1 if c.cls == 2)
    assert warriors == [3, 4, 5, 6, 6, 7, 8, 9, 10]
    assert explorers == [5, 6, 7, 8, 9, 10, 11, 12]
    assert miners == [0, 0, 0, 1, 1, 1, 2, 2]


def test_names_in_both_languages() -> None:
    rules = default_rules()
    assert rules.hero("uline").name.fr == "Uline la Voyante"
    assert rules.hero("aegur").name.fr == "Aëgur Poing d'Acier"
    assert all(h.text.en and h.text.fr for h in rules.heroes.values())


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    return copy_data(DATA_DIR, tmp_path)


@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        (
            "heroes.yaml",
            "ranks: [7, 0]",
            "ranks: [7, zero]",
            ["heroes.yaml", "heroes 'kraal' ranks", "'1'"],
        ),
        (
            "heroes.yaml",
            "    ranks: [14]\n",
            "    rank: [14]\n",
            ["heroes.yaml", "heroes 'tarah'", "'rank'", "Extra inputs"],
        ),
        (
            "heroes.yaml",
            "group: dwerg\n    text: &dwerg_text",
            "group: dwarfs\n    text: &dwerg_text",
            ["heroes.yaml", "heroes 'ymir'", "'group'", "unknown group"],
        ),
        (
            "distinctions.yaml",
            "class: warrior",
            "class: hunter",
            ["distinctions.yaml", "distinctions 'kings_hand'", "'class'"],
        ),
        (
            "coins.yaml",
            "starting: [0, 2, 3, 4, 5]",
            "starting: [0, 2, 3, 4]",
            ["coins.yaml", "'starting'", "at least 5"],
        ),
        (
            "setup.yaml",
            "first_game_removes: [thrud, ylud, uline]",
            "first_game_removes: [thrud, ylud, ulin]",
            ["setup.yaml", "first_game_removes", "'ulin'"],
        ),
        ("cards.yaml", "warrior: {base:", "warior: {base:", ["cards.yaml", "dwarves", "warior"]),
        ("setup.yaml", "gems: {2: [4, 5],", "gems: {2: [4],", ["setup.yaml", "gems", "'2'"]),
        (
            "classes.yaml",
            "colour: [46, 125, 60]",
            "colour: [46, 300, 60]",
            ["classes.yaml", "classes 'hunter'", "colour", "less than or equal to 255"],
        ),
        (
            "classes.yaml",
            "neutral_colour: [78, 78, 84]",
            "neutral_colour: [78, 78]",
            ["classes.yaml", "neutral_colour"],
        ),
    ],
)
def test_a_broken_file_names_file_entry_and_field(
    data_copy: Path, file: str, old: str, new: str, expected: list[str]
) -> None:
    edit(data_copy / file, old, new)
    refused(load_rules, data_copy, expected)


@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        (
            "thingvellir.yaml",
            "{id: mercenary_3, age: 1",
            "{id: mercenary_2, age: 1",
            ["thingvellir.yaml", "mercenaries 'mercenary_2'", "'id'", "duplicate id 'mercenary_2'"],
        ),
        (
            "thingvellir.yaml",
            "  - id: draupnir\n",
            "  - id: kraal\n",
            ["thingvellir.yaml", "artifacts 'kraal'", "'id'", "duplicate id 'kraal'"],
        ),
        (
            "mythology.yaml",
            "  - id: loki\n",
            "  - id: tarah\n",
            ["mythology.yaml", "cards 'tarah'", "'id'", "duplicate id 'tarah'"],
        ),
        (
            "heroes.yaml",
            "  - id: tarah\n",
            "  - id: kraal\n",
            ["heroes.yaml", "heroes 'kraal'", "'id'", "duplicate id 'kraal'"],
        ),
    ],
    ids=["mercenary", "artifact_as_hero", "myth_as_hero", "hero"],
)
def test_a_duplicate_id_is_reported_in_the_file_that_repeats_it(
    data_copy: Path, file: str, old: str, new: str, expected: list[str]
) -> None:
    """Issue 22 item 16: the file, entry and field where the id is written a second time."""
    edit(data_copy / file, old, new)
    refused(load_rules, data_copy, expected)
    with pytest.raises(DataError) as err:
        load_rules(data_copy)
    others = {"thingvellir.yaml", "mythology.yaml", "heroes.yaml"} - {file}
    assert not any(other in str(err.value) for other in others), err.value


def test_invalid_yaml_syntax_gives_the_line(data_copy: Path) -> None:
    edit(data_copy / "coins.yaml", "treasure:", "treasure: [")
    with pytest.raises(DataError, match=r"coins.yaml: invalid YAML at line \d+"):
        load_rules(data_copy)


def test_missing_and_empty_files(data_copy: Path) -> None:
    (data_copy / "heroes.yaml").unlink()
    with pytest.raises(DataError, match=r"heroes\.yaml: cannot read the file"):
        load_rules(data_copy)
    (data_copy / "heroes.yaml").write_text("", encoding="utf-8")
    with pytest.raises(DataError, match=r"heroes\.yaml: the file is empty"):
        load_rules(data_copy)
