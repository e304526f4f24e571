"""What a game gives the shared AI (the levels, the search, the arena, the worker process).

Why hooks with defaults: the agents and the ISMCTS are written once against the contract
(`game/core/game.py`); what only a game knows (how good a move looks, how to play a quick game
out, what a position is worth, which hidden parts to put in canonical order) it supplies here.
Every hook has a default, so a game with no AI module of its own is still played by every level
and searched by the hard one: uniform candidates, random rollouts to the end, rewards from the
final score.

A game names its module in `GameInfo.ai`; that module exports `HOOKS`, a `Hooks`.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.game import GameInfo, GameState

if TYPE_CHECKING:
    from game.ai.search.ismcts import SearchConfig


def _plain_copy(state: Any, seat: int) -> Any:
    return state.clone()


def _nothing(state: Any, seat: int) -> None:
    return None


def _by_legal_actions(state: Any, seat: int) -> Hashable:
    return (seat, *state.legal_actions(seat))


def _whole_game(state: Any) -> Callable[[Any], bool]:
    return _not_over


def _not_over(state: Any) -> bool:
    return not state.is_over()


def random_rollout(
    state: Any, going: Callable[[Any], bool], rng: random.Random, config: SearchConfig
) -> None:
    """Uniformly random legal actions while `going(state)`, one seat at a time."""
    while going(state):
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[rng.randrange(len(legal))])


def sample_by_visits(
    mine: list[tuple[Any, list[float]]], rng: random.Random, config: SearchConfig
) -> Any:
    """The sealed choice: among the options visited at least `bid_floor` of the most visited,
    one drawn in proportion to visits ** (1 / `bid_temperature`)."""
    most = max(st[1] for _, st in mine)
    pool = [(a, st[1]) for a, st in mine if st[1] >= config.bid_floor * most]
    power = 1.0 / config.bid_temperature
    weights = [n**power for _, n in pool]
    return rng.choices([a for a, _ in pool], weights)[0]


def _scores_now(state: Any, weights: Any) -> list[float]:
    return [float(total) for total in state.outcome().totals]


def _final_totals(state: Any) -> list[float]:
    """The seats' totals, then those of automated opponents holding no seat (a solo clan)."""
    outcome = state.outcome()
    return [float(total) for total in outcome.totals + [s["total"] for s in outcome.others]]


def _as_is(state: Any) -> Any:
    return state


@dataclass(frozen=True)
class Hooks:
    """A game's AI hooks. States are the game's own (typed `Any`: each game its class)."""

    # The game's default tunable constants, handed back to `scores`, `rollout` (through the
    # search's config) and `evaluate`; an agent may be given others to compare variants.
    weights: Any = None
    # A copy of the state depending only on what `seat` may see: hidden parts (a deck's order,
    # others' face-down coins) sorted, so determinizing it cannot leak their real order. The
    # default is a plain copy, enough for a game whose `determinize` ignores the hidden order.
    observe: Callable[[Any, int], Any] = _plain_copy
    # On the AI's own copy, at a sealed decision: take back the choices other seats already made
    # (hidden anyway), so the search chooses them as simultaneous moves. Default: nothing.
    reopen: Callable[[Any, int], None] = _nothing
    # One score per action of `actions` (the seat's legal actions), higher is better: the normal
    # level plays the best, easy samples a softmax, the search keeps the best few. None: all
    # actions look alike (normal plays the first, easy any, the search keeps them all).
    scores: Callable[[Any, int, Any, Any], list[float]] | None = None
    # What a seat's candidate bids at a sealed node depend on (below the root, sampled worlds
    # may differ): default its legal actions themselves.
    candidate_key: Callable[[Any, int], Hashable] = _by_legal_actions
    # From a sampled world at the root, the test "still within the horizon": the search's tree
    # and its rollouts stop where it turns false (the end of an Age, a round). Default: the end.
    horizon: Callable[[Any], Callable[[Any], bool]] = _whole_game
    # Plays the state on while `going(state)` (a quick, noisy policy; `config.epsilon` is the
    # search's noise and `config.weights` the game's weights). Default: random moves.
    rollout: Callable[[Any, Callable[[Any], bool], random.Random, SearchConfig], None] = (
        random_rollout
    )
    # Each seat's value at the end of a game, for the search's rewards: by default the score
    # sheet's totals. A game whose victory is not "the most points" gives its own (a margin over
    # an own Ase); entries after the seats' stand for rivals that are no seat (nobody winning).
    final: Callable[[Any], list[float]] = _final_totals
    # Each seat's expected final score (points) where a rollout stopped before the end.
    # Default: the score sheet's totals now.
    evaluate: Callable[[Any, Any], list[float]] = _scores_now
    # The searcher's own choice at a sealed decision, from its root statistics
    # ((action, [reward sum, visits, availability]) of each option it visited): sampled, so that
    # an opponent cannot read a hidden choice from the position. Default: `sample_by_visits`.
    sealed_choice: Callable[[list[tuple[Any, list[float]]], random.Random, SearchConfig], Any] = (
        sample_by_visits
    )
    # The state as the worker process receives it, and back (the window's hard level thinks
    # in another process). Default: the state object itself, pickled by the pipe.
    snapshot: Callable[[Any], Any] = _as_is
    restore: Callable[[Any], Any] = _as_is


DEFAULT = Hooks()
_loaded: dict[str, Hooks] = {}


def hooks_of(info: GameInfo) -> Hooks:
    """The game's hooks: its `GameInfo.ai` module's `HOOKS`, or the defaults if it names none."""
    if not info.ai:
        return DEFAULT
    found = _loaded.get(info.ai)
    if found is None:
        module = importlib.import_module(info.ai)
        found = getattr(module, "HOOKS", None)
        if not isinstance(found, Hooks):
            raise TypeError(f"{info.ai} (the AI of {info.title}) must export HOOKS, a Hooks")
        _loaded[info.ai] = found
    return found


def uniform(state: GameState, seat: int, actions: Sequence[Any], weights: Any) -> list[float]:
    """Every action alike: what a game without a `scores` hook gets."""
    return [0.0] * len(actions)
