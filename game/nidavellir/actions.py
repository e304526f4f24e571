"""The decisions a Nidavellir seat can take, with a compact text form for logs, saves and tests.

`str(action)` and `parse_action(text, rules)` are inverses, e.g. ``s0 bid 5 3g 0`` (coins on the
three taverns; the other two go to the pouch), ``s1 pick a1_warrior_3``, ``s2 recruit kraal``,
``s0 column explorer``, ``s0 discard miner``, ``s1 transform p0:5``, ``s1 trade 4 7g``,
``s0 keep a2_explorer_4``, ``s2 uline 9g``.

Idavoll adds ``s0 loki a1_miner_2`` / ``s0 loki pass``, ``s1 freya a1_hunter_0 garm`` /
``s1 freya pass``, ``s0 frigg a1_warrior_3`` (a pick that sends that card under the deck),
``s0 bottom a1_miner_1`` (Frigg: the card that ends at the very bottom), ``s0 capture yes`` /
``s0 capture no``, ``s0 olrun miner``, ``s0 thor yes`` / ``s0 thor no``,
``s0 odin thrud zolkur`` (return, then recruit) / ``s0 odin pass``; Skymir's and Frigg's keeps
use ``keep`` and Gullinbursti's column uses ``column``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from game.core.errors import IllegalAction
from game.nidavellir.coins import coin_str, parse_coin
from game.nidavellir.data import CLASS_INDEX, CLASS_KEYS, Rules

PLACE_NAMES = ("t0", "t1", "t2", "p0", "p1")
HAND = -1
# A seat as written in an action: ASCII digits only (`str.isdigit` also accepts "²"), and few of
# them, so `int` never meets a 5,000-digit number (Python refuses those with a ValueError).
_SEAT = re.compile(r"s([0-9]{1,3})", re.ASCII)


def place_str(place: int) -> str:
    if place == HAND:
        return "hand"
    return PLACE_NAMES[place] if 0 <= place < len(PLACE_NAMES) else f"#{place}"


def column_str(column: int) -> str:
    """A column's key; '#9' for a number no column has, so refusing a hand-built action can
    still name it (its text never reads back as a legal one)."""
    return CLASS_KEYS[column] if 0 <= column < len(CLASS_KEYS) else f"#{column}"


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
        return column_str(self.column)


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard the top dwarf of one column (Dagda, Bonfur)."""

    column: int
    verb: ClassVar[str] = "discard"

    def _args(self) -> str:
        return column_str(self.column)


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


@dataclass(frozen=True, slots=True)
class Loki(Action):
    """Loki's token on one tavern card (`card` -1: pass)."""

    card: int
    key: str
    verb: ClassVar[str] = "loki"

    def _args(self) -> str:
        return self.key if self.card >= 0 else "pass"


@dataclass(frozen=True, slots=True)
class Freya(Action):
    """Freya swaps two cards of two taverns (`cards` empty: pass)."""

    cards: tuple[int, ...]
    keys: tuple[str, ...]
    verb: ClassVar[str] = "freya"

    def _args(self) -> str:
        return " ".join(self.keys) if self.cards else "pass"


@dataclass(frozen=True, slots=True)
class Frigg(Action):
    """Instead of a pick: this Age card goes under the deck, then three are drawn to keep one."""

    card: int
    key: str
    verb: ClassVar[str] = "frigg"

    def _args(self) -> str:
        return self.key


@dataclass(frozen=True, slots=True)
class Bottom(Action):
    """Frigg's leftover cards go under the deck; this one ends at the very bottom."""

    card: int
    key: str
    verb: ClassVar[str] = "bottom"

    def _args(self) -> str:
        return self.key


@dataclass(frozen=True, slots=True)
class YesNo(Action):
    """A yes/no decision: a giant's capture, spending Thor's token."""

    yes: bool

    def _args(self) -> str:
        return "yes" if self.yes else "no"


