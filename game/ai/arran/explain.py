"""Arran's reasons: the taverns games' (`game/ai/taverns/explain.py`), and for a dwarf or a
Cognar whose worth comes later (a power, a Pariah token's cover, a Mercenary's column) what the
AI's own card value says it is worth to the Lord.

Why the card value: such a card scores nothing when taken, so the score sheet cannot tell it
apart; the value the greedy level and the search's rollouts use (`gains.py`) reads only public
facts.
"""

from __future__ import annotations

from typing import Any

from game.ai.arran.gains import cognar_gain, pick_gain
from game.ai.arran.position import Context
from game.ai.arran.weights import DEFAULT_WEIGHTS
from game.ai.coach import Option, Reason
from game.ai.taverns.explain import explain as taverns_explain
from game.taverns.actions import CardAction


def explain(seen: Any, seat: int, action: Any, options: list[Option]) -> Reason | None:
    return taverns_explain(seen, seat, action, options) or _worth(seen, seat, action)


def _worth(seen: Any, seat: int, action: Any) -> Reason | None:
    if not isinstance(action, CardAction) or action.verb not in ("pick", "recruit"):
        return None
    ctx = Context(seen, DEFAULT_WEIGHTS)
    if action.verb == "pick":
        gain = pick_gain(seen, ctx, seat, action.card)
    else:
        gain = cognar_gain(seen, ctx, seat, action.card)
    return Reason("worth", {"points": round(gain)}) if gain >= 0.5 else None


EXPLAIN = explain
