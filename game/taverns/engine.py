"""The bidding-and-taverns engine: a base state class whose hook methods each game supplies.

What the engine runs (Nidavellir and Guerres d'Arran alike): seats holding five coins, sealed
bids on three taverns and a pouch, the taverns filled from the Age's deck, each tavern revealed in
turn, the seats ordered by revealed coin then gem, each taking a card (and trading its pouch when
it bid a trading coin), tied seats exchanging gems, coins taken from and given back to the
treasure, and the decision stack that chains all of it.

What a game supplies, by overriding the hooks below in its subclass (an expansion is a subclass
of the game's class overriding some more, the way python-chess writes variants; the flow itself
never tests which game or expansion it runs):

- `setup(rng)`: its own set-up, between the deck shuffle and the gem deal;
- `tavern_deck(t)`: the deck tavern `t` is filled from;
- `round_start()`: decisions owed once the taverns are filled, before bids;
- `turn_started(seat)`: before a seat takes its card; `turn_over(seat)`: the end-of-turn step;
- `take(seat, card)`: what a card taken from a tavern does (where it goes is the game's: its
  column in the army, the command zone …; the seat's `ranks` count the army's lines);
- `check_lines(seat)`: completed lines -> the recruitments they owe;
- `leftover(card, tavern)`: where a card nobody took goes;
- `round_over()`: after the seats took their coins back;
- `age_continues()` and `end_of_age_step(step)`: when an age ends, and its steps until the game
  is over (the game sets the OVER phase);
- the scoring (`outcome`), snapshots and self-check, which are entirely the game's.

Decision kinds are registered in `flow.py`; each class maps the kinds it plays to their handler
(`HANDLERS`) and legal actions (`LEGAL`).

Everything random is drawn from the seed at set-up, except later reshuffles, which use
`shuffle_seed`; so the state holds only ints and lists and clones by hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Protocol, Self

from game.core.edge import ActionTypes, check_seat, describe
from game.core.errors import IllegalAction
from game.core.events import Event
from game.taverns import coins as cn
from game.taverns.actions import HAND, Action, Bid
from game.taverns.decisions import HANDLERS, LEGAL, PICKS, bid_actions, pick_action
from game.taverns.flow import (
    BIDS,
    CHECK_LINES,
    DECISION_NAMES,
    DO_TRADE,
    END_OF_AGE,
    END_TURN,
    HAND_BID,
    OPEN_BIDS,
    ORDER,
    OVER,
    PICK,
    TAVERN,
    TRADE,
)
from game.taverns.seat import Seat

_new_event = tuple.__new__

Handler = tuple[type | tuple[type, ...], Callable[..., None]]
Legal = Callable[..., list[Any]]


class TavernRules(Protocol):
    """What the engine reads from a game's frozen rules."""

    @property
    def cards(self) -> tuple[Any, ...]: ...

    @property
    def card_ids(self) -> Mapping[str, int]: ...

    @property
    def deck(self) -> dict[tuple[int, int], tuple[int, ...]]: ...

    @property
    def cards_per_tavern(self) -> dict[int, int]: ...

    @property
    def gems(self) -> dict[int, tuple[int, ...]]: ...

    @property
    def starting_coins(self) -> tuple[int, ...]: ...

    @property
    def treasure(self) -> dict[int, tuple[int, ...]]: ...

    @property
    def equal_trade_gives_up_bronze(self) -> bool: ...


