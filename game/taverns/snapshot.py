"""The engine's part of a snapshot, which every game's `persist` writes and reads the same way.

A snapshot names cards by their data key and coins by their text ('5', '7g', '3s'; None for an
empty board place). Here: the flow (phase, age, round, tavern, order, turn, ties, the decision
stack), the Age decks, taverns and discard, a seat's coins and gem; what a seat may not see of
them in its view (the decks' order, the shuffle seed, other seats' face-down coins); and the
guess `determinize` makes of those hidden parts. A game's `persist` adds its own fields around
these, so the order of the keys in its snapshots is its own.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from game.taverns import coins as cn
from game.taverns.engine import TavernsState
from game.taverns.flow import kind_name, kind_of
from game.taverns.seat import Seat

HIDDEN = "?"  # a card or coin the viewer may not see

# A game's card lists in a snapshot: ids -> keys when written, keys -> ids when read.
Writer = Callable[[list[int]], list[str]]
Reader = Callable[[list[str]], list[int]]


def coin_texts(codes: Iterable[int]) -> list[str | None]:
    return [cn.coin_str(c) if c >= 0 else None for c in codes]


def coin_codes(texts: Iterable[str | None]) -> list[int]:
    return [cn.parse_coin(t) if t is not None else -1 for t in texts]


def write_flow(state: TavernsState, phase_names: Sequence[str], cards: Writer) -> dict[str, Any]:
    """The flow, from `phase` to the decision stack (kinds by name), then the Age decks, the
    taverns and the discard."""
    return {
        "phase": phase_names[state.phase],
        "age": state.age,
        "round": state.round,
        "tavern": state.tavern,
        "order": state.order[:],
        "turn": state.turn,
        "revealed": state.revealed[:],
        "ties": [t[:] for t in state.ties],
        "end_step": state.end_step,
        "stack": [[kind_name(k), seat, a, b] for k, seat, a, b in state.stack],
        "decks": [cards(state.decks[1]), cards(state.decks[2])],
        "taverns": [cards(t) for t in state.taverns],
        "discard": cards(state.discard),
    }


def read_flow(
    s: TavernsState,
    data: dict[str, Any],
    phase_names: Sequence[str],
    cards: Reader,
    names: list[str] | None = None,
) -> None:
    """Set what `write_flow` wrote on `s`; `names` are the stack's kinds when an older format
    wrote them otherwise. `ValueError` (or the `KeyError` … of a malformed entry) on a decision
    kind `s`'s class does not play."""
    s.phase = phase_names.index(data["phase"])
    s.age = int(data["age"])
    s.round = int(data["round"])
    s.tavern = int(data["tavern"])
    s.order = [int(x) for x in data["order"]]
    s.turn = int(data["turn"])
    s.revealed = [int(x) for x in data["revealed"]]
    s.ties = [[int(x) for x in t] for t in data["ties"]]
    s.end_step = int(data["end_step"])
    if names is None:
        names = [str(entry[0]) for entry in data["stack"]]
    s.stack = [
        (kind_of(name), int(seat), int(a), int(b))
        for name, (_, seat, a, b) in zip(names, data["stack"], strict=True)
    ]
    unplayed = [kind for kind, *_ in s.stack if kind >= 0 and kind not in type(s).HANDLERS]
    if unplayed:
        raise ValueError(f"a decision this game does not play: {unplayed[0]}")
    s.decks = [[], cards(data["decks"][0]), cards(data["decks"][1])]
    s.taverns = [cards(t) for t in data["taverns"]]
    s.discard = cards(data["discard"])


def write_purse(p: Seat) -> dict[str, Any]:
    """A seat's gem and coins: board places, hand, which places are face up, whether it bid."""
    return {
        "gem": p.gem,
        "board": coin_texts(p.board),
        "hand": coin_texts(p.hand),
        "known": p.known,
        "has_bid": p.has_bid,
    }


