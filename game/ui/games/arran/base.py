"""The state the parts of Arran's presenter share, declared once: the presenter sets it (its
__init__), and its parts (drawing, panels) read and change it. What every taverns game's
presenter shares is declared in `game.ui.tavernkit.base`; here, Arran's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.arran.cards import Table
from game.ui.games.arran import layout as L
from game.ui.games.arran.boards import TableArtist
from game.ui.games.arran.faces import Faces
from game.ui.games.arran.log import LogWriter
from game.ui.tavernkit.base import TavernsBase


class ArranBase(TavernsBase):
    """Declarations only: no value is set here."""

    cards: Table
    faces: Faces
    award_keys: list[str]
    artist: TableArtist
    writer: LogWriter
    lay: L.Layout | None
    _hover_lay: L.Layout | None
    evaluation: list[tuple[str, int | None]]  # award keys as they were given

    if TYPE_CHECKING:  # defined by the presenter

        def coin_name(self, code: int) -> str: ...

    def name(self, key: str) -> str:
        """A card's name in the player's language."""
        return self.artist.name(key)
