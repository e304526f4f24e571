"""A finished game's table as a person would type it for the score calculator.

Reads only what lies on the table at the end (cards in each column, heroes, Ylud's column, won
distinctions, coins), so comparing the calculator's score of it with the game's own score checks
that the file format can say everything a finished game can produce.
"""

from __future__ import annotations

from typing import Any

from game.nidavellir.data import CLASS_KEYS, DWARF, PLACE_END_OF_AGE
from game.nidavellir.state import State
from game.taverns import coins as cn

POINTS_CLASSES = ("warrior", "miner", "explorer")  # the others are typed as a count of cards


def player_table(state: State, seat: int, name: str) -> dict[str, Any]:
    rules = state.rules
    p = state.players[seat]
    cards: dict[str, Any] = {}
    for column, key in enumerate(CLASS_KEYS):
        points = [rules.cards[c].points for c in p.columns[column] if rules.cards[c].kind == DWARF]
        cards[key] = sorted(points) if key in POINTS_CLASSES else len(points)
    heroes = [rules.cards[h].key for h in p.heroes]
    distinctions = [rules.distinctions[d] for d in p.distinctions]
    in_army = {c for col in p.columns for c in col}
    table: dict[str, Any] = {
        "name": name,
        "cards": cards,
        "heroes": heroes,
        "distinctions": [d.key for d in distinctions],
        "coins": [cn.value_of(c) for c in p.coins()],
    }
    if any(rules.heroes[h].placement == PLACE_END_OF_AGE for h in p.heroes):
        table["ylud"] = CLASS_KEYS[p.ylud_col]
    if any(d.effect == "card" and d.card not in in_army for d in distinctions):
        table["armorer_card_discarded"] = True
    return table


def table_of(state: State) -> dict[str, Any]:
    """The calculator's table (as `yaml.safe_load` would give it) of a finished base game."""
    assert state.is_over() and not state.options["idavoll"]
    return {"players": [player_table(state, s, f"Seat {s + 1}") for s in range(state.n)]}
