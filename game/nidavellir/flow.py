"""Nidavellir's phases and decision kinds: the engine's (`game.taverns.flow`) and its own.

Kept apart from `state.py` so the hero and distinction modules can push decisions without
importing the state machine itself. Expansions declare their kinds in their own package.
"""

from game.taverns.flow import (
    BIDS,
    CHECK_LINES,
    DECISION_NAMES,
    DO_TRADE,
    END_OF_AGE,
    END_TURN,
    HAND_BID,
    OPEN_BIDS,
    ORDER,
    OVER,
    PHASE_NAMES,
    PICK,
    TAVERN,
    TRADE,
    TRANSFORM,
    decision,
)

RECRUIT = decision("recruit")
THRUD = decision("thrud")  # the column of the never-covered hero
YLUD = decision("ylud")  # the column of the end-of-age hero
DISCARD = decision("discard")
KEEP = decision("keep")  # the Pioneer keeps one of the cards drawn

__all__ = [
    "BIDS",
    "CHECK_LINES",
    "DECISION_NAMES",
    "DISCARD",
    "DO_TRADE",
    "END_OF_AGE",
    "END_TURN",
    "HAND_BID",
    "KEEP",
    "OPEN_BIDS",
    "ORDER",
    "OVER",
    "PHASE_NAMES",
    "PICK",
    "RECRUIT",
    "TAVERN",
    "THRUD",
    "TRADE",
    "TRANSFORM",
    "YLUD",
]
