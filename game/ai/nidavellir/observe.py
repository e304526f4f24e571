"""What an AI seat may know: a copy of the state with every hidden part put in a canonical order.

Why: `state.determinize(seat, rng)` samples the hidden parts, but the sample it draws depends on the
order those parts had in the true state (a shuffle permutes its input). An agent that determinized
the real state directly could therefore play differently when only the hidden order differs, a
subtle leak. `observe` first sorts everything `seat` cannot see (deck order, cards someone else
drew, other seats' face-down coins, the reshuffle seed, and with Idavoll the face-down mythology
deck and reserve, whose contents the view gives only as one pool), so two states with the same
`view(seat)` give the same copy, and everything the AI does from there depends only on that view.

`reopen_bids` turns the sealed bids already placed by other seats back into decisions still owed:
their coins are hidden anyway, and the search prefers to choose them with its own statistics
(decoupled simultaneous moves) rather than from a uniform shuffle of the coins.
"""

from __future__ import annotations

from game.ai.nidavellir.core import BIDS, RESERVE, State


def observe(state: State, seat: int) -> State:
    """A copy of `state` that depends only on `state.view(seat)`; the real state is not touched."""
    s = state.clone()
    keeper = s.stack[-1][1] if s.drawn and s.stack else None
    others_drew = bool(s.drawn) and keeper != seat
    if others_drew and s.drawn_src != RESERVE:
        pool = sorted(s.decks[s.drawn_src] + s.drawn)
        s.drawn = pool[: len(s.drawn)]
        s.decks[s.drawn_src] = pool[len(s.drawn) :]
    for age in (1, 2):
        s.decks[age].sort()
    _canonical_myths(s, others_drew and s.drawn_src == RESERVE)
    s.shuffle_seed = 0
    for other, p in enumerate(s.players):
        if other == seat:
            continue
        slots = [i for i, c in enumerate(p.board) if c >= 0 and not p.known >> i & 1]
        codes = sorted(p.board[i] for i in slots)
        for i, code in zip(slots, codes, strict=True):
            p.board[i] = code
    return s


def _canonical_myths(s: State, with_drawn: bool) -> None:
    """Idavoll: the mythology deck and reserve (and a reserve draw someone else holds) are seen
    only as one pool of unseen cards; sort it and cut it back into the same sizes."""
    parts = [s.myth_deck, s.reserve, s.drawn if with_drawn else []]
    pool = sorted(parts[0] + parts[1] + parts[2])
    if not pool:
        return
    cut, cut2 = len(parts[0]), len(parts[0]) + len(parts[1])
    s.myth_deck, s.reserve = pool[:cut], pool[cut:cut2]
    if with_drawn:
        s.drawn = pool[cut2:]


def reopen_bids(state: State, seat: int) -> None:
    """In the bidding phase, take back the sealed bids of the seats other than `seat` (in place).

    Only for the AI's own copies: a placed bid is invisible to `seat`, so forgetting it loses no
    information and lets the search treat every seat's bid as a simultaneous choice.
    """
    if state.phase != BIDS or state.stack:
        return
    for other, p in enumerate(state.players):
        if other == seat or not p.has_bid or p.from_hand or p.known:
            continue
        p.hand = sorted(c for c in p.board if c >= 0)
        p.board = [-1, -1, -1, -1, -1]
        p.has_bid = False
