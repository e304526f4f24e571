"""The decisions a Nidavellir seat can take, with a compact text form for logs, saves and tests.

`str(action)` and `parse_action(text, rules)` are inverses. The engine's actions
(`game.taverns.actions`) read ``s0 bid 5 3g 0``, ``s1 pick a1_warrior_3``, ``s1 transform p0:5``,
``s1 trade 4 7g``, ``s2 uline 9g``; Nidavellir adds ``s2 recruit kraal``, ``s0 column explorer``,
``s0 discard miner``, ``s0 keep a2_explorer_4``. An expansion adds its classes to `READER` when its
package is imported (Idavoll's: `game.nidavellir.expansions.idavoll.actions`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from game.core.errors import IllegalAction
from game.nidavellir.data import CLASS_KEYS, Rules
from game.taverns import actions as engine
from game.taverns.actions import (
    HAND,
    PLACE_NAMES,
    Action,
    Bid,
    CardAction,
    ColumnAction,
    HandBid,
    Pick,
    Trade,
    Transform,
    key_str,
    place_str,
    read_card,
)


def column_str(column: int) -> str:
    """A column's key; '#9' for a number no column has (see `key_str`)."""
    return key_str(column, CLASS_KEYS)


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    """Recruit a hero: a card action, but not a `CardAction`, as its card is named `hero` (the
    handlers and the AI read that name)."""

    hero: int
    key: str
    verb: ClassVar[str] = "recruit"

    def _args(self) -> str:
        return self.key

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        return read_card(cls, seat, args, rules)


@dataclass(frozen=True, slots=True)
class Column(ColumnAction):
    """Choose the army column for a card placed by choice (Thrud, Ylud)."""

    columns: ClassVar[tuple[str, ...]] = CLASS_KEYS
    verb: ClassVar[str] = "column"


@dataclass(frozen=True, slots=True)
class Discard(ColumnAction):
    """Discard the top dwarf of one column (Dagda, Bonfur)."""

    columns: ClassVar[tuple[str, ...]] = CLASS_KEYS
    verb: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True)
class Keep(CardAction):
    """Keep one of the cards drawn (the Pioneer's from the Age 2 deck)."""

    verb: ClassVar[str] = "keep"


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


READER = engine.READER.extend(Recruit, Column, Discard, Keep)


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
    "HandBid",
    "Keep",
    "Pick",
    "Recruit",
    "Trade",
    "Transform",
    "check_column",
    "column_str",
    "declines",
    "parse_action",
    "place_str",
]
