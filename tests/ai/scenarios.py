"""Positions for the AI tests: one state for every decision type the core can ask for.

Random legal games are played from fixed seeds and a copy of the first state owing each decision
type is kept, so every level can be asked every kind of question.
"""

from __future__ import annotations

import random
from functools import cache

from game.nidavellir.state import State, new_game

KINDS = ("bids", "pick", "recruit", "thrud", "ylud", "discard", "transform", "uline_bid",
         "trade", "keep")


@cache
def _collect() -> dict[str, tuple[State, int]]:
    found: dict[str, tuple[State, int]] = {}
    for seed in range(50):
        state = new_game(2 + seed % 4, seed)
        rng = random.Random(seed)
        while not state.is_over() and len(found) < len(KINDS):
            kind = state.pending()
            seats = state.to_move()
            if kind not in found and len(state.legal_actions(seats[-1])) > 1:
                found[kind] = (state.clone(), seats[-1])
            seat = rng.choice(seats)
            state.apply(rng.choice(state.legal_actions(seat)))
        if len(found) == len(KINDS):
            break
    return found


def position(kind: str) -> tuple[State, int]:
    """A fresh copy of a state owing `kind`, and the seat that owes it."""
    state, seat = _collect()[kind]
    return state.clone(), seat


def midgame(players: int, seed: int, steps: int) -> State:
    """A state reached by `steps` random legal actions from a seeded deal."""
    state = new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = rng.choice(state.to_move())
        state.apply(rng.choice(state.legal_actions(seat)))
    return state
