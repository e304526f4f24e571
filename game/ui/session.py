"""A game at the table: the rules state, who sits in each chair, and the feed of events.

No pygame here, so the whole flow of a game with human and AI chairs is testable headless. Sealed
bids of human chairs are held here until every chair has bid, so a player may change theirs while
others are still deciding; the core sees them all at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.errors import IllegalAction
from game.core.events import Event
from game.nidavellir.actions import Action, Bid
from game.nidavellir.flow import BIDS
from game.nidavellir.state import State, new_game

HUMAN, AI = "human", "ai"


@dataclass
class Seat:
    name: str
    kind: str = HUMAN
    level: str = "normal"


class Session:
    def __init__(self, seats: list[Seat], seed: int, first_game: bool = False) -> None:
        self.seats = seats
        self.seed = seed
        self.first_game = first_game
        self.state: State = new_game(len(seats), seed, first_game)
        self.history: list[str] = []
        self.held: dict[int, Bid] = {}
        self.feed: list[Event] = []
        self.version = 0  # bumped on every change, so views can be cached

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].kind == HUMAN

    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    def waiting_humans(self) -> list[int]:
        """Human chairs that owe a decision now (a held bid counts as decided)."""
        return [s for s in self.state.to_move() if self.is_human(s) and s not in self.held]

    def waiting_ai(self) -> list[int]:
        return [s for s in self.state.to_move() if not self.is_human(s)]

    def submit(self, action: Action) -> None:
        """A chair's decision. Raises `IllegalAction` if it is not one of its legal actions."""
        seat = action.seat
        if action not in self.state.legal_actions(seat):
            raise IllegalAction(f"{action} is not legal now")
        if self.state.phase == BIDS and self.is_human(seat):
            self.held[seat] = action  # type: ignore[assignment]
            self.version += 1
        else:
            self._apply(action)
        self._flush_bids()

    def retract_bid(self, seat: int) -> None:
        """Take back a held bid to change it (only until every chair has bid)."""
        if self.held.pop(seat, None) is not None:
            self.version += 1

    def _flush_bids(self) -> None:
        if self.state.phase != BIDS or not self.held:
            return
        if all(s in self.held for s in self.state.to_move()):
            for seat in sorted(self.held):
                self._apply(self.held[seat])
            self.held.clear()

    def _apply(self, action: Action) -> None:
        self.feed.extend(self.state.apply(action))
        self.history.append(str(action))
        self.version += 1

    def take_events(self) -> list[Event]:
        events, self.feed = self.feed, []
        return events
