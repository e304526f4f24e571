"""Keyboard focus over a scene's controls, so every menu works without a mouse.

One control holds the focus and wears a ring; the arrows move it to the nearest control that
way (a form is a grid of rows, not a list), Tab and Shift+Tab through the controls in order,
Enter or Space activate it, and the pointer moving over a control takes the focus there, so the
ring and the mouse never disagree. The focus is kept by the control's meaning (its target in the
scene's `targets()`), not its place, so it survives a form growing or shrinking; when its control
goes, the nearest one takes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
from pygame import Rect

from game.ui import theme

Meaning = tuple[Any, ...]
Item = tuple[Rect, Meaning]

ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
}
ROW_SLACK = 8  # controls whose centres are this close in y (or x) count as one row (column)


class Focus:
    def __init__(self, first: Meaning | None = None) -> None:
        self.meaning = first
        self._at: Rect | None = None  # where the ring was last drawn or moved to

    @staticmethod
    def owns(event: pygame.event.Event, activate: Sequence[int] = ACTIVATE) -> bool:
        """Whether `event` is a key the focus answers (a scene that types text passes the keys
        it lets activate, without Space)."""
        return event.type == pygame.KEYDOWN and (
            event.key in ARROWS or event.key == pygame.K_TAB or event.key in activate
        )

    def current(self, items: Sequence[Item]) -> Item | None:
        """The focused control; when it has gone, the one nearest where it was (else the
        first)."""
        if not items:
            return None
        for item in items:
            if item[1] == self.meaning:
                return item
        if self._at is None:
            found = items[0]
        else:
            at = self._at.center
            found = min(items, key=lambda i: _distance(i[0].center, at))
        self._set(found)
        return found

    def _set(self, item: Item) -> None:
        self._at, self.meaning = Rect(item[0]), item[1]

    def handle(
        self, event: pygame.event.Event, items: Sequence[Item], activate: Sequence[int] = ACTIVATE
    ) -> Meaning | None:
        """Move the focus for an arrow or Tab; the focused control's meaning for a key of
        `activate` (the caller does what a click on it does), else None."""
        now = self.current(items)
        if now is None or event.type != pygame.KEYDOWN:
            return None
        if event.key in activate:
            return now[1]
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self._set(items[(list(items).index(now) + step) % len(items)])
        elif event.key in ARROWS:
            found = _toward(now[0], ARROWS[event.key], items)
            if found is not None:
                self._set(found)
        return None

    def route(
        self,
        event: pygame.event.Event,
        items: Sequence[Item],
        clicked: Callable[[pygame.event.Event], Meaning | None],
    ) -> Meaning | None:
        """The control a key (through the focus) or a click (`clicked`) chose, if any; the
        pointer's motion moves the focus on its way."""
        if Focus.owns(event):
            return self.handle(event, items)
        if event.type == pygame.MOUSEMOTION:
            self.follow(event.pos, items)
        return clicked(event)

    def follow(self, pos: tuple[int, int], items: Sequence[Item]) -> None:
        """The pointer over a control gives it the focus."""
        for item in items:
            if item[0].collidepoint(pos):
                self._set(item)
                return

    def draw(self, surface: pygame.Surface, items: Sequence[Item]) -> None:
        now = self.current(items)
        if now is not None:
            ring(surface, now[0])


def ring(surface: pygame.Surface, rect: Rect) -> None:
    """The focus ring: a bright line with a dark one inside, so it reads on a gold button as
    on the dark table, and apart from the glow of what can be clicked."""
    pygame.draw.rect(surface, theme.INK, rect.inflate(8, 8), 2, border_radius=10)
    pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(14, 14), 3, border_radius=12)


def _distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _toward(rect: Rect, way: tuple[int, int], items: Sequence[Item]) -> Item | None:
    """The control an arrow leads to from `rect`: along the arrow, the nearest row (or
    column) first, then the control of it closest across; up and down go round from the last
    row to the first. Left and right stay within the row."""
    dx, dy = way
    across = 0 if dy else 1  # the axis the arrow does not move along
    along = 1 - across
    here = rect.center
    ahead = [
        (abs(item[0].center[along] - here[along]), item)
        for item in items
        if (item[0].center[along] - here[along]) * (dx + dy) > ROW_SLACK
    ]
    if dx:  # left and right: the same row only
        ahead = [(gap, item) for gap, item in ahead if _overlap(item[0], rect)]
    if not ahead and dy:  # up from the first row, down from the last: round to the other end
        edge = [i for i in items if abs(i[0].center[along] - here[along]) > ROW_SLACK]
        if not edge:
            return None
        far = max(abs(i[0].center[along] - here[along]) for i in edge)
        ahead = [(0, i) for i in edge if abs(i[0].center[along] - here[along]) >= far - ROW_SLACK]
    if not ahead:
        return None
    nearest = min(gap for gap, _ in ahead)
    row = [item for gap, item in ahead if gap <= nearest + ROW_SLACK]
    return min(row, key=lambda i: abs(i[0].center[across] - here[across]))


def _overlap(a: Rect, b: Rect) -> bool:
    return a.top < b.bottom and b.top < a.bottom
