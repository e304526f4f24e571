"""Vedrfolnir's rules core: a game in progress, its decisions and the machine that resolves cards.

Why this shape: the rulebook's turn (draw H + 1, reveal, attribute, one card per recipient) is a
short loop of decisions, while a single card can set off a chain (a Sleipnir draws, a raven goes
round the table, a joker sends the card on). The chain lives on the frame stack of `frames.py`;
`_run` works the stack until a decision is owed, so the state always waits on one decision and can
be copied, saved and searched at any point. Card effects live in `effects/`, collections in
`collection.py`, snapshots and views in `persist.py`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.game import Outcome
from game.vedrfolnir import collection, effects, persist, scoring
from game.vedrfolnir.actions import (
    TRIBUTE,
    Action,
    Attribute,
    Choose,
    FirstPlayer,
    Reveal,
    ToBrynhildr,
    well_formed,
)
from game.vedrfolnir.cards import Table, table
from game.vedrfolnir.data import DEFAULT_OBJECTIVE, Options, Rules, default_rules
from game.vedrfolnir.frames import NOWHERE, Check, Frame, Receive
from game.vedrfolnir.places import BRYNHILDR, SOLO, TWO_PLAYER


def decks_for(players: int, options: Mapping[str, bool]) -> tuple[str, ...]:
    """The decks shuffled together (S-3): the base, the chosen expansions, Brynhildr in solo."""
    chosen = ["base"]
    chosen += [d for d in ("spring", "winter") if options.get(d)]
    if players == 1:
        chosen.append("solo")
    return tuple(chosen)


class State:
    """One game of Vedrfolnir. Public attributes are read by the AI, views and tests."""

    def __init__(
        self,
        players: int,
        seed: int,
        options: Mapping[str, bool] | None = None,
        rules: Rules | None = None,
        readings: Mapping[str, Any] | None = None,
    ) -> None:
        """`readings` overrides rule options of `rules_options` (tests of the alternatives)."""
        self.rules = rules or default_rules()
        self.opts: Options = replace(self.rules.options, **(readings or {}))
        self.readings = dict(readings or {})
        self.options = {k: bool(v) for k, v in (options or {}).items()}
        self.n = players
        self.seed = seed
        line = self.rules.seats[players]
        self.mode = line.mode
        self.places = line.seats
        self.per_turn = line.cards_per_turn
        self.roles, self.ctrl = _places(self.mode, players, self.rules.two_player.seating)
        self.dealable = tuple(p for p in range(self.places) if self.roles[p] != "brynhildr")
        self.t: Table = table(decks_for(players, self.options))
        self.draw = list(range(len(self.t.key)))
        rng = random.Random(seed)
        rng.shuffle(self.draw)
        self.hand: list[int] = []
        self.revealed = NOWHERE
        self.stakes: list[list[int]] = [[] for _ in range(self.places)]
        self.tribute: list[int] = []
        self.orient: dict[int, str] = {}
        self.jokers: list[list[int]] = [[] for _ in range(self.places)]
        self.won: list[list[int]] = [[] for _ in range(self.places)]
        self.discard: list[int] = []
        self.face_down: set[int] = set()
        self.pile: list[int] = []  # Brynhildr's face-down pile, oldest first
        self.aside: list[int] = []  # Brynhildr cards turned up by an effect, waiting (SO-5)
        self.dealt = [False] * (self.places + 1)  # index -1 (= TRIBUTE) is the Tribute
        self.exact = [0] * self.places
        self.stack: list[Frame] = []
        self.active = 0
        self.round = 1
        self.turn = 0
        self.turn_over = False
        self.bryn_due = False
        self.over = False
        self.decision = "reveal"
        self.decider = 0
        self.events: list[Event] = []
        self.legal: tuple[int, list[Action]] | None = None
        starters = [p for p in range(self.places) if self.roles[p] in ("player", "valhalla")]
        if self.opts.first_player != "random" and self.mode != SOLO:
            self.decision, self.decider = "first", starters[0]
        else:
            self.active = rng.choice(starters)
            self._start_turn()
            self._run()

    # ------------------------------------------------------------------ queries

    def row(self, r: int) -> list[int]:
        return self.tribute if r == TRIBUTE else self.stakes[r]

    def stars(self, r: int) -> int:
        return sum(map(self.t.stars.__getitem__, self.tribute if r == TRIBUTE else self.stakes[r]))

    def objective(self, place: int) -> int:
        """That of the last modifier in the stake, else 12 (spec §1.5)."""
        objective = self.t.objective
        for cid in reversed(self.stakes[place]):
            if objective[cid]:
                return objective[cid]
        return DEFAULT_OBJECTIVE

    def player_of(self, place: int) -> int:
        """Who decides for a place: Brynhildr's few choices are her opponent's (SO-4)."""
        return max(self.ctrl[place], 0) if place != TRIBUTE else self.ctrl[self.active]

    def neighbour(self, place: int, direction: int) -> int:
        return (place + direction) % self.places

    def to_move(self) -> tuple[int, ...]:
        return () if self.over else (self.player_of(self.decider),)

    def pending(self) -> str:
        return "over" if self.over else self.decision

    def deciding(self) -> int:
        return NOWHERE if self.over else self.decider

    def is_over(self) -> bool:
        return self.over

    def free_recipients(self) -> list[int]:
        """Recipients the active player may still deal to this turn (T-4); never Brynhildr."""
        dealt = self.dealt
        out = [p for p in self.dealable if not dealt[p]]
        if not dealt[TRIBUTE]:
            out.append(TRIBUTE)
        return out

    def legal_actions(self, seat: int) -> list[Action]:
        """The seat's actions now; kept until the next action, which is usually one of them. A seat
        that is no int has none: `False` or `0.0` equals seat 0 and would get its actions."""
        if type(seat) is not int:
            return []
        if self.legal is not None and self.legal[0] == seat:
            return self.legal[1]
        actions = self._legal_actions(seat)
        self.legal = (seat, actions)
        return actions

    def _legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.player_of(self.decider):
            return []
        if self.decision == "reveal":
            out: list[Action] = [Reveal(seat)] if self.free_recipients() else []
            if self.mode == SOLO and not self.dealt[BRYNHILDR]:
                out.append(ToBrynhildr(seat))
            return out
        if self.decision == "attribute":
            return self._attributions(seat)
        if self.decision == "first":
            starters = [p for p in range(self.places) if self.roles[p] == "player"]
            return [FirstPlayer(seat, p) for p in starters]
        frame = self.stack[-1]
        assert isinstance(frame, Receive)
        if self.decision == "choose":
            variants = effects.choices(self, frame.cid, frame.chooser, frame.to)
            return [Choose(seat, v) for v in variants]
        return effects.jokers.responses(self, frame, seat)

    def _attributions(self, seat: int) -> list[Action]:
        cid = self.revealed
        card = self.t.face(cid)
        if not self.t.choice[cid]:
            return [Attribute(seat, card, to, "") for to in self.free_recipients()]
        out: list[Action] = []
        for to in self.free_recipients():
            if effects.receiver_chooses(self, cid):
                out.append(Attribute(seat, card, to, ""))
                continue
            for choice in effects.choices(self, cid, self.active, to):
                out.append(Attribute(seat, card, to, choice))
        return out

    # ------------------------------------------------------------------ play

    def apply(self, action: Any) -> list[Event]:
        if not well_formed(action) or action not in self.legal_actions(action.seat):
            raise IllegalAction(f"{_shown(action)} is not legal now")
        self.events = []
        self.legal = None
        if isinstance(action, Reveal):
            self._reveal()
        elif isinstance(action, ToBrynhildr):
            self._to_brynhildr()
        elif isinstance(action, Attribute):
            self._attribute(action)
        elif isinstance(action, FirstPlayer):
            self.active = action.place
            self._start_turn()
        elif isinstance(action, Choose):
            frame = self.stack[-1]
            assert isinstance(frame, Receive)
            frame.choice = action.choice
            self.emit("choice_made", frame.chooser, frame.cid, action.choice)
        else:
            effects.jokers.respond(self, action)
        self._run()
        return self.events

    def emit(self, kind: str, seat: int, *data: Any) -> None:
        self.events.append(Event(kind, seat, data))

    def wait(self, decision: str, place: int) -> bool:
        """Owe a decision of `place`'s player; returns True so a frame can `return self.wait()`."""
        self.decision, self.decider = decision, place
        return True

    def _reveal(self) -> None:
        cid = self.hand.pop()
        self.emit("card_revealed", self.active, cid)
        if self.t.is_trigger(cid):
            self.aside.append(cid)
            self.bryn_due = True
            return
        self.revealed = cid

    def _to_brynhildr(self) -> None:
        self.pile.append(self.hand.pop())
        self.dealt[BRYNHILDR] = True
        self.emit("card_to_brynhildr", self.active)

    def _attribute(self, action: Attribute) -> None:
        cid, to = self.revealed, action.to
        self.revealed = NOWHERE
        self.dealt[to] = True
        self.emit("card_attributed", self.active, cid, to, action.choice)
        self.stack.append(Check(to))
        chooser: int = self.active
        choice: str | None = action.choice
        if effects.receiver_chooses(self, cid):  # §9.7 / G17 alternatives: the receiver chooses
            chooser, choice = (to if to != TRIBUTE else self.active), None
        self.stack.append(Receive(cid, to, chooser, choice, "deal", len(self.stack) - 1))

    # ------------------------------------------------------------------ the machine

    def _run(self) -> None:
        """Work the resolution stack, then the turn, until a decision is owed or the game ends."""
        while not self.over:
            if self.stack:
                if effects.step(self, self.stack[-1]):
                    return
                continue
            if self.revealed != NOWHERE:
                self.wait("attribute", self.active)
                return
            if self.bryn_due:
                effects.brynhildr.trigger(self)
                continue
            if self.turn_over or not self.hand:
                self._next_turn()
                continue
            if self.free_recipients():
                self.wait("reveal", self.active)
                return
            if self.mode == SOLO and not self.dealt[BRYNHILDR]:
                self._to_brynhildr()
                continue
            self.discard_hand()
            self.turn_over = True

    def _next_turn(self) -> None:
        if self.mode != SOLO:
            self.active = self.neighbour(self.active, 1)  # T-9: the player to the left
        self._start_turn()

    def _start_turn(self) -> None:
        self.turn_over = False
        if len(self.draw) < self.per_turn:  # T-1 / SO-6
            collection.end_game(self)
            return
        self.hand = self.draw[-self.per_turn :]
        del self.draw[-self.per_turn :]
        self.dealt = [False] * (self.places + 1)
        self.turn += 1
        self.emit("turn_started", self.active, self.round, self.turn)
        self.emit("hand_drawn", self.active, len(self.hand))
        self.wait("reveal", self.active)

    def discard_hand(self) -> None:
        """The hand's unrevealed cards go to the discard (T-7), face down unless G20 says not."""
        if not self.hand:
            return
        cards, self.hand = self.hand, []
        self.discard.extend(cards)
        if self.opts.discard_hand_face_down:
            self.face_down.update(cards)
            self.emit("hand_discarded", self.active, len(cards))
        else:
            self.emit("hand_shown", self.active, *cards)

    def to_discard(self, cid: int) -> None:
        self.discard.append(cid)

    # ------------------------------------------------------------------ results

    def outcome(self) -> Outcome:
        return scoring.outcome(self)

    def sheets(self) -> list[dict[str, int]]:
        """Each place's score sheet now (its won pile)."""
        return [scoring.sheet(self, place) for place in range(self.places)]

    # ------------------------------------------------------------------ snapshots

    def clone(self) -> State:
        return persist.clone(self)

    def to_dict(self) -> dict[str, Any]:
        return persist.to_dict(self)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        return persist.view(self)

    def determinize(self, seat: int, rng: random.Random) -> State:
        return persist.determinize(self, rng)

    def check_invariants(self) -> list[str]:
        from game.vedrfolnir.invariants import problems

        return problems(self)


def _shown(action: object) -> str:
    """An action for a message: its text if it is one of ours, else only its class."""
    return str(action) if well_formed(action) else f"a {type(action).__name__}"


def _places(mode: str, players: int, seating: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """Each place's role and the player deciding for it (spec §10 M2-2, §11.1)."""
    if mode == SOLO:
        return ("valhalla", "heilheim", "brynhildr"), (0, 0, -1)
    if mode == TWO_PLAYER:
        if seating == "alternate":  # A, B, Ase of A, Ase of B
            return ("player", "player", "ase", "ase"), (0, 1, 0, 1)
        return ("player", "ase", "player", "ase"), (0, 0, 1, 1)
    return ("player",) * players, tuple(range(players))


def new_game(players: int, seed: int, options: Mapping[str, bool]) -> State:
    return State(players, seed, options)
