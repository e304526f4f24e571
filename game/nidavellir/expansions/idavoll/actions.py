"""Idavoll's actions and their text form, added to Nidavellir's reader: ``s0 loki a1_miner_2`` /
``s0 loki pass``, ``s1 freya a1_hunter_0 garm`` / ``s1 freya pass``, ``s0 frigg a1_warrior_3`` (a
pick that sends that card under the deck), ``s0 bottom a1_miner_1`` (Frigg: the card that ends at
the very bottom), ``s0 capture yes`` / ``s0 capture no``, ``s0 olrun miner``, ``s0 thor yes`` /
``s0 thor no``, ``s0 odin thrud zolkur`` (return, then recruit) / ``s0 odin pass``; Skymir's and
Frigg's keeps use ``keep`` and Gullinbursti's column uses ``column``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.nidavellir.actions import READER
from game.nidavellir.data import CLASS_KEYS
from game.taverns.actions import (
    Action,
    CardAction,
    ColumnAction,
    card_id,
)


@dataclass(frozen=True, slots=True)
class Loki(Action):
    """Loki's token on one tavern card (`card` -1: pass)."""

    card: int
    key: str
    verb: ClassVar[str] = "loki"

    def _args(self) -> str:
        return self.key if self.card >= 0 else "pass"

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        if args == ["pass"]:
            return cls(seat, -1, "")
        return cls(seat, card_id(rules, args[0]), args[0]) if len(args) == 1 else None

    @property
    def passes(self) -> bool:
        return self.card < 0


@dataclass(frozen=True, slots=True)
class Freya(Action):
    """Freya swaps two cards of two taverns (`cards` empty: pass)."""

    cards: tuple[int, ...]
    keys: tuple[str, ...]
    verb: ClassVar[str] = "freya"

    def _args(self) -> str:
        return " ".join(self.keys) if self.cards else "pass"

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        if args == ["pass"]:
            return cls(seat, (), ())
        if len(args) != 2:
            return None
        return cls(seat, (card_id(rules, args[0]), card_id(rules, args[1])), (args[0], args[1]))

    @property
    def passes(self) -> bool:
        return not self.cards


@dataclass(frozen=True, slots=True)
class Frigg(CardAction):
    """Instead of a pick: this Age card goes under the deck, then three are drawn to keep one."""

    verb: ClassVar[str] = "frigg"


@dataclass(frozen=True, slots=True)
class Bottom(CardAction):
    """Frigg's leftover cards go under the deck; this one ends at the very bottom."""

    verb: ClassVar[str] = "bottom"


@dataclass(frozen=True, slots=True)
class YesNo(Action):
    """A yes/no decision: a giant's capture, spending Thor's token."""

    yes: bool

    def _args(self) -> str:
        return "yes" if self.yes else "no"

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        return cls(seat, args[0] == "yes") if args in (["yes"], ["no"]) else None


@dataclass(frozen=True, slots=True)
class Capture(YesNo):
    verb: ClassVar[str] = "capture"


@dataclass(frozen=True, slots=True)
class Thor(YesNo):
    verb: ClassVar[str] = "thor"


@dataclass(frozen=True, slots=True)
class Olrun(ColumnAction):
    """The class Olrun watches."""

    columns: ClassVar[tuple[str, ...]] = CLASS_KEYS
    verb: ClassVar[str] = "olrun"


@dataclass(frozen=True, slots=True)
class Odin(Action):
    """Odin: return neutral hero `give`, recruit neutral hero `take` (both -1: pass)."""

    give: int
    take: int
    keys: tuple[str, ...]
    verb: ClassVar[str] = "odin"

    def _args(self) -> str:
        return " ".join(self.keys) if self.give >= 0 else "pass"

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        if args == ["pass"]:
            return cls(seat, -1, -1, ())
        if len(args) != 2:
            return None
        return cls(seat, card_id(rules, args[0]), card_id(rules, args[1]), (args[0], args[1]))

    @property
    def passes(self) -> bool:
        return self.give < 0


READER.add(Loki, Freya, Odin, Frigg, Bottom, Capture, Thor, Olrun)
