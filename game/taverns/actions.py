"""The engine's actions and the reader of action texts that games and expansions extend.

`str(action)` and `Reader.read(text, rules)` are inverses, e.g. ``s0 bid 5 3g 0`` (coins on the
three taverns; the other two go to the pouch), ``s1 pick a1_warrior_3``, ``s1 transform p0:5``,
``s1 trade 4 7g``, ``s2 uline 9g``. Each action class reads its own arguments (`Action.read`, the
inverse of its `_args`), so a reader is built from the classes alone and a verb is written once,
as the class's `verb`. A game adds its classes to a reader of its own (`Reader.extend`), an
expansion to its game's (`Reader.add`), so a saved text reads back the same whatever plays it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.errors import IllegalAction
from game.taverns.coins import coin_str, parse_coin

PLACE_NAMES = ("t0", "t1", "t2", "p0", "p1")
HAND = -1
# A seat as written in an action: ASCII digits only (`str.isdigit` also accepts "²"), and few of
# them, so `int` never meets a 5,000-digit number (Python refuses those with a ValueError).
_SEAT = re.compile(r"s([0-9]{1,3})", re.ASCII)


def key_str(index: int, keys: Sequence[str]) -> str:
    """`keys[index]` (a board place's name, a column's key); '#9' for an index with no key, so
    refusing a hand-built action can still name it (its text never reads back as a legal one)."""
    return keys[index] if 0 <= index < len(keys) else f"#{index}"


def place_str(place: int) -> str:
    return "hand" if place == HAND else key_str(place, PLACE_NAMES)


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    verb: ClassVar[str] = ""

    def _args(self) -> str:
        return ""

    def __str__(self) -> str:
        return f"s{self.seat} {self.verb} {self._args()}".rstrip()

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        """The action `seat` wrote as `args` (the words after the verb), None when they do not
        fit; this base class's verbs take no argument (``s2 spare``)."""
        return None if args else cls(seat)


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Sealed bid: the coins on the three tavern slots; the two others go to the pouch."""

    coins: tuple[int, int, int]
    verb: ClassVar[str] = "bid"

    def _args(self) -> str:
        return " ".join(map(coin_str, self.coins))

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        if len(args) != 3:
            return None
        c = [parse_coin(a) for a in args]
        return cls(seat, (c[0], c[1], c[2]))


@dataclass(frozen=True, slots=True)
class CardAction(Action):
    """An action naming one card: by its id for the rules, by its data key in the text form, so
    a saved text reads back whatever ids another version of the data gives."""

    card: int
    key: str

    def _args(self) -> str:
        return self.key

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        return read_card(cls, seat, args, rules)


@dataclass(frozen=True, slots=True)
class ColumnAction(Action):
    """An action naming one of a game's five columns, written by its key in `columns`."""

    column: int
    columns: ClassVar[tuple[str, ...]] = ()

    def _args(self) -> str:
        return key_str(self.column, self.columns)

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        return cls(seat, read_key(args[0], cls.columns, "column")) if len(args) == 1 else None


@dataclass(frozen=True, slots=True)
class CoinAction(Action):
    """An action naming one coin by its code (its text: '5', '7g', '3s')."""

    coin: int

    def _args(self) -> str:
        return coin_str(self.coin)

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        return cls(seat, parse_coin(args[0])) if len(args) == 1 else None


@dataclass(frozen=True, slots=True)
class HandBid(CoinAction):
    """A seat bidding from hand places a coin, face up, on the tavern being resolved. Its verb
    is the one saves and histories have always written (Nidavellir's Uline bids so)."""

    verb: ClassVar[str] = "uline"


@dataclass(frozen=True, slots=True)
class Pick(CardAction):
    """The card a seat takes from the tavern being resolved."""

    verb: ClassVar[str] = "pick"


