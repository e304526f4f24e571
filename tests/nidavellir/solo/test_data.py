"""The solo opponents' file (data/nidavellir/solo.yaml): a reading's value outside its choices
is one readable `DataError` naming the entry and the field, from a real copy of the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.errors import DataError
from game.nidavellir.data import default_rules
from game.nidavellir.solo.data import load
from tests.nidavellir.solo.helpers import solo_file_with


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        (
            "least_class_ties",
            "sometimes",
            "entry neutral, field 'least_class_ties': Input should be 'most_points' or 'at_random'",
        ),
        (
            "gems",
            "swapped",
            "entry andvari, field 'gems': Input should be 'clan_higher' or 'dealt'",
        ),
        (
            "tie_draw_classes",
            "[hunter, dragon]",
            "entry neutral, field 'tie_draw_classes': 'dragon' is not a class",
        ),
    ],
)
def test_a_reading_outside_its_choices_names_the_entry_and_field(
    tmp_path: Path, key: str, value: str, message: str
) -> None:
    path = solo_file_with(tmp_path, key, value)
    with pytest.raises(DataError) as raised:
        load(default_rules(), path)
    assert str(raised.value) == f"{path}: {message}"


def test_the_other_reading_of_s10_loads(tmp_path: Path) -> None:
    data = load(default_rules(), solo_file_with(tmp_path, "least_class_ties", "at_random"))
    assert data.neutral.least_class_ties == "at_random"


def test_the_other_reading_of_s4_loads(tmp_path: Path) -> None:
    data = load(default_rules(), solo_file_with(tmp_path, "gems", "dealt"))
    assert data.andvari.gems == "dealt"
