"""Guerres d'Arran rules core: pure Python, deterministic from a seed, no pygame.

Importing the package registers the game (see `info.py`). The rules are the taverns engine's
(`game.taverns`) with Arran's hooks in `state.py`; cards are data (`data/arran/*.yaml`).
"""

from game.arran.info import INFO
from game.core.registry import register

register(INFO)

__all__ = ["INFO"]
