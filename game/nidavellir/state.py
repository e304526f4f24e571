"""The Nidavellir game state and its transitions.

The flow (rounds, taverns, ages) is generic: what a hero or distinction does is read from its data
(`heroes.py`, `distinctions.py`). Chained decisions live on `stack`, a list of small tuples; the
top entry is the one decision owed now (or an automatic step, run at once). The sealed bids are
the only simultaneous decision: every seat that has not bid yet is to move.

Everything random is drawn from the seed at set-up, except the Age 2 reshuffle after the Pioneer,
which uses `shuffle_seed`; so the state holds only ints and lists and clones by hand.
"""

from __future__ import annotations

import random
from itertools import permutations
from typing import Any

from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.game import Outcome
from game.nidavellir import coins as cn
from game.nidavellir import invariants, mythology
from game.nidavellir.actions import (
    HAND,
    Action,
    Bid,
    Column,
    Discard,
    Keep,
    Pick,
    Recruit,
    Trade,
    Transform,
    UlineBid,
)
from game.nidavellir.data import (
    DWARF,
    MYTH_KINDS,
    NEUTRAL,
    OFFERING,
    PLACE_ANY_COLUMN,
    PLACE_CLASS,
    SPECIAL,
    Rules,
    default_rules,
)
from game.nidavellir.distinctions import award
from game.nidavellir.flow import (
    BIDS,
    CHECK_LINES,
    DECISION_NAMES,
    DISCARD,
    DO_TRADE,
    END_OF_AGE,
    END_TURN,
    KEEP,
    OPEN_BIDS,
    ORDER,
    OVER,
    PICK,
    RECRUIT,
    TAVERN,
    THRUD,
    TRADE,
    TRANSFORM,
    ULINE_BID,
    YLUD,
)
from game.nidavellir.handlers import HANDLERS, bid
from game.nidavellir.heroes import can_recruit, end_of_age_placements, offer_recruit
from game.nidavellir.scoring import Army, score_armies, winners

HIDDEN = -2  # a board slot whose coin this viewer cannot see

_BID_CACHE: dict[tuple[int, tuple[int, ...]], list[Action]] = {}
_COLUMN_ACTIONS: list[list[Action]] = [[Column(seat, c) for c in range(5)] for seat in range(8)]
_CARD_ACTIONS: dict[tuple[type, int, int], Action] = {}
_BID_CACHE_LIMIT = 200_000
_new_event = tuple.__new__


def _card_action(cls: type[Pick | Recruit | Keep], seat: int, card: int, key: str) -> Action:
    """Card actions are few and reused; caching them keeps object creation off the hot path."""
    action = _CARD_ACTIONS.get((cls, seat, card))
    if action is None:
        action = _CARD_ACTIONS[(cls, seat, card)] = cls(seat, card, key)
    return action


def _bids(seat: int, hand: tuple[int, ...]) -> list[Action]:
    """Distinct (t0, t1, t2) coin assignments of a 5-coin hand as actions.

    Cached: hands repeat a lot across the AI's playouts, and building 60 actions is the costliest
    part of a random game otherwise.
    """
    key = (seat, hand)
    bids = _BID_CACHE.get(key)
    if bids is None:
        if len(_BID_CACHE) > _BID_CACHE_LIMIT:
            _BID_CACHE.clear()
        bids = [Bid(seat, t) for t in sorted(set(permutations(hand, 3)))]
        _BID_CACHE[key] = bids
    return bids


