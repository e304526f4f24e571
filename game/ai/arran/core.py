"""The names of Guerres d'Arran's rules core that its AI reads, imported here and nowhere else in
`game/ai/arran`.

Why one module: the AI reads the core's fast representation (card ids, coin codes, the Lords'
columns), so it needs more than the contract; gathering those imports in one place means a move
inside the rules package is mended here, not across the heuristic.
"""

from __future__ import annotations

from game.arran.actions import Column, Discard, Keep, Recruit
from game.arran.cards import (
    DWARF,
    ELITE,
    EXCHANGE_COIN,
    FORGE,
    NO_COLUMN,
    RANK_ALLY,
    RANK_BLACK,
    SHIELD,
    TEMPLE,
    WANDERERS,
    ZERO,
    Table,
    default_table,
)
from game.arran.effects.mercenaries import columns as mercenary_columns
from game.arran.flow import BIDS, OVER, TAVERN
from game.arran.persist import from_dict
from game.arran.state import State
from game.taverns import coins
from game.taverns.actions import Action, Bid, Pick, Transform

__all__ = [
    "BIDS",
    "DWARF",
    "ELITE",
    "EXCHANGE_COIN",
    "FORGE",
    "NO_COLUMN",
    "OVER",
    "RANK_ALLY",
    "RANK_BLACK",
    "SHIELD",
    "TAVERN",
    "TEMPLE",
    "WANDERERS",
    "ZERO",
    "Action",
    "Bid",
    "Column",
    "Discard",
    "Keep",
    "Pick",
    "Recruit",
    "State",
    "Table",
    "Transform",
    "coins",
    "default_table",
    "from_dict",
    "mercenary_columns",
]
