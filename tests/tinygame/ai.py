"""Tiny Auction's AI hooks: only what the shared defaults cannot know, the hidden parts.

Every level plays it with the defaults otherwise (actions alike, random rollouts to the end,
rewards from the final score), which is the point: a game needs no heuristic to be searched.
"""

from __future__ import annotations

import random

from game.ai.hooks import Hooks
from tests.tinygame.rules import NONE, TinyState


def observe(state: TinyState, seat: int) -> TinyState:
    """The deck in a canonical order and no reshuffle seed: `determinize` shuffles what it is
    given, so the real order must not be what it starts from."""
    seen = state.clone()
    seen.deck.sort()
    seen.shuffle_rng = random.Random(0)
    return seen


def reopen(state: TinyState, seat: int) -> None:
    """The bids others have placed (hidden) become choices again, for the search to make."""
    if state.pending() == "bids":
        for other in range(state.n):
            if other != seat:
                state.bids[other] = NONE


HOOKS = Hooks(observe=observe, reopen=reopen)
