"""Nidavellir's expansions: each is a package that subclasses the game's state (and its seat),
overriding the hooks it changes and owning the fields it adds, and registers here under its
option key that class and the part it writes in snapshots; `new_game` picks the class from the
options. The rules (`game.nidavellir.state`) import every expansion, in `PACKAGES` order.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.nidavellir.state import Player, State

EXPANSIONS: dict[str, type[State]] = {}
SNAPSHOTS: dict[str, SnapshotPart] = {}  # by option key, in the order of registration
PACKAGES = ("idavoll", "thingvellir")  # registered in this order: a later one wraps an earlier one


def load_expansions() -> None:
    """Import every expansion, which registers its class, snapshot part, decisions and verbs; the
    rules call it once the base game's classes exist."""
    for name in PACKAGES:
        importlib.import_module(f"{__name__}.{name}")


class SnapshotPart(Protocol):
    """How an expansion's own fields show in the snapshots and views of every game.

    Every snapshot holds every registered expansion's entries, empty in a game without it, so
    saves and views keep one shape whichever expansions are on; only a game of the expansion's
    class reads them back or hides and samples them.
    """

    after: str  # the snapshot key its game entries follow (the order saves always had)

    def write(self, state: State, keys: Sequence[str]) -> dict[str, Any]:
        """The game's entries, cards named by `keys`."""
        ...

    def write_seat(self, player: Player, keys: Sequence[str]) -> dict[str, Any]:
        """The entries of one seat, after the base game's."""
        ...

    def read(self, state: State, data: Mapping[str, Any], ids: Mapping[str, int]) -> None:
        """Set the game's fields from `write`'s entries (cards read by `ids`)."""
        ...

    def read_seat(self, player: Player, data: Mapping[str, Any], ids: Mapping[str, int]) -> None:
        """Set a seat's fields from `write_seat`'s entries."""
        ...

    def hide(self, state: State, view: dict[str, Any], unseen_draw: bool) -> None:
        """Turn the entries of a view into what its viewer may see; `unseen_draw`: the cards
        drawn now are someone else's (the view already hides them)."""
        ...

    def sample(self, state: State, unseen_draw: bool, rng: random.Random) -> None:
        """Deal the fields the viewer cannot see at random, consistently with `hide`."""
        ...


def register(option: str, state_class: type[State], snapshot: SnapshotPart) -> None:
    """Play `state_class` when option `option` is on; `snapshot` writes and reads its fields."""
    EXPANSIONS[option] = state_class
    SNAPSHOTS[option] = snapshot


def state_class(options: Mapping[str, bool], base: type[State]) -> type[State]:
    """The class playing these options: the base game's, the one expansion switched on, or a
    class combining several (each expansion's overrides call `super()`, so the method order
    chains them, a later-registered expansion around an earlier one: Thingvellir's Jarika raises
    a trade's target before Idavoll's Svafa compares the coin with it; their decision tables and
    pick ways are merged, and so are their seats)."""
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
    seats = tuple(cls.SEAT for cls in classes if cls.SEAT is not base.SEAT)
    if len(seats) > 1:
        merged["SEAT"] = type(_name(seats, "Player"), seats, {})
    return type(_name(classes, "State"), classes, merged)


def _name(classes: tuple[type, ...], suffix: str) -> str:
    return "".join(cls.__name__.removesuffix(suffix) for cls in classes) + suffix


# An expansion's module imported before the rules imports them first, which load every expansion
# in `PACKAGES` order: that order holds whatever a program imports first.
from game.nidavellir import state as _rules  # noqa: E402, F401
