"""Tiny Auction: a test-only game proving that a game plugs into the program without editing the
shared session, checker, search, arena, command line or table shell.

Rules: a shuffled deck of cards worth 1 to 8. Each round one card is offered; every seat bids one
coin of its hand (1 to 4) in secret, or 0 to pass. Once all have bid the bids are shown, the
highest bid wins (the lower seat on a tie) and that seat decides to keep the card, paying its coin,
or to let it go. Three rounds (five with the `long` option); a seat scores its kept cards plus the
coins left in hand.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.edge import ActionTypes, check_seat, check_viewer, describe
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.game import Outcome

CARDS = tuple(range(1, 9))
COINS = (1, 2, 3, 4)
HIDDEN = -2  # a bid made but not yet shown
NONE = -1  # no bid yet


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    verb: ClassVar[str] = ""

    def __str__(self) -> str:
        return f"s{self.seat} {self.verb}"

    @classmethod
    def read(cls, seat: int, args: list[str]) -> Action | None:
        """The action `seat` wrote as `args` (the words after the verb), None when they do not
        fit: here no word."""
        return None if args else cls(seat)


@dataclass(frozen=True, slots=True)
class Bid(Action):
    coin: int
    verb: ClassVar[str] = "bid"

    def __str__(self) -> str:
        return f"s{self.seat} {self.verb} {self.coin}"

    @classmethod
    def read(cls, seat: int, args: list[str]) -> Action | None:
        return cls(seat, int(args[0])) if len(args) == 1 and _COIN.fullmatch(args[0]) else None


@dataclass(frozen=True, slots=True)
class Keep(Action):
    verb: ClassVar[str] = "keep"


@dataclass(frozen=True, slots=True)
class Let(Action):
    verb: ClassVar[str] = "let"


ACTIONS = ActionTypes(Action)
CLASSES = {cls.verb: cls for cls in (Bid, Keep, Let)}
# ASCII digits only (`isdecimal` also takes "٣"), and few: `int` refuses 5,000 of them.
_SEAT = re.compile(r"s([0-9]{1,3})", re.ASCII)
_COIN = re.compile(r"[0-9]{1,3}", re.ASCII)


def parse(text: str) -> Action:
    """The action written as `str(action)`; raises `IllegalAction` for anything else."""
    if not isinstance(text, str):
        raise IllegalAction(f"not an action text: {describe(text)}")
    parts = text.split()
    seat_text = _SEAT.fullmatch(parts[0]) if parts else None
    if len(parts) < 2 or seat_text is None:
        raise IllegalAction(f"not an action: {text[:40]!r}")
    kind = CLASSES.get(parts[1])
    action = kind.read(int(seat_text.group(1)), parts[2:]) if kind is not None else None
    if action is None:
        raise IllegalAction(f"not an action: {text[:40]!r}")
    return action


class TinyState:
    def __init__(self, players: int, seed: int, long: bool) -> None:
        rng = random.Random(seed)
        self.n = players
        self.seed = seed
        self.long = long
        self.deck = list(CARDS)
        rng.shuffle(self.deck)
        self.rounds = 5 if long else 3
        self.round = 0
        self.offer = -1
        self.hands = [list(COINS) for _ in range(players)]
        self.kept: list[list[int]] = [[] for _ in range(players)]
        self.discard: list[int] = []
        self.bids = [NONE] * players
        self.winner = -1  # the seat deciding to keep or let go, once bids are shown
        self.shuffle_rng = random.Random(rng.getrandbits(32))
        self._events: list[Event] = []
        self._next_round()

    # ------------------------------------------------------------------ queries

    def pending(self) -> str:
        if self.is_over():
            return "over"
        return "keep" if self.winner >= 0 else "bids"

    def to_move(self) -> tuple[int, ...]:
        if self.is_over():
            return ()
        if self.winner >= 0:
            return (self.winner,)
        return tuple(s for s in range(self.n) if self.bids[s] == NONE)

    def legal_actions(self, seat: int) -> list[Action]:
        check_seat(seat, self.n)
        if seat not in self.to_move():
            return []
        if self.winner >= 0:
            return [Keep(seat), Let(seat)]
        return [Bid(seat, 0), *(Bid(seat, c) for c in sorted(set(self.hands[seat])))]

    def is_over(self) -> bool:
        return self.round > self.rounds

    # ------------------------------------------------------------------ play

    def apply(self, action: Any) -> list[Event]:
        """Only one of `legal_actions`: its fields' types checked first, as `==` takes 1.0 or
        True for 1."""
        if not ACTIONS.holds(action) or action not in self.legal_actions(action.seat):
            raise IllegalAction(f"{describe(action)} is not legal now")
        self._events = []
        if isinstance(action, Bid):
            self.bids[action.seat] = action.coin
            self._emit("bid_placed", action.seat)
            if all(b != NONE for b in self.bids):
                self._reveal()
        else:
            self._decide(action.seat, isinstance(action, Keep))
        return self._events

    def _emit(self, kind: str, seat: int, *data: Any) -> None:
        self._events.append(Event(kind, seat, tuple(data)))

    def _next_round(self) -> None:
        self.round += 1
        self.bids = [NONE] * self.n
        if self.round > self.rounds:
            self.offer = -1
            self._emit("game_over", -1, *self.outcome().totals)
            return
        self.offer = self.deck.pop()
        self._emit("card_offered", -1, self.offer, self.round)

    def _reveal(self) -> None:
        self._emit("bids_revealed", -1, *self.bids)
        best = max(self.bids)
        if best == 0:
            self.discard.append(self.offer)
            self._emit("card_discarded", -1, self.offer)
            self._end_round()
            return
        self.winner = self.bids.index(best)

    def _decide(self, seat: int, keep: bool) -> None:
        if keep:
            self.hands[seat].remove(self.bids[seat])
            self.kept[seat].append(self.offer)
            self._emit("card_kept", seat, self.offer, self.bids[seat])
        else:
            self.discard.append(self.offer)
            self._emit("card_discarded", seat, self.offer)
        self.winner = -1
        self._end_round()

    def _end_round(self) -> None:
        self._emit("round_over", -1, self.round)
        self._next_round()

    # ------------------------------------------------------------------ scoring

    def outcome(self) -> Outcome:
        sheets = []
        for seat in range(self.n):
            cards, coins = sum(self.kept[seat]), sum(self.hands[seat])
            sheets.append({"cards": cards, "coins": coins, "total": cards + coins})
        best = max(s["total"] for s in sheets)
        return Outcome([i for i, s in enumerate(sheets) if s["total"] == best], sheets)

    # ------------------------------------------------------------------ snapshots

    def clone(self) -> TinyState:
        s = TinyState.__new__(TinyState)
        s.__dict__.update(self.__dict__)
        s.deck = self.deck[:]
        s.hands = [h[:] for h in self.hands]
        s.kept = [k[:] for k in self.kept]
        s.discard = self.discard[:]
        s.bids = self.bids[:]
        s.shuffle_rng = random.Random()
        s.shuffle_rng.setstate(self.shuffle_rng.getstate())
        s._events = []
        return s

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "tiny",
            "players": self.n,
            "seed": self.seed,
            "options": {"long": self.long},
            "round": self.round,
            "deck": self.deck[:],
            "offer": self.offer,
            "hands": [h[:] for h in self.hands],
            "kept": [k[:] for k in self.kept],
            "discard": self.discard[:],
            "bids": self.bids[:],
            "winner": self.winner,
        }

    def view(self, seat: int | None) -> dict[str, Any]:
        """The deck's order and bids not yet shown are hidden (a seat sees its own bid)."""
        check_viewer(seat, self.n)
        out = self.to_dict()
        out["deck"] = len(self.deck)
        if NONE in self.bids:
            out["bids"] = [b if b == NONE or s == seat else HIDDEN for s, b in enumerate(self.bids)]
        return out

    def determinize(self, seat: int, rng: random.Random) -> TinyState:
        check_seat(seat, self.n)
        s = self.clone()
        rng.shuffle(s.deck)
        if NONE in s.bids:
            for other, bid in enumerate(s.bids):
                if bid != NONE and other != seat:
                    s.bids[other] = rng.choice([0, *s.hands[other]])
        return s

    def check_invariants(self) -> list[str]:
        cards = [*self.deck, *self.discard, *(c for k in self.kept for c in k)]
        if self.offer >= 0:
            cards.append(self.offer)
        problems = []
        if sorted(cards) != list(CARDS):
            problems.append(f"cards not conserved: {sorted(cards)}")
        for seat, hand in enumerate(self.hands):
            if not set(hand) <= set(COINS) or len(set(hand)) != len(hand):
                problems.append(f"seat {seat} holds coins {hand}")
        return problems
