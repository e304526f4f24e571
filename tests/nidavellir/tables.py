"""A finished game's table as a person would type it for the score calculator.

Reads only what lies on the table at the end (cards in each column, heroes, Ylud's column, won
distinctions, coins; with Thingvellir the mercenaries in their columns, the artifacts, Mjöllnir's
class and the columns of Olwyn's doubles), so comparing the calculator's score of it with the
game's own score checks that the file format can say everything a finished game can produce.
"""

from __future__ import annotations

from typing import Any

from game.nidavellir.data import ARTIFACT, CLASS_KEYS, DOUBLE, DWARF, MERCENARY, PLACE_END_OF_AGE
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
    armorer = next(d for d in rules.distinctions if d.effect == "card")
    if armorer not in distinctions and armorer.card in in_army:  # from the discard pile
        table["armorer_card_retrieved"] = True
    if state.options.get("thingvellir"):
        table.update(camp_table(state, seat))
    return table


def camp_table(state: State, seat: int) -> dict[str, Any]:
    """A seat's Thingvellir fields: mercenaries by the column they stand in, the artifacts (in
    a column like Vegvisir or in the command zone), Mjöllnir's class, the doubles' columns."""
    rules = state.rules
    p = state.players[seat]
    mercenaries: dict[str, str] = {}
    artifacts: list[str] = []
    doubles: list[str] = []
    for column, key in enumerate(CLASS_KEYS):
        for card in p.columns[column]:
            kind = rules.cards[card].kind
            if kind == MERCENARY:
                mercenaries[rules.cards[card].key] = key
            elif kind == ARTIFACT:
                artifacts.append(rules.cards[card].key)
            elif kind == DOUBLE:
                doubles.append(key)
    assert not any(rules.cards[c].kind == MERCENARY for c in p.command), "a mercenary unplaced"
    artifacts += [rules.cards[c].key for c in p.command if rules.cards[c].kind == ARTIFACT]
    table: dict[str, Any] = {"mercenaries": mercenaries, "artifacts": artifacts, "doubles": doubles}
    if any(rules.artifacts[rules.card_ids[k]].effect == "mjollnir" for k in artifacts):
        table["mjollnir"] = CLASS_KEYS[p.mjollnir]
    return table


def table_of(state: State) -> dict[str, Any]:
    """The calculator's table (as `yaml.safe_load` would give it) of a finished game without
    Idavoll (with Thingvellir or not)."""
    assert state.is_over() and not state.options["idavoll"]
    table: dict[str, Any] = {
        "players": [player_table(state, s, f"Seat {s + 1}") for s in range(state.n)]
    }
    if state.options.get("thingvellir"):
        table["thingvellir"] = True
    return table
