"""Nidavellir's expansions: each is a package that subclasses the game's state (and its seat),
overriding the hooks it changes and owning the fields it adds, and registers here under its
option key that class and the part it writes in snapshots; `new_game` picks the class from the
options. The rules (`game.nidavellir.state`) import every expansion, in `PACKAGES` order.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from game.nidavellir.state import Player, State

T = TypeVar("T")
# How a clone copies a field an expansion declares in `FIELDS` (the name -> its way): a value
# that never changes in place, a list, a dict, a list of lists.
VALUE, LIST, DICT, LISTS = "{}", "{}[:]", "{}.copy()", "[x[:] for x in {}]"
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
    """The class playing these options: the base game's, or one built on the expansions
    switched on (each expansion's overrides call `super()`, so the method order chains them, a
    later-registered expansion around an earlier one: Thingvellir's Jarika raises a trade's
    target before Idavoll's Svafa compares the coin with it; their decision tables and pick ways
    are merged, and so are their seats)."""
    chosen = tuple(cls for key, cls in reversed(EXPANSIONS.items()) if options.get(key))
    if not chosen:
        return base
    built = _PLAYED.get(chosen)
    if built is None:
        built = _PLAYED[chosen] = _played(chosen, base)
    return built


def slotted(classes: tuple[type[T], ...]) -> type[T]:
    """The class whose instances hold the `FIELDS` of `classes` in slots.

    An expansion's classes declare `__slots__ = ()` and name their fields in `FIELDS`: two
    classes with slots of their own cannot be bases of one class, and fields in an instance
    dict would make a clone (the AI's hottest path) slower. One class per tuple of classes.
    """
    built = _SLOTTED.get(classes)
    if built is None:
        namespace = {"__slots__": tuple(_fields(classes)), "__module__": __name__}
        built = _SLOTTED[classes] = type(_name(classes), classes, namespace)
    return built


_PLAYED: dict[tuple[type[State], ...], type[State]] = {}  # by the expansions switched on
_SLOTTED: dict[tuple[type, ...], type] = {}


def _played(classes: tuple[type[State], ...], base: type[State]) -> type[State]:
    """The slotted class playing `classes` together, seats included."""
    merged = _merged_tables(classes, base) if len(classes) > 1 else {}
    seats = tuple(cls.SEAT for cls in classes if cls.SEAT is not base.SEAT)
    merged |= {"__slots__": tuple(_fields(classes)), "__module__": __name__}
    merged["copy_to"] = _copier(base.copy_to, _fields(classes), _fields(seats))
    if seats:
        merged["SEAT"] = slotted(seats)
    return type(_name(classes), classes, merged)


def _fields(classes: tuple[type, ...]) -> dict[str, str]:
    return {name: way for cls in classes for name, way in getattr(cls, "FIELDS", {}).items()}


def _copier(
    base_copy: Callable[[Any, Any], None], fields: dict[str, str], seat_fields: dict[str, str]
) -> Callable[[Any, Any], None]:
    """The played class's `copy_to`: the base game's, then every expansion's fields of the game
    and of its seats by direct assignments, all seats in one loop (a clone is the AI's hottest
    path: no chain of `super()` calls, no loop per expansion)."""
    lines = ["def copy_to(self, s):", "    base_copy(self, s)"]
    lines += [f"    s.{name} = {way.format('self.' + name)}" for name, way in fields.items()]
    if seat_fields:
        # the clone's seats are copies of the game's: no `strict` check (it costs a clone 2%)
        lines.append("    for p, q in zip(self.players, s.players):")
        lines += [
            f"        q.{name} = {way.format('p.' + name)}" for name, way in seat_fields.items()
        ]
    namespace: dict[str, Any] = {"base_copy": base_copy}
    exec("\n".join(lines), namespace)  # the code is built from the classes' FIELDS
    copy_to: Callable[[Any, Any], None] = namespace["copy_to"]
    return copy_to


def _merged_tables(classes: tuple[type[State], ...], base: type[State]) -> dict[str, Any]:
    merged: dict[str, Any] = {}
    for name in ("HANDLERS", "LEGAL", "PICKS"):
        table = dict(getattr(base, name))
        for cls in reversed(classes):  # the first class's own entries win
            own = getattr(cls, name)
            table.update({k: v for k, v in own.items() if getattr(base, name).get(k) is not v})
        merged[name] = table
    for name in ("IN_PLAY", "DISCARDABLE"):
        merged[name] = frozenset().union(*(getattr(cls, name) for cls in classes))
    return merged


def _name(classes: tuple[type, ...]) -> str:
    """`IdavollState`, `ThingvellirIdavollState`: the classes' names, their shared suffix once."""
    suffix = "State" if classes[0].__name__.endswith("State") else "Player"
    return "".join(cls.__name__.removesuffix(suffix) for cls in classes) + suffix


# An expansion's module imported before the rules imports them first, which load every expansion
# in `PACKAGES` order: that order holds whatever a program imports first.
from game.nidavellir import state as _rules  # noqa: E402, F401
