"""Nidavellir rules core: pure Python, deterministic from a seed, no pygame.

Importing the package registers the game (see `info.py`).
"""

from game.core.registry import register
from game.nidavellir.info import INFO

register(INFO)
