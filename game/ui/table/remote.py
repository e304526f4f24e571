"""The table of a laptop that joined a game night as one seat: this seat's private view, its
decisions only, no curtain (nobody else looks at this screen). The host runs the game: every
decision is sent as an action's text (`game.ui.joinlink`) and the table redraws from the host's
next state; it never applies an action itself. A strip says who is still deciding, or that the
connection was lost while it comes back; the host quitting takes the window back to the menu."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.focus import Focus, Item
from game.ui.joinlink import JoinLink, Remote
from game.ui.scenes.base import Scene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.table.scene import TableScene
from game.ui.widgets import Button, panel

STRIP = Rect(500, 848, 600, 40)  # who is still deciding, or the connection's trouble


class ClientTable(TableScene):
    def __init__(self, app: Any, link: JoinLink) -> None:
        assert link.session is not None
        self.link = link
        super().__init__(app, link.session)
        self.viewer = link.seat

    @property
    def remote(self) -> Remote:
        assert isinstance(self.session, Remote)
        return self.session

    # ------------------------------------------------------------------ whose view

    def _pick_viewer(self) -> int:
        return self.link.seat

    def view_seat(self) -> int | None:
        """This screen is this seat's alone: its secrets always show."""
        return self.link.seat

    def _needs_curtain(self) -> bool:
        return False

    def has_undo(self) -> bool:
        return False

    def paced(self) -> bool:
        """The AI chairs think at the host, at its pace."""
        return False

    def _autosave(self) -> None:
        """The host saves the game."""

    def _run_ai(self) -> None:
        """The host's AI plays the AI chairs."""

    def _autopick(self, dt_ms: int) -> None:
        """A single choice is still the player's to make at a game night."""

    def _pause(self) -> None:
        """The pause menu, without saving: the game is the host's to save."""
        from game.ui.scenes.menus import PauseScene

        self.app.push(PauseScene(self.app, None))

    # ------------------------------------------------------------------ time

    def update(self, dt_ms: int) -> None:
        if self.link.poll() and self.link.session is not None:
            self.session = self.link.session
        while self.link.refusals:
            self.app.notify(self.app.t("night.refused", why=self.link.refusals.pop(0)))
        ended = self.link.ended
        if ended is not None and ended["reason"] != "over":
            self._leave("join.host_quit")
            return
        if self.link.status == "refused":
            self._leave("join.replaced")
            return
        super().update(dt_ms)

    def _score_sheet(self) -> Scene:
        return RemoteSheet(self.app, self.session)

    def _leave(self, words: str) -> None:
        from game.ui.scenes.menus import MenuScene

        self.app.notify(self.app.t(words))
        self.app.replace(MenuScene(self.app))

    def close(self) -> None:
        """Leaving the table closes the connection (the host keeps the chair for a return)."""
        super().close()
        self.link.stop()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        t, link = self.app.t, self.link
        if link.status == "dropped":
            text, ink = t("join.dropped"), theme.TEXT
        else:
            deciding = (link.state or {}).get("deciding", [])
            names = ", ".join(self.seat_name(s) for s in deciding)
            text = t("night.deciding", names=names) if names else t("night.nobody")
            ink = theme.GOLD
        panel(surface, STRIP, 200, 10)
        label = self.app.assets.fit(text, "text_bold", 20, ink, STRIP.w - 20)
        surface.blit(label, label.get_rect(center=STRIP.center))


class RemoteSheet(ScoreSheetScene):
    """The host's game is over: its score sheet, without a rematch (the host starts the next
    game night) and kept out of this laptop's statistics and saves (the game was the host's)."""

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.rematch.enabled = False
        self.focus = Focus(("menu",))

    def _record(self) -> None:
        """Not this laptop's game to count or to clear an autosave for."""

    def _rematch(self) -> None:
        """The host decides whether another game follows."""

    def buttons(self) -> dict[str, Button]:
        """No review: this window never had the host's seed to replay the game from."""
        return {"rematch": self.rematch, "menu": self.menu}

    def targets(self) -> list[Item]:
        return [(self.menu.rect, ("menu",))]
