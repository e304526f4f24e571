"""Nidavellir with Idavoll: the base game's state with the hooks the mythology cards need, and
the fields they add to the game (the mythology deck and reserve, Loki's reservation) and to each
seat (`IdavollPlayer`: its command zone's mythology cards and their tokens).

Each override below is one place where Idavoll changes the flow; what each card does is in its
own module (gods, giants, animals, valkyries), reached through `mythology`. How the fields show
in snapshots and views is in `snapshot.py`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from game.core.errors import IllegalAction
from game.nidavellir.actions import Pick, Recruit
from game.nidavellir.data import BOAR, MERCENARY, MYTH_KINDS, NEUTRAL, Hero
from game.nidavellir.expansions import DICT, LIST, VALUE
from game.nidavellir.expansions.idavoll import gods, mythology
from game.nidavellir.expansions.idavoll.actions import Frigg
from game.nidavellir.expansions.idavoll.base import SPENT
from game.nidavellir.expansions.idavoll.checks import loki_problems, myth_problems
from game.nidavellir.expansions.idavoll.flow import CAPTURE, THOR
from game.nidavellir.flow import DISCARD, END_TURN, RECRUIT
from game.nidavellir.handlers import do_recruit
from game.nidavellir.scoring import Army
from game.nidavellir.state import Player, State
from game.taverns import coins as cn
from game.taverns.actions import Action
from game.taverns.decisions import do_pick
from game.taverns.engine import Handler, Legal

NOBODY = (-1, -1, -1)  # Loki's token on no card: owner, card, tavern


class IdavollPlayer(Player):
    """A seat with Idavoll: the mythology cards of its command zone and what lies on them.

    A mixin naming its fields in `FIELDS`: how they are slotted and copied is the registry's
    (`game.nidavellir.expansions`).
    """

    if not TYPE_CHECKING:  # mypy would refuse the fields, slots of the class played
        __slots__ = ()
    FIELDS: ClassVar[dict[str, str]] = {
        "myth": LIST,
        "tokens": DICT,
        "captured": DICT,
        "uncounted": LIST,
        "olrun": VALUE,
    }

    def __init__(self) -> None:
        super().__init__()
        self.myth: list[int] = []  # gods, giants and valkyries of the command zone, in order
        self.tokens: dict[int, int] = {}  # god/giant -> 1 token there, 0 spent; valkyrie ->
        # notch index of its strength token
        self.captured: dict[int, int] = {}  # giant -> the dwarf it captured
        self.uncounted: list[int] = []  # heroes that never count against lines (Thrivaldi)
        self.olrun = NEUTRAL  # the class Olrun watches


def do_thrivaldi_recruit(state: IdavollState, action: Recruit, outside: int, b: int) -> None:
    """A recruit; one Thrivaldi owes (`outside`, no line) never counts against the lines."""
    do_recruit(state, action, outside, b)
    if outside:
        state.players[action.seat].uncounted.append(action.hero)


def do_frigg_pick(state: IdavollState, action: Frigg, a: int, b: int) -> None:
    gods.do_frigg(state, action)


def do_idavoll_pick(state: IdavollState, action: Pick, a: int, b: int) -> None:
    """A pick never takes the card Loki reserved for another."""
    if (
        gods.reserved_for_others(state, action.seat) >= 0
        and action.card in state.taverns[state.tavern]
        and state.rules.cards[action.card].key == action.key
        and action not in state.legal_actions(action.seat)
    ):
        raise IllegalAction(f"{action.key} is reserved by Loki's token")
    do_pick(state, action, a, b)


class IdavollState(State):
    """A game of Nidavellir with the Idavoll expansion.

    A mixin: the class played is built on it (`expansions.state_class`) with its `FIELDS`
    as slots, alone or with another expansion's.
    """

    if not TYPE_CHECKING:  # mypy would refuse the fields, slots of the class played
        __slots__ = ()
    FIELDS: ClassVar[dict[str, str]] = {"myth_deck": LIST, "reserve": LIST, "loki": LIST}

    SEAT: ClassVar[type[Player]] = IdavollPlayer
    HANDLERS: ClassVar[dict[int, Handler]] = {
        **State.HANDLERS,
        **mythology.HANDLERS,
        RECRUIT: (Recruit, do_thrivaldi_recruit),
    }
    PICKS: ClassVar[dict[type, Callable[..., None]]] = {
        **State.PICKS,
        Pick: do_idavoll_pick,
        Frigg: do_frigg_pick,
    }
    LEGAL: ClassVar[dict[int, Legal]] = {**State.LEGAL, **mythology.LEGAL}
    IN_PLAY: ClassVar[frozenset[int]] = State.IN_PLAY | {*MYTH_KINDS, BOAR}

    players: list[IdavollPlayer]  # type: ignore[assignment]  # its seats are of `SEAT`

    def setup(self, rng: random.Random) -> None:
        """The mythology cards are drawn after the base game's Age decks, so a seed deals the
        same Age decks with and without Idavoll."""
        rules = self.rules
        myths = list(rules.myth_order)
        rng.shuffle(myths)
        size = rules.myth_deck_size[self.n]
        super().setup(rng)
        self.myth_deck = myths[:size]  # face down, the top is its end
        self.reserve = myths[size:]  # the mythology reserve, face down, the top is its end
        self.loki = list(NOBODY)  # Loki's reservation: owner, card, tavern
        self.set_aside.append(rules.boar)

    def rounds_in_age(self) -> int:
        """The Dancing Dragon takes mythology cards in the first rounds of Age 1, so Age 1 lasts
        those rounds longer."""
        per_tavern = self.rules.cards_per_tavern[self.n]
        cards = len(self.rules.deck[(self.age, self.n)])
        if self.age == 1:
            cards += self.rules.myth_rounds * per_tavern
        return cards // (3 * per_tavern)

    # ------------------------------------------------------------------ the engine's hooks

    def tavern_deck(self, tavern: int) -> list[int]:
        if (
            tavern == self.rules.myth_tavern
            and self.age == 1
            and self.round <= self.rules.myth_rounds
        ):
            return self.myth_deck
        return self.decks[self.age]

    def round_start(self) -> None:
        """Gods acting before bids (Loki, then Freya: D11)."""
        super().round_start()
        mythology.round_start(self)

    def turn_started(self, seat: int) -> None:
        super().turn_started(seat)
        self.stack.append((END_TURN, seat, 0, 0))
        if self.turn == 1:
            mythology.trigger(self, seat, "first_choice")

    def turn_over(self, seat: int) -> None:
        super().turn_over(seat)
        mythology.end_turn(self, seat)

    def locked_card(self, seat: int) -> int:
        """The tavern card Loki's token keeps for another seat."""
        return gods.reserved_for_others(self, seat)

    def pick_actions(self, seat: int) -> list[Action]:
        """Loki's reserved card is for its owner only (unless nothing else is left); Frigg may
        replace the pick."""
        picks = super().pick_actions(seat)
        locked = self.locked_card(seat)
        if locked >= 0:
            picks = [a for a in picks if not isinstance(a, Pick) or a.card != locked] or picks
        return picks + mythology.pick_options(self, seat)

    def take(self, seat: int, card: int) -> None:
        """A giant may capture the dwarf taken, else the seat receives it."""
        if not mythology.dwarf_taken(self, seat, card):
            self.receive(seat, card)

    def leftover(self, card: int, tavern: int) -> None:
        """An untaken mythology card goes to the box (D13)."""
        if self.rules.cards[card].kind in MYTH_KINDS:
            self.box.append(card)
            self.emit("tavern_card_boxed", -1, card, tavern)
        else:
            super().leftover(card, tavern)

    def round_over(self) -> None:
        """Odin may have returned Uline: bids are sealed again; Loki's token comes off."""
        super().round_over()
        heroes = self.rules.heroes
        for p in self.players:
            p.bids_from_hand = any(heroes[h].bids_from_hand for h in p.heroes)
        self.loki = list(NOBODY)

    # ------------------------------------------------------------------ the game's hooks

    def receive(self, seat: int, card: int) -> None:
        if self.rules.cards[card].kind in MYTH_KINDS:
            mythology.gain(self, seat, card)
        else:
            super().receive(seat, card)

    def place(self, seat: int, card: int, column: int) -> None:
        """Olrun's valkyrie moves for each card with a rank of her class (a Thingvellir
        mercenary is of the class it joins; neutral ranks such as Olwyn's doubles never count,
        spec §4.2)."""
        super().place(seat, card, column)
        info = self.rules.cards[card]
        if self.players[seat].olrun != NEUTRAL and info.ranks:
            cls = column if info.kind == MERCENARY else info.cls
            mythology.trigger(self, seat, "class_card", cls)

    def take_from_treasure(self, given_up: int, target: int, seat: int = -1) -> int:
        """A coin above the target is a betterment for `seat`'s valkyries (Svafa)."""
        new = super().take_from_treasure(given_up, target, seat)
        if new >= 0 and seat >= 0 and cn.value_of(new) > target:
            mythology.trigger(self, seat, "betterment", steps=cn.value_of(new) - target)
        return new

    def trigger(self, seat: int, event: str, cls: int = NEUTRAL, steps: int = 1) -> None:
        super().trigger(seat, event, cls, steps)
        mythology.trigger(self, seat, event, cls, steps)

    def discard_need(self, seat: int, hero: Hero) -> int:
        """Durathor lowers Dagda's discards."""
        return mythology.discard_need(self, seat, hero)

    def discard_cancellable(self, seat: int) -> bool:
        """Thor's unspent token cancels one discard (D6)."""
        return mythology.discard_canceller(self, seat) >= 0

    def cancel_discard(self, seat: int) -> None:
        """Thor's token is spent."""
        super().cancel_discard(seat)
        self.players[seat].tokens[mythology.discard_canceller(self, seat)] = SPENT
        self.emit("discard_cancelled", seat)

    def push_discards(self, seat: int, hero: Hero) -> None:
        """With Thor's token unspent, first ask whether to cancel one discard."""
        count = self.discard_need(seat, hero)
        if count and self.discard_cancellable(seat):
            self.stack.append((THOR, seat, count, 1 << hero.cls))
        elif count:
            self.stack.append((DISCARD, seat, 1 << hero.cls, count))

    def pioneer_draw(self, seat: int, count: int) -> int:
        """Garm raises the Pioneer's draw."""
        return mythology.pioneer_draw(self, seat, count)

    def army(self, seat: int) -> Army:
        """Animals add points per rank of their column (Nidhogg, Garm) or per pair of 0-point
        ranks (Ratatosk); gods, giants and valkyries score their own rows."""
        army = super().army(seat)
        myths = self.rules.myths
        bonus, pairs = list(army.rank_bonus), list(army.zero_pairs)
        for c, col in enumerate(self.players[seat].columns):
            for card in col:
                myth = myths.get(card)
                if myth is not None:
                    bonus[c] += myth.rank_bonus
                    pairs[c] += myth.zero_pair_bonus
        return replace(
            army,
            rank_bonus=tuple(bonus),
            zero_pairs=tuple(pairs),
            myth=mythology.sheet(self, seat),
        )

    def held_cards(self) -> list[int]:
        """The mythology deck and reserve, each seat's mythology cards and the dwarves its
        giants captured; a dwarf a giant may capture waits on the stack."""
        held = super().held_cards() + self.myth_deck + self.reserve
        for p in self.players:
            held += p.myth + list(p.captured.values())
        return held + [e[2] for e in self.stack if e[0] == CAPTURE]

    def counted_heroes(self, seat: int) -> int:
        """Thrivaldi's hero never counts against the lines."""
        return super().counted_heroes(seat) - len(self.players[seat].uncounted)

    def check_invariants(self) -> list[str]:
        """The base game's checks, Idavoll's tokens and Loki's reserved card."""
        problems = super().check_invariants()
        for seat in range(self.n):
            problems += myth_problems(self, seat)
        return problems + loki_problems(self)
