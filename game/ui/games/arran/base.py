"""The state the parts of Arran's presenter share, declared once: the presenter sets it (its
__init__), and its parts (drawing, panels) read and change it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.arran.cards import Table
from game.ui.bidpad import BidPad
from game.ui.games import Item, Presenter, Target
from game.ui.games.arran import layout as L
from game.ui.games.arran.boards import TableArtist
from game.ui.games.arran.faces import Faces
from game.ui.games.arran.log import LogWriter


@dataclass
class Flight:
    """A card flying from one place to another."""

    key: str
    src: Rect
    dst: Rect
    elapsed: float = 0.0

    def rect(self, duration: float) -> Rect:
        """Where the card is now; with no duration (animations off) it has landed."""
        t = min(1.0, self.elapsed / duration) if duration > 0 else 1.0
        t = 1 - (1 - t) ** 3  # ease out
        return Rect(
            round(self.src.x + (self.dst.x - self.src.x) * t),
            round(self.src.y + (self.dst.y - self.src.y) * t),
            round(self.src.w + (self.dst.w - self.src.w) * t),
            round(self.src.h + (self.dst.h - self.src.h) * t),
        )


class ArranBase(Presenter):
    """Declarations only: no value is set here."""

    cards: Table
    faces: Faces
    award_keys: list[str]
    artist: TableArtist
    writer: LogWriter
    lay: L.Layout | None
    flights: list[Flight]
    flip_ms: dict[tuple[int, int], float]
    evaluation: list[tuple[str, int | None]]
    evaluation_clock: float | None
    pad: BidPad
    choices: list[tuple[Rect, str, Target]]
    _hover_items: list[Item]
    _hover_for: tuple[Any, ...] | None
    backdrop_surface: pygame.Surface | None
    _backdrop_for: int

    if TYPE_CHECKING:  # defined by the presenter and its parts

        def _owes_bid(self) -> bool: ...
        def _shown_seat(self, seat: int) -> tuple[dict[str, Any], set[int]]: ...
        def _choices_area(self) -> Rect | None: ...
        def _evaluation_box(self) -> Rect | None: ...
        def _hall_open(self) -> bool: ...
        def _draw_hall(self, surface: pygame.Surface) -> None: ...
        def pending(self) -> str: ...
        def coin_name(self, code: int) -> str: ...

    def bidding(self) -> bool:
        return bool(self.session.sealed())

    def name(self, key: str) -> str:
        """A card's name in the player's language."""
        return self.artist.name(key)

    # The table's state, read at every use: the shell replaces its view and viewer.

    @property
    def app(self) -> Any:
        return self.table.app

    @property
    def session(self) -> Any:
        return self.table.session

    @property
    def view(self) -> dict[str, Any]:
        return self.table.view

    @property
    def viewer(self) -> int:
        return self.table.viewer
