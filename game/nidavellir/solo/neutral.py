"""The Neutral clan (spec §5.5 "Solo"): the player gives it 1 to 6 heroes, it recruits only the
Dwerg brothers, bids its coins in a shuffled order and takes cards by a fixed priority.

Its card, in order: (1) a card of the one class that would complete its next line (the most
bravery points), else, if Thrud stands in another column, a card of her column (she then moves
to complete the line); (2) a card of its least-represented class (Thrud not counted; tied
classes by ASSUMPTION S10); (3) a Royal Offering; (4) any card at random. Its trade keeps the
higher pouch coin; with its 0 in the pouch it upgrades the other pouch coin at the end of the
round. Heroes, Ylud's column and the Pioneer's card: at random. Every value is read from
`data/nidavellir/solo.yaml` (`neutral:`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from game.nidavellir.data import PLACE_ANY_COLUMN
from game.nidavellir.solo.data import solo_data
from game.nidavellir.solo.shared import CLAN, PLAYER, SoloState
from game.taverns import coins as cn
from game.taverns.actions import HAND


class NeutralState(SoloState):
    """The base game against the Neutral clan."""

    __slots__ = ("pouch_mate",)

    OPPONENT: ClassVar[str] = "neutral"

    def clan_setup(self) -> None:
        """The heroes given (the first N of the YAML's order), Grid's coin, Thrud in a column;
        every hero but the player's and the clan's pools goes to the box."""
        data = solo_data().neutral
        gifts = data.gifts[: int(str(self.options["neutral_heroes"]))]
        keep = set(data.player_heroes) | set(data.recruits) | set(gifts)
        self.box += [h for h in self.hero_pool if h not in keep]
        self.hero_pool = [h for h in self.hero_pool if h in keep]
        heroes = self.rules.heroes
        for hero in gifts:
            placement = heroes[hero].placement
            if placement == PLACE_ANY_COLUMN:
                column = self.thrud_column()
                self.give_hero(hero, column)
                self.players[CLAN].thrud_col = column
            else:  # the command zone (Ylud waits there for the end of the Age)
                self.give_hero(hero)
            if heroes[hero].transform:
                self.transform_coin(
                    CLAN, HAND, cn.coin(data.grid_coin, cn.BRONZE), heroes[hero].transform
                )

    def setup(self, rng: random.Random) -> None:
        super().setup(rng)
        self.pouch_mate = -1  # the pouch coin beside the clan's 0, upgraded at the round's end

    def copy_to(self, s: Self) -> None:
        super().copy_to(s)
        s.pouch_mate = self.pouch_mate

    def pool_of(self, seat: int) -> list[int]:
        data = solo_data().neutral
        pool = data.player_heroes if seat == PLAYER else data.recruits
        return [h for h in self.hero_pool if h in pool]

    # ------------------------------------------------------------------ bids and coins

    def clan_bids(self, hand: list[int]) -> list[int]:
        """Its coins shuffled and laid in that order; a trading coin in the pouch marks the other
        pouch coin for the end-of-round upgrade."""
        order = []
        while hand:
            order.append(hand.pop(self.draw(len(hand))))
        trading = [cn.is_trading(c) for c in order[3:]]
        self.pouch_mate = order[4 if trading[0] else 3] if any(trading) else -1
        return order

    def transform_coin(self, seat: int, place: int, code: int, amount: int) -> None:
        """The upgrade follows the marked pouch coin when it is itself transformed."""
        super().transform_coin(seat, place, code, amount)
        if seat == CLAN and place != HAND and code == self.pouch_mate:
            self.pouch_mate = self.players[CLAN].board[place]

    def determinize(self, seat: int, rng: random.Random) -> NeutralState:
        """The marked coin follows the sampled pouch: with a trading coin there, the other one."""
        s = super().determinize(seat, rng)
        assert isinstance(s, NeutralState)
        a, b = s.players[CLAN].board[3:]
        s.pouch_mate = (
            b if a >= 0 and cn.is_trading(a) else a if b >= 0 and cn.is_trading(b) else -1
        )
        return s

    def round_over(self) -> None:
        """With its 0 in the pouch, the other pouch coin is upgraded (§5.5's quoted rule)."""
        mate, self.pouch_mate = self.pouch_mate, -1
        if mate >= 0 and mate in self.players[CLAN].hand:
            self.transform_coin(CLAN, HAND, mate, solo_data().neutral.pouch_zero_bonus)

    # ------------------------------------------------------------------ cards and placements

    def choose_card(self, cards: list[int]) -> int:
        target = self.completing_class()
        thrud = self.players[CLAN].thrud_col
        if target >= 0:
            found = self.dwarves_of(cards, target)
            if not found and thrud >= 0:
                found = self.dwarves_of(cards, thrud)
            if found:
                return self.best(found)
        least = self.least_classes()
        found = self.dwarves_of(cards, *least)
        if found:
            return self.least_class_card(found, len(least) > 1)
        offering = self.first_offering(cards)
        return offering if offering >= 0 else self.any_of(cards)

    def least_class_card(self, found: list[int], tied: bool) -> int:
        """The most points, as for one class; with tied classes, the `at_random` reading of
        ASSUMPTION S10 (BGIO's) draws any of them once one is of a `tie_draw_classes` class."""
        data = solo_data().neutral
        info = self.rules.cards
        if (
            tied
            and data.least_class_ties == "at_random"
            and any(info[c].cls in data.tie_draw_classes for c in found)
        ):
            return self.any_of(found)
        return self.best(found)

    def least_classes(self) -> list[int]:
        """The classes with the fewest ranks in the clan's army, Thrud not counted."""
        p = self.players[CLAN]
        ranks = p.ranks[:]
        if p.thrud_col >= 0:
            ranks[p.thrud_col] -= 1
        low = min(ranks)
        return [c for c, r in enumerate(ranks) if r == low]

    def thrud_column(self) -> int:
        """The class that completes its next line, else its least-represented, leftmost first
        (ASSUMPTION S6)."""
        target = self.completing_class()
        return target if target >= 0 else self.least_classes()[0]

    def ylud_column(self) -> int:
        return self.draw(5)

    def choose_hero(self, heroes: list[int]) -> int:
        return self.any_of(heroes)

    def discard_column(self, columns: list[int]) -> int:
        raise RuntimeError("the Neutral clan never recruits a hero that discards")

    def keep_card(self, cards: list[int]) -> int:
        return self.any_of(cards)

    # ------------------------------------------------------------------ snapshots

    def write_script(self) -> dict[str, Any]:
        mate = cn.coin_str(self.pouch_mate) if self.pouch_mate >= 0 else None
        return {**super().write_script(), "pouch_mate": mate}

    def read_snapshot(self, data: Mapping[str, Any]) -> None:
        super().read_snapshot(data)
        mate = data["solo"]["pouch_mate"]
        self.pouch_mate = cn.parse_coin(mate) if mate is not None else -1
