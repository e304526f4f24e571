"""A full Arran game rebuilt from what one Lord sees, for a window that joins a hosted game as a
seat: the host sends a device only `view(seat)` (without the deal's seed), while the window's
table draws a state and checks clicks against it.

The rebuilt state is one guess at the hidden parts, drawn from the caller's random source only:
other Lords' face-down coins, the decks' order and the cards someone else's Svara looks at. It
never decides anything (the host does), so its later draws (its shuffle seed) mean nothing. Its
`view(seat)` is the given view but for the `seed` the host strips, which a view without it reads
as 0.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from game.arran.persist import from_dict
from game.arran.state import State
from game.core.game import Options
from game.taverns import snapshot

_VIEW_ONLY = ("viewer", "scores", "leaders")  # what a view adds to a snapshot
_SEAT_VIEW_ONLY = ("lines", "ranks", "malt", "occult", "runes")  # and to each seat's entry
_SVARA_DECK = 1  # Svara looks at the Era 2 deck: its index among the snapshot's decks


def from_view(
    players: int, options: Options, view: Mapping[str, Any], seat: int | None, rng: random.Random
) -> State:
    """A state whose `view(seat)` is `view`, its hidden parts drawn from `rng`; `ValueError`
    for a view no state of this game has (another seat's, another player count's)."""
    d = json.loads(json.dumps(view))  # a copy, as fast as copies of plain data get
    if d.get("viewer") != seat or d.get("players") != players:
        raise ValueError(f"not seat {seat}'s view of a {players}-Lord game")
    for key in _VIEW_ONLY:
        d.pop(key, None)
    for seat_view in d["seats"]:
        for key in _SEAT_VIEW_ONLY:
            seat_view.pop(key, None)
    d.setdefault("seed", 0)
    snapshot.unhide(d, rng, _SVARA_DECK)
    return from_dict(d)
