"""Guerres d'Arran, the standalone re-theme of Nidavellir set in the *Nains* universe.

Only the data layer exists so far: `data.py` (frozen objects) and `schema.py` (the YAML schema of
`data/arran/*.yaml`). The game is not registered with the launcher until its rules core exists.
"""
