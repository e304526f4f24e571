"""The score calculator says what the game did: a finished game's table, typed as a person would
type it (`tables.table_of`), scores exactly as the game scored itself, over thousands of random
games with the full and the first-game hero sets.

The one thing the format could not say was a King's Great Armorer's card discarded by Dagda or
Bonfur (rule D6); `armorer_card_discarded` says it.

Thingvellir games too: the table then says `thingvellir: true` and lists the mercenaries by the
column each stands in, the artifacts, Mjöllnir's class and the columns of Olwyn's doubles; the
random games are checked to reach every one of these, so the agreement is not vacuous.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.errors import DataError
from game.core.simulate import random_game
from game.nidavellir.calculator import score_table
from game.nidavellir.data import CLASS_KEYS, default_rules
from game.nidavellir.info import INFO
from tests.nidavellir.checker import calculator_sheets
from tests.nidavellir.tables import table_of

RULES = default_rules()
ARMORER_CARD = RULES.card_ids["armorer_blacksmith"]
BRONZE = [0, 2, 3, 4, 5]


def armorer_table(discarded: bool | None) -> dict[str, Any]:
    ada: dict[str, Any] = {
        "name": "Ada",
        "cards": {"blacksmith": 3, "hunter": 2},
        "distinctions": ["kings_great_armorer"],
        "coins": BRONZE,
    }
    if discarded is not None:
        ada["armorer_card_discarded"] = discarded
    return {"players": [ada, {"name": "Bo", "cards": {"hunter": 1}, "coins": [0, 2, 3, 4, 6]}]}


@pytest.mark.parametrize(
    ("discarded", "blacksmith", "total"),
    [
        # 3 blacksmiths + the Armorer's 2 ranks = 5 ranks: 3+4+5+6+7 = 25; hunters 2² = 4; coins 14.
        (None, 25, 43),
        (False, 25, 43),
        # The card was discarded: 3 ranks, 3+4+5 = 12.
        (True, 12, 30),
    ],
)
def test_the_armorer_s_card_counts_unless_it_was_discarded(
    discarded: bool | None,
    blacksmith: int,
    total: int,
) -> None:
    ada = score_table(armorer_table(discarded))["players"][0]
    assert ada["breakdown"]["blacksmith"] == blacksmith
    assert ada["breakdown"]["hunter"] == 4
    assert ada["total"] == total


def test_only_the_armorer_s_owner_can_have_discarded_its_card() -> None:
    table = armorer_table(True)
    table["players"][0]["distinctions"] = []
    with pytest.raises(DataError) as caught:
        score_table(table, "table.yaml")
    message = str(caught.value)
    assert "player 'Ada'" in message and "field 'armorer_card_discarded'" in message
    assert "kings_great_armorer" in message


def test_a_game_where_dagda_discarded_the_armorer_s_card() -> None:
    """Seed 50052 (2 players): the Armorer's owner recruits Dagda, who discards its card; the
    game scores without it and so does the typed table."""
    state = random_game(INFO, 2, 50052)
    assert ARMORER_CARD in state.discard
    table = table_of(state)
    owner = next(p for p in table["players"] if "kings_great_armorer" in p["distinctions"])
    assert owner["armorer_card_discarded"] is True
    assert calculator_sheets(state) == state.scores()


def test_a_thingvellir_game_where_brisingamens_took_the_armorer_s_card() -> None:
    """Seed 1490 (3 players): the Armorer's card, discarded from its owner's army, is taken from
    the discard pile by another seat; the typed table says so with `armorer_card_retrieved`."""
    state = random_game(INFO, 3, 1490, {"thingvellir": True})
    table = table_of(state)
    taker = next(p for p in table["players"] if p.get("armorer_card_retrieved"))
    assert "kings_great_armorer" not in taker["distinctions"]
    assert any(p.get("armorer_card_discarded") for p in table["players"])
    assert calculator_sheets(state) == state.scores()


def check_game(players: int, seed: int, first_game: bool, thingvellir: bool = False) -> None:
    options = {"first_game": first_game} | ({"thingvellir": True} if thingvellir else {})
    state = random_game(INFO, players, seed, options)
    result = score_table(table_of(state))
    assert calculator_sheets(state) == state.scores()
    names = [p["name"] for p in result["players"]]
    assert result["winners"] == [names[i] for i in state.outcome().winners]


def test_seeded_thingvellir_games_score_as_the_game_did_and_reach_every_camp_card() -> None:
    """Two hundred seeded Thingvellir games, 2 to 5 players: every sheet equal to the game's,
    and together they hold every mercenary in each of its classes, every artifact, Mjöllnir on
    several classes, Olwyn's doubles and Járnglófi's four coins."""
    seen: set[tuple[str, ...]] = set()
    for seed in range(200):
        state = random_game(INFO, 2 + seed % 4, seed, {"thingvellir": True})
        table = table_of(state)
        assert table["thingvellir"] is True
        assert calculator_sheets(state) == state.scores(), f"seed {seed}"
        for player in table["players"]:
            seen.update(("mercenary", key, column) for key, column in player["mercenaries"].items())
            seen.update(("artifact", key) for key in player["artifacts"])
            seen.update(("double", column) for column in player["doubles"])
            if "mjollnir" in player:
                seen.add(("mjollnir", player["mjollnir"]))
            seen.update(("hero", key) for key in player["heroes"])
            if len(player["coins"]) == 4:
                seen.add(("four coins",))
    for mercenary in RULES.mercenaries.values():
        for cls in mercenary.classes:
            assert ("mercenary", mercenary.key, CLASS_KEYS[cls]) in seen
    assert {("artifact", a.key) for a in RULES.artifacts.values()} <= seen
    assert len({s for s in seen if s[0] == "double"}) >= 3
    assert len({s for s in seen if s[0] == "mjollnir"}) >= 2
    camp_heroes = {h.key for h in RULES.heroes.values() if h.expansion == "thingvellir"}
    assert {("hero", key) for key in camp_heroes} <= seen
    assert ("four coins",) in seen


GAMES = {
    "players": st.integers(2, 5),
    "seed": st.integers(0, 2**32 - 1),
    "first_game": st.booleans(),
}
SETTINGS: dict[str, Any] = {
    "deadline": None,
    "derandomize": True,
    "suppress_health_check": [HealthCheck.too_slow],
}


@settings(max_examples=300, **SETTINGS)
@given(**GAMES)
def test_the_calculator_scores_every_finished_game_as_the_game_did(**game: Any) -> None:
    check_game(**game)


@settings(max_examples=150, **SETTINGS)
@given(**GAMES)
def test_the_calculator_scores_every_finished_thingvellir_game_as_the_game_did(
    **game: Any,
) -> None:
    check_game(**game, thingvellir=True)


@pytest.mark.slow
@settings(max_examples=5000, **SETTINGS)
@given(**GAMES, thingvellir=st.booleans())
def test_the_calculator_scores_thousands_of_finished_games_as_the_game_did(**game: Any) -> None:
    check_game(**game)
