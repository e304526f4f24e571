"""Copy Vedrfolnir's borrowed emblems into sprites/vedrfolnir/icons/: the game-icons.net SVGs chosen
in `game/ui/games/vedrfolnir/faces_draw.py` (`ICON_SOURCES`), white on nothing so the game tints
them and draws them crisp at any size, and write their credits into CREDITS.md (between its two
Vedrfolnir marker lines).

Everything else of Vedrfolnir's look (frames, runes, stars, medallions, effect marks, backs) is
drawn by code at run time, so it is the project's own. Where to find the source:

    npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz  # -> package/
    python sprites/vedrfolnir/make_art.py --icons package/icons.json
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gameicons import main

from game.ui.games.vedrfolnir.faces_draw import ICON_SOURCES

if __name__ == "__main__":
    main("vedrfolnir", ICON_SOURCES, (__doc__ or "").split("\n")[0])
