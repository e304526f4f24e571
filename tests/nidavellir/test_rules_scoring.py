"""Final Bravery Value: each class, the heroes, the warrior majority, coins, gem 6, the winner."""

from __future__ import annotations

import pytest

from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    CROWN_JEWELER,
    game,
    give,
    give_distinction,
    set_coins,
    set_gems,
)

# the rulebook's table, printed beside the blacksmith and hunter columns
BLACKSMITH_TABLE = [
    3,
    7,
    12,
    18,
    25,
    33,
    42,
    52,
    63,
    75,
    88,
    102,
    117,
    133,
    150,
    168,
    187,
    207,
    228,
    250,
    273,
    297,
    322,
    348,
    375,
]
HUNTER_TABLE = [
    1,
    4,
    9,
    16,
    25,
    36,
    49,
    64,
    81,
    100,
    121,
    144,
    169,
    196,
    225,
    256,
    289,
    324,
    361,
    400,
    441,
]
CATEGORIES = (
    "warrior",
    "hunter",
    "miner",
    "blacksmith",
    "explorer",
    "warrior_majority",
    "heroes",
    "coins",
    "gem",
)


def _dwarves(cls: str, count: int) -> list[str]:
    """`count` dwarves of a class from both Age decks at 5 players (up to 10 per Age)."""
    per_age = [f"{cls}_{i}" for i in range(8 if cls in ("warrior", "blacksmith") else 6)]
    per_age += [f"{cls}_5p{i}" for i in range(2 if cls in ("hunter", "miner", "blacksmith") else 1)]
    return ([f"a1_{k}" for k in per_age] + [f"a2_{k}" for k in per_age])[:count]


def _army(*cards: str, column: str | None = None) -> State:
    state = game(5, seed=40)
    give(state, 0, *cards, column=column)
    return state


@pytest.mark.parametrize("ranks", range(1, 26))
def test_blacksmith_table(ranks: int) -> None:
    extras = [
        k
        for k, above in (("armorer_blacksmith", 20), ("aegur", 22), ("bonfur", 24))
        if ranks > above
    ]
    dwarves = ranks - sum({"armorer_blacksmith": 2, "aegur": 2, "bonfur": 3}[k] for k in extras)
    state = _army(*_dwarves("blacksmith", dwarves), *extras)
    assert state.players[0].ranks[3] == ranks
    assert state.scores()[0]["blacksmith"] == BLACKSMITH_TABLE[ranks - 1]
    assert state.check_invariants() == []


@pytest.mark.parametrize("ranks", range(1, 22))
def test_hunter_table(ranks: int) -> None:
    extras = [k for k, above in (("aral", 16), ("dagda", 18)) if ranks > above]
    dwarves = ranks - sum({"aral": 2, "dagda": 3}[k] for k in extras)
    state = _army(*_dwarves("hunter", dwarves), *extras)
    assert state.players[0].ranks[1] == ranks
    assert state.scores()[0]["hunter"] == HUNTER_TABLE[ranks - 1]
    assert state.check_invariants() == []


@pytest.mark.parametrize(
    ("cards", "value"),
    [
        (["a1_miner_2", "a1_miner_4", "a1_miner_0"], 9),  # (1 + 2 + 0) × 3
        (["a1_miner_2", "a1_miner_4", "a1_miner_0", "zoral"], 24),  # sum +1, ranks +3: 4 × 6
        (["a1_miner_2", "a1_miner_4", "a1_miner_0", "lokdur"], 24),  # sum +3, ranks +1: 6 × 4
        (["a1_miner_2", "a1_miner_4", "a1_miner_0", "zoral", "lokdur"], 49),  # 7 × 7
        (["zoral"], 3),
        (["lokdur"], 3),
        (["a1_miner_0", "a1_miner_1"], 0),
    ],
)
def test_miners_sum_times_ranks(cards: list[str], value: int) -> None:
    state = _army(*cards)
    assert state.scores()[0]["miner"] == value
    assert state.check_invariants() == []


@pytest.mark.parametrize(
    ("cards", "value"),
    [
        (["a1_explorer_0", "a1_explorer_1", "idunn"], 24),  # 5 + 6 + 7, + 2 × 3 ranks
        (["idunn"], 9),
        ([f"a1_explorer_{i}" for i in range(5)] + ["hourya"], 55),  # 5..9 + 20
        ([f"a1_explorer_{i}" for i in range(5)] + ["hourya", "idunn"], 76),  # 35 + 20 + 7 + 14
        (["a1_explorer_6", "a2_explorer_5p0"], 23),
    ],
)
def test_explorers_and_idunn(cards: list[str], value: int) -> None:
    state = _army(*cards)
    assert state.scores()[0]["explorer"] == value
    assert state.check_invariants() == []


