"""Opening a new game's table without freezing the window.

A first table costs up to seconds: its AI worker process starts, its card faces and portraits
are drawn and cached by the first frame. That work runs here on a thread (the table is built
and drawn once off screen), while the window goes on drawing the form that says it is
starting; the table then takes the screen with everything cached, so its first frame is quick.
Only surfaces of its own are drawn on the thread, never the screen, and pygame's text calls hold
the interpreter lock, so the two threads never render text at once.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Any

import pygame

from game.core.session import Session
from game.ui import theme

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

log = logging.getLogger(__name__)


class TableStart:
    def __init__(self, app: Any, session: Session) -> None:
        self.app = app
        self.session = session
        self.table: TableScene | None = None
        self.error: BaseException | None = None
        self._cancelled = False
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def begin(self) -> None:
        self._thread = threading.Thread(target=self._build, name="table-start", daemon=True)
        self._thread.start()

    @property
    def begun(self) -> bool:
        return self._thread is not None

    def done(self) -> bool:
        return self._thread is not None and not self._thread.is_alive()

    def _build(self) -> None:
        from game.ui.table.scene import TableScene

        try:
            table = TableScene(self.app, self.session)
        except BaseException as exc:  # handed to the window's thread, which raises or explains it
            self.error = exc
            return
        try:
            table.draw(pygame.Surface(theme.LOGICAL_SIZE))  # every face and layer it needs, cached
        except Exception:  # only a head start: the window's own first frame draws it again
            log.exception("drawing the new table ahead failed")
        with self._lock:
            self.table = table
            if self._cancelled:
                table.close()

    def take(self) -> TableScene:
        """The built table (after `done`), or the error building it raised."""
        if self.error is not None:
            raise self.error
        assert self.table is not None
        return self.table

    def cancel(self) -> None:
        """The form closed before its table took the screen: the table, once built, ends what it
        started (its AI worker)."""
        with self._lock:
            self._cancelled = True
            if self.table is not None:
                self.table.close()
