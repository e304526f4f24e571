"""Thingvellir, Nidavellir's camp expansion: the camp, mercenaries and their Enlistment, twelve
artifacts and six heroes.

Importing the package registers `ThingvellirState` (played when the "thingvellir" option is on,
alone or with Idavoll) and Thingvellir's verbs with Nidavellir's action reader.
The rules (`game.nidavellir.state`) import it, so a saved Thingvellir game always reads back.
"""

from game.nidavellir.expansions.thingvellir import actions, state

__all__ = ["actions", "state"]