def test_ylud_among_the_explorers_counts_for_idunn() -> None:
    state = _army("a1_explorer_0", "idunn")
    give(state, 0, "ylud", column="explorer")
    assert state.scores()[0]["explorer"] == 5 + 7 + 11 + 2 * 3
    assert state.check_invariants() == []


@pytest.mark.parametrize(
    ("cards", "value", "ranks"),
    [
        (["kraal"], 7, 2),
        (["tarah"], 14, 1),
        (["a1_warrior_0", "kraal", "tarah"], 24, 4),
        (["a1_warrior_7", "a2_warrior_5p0"], 19, 2),
    ],
)
def test_warriors_sum(cards: list[str], value: int, ranks: int) -> None:
    state = _army(*cards)
    assert state.players[0].ranks[0] == ranks
    assert state.scores()[0]["warrior"] == value
    assert state.check_invariants() == []


@pytest.mark.parametrize(
    ("heroes", "value"),
    [
        (["ymir"], 13),
        (["ymir", "aesir"], 40),
        (["ymir", "aesir", "sigmir"], 81),
        (["ymir", "aesir", "sigmir", "jungir"], 108),
        (["ymir", "aesir", "sigmir", "jungir", "bergelmir"], 135),
        (["skaa"], 17),
        (["grid"], 7),
        (["uline"], 9),
        (["astrid"], 25),  # the highest coin owned: the 25
        (["skaa", "astrid", "jungir", "bergelmir"], 17 + 25 + 40),
        (["ylud"], 0),  # her points are a rank of her column
    ],
)
def test_neutral_heroes(heroes: list[str], value: int) -> None:
    state = _army(*heroes)
    set_coins(state, 0, "0 2 3 4 25g")
    assert state.scores()[0]["heroes"] == value
    assert state.check_invariants() == []


def test_thrud_scores_13() -> None:
    state = _army("a1_hunter_0")
    give(state, 0, "thrud", column="hunter")
    sheet = state.scores()[0]
    assert (sheet["heroes"], sheet["hunter"]) == (13, 1)
    assert state.check_invariants() == []


@pytest.mark.parametrize(
    ("armies", "bonus"),
    [
        ([["a1_warrior_0", "a1_warrior_1"], ["a1_warrior_2"], []], [5, 0, 0]),
        (
            [["a1_warrior_0", "a1_warrior_1"], ["a1_warrior_2", "a1_warrior_3"], ["a1_warrior_4"]],
            [5, 9, 0],
        ),  # a tie: each adds its own highest coin
        ([["a1_warrior_0"], ["a1_warrior_1"], ["a1_warrior_2"]], [5, 9, 12]),
        ([[], [], ["a1_warrior_0"]], [0, 0, 12]),
        ([[], [], []], [0, 0, 0]),  # D8: nobody has a warrior, nobody has the majority
        ([["kraal"], ["tarah"], []], [5, 0, 0]),  # ranks count, not points: 2 ranks beat 1
    ],
)
def test_warrior_majority(armies: list[list[str]], bonus: list[int]) -> None:
    state = game(3, seed=41)
    for seat, (army, owned) in enumerate(
        zip(armies, ["0 2 3 4 5", "0 2 3 4 9g", "0 2 3 4 12g"], strict=True)
    ):
        give(state, seat, *army)
        set_coins(state, seat, owned)
    assert [s["warrior_majority"] for s in state.scores()] == bonus
    assert [s["coins"] for s in state.scores()] == [14, 18, 21]
    assert state.check_invariants() == []


def test_whole_score_sheet_and_gem_six() -> None:
    state = game(2, seed=42)
    give(
        state,
        0,
        "a1_warrior_7",
        "tarah",
        "a1_hunter_0",
        "a1_hunter_1",
        "a1_miner_4",
        "lokdur",
        "a1_blacksmith_0",
        "a1_blacksmith_1",
        "a1_blacksmith_2",
        "a1_explorer_6",
        "idunn",
        "skaa",
        "ymir",
    )
    give_distinction(state, 0, CROWN_JEWELER)
    set_gems(state, 6, 4)
    set_coins(state, 0, "0 2 3 4 25g")
    sheets = state.scores()
    assert [sheets[0][k] for k in CATEGORIES] == [23, 4, 10, 12, 22, 25, 30, 34, 3]
    assert sheets[0]["total"] == 163
    assert sheets[1]["total"] == 14
    assert state.outcome().winners == [0]
    assert state.check_invariants() == []


def test_equal_totals_share_the_victory() -> None:
    state = game(3, seed=43)
    give(state, 0, "a1_explorer_0")  # 5 points
    give(state, 1, "skaa")  # 17 points
    set_coins(state, 0, "0 2 3 4 17g")  # coins 26: 31 in all
    set_coins(state, 1, "0 2 3 4 5")  # coins 14: 31 in all
    outcome = state.outcome()
    assert [s["total"] for s in outcome.sheets] == [31, 31, 14]
    assert outcome.winners == [0, 1]
    assert state.check_invariants() == []
