"""The names of Nidavellir's rules core that its AI reads, imported here and nowhere else in
`game/ai`.

Why one module: the AI reads the core's fast representation (card codes, coin codes, the
players' columns), so it needs more than the contract; gathering those imports in one place
means a move inside the rules package (an expansion moving to its own package, a renamed
module) is mended here, not across the heuristics.
"""

from __future__ import annotations

from game.nidavellir.actions import (
    HAND,
    Action,
    Bid,
    Column,
    Discard,
    HandBid,
    Keep,
    Pick,
    Recruit,
    Trade,
    Transform,
)
from game.nidavellir.data import (
    ANIMAL,
    ARTIFACT,
    CLASS_KEYS,
    DOUBLE,
    DWARF,
    GIANT,
    GOD,
    HERO,
    MERCENARY,
    MYTH_KINDS,
    NEUTRAL,
    OFFERING,
    PLACE_ANY_COLUMN,
    PLACE_CLASS,
    PLACE_END_OF_AGE,
    SPECIAL,
    VALKYRIE,
    Rules,
    default_rules,
)
from game.nidavellir.expansions.idavoll.actions import (
    Capture,
    Freya,
    Frigg,
    Loki,
    Odin,
    Olrun,
    Thor,
)
from game.nidavellir.expansions.idavoll.giants import RESERVE
from game.nidavellir.expansions.idavoll.mythology import EFFECTS, READY
from game.nidavellir.expansions.idavoll.state import IdavollState
from game.nidavellir.expansions.thingvellir.actions import (
    Camp,
    Dismiss,
    Drop,
    Enlist,
    EnlistFirst,
    Mjollnir,
    Retrieve,
)
from game.nidavellir.expansions.thingvellir.state import ThingvellirState
from game.nidavellir.flow import BIDS, TAVERN
from game.nidavellir.persist import from_dict
from game.nidavellir.state import State
from game.taverns import coins

__all__ = [
    "ANIMAL",
    "ARTIFACT",
    "BIDS",
    "CLASS_KEYS",
    "DOUBLE",
    "DWARF",
    "EFFECTS",
    "GIANT",
    "GOD",
    "HAND",
    "HERO",
    "MERCENARY",
    "MYTH_KINDS",
    "NEUTRAL",
    "OFFERING",
    "PLACE_ANY_COLUMN",
    "PLACE_CLASS",
    "PLACE_END_OF_AGE",
    "READY",
    "RESERVE",
    "SPECIAL",
    "TAVERN",
    "VALKYRIE",
    "Action",
    "Bid",
    "Camp",
    "Capture",
    "Column",
    "Discard",
    "Dismiss",
    "Drop",
    "Enlist",
    "EnlistFirst",
    "Freya",
    "Frigg",
    "HandBid",
    "IdavollState",
    "Keep",
    "Loki",
    "Mjollnir",
    "Odin",
    "Olrun",
    "Pick",
    "Recruit",
    "Retrieve",
    "Rules",
    "State",
    "ThingvellirState",
    "Thor",
    "Trade",
    "Transform",
    "coins",
    "default_rules",
    "from_dict",
]
