"""What Arran's cards do, one module per power, each found through the effect key its cards name
in the data (`data/arran/*.yaml`).

- `talion`: a Talion dwarf taken from a tavern upgrades the coin that won it (§3.6);
- `pariah`: the Wanderers' Pariah check on placement, the tokens Brum, Dröh and Oösram remove at
  the end (§3.7);
- `mercenaries`: which Cognars a recruitment may take, with the Mercenary chain rule (A-09);
- `svara`, `derdhr`, `kardum`, `oboron`: the Cognars' on-placement powers (§7);
- `ordo`: Ordo's exchange when he is awarded (§8).

Powers that only change the score (Abokar, Tiss, Jorun, Gurdan and Borogam, the Certification,
Occult symbols and runes) are read by `game.arran.scoring`. Each module works on the state
through its public fields and methods, and pushes the decisions its power asks for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.arran.effects import derdhr, kardum, oboron, svara

if TYPE_CHECKING:
    from game.arran.state import State

OnPlacement = Callable[["State", int, int], None]

# Effect key -> what it does when a Cognar carrying it joins a Lord's fortress.
ON_PLACEMENT: dict[str, OnPlacement] = {
    "svara_draw": svara.on_placement,
    "upgrade_coin": derdhr.on_placement,
    "take_exchange_coin": kardum.on_placement,
    "bring_ally": oboron.on_placement,
}