class Player:
    """One seat's army, command zone, gem and coins."""

    __slots__ = (
        "board",
        "captured",
        "columns",
        "command",
        "distinctions",
        "from_hand",
        "gem",
        "hand",
        "has_bid",
        "heroes",
        "known",
        "myth",
        "olrun",
        "ranks",
        "thrud_col",
        "tokens",
        "uncounted",
        "ylud_col",
    )

    def __init__(self) -> None:
        self.columns: list[list[int]] = [[], [], [], [], []]
        self.ranks = [0, 0, 0, 0, 0]
        self.command: list[int] = []  # neutral heroes in the command zone
        self.heroes: list[int] = []  # every hero recruited, in order
        self.distinctions: list[int] = []
        self.gem = 0
        self.board = [-1, -1, -1, -1, -1]  # coins on taverns 0-2 and pouch 3-4; -1 empty
        self.hand: list[int] = []  # coins in hand, sorted
        self.known = 0  # bitmask of board slots whose coin every seat can see
        self.has_bid = False
        self.from_hand = False  # bids from hand, face up (Uline)
        self.thrud_col = -1  # column topped by the never-covered hero, -1 if none
        self.ylud_col = -1  # column of the end-of-age hero, -1 if not in the army
        self.myth: list[int] = []  # Idavoll gods, giants and valkyries in the command zone
        self.tokens: dict[int, int] = {}  # god/giant card -> 1 token there, 0 spent; valkyrie ->
        # notch index of its strength token
        self.captured: dict[int, int] = {}  # giant -> the dwarf it captured
        self.uncounted: list[int] = []  # heroes that never count against lines (Thrivaldi)
        self.olrun = NEUTRAL  # the class Olrun watches

    def clone(self) -> Player:
        p = Player.__new__(Player)
        p.columns = [c[:] for c in self.columns]
        p.ranks = self.ranks[:]
        p.command = self.command[:]
        p.heroes = self.heroes[:]
        p.distinctions = self.distinctions[:]
        p.gem = self.gem
        p.board = self.board[:]
        p.hand = self.hand[:]
        p.known = self.known
        p.has_bid = self.has_bid
        p.from_hand = self.from_hand
        p.thrud_col = self.thrud_col
        p.ylud_col = self.ylud_col
        p.myth = self.myth[:]
        p.tokens = self.tokens.copy()
        p.captured = self.captured.copy()
        p.uncounted = self.uncounted[:]
        p.olrun = self.olrun
        return p

    def coins(self) -> list[int]:
        return sorted([c for c in self.board if c >= 0] + self.hand)

    def lines(self) -> int:
        return min(self.ranks)


