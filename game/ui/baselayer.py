"""The still table as a layer of parts redrawn in place: a move changes one board and a tavern,
and redrawing only those keeps the frame a move lands in short.

Each part owns a rectangle of the table and draws only inside it, over the bare backdrop. A part
is redrawn when its key (everything it shows) changes; when the set of rectangles changes (a new
layout), the whole layer starts again from the backdrop. A test compares the layer after many
moves with one drawn from scratch, pixel for pixel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pygame
from pygame import Rect


class Part(NamedTuple):
    name: Any
    key: Any  # everything the part shows: an unchanged key means unchanged pixels
    area: Rect
    draw: Callable[[pygame.Surface], None]


class BaseLayer:
    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.drawn: dict[Any, Any] = {}  # part name -> the key it was last drawn with
        self.areas: list[tuple[Any, tuple[int, ...]]] | None = None
        self.backdrop: pygame.Surface | None = None

    def forget(self) -> None:
        """Start again from the backdrop on the next update (the look of the table changed)."""
        self.areas = None

    def update(self, backdrop: pygame.Surface, parts: list[Part]) -> pygame.Surface:
        areas = [(p.name, tuple(p.area)) for p in parts]
        if self.surface is None:
            self.surface = pygame.Surface(backdrop.get_size()).convert()
        fresh = areas != self.areas or backdrop is not self.backdrop
        if fresh:
            self.surface.blit(backdrop, (0, 0))
            self.drawn.clear()
            self.areas, self.backdrop = areas, backdrop
        for part in parts:
            if self.drawn.get(part.name) != part.key:
                if not fresh:  # a fresh layer is bare backdrop already
                    self.surface.blit(backdrop, part.area, part.area)
                part.draw(self.surface)
                self.drawn[part.name] = part.key
        return self.surface
