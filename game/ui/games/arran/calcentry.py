"""What the Arran calculator scene edits: one Lord's fortress as it lies on a real table, turned
into the table document `game.arran.calculator.score_table` reads. No pygame and no scoring here:
the score always comes from the calculator, these only shape the entry. The scene's words are
in data/i18n (`arran.calculator.*`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.arran.cards import EXCHANGE_COIN, RANK_ALLY, RANK_BLACK, Table
from game.arran.data import ORDER_KEYS
from game.taverns import coins as cn

WANDERERS = ORDER_KEYS.index("wanderers")


@dataclass
class Entry:
    """One Lord's fortress as it lies on the table; nothing derived is stored."""

    name: str
    coins: list[int]  # coin codes, so the 3-Exchange coin keeps its own face
    cards: list[list[str]] = field(default_factory=lambda: [[] for _ in ORDER_KEYS])
    pariah: dict[int, int] = field(default_factory=dict)  # tokens left, by card value
    cognars: list[str] = field(default_factory=list)
    columns: dict[str, str] = field(default_factory=dict)  # Mercenaries' and Ga'at's
    elites: list[str] = field(default_factory=list)
    certification: bool = False

    def document(self) -> dict[str, Any]:
        """This Lord as the table file writes one."""
        return {
            "name": self.name,
            "dwarves": {key: list(self.cards[i]) for i, key in enumerate(ORDER_KEYS)},
            "pariah": [v for v, n in sorted(self.pariah.items()) for _ in range(n)],
            "cognars": list(self.cognars),
            "columns": dict(self.columns),
            "elites": list(self.elites),
            "certification": self.certification,
            "coins": [cn.value_of(code) for code in self.coins],
        }


def coin_steps(table: Table) -> list[int]:
    """Every coin a Lord can own, in the order + and − walk through them: the bronze set, the
    3-Exchange coin right after the bronze 3 (it scores 3 too, but has its own face), then the
    Treasury's gold."""
    gold = [v for v, n in enumerate(table.treasure[table.max_players]) if n]
    steps: list[int] = []
    for value in sorted(set(table.starting_coins)):
        steps.append(cn.coin(value, cn.BRONZE))
        if value == cn.value_of(EXCHANGE_COIN):
            steps.append(EXCHANGE_COIN)
    return steps + [cn.coin(v, cn.GOLD) for v in gold]


def placed(table: Table, e: Entry) -> list[list[str]]:
    """The Cognars standing in each army column: coloured ones in their Order's, Mercenaries
    and Ga'at where the entry puts them (for display; the calculator places them itself)."""
    columns: list[list[str]] = [[] for _ in ORDER_KEYS]
    for key in e.cognars:
        card = table.cards[table.card_ids[key]]
        if card.column >= 0:
            columns[card.column].append(key)
        elif card.rank in (RANK_ALLY, RANK_BLACK) and key in e.columns:
            columns[ORDER_KEYS.index(e.columns[key])].append(key)
    return columns


def ranks(table: Table, e: Entry) -> list[int]:
    """Printed ranks in each column: one per dwarf, the Cognars' own."""
    extra = placed(table, e)
    return [
        len(e.cards[i]) + sum(table.cards[table.card_ids[k]].ranks for k in extra[i])
        for i in range(len(ORDER_KEYS))
    ]


def wanderer_values(table: Table, e: Entry) -> Counter[int]:
    """How many cards of each value stand in the Wanderers column (Ga'at counts its 9 there)."""
    values = Counter(_points(text) for text in e.cards[WANDERERS])
    for key in placed(table, e)[WANDERERS]:
        card = table.cards[table.card_ids[key]]
        if card.rank == RANK_ALLY:
            values[card.column_points[WANDERERS]] += 1
        elif card.rank != RANK_BLACK:
            values[card.points] += 1
    return values


def _points(text: str) -> int:
    return sum(int(w) for w in text.split() if w.isdigit())
