"""Positions for the AI tests: one state for every decision type the core can ask for.

Random legal games are played from fixed seeds and a copy of the first state owing each decision
type is kept, so every level can be asked every kind of question.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from game.core import registry
from game.nidavellir.state import State, new_game

NIDAVELLIR = registry.get("nidavellir")

KINDS = (
    "bids",
    "pick",
    "recruit",
    "thrud",
    "ylud",
    "discard",
    "transform",
    "uline_bid",
    "trade",
    "keep",
)


def collect(
    kinds: tuple[str, ...],
    seeds: int,
    idavoll: bool = False,
    kind_of: Callable[[State, int], str] = lambda state, seat: state.pending(),
) -> dict[str, tuple[State, int]]:
    """The first state owing each of `kinds` (with two answers or more) in seeded random games,
    and the seat that owes it; `kind_of` names what a state asks of a seat."""
    found: dict[str, tuple[State, int]] = {}
    for seed in range(seeds):
        state = new_game(2 + seed % 4, seed, {"idavoll": idavoll})
        rng = random.Random(seed)
        while not state.is_over() and len(found) < len(kinds):
            seat = state.to_move()[-1]
            kind = kind_of(state, seat)
            if kind in kinds and kind not in found and len(state.legal_actions(seat)) > 1:
                found[kind] = (state.clone(), seat)
            mover = rng.choice(state.to_move())
            state.apply(rng.choice(state.legal_actions(mover)))
        if len(found) == len(kinds):
            break
    return found


@cache
def _collect() -> dict[str, tuple[State, int]]:
    return collect(KINDS, 50)


def position(kind: str) -> tuple[State, int]:
    """A fresh copy of a state owing `kind`, and the seat that owes it."""
    state, seat = _collect()[kind]
    return state.clone(), seat


def midgame(players: int, seed: int, steps: int, idavoll: bool = False) -> State:
    """A state reached by `steps` random legal actions from a seeded deal."""
    state = new_game(players, seed, {"idavoll": idavoll})
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = rng.choice(state.to_move())
        state.apply(rng.choice(state.legal_actions(seat)))
    return state
