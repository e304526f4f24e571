"""Thingvellir's actions and their text form, added to Nidavellir's reader: ``s0 camp vegvisir``
(a camp card instead of a tavern card, or Holda's), ``s0 drop a2_miner_1`` (two players: the
tavern card discarded after a camp visit), ``s1 first yes`` / ``s1 first no`` (enlist first or
last), ``s1 enlist mercenary_3 explorer``, ``s0 retrieve a1_warrior_4`` (from the discard pile),
``s0 retrieve pass`` (Brisingamens read one by one), ``s2 dismiss a1_warrior_2`` (a card of
the army discarded: Höfud, Brisingamens), ``s0 mjollnir miner``, ``s2 spare`` (Thor cancels that
discard); Vidofnir's coin uses ``transform`` and Olwyn's doubles ``column``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.nidavellir.actions import READER
from game.nidavellir.data import CLASS_KEYS
from game.nidavellir.expansions.idavoll.actions import YesNo
from game.taverns.actions import (
    Action,
    CardAction,
    ColumnAction,
    card_id,
    key_str,
    read_card,
    read_key,
)


@dataclass(frozen=True, slots=True)
class Camp(CardAction):
    """Take this camp card (instead of a tavern card, or with Holda)."""

    verb: ClassVar[str] = "camp"


@dataclass(frozen=True, slots=True)
class Drop(CardAction):
    """Two players: the tavern card the camp visitor discards."""

    verb: ClassVar[str] = "drop"


@dataclass(frozen=True, slots=True)
class EnlistFirst(YesNo):
    """The first seat of the enlistment order goes first (yes) or last (no)."""

    verb: ClassVar[str] = "first"


@dataclass(frozen=True, slots=True)
class Enlist(Action):
    """A mercenary of the command zone goes into `column`, one of its two classes."""

    card: int
    key: str
    column: int
    verb: ClassVar[str] = "enlist"

    def _args(self) -> str:
        return f"{self.key} {key_str(self.column, CLASS_KEYS)}"

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        if len(args) != 2:
            return None
        card = card_id(rules, args[0])
        return cls(seat, card, args[0], read_key(args[1], CLASS_KEYS, "column"))


@dataclass(frozen=True, slots=True)
class Retrieve(CardAction):
    """A card taken from the discard pile (Andumia, Brisingamens); `card` -1: Brisingamens' pick
    passed, where the reading in force allows it."""

    verb: ClassVar[str] = "retrieve"

    def _args(self) -> str:
        return self.key if self.card >= 0 else "pass"

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        return cls(seat, -1, "") if args == ["pass"] else read_card(cls, seat, args, rules)

    @property
    def passes(self) -> bool:
        return self.card < 0


@dataclass(frozen=True, slots=True)
class Dismiss(CardAction):
    """A card of the seat's army discarded, at any depth (Höfud, Brisingamens)."""

    verb: ClassVar[str] = "dismiss"


@dataclass(frozen=True, slots=True)
class Spare(Action):
    """The discard owed (Höfud's, Brisingamens') is cancelled by what the seat may spend for it
    (Idavoll's Thor)."""

    verb: ClassVar[str] = "spare"


@dataclass(frozen=True, slots=True)
class Mjollnir(ColumnAction):
    """The class whose ranks Mjöllnir counts."""

    columns: ClassVar[tuple[str, ...]] = CLASS_KEYS
    verb: ClassVar[str] = "mjollnir"


READER.add(Camp, Drop, EnlistFirst, Enlist, Retrieve, Dismiss, Mjollnir, Spare)