def read_purse(p: Seat, d: dict[str, Any]) -> None:
    """Set what `write_purse` wrote on `p`."""
    p.gem = int(d["gem"])
    p.board = coin_codes(d["board"])
    p.hand = coin_codes(d["hand"])
    p.known = int(d["known"])
    p.has_bid = bool(d["has_bid"])


def hidden_slots(state: TavernsState, seat: int | None, other: int) -> list[int]:
    """Board slots of `other` whose coin `seat` cannot see (None: a spectator)."""
    if seat == other:
        return []
    p = state.players[other]
    return [i for i, c in enumerate(p.board) if c >= 0 and not p.known >> i & 1]


def hide(d: dict[str, Any], state: TavernsState, seat: int | None) -> None:
    """Turn the snapshot `d` of `state` into what `seat` sees of the engine's part: no shuffle
    seed, the decks sorted (only their counts show), other seats' face-down coins hidden, and
    each seat's coins listed (their values are public: the bronze set and the treasure's)."""
    order = state.rules.card_ids
    d["shuffle_seed"] = None
    d["decks"] = [sorted(deck, key=order.__getitem__) for deck in d["decks"]]
    for other, seat_view in enumerate(d["seats"]):
        for slot in hidden_slots(state, seat, other):
            seat_view["board"][slot] = HIDDEN
        seat_view["coins"] = [cn.coin_str(c) for c in state.players[other].coins()]


def redeal(deck: list[int], drawn: list[int], rng: random.Random) -> tuple[list[int], list[int]]:
    """(deck, drawn) dealt again at random from their cards together: what a seat that did not
    see the drawn cards guesses they are."""
    pool = deck + drawn
    rng.shuffle(pool)
    return pool[len(drawn) :], pool[: len(drawn)]


def shuffle_hidden(s: TavernsState, seat: int, rng: random.Random) -> None:
    """Guess, on `s`, the engine's parts `seat` cannot see: the order of both Age decks, the seed
    of later reshuffles, and where other seats' face-down coins lie on their boards."""
    for age in (1, 2):
        rng.shuffle(s.decks[age])
    s.shuffle_seed = rng.getrandbits(32)
    for other, p in enumerate(s.players):
        slots = hidden_slots(s, seat, other)
        codes = [p.board[i] for i in slots]
        rng.shuffle(codes)
        for i, code in zip(slots, codes, strict=True):
            p.board[i] = code


def unhide(d: dict[str, Any], rng: random.Random, drawn_deck: int | None) -> None:
    """Turn the view `d` back into a snapshot, guessing at random what `hide` took away: the
    decks' order, a shuffle seed, where each seat's face-down coins lie (its coins are listed)
    and, when the drawn cards are someone else's, which of Age deck `drawn_deck`'s cards (index
    in `d["decks"]`) they are; None: the game's own code deals them (they came from elsewhere)."""
    d["shuffle_seed"] = rng.getrandbits(32)
    for deck in d["decks"]:
        rng.shuffle(deck)
    hidden = d["drawn"].count(HIDDEN)
    if hidden:
        if drawn_deck is None:
            d["drawn"] = []
        else:
            deck = d["decks"][drawn_deck]
            d["drawn"], d["decks"][drawn_deck] = deck[:hidden], deck[hidden:]
    for seat_view in d["seats"]:
        _unhide_board(seat_view, rng)


def _unhide_board(seat_view: dict[str, Any], rng: random.Random) -> None:
    """Lay the seat's coins that show nowhere on its face-down board places, in a random order."""
    board = seat_view["board"]
    loose = Counter(seat_view.pop("coins"))
    loose.subtract(c for c in [*board, *seat_view["hand"]] if c not in (None, HIDDEN))
    coins = sorted(loose.elements())
    rng.shuffle(coins)
    slots = [i for i, c in enumerate(board) if c == HIDDEN]
    if len(coins) != len(slots):
        raise ValueError(f"{len(slots)} face-down places for the coins {coins}")
    for i, coin in zip(slots, coins, strict=True):
        board[i] = coin
