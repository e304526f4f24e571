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
from game.taverns.actions import (
    Action,
    CardAction,
    CoinAction,
    ColumnAction,
)


@dataclass(frozen=True, slots=True)
class Discard(CardAction):
    """Two Lords, tavern 2: the card the winner discards."""

    verb: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True)
class Recruit(CardAction):
    """The Cognar recruited for a completed line."""

    verb: ClassVar[str] = "recruit"


@dataclass(frozen=True, slots=True)
class Column(ColumnAction):
    """The army column a Mercenary or Ga'at goes to."""

    columns: ClassVar[tuple[str, ...]] = ORDER_KEYS
    verb: ClassVar[str] = "column"


@dataclass(frozen=True, slots=True)
class Keep(CardAction):
    """The Era 2 card Svara keeps."""

    verb: ClassVar[str] = "keep"


@dataclass(frozen=True, slots=True)
class GiveUp(CoinAction):
    """Of two coins of one value (a bronze 5 and a gold 5), the one given up."""

    verb: ClassVar[str] = "giveup"


READER = engine.READER.extend(Discard, Recruit, Column, Keep, GiveUp)


def parse_action(text: str, table: Any) -> Action:
    """Read an action's text form; `IllegalAction` when it is malformed."""
    return READER.read(text, table)
