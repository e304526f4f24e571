"""Checks at the edge of a rules core's API, shared by every game.

What `legal_actions`, `apply`, `view` and `determinize` receive comes from outside the core: a
save, the window, a plug-in, a test, another game. A rules core indexes lists with seats and
caches actions by seat (`True == 1` and `0.0 == 0` hash alike, so a bool seat read as seat 0
would poison the cache for the whole process), and it compares an action's fields with its
own ints. So a seat is refused unless it is an int of the table, and an action unless it is an
instance of one of the game's dataclasses whose every field holds exactly its declared type; the
value checks (which card, which coin) stay the game's, done before its first change.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable
from typing import Any

from game.core.errors import IllegalAction

Check = Callable[[Any], bool]
SCALARS = (int, str, bool)


def check_seat(seat: object, seats: int) -> None:
    """Refuse (`IllegalAction` naming it) a seat that is not an int in `range(seats)`: a bool
    is not a seat, whatever Python says of `True == 1`."""
    if type(seat) is not int or not 0 <= seat < seats:
        raise IllegalAction(f"no seat {_quoted(seat)} at this table of {seats}")


def check_viewer(seat: object, seats: int) -> None:
    """As `check_seat`, None (a spectator) allowed."""
    if seat is not None:
        check_seat(seat, seats)


def _quoted(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else f"{text[:57]}..."


def describe(action: object) -> str:
    """An action (or anything passed for one) as an error quotes it: short, whatever it is."""
    return f"{type(action).__name__} {_quoted(action)}"


def _all_of(value: Any, kind: type) -> bool:
    return type(value) is tuple and all(type(item) is kind for item in value)


def _never(action: object) -> bool:
    return False


def _test(name: str, hint: Any) -> str:
    """The expression testing field `name` of action `a` against its annotation: int, str,
    bool, or a tuple of one of them (of a fixed length, `tuple[int, int]`, or of any,
    `tuple[str, ...]`)."""
    if hint in SCALARS:
        return f"type(a.{name}) is {hint.__name__}"
    args = typing.get_args(hint)
    if typing.get_origin(hint) is tuple and args and args[0] in SCALARS:
        kind = args[0].__name__
        if args[1:] == (Ellipsis,):
            return f"_all_of(a.{name}, {kind})"
        if all(arg is args[0] for arg in args):
            items = " and ".join(f"type(v[{i}]) is {kind}" for i in range(len(args)))
            return f"(type(v := a.{name}) is tuple and len(v) == {len(args)} and {items})"
    raise TypeError(f"an action field may not be annotated {hint!r}")


def _compile(cls: type) -> Check:
    """The check of `cls`'s fields as one function of plain tests (the way `dataclasses` writes
    `__init__`): `apply` runs it on every action, and a loop over the fields costs several
    times as much."""
    hints = typing.get_type_hints(cls)
    tests = " and ".join(_test(f.name, hints[f.name]) for f in dataclasses.fields(cls))
    namespace: dict[str, Any] = {"_all_of": _all_of}
    exec(f"def check(a):\n    return {tests or 'True'}\n", namespace)
    return typing.cast(Check, namespace["check"])


class ActionTypes(dict[type, Check]):
    """The check of each class's objects, by class: an instance of a dataclass deriving from
    `base` is a well-typed action when each field holds exactly its annotated type (a check
    compiled on the class's first look-up); any other object never is.

    A dict, so that `apply` pays one look-up and one call: `types[type(action)](action)`.
    """

    def __init__(self, base: type) -> None:
        super().__init__()
        self.base = base

    def __missing__(self, cls: type) -> Check:
        known = issubclass(cls, self.base) and dataclasses.is_dataclass(cls)
        check = self[cls] = _compile(cls) if known else _never
        return check

    def holds(self, action: object) -> bool:
        """Whether `action` is a well-typed action."""
        return self[type(action)](action)
