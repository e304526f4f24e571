"""Joining a game night from this laptop: the games found on the network (live) and a typed
address (`host:port`, or a chair's whole address pasted); a game's chairs, a free one claimed
(the host player accepts it, or this laptop gives the PIN); then this seat's table
(`game.ui.table.remote`). Every control is reachable by keyboard (`Focus`): Tab leaves a field
being typed in for the next control, Enter or Space on a field starts typing in it."""

from __future__ import annotations

import concurrent.futures
from typing import Any

import pygame
from pygame import Rect

from game.core import registry
from game.net.discovery import Browser, Found, browse
from game.ui import gamekit, theme
from game.ui.focus import Focus, Item
from game.ui.joinlink import JoinLink, parse_address
from game.ui.scenes.base import Scene
from game.ui.widgets import Button, panel

W = theme.LOGICAL_SIZE[0]
LEFT, RIGHT = Rect(80, 196, 680, 560), Rect(820, 196, 700, 560)
ROW_H, ROWS = 76, 7
FIELD_MAX = 200  # characters of an address or a PIN
CHAIR_H = 54
CHAIR_TOP = 400
PIN_TOP = 640  # the PIN's field, under the chairs
LEAVE_KEYS = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN)  # keys that leave a field for the next


class JoinScene(Scene):
    """`looker`: what finds games on the network (by default `discovery.browse()`'s; with
    `look=False`, nothing looks)."""

    def __init__(self, app: Any, looker: Browser | None = None, look: bool = True) -> None:
        super().__init__(app)
        self.browser = looker if looker is not None or not look else browse()
        self.address = ""
        self.pin = ""
        self.editing: str | None = "address"
        self.link: JoinLink | None = None
        self.looking: concurrent.futures.Future[dict[str, Any]] | None = None
        self.listed: dict[str, Any] | None = None  # the chosen host's chairs
        self.message: str | None = None  # what went wrong, or what is awaited
        self.claimed: int | None = None  # the chair asked for last
        self.handed_over = False  # the table took the link: leaving keeps it
        self.focus = Focus(("field", "address"))  # where typing starts
        self.opened = False  # a field was just opened: the Space that opened it is no letter

    # ------------------------------------------------------------------ layout

    def found(self) -> list[Found]:
        return self.browser.games()[:ROWS] if self.browser is not None else []

    @staticmethod
    def row_rect(i: int) -> Rect:
        return Rect(LEFT.x, LEFT.y + 44 + i * ROW_H, LEFT.w, ROW_H - 10)

    @staticmethod
    def field_rect(name: str) -> Rect:
        if name == "address":
            return Rect(RIGHT.x, RIGHT.y + 44, RIGHT.w - 200, 52)
        return Rect(RIGHT.x, PIN_TOP, 300, 52)

    @staticmethod
    def look_rect() -> Rect:
        return Rect(RIGHT.right - 180, RIGHT.y + 44, 180, 52)

    @staticmethod
    def pin_rect() -> Rect:
        return Rect(RIGHT.x + 320, PIN_TOP, 200, 52)

    @staticmethod
    def back_rect() -> Rect:
        return Rect(W // 2 - 150, 800, 300, 56)

    def chairs(self) -> list[dict[str, Any]]:
        return list(self.listed["chairs"]) if self.listed is not None else []

    def chair_rect(self, i: int) -> Rect:
        """Five chairs still fit above the PIN's field."""
        step = min(CHAIR_H + 8, (PIN_TOP - 12 - CHAIR_TOP) // max(1, len(self.chairs())))
        return Rect(RIGHT.x, CHAIR_TOP + i * step, RIGHT.w, step - 8)

    def status(self) -> str:
        return self.link.status if self.link is not None else "idle"

    def claiming(self) -> bool:
        return self.status() in ("connecting", "pin", "asking", "playing")

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        found: list[tuple[Rect, tuple[Any, ...]]] = [(self.back_rect(), ("back",))]
        found += [(self.row_rect(i), ("found", i)) for i in range(len(self.found()))]
        found += [(self.field_rect("address"), ("field", "address")), (self.look_rect(), ("look",))]
        if not self.claiming():
            found += [
                (self.chair_rect(i), ("chair", chair["seat"]))
                for i, chair in enumerate(self.chairs())
                if chair["free"]
            ]
        if self.status() == "pin":
            found += [(self.field_rect("pin"), ("field", "pin")), (self.pin_rect(), ("pin",))]
        return found

    def focusables(self) -> list[Item]:
        """What the keyboard visits, in reading order: the found games, the address and Look,
        the free chairs, the PIN, then Back."""
        found = self.targets()
        return [*found[1:], found[0]]

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing is not None and self._typing(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        target = self.focus.route(event, self.focusables(), self.clicked)
        if target is None:
            if event.type == pygame.MOUSEBUTTONUP:
                self.editing = None
            return
        self._do(target, event.type == pygame.KEYDOWN)

    def _do(self, target: tuple[Any, ...], by_key: bool) -> None:
        """What a click on `target` does; a key opening a field swallows the Space it typed."""
        self.app.play("click")
        self.focus.meaning = target
        kind = target[0]
        self.editing = target[1] if kind == "field" else None
        self.opened = kind == "field" and by_key
        if kind == "back":
            self._back()
        elif kind == "found":
            self.address = self.found()[target[1]].base.removeprefix("http://")
            self._look()
        elif kind == "look":
            self._look()
        elif kind == "chair":
            self._claim(target[1])
        elif kind == "pin":
            self._send_pin()

    def _typing(self, event: pygame.event.Event) -> bool:
        """The field being typed in takes the text and its editing keys; Enter does what the
        button beside it does, Escape stops typing, Tab and the up and down arrows stop it and
        move the focus on."""
        name = self.editing
        text = self.address if name == "address" else self.pin
        if event.type == pygame.KEYDOWN and event.key in LEAVE_KEYS:
            self.editing = None
            return False  # and the focus moves on
        if event.type == pygame.TEXTINPUT and self.opened and event.text == " ":
            self.opened = False
            return True
        if event.type == pygame.TEXTINPUT:
            text = (text + event.text)[:FIELD_MAX]
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            text = text[:-1]
        elif (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_v
            and event.mod & pygame.KMOD_CTRL
        ):
            text = (text + _clipboard())[:FIELD_MAX]
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.editing = None
            if name == "address":
                self._look()
            else:
                self._send_pin()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.editing = None
        else:  # Space and the side arrows belong to the text while typing: no focus moves
            return Focus.owns(event)
        if name == "address":
            self.address = text
        else:
            self.pin = text
        return True

    def _look(self) -> None:
        """Ask the typed address for its game and chairs; a chair's own address is joined at
        once."""
        self._drop_link()
        try:
            base, token = parse_address(self.address)
        except ValueError:
            self.message = self.app.t("join.bad_address")
            return
        self.link = JoinLink(base, self.app.t.lang)
        self.message = None
        if token is not None:
            self.link.join(token=token)
        else:
            self.looking = self.link.chairs()

    def _claim(self, seat: int) -> None:
        assert self.link is not None
        self.message = None
        self.pin = ""
        self.claimed = seat
        self.link.join(claim=seat)

    def _send_pin(self) -> None:
        if self.link is not None and self.status() == "pin" and self.pin:
            self.link.give_pin(self.pin.strip())

    def _back(self) -> None:
        from game.ui.scenes.menus import MenuScene

        self.app.replace(MenuScene(self.app))

    def _drop_link(self) -> None:
        if self.link is not None:
            self.link.stop()
        self.link, self.looking, self.listed = None, None, None

    # ------------------------------------------------------------------ time

    def update(self, dt_ms: int) -> None:
        if self.looking is not None and self.looking.done():
            self._listed(self.looking)
        link = self.link
        if link is None:
            return
        was = link.status
        try:
            link.poll()
        except Exception as exc:  # a game this window cannot rebuild from the host's view
            self.message = self.app.t("join.unplayable", why=exc)
            self._drop_link()
            return
        if link.session is not None:
            from game.ui.table.remote import ClientTable

            self.handed_over = True
            self.app.replace(ClientTable(self.app, link))
        elif link.status == "pin" and was != "pin":  # the PIN is typed at once, as an address
            self.focus.meaning = ("field", "pin")
            self.editing = "pin"
        elif link.status == "refused":
            self.message = self.app.t(f"join.error.{link.error}")
            link.status = "idle"
            if link.error in ("bad_token", "too_many_attempts", "claims_closed"):
                self.listed = None

    def _listed(self, future: concurrent.futures.Future[dict[str, Any]]) -> None:
        self.looking = None
        try:
            listed = future.result()
        except Exception:  # unreachable, no game night there, or a garbled answer
            self.message = self.app.t("join.unreachable")
            return
        try:
            registry.get(listed["game"])
        except KeyError:
            self.message = self.app.t("join.unplayable", why=listed["game"])
            return
        self.listed = listed

    def close(self) -> None:
        if self.browser is not None:
            self.browser.close()
        if not self.handed_over:
            self._drop_link()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        panel(surface, Rect(40, 30, W - 80, 850), 170, 18)
        label = app.assets.fit(t("join.title"), "display_bold", 44, theme.GOLD, W - 160)
        surface.blit(label, label.get_rect(center=(W // 2, 80)))
        intro = app.assets.fit(t("join.intro"), "text", 22, theme.TEXT_SOFT, W - 160)
        surface.blit(intro, intro.get_rect(center=(W // 2, 130)))
        self._draw_found(surface)
        self._draw_address(surface)
        self._draw_chairs(surface)
        Button(self.back_rect(), t("night.back"), lambda: None).draw(surface, app.assets)
        self.focus.draw(surface, self.focusables())
        self.opened = False

    def _heading(self, surface: pygame.Surface, text: str, box: Rect) -> None:
        label = self.app.assets.fit(text, "text_bold", 24, theme.GOLD, box.w)
        surface.blit(label, label.get_rect(topleft=box.topleft))

    def _draw_found(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        self._heading(surface, t("join.found"), LEFT)
        games = self.found()
        if not games:
            words = t("join.searching") if self.browser is not None else t("join.no_discovery")
            text = app.assets.wrapped(words, "italic", 20, theme.TEXT_SOFT, LEFT.w)
            surface.blit(text, (LEFT.x, LEFT.y + 50))
        for i, game in enumerate(games):
            row = self.row_rect(i)
            chosen = self.address.strip() == game.base.removeprefix("http://")
            panel(surface, row, 200, 10, theme.HIGHLIGHT if chosen else None)
            head = app.assets.fit(_title(t, game), "text_bold", 22, theme.TEXT, row.w - 24)
            surface.blit(head, (row.x + 12, row.y + 6))
            names = ", ".join(name for _, name in game.free)
            free = t("join.free", names=names) if names else t("join.none_free")
            line = f"{game.address}:{game.port} · {free}"
            sub = app.assets.fit(line, "text", 18, theme.TEXT_SOFT, row.w - 24)
            surface.blit(sub, (row.x + 12, row.y + 36))

    def _field(self, surface: pygame.Surface, name: str, text: str) -> None:
        box = self.field_rect(name)
        editing = self.editing == name
        pygame.draw.rect(
            surface, (250, 240, 220) if editing else (58, 44, 32), box, border_radius=6
        )
        edge = theme.HIGHLIGHT if editing else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, box, 2, border_radius=6)
        ink = theme.INK if editing else theme.TEXT
        font = self.app.assets.font("text_bold", 20)
        shown = text + ("|" if editing else "")
        while len(shown) > 1 and font.size(shown)[0] > box.w - 20:  # the end typed shows
            shown = shown[1:]
        label = self.app.assets.text(shown, "text_bold", 20, ink)
        surface.blit(label, label.get_rect(midleft=(box.x + 10, box.centery)))

    def _draw_address(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        self._heading(surface, t("join.address"), RIGHT)
        self._field(surface, "address", self.address)
        Button(self.look_rect(), t("join.look"), lambda: None, primary=True).draw(
            surface, app.assets
        )
        hint = app.assets.fit(t("join.hint"), "italic", 18, theme.TEXT_SOFT, RIGHT.w)
        surface.blit(hint, (RIGHT.x, RIGHT.y + 106))

    def _draw_chairs(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        listed = self.listed
        if listed is not None:
            info = registry.get(listed["game"])
            box = Rect(RIGHT.x, CHAIR_TOP - 42, RIGHT.w, 30)
            self._heading(surface, t("join.chairs", game=gamekit.title(t, info)), box)
        open_ = not self.claiming()
        for i, chair in enumerate(self.chairs()):
            name = chair["name"]
            if chair["kind"] != "human":
                words = t("join.ai_chair", name=name)
            elif chair["free"]:
                words = t("join.take", name=name)
            else:
                words = t("join.taken", name=name)
            asked = not open_ and chair["seat"] == self.claimed
            enabled = chair["free"] and (open_ or asked)
            Button(self.chair_rect(i), words, lambda: None, enabled, asked).draw(
                surface, app.assets
            )
        if self.status() == "pin":
            self._field(surface, "pin", self.pin)
            Button(self.pin_rect(), t("join.send_pin"), lambda: None, primary=True).draw(
                surface, app.assets
            )
        words = self._news()
        if words:
            text = app.assets.wrapped(words, "text_bold", 20, theme.GOLD, RIGHT.w)
            surface.blit(text, (RIGHT.x, 706))

    def _news(self) -> str:
        """What this scene waits for, or what went wrong."""
        t, status = self.app.t, self.status()
        if self.looking is not None:
            return str(t("join.connecting"))
        if status == "pin":
            return str(
                t("join.bad_pin" if self.link and self.link.error == "bad_pin" else "join.pin")
            )
        if status in ("connecting", "asking", "dropped"):
            return str(t(f"join.{status}"))
        return self.message or ""


def _title(t: Any, game: Found) -> str:
    """A found game's title in this window's language when it knows the game."""
    try:
        return gamekit.title(t, registry.get(game.game))
    except KeyError:
        return game.title


def _clipboard() -> str:
    """The text on the clipboard, one line (empty when there is none or no clipboard)."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError):
        return ""
    return (text or "").splitlines()[0] if text else ""
