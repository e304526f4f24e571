"""Idavoll, Nidavellir's first expansion: mythology cards (gods, giants, animals, valkyries).

Importing the package registers `IdavollState` (played when the "idavoll" option is on) with its
snapshot part, and Idavoll's verbs with Nidavellir's action reader; its decision kinds are
declared in `flow.py`. The rules (`game.nidavellir.state`) import it, so a saved Idavoll game
always reads back.
"""

from game.nidavellir.expansions import register
from game.nidavellir.expansions.idavoll import actions, snapshot, state

register("idavoll", state.IdavollState, snapshot.IdavollSnapshot())

__all__ = ["actions", "snapshot", "state"]
