"""The decisions a Nidavellir seat can take, with a compact text form for logs, saves and tests.

`str(action)` and `parse_action(text, rules)` are inverses, e.g. ``s0 bid 5 3g 0`` (coins on the
three taverns; the other two go to the pouch), ``s1 pick a1_warrior_3``, ``s2 recruit kraal``,
``s0 column explorer``, ``s0 discard miner``, ``s1 transform p0:5``, ``s1 trade 4 7g``,
``s0 keep a2_explorer_4``, ``s2 uline 9g``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.errors import IllegalAction
from game.nidavellir.coins import coin_str, parse_coin
from game.nidavellir.data import CLASS_INDEX, CLASS_KEYS, Rules

PLACE_NAMES = ("t0", "t1", "t2", "p0", "p1")
HAND = -1


def place_str(place: int) -> str:
    return "hand" if place == HAND else PLACE_NAMES[place]


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    verb: ClassVar[str] = ""

    def _args(self) -> str:
        return ""

    def __str__(self) -> str:
        return f"s{self.seat} {self.verb} {self._args()}".rstrip()


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Sealed bid: the coins on the three tavern slots; the two others go to the pouch."""

    coins: tuple[int, int, int]
    verb: ClassVar[str] = "bid"

    def _args(self) -> str:
        return " ".join(map(coin_str, self.coins))


@dataclass(frozen=True, slots=True)
class UlineBid(Action):
    """Uline's owner places a coin from hand, face up, on the tavern being resolved."""

    coin: int
    verb: ClassVar[str] = "uline"

    def _args(self) -> str:
        return coin_str(self.coin)


@dataclass(frozen=True, slots=True)
class Pick(Action):
    card: int
    key: str
    verb: ClassVar[str] = "pick"

    def _args(self) -> str:
        return self.key


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    hero: int
    key: str
    verb: ClassVar[str] = "recruit"

    def _args(self) -> str:
        return self.key


@dataclass(frozen=True, slots=True)
class Column(Action):
    """Choose the army column for a hero placed by choice (Thrud, Ylud)."""

    column: int
    verb: ClassVar[str] = "column"

    def _args(self) -> str:
        return CLASS_KEYS[self.column]


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard the top dwarf of one column (Dagda, Bonfur)."""

    column: int
    verb: ClassVar[str] = "discard"

    def _args(self) -> str:
        return CLASS_KEYS[self.column]


@dataclass(frozen=True, slots=True)
class Transform(Action):
    """Transform the coin at `place` (a board slot 0–4, or HAND) whose code is `coin`."""

    place: int
    coin: int
    verb: ClassVar[str] = "transform"

    def _args(self) -> str:
        return f"{place_str(self.place)}:{coin_str(self.coin)}"


@dataclass(frozen=True, slots=True)
class Trade(Action):
    """Uline's owner chooses the two coins of her hand to trade."""

    coins: tuple[int, int]
    verb: ClassVar[str] = "trade"

    def _args(self) -> str:
        return " ".join(map(coin_str, self.coins))


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """The Pioneer keeps one of the cards drawn from the Age 2 deck."""

    card: int
    key: str
    verb: ClassVar[str] = "keep"

    def _args(self) -> str:
        return self.key


def _card(rules: Rules, key: str) -> int:
    if key not in rules.card_ids:
        raise IllegalAction(f"unknown card {key!r}")
    return rules.card_ids[key]


def _column(key: str) -> int:
    if CLASS_INDEX.get(key, 5) > 4:
        raise IllegalAction(f"unknown column {key!r}")
    return CLASS_INDEX[key]


def parse_action(text: str, rules: Rules) -> Action:
    """Parse the text form of an action; raises `IllegalAction` when it is malformed."""
    parts = text.split()
    if len(parts) < 2 or not parts[0].startswith("s") or not parts[0][1:].isdigit():
        raise IllegalAction(f"cannot read action {text!r}")
    seat, verb, args = int(parts[0][1:]), parts[1], parts[2:]
    try:
        if verb == "bid" and len(args) == 3:
            c = [parse_coin(a) for a in args]
            return Bid(seat, (c[0], c[1], c[2]))
        if verb == "uline" and len(args) == 1:
            return UlineBid(seat, parse_coin(args[0]))
        if verb == "pick" and len(args) == 1:
            return Pick(seat, _card(rules, args[0]), args[0])
        if verb == "recruit" and len(args) == 1:
            return Recruit(seat, _card(rules, args[0]), args[0])
        if verb == "column" and len(args) == 1:
            return Column(seat, _column(args[0]))
        if verb == "discard" and len(args) == 1:
            return Discard(seat, _column(args[0]))
        if verb == "transform" and len(args) == 1 and ":" in args[0]:
            where, coin = args[0].split(":", 1)
            place = HAND if where == "hand" else PLACE_NAMES.index(where)
            return Transform(seat, place, parse_coin(coin))
        if verb == "trade" and len(args) == 2:
            a, b = sorted(parse_coin(x) for x in args)
            return Trade(seat, (a, b))
        if verb == "keep" and len(args) == 1:
            return Keep(seat, _card(rules, args[0]), args[0])
    except ValueError as exc:
        raise IllegalAction(f"cannot read action {text!r}: {exc}") from None
    raise IllegalAction(f"cannot read action {text!r}")
