"""Crafted Nidavellir states for the rule scenario tests.

A scenario starts from `new_game(players, seed)` and then sets fields directly while keeping
`check_invariants()` empty: a card put somewhere is first taken out of wherever it lay (an Age
deck, a tavern, the discard pile, the box, the hero pool, the set-aside cards or, with Idavoll,
the mythology deck and reserve), and after coins are handed out the Royal Treasure, the bronze
coins out of the game and the special coin are recounted from what the seats own. Once set up, a
scenario is driven only through `state.apply`, by `play`, which first checks that each action is
among `state.legal_actions(seat)`.

Cards are named by their data keys (`a1_warrior_0`, `a2_offering_1`, `tarah`,
`armorer_blacksmith` …), coins by their text: `5` bronze, `7g` gold from the Treasure, `3s` the
Hunting Master's special 3.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.events import Event
from game.nidavellir.actions import parse_action
from game.nidavellir.data import (
    CLASS_INDEX,
    OFFERING,
    PLACE_ANY_COLUMN,
    PLACE_CLASS,
    PLACE_COMMAND,
    default_rules,
)
from game.nidavellir.expansions.idavoll.state import IdavollState
from game.nidavellir.flow import PICK, TAVERN
from game.nidavellir.state import State, new_game
from game.taverns import coins as cn

RULES = default_rules()
KINGS_HAND, HUNTING_MASTER, CROWN_JEWELER, KINGS_GREAT_ARMORER, PIONEER = range(5)


# --------------------------------------------------------------------------- names


def card(key: str) -> int:
    return RULES.card_ids[key]


def key_of(card_id: int) -> str:
    return RULES.cards[card_id].key


def keys(ids: Sequence[int]) -> list[str]:
    return [key_of(c) for c in ids]


def coin(text: str) -> int:
    return cn.parse_coin(text)


def _words(texts: str | Sequence[str]) -> list[str]:
    return texts.split() if isinstance(texts, str) else list(texts)


# --------------------------------------------------------------------------- building a state


def game(players: int = 3, seed: int = 0, *, first_game: bool = False) -> State:
    """A fresh game: Age 1, round 1, taverns dealt, every seat still to bid."""
    return new_game(players, seed, {"first_game": first_game})


def take(state: State, key: str) -> int:
    """Take a card out of wherever it lies outside the armies; return its id."""
    cid = card(key)
    holders = [
        *state.decks[1:],
        *state.taverns,
        state.discard,
        state.drawn,
        state.box,
        state.hero_pool,
        state.set_aside,
    ]
    if isinstance(state, IdavollState):  # the mythology deck and reserve
        holders += [state.myth_deck, state.reserve]
    for holder in holders:
        if cid in holder:
            holder.remove(cid)
            return cid
    raise ValueError(f"{key} is not available (already in an army?)")


def give(state: State, seat: int, *card_keys: str, column: str | None = None) -> None:
    """Put cards in a seat's army in the order given (the last one on top).

    A dwarf or the Armorer's card goes to its class column, a class hero to its column, a neutral
    hero to the command zone. Thrud needs `column`; Ylud goes to `column` if given (as after the
    end of Age 1), else to the command zone.
    """
    p = state.players[seat]
    for k in card_keys:
        cid = take(state, k)
        info = RULES.cards[cid]
        if info.kind == OFFERING:
            raise ValueError("a Royal Offering never enters an army")
        hero = RULES.heroes.get(cid)
        if hero is None:
            col = info.cls
        else:
            p.heroes.append(cid)
            p.bids_from_hand = p.bids_from_hand or hero.bids_from_hand
            if hero.placement == PLACE_CLASS:
                col = hero.cls
            elif hero.placement == PLACE_COMMAND or column is None:
                if hero.placement == PLACE_ANY_COLUMN:
                    raise ValueError("Thrud sits in a column: give a column")
                p.command.append(cid)
                continue
            else:
                col = CLASS_INDEX[column]
                if hero.placement == PLACE_ANY_COLUMN:
                    p.thrud_col = col
                else:
                    p.ylud_col = col
        if p.columns[col] and p.columns[col][-1] == card("thrud"):
            raise ValueError("Thrud is never covered: give her last")
        p.columns[col].append(cid)
        p.ranks[col] += len(info.ranks)


def recount_coins(state: State) -> None:
    """Set the Treasure, the bronze coins out and the special coin from what the seats own."""
    start = RULES.treasure[state.n]
    gold = [0] * len(start)
    bronze = special = 0
    for p in state.players:
        for c in p.coins():
            kind = cn.kind_of(c)
            if kind == cn.GOLD:
                gold[cn.value_of(c)] += 1
            elif kind == cn.BRONZE:
                bronze += 1
            else:
                special += 1
    treasure = [have - used for have, used in zip(start, gold, strict=True)]
    if min(treasure) < 0 or special > 1 or bronze + special > 5 * state.n:
        raise ValueError("more coins handed out than the game holds")
    state.treasure = treasure
    state.special_coin_left = 1 - special
    state.bronze_out = 5 * state.n - bronze - special


def set_coins(state: State, seat: int, coins: str | Sequence[str]) -> None:
    """The seat holds exactly these five coins, in hand (as before bidding)."""
    codes = sorted(coin(t) for t in _words(coins))
    if len(codes) != 5:
        raise ValueError("a seat owns five coins")
    p = state.players[seat]
    p.hand = codes
    p.board = [-1] * 5
    p.known = 0
    recount_coins(state)


def set_gems(state: State, *gems: int) -> None:
    """Seat i gets gems[i]; with the special 6, the base gem it replaced is out of the game."""
    base = RULES.gems[state.n]
    for p, g in zip(state.players, gems, strict=True):
        p.gem = g
    out = sorted(set(base) - set(gems))
    if sorted([g for g in gems if g != 6] + out) != sorted(base) or gems.count(6) > 1:
        raise ValueError(f"gems {gems} do not fit {base}")
    state.gems_out = out if 6 in gems else []


def give_distinction(state: State, seat: int, index: int) -> None:
    """Record a distinction as won, with no effect (set the gem or coins apart if needed)."""
    state.distinctions_left.remove(index)
    state.players[seat].distinctions.append(index)


def fill_taverns(state: State, *taverns: str | Sequence[str]) -> None:
    """Replace the cards of the three taverns; the cards they held go under the current deck."""
    deck = state.decks[state.age]
    for t in range(3):
        deck[0:0] = state.taverns[t]
        state.taverns[t] = []
    for t, tavern in enumerate(taverns):
        state.taverns[t] = [take(state, k) for k in _words(tavern)]


def stack_deck(state: State, age: int, draws: str | Sequence[str]) -> None:
    """Put these cards on top of an Age deck, drawn in the order given."""
    ids = [take(state, k) for k in _words(draws)]
    state.decks[age].extend(reversed(ids))


def last_round(state: State) -> None:
    """The round in progress becomes the last of its Age: the rest of its deck goes to the box."""
    deck = state.decks[state.age]
    state.box.extend(deck)
    deck.clear()


def plain_taverns(state: State) -> None:
    """Deal the taverns again with dwarves only, from the current Age deck (no Royal Offering)."""
    deck = state.decks[state.age]
    for t in range(3):
        deck[0:0] = state.taverns[t]
        state.taverns[t] = []
    dwarves = [c for c in deck if RULES.cards[c].kind != OFFERING]
    per = RULES.cards_per_tavern[state.n]
    fill_taverns(state, *(keys(dwarves[t * per : (t + 1) * per]) for t in range(3)))


def last_pick(state: State, seat: int, card_key: str) -> None:
    """Jump to the last pick of the current Age: `seat` is to take `card_key`, the last card of
    the Shining Horse; every other seat has played (or plays after it with nothing left).

    Each seat's five coins lie on its board as bids, in hand order (the lowest on the Laughing
    Goblin), the three tavern coins revealed. Decks, other tavern cards: to the box.
    """
    last_round(state)
    for t in range(3):
        state.box.extend(state.taverns[t])
        state.taverns[t] = []
    state.taverns[2] = [take(state, card_key)]
    for p in state.players:
        if not p.bids_from_hand:
            p.board, p.hand = p.hand[:], []
            p.known = 0b111
            p.has_bid = True
    p = state.players[seat]
    if cn.is_trading(p.board[2]):
        raise ValueError("the last picker must not trade")
    state.phase = TAVERN
    state.tavern = 2
    state.order = [seat] + [s for s in range(state.n) if s != seat]
    state.turn = 1
    state.revealed = [cn.value_of(q.board[2]) if q.board[2] >= 0 else -1 for q in state.players]
    state.ties = []
    state.stack = [(PICK, seat, 0, 0)]


def start_age2(state: State, round_: int = 1) -> None:
    """Jump to the bids of an Age 2 round (Age 1 cards to the box, no distinction left)."""
    for t in range(3):
        state.box.extend(state.taverns[t])
        state.taverns[t] = []
    state.box.extend(state.decks[1])
    state.decks[1] = []
    state.distinctions_left = []
    state.age = 2
    state.round = round_
    deck = state.decks[2]
    per = RULES.cards_per_tavern[state.n]
    for t in range(3):
        state.taverns[t] = [deck.pop() for _ in range(per)]


# --------------------------------------------------------------------------- playing


def play(state: State, *texts: str) -> list[Event]:
    """Apply each action (text form), checking first that it is a legal action of its seat."""
    events: list[Event] = []
    for text in texts:
        action = parse_action(text, RULES)
        legal = state.legal_actions(action.seat)
        assert action in legal, (
            f"{text!r} is not legal now: {state.pending()} owed by {state.to_move()}, "
            f"legal: {[str(a) for a in legal][:20]}"
        )
        events += state.apply(action)
    return events


def pick_first(state: State) -> list[Event]:
    """The seat to move takes the first card of the tavern being resolved."""
    assert state.pending() == "pick", state.pending()
    seat = state.to_move()[0]
    return play(state, str(state.legal_actions(seat)[0]))


def finish_tavern(state: State) -> list[Event]:
    """Every seat still to pick in this tavern takes its first card (dwarves only, no heroes)."""
    events: list[Event] = []
    tavern, round_ = state.tavern, state.round
    while state.pending() == "pick" and (state.tavern, state.round) == (tavern, round_):
        events += pick_first(state)
    return events


# --------------------------------------------------------------------------- reading


def legal(state: State, seat: int) -> list[str]:
    return [str(a) for a in state.legal_actions(seat)]


def columns(state: State, seat: int) -> list[list[str]]:
    return [keys(col) for col in state.players[seat].columns]


def hand(state: State, seat: int) -> list[str]:
    return [cn.coin_str(c) for c in state.players[seat].hand]


def board(state: State, seat: int) -> list[str | None]:
    return [cn.coin_str(c) if c >= 0 else None for c in state.players[seat].board]


def coins(state: State, seat: int) -> list[str]:
    """Every coin the seat owns, by value."""
    return [cn.coin_str(c) for c in state.players[seat].coins()]


def gems(state: State) -> list[int]:
    return [p.gem for p in state.players]


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]
