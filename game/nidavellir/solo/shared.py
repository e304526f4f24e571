"""What both scripted solo opponents share: a 2-seat game whose seat 1 the rules play.

Why a subclass of the game's state rather than an AI: the clan's behaviour is part of the rules
of the solo game (spec §5.5), like Brynhildr in Vedrfolnir. Seat 0 is the player, who decides
through the usual API; every decision seat 1 owes is answered here, at once, by its script, so
`to_move()` never names it. Its random choices come from `script_seed`, drawn from the game's
seed and moving on like the engine's `shuffle_seed`: a game replays from the player's actions.

Each opponent (`neutral.py`, `andvari.py`) supplies its set-up, its bids, the card it takes, its
trade and each of its placements; this module runs them and keeps what they have in common: the
pools of heroes per seat, lines compared with the heroes that count, ties won by the clan, and
the outcome (the player wins only with more points than the clan).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self

from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.game import Outcome
from game.nidavellir.actions import Column, Recruit
from game.nidavellir.data import DWARF, OFFERING
from game.nidavellir.flow import DISCARD, KEEP, PICK, RECRUIT, THRUD, TRANSFORM, YLUD
from game.nidavellir.handlers import do_recruit, recruit_actions
from game.nidavellir.heroes import can_recruit
from game.nidavellir.state import State
from game.taverns import coins as cn
from game.taverns.engine import Handler, Legal

PLAYER, CLAN = 0, 1  # the seats: the player's, the scripted clan's


def do_solo_recruit(state: SoloState, action: Recruit, a: int, b: int) -> None:
    """A seat recruits only from its own pool (spec §5.5: the player and the clan have theirs)."""
    if action.hero not in state.pool_of(action.seat):
        raise IllegalAction(f"seat {action.seat} cannot recruit {action.key} in this solo game")
    do_recruit(state, action, a, b)


def solo_recruit_actions(state: SoloState, seat: int, a: int, b: int) -> list[Any]:
    pool = state.pool_of(seat)
    return [
        action
        for action in recruit_actions(state, seat, a, b)
        if isinstance(action, Recruit) and action.hero in pool
    ]


class SoloState(State):
    """The base game against a scripted clan in seat 1 (a subclass per opponent)."""

    __slots__ = ("given_heroes", "script_seed")

    AUTOMATA: ClassVar[int] = 1
    GEM_EXCHANGE: ClassVar[bool] = False  # ties go to the clan, whatever the gems say
    HANDLERS: ClassVar[dict[int, Handler]] = {
        **State.HANDLERS,
        RECRUIT: (Recruit, do_solo_recruit),
    }
    LEGAL: ClassVar[dict[int, Legal]] = {**State.LEGAL, RECRUIT: solo_recruit_actions}
    OPPONENT: ClassVar[str] = ""  # the value of the `solo` option this class plays

    # ------------------------------------------------------------------ set-up

    def setup(self, rng: random.Random) -> None:
        super().setup(rng)
        self.script_seed = rng.getrandbits(32)
        self.given_heroes: list[int] = []  # the clan's heroes from the start, never counted

    def copy_to(self, s: Self) -> None:
        super().copy_to(s)
        s.script_seed = self.script_seed
        s.given_heroes = self.given_heroes[:]

    def round_start(self) -> None:
        """The clan is set up when the first taverns are filled (it needs its seat), then bids
        each round before the player, face down."""
        if self.age == 1 and self.round == 1:
            if self.clan_holds_higher_gem():
                player, clan = self.players
                player.gem, clan.gem = sorted((player.gem, clan.gem))
            self.clan_setup()
        coins = self.clan_bids(self.players[CLAN].hand[:])
        p = self.players[CLAN]
        p.board = coins
        p.hand = []
        p.has_bid = True
        self.emit("bid_placed", CLAN)

    def clan_holds_higher_gem(self) -> bool:
        """Whether the clan is given the higher gem, else it keeps the seed's deal (ASSUMPTION
        S4); gems never move afterwards, so this decides every tie of bids."""
        return True

    def clan_setup(self) -> None:
        """The opponent's own set-up: the heroes it starts with, the pools."""
        raise NotImplementedError

    def clan_bids(self, hand: list[int]) -> list[int]:
        """Its five coins in board order: three taverns, then the pouch."""
        raise NotImplementedError

    def give_hero(self, hero: int, column: int = -1) -> None:
        """A hero the clan starts with: in a column (`column` >= 0) or its command zone; never
        counted against its lines."""
        p = self.players[CLAN]
        self.hero_pool.remove(hero)
        p.heroes.append(hero)
        self.given_heroes.append(hero)
        self.emit("hero_recruited", CLAN, hero)
        if column < 0:
            p.command.append(hero)
            return
        p.columns[column].append(hero)
        p.ranks[column] += len(self.rules.cards[hero].ranks)

    # ------------------------------------------------------------------ the script's chances

    def draw(self, count: int) -> int:
        """A random index below `count` from the script's own seed, which moves on."""
        rng = random.Random(self.script_seed)
        index = rng.randrange(count)
        self.script_seed = rng.getrandbits(32)
        return index

    def any_of(self, items: Sequence[int]) -> int:
        """One of `items`, at random only when there is a choice."""
        return items[self.draw(len(items))] if len(items) > 1 else items[0]

    # ------------------------------------------------------------------ lines and heroes

    def pool_of(self, seat: int) -> list[int]:
        """The heroes `seat` may recruit now."""
        raise NotImplementedError

    def line_offset(self, seat: int) -> int:
        """Lines the seat's columns hold that never call for a hero (Andvari's start heroes)."""
        return 0

    def counted_lines(self, seat: int) -> int:
        return self.players[seat].lines() - self.line_offset(seat)

    def counted_heroes(self, seat: int) -> int:
        given = len(self.given_heroes) if seat == CLAN else 0
        return super().counted_heroes(seat) - given

    def check_lines(self, seat: int) -> None:
        """As the base game's, against the seat's own pool and counts (D7 when none is left)."""
        if self.counted_lines(seat) <= self.counted_heroes(seat):
            return
        if any(can_recruit(self, seat, h) for h in self.pool_of(seat)):
            self.stack.append((RECRUIT, seat, 0, 0))
        else:
            self.emit("no_hero_available", seat)

    def completing_class(self) -> int:
        """The one class a card of which would complete the clan's next line (its only class
        with the fewest ranks, when one more line would call for a hero), else -1."""
        ranks = self.players[CLAN].ranks
        low = min(ranks)
        if ranks.count(low) != 1 or low - self.line_offset(CLAN) != self.counted_heroes(CLAN):
            return -1
        return ranks.index(low)

    # ------------------------------------------------------------------ cards

    def points(self, card: int) -> int:
        return sum(self.rules.cards[card].ranks)

    def best(self, cards: Sequence[int]) -> int:
        """The card with the most bravery points; ties at random (ASSUMPTION S5)."""
        top = max(self.points(c) for c in cards)
        return self.any_of([c for c in cards if self.points(c) == top])

    def dwarves_of(self, cards: Sequence[int], *classes: int) -> list[int]:
        """The dwarf cards of these classes, in the tavern's order."""
        info = self.rules.cards
        return [c for c in cards if info[c].kind == DWARF and info[c].cls in classes]

    def first_offering(self, cards: Sequence[int]) -> int:
        """The first Royal Offering of the tavern, or -1."""
        return next((c for c in cards if self.rules.cards[c].kind == OFFERING), -1)

    def choose_card(self, cards: list[int]) -> int:
        """The card the clan takes from the tavern being resolved."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the clan's decisions

    def apply(self, action: Any) -> list[Event]:
        """Play the player's action, then every decision of the clan it leads to."""
        events = super().apply(action)
        while self.stack and self.stack[-1][1] == CLAN:
            events += super().apply(self.script_action())
        return events

    def script_action(self) -> Any:
        """The clan's answer to the decision it owes, one of its legal actions."""
        kind = self.stack[-1][0]
        legal = self.legal_actions(CLAN)
        if kind == PICK:
            card = self.choose_card(self.taverns[self.tavern])
            return next(a for a in legal if a.card == card)
        if kind == TRANSFORM:  # always its lowest coin (§5.5), the first of equal ones
            return min(legal, key=lambda a: cn.value_of(a.coin))
        if kind == RECRUIT:
            hero = self.choose_hero([a.hero for a in legal])
            return next(a for a in legal if a.hero == hero)
        if kind in (THRUD, YLUD):
            column = self.thrud_column() if kind == THRUD else self.ylud_column()
            return Column(CLAN, column)
        if kind == DISCARD:
            column = self.discard_column([a.column for a in legal])
            return next(a for a in legal if a.column == column)
        if kind == KEEP:
            card = self.keep_card(self.drawn)
            return next(a for a in legal if a.card == card)
        raise RuntimeError(f"the solo clan has no script for {self.pending()}")

    def choose_hero(self, heroes: list[int]) -> int:
        raise NotImplementedError

    def thrud_column(self) -> int:
        raise NotImplementedError

    def ylud_column(self) -> int:
        raise NotImplementedError

    def discard_column(self, columns: list[int]) -> int:
        raise NotImplementedError

    def keep_card(self, cards: list[int]) -> int:
        raise NotImplementedError

    # ------------------------------------------------------------------ the clan's trade

    def give_up(self, seat: int, a: int, b: int) -> int:
        """The clan keeps its higher pouch coin and upgrades the lower one (§5.5)."""
        if seat != CLAN:
            return super().give_up(seat, a, b)
        return a if cn.value_of(a) <= cn.value_of(b) else b

    def trade_purse(self, seat: int, give: int) -> None:
        """The clan's coin given up becomes `trade_target` of the two values."""
        if seat != CLAN:
            super().trade_purse(seat, give)
            return
        p = self.players[seat]
        a, b = p.board[3], p.board[4]
        kept = b if give == a else a
        target = self.trade_target(cn.value_of(give), cn.value_of(kept))
        new = self.take_from_treasure(give, target, seat)
        if new >= 0:
            p.board[3 if p.board[3] == give else 4] = new
        self.emit("coins_traded", seat, a, b, give, new)
        self.traded(seat)

    def trade_target(self, low: int, high: int) -> int:
        """The value the clan's lower pouch coin becomes."""
        return low + high

    # ------------------------------------------------------------------ outcome and snapshots

    def outcome(self) -> Outcome:
        """The player's sheet, and the clan's among `others`: the player wins only with more
        points (ASSUMPTION S3: the clan wins a tie)."""
        player, clan = self.scores()
        return Outcome([PLAYER] if player["total"] > clan["total"] else [], [player], [clan])

    def to_dict(self) -> dict[str, Any]:
        data = self.with_given_heroes(super().to_dict())
        data["solo"] = self.write_script()
        return data

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.with_given_heroes(super().view(seat))

    def with_given_heroes(self, data: dict[str, Any]) -> dict[str, Any]:
        """The clan's starting heroes are written as its uncounted heroes (the entry Idavoll
        keeps Thrivaldi's in), so solo saves keep the shape they always had."""
        keys = self.rules.cards
        data["seats"][CLAN]["uncounted"] = [keys[h].key for h in self.given_heroes]
        return data

    def write_script(self) -> dict[str, Any]:
        return {"script_seed": self.script_seed}

    def read_snapshot(self, data: Mapping[str, Any]) -> None:
        self.script_seed = int(data["solo"]["script_seed"])
        ids = self.rules.card_ids
        self.given_heroes = [ids[k] for k in data["seats"][CLAN]["uncounted"]]

    def determinize(self, seat: int, rng: random.Random) -> SoloState:
        """The clan's future chances are hidden too: its seed is sampled afresh."""
        s = super().determinize(seat, rng)
        assert isinstance(s, SoloState)
        s.script_seed = rng.getrandbits(32)
        return s
