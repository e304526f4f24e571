"""One seat at a taverns table: army columns, command zone, gem and coins."""

from __future__ import annotations

from typing import Self


class Seat:
    """One seat's army columns, command zone, gem and coins; a game's seat class adds its own."""

    __slots__ = (
        "bids_from_hand",
        "board",
        "columns",
        "command",
        "gem",
        "hand",
        "has_bid",
        "known",
        "ranks",
    )

    def __init__(self) -> None:
        self.columns: list[list[int]] = [[], [], [], [], []]
        self.ranks = [0, 0, 0, 0, 0]
        self.command: list[int] = []  # cards in the command zone
        self.gem = 0
        self.board = [-1, -1, -1, -1, -1]  # coins on taverns 0-2 and pouch 3-4; -1 empty
        self.hand: list[int] = []  # coins in hand, sorted
        self.known = 0  # bitmask of board slots whose coin every seat can see
        self.has_bid = False
        self.bids_from_hand = False  # no sealed bid: one face-up coin per tavern (Uline)

    def clone(self) -> Self:
        p = self.__class__.__new__(self.__class__)
        p.columns = [c[:] for c in self.columns]
        p.ranks = self.ranks[:]
        p.command = self.command[:]
        p.gem = self.gem
        p.board = self.board[:]
        p.hand = self.hand[:]
        p.known = self.known
        p.has_bid = self.has_bid
        p.bids_from_hand = self.bids_from_hand
        self.copy_to(p)
        return p

    def copy_to(self, other: Self) -> None:
        """Copy a game's own fields onto a clone (the engine's are copied already)."""

    def coins(self) -> list[int]:
        return sorted([c for c in self.board if c >= 0] + self.hand)

    def lines(self) -> int:
        return min(self.ranks)
