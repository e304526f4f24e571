"""What the revealed card would do to each recipient, read from the rules core's preview (the
view's "reach"): the table shows it in the slot after each row's last card, and marks the
recipients where the card would do nothing. The UI never works it out itself."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ui.games.vedrfolnir.words import TRIBUTE

Reach = tuple[int, int | None, str, str]  # stars, objective (None: the Tribute), lands, why


def reach_by_recipient(view: Mapping[str, Any]) -> dict[int, list[Reach]]:
    """Each recipient's distinct results with the revealed card, in the preview's order."""
    out: dict[int, list[Reach]] = {}
    for entry in view.get("reach") or []:
        to = entry["to"]
        objective = None if to == TRIBUTE else entry.get("objective")
        value = (entry["stars"], objective, entry.get("lands", "row"), entry.get("why", ""))
        if value not in out.setdefault(to, []):
            out[to].append(value)
    return out


def idle(reach: list[Reach]) -> bool:
    """Whether the card would do nothing there: every way of giving it sends it to the
    discard."""
    return bool(reach) and all(lands == "discard" for _, _, lands, _ in reach)
