"""The game-independent part of a score calculator (`game.core.calcfile`): the outline and player
checks name the file, the player and the field, and the sheets' text falls back to a category's
key where a game gives no label."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from pydantic import Field, NonNegativeInt

from game.core import calcfile
from game.core.errors import DataError

WHERE = Path("table.yaml")


class Entry(calcfile.Strict):
    BLANK_MEANS_NONE: ClassVar[frozenset[str]] = frozenset({"cards"})

    name: str = Field(min_length=1)
    cards: list[NonNegativeInt] = Field(default_factory=list)
    coins: list[NonNegativeInt]


def test_the_outline_counts_the_players_the_game_allows() -> None:
    raw = {"players": [{"name": "A"}]}
    with pytest.raises(DataError, match="Game is played by 2 to 4 seats, not 1"):
        calcfile.outline(raw, WHERE, "Game", range(2, 5), "seats")
    with pytest.raises(DataError, match=r"table.yaml: entry \(top level\), field 'players'"):
        calcfile.outline({"players": 3}, WHERE, "Game", range(2, 5), "seats")
    assert calcfile.outline({"players": [{}, {}]}, WHERE, "Game", range(2, 5), "seats") == [{}, {}]


def test_a_player_is_checked_under_their_name_and_a_blank_means_none() -> None:
    assert (
        calcfile.parse_player(Entry, WHERE, 0, {"name": "A", "cards": None, "coins": []}).cards
        == []
    )
    with pytest.raises(DataError, match=r"player 'Cécile', field 'coins': item #2 \('x'\)"):
        calcfile.parse_player(Entry, WHERE, 0, {"name": "Cécile", "coins": [1, "x"]})
    with pytest.raises(DataError, match=r"player #3, field 'name'.*\(and 1 more problem\)"):
        calcfile.parse_player(Entry, WHERE, 2, {"name": "", "coins": 4})


def test_sheets_name_each_row_and_the_winners() -> None:
    sheets = [{"a": 1, "b": 2, "total": 3}, {"a": 3, "b": 0, "total": 3}]
    result = calcfile.result(["Ann", "Bo"], sheets, ("a", "b"), [0, 1])
    assert result["winners"] == ["Ann", "Bo"]
    text = calcfile.format_sheets(result, ("a", "b"), {"a": "Alpha"})
    assert text.splitlines()[1:3] == ["Alpha    1    3", "b        2    0"]
    assert text.endswith("Shared victory: Ann and Bo with 3 points each")