@dataclass(frozen=True, slots=True)
class Transform(Action):
    """Transform the coin at `place` (a board slot 0–4, or HAND) whose code is `coin`."""

    place: int
    coin: int
    verb: ClassVar[str] = "transform"

    def _args(self) -> str:
        return f"{place_str(self.place)}:{coin_str(self.coin)}"

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        if len(args) != 1 or ":" not in args[0]:
            return None
        where, coin = args[0].split(":", 1)
        place = HAND if where == "hand" else PLACE_NAMES.index(where)
        return cls(seat, place, parse_coin(coin))


@dataclass(frozen=True, slots=True)
class Trade(Action):
    """A seat bidding from hand chooses the two coins of her hand to trade."""

    coins: tuple[int, int]
    verb: ClassVar[str] = "trade"

    def _args(self) -> str:
        return " ".join(map(coin_str, self.coins))

    @classmethod
    def read(cls, seat: int, args: list[str], rules: Any) -> Action | None:
        if len(args) != 2:
            return None
        a, b = sorted(parse_coin(x) for x in args)
        return cls(seat, (a, b))


def short(text: str) -> str:
    """The action text as quoted in an error: a hostile save may hold megabytes of it."""
    return text if len(text) <= 80 else f"{text[:77]}..."


def card_id(rules: Any, key: str) -> int:
    """The id of the card `key` names in `rules.card_ids`; `IllegalAction` for an unknown one."""
    if key not in rules.card_ids:
        raise IllegalAction(f"unknown card {short(key)!r}")
    return int(rules.card_ids[key])


def read_key(key: str, keys: Sequence[str], what: str) -> int:
    """The index of `key` in `keys` (a column's); `IllegalAction` naming `what` otherwise."""
    if key not in keys:
        raise IllegalAction(f"unknown {what} {short(key)!r}")
    return keys.index(key)


def read_card(
    make: Callable[[int, int, str], Action], seat: int, args: list[str], rules: Any
) -> Action | None:
    """`make(seat, card id, key)` for a verb whose one argument is a card key
    (``s1 pick a1_warrior_3``): a `CardAction`, or a game's own (Nidavellir's `Recruit`)."""
    return make(seat, card_id(rules, args[0]), args[0]) if len(args) == 1 else None


class Reader:
    """Reads action texts: the action classes, each known by its `verb`."""

    def __init__(self, classes: dict[str, type[Action]]) -> None:
        self.classes = dict(classes)

    @classmethod
    def of(cls, *classes: type[Action]) -> Reader:
        """The reader of these classes' verbs."""
        reader = cls({})
        reader.add(*classes)
        return reader

    def extend(self, *classes: type[Action]) -> Reader:
        """A new reader knowing these classes' verbs besides this one's (a game on the engine)."""
        reader = Reader(self.classes)
        reader.add(*classes)
        return reader

    def add(self, *classes: type[Action]) -> None:
        """Teach this reader more verbs (an expansion registering its own)."""
        verbs = [c.verb for c in classes]
        if "" in verbs:
            raise ValueError("an action class without a verb cannot be read")
        clash = {v for v in verbs if v in self.classes or verbs.count(v) > 1}
        if clash:
            raise ValueError(f"verbs already read: {sorted(clash)}")
        self.classes.update(zip(verbs, classes, strict=True))

    def read(self, text: str, rules: Any) -> Action:
        """Parse the text form of an action; raises `IllegalAction` when it is malformed (or
        not a text at all)."""
        if not isinstance(text, str):
            raise IllegalAction(f"an action text is a str, not {type(text).__name__}")
        parts = text.split()
        seat_text = _SEAT.fullmatch(parts[0]) if parts else None
        if len(parts) < 2 or seat_text is None:
            raise IllegalAction(f"cannot read action {short(text)!r}")
        seat, verb, args = int(seat_text.group(1)), parts[1], parts[2:]
        kind = self.classes.get(verb)
        try:
            action = kind.read(seat, args, rules) if kind is not None else None
        except ValueError as exc:
            raise IllegalAction(f"cannot read action {short(text)!r}: {exc}") from None
        if action is None:
            raise IllegalAction(f"cannot read action {short(text)!r}")
        return action


READER = Reader.of(Bid, HandBid, Pick, Transform, Trade)
