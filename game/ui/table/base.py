"""The state the parts of the table scene share, declared once: TableScene sets it (its
__init__), and its parts (drawing, overlays, AI chairs) read and change it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.ai.process import ProcessThinker
from game.ai.worker import ThinkingAgent
from game.core.session import Session
from game.ui.games.nidavellir import layout as L
from game.ui.baselayer import BaseLayer
from game.ui.games.nidavellir.bidpad import BidPad
from game.ui.games.nidavellir.boards import TableArtist
from game.ui.games.nidavellir.help import Item
from game.ui.scenes.base import Scene


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


class TableBase(Scene):
    """Declarations only: no value is set here."""

    session: Session
    demo: bool
    rules: Any
    artist: TableArtist
    viewer: int
    view: dict[str, Any]
    version: int
    lay: L.Layout | None
    flights: list[Flight]
    flip_ms: dict[tuple[int, int], float]
    banners: list[list[Any]]
    recent: list[str]
    log_open: bool
    mouse: tuple[int, int]
    hover_ms: float
    zoom: str | None
    show_scores: bool
    score_pad: Rect | None
    autopick_ms: float
    curtain_for: int | None
    passed_to: int | None
    log_scroll: int
    evaluation: list[tuple[int, int | None]]
    evaluation_clock: float | None
    pad: BidPad
    trade_pick: list[int]
    freya_first: str | None
    frigg_mode: bool
    choices: list[tuple[Rect, str, tuple[Any, ...]]]
    _hover_items: list[Item]
    _hover_for: tuple[Any, ...] | None
    _hover_lay: L.Layout | None
    _banner_for: tuple[Any, Rect | None]
    hit_map: list[tuple[Rect, tuple[Any, ...]]]
    thinkers: dict[int, ThinkingAgent]
    ai_seat: int
    ai_position: int
    current: ThinkingAgent | ProcessThinker | None
    process: ProcessThinker | None
    ai_wait: float
    end_wait: float | None
    static: pygame.Surface | None
    overlaid: pygame.Surface | None
    base: BaseLayer
    backdrop_surface: pygame.Surface | None
    _backdrop_for: int
    _static_for: tuple[Any, ...] | None

    if TYPE_CHECKING:  # defined by TableScene and its parts

        def _view_seat(self) -> int | None: ...
        def _refresh(self) -> None: ...
        def seat_name(self, seat: int) -> str: ...
        def _build_targets(self) -> None: ...
        def _pause(self) -> None: ...
        def _owes_bid(self) -> bool: ...
        def _shown_seat(self, seat: int) -> tuple[dict[str, Any], set[int]]: ...
        def _choices_area(self) -> Rect | None: ...
        def _hall_open(self) -> bool: ...
        def _draw_banner(self, surface: pygame.Surface) -> None: ...
        def _draw_evaluation(self, surface: pygame.Surface) -> None: ...
        def _draw_hall(self, surface: pygame.Surface) -> None: ...
        def _draw_log(self, surface: pygame.Surface) -> None: ...
        def _draw_scores(self, surface: pygame.Surface) -> None: ...
        def _draw_speaker(self, surface: pygame.Surface, rect: Rect) -> None: ...
        def _draw_tooltip(self, surface: pygame.Surface) -> None: ...
        def _draw_zoom(self, surface: pygame.Surface) -> None: ...
