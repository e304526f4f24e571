"""Nidavellir's expansions: each is a package that subclasses the game's state, overriding the
hooks it changes, and registers that class here under its option key; `new_game` picks the class
from the options. The rules (`game.nidavellir.state`) import every expansion, in `PACKAGES` order.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.nidavellir.state import State

EXPANSIONS: dict[str, type[State]] = {}
PACKAGES = ("idavoll", "thingvellir")  # registered in this order: a later one wraps an earlier one


def load_expansions() -> None:
    """Import every expansion, which registers its class, decisions and verbs; the rules call it
    once the base game's classes exist."""
    for name in PACKAGES:
        importlib.import_module(f"{__name__}.{name}")


def register(option: str, state_class: type[State]) -> None:
    """Play `state_class` when option `option` is on."""
    EXPANSIONS[option] = state_class


def state_class(options: Mapping[str, bool], base: type[State]) -> type[State]:
    """The class playing these options: the base game's, the one expansion switched on, or a
    class combining several (each expansion's overrides call `super()`, so the method order
    chains them, a later-registered expansion around an earlier one: Thingvellir's Jarika raises
    a trade's target before Idavoll's Svafa compares the coin with it; their decision tables and
    pick ways are merged)."""
    chosen = tuple(cls for key, cls in reversed(EXPANSIONS.items()) if options.get(key))
    if not chosen:
        return base
    if len(chosen) == 1:
        return chosen[0]
    combined = _COMBINED.get(chosen)
    if combined is None:
        combined = _COMBINED[chosen] = _combined(chosen, base)
    return combined


_COMBINED: dict[tuple[type[State], ...], type[State]] = {}  # one class per set of expansions


def _combined(classes: tuple[type[State], ...], base: type[State]) -> type[State]:
    merged: dict[str, Any] = {"__slots__": ()}
    for name in ("HANDLERS", "LEGAL", "PICKS"):
        table = dict(getattr(base, name))
        for cls in reversed(classes):  # the first class's own entries win
            own = getattr(cls, name)
            table.update({k: v for k, v in own.items() if getattr(base, name).get(k) is not v})
        merged[name] = table
    for name in ("IN_PLAY", "DISCARDABLE"):
        merged[name] = frozenset().union(*(getattr(cls, name) for cls in classes))
    return type(
        "".join(cls.__name__.removesuffix("State") for cls in classes) + "State", classes, merged
    )


# An expansion's module imported before the rules imports them first, which load every expansion
# in `PACKAGES` order: that order holds whatever a program imports first.
from game.nidavellir import state  # noqa: E402, F401
