"""A coach's reason as one line of the player's language (`coach.reason.<kind>`), with the
game's own names for its categories and places.

Why here and not in `game/ai/coach.py`: the rules side returns kinds and numbers only, so the
same hint reads in every language and the labels come from the game's data as the score pad
shows them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ai.coach import Option, Reason
from game.core.game import GameInfo
from game.ui import gamekit

# Parameters that count a noun, read with it in the language's plural ("1 point", "0 point").
COUNTED = {"stars": "count.stars", "points": "count.points", "ahead": "count.points"}


def reason_line(t: Any, info: GameInfo, reason: Reason, place: Callable[[int], str]) -> str:
    params = dict(reason.params)
    if "category" in params:
        params["category"] = gamekit.category_label(t, info, params["category"])
    if "place" in params:
        params["place"] = place(params["place"])
    for key, count in COUNTED.items():
        if key in params:
            params[key] = t.plural(count, params[key])
    return str(t(f"coach.reason.{reason.kind}", **params))


def worth_text(t: Any, option: Option) -> str:
    """An option's worth in percent of search value, or that the search never tried it."""
    if option.worth is None:
        return str(t("coach.untried"))
    return str(t("coach.worth", worth=t.decimal(option.worth, 0)))
