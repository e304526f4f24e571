"""Nidavellir's two scripted solo opponents (spec §5.5), the base game only: the player (seat 0)
against a clan whose every decision the rules take (seat 1). Importing the package registers the
`solo` option's opponents and their difficulty options with the game's state module.
"""

from game.nidavellir import state
from game.nidavellir.info import ANDVARI_LEVELS, ANDVARI_STRATEGIES, NEUTRAL_LEVELS, OPPONENTS
from game.nidavellir.solo import andvari, neutral

state.CHOICES.update(
    {
        "solo": OPPONENTS,
        "neutral_heroes": NEUTRAL_LEVELS,
        "andvari_strategy": ANDVARI_STRATEGIES,
        "andvari_level": ANDVARI_LEVELS,
    }
)
state.SOLO.update({cls.OPPONENT: cls for cls in (neutral.NeutralState, andvari.AndvariState)})
