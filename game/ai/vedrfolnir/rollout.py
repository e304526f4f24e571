"""Vedrfolnir's part of the search: its horizon (the end of the round), its rollouts (the greedy
policy with a little noise, for every place) and what the places are worth where they stop.

Why the end of the round: a round ends with one collection that empties every stake and the
Tribute, so a position there is only points and jokers, which the evaluation knows exactly; the
rounds after it depend on cards nobody has seen. A solo round can last many draws, so there the
search stops after the next draw and the model values the round still in progress.

Each player's value is shaped like its victory condition (spec §15.3): points in the standard
game; in the two-player mode twice its völva's margin over the best of the three other places
(its own Ase is a rival), in solo twice Valhalla's over the better of Heilheim and Brynhildr. A
last entry of 1 stands for "nobody" in those modes, where nobody may win (the gods, Brynhildr):
a player level with its best rival (no victory) stays below it, and a player below every rival
is not rewarded for being less far below than the other player.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.ai.choice import best_index
from game.ai.vedrfolnir.core import Reveal, place_totals, public, round_of
from game.ai.vedrfolnir.policy import score_actions
from game.ai.vedrfolnir.table import Table
from game.ai.vedrfolnir.values import Weights

if TYPE_CHECKING:
    from game.ai.search.ismcts import SearchConfig

SOLO_DRAWS = 1  # draws after the current one a solo search looks at


def end_of_round(root: Any) -> Callable[[Any], bool]:
    """The horizon from a sampled world at the root: still in the root's round; in solo, also
    no further than the next draw (a solo round may last many draws, Brynhildr's cards do not
    end it, and the model values a round in progress)."""
    start = round_of(root)
    if root.mode != "solo":

        def going(s: Any) -> bool:
            return not s.is_over() and round_of(s) == start

        return going
    last = root.turn + SOLO_DRAWS

    def going_solo(s: Any) -> bool:
        return not s.is_over() and round_of(s) == start and s.turn <= last

    return going_solo


def rollout(s: Any, going: Callable[[Any], bool], rng: random.Random, config: SearchConfig) -> None:
    """Greedy moves for every player, a random one with chance `config.epsilon`. In solo the
    next hand card is always turned (Brynhildr gets the last one face down): the policy's look
    ahead over every card never seen would cost most of a rollout's time."""
    eps, w = config.epsilon, config.weights
    while going(s):
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        if len(legal) == 1 or s.pending() == "reveal":
            s.apply(next(a for a in legal if isinstance(a, Reveal)) if len(legal) > 1 else legal[0])
        elif rng.random() < eps:
            s.apply(legal[rng.randrange(len(legal))])
        else:
            s.apply(legal[best_index(score_actions(s, seat, legal, w))])


def seat_values(s: Any, w: Weights) -> list[float]:
    """Every player's value where a rollout stopped (see the module docstring)."""
    t = Table(public(s), w)
    return player_values(s.mode, s.n, t.values(t.start, t.active))


def final_values(s: Any) -> list[float]:
    """Every player's value at the end of a game: its mode's victory condition (the `final` hook
    of the search; in solo and the two-player mode a last entry stands for nobody winning)."""
    return player_values(s.mode, s.n, [float(v) for v in place_totals(s)])


def player_values(mode: str, players: int, places: list[float]) -> list[float]:
    """Place values as each player's victory condition weighs them (a player's place is its
    number: its völva, or Valhalla)."""
    if mode == "standard":
        return places
    return [*(2.0 * _margin(places, p) for p in range(players)), 1.0]


def _margin(places: list[float], mine: int) -> float:
    return places[mine] - max(v for p, v in enumerate(places) if p != mine)
