"""Vedrfolnir rules core (issue 14): pure Python, no pygame.

For now only the data layer exists (`data.py`, `schema.py`, `data/vedrfolnir/*.yaml`); the game
is deliberately not registered until its rules core can play, so the shell never offers a game
that cannot run.
"""
