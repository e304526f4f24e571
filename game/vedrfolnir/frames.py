"""The steps of a card's resolution, kept on an explicit stack (spec §4, implementation note).

Why a stack and not recursion: a resolution stops in the middle for a decision (a Sleipnir draws
a Tyr its receiver must orient; a drawn card reaches a place holding Nornes), and a state must be
copied, saved and replayed while it waits. Each frame is a small record of plain ints and strings;
frames point at frames below them by stack index, which never moves while they are above.
"""

from __future__ import annotations

import copy
from typing import Any, Self

NOWHERE = -1  # no stack index


class Frame:
    __slots__: tuple[str, ...] = ()

    def copy(self) -> Self:
        return copy.copy(self)

    def as_list(self) -> list[Any]:
        return [type(self).__name__, *(getattr(self, name) for name in self.__slots__)]

    @staticmethod
    def from_list(items: list[Any]) -> Frame:
        """The frame `as_list` wrote; `ValueError` for a kind of frame there is not."""
        name, *values = items
        kind = _KINDS.get(name)
        if kind is None or len(values) != len(kind.__slots__):
            raise ValueError(f"no frame {items!r}")
        frame = kind.__new__(kind)
        for slot, value in zip(kind.__slots__, values, strict=True):
            setattr(frame, slot, value)
        return frame


class Receive(Frame):
    """A card about to be received by `to` (a place or the Tribute): its choice (stage 0), the
    receiver's joker window (stage 1), then its effect and placement (stage 2)."""

    __slots__ = ("check", "choice", "chooser", "cid", "origin", "stage", "to")

    def __init__(
        self, cid: int, to: int, chooser: int, choice: str | None, origin: str, check: int
    ) -> None:
        self.cid = cid
        self.to = to
        self.chooser = chooser  # the place making the card's choices
        self.choice = choice  # None: still to be made
        self.origin = origin  # deal | redirect | draw | brynhildr
        self.stage = 0
        self.check = check  # the Check frame whose recipient this card is, or NOWHERE


class Draw(Frame):
    """`to` draws the top card of the draw pile and receives it (Sleipnir, a raven's round)."""

    __slots__ = ("check", "raven", "to")

    def __init__(self, to: int, raven: int = NOWHERE, check: int = NOWHERE) -> None:
        self.to = to
        self.raven = raven  # the Raven frame this draw belongs to
        self.check = check  # the raven's check point for this draw


class Place(Frame):
    """A card placed after something else resolved (a Sleipnir that draws first, G10)."""

    __slots__ = ("cid", "to")

    def __init__(self, cid: int, to: int) -> None:
        self.cid = cid
        self.to = to


class Raven(Frame):
    """Hugin or Munin going round the table from `start` before it settles in `owner`'s row."""

    __slots__ = ("at", "cid", "direction", "owner", "start", "step", "stopped")

    def __init__(self, cid: int, owner: int, start: int, direction: int) -> None:
        self.cid = cid
        self.owner = owner
        self.start = start
        self.at = start
        self.step = "draw"  # draw | next
        self.direction = direction
        self.stopped = False  # a draw card turned up: the raven is gone (G14)


class Check(Frame):
    """A collection check (COL-1) starting at `recipient`."""

    __slots__ = ("recipient",)

    def __init__(self, recipient: int) -> None:
        self.recipient = recipient


class Sequence(Frame):
    """Solo: Brynhildr reveals her face-down pile one card at a time (SO-4)."""

    __slots__ = ("stopped_by",)

    def __init__(self) -> None:
        self.stopped_by = NOWHERE  # the Brynhildr card that ended it


_KINDS: dict[str, type[Frame]] = {
    kind.__name__: kind for kind in (Receive, Draw, Place, Raven, Check, Sequence)
}
