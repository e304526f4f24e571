"""The AI estimates files of both games (`data/<game>/ai.yaml`, read by `game/ai/valuesfile.py`):
loaded once, every slip named with its file, entry and field. Arran's fortress profile has its
own tests (`test_arran_values.py`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.ai.arran import values as arran_values
from game.ai.nidavellir import values as nidavellir_values
from game.ai.nidavellir.weights import Weights
from game.arran.cards import default_table
from game.core.errors import DataError
from game.nidavellir.data import default_rules
from tests.datafiles import edited_file, refusal

# game -> (the shipped file, its loader, the rules it is checked against)
FILES: dict[str, tuple[Path, Callable[[Path, Any], Any], Callable[[], Any]]] = {
    "nidavellir": (nidavellir_values.PATH, nidavellir_values.load, default_rules),
    "arran": (arran_values.PATH, arran_values.load, default_table),
}


def test_the_shipped_values_feed_the_weights() -> None:
    shipped = nidavellir_values.values()
    assert shipped.heroes["ymir"] == 20.0 and shipped.heroes["hourya"] == 0.0
    assert len(shipped.heroes) == 27  # the base game's 21 and Thingvellir's 6
    weights = Weights()
    assert weights.mean_points == (6.0, 0.0, 0.75, 0.0, 8.0)
    assert weights.distinction["card"] == 9.0 and weights.power["loki"] == 6.0


@pytest.mark.parametrize(
    ("game", "old", "new", "words"),
    [
        (
            "nidavellir",
            "  kraal: 9.0",
            "  kraul: 9.0",
            ["'kraul'", "'heroes'", "no hero of that name"],
        ),
        ("nidavellir", "  tarah: 14.0", "  tarah: -1", ["'tarah'", "'heroes'", "'points'", "-1"]),
        ("nidavellir", "  aral: 11.0", "  aral: eleven", ["'aral'", "'points'", "'eleven'"]),
        ("nidavellir", "  gem: 5.0", "  gem: true", ["'gem'", "'distinctions'", "True"]),
        ("nidavellir", "  odin: 5.0", "  tyr: 5.0", ["'tyr'", "'gods'", "no god effect"]),
        ("nidavellir", "  explorer: 8.0\n", "", ["'classes'", "explorer"]),
        ("nidavellir", "gods:\n", "godz:\n", ["unknown section 'godz'"]),
        (
            "arran",
            "  svara_draw: 9.0",
            "  svara_drew: 9.0",
            ["'svara_drew'", "'powers'", "no Cognar"],
        ),
        ("arran", "  svara_draw: 9.0", "  svara_draw: -1", ["'svara_draw'", "'points'", "-1"]),
        ("arran", "  line_cognar: 14.0", "  line_cognar: lots", ["'line_cognar'", "'lots'"]),
        ("arran", "  elite_tiebreak: 0.5", "  elite_tiebreak: true", ["'elite_tiebreak'", "True"]),
        ("arran", "  svara_last: 3.0\n", "", ["'estimates'", "svara_last"]),
        ("arran", "estimates:\n", "estimatez:\n", ["unknown section 'estimatez'"]),
    ],
)
def test_a_bad_value_names_file_entry_and_field(
    tmp_path: Path, game: str, old: str, new: str, words: list[str]
) -> None:
    shipped, load, rules = FILES[game]
    path = edited_file(shipped, tmp_path, old, new)
    message = refusal(load, path, rules())
    assert str(path) in message
    for word in words:
        assert word in message


@pytest.mark.parametrize(
    ("game", "words"),
    [("nidavellir", "heroes, classes, distinctions and gods"), ("arran", "powers and estimates")],
)
def test_a_file_that_is_no_mapping_names_its_sections(
    tmp_path: Path, game: str, words: str
) -> None:
    _, load, rules = FILES[game]
    path = tmp_path / "ai.yaml"
    path.write_text("- 1\n- 2\n", encoding="utf-8")
    with pytest.raises(DataError, match=words):
        load(path, rules())
