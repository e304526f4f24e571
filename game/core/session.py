"""A game at the table: the rules state, who sits in each chair, and the feed of events.

Written against the contract (`game.core.game`) only, so every registered game gets the same
chairs, history, undo, rewind and autosave, and no pygame, so the whole flow of a game with human
and AI chairs is testable headless. A sealed decision (`GameInfo.sealed`, Nidavellir's bids) of a
human chair is held here until every chair owing it has answered, so a player may change theirs
while others are still deciding; the rules core sees them all at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core import registry
from game.core.edge import describe
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.game import GameInfo

HUMAN, AI = "human", "ai"


@dataclass
class Seat:
    name: str
    kind: str = HUMAN
    level: str = "normal"


class Session:
    """One game of `game` (a registered key or its `GameInfo`) with these chairs and options.

    Raises `ValueError` for a player count or options the game refuses, `KeyError` for a game
    that is not registered.
    """

    def __init__(
        self,
        seats: list[Seat],
        seed: int,
        options: Mapping[str, Any] | None = None,
        game: str | GameInfo = registry.DEFAULT,
    ) -> None:
        self.info = game if isinstance(game, GameInfo) else registry.get(game)
        self.options = self.info.options_from(options)
        self.seats = seats
        self.seed = seed
        # The game's own state class (a `GameState`): typed `Any` so that each game's presenter
        # and AI read their game's fields without a cast at every use.
        self.state: Any = self.info.start(len(seats), seed, self.options)
        self.history: list[str] = []
        self.hints: dict[int, int] = {}  # hints each chair asked the coach for (statistics)
        self.actors: list[int] = []  # the seat of each action of `history`
        self.held: dict[int, Any] = {}  # sealed decisions of human chairs, by seat
        self.feed: list[Event] = []
        self.log: list[list[Event]] = []  # the events of each action of `history`
        self.undoable: list[bool] = []  # whether each action of `history` may be taken back
        # (actions so far, totals) per round: the chairs', then those of the seats the rules
        # play (a solo clan), so the race chart draws the opponent too.
        self.rounds: list[tuple[int, list[int]]] = []
        self.version = 0  # bumped on every change, so views can be cached
        # Bumped whenever the rules state changes (an action applied, a rewind), never reused:
        # an AI answer belongs to the position it was worked out for.
        self.position = 0

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].kind == HUMAN

    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    def sealed(self) -> bool:
        """Whether the decision owed now is answered by every chair in secret (held until all
        have answered, then revealed at once)."""
        return self.state.pending() in self.info.sealed

    def waiting_humans(self) -> list[int]:
        """Human chairs that owe a decision now (a held sealed one counts as decided)."""
        return [s for s in self.state.to_move() if self.is_human(s) and s not in self.held]

    def waiting_ai(self) -> list[int]:
        return [s for s in self.state.to_move() if not self.is_human(s)]

    def submit(self, action: Any) -> None:
        """A chair's decision. Raises `IllegalAction` if it is not one of its legal actions.

        A held sealed decision is tried on a copy of the state first: `==` finds `Bid(0, (5.0,
        3, 0))` among the legal bids, and the rules core's own check would refuse it only when
        every chair has answered, in the middle of another chair's submit."""
        seat = getattr(action, "seat", None)
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            raise IllegalAction(f"{describe(action)} is no decision of a chair of this game")
        if action not in self.state.legal_actions(seat):
            raise IllegalAction(f"{describe(action)} is not legal now")
        if self.sealed() and self.is_human(seat):
            self.state.clone().apply(action)
            self.held[seat] = action
            self.version += 1
        else:
            self._apply(action)
        self._flush_held()

    def retract_bid(self, seat: int) -> None:
        """Take back a held sealed decision to change it (only until every chair has decided)."""
        if self.held.pop(seat, None) is not None:
            self.version += 1

    def _flush_held(self) -> None:
        if not self.held or not self.sealed():
            return
        if all(s in self.held for s in self.state.to_move()):
            for seat in sorted(self.held):
                self._apply(self.held[seat])
            self.held.clear()

    def _apply(self, action: Any) -> None:
        events = self.state.apply(action)
        self.feed.extend(events)
        self.history.append(str(action))
        self.actors.append(action.seat)
        self.log.append(events)
        revealing = self.info.revealing
        self.undoable.append(
            self.is_human(action.seat) and not any(e.kind in revealing for e in events)
        )
        if self.info.round_event and any(e.kind == self.info.round_event for e in events):
            outcome = self.state.outcome()
            others = [sheet["total"] for sheet in outcome.others]
            self.rounds.append((len(self.history), outcome.totals + others))
        self.version += 1
        self.position += 1

    def can_undo(self, seat: int) -> bool:
        """A human may take back their own last decision while nobody has decided since and
        nothing hidden has been shown because of it."""
        return self.undo_refusal(seat) is None

    def undo_refusal(self, seat: int) -> str | None:
        """Why `seat` cannot take back a decision now (None: it can), for the table to say:
        "held" (its sealed decision waits for the others': it changes it instead), "nothing"
        (no decision of its own yet), "decided_since" (another chair has decided since),
        "shown" (its last decision showed something hidden)."""
        if seat in self.held:
            return "held"
        if seat not in self.actors:
            return "nothing"
        if self.held or self.actors[-1] != seat:
            return "decided_since"
        if not self.undoable[-1]:
            return "shown"
        return None

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise IllegalAction(f"seat {seat} cannot take back its last decision")
        self.rewind(len(self.history) - 1)

    def rewind(self, actions: int) -> None:
        """Back to the game as it was after its first `actions` actions (held decisions
        dropped), rebuilt from the seed and the text of those actions."""
        del self.history[actions:], self.actors[actions:]
        del self.log[actions:], self.undoable[actions:]
        self.rounds = [r for r in self.rounds if r[0] <= actions]
        self.held.clear()
        self.state = self.info.replay(len(self.seats), self.seed, self.history, self.options)
        self.feed.clear()
        self.version += 1
        self.position += 1

    def take_events(self) -> list[Event]:
        events, self.feed = self.feed, []
        return events
