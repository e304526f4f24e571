"""The public table of a game night: the laptop's screen shows the game as every seat may see
it, who is still deciding, and the chairs played here (behind the curtain, as at a table of one
laptop). The host runs the game: the AI chairs think there, the devices' decisions arrive
there, and the table draws the latest copy of it (`game.ui.night`); it never applies an action
itself. A device that left shows a banner asking what its chair does meanwhile."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.net.host import LocalRefusal
from game.ui import theme
from game.ui.night import Mirror, NightLink
from game.ui.table.scene import TableScene
from game.ui.widgets import Button, panel

AWAY_CHOICES = ("wait", "local", "ai")  # the host's away policies, in the banner's order
STRIP = Rect(500, 848, 600, 40)  # who is still deciding
BANNER = Rect(420, 760, 760, 80)


class NightTable(TableScene):
    def __init__(self, app: Any, link: NightLink) -> None:
        self.link = link
        assert link.snapshot is not None
        super().__init__(app, link.snapshot.session)
        if self.process is not None:  # the host's AI thinks for the AI chairs, not the table's
            self.process.close()
            self.process = None
        self.viewer = min(self.local(), default=self.viewer)
        self.waited: set[int] = set()  # away chairs the host player chose to wait for

    @property
    def mirror(self) -> Mirror:
        assert isinstance(self.session, Mirror)
        return self.session

    def local(self) -> frozenset[int]:
        """The chairs played on this laptop now (no device, the host player's choice)."""
        return self.mirror.local

    # ------------------------------------------------------------------ whose view

    def view_seat(self) -> int | None:
        """The public view, but for a chair played here deciding behind the curtain."""
        return self.viewer if self._private_now() else None

    def _needs_curtain(self) -> bool:
        """Everyone sees this screen: a chair played here always decides behind the curtain."""
        return self._private_now() and self.viewer != self.passed_to

    def has_undo(self) -> bool:
        return False

    def _autosave(self) -> None:
        """The host saves the game with its addresses."""

    def _run_ai(self) -> None:
        """The host's AI plays the AI chairs."""

    def _autopick(self, dt_ms: int) -> None:
        """A single choice is still the player's to make at a game night."""

    # ------------------------------------------------------------------ time and input

    def update(self, dt_ms: int) -> None:
        if self.link.poll():
            assert self.link.snapshot is not None
            self.session = self.link.snapshot.session
        while self.link.failures:
            why = self.refusal(self.link.failures.pop(0))
            self.app.notify(self.app.t("night.refused", why=why))
        super().update(dt_ms)

    def refusal(self, error: BaseException) -> str:
        """Why the host refused a decision made here, in this window's language: the sentence
        of the host's code, as a device reads it (any other failure as it was raised)."""
        if isinstance(error, LocalRefusal):
            return str(self.app.t(f"phone.errors.{error.code}"))
        return str(error)

    def away_seat(self) -> int | None:
        """The first chair whose device left and whose chair waits for it."""
        snap = self.link.snapshot
        assert snap is not None
        self.waited &= set(snap.away)  # a chair back, then gone again, asks again
        asking = (s for s in snap.away if snap.policies.get(s) == "wait" and s not in self.waited)
        return next(asking, None)

    def away_rects(self) -> list[Rect]:
        width = (BANNER.w - 40) // len(AWAY_CHOICES)
        return [
            Rect(BANNER.x + 20 + i * width, BANNER.y + 34, width - 10, 40)
            for i in range(len(AWAY_CHOICES))
        ]

    def handle(self, event: pygame.event.Event) -> None:
        seat = self.away_seat()
        if seat is not None and self.curtain_for is None and self._away_click(seat, event):
            return
        super().handle(event)

    def _away_click(self, seat: int, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        for rect, policy in zip(self.away_rects(), AWAY_CHOICES, strict=True):
            if rect.collidepoint(event.pos):
                self.app.play("click")
                if policy == "wait":
                    self.waited.add(seat)
                else:
                    self.link.call(self.link.host.set_away, seat, policy)
                return True
        return False

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        seat = self.away_seat()
        if seat is None:
            return []
        return [
            (r, ("away", seat, p)) for r, p in zip(self.away_rects(), AWAY_CHOICES, strict=True)
        ]

    def close(self) -> None:
        """Leaving the table ends the hosting: every device is told the game has ended."""
        super().close()
        self.link.stop()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.curtain_for is not None:
            return
        self._draw_deciding(surface)
        seat = self.away_seat()
        if seat is not None:
            self._draw_away(surface, seat)

    def _draw_deciding(self, surface: pygame.Surface) -> None:
        snap = self.link.snapshot
        assert snap is not None
        t = self.app.t
        names = ", ".join(self.seat_name(s) for s in snap.deciding)
        text = t("night.deciding", names=names) if names else t("night.nobody")
        panel(surface, STRIP, 200, 10)
        label = self.app.assets.fit(text, "text_bold", 20, theme.GOLD, STRIP.w - 20)
        surface.blit(label, label.get_rect(center=STRIP.center))

    def _draw_away(self, surface: pygame.Surface, seat: int) -> None:
        t, assets = self.app.t, self.app.assets
        panel(surface, BANNER, 230, 12)
        words = assets.fit(
            t("night.away", name=self.seat_name(seat)), "text_bold", 20, theme.TEXT, BANNER.w - 20
        )
        surface.blit(words, words.get_rect(midtop=(BANNER.centerx, BANNER.y + 8)))
        labels = (t("night.wait"), t("night.here"), t("night.ai"))
        for rect, label in zip(self.away_rects(), labels, strict=True):
            Button(rect, label, lambda: None).draw(surface, assets)
