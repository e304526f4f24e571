"""Loading and saving games: the list of saves (autosave first) and the "save as" box.

Both scenes only call `game.ui.saves`; every file rule (atomic writes, bad files set aside) lives
there. A save that fails to load is explained in a message box in the player's language, and the
list is re-read so the set-aside file disappears from it at once. Both work by keyboard (`Focus`):
the arrows and Tab move over the saves and buttons, Enter opens or saves, Page Up and Page Down
turn the pages, Escape goes back.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pygame
from pygame import Rect

from game.core.errors import DataError
from game.core.session import Session
from game.core.storage import Notice
from game.ui import gamekit, saves, theme
from game.ui.focus import ACTIVATE, Focus, ring
from game.ui.saves import SaveError, SaveInfo
from game.ui.scenes.base import Scene
from game.ui.widgets import Button, dialog, dim, glow, panel

WARN = (240, 140, 110)  # damaged files and failures: warm red, with words, never colour alone
ROWS_PER_PAGE = 8
TYPING_ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER)  # Space types a space in a name
Target = tuple[Rect, tuple[Any, ...]]


def title(scene: Scene, surface: pygame.Surface, text: str, y: int, size: int = 40) -> None:
    label = scene.app.assets.text(text, "display_bold", size, theme.GOLD)
    surface.blit(label, label.get_rect(center=(theme.LOGICAL_SIZE[0] // 2, y)))


def default_save_name(t: Any, players: list[str], stamp: str) -> str:
    """The name a save is offered under, whole within NAME_MAX: every player when they fit,
    else the first and how many others, so the date at the end is never cut."""
    others = t.plural("readable.save_others", len(players) - 1).format(first=players[0])
    for who in (", ".join(players), others):
        name = " ".join(t("saves.default_name", players=who, date=stamp).split())
        if len(name) <= saves.NAME_MAX:
            return name
    room = saves.NAME_MAX - len(t("saves.default_name", players="", date=stamp))
    return saves.clean_name(t("saves.default_name", players=players[0][:room], date=stamp))


def when(saved_at: str) -> str:
    """'2025-03-04 21:07' from an ISO time; the raw text if it is not one."""
    try:
        return datetime.fromisoformat(saved_at).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return saved_at


class MessageBox:
    """A modal note with an OK button, drawn over a scene (failures the player must read)."""

    def __init__(self, heading: str, lines: list[str]) -> None:
        self.heading = heading
        self.lines = lines
        w = theme.LOGICAL_SIZE[0]
        self.rect = Rect(w // 2 - 360, 290, 720, 320)
        self.ok_rect = Rect(w // 2 - 90, self.rect.bottom - 74, 180, 52)

    def draw(self, surface: pygame.Surface, app: Any) -> None:
        dim(surface, 160)
        dialog(surface, self.rect, radius=16, edge=WARN)
        head = app.assets.text(self.heading, "display_bold", 30, WARN)
        surface.blit(head, head.get_rect(center=(self.rect.centerx, self.rect.y + 46)))
        y = self.rect.y + 90
        for line in self.lines:
            body = app.assets.wrapped(line, "text", 21, theme.TEXT, self.rect.w - 80)
            surface.blit(body, (self.rect.x + 40, y))
            y += body.get_height() + 12
        Button(self.ok_rect, app.t("saves.ok"), lambda: None, primary=True).draw(
            surface, app.assets
        )


class MessageScene(Scene):
    """A message box as an overlay scene of its own: OK, Enter or Escape closes it."""

    overlay = True

    def __init__(self, app: Any, heading: str, lines: list[str]) -> None:
        super().__init__(app)
        self.box = MessageBox(heading, lines)

    def targets(self) -> list[Target]:
        return [(self.box.ok_rect, ("ok",))]

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.KEYDOWN and event.key in (*ACTIVATE, pygame.K_ESCAPE)) or (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.box.ok_rect.collidepoint(event.pos)
        ):
            self.app.play("click")
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        self.box.draw(surface, self.app)
        ring(surface, self.box.ok_rect)  # Enter closes it


def failure_lines(app: Any, error: SaveError) -> list[str]:
    """What a player reads when a save fails: the reason, then where the file went."""
    lines = [app.t(error.notice.key, **error.notice.params)]
    if error.aside is not None:
        lines.append(app.t("saves.kept_aside", file=error.aside.name))
    return lines


def show_file_problem(app: Any, notice: Notice) -> None:
    """A file set aside at start (the settings): one message box over the first scene."""
    app.push(MessageScene(app, app.t("files.problem_title"), [app.t(notice.key, **notice.params)]))


def continue_last_game(app: Any) -> bool:
    """The menu's "Continue": resume the chosen game's autosave at a new table, or explain in a
    message box (the bad file is then set aside, so the button can be disabled afterwards).
    True if resumed."""
    app.autosaver.flush()
    game = app.game.key
    try:
        session, hosting = saves.load_hosted(game) or (None, None)
    except SaveError as exc:
        app.push(MessageScene(app, app.t("saves.load_failed"), failure_lines(app, exc)))
        return False
    except OSError:
        app.push(
            MessageScene(
                app,
                app.t("saves.load_failed"),
                [app.t("saves.error.unreadable", file=saves.autosave_name(game))],
            )
        )
        return False
    except DataError as exc:  # the game's data files, not the save: it stays for later
        app.push(MessageScene(app, app.t("launcher.unavailable_title"), [str(exc)]))
        return False
    if session is None:
        return False
    if hosting is not None:  # a game night: served again at the same addresses
        from game.ui.scenes.night import resume_night

        if resume_night(app, session, hosting):
            return True
    open_table(app, session)
    return True


def open_table(app: Any, session: Session) -> None:
    """A loaded game at a new table, the window dressed for its game (a game's autosave may
    hold another game's: a file moved by hand)."""
    from game.ui.table.scene import TableScene

    if app.game is not session.info:
        app.choose_game(session.info, remember=True)
    app.replace(TableScene(app, session))


class LoadScene(Scene):
    """The autosave and every named save of the chosen game (and any file that cannot be
    loaded, so its problem can be read); a click loads one into a new table."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.entries: list[SaveInfo] = []
        self.page = 0
        self.hover: int | None = None
        self.message: MessageBox | None = None
        self.focus = Focus(("open", 0))
        self.refresh()

    def refresh(self) -> None:
        """Re-read the folder (after a failed load the bad file has gone aside)."""
        self.app.autosaver.flush()
        game = self.app.game.key
        auto = saves.autosave_info(game)
        self.entries = [
            info
            for info in ([auto] if auto else []) + saves.list_saves()
            if info.problem is not None or info.game in ("", game)
        ]
        self.page = min(self.page, self.pages() - 1)

    def pages(self) -> int:
        return max(1, -(-len(self.entries) // ROWS_PER_PAGE))

    # rectangles, shared by drawing and clicking
    def _panel(self) -> Rect:
        return Rect(260, 70, 1080, 780)

    def _row(self, slot: int) -> Rect:
        return Rect(300, 170 + slot * 70, 1000, 62)

    def _back_rect(self) -> Rect:
        return Rect(300, 762, 200, 52)

    def _page_rects(self) -> tuple[Rect, Rect]:
        return Rect(1040, 762, 120, 52), Rect(1180, 762, 120, 52)

    def visible(self) -> list[tuple[int, SaveInfo]]:
        first = self.page * ROWS_PER_PAGE
        return list(enumerate(self.entries))[first : first + ROWS_PER_PAGE]

    def targets(self) -> list[Target]:
        if self.message is not None:
            return [(self.message.ok_rect, ("ok",))]
        out: list[Target] = [
            (self._row(slot), ("open", index)) for slot, (index, _) in enumerate(self.visible())
        ]
        prev, nxt = self._page_rects()
        if self.page > 0:
            out.append((prev, ("page", -1)))
        if self.page < self.pages() - 1:
            out.append((nxt, ("page", 1)))
        out.append((self._back_rect(), ("back",)))
        return out

    # ------------------------------------------------------------------ actions

    def open(self, index: int) -> None:
        """Load entry `index` into a table, or explain why it cannot be loaded."""
        info = self.entries[index]
        t = self.app.t
        try:
            session = saves.load_path(info.path)
        except SaveError as exc:
            self._fail(failure_lines(self.app, exc))
            return
        except OSError:
            self._fail([t("saves.error.unreadable", file=info.path.name)])
            return
        except DataError as exc:  # the game's data files, not the save: it stays listed
            self._fail([t("launcher.unavailable_title"), str(exc)])
            return
        open_table(self.app, session)

    def _fail(self, lines: list[str]) -> None:
        self.app.play("click")
        self.message = MessageBox(self.app.t("saves.load_failed"), lines)
        self.refresh()

    def _click(self, target: tuple[Any, ...]) -> None:
        kind = target[0]
        self.app.play("click")
        if kind == "ok":
            self.message = None
        elif kind == "open":
            self.open(target[1])
        elif kind == "page":
            self.page = max(0, min(self.pages() - 1, self.page + target[1]))
        elif kind == "back":
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if self.message is not None:
                if event.key in (*ACTIVATE, pygame.K_ESCAPE):
                    self.message = None
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                step = 1 if event.key == pygame.K_PAGEDOWN else -1
                self.page = max(0, min(self.pages() - 1, self.page + step))
            elif Focus.owns(event):
                target = self.focus.handle(event, self.targets())
                if target is not None:
                    self._click(target)
            return
        if event.type == pygame.MOUSEWHEEL and self.message is None:
            self.page = max(0, min(self.pages() - 1, self.page - event.y))
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = next(
                (t[1] for r, t in self.targets() if t[0] == "open" and r.collidepoint(event.pos)),
                None,
            )
            if self.message is None:
                self.focus.follow(event.pos, self.targets())
            return
        target = self.clicked(event)
        if target is not None:
            self._click(target)

    # ------------------------------------------------------------------ drawing

    def _draw_row(self, surface: pygame.Surface, rect: Rect, index: int, info: SaveInfo) -> None:
        app, t = self.app, self.app.t
        pygame.draw.rect(
            surface, (70, 52, 36) if self.hover == index else (48, 36, 26), rect, border_radius=8
        )
        pygame.draw.rect(
            surface, WARN if info.problem else theme.PANEL_EDGE, rect, 2, border_radius=8
        )
        if self.hover == index:
            glow(surface, rect)
        name = t("saves.autosave") if info.autosave else info.name
        head = app.assets.fit(
            name, "display_bold", 24, theme.GOLD if info.autosave else theme.TEXT, 560
        )
        surface.blit(head, (rect.x + 16, rect.y + 4))
        who = ", ".join(info.players)
        sub = app.assets.fit(who, "text", 18, theme.TEXT_SOFT, 560)
        surface.blit(sub, (rect.x + 16, rect.y + 36))
        if info.problem:
            right = [(t("saves.damaged"), WARN)]
        else:
            if info.over:
                progress = t("saves.finished")
            else:
                progress = gamekit.progress_text(t, info.game, info.progress)
            right = [(progress, theme.TEXT), (when(info.saved_at), theme.TEXT_SOFT)]
        for i, (text, colour) in enumerate(right):
            if text:
                label = app.assets.text(text, "text", 19, colour)
                surface.blit(label, label.get_rect(topright=(rect.right - 16, rect.y + 6 + 26 * i)))

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        panel(surface, self._panel(), 200, radius=18)
        title(self, surface, t("saves.load_title"), 122)
        if not self.entries:
            empty = app.assets.text(t("saves.none"), "italic", 24, theme.TEXT_SOFT)
            surface.blit(empty, empty.get_rect(center=(theme.LOGICAL_SIZE[0] // 2, 420)))
        for slot, (index, info) in enumerate(self.visible()):
            self._draw_row(surface, self._row(slot), index, info)
        Button(self._back_rect(), t("saves.back"), lambda: None).draw(surface, app.assets)
        if self.pages() > 1:
            prev, nxt = self._page_rects()
            Button(prev, "‹", lambda: None, enabled=self.page > 0).draw(surface, app.assets)
            Button(nxt, "›", lambda: None, enabled=self.page < self.pages() - 1).draw(
                surface, app.assets
            )
            label = app.assets.text(
                t("saves.page", page=self.page + 1, pages=self.pages()), "text", 19, theme.TEXT_SOFT
            )
            surface.blit(label, label.get_rect(midright=(prev.x - 16, prev.centery)))
        if self.message is not None:
            self.message.draw(surface, app)
            ring(surface, self.message.ok_rect)
        else:
            self.focus.draw(surface, self.targets())


class SaveScene(Scene):
    """Over the pause menu: type a name, Enter or "Save" writes it, a line confirms it."""

    overlay = True

    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app)
        self.session = session
        stamp = datetime.now().strftime("%Y-%m-%d %H:%M")
        self.name = default_save_name(app.t, [s.name for s in session.seats], stamp)
        self.existing = {info.name for info in saves.list_saves()}
        self.saved_as: str | None = None
        self.error: str | None = None
        self.focus = Focus(("save",))  # over the buttons: the name takes what is typed, Space too
        self.shown = False  # drawn once: text from now on is typed into it
        pygame.key.start_text_input()

    def _box(self) -> Rect:
        w = theme.LOGICAL_SIZE[0]
        return Rect(w // 2 - 360, 250, 720, 380)

    def _field_rect(self) -> Rect:
        box = self._box()
        return Rect(box.x + 40, box.y + 130, box.w - 80, 52)

    def _save_rect(self) -> Rect:
        box = self._box()
        return Rect(box.centerx + 20, box.bottom - 80, 220, 54)

    def _cancel_rect(self) -> Rect:
        box = self._box()
        return Rect(box.centerx - 240, box.bottom - 80, 220, 54)

    def _ok_rect(self) -> Rect:
        box = self._box()
        return Rect(box.centerx - 110, box.bottom - 80, 220, 54)

    def targets(self) -> list[Target]:
        if self.saved_as is not None:
            return [(self._ok_rect(), ("ok",))]
        return [
            (self._field_rect(), ("field",)),
            (self._save_rect(), ("save",)),
            (self._cancel_rect(), ("cancel",)),
        ]

    def buttons(self) -> list[Target]:
        """What the keyboard's focus visits: Save and Cancel, or OK once saved."""
        return [item for item in self.targets() if item[1] != ("field",)]

    def save(self) -> None:
        """Write the named save; a failure to write is shown, the game goes on regardless."""
        name = saves.clean_name(self.name)
        if not name:
            return
        try:
            saves.save_named(self.session, name)
        except OSError as exc:
            self.error = self.app.t("saves.write_failed", error=exc.strerror or str(exc))
            return
        self.app.play("click")
        self.saved_as = name
        self.error = None
        pygame.key.stop_text_input()

    def close(self) -> None:
        """Release the text input (the app calls `close` on scenes it drops)."""
        pygame.key.stop_text_input()

    def leave(self) -> None:
        self.close()
        if self.app.scenes and self.app.scenes[-1] is self:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT:
            if self.shown and self.saved_as is None:  # not the Space that opened the box
                self.name = (self.name + event.text)[: saves.NAME_MAX]
            return
        if event.type == pygame.KEYDOWN:
            if self.saved_as is not None:
                if event.key in (*ACTIVATE, pygame.K_ESCAPE):
                    self.leave()
            elif event.key == pygame.K_BACKSPACE:
                self.name = self.name[:-1]
            elif event.key == pygame.K_ESCAPE:
                self.leave()
            elif Focus.owns(event, TYPING_ACTIVATE):
                target = self.focus.handle(event, self.buttons(), TYPING_ACTIVATE)
                if target == ("save",):
                    self.save()
                elif target is not None:
                    self.leave()
            return
        if event.type == pygame.MOUSEMOTION:
            self.focus.follow(event.pos, self.buttons())
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        for rect, target in self.targets():
            if rect.collidepoint(event.pos):
                if target[0] == "save":
                    self.save()
                elif target[0] in ("cancel", "ok"):
                    self.leave()
                return

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        self.shown = True
        dim(surface)
        box = self._box()
        dialog(surface, box, radius=16)
        title(self, surface, t("saves.save_title"), box.y + 50, 34)
        if self.saved_as is not None:
            done = app.assets.wrapped(
                t("saves.saved", name=self.saved_as), "text_bold", 24, theme.HIGHLIGHT, box.w - 80
            )
            surface.blit(done, done.get_rect(center=(box.centerx, box.y + 170)))
            Button(self._ok_rect(), t("saves.ok"), lambda: None, primary=True).draw(
                surface, app.assets
            )
            ring(surface, self._ok_rect())
            return
        label = app.assets.text(t("saves.name"), "text", 20, theme.TEXT_SOFT)
        surface.blit(label, (box.x + 40, box.y + 98))
        field = self._field_rect()
        pygame.draw.rect(surface, (250, 240, 220), field, border_radius=6)
        pygame.draw.rect(surface, theme.HIGHLIGHT, field, 2, border_radius=6)
        text = app.assets.text(self.name + "|", "text_bold", 22, theme.INK)
        if text.get_width() > field.w - 20:  # keep the end, where the caret is, in view
            area = Rect(text.get_width() - (field.w - 20), 0, field.w - 20, text.get_height())
            surface.blit(text, (field.x + 10, field.y + 12), area)
        else:
            surface.blit(text, (field.x + 10, field.y + 12))
        note, colour = None, theme.TEXT_SOFT
        if self.error:
            note, colour = self.error, WARN
        elif saves.clean_name(self.name) in self.existing:
            note = t("saves.replaces")
        if note:
            line = app.assets.wrapped(note, "text", 19, colour, box.w - 80)
            surface.blit(line, (box.x + 40, field.bottom + 14))
        Button(self._cancel_rect(), t("saves.cancel"), lambda: None).draw(surface, app.assets)
        Button(
            self._save_rect(),
            t("saves.save"),
            lambda: None,
            primary=True,
            enabled=bool(saves.clean_name(self.name)),
        ).draw(surface, app.assets)
        self.focus.draw(surface, self.buttons())
