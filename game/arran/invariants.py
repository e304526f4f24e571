"""The self-check of an Arran state: nothing created or lost, every count consistent.

Run after every action by the random-game checker and on every loaded snapshot; an empty list
means the state is sound.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.arran.cards import EXCHANGE_COIN, RANK_ALLY, WANDERERS
from game.arran.effects import mercenaries
from game.arran.flow import COLUMN
from game.taverns import coins as cn

if TYPE_CHECKING:
    from game.arran.state import State


def _held(s: State, seat: int) -> list[int]:
    """Cards `seat` has recruited and not yet placed (a column to choose)."""
    return [card for kind, who, _, card in s.stack if kind == COLUMN and who == seat]


def _card_problems(s: State) -> list[str]:
    table = s.table
    places = [*s.decks[1], *s.decks[2], *s.discard, *s.drawn, *s.box, *s.cognar_pool, *s.awards]
    places += [card for kind, _, _, card in s.stack if kind == COLUMN]  # being placed
    for tavern in s.taverns:
        places += tavern
    for p in s.players:
        places += p.command
        for col in p.columns:
            places += col
    seen = Counter(places)
    problems = [f"card {table.cards[c].key} is in {k} places" for c, k in seen.items() if k > 1]
    missing = [c.key for c in table.cards if c.id not in seen]
    if missing:
        problems.append(f"cards lost: {', '.join(missing[:5])}")
    return problems


def _coin_problems(s: State) -> list[str]:
    table = s.table
    problems = []
    owned = [c for p in s.players for c in p.coins()]
    gold = Counter(cn.value_of(c) for c in owned if cn.kind_of(c) == cn.GOLD)
    start = table.treasure[s.n]
    for value, copies in enumerate(start):
        if gold[value] + s.treasure[value] != copies:
            problems.append(f"gold {value}: {gold[value]} owned + {s.treasure[value]} left")
    bronze = sum(1 for c in owned if cn.kind_of(c) == cn.BRONZE)
    if bronze + s.bronze_out != len(table.starting_coins) * s.n:
        problems.append(f"bronze coins: {bronze} owned + {s.bronze_out} out")
    if owned.count(EXCHANGE_COIN) + s.exchange_coin_left != 1:
        problems.append("the 3-Exchange coin is lost or doubled")
    for seat, p in enumerate(s.players):
        coins = p.coins()
        if len(coins) != len(table.starting_coins):
            problems.append(f"seat {seat} holds {len(coins)} coins")
        # only the 3-Exchange coin, given up when the data allow it, leaves a Lord without one
        trading = sum(1 for c in coins if cn.is_trading(c))
        if trading > 1 or (trading == 0 and s.exchange_kept):
            problems.append(f"seat {seat} does not hold exactly one 0 / 3-Exchange coin")
    return problems


def _lord_problems(s: State) -> list[str]:
    table = s.table
    cards = table.cards
    problems = []
    covered = 0
    for seat, p in enumerate(s.players):
        ranks = [sum(cards[c].ranks for c in col) for col in p.columns]
        if ranks != p.ranks:
            problems.append(f"seat {seat} ranks {p.ranks} but its columns hold {ranks}")
        line_cognars = sum(
            1
            for c in (*s.army_cards(seat), *p.command, *_held(s, seat))
            if c in table.cognars and cards[c].rank != RANK_ALLY
        )
        # a partner that came without a line (`free_partner`, an opener's column chosen) is a
        # Cognar no line paid for
        unpaid = s.free_partner or s.opener_anywhere
        if line_cognars < p.recruited or (line_cognars != p.recruited and not unpaid):
            problems.append(f"seat {seat} recruited {p.recruited} but owns {line_cognars}")
        if p.recruited > p.lines():
            problems.append(f"seat {seat} recruited {p.recruited} Cognars for {p.lines()} lines")
        if any(c not in p.columns[WANDERERS] for c in p.covered):
            problems.append(f"seat {seat} has a Pariah token outside its Wanderers column")
        if p.chain not in (0, mercenaries.IN_RUN, mercenaries.MUST):
            problems.append(f"seat {seat} chain {p.chain}")
        covered += len(p.covered)
    if covered + s.pariah_left != table.pariah_tokens:
        problems.append(f"Pariah tokens: {covered} placed + {s.pariah_left} left")
    gems = sorted(p.gem for p in s.players)
    if gems != sorted(table.gems[s.n]):
        problems.append(f"gems {gems}")
    return problems


def find_problems(s: State) -> list[str]:
    return [*_card_problems(s), *_coin_problems(s), *_lord_problems(s)]
