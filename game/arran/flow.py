"""Guerres d'Arran's decision kinds, declared on the taverns engine's registry.

Kept apart from `state.py` so the effect modules can push decisions without importing the state.
The engine's own kinds (pick, transform, the automatic steps) are re-exported for them.
"""

from game.taverns.flow import (
    BIDS,
    CHECK_LINES,
    DO_TRADE,
    END_OF_AGE,
    OVER,
    PHASE_NAMES,
    PICK,
    TAVERN,
    TRANSFORM,
    decision,
)

DISCARD_CARD = decision("discard_card")  # 2 Lords, tavern 2: the winner discards a card (§3.12)
UPGRADE_PURSE = decision("upgrade_purse")  # a Talion dwarf won with the 0: a purse coin +1
RECRUIT = decision("recruit")  # a Cognar for a completed line
COLUMN = decision("column")  # the column of a Mercenary or of Ga'at
SVARA = decision("svara")  # the Era 2 card Svara keeps
GIVE_UP = decision("give_up")  # which of two equal coins is given up

# What a GIVE_UP decision is for (its first argument).
FOR_EXCHANGE, FOR_ORDO = 0, 1

__all__ = [
    "BIDS",
    "CHECK_LINES",
    "COLUMN",
    "DISCARD_CARD",
    "DO_TRADE",
    "END_OF_AGE",
    "FOR_EXCHANGE",
    "FOR_ORDO",
    "GIVE_UP",
    "OVER",
    "PHASE_NAMES",
    "PICK",
    "RECRUIT",
    "SVARA",
    "TAVERN",
    "TRANSFORM",
    "UPGRADE_PURSE",
]
