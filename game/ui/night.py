"""The window's side of a game night: the host on a thread of its own (`HostThread`), and what
the window's thread may read of it.

The host's session belongs to the host's loop: the window never reads it while the loop may
change it. After every change the host's `on_change` only raises a flag; the window's next frame
asks the loop for a `Snapshot` (a copy of the session and of who has joined) and goes on
drawing; a later frame picks it up once made. So no frame ever waits on the network or on a lock
the host holds. The tables read a `Mirror`: a copy of the session whose `submit` sends a chair's
decision to the host instead of applying it.
"""

from __future__ import annotations

import concurrent.futures
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.errors import IllegalAction
from game.core.session import Seat, Session
from game.net.host import Host
from game.net.hostthread import HostThread
from game.net.record import HostRecord

log = logging.getLogger(__name__)
LOOPBACK = "127.0.0.1"


class Mirror(Session):
    """A copy of the host's session for the window to draw; decisions go to the host."""

    send: Callable[[int, str], None]
    local: frozenset[int]  # the chairs played on this laptop: the only ones it decides for

    def waiting_humans(self) -> list[int]:
        """The chairs this laptop owes a decision for: a device decides on its own screen."""
        return [s for s in super().waiting_humans() if s in self.local]

    def submit(self, action: Any) -> None:
        """A chair played on this laptop decides: checked against the copy, sent to the host,
        which answers with a new snapshot (or refuses it, if the game moved on meanwhile)."""
        seat = getattr(action, "seat", None)
        if type(seat) is not int or action not in self.state.legal_actions(seat):
            raise IllegalAction(f"{action} is not legal now")
        if self.sealed():
            self.held[seat] = action
            self.version += 1
        self.send(seat, str(action))

    def retract_bid(self, seat: int) -> None:
        """Only the copy forgets it: sending another bid replaces the held one at the host."""
        if self.held.pop(seat, None) is not None:
            self.version += 1


def mirror_of(
    session: Session, since: int, send: Callable[[int, str], None], local: frozenset[int]
) -> Mirror:
    """A copy of `session` (on the host's loop), its events those of the actions after the
    first `since`: the table animates what happened since its last copy."""
    copy = Mirror.__new__(Mirror)
    copy.__dict__.update(session.__dict__)
    copy.state = session.state.clone()
    copy.seats = [Seat(s.name, s.kind, s.level) for s in session.seats]
    copy.history, copy.actors = list(session.history), list(session.actors)
    copy.log, copy.undoable = list(session.log), list(session.undoable)
    copy.rounds = list(session.rounds)
    copy.held = {s: a for s, a in session.held.items() if s in local}  # a device's is its own
    copy.feed = [event for step in session.log[since:] for event in step]
    copy.send, copy.local = send, local
    return copy


@dataclass(frozen=True)
class Snapshot:
    """The host as one frame may show it."""

    session: Mirror
    addresses: dict[int, str]
    joined: frozenset[int]  # chairs a device has taken at least once
    present: frozenset[int]  # chairs whose device is connected now
    asking: frozenset[int]  # chairs whose new device waits for the host player's accept
    away: tuple[int, ...]
    policies: dict[int, str]
    pin: str | None
    deciding: tuple[int, ...]
    watch: str = ""  # the spectators' address
    spectators: int = 0


class NightLink:
    """The running host and the latest snapshot of it, for the lobby and the table."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.thread = HostThread(host)
        self.dirty = threading.Event()
        self.pending: concurrent.futures.Future[Snapshot] | None = None
        self.since = 0
        self.snapshot: Snapshot | None = None
        self.failures: list[BaseException] = []  # decisions the host refused, for the table
        host.on_change = self.dirty.set
        host.on_request = lambda seat: self.dirty.set()

    @property
    def fallback(self) -> bool:
        """No local network was found: only this computer can open the addresses."""
        return self.host.bind == LOOPBACK

    def start(self) -> None:
        self.thread.start()
        self.snapshot = self.thread.call(self._take)

    def stop(self) -> None:
        """Tells every device the game has ended and stops serving."""
        self.thread.stop()

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run a host method on its loop without waiting for it (a button's effect); the next
        snapshot shows what it did."""
        self.host.threadsafe(fn, *args)
        self.dirty.set()

    def poll(self) -> bool:
        """Once a frame: ask for a snapshot when the host changed, take it when ready. True when
        a new one was taken."""
        if self.pending is None and self.dirty.is_set():
            self.dirty.clear()
            try:
                self.pending = self.host.threadsafe(self._take)
            except RuntimeError:  # the host has stopped
                return False
        if self.pending is None or not self.pending.done():
            return False
        future, self.pending = self.pending, None
        try:
            self.snapshot = future.result()
        except Exception:  # a copy that failed is made again at the next change
            log.exception("copying the hosted game failed")
            return False
        return True

    def _send(self, seat: int, text: str) -> None:
        future = self.host.threadsafe(self.host.submit_local, seat, text)
        future.add_done_callback(self._sent)

    def _sent(self, future: concurrent.futures.Future[None]) -> None:
        error = future.exception()
        if error is not None:
            self.failures.append(error)
        self.dirty.set()

    def _take(self) -> Snapshot:
        """On the host's loop."""
        host, session = self.host, self.host.session
        local = frozenset(s for s, how in host.away.items() if how == "local")
        copy = mirror_of(session, self.since, self._send, local - set(host.devices))
        self.since = len(session.history)
        state = session.state
        return Snapshot(
            session=copy,
            addresses=host.addresses(),
            joined=frozenset(host.joined),
            present=frozenset(host.devices),
            asking=frozenset(host.waiting),
            away=tuple(host.away_seats()),
            policies=dict(host.away),
            pin=host.pin,
            deciding=tuple(s for s in state.to_move() if s not in session.held),
            watch=host.watch_address(),
            spectators=len(host.spectators),
        )


def open_night(app: Any, session: Session, record: HostRecord | None = None) -> NightLink:
    """Host `session` on this laptop's network address (the loopback when there is none),
    autosaved like a game on one screen, the AI chairs waiting until the lobby starts it; a
    resumed game's `record` keeps its addresses."""

    def autosave(hosted: Session, extra: dict[str, Any]) -> None:
        app.autosaver.save(hosted, extra)

    host = Host(session, record=record, autosave=autosave, ai_seed=session.seed, advertise=True)
    host.lobby = True
    link = NightLink(host)
    link.start()
    return link
