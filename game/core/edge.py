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
from typing import Any

from game.core.errors import IllegalAction

# A field's check: its name, the type it or each of its items must be exactly, and SCALAR for a
# plain value, ANY_LENGTH for a tuple of any length, or the length of a tuple.
Field = tuple[str, type, int]
SCALAR, ANY_LENGTH = -1, -2
SCALARS = (int, str, bool)
_UNSEEN: tuple[Field, ...] = ()  # a class not looked at yet (every action has at least its seat)


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


def _field(name: str, hint: Any) -> Field:
    """The check of one field from its annotation: int, str, bool, or a tuple of one of them
    (of a fixed length, `tuple[int, int]`, or of any, `tuple[str, ...]`)."""
    if hint in SCALARS:
        return (name, hint, SCALAR)
    args = typing.get_args(hint)
    if typing.get_origin(hint) is tuple and args and args[0] in SCALARS:
        if args[1:] == (Ellipsis,):
            return (name, args[0], ANY_LENGTH)
        if all(a is args[0] for a in args):
            return (name, args[0], len(args))
    raise TypeError(f"an action field may not be annotated {hint!r}")


def _holds(value: Any, kind: type, length: int) -> bool:
    if length == SCALAR:
        return type(value) is kind
    if type(value) is not tuple or (length != ANY_LENGTH and len(value) != length):
        return False
    return all(type(item) is kind for item in value)


class ActionTypes:
    """Which objects are well-typed actions of a game: instances of dataclasses deriving from
    `base`, each field holding exactly its annotated type (checks built once per class)."""

    def __init__(self, base: type) -> None:
        self.base = base
        self._fields: dict[type, tuple[Field, ...] | None] = {}

    def __contains__(self, action: object) -> bool:
        cls = type(action)
        fields = self._fields.get(cls, _UNSEEN)
        if fields is _UNSEEN:
            fields = self._fields[cls] = self._learn(cls)
        if fields is None:
            return False
        for name, kind, length in fields:
            value = getattr(action, name)
            if length == SCALAR:  # most fields: tested here, without a call
                if type(value) is not kind:
                    return False
            elif not _holds(value, kind, length):
                return False
        return True

    def _learn(self, cls: type) -> tuple[Field, ...] | None:
        if not (issubclass(cls, self.base) and dataclasses.is_dataclass(cls)):
            return None
        hints = typing.get_type_hints(cls)
        return tuple(_field(f.name, hints[f.name]) for f in dataclasses.fields(cls))
