"""The decisions a Nidavellir seat can take, with a compact text form for logs, saves and tests.

`str(action)` and `parse_action(text, rules)` are inverses. The engine's actions
(`game.taverns.actions`) read ``s0 bid 5 3g 0``, ``s1 pick a1_warrior_3``, ``s1 transform p0:5``,
``s1 trade 4 7g``, ``s2 uline 9g``; Nidavellir adds ``s2 recruit kraal``, ``s0 column explorer``,
``s0 discard miner``, ``s0 keep a2_explorer_4``. An expansion adds its verbs to `READER` when its
package is imported (Idavoll's: `game.nidavellir.expansions.idavoll.actions`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from game.core.errors import IllegalAction
from game.nidavellir.data import CLASS_INDEX, CLASS_KEYS, Rules
from game.taverns import actions as engine
from game.taverns.actions import (
    HAND,
    PLACE_NAMES,
    Action,
    Bid,
    Pick,
    Trade,
    Transform,
    UlineBid,
    card_id,
    place_str,
    short,
)


def column_str(column: int) -> str:
    """A column's key; '#9' for a number no column has, so refusing a hand-built action can
    still name it (its text never reads back as a legal one)."""
    return CLASS_KEYS[column] if 0 <= column < len(CLASS_KEYS) else f"#{column}"


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    hero: int
    key: str
    verb: ClassVar[str] = "recruit"

    def _args(self) -> str:
        return self.key


@dataclass(frozen=True, slots=True)
class Column(Action):
    """Choose the army column for a card placed by choice (Thrud, Ylud)."""

    column: int
    verb: ClassVar[str] = "column"

    def _args(self) -> str:
        return column_str(self.column)


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard the top dwarf of one column (Dagda, Bonfur)."""

    column: int
    verb: ClassVar[str] = "discard"

    def _args(self) -> str:
        return column_str(self.column)


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """Keep one of the cards drawn (the Pioneer's from the Age 2 deck)."""

    card: int
    key: str
    verb: ClassVar[str] = "keep"

    def _args(self) -> str:
        return self.key


class ColumnChoice(Protocol):
    """An action naming a column (`Column`, or an expansion's own)."""

    @property
    def seat(self) -> int: ...

    @property
    def column(self) -> int: ...


def check_column(action: ColumnChoice) -> None:
    """A column a seat chooses is one of the five; checked before the decision is taken off the
    stack, so a bad one changes nothing."""
    if not 0 <= action.column < len(CLASS_KEYS):
        raise IllegalAction(f"seat {action.seat} cannot choose column {action.column}")


def declines(action: Action) -> bool:
    """Whether `action` is the "not now" of an optional power (an expansion's: Loki, Freya …)."""
    return bool(getattr(action, "passes", False))


def read_column(key: str) -> int:
    if CLASS_INDEX.get(key, 5) > 4:
        raise IllegalAction(f"unknown column {short(key)!r}")
    return CLASS_INDEX[key]


def _recruit(seat: int, args: list[str], rules: Any) -> Action | None:
    return Recruit(seat, card_id(rules, args[0]), args[0]) if len(args) == 1 else None


def _column(seat: int, args: list[str], rules: Any) -> Action | None:
    return Column(seat, read_column(args[0])) if len(args) == 1 else None


def _discard(seat: int, args: list[str], rules: Any) -> Action | None:
    return Discard(seat, read_column(args[0])) if len(args) == 1 else None


def _keep(seat: int, args: list[str], rules: Any) -> Action | None:
    return Keep(seat, card_id(rules, args[0]), args[0]) if len(args) == 1 else None


READER = engine.READER.extend(
    {"recruit": _recruit, "column": _column, "discard": _discard, "keep": _keep}
)


def parse_action(text: str, rules: Rules) -> Action:
    """Parse the text form of an action; raises `IllegalAction` when it is malformed."""
    return READER.read(text, rules)


__all__ = [
    "HAND",
    "PLACE_NAMES",
    "READER",
    "Action",
    "Bid",
    "Column",
    "Discard",
    "Keep",
    "Pick",
    "Recruit",
    "Trade",
    "Transform",
    "UlineBid",
    "check_column",
    "column_str",
    "declines",
    "parse_action",
    "place_str",
    "read_column",
]
