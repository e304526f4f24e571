"""Reasons for Vedrfolnir's decisions: where the revealed card's stars take a stake (the exact
objective, an overshoot, stars added short of it, the Tribute), else the score it gains.

Why from numbers the table shows: a stake's stars and objective are public, and the revealed card
is face up; nothing here reads the deck or Brynhildr's face-down pile.
"""

from __future__ import annotations

from typing import Any

from game.ai.coach import Option, Reason, sheet_gain
from game.vedrfolnir.actions import TRIBUTE, Attribute


def explain(seen: Any, seat: int, action: Any, options: list[Option]) -> Reason | None:
    if isinstance(action, Attribute) and seen.revealed >= 0:
        return _attribute(seen, action)
    found = sheet_gain(seen, seat, action)
    if found is None:
        return None
    _, category, points = found
    return Reason("category", {"category": category, "points": points})


def _attribute(seen: Any, action: Attribute) -> Reason:
    stars = seen.t.stars[seen.revealed]
    if action.to == TRIBUTE:
        return Reason("tribute", {"stars": stars})
    total = seen.stars(action.to) + stars
    objective = seen.objective(action.to)
    after = seen.clone()
    after.apply(action)
    if after.exact[action.to] > seen.exact[action.to]:
        kind = "exact"
    elif total > objective:
        kind = "overshoot"
    else:
        kind = "adds"
    return Reason(kind, {"place": action.to, "total": total, "objective": objective})


EXPLAIN = explain
