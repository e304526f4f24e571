"""Nidavellir with Thingvellir: the base game's state with the hooks the camp needs, and the
fields it adds to the game (the camp, its decks and discard, the Enlistment's order) and to each
seat (`ThingvellirPlayer`: Zolkur on the pouch, Mjöllnir's class, Járnglófi's coin).

Each override below is one place where Thingvellir changes the flow; what each card does is in
its own module (`camp`, `enlistment`, `heroes`, `artifacts/`). Every override calls `super()`, so
the class combines with Idavoll's (`game.nidavellir.expansions.state_class`). How the fields show
in snapshots and views is in `snapshot.py`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from game.nidavellir.actions import Column
from game.nidavellir.data import ARTIFACT, DOUBLE, MERCENARY, NEUTRAL, Hero
from game.nidavellir.expansions import LIST, LISTS, VALUE
from game.nidavellir.expansions.thingvellir import artifacts, camp, enlistment, heroes
from game.nidavellir.expansions.thingvellir.actions import Camp, Drop, Enlist, EnlistFirst, Retrieve
from game.nidavellir.expansions.thingvellir.army import do_retrieve, retrieve_actions
from game.nidavellir.expansions.thingvellir.flow import (
    DROP,
    ENLIST,
    ENLIST_FIRST,
    HOLDA,
    OLWYN,
    RETRIEVE,
)
from game.nidavellir.scoring import Army
from game.nidavellir.state import Player, State
from game.taverns import coins as cn
from game.taverns.actions import Action
from game.taverns.engine import Handler, Legal

DECISIONS: dict[int, tuple[Handler, Legal]] = {
    DROP: ((Drop, camp.do_drop), camp.drop_actions),
    HOLDA: ((Camp, camp.do_holda), camp.holda_actions),
    ENLIST_FIRST: ((EnlistFirst, enlistment.do_first), enlistment.first_actions),
    ENLIST: ((Enlist, enlistment.do_enlist), enlistment.enlist_actions),
    RETRIEVE: ((Retrieve, do_retrieve), retrieve_actions),
    OLWYN: ((Column, heroes.do_olwyn), heroes.olwyn_actions),
}


class ThingvellirPlayer(Player):
    """A seat with Thingvellir: what its camp cards and heroes leave on its board.

    A mixin naming its fields in `FIELDS`: how they are slotted and copied is the registry's
    (`game.nidavellir.expansions`).
    """

    if not TYPE_CHECKING:  # mypy would refuse the fields, slots of the class played
        __slots__ = ()
    FIELDS: ClassVar[dict[str, str]] = {"pouch_hero": VALUE, "mjollnir": VALUE, "coins_out": LIST}

    def __init__(self) -> None:
        super().__init__()
        self.pouch_hero = -1  # the hero sitting on the pouch until the next trade (Zolkur)
        self.mjollnir = NEUTRAL  # the class Mjöllnir counts, once chosen
        self.coins_out: list[int] = []  # coins this seat discarded for good (Járnglófi)


class ThingvellirState(State):
    """A game of Nidavellir with the Thingvellir expansion.

    A mixin: the class played is built on it (`expansions.state_class`) with its `FIELDS`
    as slots, alone or with another expansion's.
    """

    if not TYPE_CHECKING:  # mypy would refuse the fields, slots of the class played
        __slots__ = ()
    FIELDS: ClassVar[dict[str, str]] = {
        "camp": LIST,
        "camp_decks": LISTS,
        "camp_discard": LIST,
        "camp_visited": VALUE,
        "enlist": LIST,
    }

    SEAT: ClassVar[type[Player]] = ThingvellirPlayer
    HANDLERS: ClassVar[dict[int, Handler]] = {
        **State.HANDLERS,
        **artifacts.HANDLERS,
        **{kind: handler for kind, (handler, _) in DECISIONS.items()},
    }
    LEGAL: ClassVar[dict[int, Legal]] = {
        **State.LEGAL,
        **artifacts.LEGAL,
        **{kind: legal for kind, (_, legal) in DECISIONS.items()},
    }
    PICKS: ClassVar[dict[type, Callable[..., None]]] = {**State.PICKS, Camp: camp.do_visit}
    IN_PLAY: ClassVar[frozenset[int]] = State.IN_PLAY | {ARTIFACT, MERCENARY, DOUBLE}
    DISCARDABLE: ClassVar[frozenset[int]] = State.DISCARDABLE | {ARTIFACT, MERCENARY, DOUBLE}

    players: list[ThingvellirPlayer]  # type: ignore[assignment]  # its seats are of `SEAT`

    def setup(self, rng: random.Random) -> None:
        """The camp decks are shuffled after everything the other options draw."""
        super().setup(rng)
        self.camp: list[int] = []  # the camp cards shown
        self.camp_decks: list[list[int]] = [[]]  # by Age (the top is the end)
        for age in (1, 2):
            deck = list(self.rules.camp_deck[age])
            rng.shuffle(deck)
            self.camp_decks.append(deck)
        self.camp_discard: list[int] = []  # camp cards and doubles discarded, never searched
        self.camp_visited = False  # someone took a camp card in the tavern being resolved
        self.enlist: list[int] = []  # seats still to enlist mercenaries, in order
        self.set_aside += self.rules.doubles

    # ------------------------------------------------------------------ the engine's hooks

    def round_start(self) -> None:
        camp.refill(self)
        super().round_start()

    def turn_started(self, seat: int) -> None:
        if self.turn == 1:
            self.camp_visited = False
        super().turn_started(seat)

    def pick_actions(self, seat: int) -> list[Action]:
        picks = super().pick_actions(seat)
        if camp.may_visit(self, seat):
            picks += camp.camp_actions(self, seat)
        return picks

    def take_from_treasure(self, given_up: int, target: int, seat: int = -1) -> int:
        """Jarika aims every transform and trade of her owner higher (D14: Hrungnir's too)."""
        if seat >= 0:
            target += heroes.upgrade_bonus(self, seat)
        return super().take_from_treasure(given_up, target, seat)

    def give_up(self, seat: int, a: int, b: int) -> int:
        """Zolkur on the pouch: the lower coin is given up instead."""
        if heroes.on_pouch(self, seat):
            return a if cn.value_of(a) <= cn.value_of(b) else b
        return super().give_up(seat, a, b)

    def traded(self, seat: int) -> None:
        """After that trade Zolkur goes back to the command zone."""
        p = self.players[seat]
        if p.pouch_hero >= 0:
            self.emit("hero_off_pouch", seat, p.pouch_hero)
            p.pouch_hero = -1
        super().traded(seat)

    def end_of_age_step(self, step: int) -> None:
        """The Enlistment comes first (§6 #5), then the base game's end of the Age."""
        if step == 0:
            enlistment.start(self)
        elif step == enlistment.PLACING_STEP:
            if enlistment.next_step(self):
                self.end_step = step
            else:
                super().end_of_age_step(0)
        else:
            super().end_of_age_step(step - 1)

    # ------------------------------------------------------------------ the game's hooks

    def check_lines(self, seat: int) -> None:
        """Megingjörd: the owner's lines recruit no hero."""
        if artifacts.grants(self, seat, "blocks_lines"):
            return
        super().check_lines(seat)

    def hero_allowed(self, seat: int, hero: Hero) -> bool:
        return heroes.allowed(self, seat, hero) and super().hero_allowed(seat, hero)

    def hero_power(self, seat: int, hero: Hero) -> None:
        super().hero_power(seat, hero)
        heroes.power(self, seat, hero)

    def before_scoring(self) -> None:
        """Every Brisingamens discard, then every Mjöllnir class (§6 #5), seat by seat: pushed
        in reverse."""
        super().before_scoring()
        owed = [
            (artifacts.rule_of(a), seat, a)
            for seat in range(self.n)
            for a in artifacts.owned(self, seat)
        ]
        owed.sort(key=lambda entry: (entry[0].scoring_order, entry[1]))
        for rule, seat, art in reversed(owed):
            rule.before_scoring(self, seat, art)

    def held_cards(self) -> list[int]:
        """The camp, its decks and its discard."""
        held = super().held_cards() + self.camp + self.camp_discard
        for deck in self.camp_decks:
            held += deck
        return held

    def discarded_coins(self, seat: int) -> list[int]:
        """Járnglófi's trading coin."""
        return super().discarded_coins(seat) + self.players[seat].coins_out

    def hero_returned(self, seat: int, hero: int) -> None:
        """Zolkur leaves the pouch with him."""
        super().hero_returned(seat, hero)
        p = self.players[seat]
        if p.pouch_hero == hero:
            p.pouch_hero = -1

    def discard_card(self, seat: int, card: int, column: int) -> None:
        """Camp cards and doubles leaving an army go to the camp's discard (never searched)."""
        if self.rules.cards[card].kind in (ARTIFACT, MERCENARY, DOUBLE):
            self.camp_discard.append(card)
            self.emit("card_discarded", seat, card, column)
        else:
            super().discard_card(seat, card, column)

    # ------------------------------------------------------------------ scoring

    def facts(self, seat: int) -> artifacts.Facts:
        p = self.players[seat]
        mercs = self.rules.mercenaries
        owned = sum(1 for col in p.columns for c in col if c in mercs)
        owned += sum(1 for c in p.command if c in mercs)
        return artifacts.Facts(
            tuple(cn.value_of(c) for c in p.coins()),
            len(p.heroes),
            owned,
            tuple(p.ranks),
            p.mjollnir,
        )

    def army(self, seat: int) -> Army:
        """Mercenaries score their printed points in the class they joined; artifacts their
        own row."""
        army = super().army(seat)
        mercs = self.rules.mercenaries
        columns = list(army.columns)
        for c, col in enumerate(self.players[seat].columns):
            extra = [mercs[card].points_in(c) for card in col if card in mercs]
            if extra:
                points = list(columns[c])
                for value in extra:
                    points.remove(0)
                    points.append(value)
                columns[c] = tuple(points)
        owned = artifacts.owned(self, seat)
        return replace(
            army,
            columns=tuple(columns),
            artifacts=artifacts.score(owned, self.facts(seat)),
        )

    def check_invariants(self) -> list[str]:
        problems = super().check_invariants()
        if len(self.camp) > self.rules.camp_size:
            problems.append(f"camp holds {len(self.camp)} cards")
        for seat, p in enumerate(self.players):
            if p.mjollnir != NEUTRAL and not any(
                a.effect == "mjollnir" for a in artifacts.owned(self, seat)
            ):
                problems.append(f"seat {seat} chose a Mjöllnir class without Mjöllnir")
        return problems
