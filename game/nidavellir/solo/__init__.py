"""Nidavellir's two scripted solo opponents (spec §5.5), the base game only: the player (seat 0)
against a clan whose every decision the rules take (seat 1). Importing the package registers the
`solo` option's opponents and their difficulty options with the game's state module.
"""

from game.nidavellir import state
from game.nidavellir.solo import andvari, neutral

OPPONENTS = ("off", neutral.NeutralState.OPPONENT, andvari.AndvariState.OPPONENT)

state.CHOICES.update(
    {
        "solo": OPPONENTS,
        "neutral_heroes": neutral.LEVELS,
        "andvari_strategy": andvari.STRATEGIES,
        "andvari_level": andvari.LEVELS,
    }
)
state.SOLO.update({cls.OPPONENT: cls for cls in (neutral.NeutralState, andvari.AndvariState)})
