"""Copy Thingvellir's borrowed emblems into sprites/thingvellir/icons/: the game-icons.net SVGs
chosen in `game/ui/games/nidavellir/campfaces.py` (`ICON_SOURCES`: one per artifact, the camp's
fire and the mercenaries' swords), white on nothing so the faces tint them and draw them crisp at
any size, and write their credits into CREDITS.md (between its two Thingvellir marker lines).

Everything else of the camp cards' look (bands, halves, badges, frames) is drawn by code at run
time. Where to find the source:

    npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz  # -> package/
    python sprites/thingvellir/make_art.py --icons package/icons.json
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gameicons import main

from game.ui.games.nidavellir.campfaces import ICON_SOURCES

if __name__ == "__main__":
    main("thingvellir", ICON_SOURCES, (__doc__ or "").split("\n")[0])
