"""Nidavellir's AI values file (`data/nidavellir/ai.yaml`): loaded once, every slip named."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ai.nidavellir.values import PATH, load, values
from game.ai.nidavellir.weights import Weights
from game.core.errors import DataError
from game.nidavellir.data import default_rules


def test_the_shipped_values_feed_the_weights() -> None:
    shipped = values()
    assert shipped.heroes["ymir"] == 20.0 and shipped.heroes["hourya"] == 0.0
    assert len(shipped.heroes) == 21
    weights = Weights()
    assert weights.mean_points == (6.0, 0.0, 0.75, 0.0, 8.0)
    assert weights.distinction["card"] == 9.0 and weights.power["loki"] == 6.0


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("  kraal: 9.0", "  kraul: 9.0", ["'kraul'", "'heroes'", "no hero of that name"]),
        ("  tarah: 14.0", "  tarah: -1", ["'tarah'", "'heroes'", "'points'", "-1"]),
        ("  aral: 11.0", "  aral: eleven", ["'aral'", "'points'", "'eleven'"]),
        ("  gem: 5.0", "  gem: true", ["'gem'", "'distinctions'", "True"]),
        ("  odin: 5.0", "  tyr: 5.0", ["'tyr'", "'gods'", "no god effect"]),
        ("  explorer: 8.0\n", "", ["'classes'", "explorer"]),
        ("gods:\n", "godz:\n", ["unknown section 'godz'"]),
    ],
)
def test_a_bad_value_names_file_entry_and_field(
    tmp_path: Path, old: str, new: str, words: list[str]
) -> None:
    text = PATH.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "ai.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as error:
        load(path, default_rules())
    message = str(error.value)
    assert str(path) in message
    for word in words:
        assert word in message
