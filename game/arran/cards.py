"""Guerres d'Arran's cards as the rules core plays them: one int id per card, every number the
hot path reads precomputed.

`data.Rules` mirrors the YAML (names, texts, keys); `Table` turns it into what the taverns
engine and the scoring index by int (`cards[id]`), so a game never scans a tuple by key. Ids:
the 91 dwarves in file order, then the 23 Cognars, the 5 Elite Cognars and the Liquor
Certification. Columns are the five Orders in `data.ORDER_KEYS` order.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache

from game.arran.data import (
    ALLY,
    BLACK,
    COLOURED,
    ORDER_KEYS,
    WHITE,
    Effect,
    Names,
    Rules,
    default_rules,
)
from game.taverns import coins as cn

SHIELD, TEMPLE, WANDERERS, FORGE, TALION = range(5)
NO_COLUMN = -1

# Card kinds.
DWARF, COGNAR, ELITE, LIQUOR = range(4)
# Rank colours of a Cognar (a dwarf's is its Order's, an award has none).
RANK_DWARF, RANK_COLOURED, RANK_WHITE, RANK_ALLY, RANK_BLACK, RANK_NONE = range(6)
_RANK = {COLOURED: RANK_COLOURED, WHITE: RANK_WHITE, ALLY: RANK_ALLY, BLACK: RANK_BLACK}

EXCHANGE_COIN = cn.coin(3, cn.SPECIAL)  # the 3-Exchange coin (Kardum)
ZERO = cn.coin(0, cn.BRONZE)


@dataclass(frozen=True, slots=True)
class Card:
    """One card of any kind, with what the rules and the scoring read from it."""

    id: int
    key: str
    kind: int
    name: Names
    rank: int  # RANK_*
    column: int  # its Order's column, NO_COLUMN for white, Ally, Mercenary and awards
    ranks: int
    points: int
    malt: int
    occult: int
    runes: tuple[int, ...]  # indices into Table.runes
    column_points: tuple[int, ...]  # Ga'at: its worth in each column; () otherwise
    shield_bonus: int  # Ga'at: extra Shield ranks for the end-of-game Shield scoring
    effects: tuple[Effect, ...]
    era: int  # dwarves: 1 or 2; 0 otherwise
    five_lords_only: bool
    upgrade: int = 0  # what its `upgrade_coin` effect adds (read on every pick)
    pariah_check: bool = False  # whether it has the Pariah check (read on every placement)
    short: Names | None = None  # a shorter name for small faces (the data's; rules never read it)

    def effect(self, key: str) -> Effect | None:
        for e in self.effects:
            if e.key == key:
                return e
        return None

    @property
    def is_mercenary(self) -> bool:
        return self.rank == RANK_BLACK


@dataclass(frozen=True, slots=True)
class Table:
    """Every card by int id, and the set-up numbers by Lord count, in the shape the taverns
    engine reads (`TavernRules`)."""

    source: Rules
    cards: tuple[Card, ...]
    card_ids: dict[str, int]
    deck: dict[tuple[int, int], tuple[int, ...]]
    cards_per_tavern: dict[int, int]
    rounds_per_era: dict[int, int]
    gems: dict[int, tuple[int, ...]]
    starting_coins: tuple[int, ...]
    treasure: dict[int, tuple[int, ...]]  # by Lord count: copies by value, index = value
    equal_trade_gives_up_bronze: bool
    cognars: tuple[int, ...]  # the 23 Cognars, the Ally included
    recruitable: tuple[int, ...]  # coloured and white Cognars (Ga'at comes with Oboron, A-02)
    mercenaries: tuple[int, ...]
    ally: int
    elites: tuple[int, ...]
    liquor: int
    runes: tuple[str, ...]
    shield_track: tuple[int, ...]
    pariah_tokens: int
    pariah_unlimited: bool
    board_occult: int
    malt_each: int
    bronze_total: int
    gold_total: int

    @property
    def min_players(self) -> int:
        return min(self.cards_per_tavern)

    @property
    def max_players(self) -> int:
        return max(self.cards_per_tavern)

    def shield_value(self, ranks: int) -> int:
        return self.shield_track[min(ranks, len(self.shield_track) - 1)]


def _with_hot_fields(card: Card) -> Card:
    upgrade = card.effect("upgrade_coin")
    return dataclasses.replace(
        card,
        upgrade=upgrade.number("amount") if upgrade is not None else 0,
        pariah_check=card.effect("pariah_check") is not None,
    )


def build_table(rules: Rules) -> Table:
    """The int-indexed table of `rules`."""
    runes = tuple(r.key for r in rules.runes)
    rune_index = {key: i for i, key in enumerate(runes)}
    column = {key: i for i, key in enumerate(ORDER_KEYS)}
    cards: list[Card] = []
    for d in rules.dwarves:
        cards.append(
            Card(
                len(cards), d.key, DWARF, rules.order(d.order).dwarf_name, RANK_DWARF,
                column[d.order], 1, d.points, d.malt, d.occult,
                (rune_index[d.rune],) if d.rune else (), (), 0, (rules.order(d.order).effect,),
                d.era, d.five_lords_only,
            )
        )  # fmt: skip
    for c in rules.cognars:
        cards.append(
            Card(
                len(cards), c.key, COGNAR, c.name, _RANK[c.rank],
                column[c.order] if c.order else NO_COLUMN, c.ranks, c.points, c.malt, c.occult,
                tuple(rune_index[r] for r in c.runes),
                tuple(dict(c.column_points).get(k, 0) for k in ORDER_KEYS)
                if c.column_points else (),
                c.shield_bonus_ranks, c.effects, 0, False, short=c.short,
            )
        )  # fmt: skip
    for a in (*rules.elites, rules.liquor):
        cards.append(
            Card(
                len(cards), a.key, ELITE if a.elite else LIQUOR, a.name, RANK_NONE,
                column.get(a.majority, NO_COLUMN), 0, a.points, 0, a.occult,
                tuple(rune_index[r] for r in a.runes), (), 0, a.effects, 0, False,
                short=a.short,
            )
        )  # fmt: skip
    cards = [_with_hot_fields(c) for c in cards]
    ids = {c.key: c.id for c in cards}
    setup = rules.setup
    coins = rules.coins
    treasure: dict[int, tuple[int, ...]] = {}
    for lords in setup:
        by_value = coins.treasury(lords)
        treasure[lords] = tuple(by_value.get(v, 0) for v in range(max(by_value) + 1))
    cognars = tuple(ids[c.key] for c in rules.cognars)
    return Table(
        source=rules,
        cards=tuple(cards),
        card_ids=ids,
        deck={
            (era, lords): tuple(ids[d.key] for d in rules.deck(era, lords))
            for era in (1, 2)
            for lords in setup
        },
        cards_per_tavern={lords: s.cards_per_tavern for lords, s in setup.items()},
        rounds_per_era={lords: s.rounds_per_era for lords, s in setup.items()},
        gems={lords: s.gems for lords, s in setup.items()},
        starting_coins=coins.bronze_set,
        treasure=treasure,
        equal_trade_gives_up_bronze=coins.equal_coin_discard == "bronze",
        cognars=cognars,
        recruitable=tuple(i for i in cognars if cards[i].rank in (RANK_COLOURED, RANK_WHITE)),
        mercenaries=tuple(i for i in cognars if cards[i].rank == RANK_BLACK),
        ally=next(i for i in cognars if cards[i].rank == RANK_ALLY),
        elites=tuple(ids[e.key] for e in rules.elites),
        liquor=ids[rules.liquor.key],
        runes=runes,
        shield_track=rules.shield_track,
        pariah_tokens=rules.pariah_tokens,
        pariah_unlimited=rules.pariah_when_empty == "unlimited",
        board_occult=sum(o.board_occult for o in rules.orders),
        malt_each=rules.malt_points_each,
        bronze_total=len(coins.bronze_set) * coins.bronze_sets,
        gold_total=coins.gold_count,
    )


@cache
def default_table() -> Table:
    """The shipped data's table, built once."""
    return build_table(default_rules())