@dataclass(frozen=True, slots=True)
class Capture(YesNo):
    verb: ClassVar[str] = "capture"


@dataclass(frozen=True, slots=True)
class Thor(YesNo):
    verb: ClassVar[str] = "thor"


@dataclass(frozen=True, slots=True)
class Olrun(Action):
    """The class Olrun watches."""

    column: int
    verb: ClassVar[str] = "olrun"

    def _args(self) -> str:
        return column_str(self.column)


@dataclass(frozen=True, slots=True)
class Odin(Action):
    """Odin: return neutral hero `give`, recruit neutral hero `take` (both -1: pass)."""

    give: int
    take: int
    keys: tuple[str, ...]
    verb: ClassVar[str] = "odin"

    def _args(self) -> str:
        return " ".join(self.keys) if self.give >= 0 else "pass"


def check_column(action: Column | Olrun) -> None:
    """A column a seat chooses (Thrud, Ylud, Gullinbursti, Olrun's class) is one of the five;
    checked before the decision is taken off the stack, so a bad one changes nothing."""
    if not 0 <= action.column < len(CLASS_KEYS):
        raise IllegalAction(f"seat {action.seat} cannot choose column {action.column}")


def declines(action: Action) -> bool:
    """Whether `action` is the "not now" of an optional power (Loki, Freya, Odin)."""
    return (
        (isinstance(action, Loki) and action.card < 0)
        or (isinstance(action, Freya) and not action.cards)
        or (isinstance(action, Odin) and action.give < 0)
    )


def _card(rules: Rules, key: str) -> int:
    if key not in rules.card_ids:
        raise IllegalAction(f"unknown card {_short(key)!r}")
    return rules.card_ids[key]


def _column(key: str) -> int:
    if CLASS_INDEX.get(key, 5) > 4:
        raise IllegalAction(f"unknown column {_short(key)!r}")
    return CLASS_INDEX[key]


def parse_action(text: str, rules: Rules) -> Action:
    """Parse the text form of an action; raises `IllegalAction` when it is malformed."""
    parts = text.split()
    seat_text = _SEAT.fullmatch(parts[0]) if parts else None
    if len(parts) < 2 or seat_text is None:
        raise IllegalAction(f"cannot read action {_short(text)!r}")
    seat, verb, args = int(seat_text.group(1)), parts[1], parts[2:]
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
        return _parse_idavoll(seat, verb, args, rules, text)
    except ValueError as exc:
        raise IllegalAction(f"cannot read action {_short(text)!r}: {exc}") from None


def _short(text: str) -> str:
    """The action text as quoted in an error: a hostile save may hold megabytes of it."""
    return text if len(text) <= 80 else f"{text[:77]}..."


def _parse_idavoll(seat: int, verb: str, args: list[str], rules: Rules, text: str) -> Action:
    if args == ["pass"] and verb in ("loki", "freya", "odin"):
        return {
            "loki": Loki(seat, -1, ""),
            "freya": Freya(seat, (), ()),
            "odin": Odin(seat, -1, -1, ()),
        }[verb]
    if verb in ("capture", "thor") and len(args) == 1 and args[0] in ("yes", "no"):
        return (Capture if verb == "capture" else Thor)(seat, args[0] == "yes")
    if len(args) == 1 and verb in ("loki", "frigg", "bottom"):
        cls = {"loki": Loki, "frigg": Frigg, "bottom": Bottom}[verb]
        return cls(seat, _card(rules, args[0]), args[0])
    if verb == "freya" and len(args) == 2:
        return Freya(seat, (_card(rules, args[0]), _card(rules, args[1])), (args[0], args[1]))
    if verb == "odin" and len(args) == 2:
        return Odin(seat, _card(rules, args[0]), _card(rules, args[1]), (args[0], args[1]))
    if verb == "olrun" and len(args) == 1:
        return Olrun(seat, _column(args[0]))
    raise IllegalAction(f"cannot read action {_short(text)!r}")
