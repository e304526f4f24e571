"""Building the positions of the worked examples: cards moved to where an example needs them,
coins and gems set, so every test starts from a state the self-check accepts."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.arran.actions import parse_action
from game.arran.cards import NO_COLUMN, RANK_ALLY, Table, build_table
from game.arran.data import default_rules
from game.arran.state import State, new_game
from game.core.events import Event
from game.taverns import coins as cn


def game(players: int, seed: int = 0) -> State:
    return new_game(players, seed)


def card(state: State, key: str) -> int:
    return state.table.card_ids[key]


def key(state: State, card_id: int) -> str:
    return state.table.cards[card_id].key


def lift(state: State, key_: str) -> int:
    """Take the card `key_` out of wherever it is (decks, taverns, pools, the box)."""
    c = card(state, key_)
    for place in (
        state.decks[1],
        state.decks[2],
        *state.taverns,
        state.discard,
        state.box,
        state.cognar_pool,
        state.awards,
    ):
        if c in place:
            place.remove(c)
            return c
    raise AssertionError(f"{key_} is not free to move")


def give(state: State, seat: int, keys: list[str], column: int | None = None) -> None:
    """Put cards straight into a Lord's fortress (their Order's column, `column` for Ga'at and
    Mercenaries, the command zone for white Cognars and awards); a Cognar counts as recruited
    for a line unless it is Ga'at or an award."""
    p = state.players[seat]
    for k in keys:
        c = lift(state, k)
        info = state.table.cards[c]
        col = info.column if column is None or info.column != NO_COLUMN else column
        if c in state.table.cognars and info.rank != RANK_ALLY:
            p.recruited += 1
        if info.column == NO_COLUMN and column is None:
            p.command.append(c)
            continue
        if c in state.table.elites or c == state.table.liquor:
            p.command.append(c)
            continue
        p.columns[col].append(c)
        p.ranks[col] += info.ranks


def dwarves(state: State, order: int, count: int, points: int | None = None) -> list[str]:
    """Keys of `count` free dwarves of an Order (with `points` if given), from the decks."""
    cards = state.table.cards
    found = [
        cards[c].key
        for c in (*state.decks[1], *state.decks[2])
        if cards[c].column == order and (points is None or cards[c].points == points)
    ]
    assert len(found) >= count, (order, points, found)
    return found[:count]


def fill_tavern(state: State, tavern: int, keys: list[str]) -> None:
    """Replace the cards of a tavern by `keys` (the cards it held go back to the Era deck)."""
    state.decks[state.age].extend(state.taverns[tavern])
    state.taverns[tavern] = []
    state.taverns[tavern] = [lift(state, k) for k in keys]


def set_gems(state: State, gems: list[int]) -> None:
    for p, g in zip(state.players, gems, strict=True):
        p.gem = g


def set_hand(state: State, seat: int, coins: list[str]) -> None:
    """Give a Lord these coins (texts), the gold ones out of the Treasury and the bronze ones
    he loses back to the box, so every coin stays counted."""
    p = state.players[seat]
    old = p.hand
    new = sorted(cn.parse_coin(t) for t in coins)
    for c in old:
        if cn.kind_of(c) == cn.GOLD:
            state.treasure[cn.value_of(c)] += 1
        elif cn.kind_of(c) == cn.BRONZE:
            state.bronze_out += 1
    for c in new:
        if cn.kind_of(c) == cn.GOLD:
            state.treasure[cn.value_of(c)] -= 1
        elif cn.kind_of(c) == cn.BRONZE:
            state.bronze_out -= 1
        elif c == cn.coin(3, cn.SPECIAL):
            state.exchange_coin_left -= 1
    if cn.coin(3, cn.SPECIAL) in old:
        state.exchange_coin_left += 1
    p.hand = new


def play(state: State, *texts: str) -> list[Event]:
    events: list[Event] = []
    for text in texts:
        events += state.apply(parse_action(text, state.table))
    return events


def legal(state: State, seat: int) -> list[str]:
    return [str(a) for a in state.legal_actions(seat)]


def board(state: State, seat: int) -> list[str | None]:
    return [cn.coin_str(c) if c >= 0 else None for c in state.players[seat].board]


def sound(state: State) -> None:
    problems = state.check_invariants()
    assert not problems, problems


# Other readings the data may choose, for the checker and the agents.
READINGS: dict[str, dict[str, Any]] = {
    "last_mercenary never": {"last_mercenary": "never"},
    "opener column choice": {"mercenary_opener_column": "choice"},
    "exchange coin like any coin": {"coins": {"exchange_given_up": "like_any_coin"}},
}


def reading_table(name: str) -> Table:
    """The shipped table with the data changed to one of `READINGS`."""
    rules = default_rules()
    changes = dict(READINGS[name])
    coins = dataclasses.replace(rules.coins, **changes.pop("coins", {}))
    variants = dataclasses.replace(rules.variants, **changes)
    return build_table(dataclasses.replace(rules, variants=variants, coins=coins))
