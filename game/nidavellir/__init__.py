"""Nidavellir rules core: pure Python, deterministic from a seed, no pygame.

Importing the package registers the game's description (`info.py`) and nothing more, so every
start stays short; the rules come with `state.py`, which brings the expansions (each registers
its state class, decisions and verbs) and the solo opponents (`solo/`).
"""

from game.core.registry import register
from game.nidavellir.info import INFO

register(INFO)

__all__ = ["INFO"]
