"""The decisions of a Lord, with a text form for logs, saves and tests.

`str(action)` and `parse_action(text, table)` are inverses. Besides the engine's ``s0 bid 5 3g 0``,
``s1 pick E1-TA-03`` and ``s1 transform p0:5`` (a Talion upgrade of a purse coin, Derdhr's +5),
Arran reads ``s0 discard E1-SH-02`` (two Lords, tavern 2), ``s0 recruit volgrir``,
``s0 column talion`` (a Mercenary's or Ga'at's column), ``s0 keep E2-WA-05`` (Svara) and
``s0 giveup 5g`` (which of two equal coins goes, A-20).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.arran.data import ORDER_KEYS
from game.taverns import actions as engine
from game.taverns.actions import Action, card_id
from game.taverns.coins import coin_str, parse_coin


def column_str(column: int) -> str:
    """A column's Order key; '#9' for a number no column has (a hand-built action's)."""
    return ORDER_KEYS[column] if 0 <= column < len(ORDER_KEYS) else f"#{column}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Two Lords, tavern 2: the card the winner discards."""

    card: int
    key: str
    verb: ClassVar[str] = "discard"

    def _args(self) -> str:
        return self.key


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    cognar: int
    key: str
    verb: ClassVar[str] = "recruit"

    def _args(self) -> str:
        return self.key


@dataclass(frozen=True, slots=True)
class Column(Action):
    """The army column a Mercenary or Ga'at goes to."""

    column: int
    verb: ClassVar[str] = "column"

    def _args(self) -> str:
        return column_str(self.column)


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """The Era 2 card Svara keeps."""

    card: int
    key: str
    verb: ClassVar[str] = "keep"

    def _args(self) -> str:
        return self.key


@dataclass(frozen=True, slots=True)
class GiveUp(Action):
    """Of two coins of one value (a bronze 5 and a gold 5), the one given up."""

    coin: int
    verb: ClassVar[str] = "giveup"

    def _args(self) -> str:
        return coin_str(self.coin)


def _card(cls: type) -> engine.VerbReader:
    def read(seat: int, args: list[str], table: Any) -> Action | None:
        return cls(seat, card_id(table, args[0]), args[0]) if len(args) == 1 else None

    return read


def _column(seat: int, args: list[str], table: Any) -> Action | None:
    if len(args) != 1 or args[0] not in ORDER_KEYS:
        return None
    return Column(seat, ORDER_KEYS.index(args[0]))


def _give_up(seat: int, args: list[str], table: Any) -> Action | None:
    return GiveUp(seat, parse_coin(args[0])) if len(args) == 1 else None


READER = engine.READER.extend(
    {
        "discard": _card(Discard),
        "recruit": _card(Recruit),
        "column": _column,
        "keep": _card(Keep),
        "giveup": _give_up,
    }
)


def parse_action(text: str, table: Any) -> Action:
    """Read an action's text form; `IllegalAction` when it is malformed."""
    return READER.read(text, table)
