"""Thingvellir, Nidavellir's camp expansion: the camp, mercenaries and their Enlistment, twelve
artifacts and six heroes.

Importing the package registers `ThingvellirState` (played when the "thingvellir" option is on,
alone or with Idavoll) with its snapshot part, and Thingvellir's verbs with Nidavellir's action
reader. The rules (`game.nidavellir.state`) import it, so a saved Thingvellir game always reads
back.
"""

from game.nidavellir.expansions import register
from game.nidavellir.expansions.thingvellir import actions, snapshot, state

register("thingvellir", state.ThingvellirState, snapshot.ThingvellirSnapshot())

__all__ = ["actions", "snapshot", "state"]
