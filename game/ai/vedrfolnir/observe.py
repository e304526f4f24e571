"""What an AI player may know: a copy of the state with every never-revealed card in a
canonical order, and the victory condition of its mode as the search's final score.

Why sorted: the draw pile, the hand, the face-down discards and Brynhildr's pile are hidden from
everyone (spec §15.1); the search samples them again from the copy each iteration
(`determinize`), so the copy must not keep their real order, or a search could "know" the next
card. Sorting all of them over their places gives the same copy whatever the hidden truth.

Why another final score: the search rewards a player from `outcome().totals`, the points of each
player's own place. In the two-player mode a player must beat its own Ase as well, and in solo
Valhalla must beat Heilheim and Brynhildr, and nobody may win; the copy's `outcome` gives each
player its margin over the best rival place (`rollout.player_values`), so the search plays for
the real condition. The real state is untouched: only the AI's copies are `Observed`.
"""

from __future__ import annotations

from game.ai.vedrfolnir.core import Outcome, State, determinize, outcome, place_totals
from game.ai.vedrfolnir.core import unknown_slots as slots_of
from game.ai.vedrfolnir.rollout import player_values


class Observed(State):
    """An AI's copy: the same state, its copies and sampled worlds keep this class."""

    def clone(self) -> State:
        copy = super().clone()
        copy.__class__ = Observed
        return copy

    def determinize(self, seat: int, rng: object) -> State:
        world = determinize(self, rng)  # type: ignore[arg-type]
        world.__class__ = Observed
        return world

    def outcome(self) -> Outcome:
        real = outcome(self)
        if self.mode == "standard":
            return real
        values = player_values(self.mode, self.n, [float(v) for v in place_totals(self)])
        return Outcome(real.winners, [{"total": int(v)} for v in values])


def observe(state: State, seat: int) -> State:
    """A copy of `state` that depends only on what every player sees."""
    seen = state.clone()
    slots = slots_of(seen)
    cards = sorted(where[i] for where, i in slots)
    for (where, i), cid in zip(slots, cards, strict=True):
        where[i] = cid
    seen.face_down = {where[i] for where, i in slots if where is seen.discard}
    seen.legal = None
    seen.__class__ = Observed
    return seen
