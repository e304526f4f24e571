"""Vedrfolnir rules core: pure Python, deterministic from a seed, no pygame.

Importing the package registers the game (see `info.py`). Cards and rule readings are data
(`data/vedrfolnir/*.yaml`); `state.py` runs a game, `effects/` holds one module per card power,
`collection.py` the rune collection, `scoring.py` the points.
"""

from game.core.registry import register
from game.vedrfolnir.info import INFO

register(INFO)

__all__ = ["INFO"]
