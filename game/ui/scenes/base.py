"""The scene protocol: the top scene gets events first; overlays let the scene below show."""

from __future__ import annotations

from typing import TYPE_CHECKING

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

    def on_settings(self) -> None:
        """The settings changed (language, contrast …): drop what was drawn with the old ones."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene (scenes redraw fully every frame)."""
