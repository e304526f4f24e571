"""What an AI seat may know: a copy of the state with every hidden part put in a canonical order.

The engine's hidden parts (deck order, other seats' face-down coins, the reshuffle seed) and cards
someone else drew are sorted by `game/ai/taverns/observe.py`, which says why; with Idavoll the
face-down mythology deck and reserve, whose contents the view gives only as one pool, are sorted
here, as are Thingvellir's face-down camp decks.
"""

from __future__ import annotations

from game.ai.nidavellir.core import RESERVE, IdavollState, State, ThingvellirState
from game.ai.taverns.observe import hide_draw, hide_engine, others_draw


def observe(state: State, seat: int) -> State:
    """A copy of `state` that depends only on `state.view(seat)`; the real state is not touched."""
    s = state.clone()
    others_drew = others_draw(s, seat)
    if others_drew and s.drawn_src != RESERVE:
        hide_draw(s, s.drawn_src)
    if isinstance(s, IdavollState):
        _canonical_myths(s, others_drew and s.drawn_src == RESERVE)
    if isinstance(s, ThingvellirState):  # the camp decks are face down
        for deck in s.camp_decks:
            deck.sort()
    hide_engine(s, seat)
    return s


def _canonical_myths(s: IdavollState, with_drawn: bool) -> None:
    """Idavoll: the mythology deck and reserve (and a reserve draw someone else holds) are seen
    only as one pool of unseen cards; sort it and cut it back into the same sizes."""
    parts = [s.myth_deck, s.reserve, s.drawn if with_drawn else []]
    pool = sorted(parts[0] + parts[1] + parts[2])
    if not pool:
        return
    cut, cut2 = len(parts[0]), len(parts[0]) + len(parts[1])
    s.myth_deck, s.reserve = pool[:cut], pool[cut:cut2]
    if with_drawn:
        s.drawn = pool[cut2:]
