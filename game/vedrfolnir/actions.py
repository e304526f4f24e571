"""The decisions of Vedrfolnir as small frozen actions, each with a text form read back by `parse`.

Actions name *players* (`seat`); the place a decision is about is the state's business (in the
two-player mode one player decides for two places). A card is named by its face (`odin2:3`), not
its copy, so two copies that play alike give one action, for the search as for a save.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.errors import IllegalAction

TRIBUTE = -1  # the Tribute as a recipient or a row


def recipient_text(to: int) -> str:
    return "tribute" if to == TRIBUTE else str(to)


def _recipient(text: str) -> int:
    if text == "tribute":
        return TRIBUTE
    if text.isdecimal():
        return int(text)
    raise IllegalAction(f"not a recipient: {text!r}")


@dataclass(frozen=True, slots=True)
class Reveal:
    """Turn the next face-down card of the hand (its own step, so an attribution can be taken
    back until then)."""

    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} reveal"


@dataclass(frozen=True, slots=True)
class ToBrynhildr:
    """Solo: the next hand card goes face down onto Brynhildr's pile (SO-2)."""

    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} brynhildr"


@dataclass(frozen=True, slots=True)
class FirstPlayer:
    """The humans choose who starts (option first_player: chosen or birthday, G33)."""

    seat: int
    place: int

    def __str__(self) -> str:
        return f"p{self.seat} first {self.place}"


@dataclass(frozen=True, slots=True)
class Attribute:
    """The revealed card goes to a recipient, with the card's "when played" choice (T-5)."""

    seat: int
    card: str
    to: int
    choice: str = ""

    def __str__(self) -> str:
        tail = f" {self.choice}" if self.choice else ""
        return f"p{self.seat} give {self.card} to {recipient_text(self.to)}{tail}"


@dataclass(frozen=True, slots=True)
class Respond:
    """A receiving place's answer to a card: accept it, refuse it (Nornes) or send it on
    (Heimdall, to a new recipient with the card's choice made again)."""

    seat: int
    joker: str  # accept | nornes | heimdall
    to: int = TRIBUTE
    choice: str = ""

    def __str__(self) -> str:
        if self.joker != "heimdall":
            return f"p{self.seat} {self.joker}"
        tail = f" {self.choice}" if self.choice else ""
        return f"p{self.seat} heimdall to {recipient_text(self.to)}{tail}"


@dataclass(frozen=True, slots=True)
class Choose:
    """The choice of a card drawn by an effect (or chosen by its receiver under an option)."""

    seat: int
    choice: str

    def __str__(self) -> str:
        return f"p{self.seat} choose {self.choice}"


Action = Reveal | ToBrynhildr | FirstPlayer | Attribute | Respond | Choose


def parse(text: str) -> Action:
    """The action written as `str(action)`; raises `IllegalAction` for anything else."""
    parts = text.split()
    if len(parts) < 2 or not parts[0].startswith("p") or not parts[0][1:].isdecimal():
        raise IllegalAction(f"not an action: {text!r}")
    seat, verb, rest = int(parts[0][1:]), parts[1], parts[2:]
    if verb == "reveal" and not rest:
        return Reveal(seat)
    if verb == "brynhildr" and not rest:
        return ToBrynhildr(seat)
    if verb == "first" and len(rest) == 1 and rest[0].isdecimal():
        return FirstPlayer(seat, int(rest[0]))
    if verb == "give" and len(rest) in (3, 4) and rest[1] == "to":
        return Attribute(seat, rest[0], _recipient(rest[2]), rest[3] if len(rest) == 4 else "")
    if verb in ("accept", "nornes") and not rest:
        return Respond(seat, verb)
    if verb == "heimdall" and len(rest) in (2, 3) and rest[0] == "to":
        return Respond(seat, verb, _recipient(rest[1]), rest[2] if len(rest) == 3 else "")
    if verb == "choose" and len(rest) == 1:
        return Choose(seat, rest[0])
    raise IllegalAction(f"not an action: {text!r}")
