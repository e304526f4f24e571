"""Positions for the AI tests of both games on the taverns engine: one state for every decision
type the core can ask for, and states part-way through seeded random games.

Random legal games are played from fixed seeds and a copy of the first state owing each decision
type is kept, so every level can be asked every kind of question.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from game.arran.state import new_game as new_arran
from game.core import registry
from game.nidavellir.expansions.idavoll.actions import Frigg
from game.nidavellir.expansions.idavoll.flow import DECISIONS
from game.nidavellir.state import new_game

NIDAVELLIR = registry.get("nidavellir")
ARRAN = registry.get("arran")

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
ARRAN_KINDS = (
    "bids",
    "pick",
    "discard_card",
    "recruit",
    "upgrade_purse",
    "transform",
    "column",
    "give_up",
    "svara",
)
# Idavoll's new decisions but Hrungnir's (tested from a position built for it, see
# test_idavoll_ai.py); a pick offering Frigg counts as its own kind, `pick_frigg`
IDAVOLL_KINDS = (*(name for name in DECISIONS if name != "hrungnir"), "pick_frigg")

Deal = Callable[[int, int], Any]  # (players, seed) -> a new game


def nidavellir(idavoll: bool = False) -> Deal:
    """Nidavellir's deal, with or without Idavoll."""
    return lambda players, seed: new_game(players, seed, {"idavoll": idavoll})


def arran(players: int, seed: int) -> Any:
    """Guerres d'Arran's deal."""
    return new_arran(players, seed)


def _pending(state: Any, seat: int) -> str:
    return str(state.pending())


def collect(
    kinds: tuple[str, ...],
    seeds: int,
    deal: Deal,
    kind_of: Callable[[Any, int], str] = _pending,
) -> dict[str, tuple[Any, int]]:
    """The first state owing each of `kinds` (with two answers or more) in seeded random games
    of `deal` (2 to 5 players), and the seat that owes it; `kind_of` names what a state asks of
    a seat."""
    found: dict[str, tuple[Any, int]] = {}
    for seed in range(seeds):
        state = deal(2 + seed % 4, seed)
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
def _collect() -> dict[str, tuple[Any, int]]:
    return collect(KINDS, 50, nidavellir())


def idavoll_kind(state: Any, seat: int) -> str:
    """What a state with Idavoll asks of `seat`, a pick offering Frigg told apart."""
    kind = str(state.pending())
    if kind == "pick" and any(isinstance(a, Frigg) for a in state.legal_actions(seat)):
        return "pick_frigg"
    return kind


@cache
def collect_idavoll() -> dict[str, tuple[Any, int]]:
    return collect(IDAVOLL_KINDS, 200, nidavellir(idavoll=True), idavoll_kind)


@cache
def _collect_arran() -> dict[str, tuple[Any, int]]:
    return collect(ARRAN_KINDS, 60, arran)


def position(kind: str) -> tuple[Any, int]:
    """A fresh copy of a Nidavellir state owing `kind`, and the seat that owes it."""
    state, seat = _collect()[kind]
    return state.clone(), seat


def idavoll_position(kind: str) -> tuple[Any, int]:
    """A fresh copy of a Nidavellir state with Idavoll owing `kind`, and the seat that owes it."""
    state, seat = collect_idavoll()[kind]
    return state.clone(), seat


def arran_position(kind: str) -> tuple[Any, int]:
    """A fresh copy of an Arran state owing `kind`, and the Lord who owes it."""
    state, seat = _collect_arran()[kind]
    return state.clone(), seat


def midgame(players: int, seed: int, steps: int, deal: Deal | None = None) -> Any:
    """A state reached by `steps` random legal actions from a seeded deal (Nidavellir's base
    game unless `deal` says otherwise)."""
    state = (deal or nidavellir())(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = rng.choice(state.to_move())
        state.apply(rng.choice(state.legal_actions(seat)))
    return state
