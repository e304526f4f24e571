"""What a recipient would reach with the revealed card (the rulebook's advice to keep track of
the turn): its stars and objective after the card's removal and placement. Cards an effect would
draw are unknown, so they are not counted."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.vedrfolnir.actions import TRIBUTE
from game.vedrfolnir.data import DEFAULT_OBJECTIVE

if TYPE_CHECKING:
    from game.vedrfolnir.state import State

ENDS = {"discard_last": "last", "discard_first": "first"}


def reach(state: State, to: int, choice: str) -> dict[str, Any]:
    t, cid = state.t, state.revealed
    row = state.row(to)[:]
    end = ENDS.get(t.effect[cid]) or (choice if choice in ("first", "last") else "")
    if choice.startswith("remove:"):
        _, target, which = choice.split(":")
        end = which if int(target) == to else ""
    if end and row:
        row.pop(0 if end == "first" else -1)
    goes_in = t.kind[cid] in ("score", "effect") and not (to == TRIBUTE and t.objective[cid])
    if goes_in and not (
        to == TRIBUTE and t.effect[cid] == "raven" and state.opts.raven_in_tribute == "discard"
    ):
        row.append(cid)
    stars = sum(t.stars[c] for c in row)
    objective = next((t.objective[c] for c in reversed(row) if t.objective[c]), DEFAULT_OBJECTIVE)
    if to == TRIBUTE:
        objective = 0  # the Tribute has none
    return {"to": to, "choice": choice, "stars": stars, "objective": objective}
