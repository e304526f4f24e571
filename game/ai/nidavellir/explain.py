"""Nidavellir's reasons: the taverns games' (`game/ai/taverns/explain.py`), the card Loki's token
reserves, and for a card whose worth comes later (a god or a valkyrie of Idavoll, a Mercenary or
an artefact of Thingvellir's camp) what the AI's own position value says it is worth to the seat.

Why the position value: such a card scores nothing when taken, so the score sheet cannot tell
it apart; the value the search's rollouts stop on (`heuristic.py`) reads only public facts.
"""

from __future__ import annotations

from typing import Any

from game.ai.coach import Option, Reason
from game.ai.nidavellir.campvalue import best_class
from game.ai.nidavellir.heuristic import Context
from game.ai.nidavellir.position import card_gain, profiles
from game.ai.nidavellir.weights import DEFAULT_WEIGHTS
from game.ai.taverns.explain import class_gain, given, seen_categories
from game.ai.taverns.explain import explain as taverns_explain
from game.nidavellir.expansions.idavoll.actions import Loki
from game.taverns.actions import CardAction

TAKES = ("pick", "camp", "keep")  # the verbs that take a card into the seat's army or camp


def explain(seen: Any, seat: int, action: Any, options: list[Option]) -> Reason | None:
    if isinstance(action, Loki) and not action.passes:
        return _reserve(seen, seat, action.card)
    return taverns_explain(seen, seat, action, options) or _worth(seen, seat, action)


def _reserve(seen: Any, seat: int, card: int) -> Reason | None:
    """Loki's token on a tavern card (face up): what taking it will give the seat's class."""
    after = given(seen, seat, card)
    if after is None:
        return None
    points, category = class_gain(seen, after, seat)
    return Reason("reserve", {"category": category, "points": points}) if points > 0 else None


def _worth(seen: Any, seat: int, action: Any) -> Reason | None:
    if not isinstance(action, CardAction) or action.verb not in TAKES:
        return None
    ctx = Context(seen, DEFAULT_WEIGHTS)
    profs = profiles(seen, ctx)
    if action.card in seen.rules.mercenaries:
        column, points = best_class(profs[seat], action.card, ctx)
        category = seen_categories(seen)[column]
        return Reason("mercenary", {"category": category, "points": points})
    gain = round(card_gain(profs, seat, action.card, ctx))
    return Reason("worth", {"points": gain}) if gain > 0 else None


EXPLAIN = explain
