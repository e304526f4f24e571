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
from game.nidavellir.persist import replay
from game.nidavellir.state import State, new_game

HUMAN, AI = "human", "ai"

# Events after which taking an action back would un-show something a chair has already seen:
# new cards from a deck, revealed bids, a pouch shown by a trade.
REVEALING = frozenset(
    {"bids_revealed", "taverns_filled", "cards_drawn", "deck_card_discarded", "coins_traded"}
)


@dataclass
class Seat:
    name: str
    kind: str = HUMAN
    level: str = "normal"


def bidding(state: State) -> bool:
    """Sealed bids are being placed (Idavoll's Loki and Freya act in the bid phase, before)."""
    return state.pending() == "bids"


class Session:
    def __init__(
        self, seats: list[Seat], seed: int, first_game: bool = False, idavoll: bool = False
    ) -> None:
        self.seats = seats
        self.seed = seed
        self.first_game = first_game
        self.idavoll = idavoll
        self.state: State = new_game(len(seats), seed, first_game, idavoll)
        self.history: list[str] = []
        self.held: dict[int, Bid] = {}
        self.feed: list[Event] = []
        self.log: list[list[Event]] = []  # the events of each action of `history`
        self.undoable: list[bool] = []  # whether each action of `history` may be taken back
        self.rounds: list[tuple[int, list[int]]] = []  # (actions so far, totals) per round
        self.version = 0  # bumped on every change, so views can be cached
        # Bumped whenever the rules state changes (an action applied, a rewind), never reused:
        # an AI answer belongs to the position it was worked out for.
        self.position = 0

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
        if bidding(self.state) and self.is_human(seat):
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
        if not bidding(self.state) or not self.held:
            return
        if all(s in self.held for s in self.state.to_move()):
            for seat in sorted(self.held):
                self._apply(self.held[seat])
            self.held.clear()

    def _apply(self, action: Action) -> None:
        events = self.state.apply(action)
        self.feed.extend(events)
        self.history.append(str(action))
        self.log.append(events)
        self.undoable.append(
            self.is_human(action.seat) and not any(e.kind in REVEALING for e in events)
        )
        if any(e.kind == "round_over" for e in events):
            self.rounds.append((len(self.history), [s["total"] for s in self.state.scores()]))
        self.version += 1
        self.position += 1

    def can_undo(self, seat: int) -> bool:
        """A human may take back their own last decision while nobody has decided since and
        nothing hidden has been shown because of it."""
        return (
            bool(self.history)
            and self.undoable[-1]
            and not self.held
            and self.history[-1].split(" ", 1)[0] == f"s{seat}"
        )

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise IllegalAction(f"seat {seat} cannot take back its last decision")
        self.rewind(len(self.history) - 1)

    def rewind(self, actions: int) -> None:
        """Back to the game as it was after its first `actions` actions (held bids dropped)."""
        del self.history[actions:], self.log[actions:], self.undoable[actions:]
        self.rounds = [r for r in self.rounds if r[0] <= actions]
        self.held.clear()
        self.state = replay(len(self.seats), self.seed, self.history, self.first_game, self.idavoll)
        self.feed.clear()
        self.version += 1
        self.position += 1

    def take_events(self) -> list[Event]:
        events, self.feed = self.feed, []
        return events
