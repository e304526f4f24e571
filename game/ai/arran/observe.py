"""What an AI Lord may know: a copy of the state with every hidden part put in a canonical order.

Why: `state.determinize(seat, rng)` samples the hidden parts, but the sample it draws depends on
the order those parts had in the true state (a shuffle permutes its input). An agent that
determinized the real state directly could therefore play differently when only the hidden order
differs, a subtle leak. `observe` first sorts everything `seat` cannot see (both Era decks, the
Era 2 cards another Lord's Svara looks at, other Lords' face-down coins, the reshuffle seed), so
two states with the same `view(seat)` give the same copy, and everything the AI does from there
depends only on that view.

`reopen_bids` turns the sealed bids other Lords already placed back into decisions still owed:
their coins are hidden anyway, and the search prefers to choose them with its own statistics
(decoupled simultaneous moves) rather than from a uniform shuffle of the coins.
"""

from __future__ import annotations

from game.ai.arran.core import BIDS, State

SVARA_DECK = 2  # Svara looks at the Era 2 deck


def observe(state: State, seat: int) -> State:
    """A copy of `state` that depends only on `state.view(seat)`; the real state is untouched."""
    s = state.clone()
    keeper = s.stack[-1][1] if s.drawn and s.stack else None
    if s.drawn and keeper != seat:
        pool = sorted(s.decks[SVARA_DECK] + s.drawn)
        s.drawn = pool[: len(s.drawn)]
        s.decks[SVARA_DECK] = pool[len(s.drawn) :]
    for era in (1, 2):
        s.decks[era].sort()
    s.shuffle_seed = 0
    for other, p in enumerate(s.players):
        if other == seat:
            continue
        slots = [i for i, c in enumerate(p.board) if c >= 0 and not p.known >> i & 1]
        codes = sorted(p.board[i] for i in slots)
        for i, code in zip(slots, codes, strict=True):
            p.board[i] = code
    return s


def reopen_bids(state: State, seat: int) -> None:
    """In the bidding phase, take back the sealed bids of the Lords other than `seat` (in place).

    Only for the AI's own copies: a placed bid is invisible to `seat`, so forgetting it loses no
    information and lets the search treat every Lord's bid as a simultaneous choice.
    """
    if state.phase != BIDS or state.stack:
        return
    for other, p in enumerate(state.players):
        if other == seat or not p.has_bid or p.known:
            continue
        p.hand = sorted(c for c in p.board if c >= 0)
        p.board = [-1, -1, -1, -1, -1]
        p.has_bid = False