class State:
    """A game of Nidavellir. Build one with `new_game`."""

    __slots__ = (
        "_events",
        "age",
        "box",
        "bronze_out",
        "decks",
        "discard",
        "distinctions_left",
        "drawn",
        "drawn_src",
        "end_step",
        "first_game",
        "gems_out",
        "hero_pool",
        "idavoll",
        "loki",
        "myth_deck",
        "n",
        "order",
        "phase",
        "players",
        "reserve",
        "revealed",
        "round",
        "rules",
        "seed",
        "set_aside",
        "shuffle_seed",
        "special_coin_left",
        "stack",
        "tavern",
        "taverns",
        "ties",
        "treasure",
        "turn",
    )

    # ------------------------------------------------------------------ set-up

    def __init__(
        self, rules: Rules, players: int, seed: int, first_game: bool, idavoll: bool = False
    ) -> None:
        self.rules = rules
        self.n = players
        self.seed = seed
        self.first_game = first_game
        self.idavoll = idavoll
        rng = random.Random(seed)
        self.decks: list[list[int]] = [[]]
        for age in (1, 2):
            deck = list(rules.deck[(age, players)])
            rng.shuffle(deck)
            self.decks.append(deck)
        self.myth_deck: list[int] = []
        self.reserve: list[int] = []  # Idavoll's mythology reserve; its top is the end
        if idavoll:  # drawn after the base game's draws, so a seed deals the same Age decks
            myths = list(rules.myth_order)
            rng.shuffle(myths)
            size = rules.myth_deck_size[players]
            self.myth_deck, self.reserve = myths[:size], myths[size:]
        self.loki = [-1, -1, -1]  # Loki's reservation: owner, card, tavern
        in_decks = set(self.decks[1]) | set(self.decks[2])
        removed = set(rules.first_game_removes) if first_game else set()
        self.box = [c.id for c in rules.cards if (c.age and c.id not in in_decks)]
        self.box += [h for h in rules.hero_order if h in removed]
        self.hero_pool = [h for h in rules.hero_order if h not in removed]
        self.set_aside = [c.id for c in rules.cards if c.kind == SPECIAL]
        if idavoll:
            self.set_aside.append(rules.boar)
        self.taverns: list[list[int]] = [[], [], []]
        self.discard: list[int] = []
        self.drawn: list[int] = []
        self.drawn_src = 2  # where drawn cards come from: an Age deck (1, 2) or the reserve (3)
        self.treasure = list(rules.treasure[players])
        self.bronze_out = 0
        self.special_coin_left = 1
        self.distinctions_left = list(range(len(rules.distinctions)))
        self.gems_out: list[int] = []
        gems = list(rules.gems[players])
        rng.shuffle(gems)
        self.players = []
        for seat in range(players):
            p = Player()
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
        self._start_round()
        self._run()

    def clone(self) -> State:
        s = State.__new__(State)
        s.rules = self.rules
        s.n = self.n
        s.seed = self.seed
        s.first_game = self.first_game
        s.idavoll = self.idavoll
        s.myth_deck = self.myth_deck[:]
        s.reserve = self.reserve[:]
        s.loki = self.loki[:]
        s.drawn_src = self.drawn_src
        s.decks = [d[:] for d in self.decks]
        s.box = self.box[:]
        s.hero_pool = self.hero_pool[:]
        s.set_aside = self.set_aside[:]
        s.taverns = [t[:] for t in self.taverns]
        s.discard = self.discard[:]
        s.drawn = self.drawn[:]
        s.treasure = self.treasure[:]
        s.bronze_out = self.bronze_out
        s.special_coin_left = self.special_coin_left
        s.distinctions_left = self.distinctions_left[:]
        s.gems_out = self.gems_out[:]
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
        return s

    # ------------------------------------------------------------------ queries

    def to_move(self) -> tuple[int, ...]:
        """The seats that owe a decision now: several during sealed bids, none at the end."""
        if self.phase == BIDS and not self.stack:
            return tuple(i for i, p in enumerate(self.players) if not p.has_bid and not p.from_hand)
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
            return not p.has_bid and not p.from_hand
        return bool(self.stack) and self.stack[-1][1] == seat  # stacked decisions name a seat

    def rounds_in_age(self) -> int:
        """How many rounds the current Age lasts: its deck fills the three taverns each round,
        and with Idavoll the Dancing Dragon takes mythology cards in the first rounds of Age 1."""
        per_tavern = self.rules.cards_per_tavern[self.n]
        cards = len(self.rules.deck[(self.age, self.n)])
        if self.idavoll and self.age == 1:
            cards += self.rules.myth_rounds * per_tavern
        return cards // (3 * per_tavern)

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

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of `seat`, in a deterministic order (empty if it owes nothing)."""
        if not self.owes(seat):
            return []
        p = self.players[seat]
        if self.phase == BIDS and not self.stack:
            return _bids(seat, tuple(p.hand))[:]
        kind, _, a, b = self.stack[-1]
        cards = self.rules.cards
        if kind == PICK:
            picks = [_card_action(Pick, seat, c, cards[c].key) for c in self.taverns[self.tavern]]
            if self.idavoll:
                picks = self._reserved_out(seat, picks) + mythology.pick_options(self, seat)
            return picks
        if kind == RECRUIT:
            return [
                _card_action(Recruit, seat, h, cards[h].key)
                for h in self.hero_pool
                if can_recruit(self, seat, h)
            ]
        if kind in (THRUD, YLUD):
            return _COLUMN_ACTIONS[seat][:]
        if kind == DISCARD:
            return [Discard(seat, c) for c in self.discardable_columns(seat, a)]
        if kind == TRANSFORM:
            return [Transform(seat, place, code) for place, code in self.transformable(seat)]
        if kind == ULINE_BID:
            return [UlineBid(seat, c) for c in sorted(set(p.hand))]
        if kind == TRADE:
            hand = p.hand
            pairs = {(hand[i], hand[j]) for i in range(len(hand)) for j in range(i + 1, len(hand))}
            return [Trade(seat, pair) for pair in sorted(pairs)]
        if kind == KEEP:
            return [_card_action(Keep, seat, c, cards[c].key) for c in self.drawn]
        if kind in mythology.LEGAL:
            return mythology.LEGAL[kind](self, seat, a, b)
        raise AssertionError(f"no decision of kind {kind}")

    def _reserved_out(self, seat: int, picks: list[Action]) -> list[Action]:
        """Loki's reserved card is for its owner only (unless nothing else is left)."""
        locked = mythology.gods.reserved_for_others(self, seat)
        kept = [a for a in picks if not isinstance(a, Pick) or a.card != locked]
        return kept or picks

    def discardable_columns(self, seat: int, excluded_mask: int) -> list[int]:
        """Columns whose top card is a dwarf (never a hero), outside `excluded_mask`."""
        p = self.players[seat]
        cards = self.rules.cards
        return [
            c
            for c in range(5)
            if not excluded_mask >> c & 1
            and p.columns[c]
            and cards[p.columns[c][-1]].kind in (DWARF, SPECIAL)
        ]

    def transformable(self, seat: int) -> list[tuple[int, int]]:
        """(place, coin) pairs that may be transformed: any non-trading coin the seat owns."""
        p = self.players[seat]
        out = [(i, c) for i, c in enumerate(p.board) if c >= 0 and not cn.is_trading(c)]
        out += [(HAND, c) for c in sorted(set(p.hand)) if not cn.is_trading(c)]
        return out

    # ------------------------------------------------------------------ applying actions

    def apply(self, action: Action) -> list[Event]:
        """Play `action`; run every automatic step after it; return what happened.

        Anything that is not one of `legal_actions(action.seat)` raises `IllegalAction` and
        leaves the state untouched: each handler checks its action before its first change,
        cheaply for its own decision kind rather than by building the legal list.
        """
        seat = action.seat
        if not self.owes(seat):
            raise IllegalAction(f"seat {seat} has no decision to take now ({self.pending()})")
        events: list[Event] = []
        self._events = events
        if self.phase == BIDS and not self.stack:
            if not isinstance(action, Bid):
                raise IllegalAction(f"seat {seat} must place its bids, not {action.verb}")
            bid(self, seat, action.coins)
        else:
            kind, _, a, b = self.stack[-1]
            handler = HANDLERS[kind]
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

    def take(self, seat: int, card: int) -> None:
        """A card taken as the pick of a tavern: a giant may capture a dwarf, else receive it."""
        if self.idavoll and mythology.dwarf_taken(self, seat, card):
            return
        self.receive(seat, card)

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

    # ------------------------------------------------------------------ shared mechanics

    def receive(self, seat: int, card: int) -> None:
        """A card a seat has taken: a dwarf joins the army (lines are checked after), a Royal
        Offering is resolved at once and then discarded (decision D18)."""
        info = self.rules.cards[card]
        if info.kind == OFFERING:
            self.discard.append(card)
            self.stack.append((TRANSFORM, seat, info.value, 0))
        elif info.kind in MYTH_KINDS:
            mythology.gain(self, seat, card)
        else:
            self.stack.append((CHECK_LINES, seat, 0, 0))
            self.place(seat, card, info.cls)

    def place(self, seat: int, card: int, column: int) -> None:
        """Put a card on top of a column; a never-covered hero there is lifted to be re-placed."""
        p = self.players[seat]
        col = p.columns[column]
        if p.thrud_col == column:
            thrud = col.pop()
            p.ranks[column] -= 1
            p.thrud_col = -1
            self.emit("hero_lifted", seat, thrud, column)
            self.stack.append((THRUD, seat, 0, 0))
        col.append(card)
        info = self.rules.cards[card]
        p.ranks[column] += len(info.ranks)
        self.emit("card_placed", seat, card, column)
        if p.olrun != NEUTRAL and info.ranks:
            mythology.trigger(self, seat, "class_card", info.cls)

    def take_from_treasure(self, given_up: int, target: int, seat: int = -1) -> int:
        """Give up `given_up` and return the new coin's code, or -1 if the player keeps theirs.

        A coin above the target is a betterment for `seat`'s valkyries (Svafa)."""
        old_value = cn.value_of(given_up)
        value = cn.treasure_value(self.treasure, target, old_value)
        if value < 0:
            return -1
        kind = cn.kind_of(given_up)
        if kind == cn.GOLD:
            self.treasure[old_value] += 1
        elif kind == cn.BRONZE:
            self.bronze_out += 1
        self.treasure[value] -= 1
        if value > target and seat >= 0 and self.idavoll:
            mythology.trigger(self, seat, "betterment", steps=value - target)
        return cn.coin(value, cn.GOLD)

    def _higher(self, a: int, b: int) -> int:
        """The coin a trade gives up: the higher one; on equal values the configured kind."""
        va, vb = cn.value_of(a), cn.value_of(b)
        if va != vb:
            return a if va > vb else b
        bronze_first = self.rules.equal_trade_gives_up_bronze
        if cn.kind_of(a) == cn.BRONZE:
            return a if bronze_first else b
        return b if bronze_first else a

    def shuffle_age2(self) -> None:
        rng = random.Random(self.shuffle_seed)
        rng.shuffle(self.decks[2])
        self.shuffle_seed = rng.getrandbits(32)

    # ------------------------------------------------------------------ the flow

    def _run(self) -> None:
        """Run automatic steps until a decision is owed or the game is over."""
        stack = self.stack
        while True:
            if stack:
                kind, seat = stack[-1][:2]
                if kind < CHECK_LINES:
                    return
                stack.pop()
                if kind == CHECK_LINES:
                    offer_recruit(self, seat)
                elif kind == DO_TRADE:
                    self._trade(seat)
                elif kind == END_TURN:
                    mythology.end_turn(self, seat)
                elif kind == OPEN_BIDS:
                    self._open_bids()
                else:
                    self._order()
            elif self.phase == BIDS:
                return
            elif self.phase == TAVERN:
                self._next_turn()
            elif self.phase == END_OF_AGE:
                self._end_of_age_step()
            else:
                return

    def _start_round(self) -> None:
        self.round += 1
        deck = self.decks[self.age]
        per = self.rules.cards_per_tavern[self.n]
        myth_tavern = -1
        if self.idavoll and self.age == 1 and self.round <= self.rules.myth_rounds:
            myth_tavern = self.rules.myth_tavern
        for t in range(3):
            source = self.myth_deck if t == myth_tavern else deck
            self.taverns[t] = [source.pop() for _ in range(min(per, len(source)))]
        self.phase = BIDS
        self.emit("taverns_filled", -1, self.age, self.round)
        if self.idavoll:  # gods acting before bids (Loki, then Freya: D11)
            self.stack.append((OPEN_BIDS, -1, 0, 0))
            mythology.round_start(self)
            return
        self._open_bids()

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
            if p.from_hand:
                self.revealed[seat] = -1
                continue
            p.known |= 1 << t
            self.revealed[seat] = cn.value_of(p.board[t])
        self.emit("bids_revealed", -1, t, tuple(self.revealed))
        self.stack.append((ORDER, -1, 0, 0))
        for seat, p in enumerate(self.players):
            if p.from_hand:
                self.stack.append((ULINE_BID, seat, 0, 0))

    def _order(self) -> None:
        """Order the seats by revealed coin, then gem; remember ties for the gem exchange."""
        gems = [p.gem for p in self.players]
        rev = self.revealed
        self.order = sorted(range(self.n), key=lambda s: (-rev[s], -gems[s]))
        groups: dict[int, list[int]] = {}
        for s in range(self.n):
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
            if self.idavoll:
                self.stack.append((END_TURN, seat, 0, 0))
                if self.turn == 1:
                    mythology.trigger(self, seat, "first_choice")
            if cn.is_trading(self.players[seat].board[self.tavern]):
                self.stack.append((DO_TRADE, seat, 0, 0))
            self.stack.append((PICK, seat, 0, 0))
            return
        self._exchange_gems()
        for card in self.taverns[self.tavern]:
            if self.rules.cards[card].kind in MYTH_KINDS:  # untaken mythology: to the box (D13)
                self.box.append(card)
                self.emit("tavern_card_boxed", -1, card, self.tavern)
                continue
            self.discard.append(card)
            self.emit("tavern_card_discarded", -1, card, self.tavern)
        self.taverns[self.tavern] = []
        if self.tavern < 2:
            self._start_tavern(self.tavern + 1)
            return
        heroes = self.rules.heroes
        for p in self.players:
            p.hand = p.coins()
            p.board = [-1, -1, -1, -1, -1]
            p.known = 0
            p.has_bid = False
            if self.idavoll:  # Odin may have returned Uline: bids are sealed again
                p.from_hand = any(heroes[h].bids_from_hand for h in p.heroes)
        self.loki = [-1, -1, -1]
        self.emit("round_over", -1, self.age, self.round)
        if self.decks[self.age]:
            self._start_round()
        else:
            self.phase = END_OF_AGE
            self.end_step = 0
            self.emit("age_over", -1, self.age)

    def _exchange_gems(self) -> None:
        gems = self.rules.gems[self.n]
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
        if p.from_hand:
            if len(p.hand) >= 2:
                self.stack.append((TRADE, seat, 0, 0))
            return
        a, b = p.board[3], p.board[4]
        give = self._higher(a, b)
        new = self.take_from_treasure(give, cn.value_of(a) + cn.value_of(b), seat)
        p.known |= 0b11000
        if new >= 0:
            p.board[3 if p.board[3] == give else 4] = new
        self.emit("coins_traded", seat, a, b, give, new)

    def _end_of_age_step(self) -> None:
        step = self.end_step
        self.end_step += 1
        if step == 0:
            end_of_age_placements(self)
        elif self.age == 1 and step <= len(self.rules.distinctions):
            award(self, step - 1)
        elif self.age == 1:
            self.age = 2
            self.round = 0
            self.emit("age_started", -1, 2)
            self._start_round()
        else:
            for seat, p in enumerate(self.players):
                if p.thrud_col >= 0:
                    thrud = p.columns[p.thrud_col].pop()
                    p.ranks[p.thrud_col] -= 1
                    p.thrud_col = -1
                    p.command.append(thrud)
                    self.emit("hero_to_command_zone", seat, thrud)
            self.phase = OVER
            self.emit("game_over", -1, tuple(s["total"] for s in self.scores()))

    # ------------------------------------------------------------------ scoring

    def army(self, seat: int) -> Army:
        p = self.players[seat]
        cards, heroes, myths = self.rules.cards, self.rules.heroes, self.rules.myths
        columns = []
        bonus = []
        pairs = []
        for c, col in enumerate(p.columns):
            pts: list[int] = []
            extra = pair = 0
            for card in col:
                hero = heroes.get(card)
                if hero is None:
                    pts.extend(cards[card].ranks)
                    myth = myths.get(card)
                    if myth is not None:
                        extra += myth.rank_bonus
                        pair += myth.zero_pair_bonus
                elif hero.placement == PLACE_ANY_COLUMN:
                    continue
                elif hero.column_points is not None:
                    pts.append(hero.column_points[c])
                else:
                    pts.extend(cards[card].ranks)
                    extra += hero.rank_bonus
            columns.append(tuple(pts))
            bonus.append(extra)
            pairs.append(pair)
        neutral = tuple(h for h in p.heroes if heroes[h].placement != PLACE_CLASS)
        gem_points = sum(self.rules.distinctions[d].points for d in p.distinctions)
        return Army(
            tuple(columns),
            tuple(bonus),
            neutral,
            tuple(cn.value_of(c) for c in p.coins()),
            gem_points,
            tuple(pairs),
            mythology.sheet(self, seat) if self.idavoll else None,
        )

    def scores(self) -> list[dict[str, int]]:
        """Each seat's score sheet now (final once the game is over)."""
        return score_armies(self.rules, [self.army(s) for s in range(self.n)])

    def outcome(self) -> Outcome:
        """Winners (ties share the victory) and each seat's score sheet."""
        sheets = self.scores()
        return Outcome(winners(sheets), sheets)

    # ------------------------------------------------------------------ snapshots

    def to_dict(self) -> dict[str, Any]:
        from game.nidavellir.persist import to_dict

        return to_dict(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator); see `persist.view`."""
        from game.nidavellir.persist import view

        return view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A full state consistent with `seat`'s view, hidden parts sampled; for the AI."""
        from game.nidavellir.persist import determinize

        return determinize(self, seat, rng)

    # ------------------------------------------------------------------ self-check

    def check_invariants(self) -> list[str]:
        """Card, coin and gem conservation and column integrity; empty when all is well."""
        return invariants.find_problems(self)


def new_game(
    players: int,
    seed: int = 0,
    first_game: bool = False,
    idavoll: bool = False,
    rules: Rules | None = None,
) -> State:
    """Set up a game (with the Idavoll expansion if asked); raises `ValueError` for an
    unsupported player count."""
    rules = rules or default_rules()
    if not rules.min_players <= players <= rules.max_players:
        raise ValueError(
            f"Nidavellir is played by {rules.min_players} to {rules.max_players} players, "
            f"not {players}"
        )
    return State(rules, players, seed, first_game, idavoll)
