"""Nidavellir's expansions: each is a package that subclasses the game's state, overriding the
hooks it changes, and registers that class here under its option key; `new_game` picks the class
from the options. The expansions' packages are imported by `game.nidavellir` itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.nidavellir.state import State

EXPANSIONS: dict[str, type[State]] = {}


def register(option: str, state_class: type[State]) -> None:
    """Play `state_class` when option `option` is on."""
    EXPANSIONS[option] = state_class


def state_class(options: Mapping[str, bool], base: type[State]) -> type[State]:
    """The class playing these options: the base game's, or the one expansion switched on."""
    chosen = [EXPANSIONS[key] for key, on in options.items() if on and key in EXPANSIONS]
    if len(chosen) > 1:
        raise ValueError(f"no state class plays {sorted(k for k, on in options.items() if on)}")
    return chosen[0] if chosen else base
