"""What a recipient would reach with the revealed card (the rulebook's advice to keep track of
the turn): its stars and objective after the card's removal and placement, and where the card
itself ends (`lands`: in the row, in the joker zone, or straight in the discard with `why`, the
reason a `card_discarded` event would give). Cards an effect would draw are unknown, so they are
not counted."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.vedrfolnir.actions import TRIBUTE
from game.vedrfolnir.data import DEFAULT_OBJECTIVE

if TYPE_CHECKING:
    from game.vedrfolnir.state import State

ENDS = {"discard_last": "last", "discard_first": "first"}


def fate(state: State, cid: int, to: int) -> tuple[str, str]:
    """Where card `cid` ends when given to `to`, before any joker answers: ("row", ""),
    ("jokers", "") or ("discard", why), as the effects resolve it."""
    from game.vedrfolnir.effects.jokers import refusal

    t = state.t
    if t.is_joker(cid):
        why = refusal(state, cid, to)
        return ("discard", why) if why else ("jokers", "")
    if to == TRIBUTE and t.objective[cid]:
        return "discard", "not_for_tribute"
    raven_dropped = state.opts.raven_in_tribute == "discard"
    if to == TRIBUTE and t.effect[cid] == "raven" and raven_dropped:
        return "discard", "not_for_tribute"
    return "row", ""


def reach(state: State, to: int, choice: str) -> dict[str, Any]:
    t, cid = state.t, state.revealed
    lands, why = fate(state, cid, to)
    row = state.row(to)[:]
    end = ENDS.get(t.effect[cid]) or (choice if choice in ("first", "last") else "")
    if choice.startswith("remove:"):
        _, target, which = choice.split(":")
        end = which if int(target) == to else ""
    if end and row:
        row.pop(0 if end == "first" else -1)
    if lands == "row":
        row.append(cid)
    stars = sum(t.stars[c] for c in row)
    objective = next((t.objective[c] for c in reversed(row) if t.objective[c]), DEFAULT_OBJECTIVE)
    if to == TRIBUTE:
        objective = 0  # the Tribute has none
    return {
        "to": to,
        "choice": choice,
        "stars": stars,
        "objective": objective,
        "lands": lands,
        "why": why,
    }
