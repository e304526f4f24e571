"""The state the parts of Nidavellir's presenter share, declared once: the presenter sets it
(its __init__), and its parts (drawing, panels) read and change it. What every taverns game's
presenter shares is declared in `game.ui.tavernkit.base`; here, Nidavellir's own."""

from __future__ import annotations

from game.nidavellir.data import Rules
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.boards import TableArtist
from game.ui.games.nidavellir.log import LogWriter
from game.ui.tavernkit.base import TavernsBase


class NidavellirBase(TavernsBase):
    """Declarations only: no value is set here."""

    rules: Rules
    artist: TableArtist
    writer: LogWriter
    lay: L.Layout | None
    _hover_lay: L.Layout | None
    evaluation: list[tuple[int, int | None]]  # distinctions as they were awarded
    trade_pick: list[int]
    freya_first: str | None  # Freya's first card, waiting for the second
    frigg_mode: bool  # clicks on tavern cards use Frigg instead of taking them
    enlist_pick: str | None  # the mercenary picked to enlist, waiting for its column