class TavernsState:
    """A game on the bidding-and-taverns engine; a game subclasses it and supplies the hooks."""

    __slots__ = (
        "_events",
        "age",
        "bronze_out",
        "decks",
        "discard",
        "end_step",
        "n",
        "options",
        "order",
        "phase",
        "players",
        "revealed",
        "round",
        "rules",
        "seed",
        "shuffle_seed",
        "stack",
        "tavern",
        "taverns",
        "ties",
        "treasure",
        "turn",
    )

    SEAT: ClassVar[type[Seat]] = Seat
    GEM_EXCHANGE: ClassVar[bool] = True  # whether tied seats exchange gems (a game may not)
    HANDLERS: ClassVar[dict[int, Handler]] = HANDLERS
    LEGAL: ClassVar[dict[int, Legal]] = LEGAL
    ACTIONS: ClassVar[ActionTypes] = ActionTypes(Action)  # what `apply` reads any further

    rules: TavernRules  # the game's frozen rules
    players: list[Any]  # the game's seats (a `Seat` subclass)

    # ------------------------------------------------------------------ set-up

    def __init__(
        self, rules: TavernRules, players: int, seed: int, options: Mapping[str, bool | str]
    ) -> None:
        self.rules = rules
        self.n = players
        self.seed = seed
        self.options = options
        rng = random.Random(seed)
        self.decks: list[list[int]] = [[]]
        for age in (1, 2):
            deck = list(rules.deck[(age, players)])
            rng.shuffle(deck)
            self.decks.append(deck)
        self.setup(rng)
        self.taverns: list[list[int]] = [[], [], []]
        self.discard: list[int] = []
        self.treasure = list(rules.treasure[players])
        self.bronze_out = 0
        gems = list(rules.gems[players])
        rng.shuffle(gems)
        self.players = []
        for seat in range(players):
            p = self.SEAT()
            p.gem = gems[seat]
            p.hand = sorted(cn.coin(v, cn.BRONZE) for v in rules.starting_coins)
            self.players.append(p)
        self.shuffle_seed = rng.getrandbits(32)
        self.age = 1
        self.round = 0
        self.tavern = 0
        self.order: list[int] = []
        self.turn = 0
        self.revealed = [-1] * players
        self.ties: list[list[int]] = []
        self.end_step = 0
        self.stack: list[tuple[int, int, int, int]] = []
        self.phase = BIDS
        self._events: list[Event] = []
        self.start_round()
        self._run()

    def clone(self) -> Self:
        s = self.__class__.__new__(self.__class__)
        s.rules = self.rules
        s.n = self.n
        s.seed = self.seed
        s.options = self.options
        s.decks = [d[:] for d in self.decks]
        s.taverns = [t[:] for t in self.taverns]
        s.discard = self.discard[:]
        s.treasure = self.treasure[:]
        s.bronze_out = self.bronze_out
        s.players = [p.clone() for p in self.players]
        s.shuffle_seed = self.shuffle_seed
        s.age = self.age
        s.round = self.round
        s.tavern = self.tavern
        s.order = self.order[:]
        s.turn = self.turn
        s.revealed = self.revealed[:]
        s.ties = [t[:] for t in self.ties]
        s.end_step = self.end_step
        s.stack = self.stack[:]
        s.phase = self.phase
        s._events = []
        self.copy_to(s)
        return s

    # ------------------------------------------------------------------ hooks (the game's)

    def setup(self, rng: random.Random) -> None:
        """The game's own set-up, after the Age decks are shuffled and before the gems are
        dealt (so what it draws from `rng` comes between them)."""

    def copy_to(self, other: Self) -> None:
        """Copy the game's own fields onto a clone (the engine's are copied already)."""

    def tavern_deck(self, tavern: int) -> list[int]:
        """The deck tavern `tavern` is filled from this round."""
        return self.decks[self.age]

    def round_start(self) -> None:
        """The taverns are filled, nobody has bid: push the decisions owed before bids."""

    def turn_started(self, seat: int) -> None:
        """`seat` is about to take its card in the tavern being resolved."""

    def turn_over(self, seat: int) -> None:
        """The END_TURN step a game pushed under a seat's turn has come up."""

    def take(self, seat: int, card: int) -> None:
        """A card taken from the tavern being resolved."""
        raise NotImplementedError

    def check_lines(self, seat: int) -> None:
        """The CHECK_LINES step: owe the recruitments the seat's completed lines call for."""
        raise NotImplementedError

    def leftover(self, card: int, tavern: int) -> None:
        """A card nobody took when its tavern closes: discarded."""
        self.discard.append(card)
        self.emit("tavern_card_discarded", -1, card, tavern)

    def round_over(self) -> None:
        """Every seat has taken its coins back; the next round or the end of the Age follows."""

    def age_continues(self) -> bool:
        """Whether another round is played in this Age: while its deck holds cards."""
        return bool(self.decks[self.age])

    def end_of_age_step(self, step: int) -> None:
        """Step `step` (0, 1, …) of the end of an Age; the last one starts the next Age
        (`start_age`) or ends the game (phase OVER)."""
        raise NotImplementedError

    def pick_actions(self, seat: int) -> list[Action]:
        """The legal answers to PICK: one per card of the tavern being resolved."""
        cards = self.rules.cards
        cached = PICKS.get
        return [
            cached((seat, c, key := cards[c].key)) or pick_action(seat, c, key)
            for c in self.taverns[self.tavern]
        ]

    # ------------------------------------------------------------------ queries

    def to_move(self) -> tuple[int, ...]:
        """The seats that owe a decision now: several during sealed bids, none at the end."""
        if self.phase == BIDS and not self.stack:
            return tuple(
                i for i, p in enumerate(self.players) if not p.has_bid and not p.bids_from_hand
            )
        if self.stack:
            return (self.stack[-1][1],)
        return ()

    def owes(self, seat: int) -> bool:
        """Whether `seat` owes a decision now (a faster `seat in to_move()`); False for a seat
        that is not at the table (a negative index must not name the last seat)."""
        if self.phase == BIDS and not self.stack:
            if not 0 <= seat < self.n:
                return False
            p = self.players[seat]
            return not p.has_bid and not p.bids_from_hand
        return bool(self.stack) and self.stack[-1][1] == seat  # stacked decisions name a seat

    def pending_args(self) -> tuple[int, int]:
        """The two numbers of the decision owed now, as `pending()` names it (a transform's
        amount; a capture's dwarf and giant …); (0, 0) when there is none."""
        return (self.stack[-1][2], self.stack[-1][3]) if self.stack else (0, 0)

    def pending(self) -> str:
        """The name of the decision owed now ('bids', 'pick', 'recruit' …) or 'over'."""
        if self.phase == BIDS and not self.stack:
            return "bids"
        if self.stack:
            return DECISION_NAMES[self.stack[-1][0]]
        return "over"

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int) -> list[Any]:
        """Every legal action of `seat`, in a deterministic order (empty if it owes nothing);
        `IllegalAction` for a seat not at the table, before any cache is looked at."""
        if type(seat) is not int or not 0 <= seat < self.n:  # a bool is no seat
            check_seat(seat, self.n)
        if not self.owes(seat):
            return []
        if self.phase == BIDS and not self.stack:
            return bid_actions(seat, tuple(self.players[seat].hand))[:]
        kind, _, a, b = self.stack[-1]
        if kind == PICK:
            return self.pick_actions(seat)
        return self.LEGAL[kind](self, seat, a, b)

    def transformable(self, seat: int, lowest: bool = False) -> list[tuple[int, int]]:
        """(place, coin) pairs that may be transformed: any non-trading coin the seat owns (with
        `lowest`, only those of the lowest value among them)."""
        p = self.players[seat]
        out = [(i, c) for i, c in enumerate(p.board) if c >= 0 and not cn.is_trading(c)]
        out += [(HAND, c) for c in sorted(set(p.hand)) if not cn.is_trading(c)]
        if lowest and out:
            least = min(cn.value_of(c) for _, c in out)
            out = [(place, c) for place, c in out if cn.value_of(c) == least]
        return out

    # ------------------------------------------------------------------ applying actions

    def apply(self, action: Any) -> list[Event]:
        """Play `action`; run every automatic step after it; return what happened.

        Anything that is not one of `legal_actions(action.seat)` raises `IllegalAction` and
        leaves the state untouched: what is not a well-typed action of the engine's games is
        refused first; then each handler checks its action's values before its first change,
        cheaply for its own decision kind rather than by building the legal list.
        """
        if not self.ACTIONS[type(action)](action):
            raise IllegalAction(f"not an action of this game: {describe(action)}")
        seat = action.seat
        if not self.owes(seat):
            raise IllegalAction(f"seat {seat} has no decision to take now ({self.pending()})")
        events: list[Event] = []
        self._events = events
        if self.phase == BIDS and not self.stack:
            if not isinstance(action, Bid):
                raise IllegalAction(f"seat {seat} must place its bids, not {action.verb}")
            self.bid(seat, action.coins)
        else:
            kind, _, a, b = self.stack[-1]
            handler = self.HANDLERS[kind]
            if not isinstance(action, handler[0]):
                raise IllegalAction(
                    f"seat {seat} must decide {DECISION_NAMES[kind]}, not {action.verb}"
                )
            handler[1](self, action, a, b)
        self._run()
        self._events = []
        return events

    def emit(self, kind: str, seat: int, *data: Any) -> None:
        self._events.append(_new_event(Event, (kind, seat, data)))

    def bid(self, seat: int, coins: tuple[int, int, int]) -> None:
        p = self.players[seat]
        if len(coins) != 3:
            raise IllegalAction(f"seat {seat} must bid exactly three coins")
        pouch = p.hand[:]
        for c in coins:
            if c not in pouch:
                raise IllegalAction(f"seat {seat} has no coin {cn.coin_str(c)} to bid")
            pouch.remove(c)
        pouch += [-1] * (2 - len(pouch))  # a seat that lost a coin (an artifact discarded it)
        p.board = [coins[0], coins[1], coins[2], pouch[0], pouch[1]]
        p.hand = []
        p.has_bid = True
        self.emit("bid_placed", seat)
        if all(p.has_bid or p.bids_from_hand for p in self.players):
            self.phase = TAVERN
            self._start_tavern(0)

    # ------------------------------------------------------------------ coins and the treasure

    def transform_coin(self, seat: int, place: int, code: int, amount: int) -> None:
        """Transform the coin `code` at `place` (a board slot or HAND) by +`amount`."""
        p = self.players[seat]
        value = cn.value_of(code)
        new = self.take_from_treasure(code, value + amount, seat)
        if new < 0:
            self.emit("coin_kept", seat, code, value + amount)
            return
        if place == HAND:
            p.hand.remove(code)
            p.hand.append(new)
            p.hand.sort()
        else:
            p.board[place] = new
            p.known |= 1 << place
        self.emit("coin_transformed", seat, code, new, place)

    def take_from_treasure(self, given_up: int, target: int, seat: int = -1) -> int:
        """Give up `given_up` and return the new coin's code, or -1 if the player keeps theirs
        (`seat` -1: no seat's effects are told of it)."""
        old_value = cn.value_of(given_up)
        value = cn.treasure_value(self.treasure, target, self.banned_value(old_value))
        if value < 0:
            return -1
        kind = cn.kind_of(given_up)
        if kind == cn.GOLD:
            self.treasure[old_value] += 1
        elif kind == cn.BRONZE:
            self.bronze_out += 1
        self.treasure[value] -= 1
        return cn.coin(value, cn.GOLD)

    def banned_value(self, given_up: int) -> int:
        """The value the Treasury may not give for a coin of value `given_up` (the rulebook's
        "never the value just given up"); -1 bans nothing."""
        return given_up

    def ask_give_up(self, seat: int, a: int, b: int) -> bool:
        """Two different coins `a`, `b` of one value are traded: True when the game has pushed a
        decision asking the seat which one to give up, False to let `higher_coin` choose."""
        return False

    def higher_coin(self, a: int, b: int) -> int:
        """The coin a trade gives up: the higher one; on equal values the configured kind."""
        va, vb = cn.value_of(a), cn.value_of(b)
        if va != vb:
            return a if va > vb else b
        bronze_first = self.rules.equal_trade_gives_up_bronze
        if cn.kind_of(a) == cn.BRONZE:
            return a if bronze_first else b
        return b if bronze_first else a

    def reshuffle(self, deck: list[int]) -> None:
        """Shuffle `deck` in place from `shuffle_seed`, which moves on."""
        rng = random.Random(self.shuffle_seed)
        rng.shuffle(deck)
        self.shuffle_seed = rng.getrandbits(32)

    # ------------------------------------------------------------------ the flow

    def _run(self) -> None:
        """Run automatic steps until a decision is owed or the game is over."""
        stack = self.stack
        while True:
            if stack:
                kind = stack[-1][0]
                if kind >= 0:
                    return
                seat = stack.pop()[1]
                if kind == CHECK_LINES:
                    self.check_lines(seat)
                elif kind == DO_TRADE:
                    self._trade(seat)
                elif kind == END_TURN:
                    self.turn_over(seat)
                elif kind == OPEN_BIDS:
                    self._open_bids()
                else:
                    self._order()
            elif self.phase == BIDS:
                return
            elif self.phase == TAVERN:
                self._next_turn()
            elif self.phase == END_OF_AGE:
                step = self.end_step
                self.end_step += 1
                self.end_of_age_step(step)
            else:
                return

    def start_age(self, age: int) -> None:
        """Age `age` starts with its first round."""
        self.age = age
        self.round = 0
        self.emit("age_started", -1, age)
        self.start_round()

    def start_round(self) -> None:
        self.round += 1
        per = self.rules.cards_per_tavern[self.n]
        for t in range(3):
            source = self.tavern_deck(t)
            self.taverns[t] = [source.pop() for _ in range(min(per, len(source)))]
        self.phase = BIDS
        self.emit("taverns_filled", -1, self.age, self.round)
        self.stack.append((OPEN_BIDS, -1, 0, 0))
        self.round_start()

    def _open_bids(self) -> None:
        """Bids start; with every seat bidding from hand (Uline) the first tavern opens."""
        if not self.to_move():
            self.phase = TAVERN
            self._start_tavern(0)

    def _start_tavern(self, t: int) -> None:
        self.tavern = t
        self.order = []
        self.turn = 0
        for seat, p in enumerate(self.players):
            if p.bids_from_hand:
                self.revealed[seat] = -1
                continue
            p.known |= 1 << t
            self.revealed[seat] = cn.value_of(p.board[t]) if p.board[t] >= 0 else -1
        self.emit("bids_revealed", -1, t, tuple(self.revealed))
        self.stack.append((ORDER, -1, 0, 0))
        for seat, p in enumerate(self.players):
            if p.bids_from_hand:
                self.stack.append((HAND_BID, seat, 0, 0))

    def _order(self) -> None:
        """Order the seats by revealed coin, then gem; remember ties for the gem exchange. A seat
        with no coin on the tavern (it lost it) takes no part."""
        gems = [p.gem for p in self.players]
        rev = self.revealed
        bidders = [s for s in range(self.n) if rev[s] >= 0]
        self.order = sorted(bidders, key=lambda s: (-rev[s], -gems[s]))
        groups: dict[int, list[int]] = {}
        for s in bidders:
            groups.setdefault(rev[s], []).append(s)
        self.ties = [g for g in groups.values() if len(g) > 1]
        self.turn = 0
        self.emit("order", -1, self.tavern, tuple(self.order))

    def _next_turn(self) -> None:
        if self.turn < len(self.order):
            seat = self.order[self.turn]
            self.turn += 1
            if not self.taverns[self.tavern]:
                return
            self.turn_started(seat)
            if cn.is_trading(self.players[seat].board[self.tavern]):
                self.stack.append((DO_TRADE, seat, 0, 0))
            self.stack.append((PICK, seat, 0, 0))
            return
        self._exchange_gems()
        tavern = self.tavern
        for card in self.taverns[tavern]:
            self.leftover(card, tavern)
        self.taverns[tavern] = []
        if tavern < 2:
            self._start_tavern(tavern + 1)
            return
        for p in self.players:
            p.hand = p.coins()
            p.board = [-1, -1, -1, -1, -1]
            p.known = 0
            p.has_bid = False
        self.round_over()
        self.emit("round_over", -1, self.age, self.round)
        if self.age_continues():
            self.start_round()
        else:
            self.phase = END_OF_AGE
            self.end_step = 0
            self.emit("age_over", -1, self.age)

    def _exchange_gems(self) -> None:
        """Each tie group reverses its gems (highest with lowest …); a gem outside the table's
        set (Nidavellir's 6) stays put."""
        gems = self.rules.gems[self.n] if self.GEM_EXCHANGE else ()
        for group in self.ties:
            tied = sorted(
                (s for s in group if self.players[s].gem in gems), key=lambda s: self.players[s].gem
            )
            for i in range(len(tied) // 2):
                lo, hi = self.players[tied[i]], self.players[tied[-1 - i]]
                lo.gem, hi.gem = hi.gem, lo.gem
                self.emit("gems_exchanged", -1, tied[i], tied[-1 - i])
        self.ties = []

    def _trade(self, seat: int) -> None:
        p = self.players[seat]
        if not cn.is_trading(p.board[self.tavern]):
            return
        if p.bids_from_hand:
            if len(p.hand) >= 2:
                self.stack.append((TRADE, seat, 0, 0))
            return
        a, b = p.board[3], p.board[4]
        p.known |= 0b11000
        if a != b and cn.value_of(a) == cn.value_of(b) and self.ask_give_up(seat, a, b):
            return
        self.trade_purse(seat, self.give_up(seat, a, b))

    def trade_purse(self, seat: int, give: int) -> None:
        """The pouch trade of `seat`, giving up its pouch coin `give` for the sum of both."""
        p = self.players[seat]
        a, b = p.board[3], p.board[4]
        new = self.take_from_treasure(give, cn.value_of(a) + cn.value_of(b), seat)
        if new >= 0:
            p.board[3 if p.board[3] == give else 4] = new
        self.emit("coins_traded", seat, a, b, give, new)
        self.traded(seat)

    def give_up(self, seat: int, a: int, b: int) -> int:
        """The coin `seat` gives up in a trade of `a` and `b`: the higher one (`higher_coin`)
        unless the game says otherwise for that seat (a hero on its pouch)."""
        return self.higher_coin(a, b)

    def traded(self, seat: int) -> None:
        """`seat` has just traded two coins."""
