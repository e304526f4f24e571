"""A game night from this laptop: the new-game form as it is, then the lobby, where each human
chair shows its address as a QR code and in letters, who has joined, and what a chair without
a device does (played on this laptop behind the curtain, or by an AI); Start opens the public
table (`game.ui.table.night`). A small code in the bottom corner, away from the chairs, is the
spectators' address: anyone may watch the public table on their own phone. Every control is
reachable by keyboard (`Focus`), as in the menus."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.core.errors import DataError
from game.core.session import Session
from game.net.record import HostRecord
from game.ui import gamekit, qr, theme
from game.ui.focus import Focus
from game.ui.night import NightLink, Snapshot, open_night
from game.ui.scenes.base import Scene
from game.ui.scenes.newgame import NewGameScene
from game.ui.widgets import Button, panel, segmented

CHOICES = ("device", "here", "ai")  # what a chair without a device does once started
AI_LEVEL = "normal"  # the level of an AI given a chair whose player has no device
TOP, CARD_H, CARD_W, BUTTON_H = 200, 560, 360, 46
QR_SIZE = 250
WATCH_QR = 100  # the spectators' code: small, below the chairs, beside Start


def resume_night(app: Any, session: Session, hosting: Any) -> bool:
    """Continue a game night from its autosave: its lobby again, at the addresses the devices
    know (they reconnect on their own). False when the save's hosting does not fit the game,
    when every chair went to an AI (nobody is left to serve) or when the game cannot be served:
    it is then played on this screen."""
    record = HostRecord.from_data(hosting, session)
    if record is None or not session.humans():
        return False
    try:
        link = open_night(app, session, record)
    except (OSError, TimeoutError) as exc:
        app.notify(app.t("night.cannot_host", why=exc))
        return False
    app.choose_game(session.info)
    app.replace(LobbyScene(app, link))
    return True


class NightSetupScene(NewGameScene):
    """The new-game form; its start button hosts the game and opens the lobby."""

    TITLE = "night.setup_title"

    def _start(self) -> None:
        t = self.app.t
        try:
            session = self.start_session()
        except DataError as exc:
            self.app.unplayable(self.info, exc)
            return
        if not session.humans():
            self.app.notify(t("night.no_human"))
            return
        try:
            link = open_night(self.app, session)
        except (OSError, TimeoutError) as exc:
            self.app.notify(t("night.cannot_host", why=exc))
            return
        self.app.replace(LobbyScene(self.app, link))


class LobbyScene(Scene):
    """Who sits where, before the game starts; the host already serves the addresses."""

    def __init__(self, app: Any, link: NightLink) -> None:
        super().__init__(app)
        self.link = link
        snap = self._snap()
        self.humans = sorted(snap.addresses)
        self.choices = dict.fromkeys(self.humans, "device")
        self.codes = {s: qr.surface(url, QR_SIZE) for s, url in snap.addresses.items()}
        self.watch_code = qr.surface(snap.watch, WATCH_QR)
        self.handed_over = False  # the table took the host: leaving the lobby keeps it
        self.focus = Focus(("start",))  # else the first chair's first choice

    def _snap(self) -> Snapshot:
        assert self.link.snapshot is not None
        return self.link.snapshot

    # ------------------------------------------------------------------ layout

    def cards(self) -> dict[int, Rect]:
        """Each human chair's card, side by side, centred."""
        count = len(self.humans)
        width = min(CARD_W, (theme.LOGICAL_SIZE[0] - 80) // count - 16)
        left = (theme.LOGICAL_SIZE[0] - count * (width + 16) + 16) // 2
        return {
            seat: Rect(left + i * (width + 16), TOP, width, CARD_H)
            for i, seat in enumerate(self.humans)
        }

    @staticmethod
    def code_rect(card: Rect) -> Rect:
        side = min(QR_SIZE, card.w - 40)
        return Rect(card.centerx - side // 2, card.y + 56, side, side)

    @staticmethod
    def choice_rects(card: Rect) -> list[Rect]:
        width = (card.w - 24) // len(CHOICES)
        y = card.bottom - BUTTON_H - 14
        return [Rect(card.x + 12 + i * width, y, width, BUTTON_H) for i in range(len(CHOICES))]

    @staticmethod
    def answer_rects(card: Rect) -> tuple[Rect, Rect]:
        y = card.bottom - 2 * BUTTON_H - 28
        half = (card.w - 36) // 2
        return Rect(card.x + 12, y, half, BUTTON_H), Rect(card.x + 24 + half, y, half, BUTTON_H)

    @staticmethod
    def watch_rect() -> Rect:
        """The spectators' corner: right of Start, under the chairs."""
        return Rect(theme.LOGICAL_SIZE[0] // 2 + 340, 770, 410, WATCH_QR)

    def start_rect(self) -> Rect:
        return Rect(theme.LOGICAL_SIZE[0] // 2 + 20, 800, 300, 56)

    def back_rect(self) -> Rect:
        return Rect(theme.LOGICAL_SIZE[0] // 2 - 320, 800, 300, 56)

    # ------------------------------------------------------------------ state

    def has_device(self, seat: int) -> bool:
        return seat in self._snap().present

    def ready(self) -> bool:
        """Every chair has its device, or is played here or by an AI."""
        return all(self.has_device(s) or self.choices[s] != "device" for s in self.humans)

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        """In reading order, which is also the order Tab visits them: each chair's answers and
        choices, then Back and Start."""
        snap = self._snap()
        found: list[tuple[Rect, tuple[Any, ...]]] = []
        for seat, card in self.cards().items():
            if seat in snap.asking:
                accept, refuse = self.answer_rects(card)
                found += [(accept, ("accept", seat)), (refuse, ("refuse", seat))]
            if not self.has_device(seat):
                rects = self.choice_rects(card)
                found += [(r, ("choose", seat, c)) for r, c in zip(rects, CHOICES, strict=True)]
        found.append((self.back_rect(), ("back",)))
        if self.ready():
            found.append((self.start_rect(), ("start",)))
        return found

    # ------------------------------------------------------------------ input and time

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        target = self.focus.route(event, self.targets(), self.clicked)
        if target is None:
            return
        self.app.play("click")
        self.focus.meaning = target
        kind = target[0]
        if kind == "back":
            self._back()
        elif kind == "start":
            self._begin()
        elif kind == "choose":
            self.choices[target[1]] = target[2]
        elif kind == "accept":
            self.link.call(self.link.host.accept, target[1])
        elif kind == "refuse":
            self.link.call(self.link.host.refuse, target[1])

    def update(self, dt_ms: int) -> None:
        self.link.poll()

    def _back(self) -> None:
        from game.ui.scenes.menus import MenuScene

        self.app.replace(MenuScene(self.app))

    def _begin(self) -> None:
        """Chairs without a device go to this laptop or to an AI, then the game starts."""
        from game.ui.table.night import NightTable

        host = self.link.host
        for seat in self.humans:
            if self.has_device(seat):
                continue
            if self.choices[seat] == "here":
                self.link.call(host.set_away, seat, "local")
            elif self.choices[seat] == "ai":
                self.link.call(host.give_to_ai, seat, AI_LEVEL)
        self.link.call(host.begin)
        self.link.call(setattr, host, "claims", False)  # the table shows no accept prompt
        self.handed_over = True
        self.app.replace(NightTable(self.app, self.link))

    def close(self) -> None:
        """Leaving the lobby but for the table ends the hosting (devices are told)."""
        if not self.handed_over:
            self.link.stop()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        panel(surface, Rect(40, 30, theme.LOGICAL_SIZE[0] - 80, 850), 170, 18)
        w = theme.LOGICAL_SIZE[0]
        title = t("night.title", game=gamekit.title(t, app.game))
        label = app.assets.fit(title, "display_bold", 44, theme.GOLD, w - 160)
        surface.blit(label, label.get_rect(center=(w // 2, 80)))
        snap = self._snap()
        lines = [t("night.intro")]
        if self.link.fallback:
            lines.append(t("night.loopback", address=self.link.host.bind))
        if snap.pin is not None:
            lines.append(t("night.pin", pin=snap.pin))
        for i, line in enumerate(lines):
            text = app.assets.fit(line, "text", 22, theme.TEXT_SOFT, w - 160)
            surface.blit(text, text.get_rect(center=(w // 2, 126 + i * 28)))
        for seat, card in self.cards().items():
            self._card(surface, seat, card, snap)
        self._watch(surface, snap)
        Button(self.back_rect(), t("night.back"), lambda: None).draw(surface, app.assets)
        Button(self.start_rect(), t("night.start"), lambda: None, self.ready(), True).draw(
            surface, app.assets
        )
        if not self.ready():
            why = app.assets.fit(t("night.not_ready"), "italic", 20, theme.TEXT_SOFT, w - 160)
            surface.blit(why, why.get_rect(center=(w // 2, 780)))
        self.focus.draw(surface, self.targets())

    def _watch(self, surface: pygame.Surface, snap: Snapshot) -> None:
        app, t = self.app, self.app.t
        box = self.watch_rect()
        code = self.watch_code
        surface.blit(code, code.get_rect(midleft=(box.x, box.centery)))
        left = box.x + code.get_width() + 12
        width = box.right - left
        title = t("night.watch", count=snap.spectators)
        words = app.assets.fit(title, "text_bold", 18, theme.GOLD, width)
        surface.blit(words, (left, box.y + 4))
        address = app.assets.wrapped(snap.watch, "text", 14, theme.TEXT_SOFT, width)
        surface.blit(address, (left, box.y + 30))

    def _card(self, surface: pygame.Surface, seat: int, card: Rect, snap: Snapshot) -> None:
        app, t = self.app, self.app.t
        panel(surface, card, 200, 12)
        name = app.assets.fit(snap.session.seats[seat].name, "display_bold", 28, theme.GOLD, card.w)
        surface.blit(name, name.get_rect(center=(card.centerx, card.y + 30)))
        box = self.code_rect(card)
        code = self.codes[seat]
        if code.get_width() > box.w:
            code = pygame.transform.scale(code, box.size)
        surface.blit(code, code.get_rect(center=box.center))
        address = app.assets.wrapped(snap.addresses[seat], "text", 16, theme.TEXT, card.w - 24)
        surface.blit(address, address.get_rect(midtop=(card.centerx, box.bottom + 8)))
        if seat in snap.present:
            status, ink = t("night.joined"), theme.GOLD
        elif seat in snap.joined:
            status, ink = t("night.gone"), theme.TEXT_SOFT
        else:
            status, ink = t("night.waiting"), theme.TEXT_SOFT
        words = app.assets.fit(status, "text_bold", 20, ink, card.w - 24)
        surface.blit(words, words.get_rect(center=(card.centerx, box.bottom + 76)))
        if seat in snap.asking:
            accept, refuse = self.answer_rects(card)
            Button(accept, t("night.accept"), lambda: None, primary=True).draw(surface, app.assets)
            Button(refuse, t("night.refuse"), lambda: None).draw(surface, app.assets)
        if not self.has_device(seat):
            labels = [t(f"night.{c}") for c in CHOICES]
            chosen = CHOICES.index(self.choices[seat])
            segmented(surface, app.assets, self.choice_rects(card), labels, chosen)
