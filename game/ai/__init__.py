"""AI opponents for Nidavellir: random, greedy (easy, normal) and ISMCTS (hard) levels, an arena.

The window and the arena use `make_agent(level, seed)` and `Agent.choose(state, seat, budget, rng)`;
`ThinkingAgent` runs a choice on a worker thread so the window keeps drawing.
"""

from game.ai.agent import (
    LEVELS,
    Agent,
    Budget,
    GreedyAgent,
    RandomAgent,
    make_agent,
    window_budget,
)
from game.ai.worker import ThinkingAgent

__all__ = [
    "LEVELS",
    "Agent",
    "Budget",
    "GreedyAgent",
    "RandomAgent",
    "ThinkingAgent",
    "make_agent",
    "window_budget",
]
