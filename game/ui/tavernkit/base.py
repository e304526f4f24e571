"""The state the parts of a taverns-engine presenter share, declared once: the game's presenter
sets it (its __init__), and the parts (drawing, panels, presenter) read and change it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.ui.bidpad import BidPad
from game.ui.games import Item, Presenter, Target
from game.ui.table.flight import CardFlight


@dataclass
class Flight(CardFlight[str]):
    """A card flying to the table; it lands as a strip in the army column `strip_column`, or as
    a card when that is -1."""

    strip_column: int = -1


class TavernsBase(Presenter):
    """Declarations only, and the table's state: no value is set here. The artist, the log
    writer and the layout are each game's own (its base narrows their types)."""

    artist: Any
    writer: Any
    lay: Any
    flights: list[Flight]
    flip_ms: dict[tuple[int, int], float]
    score_pad: Rect | None  # where the live score pad was last drawn
    evaluation: list[tuple[Any, int | None]]  # awards as they were given: (award, seat or None)
    evaluation_clock: float | None  # ms since the evaluation of awards began
    pad: BidPad  # the bid being drafted on the board in front of the screen
    choices: list[tuple[Rect, str, Target]]  # buttons of a decision
    _hover_items: list[Item]  # what the pointer may hover, topmost first
    _hover_rects: list[Rect]  # their rectangles, in the same order
    _hover_for: tuple[Any, ...] | None
    _hover_lay: Any
    backdrop_surface: pygame.Surface | None
    _backdrop_for: tuple[Any, ...]

    if TYPE_CHECKING:  # defined by the presenter's parts

        def _choices_area(self) -> Rect | None: ...
        def _evaluation_box(self) -> Rect | None: ...
        def _hall_open(self) -> bool: ...
        def _draw_hall(self, surface: pygame.Surface) -> None: ...
        def draw_pieces(self, surface: pygame.Surface) -> None: ...

    def bidding(self) -> bool:
        """Sealed bids are being placed: the session says so, as a game's powers may act in the
        bid phase before the bids (Idavoll's Loki and Freya)."""
        return bool(self.session.sealed())

    def pending(self) -> str:
        """The decision the rules wait for, by name."""
        return str(self.session.state.pending())

    def _owes_bid(self) -> bool:
        return self.bidding() and self.viewer in self.session.waiting_humans()

    def _shown_seat(self, seat: int) -> tuple[dict[str, Any], set[int]]:
        """A seat's coins where they are: the rules core sees a human's bid only once every
        chair has bid, so a held bid and the draft are laid on the board here; the set holds the
        hand coins that are not in the hand."""
        if not self.bidding():
            return self.view["seats"][seat], set()
        return self.pad.shown(
            seat,
            self.view["seats"][seat],
            self.session.held.get(seat),
            seat == self.table.view_seat(),
        )

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
