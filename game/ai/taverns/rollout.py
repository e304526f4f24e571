"""The search's scaffolding both games on the taverns engine use: where the tree and its rollouts
stop (the end of the Age being played), what a seat's candidate bids depend on, and the pieces of
a greedy rollout (a bidding round with a little noise, card values planned once a round, picks
weighed against what the next seat loses).

Why shared: these follow from the engine's flow, not from a game's cards. Each game's rollout
keeps its own loop (how much noise, which moves are planned) and its own position value.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

from game.ai.choice import best_index
from game.taverns.actions import Bid
from game.taverns.engine import TavernsState
from game.taverns.flow import OVER

A = TypeVar("A")
S = TypeVar("S", bound=TavernsState)


def end_of_age(s: S) -> Callable[[S], bool]:
    """The search looks as far as the end of the Age being played: in the first Age its rollouts
    stop there and the game's heuristic values the position; in the second they reach the real
    score."""
    age = s.age
    return lambda t: t.phase != OVER and t.age == age


def hand_key(s: TavernsState, seat: int) -> Hashable:
    """A seat's candidate bids depend on its hand only (another seat's hidden pouch may have
    changed it between sampled worlds)."""
    return (seat, *s.players[seat].hand)


def noisy(legal: Sequence[A], scores: list[float], eps: float, rng: random.Random, top: int) -> A:
    """The best-scored action, or with probability `eps` one of the `top` best."""
    if rng.random() < eps:
        order = sorted(range(len(legal)), key=lambda i: -scores[i])[:top]
        return legal[rng.choice(order)]
    return legal[best_index(scores)]


def bid_round(
    s: TavernsState,
    scores: Callable[[int, list[Bid]], list[float]],
    eps: float,
    rng: random.Random,
    top: int,
) -> None:
    """Every seat still to bid chooses a bid (`noisy` over `scores(seat, bids)`), then all are
    placed: each choice is made on the same position, as sealed bids are."""
    chosen = []
    for seat in s.to_move():
        bids = [b for b in s.legal_actions(seat) if isinstance(b, Bid)]
        chosen.append(noisy(bids, scores(seat, bids), eps, rng, top))
    for bid in chosen:
        s.apply(bid)


class RoundPlan:
    """A rollout's card values for the round it is in: `values[seat][card]`, the value of each
    card of the round's taverns to each seat, from the bid tables' `gains`.

    Why once a round: within a round a seat's cards change by one or two, and valuing the cards
    again at every pick would cost a rollout several times as much.
    """

    __slots__ = ("round", "values")

    def __init__(self) -> None:
        self.values: list[dict[int, float]] = []
        self.round = (-1, -1)  # (age, round) the values are for

    def make(self, s: TavernsState, gains: list[list[list[float]]]) -> None:
        """Plan the values of the round `s` is in."""
        self.values = [{} for _ in range(s.n)]
        for t, tavern in enumerate(s.taverns):
            for seat in range(s.n):
                row = gains[t][seat]
                for i, card in enumerate(tavern):
                    self.values[seat][card] = row[i]
        self.round = (s.age, s.round)

    def ready(self, s: TavernsState) -> bool:
        """Whether the values are those of the round `s` is in."""
        return self.round == (s.age, s.round)

    def picks(self, s: TavernsState, seat: int, cards: list[int], denial: float) -> list[float]:
        """Pick scores for `cards` from the planned values, each raised by `denial` × what the
        next seat would lose if the card were gone (divided among the rivals beyond two)."""
        mine = [self.values[seat].get(card, 0.0) for card in cards]
        if s.turn < len(s.order) and len(cards) > 1:
            theirs = [self.values[s.order[s.turn]].get(card, 0.0) for card in cards]
            best = max(theirs)
            weight = denial if s.n == 2 else denial / (s.n - 1)
            for i in range(len(mine)):
                without = max((x for j, x in enumerate(theirs) if j != i), default=0.0)
                mine[i] += weight * (best - without)
        return mine
