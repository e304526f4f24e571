"""The canonical observation of what the taverns engine hides, for both games' `observe`, and the
reopening of sealed bids both games' searches use.

Why: `state.determinize(seat, rng)` samples the hidden parts, but the sample it draws depends on
the order those parts had in the true state (a shuffle permutes its input). An agent that
determinized the real state directly could therefore play differently when only the hidden order
differs, a subtle leak. Each game's `observe` sorts everything `seat` cannot see, so two states
with the same `view(seat)` give the same copy; the engine's own hidden parts (both Age decks'
order, the reshuffle seed, other seats' face-down coins) and a draw another seat is choosing from
are put in order here, the game's own (Idavoll's mythology cards) by the game.

`reopen_bids` turns the sealed bids other seats already placed back into decisions still owed:
their coins are hidden anyway, and the search prefers to choose them with its own statistics
(decoupled simultaneous moves) rather than from a uniform shuffle of the coins.
"""

from __future__ import annotations

from typing import Any

from game.taverns.engine import TavernsState
from game.taverns.flow import BIDS


def hide_engine(s: TavernsState, seat: int) -> None:
    """Put the engine's hidden parts of `s` in canonical order (in place, on the AI's copy): the
    Age decks sorted, the reshuffle seed forgotten, other seats' face-down coins sorted over the
    slots they fill."""
    for age in (1, 2):
        s.decks[age].sort()
    s.shuffle_seed = 0
    for other, p in enumerate(s.players):
        if other == seat:
            continue
        slots = [i for i, c in enumerate(p.board) if c >= 0 and not p.known >> i & 1]
        codes = sorted(p.board[i] for i in slots)
        for i, code in zip(slots, codes, strict=True):
            p.board[i] = code


def others_draw(s: Any, seat: int) -> bool:
    """Whether `s.drawn` (cards drawn for a seat to choose from, kept by both games' states) holds
    cards another seat is choosing from, which `seat` has not seen."""
    keeper = s.stack[-1][1] if s.drawn and s.stack else None
    return bool(s.drawn) and keeper != seat


def hide_draw(s: Any, deck: int) -> None:
    """Cards drawn from `s.decks[deck]` that the observer has not seen are only more unseen cards
    of that deck: sort them with it and cut the pool back into the same sizes (in place)."""
    pool = sorted(s.decks[deck] + s.drawn)
    s.drawn = pool[: len(s.drawn)]
    s.decks[deck] = pool[len(s.drawn) :]


def reopen_bids(state: TavernsState, seat: int) -> None:
    """In the bidding phase, take back the sealed bids of the seats other than `seat` (in place).

    Only for the AI's own copies: a placed bid is invisible to `seat`, so forgetting it loses no
    information and lets the search treat every seat's bid as a simultaneous choice. A bid from
    hand (Nidavellir's Uline) or one already face up stays.
    """
    if state.phase != BIDS or state.stack:
        return
    for other, p in enumerate(state.players):
        if other == seat or not p.has_bid or p.bids_from_hand or p.known:
            continue
        p.hand = sorted(c for c in p.board if c >= 0)
        p.board = [-1, -1, -1, -1, -1]
        p.has_bid = False
