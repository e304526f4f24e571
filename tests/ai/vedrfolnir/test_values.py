"""Vedrfolnir's AI estimates file (`data/vedrfolnir/ai.yaml`): it feeds the weights, and every
slip is one `DataError` naming the file, the entry and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ai.vedrfolnir import values
from game.ai.vedrfolnir.values import Weights
from game.core.errors import DataError
from game.vedrfolnir.data import default_rules
from tests.datafiles import edited_file, refusal


def test_the_shipped_values_feed_the_weights() -> None:
    shipped = values.values()
    assert set(shipped.jokers) == {"nornes", "heimdall"}
    weights = Weights()
    assert weights.jokers == shipped.jokers
    assert weights.freyja == shipped.cards["freyja"]
    assert weights.rival == shipped.weights["rival"]


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("  nornes: 2.0", "  norns: 2.0", ["'norns'", "'jokers'", "no joker of that name"]),
        ("  heimdall: 2.5", "  heimdall: -1", ["'heimdall'", "'points'", "-1"]),
        ("  heimdall: 2.5\n", "", ["'jokers'", "missing heimdall"]),
        ("  freyja: 3.0", "  freyja: lots", ["'freyja'", "'cards'", "'lots'"]),
        ("  rival: 0.5", "  rivals: 0.5", ["'rivals'", "'weights'", "no weight of that name"]),
        ("  leader: 0.4", "  leader: 11", ["'leader'", "'weights'", "11"]),
        ("  potential: 1.0", "  potential: true", ["'potential'", "True"]),
        ("  finisher: 1.0\n", "", ["'weights'", "missing finisher"]),
        ("weights:\n", "weighs:\n", ["unknown section 'weighs'"]),
    ],
)
def test_a_bad_value_names_file_entry_and_field(
    tmp_path: Path, old: str, new: str, words: list[str]
) -> None:
    path = edited_file(values.PATH, tmp_path, old, new)
    message = refusal(values.load, path, default_rules())
    assert str(path) in message
    for word in words:
        assert word in message


def test_weights_not_a_mapping(tmp_path: Path) -> None:
    path = tmp_path / "ai.yaml"
    text = values.PATH.read_text(encoding="utf-8")
    head = text[: text.index("weights:")]
    path.write_text(head + "weights: 3\n", encoding="utf-8")
    with pytest.raises(DataError, match="'weights' must map each weight"):
        values.load(path, default_rules())
