"""Nidavellir rules core: pure Python, deterministic from a seed, no pygame.

Importing the package registers the game (see `info.py`), its expansions (each registers its
state class, decisions and verbs when imported) and its solo opponents (`solo/`).
"""

from game.core.registry import register
from game.nidavellir.expansions import idavoll, thingvellir
from game.nidavellir.info import INFO

register(INFO)

__all__ = ["INFO", "idavoll", "thingvellir"]
