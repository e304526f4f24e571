"""The scene protocol: the top scene gets events first; overlays let the scene below show."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    overlay = False  # an overlay is drawn over the scene below it

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """React to one pygame event."""

    def update(self, dt_ms: int) -> None:
        """Advance timers and animations."""

    def targets(self) -> list[tuple[pygame.Rect, tuple[Any, ...]]]:
        """What can be clicked, by meaning (scenes that have clickable things list them)."""
        return []

    def clicked(self, event: pygame.event.Event) -> tuple[Any, ...] | None:
        """The target a left click lands on, if the event is one."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return None
        return next(
            (target for rect, target in self.targets() if rect.collidepoint(event.pos)), None
        )

    def on_settings(self) -> None:
        """The settings changed (language, contrast …): drop what was drawn with the old ones."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene (scenes redraw fully every frame)."""
