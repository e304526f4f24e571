"""The state the parts of the table shell share, declared once: TableScene sets it (its
__init__), and its parts (drawing, overlays, AI chairs) read and change it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.ai.process import ProcessThinker
from game.ai.worker import ThinkingAgent
from game.core.session import Session
from game.ui.baselayer import BaseLayer, Part
from game.ui.games import Item, Presenter, Target
from game.ui.scenes.base import Scene
from game.ui.table.moments import Moments


class TableBase(Scene):
    """Declarations only: no value is set here."""

    session: Session
    presenter: Presenter
    demo: bool
    viewer: int
    view: dict[str, Any]
    version: int
    banners: list[list[Any]]
    moments: Moments  # the big news shown on its piece (`table/moments.py`)
    recent: list[str]
    log_open: bool
    mouse: tuple[int, int]
    hover_ms: float
    tip_dropped: bool
    zoom: Any
    show_scores: bool
    autopick_ms: float
    curtain_for: int | None
    passed_to: int | None
    log_scroll: int
    _banner_for: tuple[Any, Rect | None]
    hit_map: list[tuple[Rect, Target]]
    thinkers: dict[int, ThinkingAgent]
    ai_seat: int
    ai_position: int
    ai_answer: Any  # the thinking chair's answer, held until the table is ready for it
    current: ThinkingAgent | ProcessThinker | None
    process: ProcessThinker | None
    coach_process: ProcessThinker | None  # the coach's own worker (`table/coach.py`)
    ai_wait: float
    end_wait: float | None
    static: pygame.Surface | None
    overlaid: pygame.Surface | None
    base: BaseLayer
    _static_for: tuple[Any, ...] | None

    if TYPE_CHECKING:  # defined by TableScene and its parts

        def view_seat(self) -> int | None: ...
        def _refresh(self) -> None: ...
        def seat_name(self, seat: int) -> str: ...
        def banner(self, text: str) -> None: ...
        def settled(self) -> bool: ...
        def _build_targets(self) -> None: ...
        def _pause(self) -> None: ...
        def prompt(self) -> str: ...
        def item_at(self, pos: tuple[int, int]) -> Item | None: ...
        def _parts(self) -> list[Part]: ...
        def _draw_banner(self, surface: pygame.Surface) -> None: ...
        def _draw_log(self, surface: pygame.Surface) -> None: ...
        def _draw_speaker(self, surface: pygame.Surface, rect: Rect, state: str = ...) -> None: ...
        def _draw_tooltip(self, surface: pygame.Surface) -> None: ...
        def click_plan(self, action: Any) -> list[tuple[int, int]]: ...
        def draw_coach(self, surface: pygame.Surface) -> None: ...
        def paced(self) -> bool: ...
