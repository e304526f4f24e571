"""The state the parts of Nidavellir's presenter share, declared once: the presenter sets it
(its __init__), and its parts (drawing, panels) read and change it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.nidavellir.data import Rules
from game.ui.bidpad import BidPad
from game.ui.games import Item, Presenter, Target
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.boards import TableArtist
from game.ui.games.nidavellir.log import LogWriter


@dataclass
class Flight:
    """A card flying from one place to another."""

    key: str
    src: Rect
    dst: Rect
    strip_column: int  # column when it lands as a strip, -1 when it lands as a card
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


class NidavellirBase(Presenter):
    """Declarations only: no value is set here."""

    rules: Rules
    artist: TableArtist
    writer: LogWriter
    lay: L.Layout | None
    flights: list[Flight]
    flip_ms: dict[tuple[int, int], float]
    score_pad: Rect | None
    evaluation: list[tuple[int, int | None]]
    evaluation_clock: float | None
    pad: BidPad
    trade_pick: list[int]
    freya_first: str | None
    frigg_mode: bool
    choices: list[tuple[Rect, str, Target]]
    _hover_items: list[Item]
    _hover_for: tuple[Any, ...] | None
    _hover_lay: L.Layout | None
    backdrop_surface: pygame.Surface | None
    _backdrop_for: int

    if TYPE_CHECKING:  # defined by the presenter and its parts

        def _owes_bid(self) -> bool: ...
        def _shown_seat(self, seat: int) -> tuple[dict[str, Any], set[int]]: ...
        def _choices_area(self) -> Rect | None: ...
        def _evaluation_box(self) -> Rect | None: ...
        def _hall_open(self) -> bool: ...
        def _draw_hall(self, surface: pygame.Surface) -> None: ...

    def bidding(self) -> bool:
        """Sealed bids are being placed (Idavoll's Loki and Freya act in the bid phase, before)."""
        return bool(self.session.sealed())

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
