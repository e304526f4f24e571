"""The agent protocol shared by the window and the arena, the levels, and `make_agent`.

Why a protocol with an explicit budget and rng: the window wants answers in seconds, the arena and
the tests want reproducible play, which only an iteration budget and a seeded `random.Random` give.
An agent is made for one game (its `GameInfo`) and reaches that game only through its AI hooks
(`hooks.py`). Every agent receives the real state but looks at it only through
`hooks.observe(state, seat)` (what the seat may see), so no level can cheat, whatever it does with
its copy.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

from game.ai.choice import best_index, softmax_index
from game.ai.hooks import Hooks, hooks_of, uniform
from game.core.game import GameInfo

if TYPE_CHECKING:
    from game.ai.search.ismcts import SearchConfig

LEVELS = ("random", "easy", "normal", "hard")
WINDOW_SECONDS = 0.8  # the hard level's thinking time per decision in the window


@dataclass(frozen=True)
class Budget:
    """How long an agent may think: an iteration count (reproducible) or seconds (for the UI).

    `stop`, when given, is polled during the search; returning True ends it early (a cancel).
    """

    iterations: int | None = None
    seconds: float | None = None
    stop: Callable[[], bool] | None = None

    @staticmethod
    def of(value: Budget | int | float | None) -> Budget:
        """An int is an iteration count, a float a number of seconds, None the agent's default."""
        if value is None or isinstance(value, Budget):
            return value or Budget()
        if isinstance(value, int):
            return Budget(iterations=value)
        return Budget(seconds=float(value))


def window_budget(level: str) -> Budget:
    """The budget the window gives a level: seconds for the search, nothing for the others."""
    return Budget(seconds=WINDOW_SECONDS) if level == "hard" else Budget()


class Agent(Protocol):
    """What the window and the arena call; `choose` returns one of `state.legal_actions(seat)`."""

    level: str

    def choose(
        self,
        state: Any,
        seat: int,
        budget: Budget | int | float | None = None,
        rng: random.Random | None = None,
    ) -> Any: ...


def legal_or_fail(state: Any, seat: int) -> Any:
    """The seat's legal actions; asking a seat that owes no decision is a caller's bug."""
    actions = state.legal_actions(seat)
    if not actions:
        raise ValueError(f"seat {seat} has no decision to take ({state.pending()})")
    return actions


class RandomAgent:
    """Uniformly random legal actions: the floor every other level must clear."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(
        self,
        state: Any,
        seat: int,
        budget: Budget | int | float | None = None,
        rng: random.Random | None = None,
    ) -> Any:
        actions = legal_or_fail(state, seat)
        return actions[(rng or self.rng).randrange(len(actions))]


class GreedyAgent:
    """One-ply greedy on the game's scores (`hooks.scores`); with a temperature it samples (the
    easy level)."""

    def __init__(
        self,
        hooks: Hooks,
        seed: int = 0,
        temperature: float = 0.0,
        weights: Any = None,
        level: str = "normal",
    ) -> None:
        self.hooks = hooks
        self.rng = random.Random(seed)
        self.temperature = temperature
        self.weights = weights if weights is not None else hooks.weights
        self.level = level
        self.scores = hooks.scores or uniform

    def choose(
        self,
        state: Any,
        seat: int,
        budget: Budget | int | float | None = None,
        rng: random.Random | None = None,
    ) -> Any:
        actions = legal_or_fail(state, seat)
        if len(actions) == 1:
            return actions[0]
        seen = self.hooks.observe(state, seat)
        options = seen.legal_actions(seat)
        scores = self.scores(seen, seat, options, self.weights)
        if self.temperature > 0:
            return options[softmax_index(scores, self.temperature, rng or self.rng)]
        return options[best_index(scores)]


def make_agent(
    info: GameInfo,
    level: str,
    seed: int = 0,
    *,
    weights: Any = None,
    temperature: float = 3.0,
    iterations: int | None = None,
    seconds: float | None = None,
    config: SearchConfig | None = None,
) -> Agent:
    """The agent of a difficulty level for the game `info`: 'random', 'easy', 'normal' or 'hard'.

    The keywords let the arena and the tests compare variants: `weights` (the game's heuristic
    constants) for the greedy levels and the search, `temperature` for easy's softmax (in points
    of the game's scores), `iterations`/`seconds` for hard's default budget, `config` for the
    search.
    """
    if level == "random":
        return RandomAgent(seed)
    if level in ("easy", "normal"):
        return GreedyAgent(
            hooks_of(info),
            seed,
            temperature=temperature if level == "easy" else 0.0,
            weights=weights,
            level=level,
        )
    if level == "hard":
        from game.ai.search.ismcts import SearchAgent, SearchConfig

        if weights is not None:
            config = replace(config or SearchConfig(), weights=weights)
        return SearchAgent(info, seed, iterations=iterations, seconds=seconds, config=config)
    raise ValueError(f"unknown AI level {level!r}; the levels are {', '.join(LEVELS)}")
