"""The decisions of Vedrfolnir as small frozen actions, each with a text form read back by `parse`.

Actions name *players* (`seat`); the place a decision is about is the state's business (in the
two-player mode one player decides for two places). A card is named by its face (`odin2:3`), not
its copy, so two copies that play alike give one action, for the search as for a save.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import ClassVar, get_args, get_type_hints

from game.core.errors import IllegalAction

TRIBUTE = -1  # the Tribute as a recipient or a row

# A seat, place or recipient as `str` writes a small int: ASCII digits with no leading zero and
# a few of them, so neither another script's digits nor a text too long to convert reads as a
# number, and every int of a well-formed action has a text.
DIGITS = 9
NUMBER = re.compile(rf"0|[1-9][0-9]{{0,{DIGITS - 1}}}")
INT_LIMIT = 10**DIGITS


def recipient_text(to: int) -> str:
    return "tribute" if to == TRIBUTE else str(to)


def _number(text: str) -> int:
    if NUMBER.fullmatch(text) is None:
        raise IllegalAction(f"not a number: {text[:20]!r}")
    return int(text)


def _recipient(text: str) -> int:
    return TRIBUTE if text == "tribute" else _number(text)


def _tail(choice: str) -> str:
    return f" {choice}" if choice else ""


def _choice(rest: list[str], at: int) -> str:
    """The optional "when played" choice written after a recipient, at `rest[at]`."""
    return rest[at] if len(rest) > at else ""


@dataclass(frozen=True, slots=True)
class Reveal:
    """Turn the next face-down card of the hand (its own step, so an attribution can be taken
    back until then)."""

    seat: int
    verbs: ClassVar[tuple[str, ...]] = ("reveal",)

    def __str__(self) -> str:
        return f"p{self.seat} {self.verbs[0]}"

    @classmethod
    def read(cls, seat: int, verb: str, rest: list[str]) -> Action | None:
        """The action `seat` wrote as `verb` and `rest`, None when the words do not fit; this
        class's verb takes no word after it."""
        return None if rest else cls(seat)


@dataclass(frozen=True, slots=True)
class ToBrynhildr:
    """Solo: the next hand card goes face down onto Brynhildr's pile (SO-2)."""

    seat: int
    verbs: ClassVar[tuple[str, ...]] = ("brynhildr",)

    def __str__(self) -> str:
        return f"p{self.seat} {self.verbs[0]}"

    @classmethod
    def read(cls, seat: int, verb: str, rest: list[str]) -> Action | None:
        return None if rest else cls(seat)


@dataclass(frozen=True, slots=True)
class FirstPlayer:
    """The humans choose who starts (option first_player: chosen or birthday, G33)."""

    seat: int
    place: int
    verbs: ClassVar[tuple[str, ...]] = ("first",)

    def __str__(self) -> str:
        return f"p{self.seat} {self.verbs[0]} {self.place}"

    @classmethod
    def read(cls, seat: int, verb: str, rest: list[str]) -> Action | None:
        return cls(seat, _number(rest[0])) if len(rest) == 1 else None


@dataclass(frozen=True, slots=True)
class Attribute:
    """The revealed card goes to a recipient, with the card's "when played" choice (T-5)."""

    seat: int
    card: str
    to: int
    choice: str = ""
    verbs: ClassVar[tuple[str, ...]] = ("give",)

    def __str__(self) -> str:
        to = recipient_text(self.to)
        return f"p{self.seat} {self.verbs[0]} {self.card} to {to}{_tail(self.choice)}"

    @classmethod
    def read(cls, seat: int, verb: str, rest: list[str]) -> Action | None:
        if len(rest) not in (3, 4) or rest[1] != "to":
            return None
        return cls(seat, rest[0], _recipient(rest[2]), _choice(rest, 3))


@dataclass(frozen=True, slots=True)
class Respond:
    """A receiving place's answer to a card: accept it, refuse it (Nornes) or send it on
    (Heimdall, to a new recipient with the card's choice made again); its verb is the joker."""

    seat: int
    joker: str  # accept | nornes | heimdall
    to: int = TRIBUTE
    choice: str = ""
    verbs: ClassVar[tuple[str, ...]] = ("accept", "nornes", "heimdall")

    def __str__(self) -> str:
        if self.joker != "heimdall":
            return f"p{self.seat} {self.joker}"
        return f"p{self.seat} {self.joker} to {recipient_text(self.to)}{_tail(self.choice)}"

    @classmethod
    def read(cls, seat: int, verb: str, rest: list[str]) -> Action | None:
        if verb != "heimdall":
            return None if rest else cls(seat, verb)
        if len(rest) not in (2, 3) or rest[0] != "to":
            return None
        return cls(seat, verb, _recipient(rest[1]), _choice(rest, 2))


@dataclass(frozen=True, slots=True)
class Choose:
    """The choice of a card drawn by an effect (or chosen by its receiver under an option)."""

    seat: int
    choice: str
    verbs: ClassVar[tuple[str, ...]] = ("choose",)

    def __str__(self) -> str:
        return f"p{self.seat} {self.verbs[0]} {self.choice}"

    @classmethod
    def read(cls, seat: int, verb: str, rest: list[str]) -> Action | None:
        return cls(seat, rest[0]) if len(rest) == 1 else None


Action = Reveal | ToBrynhildr | FirstPlayer | Attribute | Respond | Choose
CLASSES: dict[str, type[Action]] = {verb: cls for cls in get_args(Action) for verb in cls.verbs}


def _field_types(cls: type[Action]) -> dict[str, type]:
    """The type of each field of `cls` (its `verbs` is no field)."""
    hints = get_type_hints(cls)
    return {f.name: hints[f.name] for f in fields(cls)}


FIELD_TYPES = {cls: _field_types(cls) for cls in get_args(Action)}


def well_formed(action: object) -> bool:
    """Whether `action` is one of these classes with every field of exactly its type, its ints
    short enough for `str` to write. Equality alone is not enough: `Reveal(0.0)` and
    `Reveal(False)` equal `Reveal(0)`, and an object of another class may equal anything."""
    types = FIELD_TYPES.get(type(action))
    if types is None:
        return False
    values = [getattr(action, name) for name in types]
    if any(type(v) is not kind for v, kind in zip(values, types.values(), strict=True)):
        return False
    return all(abs(v) < INT_LIMIT for v in values if type(v) is int)


def parse(text: str) -> Action:
    """The action written as `str(action)`; raises `IllegalAction` for anything else."""
    if not isinstance(text, str):
        raise IllegalAction(f"not an action text: a {type(text).__name__}")
    if not text.isascii():
        raise IllegalAction(f"not an action: {text[:40]!r}")
    parts = text.split()
    if len(parts) < 2 or not parts[0].startswith("p"):
        raise IllegalAction(f"not an action: {text[:40]!r}")
    seat, verb, rest = _number(parts[0][1:]), parts[1], parts[2:]
    kind = CLASSES.get(verb)
    action = kind.read(seat, verb, rest) if kind is not None else None
    if action is None:
        raise IllegalAction(f"not an action: {text[:40]!r}")
    return action
