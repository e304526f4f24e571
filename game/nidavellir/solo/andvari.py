"""Andvari (spec §5.5 "Solo Andvari"): a clan led by a shuffled order of classes.

Its difficulty: a strategy set (easy or hard; the set's five heroes, shuffled, give its order of
classes and leave the game), with or without the other set's heroes in its army from the start,
and a variant level 1-3: how many classes at the head of its order are "general" strategies,
the rest being "reserve" ones. Its card, in order: (1) a card of a general class, in order, the
most bravery points; (2) a card of the one class that would complete its next line; (3) a Royal
Offering; (4) a card of a reserve class, in order. Bids: shuffled, its 0 never in the pouch in
Age 1. Trade: the lower pouch coin becomes the sum, or itself + 5 when the sum passes 25.
Heroes: a Dwerg brother if one is left, else any at random; Thrud and Ylud to its first general
class; the Pioneer's first card. Values from `data/nidavellir/solo.yaml` (`andvari:`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self

from game.nidavellir.data import CLASS_KEYS
from game.nidavellir.solo.data import solo_data
from game.nidavellir.solo.shared import CLAN, SoloState
from game.taverns import coins as cn


class AndvariState(SoloState):
    """The base game against Andvari."""

    __slots__ = ("classes",)

    OPPONENT: ClassVar[str] = "andvari"

    @property
    def with_heroes(self) -> bool:
        return str(self.options["andvari_strategy"]).endswith("_heroes")

    @property
    def general(self) -> int:
        """How many classes at the head of its order are general strategies."""
        return int(str(self.options["andvari_level"]))

    def clan_holds_higher_gem(self) -> bool:
        """By `andvari.gems`: the higher gem (`clan_higher`) or the seed's deal (`dealt`, BGIO)."""
        return solo_data().andvari.gems == "clan_higher"

    def clan_setup(self) -> None:
        """Its order from the chosen set, shuffled; the other set in its army or in the pool."""
        data = solo_data().andvari
        chosen = str(self.options["andvari_strategy"]).removesuffix("_heroes")
        strategy = list(data.strategies[chosen])
        other = next(ids for name, ids in data.strategies.items() if name != chosen)
        pool = set(data.player_heroes) | (set() if self.with_heroes else set(other))
        self.box += [h for h in self.hero_pool if h not in pool and h not in other]
        self.hero_pool = [h for h in self.hero_pool if h in pool or h in other]
        self.classes = []
        while strategy:
            hero = strategy.pop(self.draw(len(strategy)))
            self.classes.append(self.rules.heroes[hero].cls)
        if self.with_heroes:
            for hero in other:
                self.give_hero(hero, self.rules.heroes[hero].cls)

    def copy_to(self, s: Self) -> None:
        super().copy_to(s)
        s.classes = self.classes[:]

    def pool_of(self, seat: int) -> list[int]:
        """One pool for both; Andvari leaves out the heroes it never recruits."""
        if seat != CLAN:
            return self.hero_pool[:]
        never = solo_data().andvari.never_recruits
        return [h for h in self.hero_pool if h not in never]

    def line_offset(self, seat: int) -> int:
        """Its start heroes hold one rank of every class: that line calls for no hero."""
        return 1 if seat == CLAN and self.with_heroes else 0

    # ------------------------------------------------------------------ bids and trade

    def clan_bids(self, hand: list[int]) -> list[int]:
        order = []
        while hand:
            order.append(hand.pop(self.draw(len(hand))))
        if self.age == 1:
            for slot in (3, 4):
                if cn.is_trading(order[slot]):
                    tavern = self.draw(3)
                    order[slot], order[tavern] = order[tavern], order[slot]
        return order

    def trade_target(self, low: int, high: int) -> int:
        data = solo_data().andvari
        return low + high if low + high <= data.trade_limit else low + data.trade_fallback

    # ------------------------------------------------------------------ cards and placements

    def choose_card(self, cards: list[int]) -> int:
        for cls in self.classes[: self.general]:
            found = self.dwarves_of(cards, cls)
            if found:
                return self.best(found)
        target = self.completing_class()
        if target >= 0 and self.dwarves_of(cards, target):
            return self.best(self.dwarves_of(cards, target))
        offering = self.first_offering(cards)
        if offering >= 0:
            return offering
        for cls in self.classes[self.general :]:
            found = self.dwarves_of(cards, cls)
            if found:
                return self.best(found)
        return self.any_of(cards)

    def choose_hero(self, heroes: list[int]) -> int:
        preferred = [h for h in heroes if h in solo_data().andvari.preferred]
        return self.any_of(preferred or heroes)

    def thrud_column(self) -> int:
        return self.classes[0]

    def ylud_column(self) -> int:
        return self.classes[0]

    def discard_column(self, columns: list[int]) -> int:
        """The eligible column whose class comes last in its order (ASSUMPTION S7)."""
        return max(columns, key=self.classes.index)

    def keep_card(self, cards: list[int]) -> int:
        return cards[0]

    # ------------------------------------------------------------------ snapshots

    def write_script(self) -> dict[str, Any]:
        return {**super().write_script(), "classes": [CLASS_KEYS[c] for c in self.classes]}

    def read_snapshot(self, data: Mapping[str, Any]) -> None:
        super().read_snapshot(data)
        self.classes = [CLASS_KEYS.index(key) for key in data["solo"]["classes"]]
