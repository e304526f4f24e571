"""AI opponents for every registered game: random, greedy (easy, normal) and ISMCTS (hard)
levels, an arena. What is particular to one game comes from its hooks (`hooks.py`, the module
`GameInfo.ai` names, e.g. `game/ai/nidavellir/`).

The window and the arena use `make_agent(info, level, seed)` and
`Agent.choose(state, seat, budget, rng)`; `ThinkingAgent` runs a choice on a worker thread so the
window keeps drawing.
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
