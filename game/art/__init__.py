"""Which picture each piece of each game shows: sprite names only, no pygame.

Why apart from `game/ui`: the window draws these pictures and the game-night phone page shows
the same ones (served by `game/net`, which never imports pygame). One mapping read by both keeps
a card looking the same on the table and in a player's hand. A name is a path under `sprites/`
without its extension; `EXTENSIONS` says which files a name may stand for.
"""

from __future__ import annotations

EXTENSIONS = (".png", ".svg")
