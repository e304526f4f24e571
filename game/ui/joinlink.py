"""The window of a laptop joining a game night as a seat: the protocol client on a thread of its
own, and the game it draws rebuilt from the last state the host sent.

Why a thread: the window's frames never wait on the network. The client's loop hands each
message to the window's thread through a queue; once a frame the window takes them (`poll`)
and, for a new state, rebuilds a `Remote` session from the seat's view (`GameInfo.from_view`,
the hidden parts drawn at random). The window never applies a rule: a decision is sent as the
action's text and the table redraws from the host's next state. A dropped connection is tried
again, with the seat's token, until the host ends the game or refuses this device.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import queue
import random
import threading
import urllib.parse
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import aiohttp

from game.core import registry
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.session import Seat, Session
from game.net import protocol as p
from game.net.client import Client, ClientClosed, chairs

log = logging.getLogger(__name__)
T = TypeVar("T")

# Error codes after which this device stops trying: the host will not seat it.
FINAL = frozenset(
    {
        "bad_token",
        "refused",
        "replaced",
        "too_many_attempts",
        "chair_taken",
        "claims_closed",
        "claim_expired",
    }
)
RETRY_SECONDS = (0.5, 1.0, 2.0, 4.0)  # between tries to reconnect, the last one repeated
# The link's own news, put in the queue beside the host's messages.
DROPPED, JOINED, GONE = "dropped", "joined", "gone"


def parse_address(text: str) -> tuple[str, str | None]:
    """`host:port`, `http://host:port` or a seat's address `http://host:port/s/<token>` as
    (`http://host:port`, the token or None); `ValueError` for anything else."""
    text = text.strip()
    if "://" not in text:
        text = "http://" + text
    parts = urllib.parse.urlsplit(text)
    host, port = parts.hostname, parts.port  # a port out of range raises ValueError
    if parts.scheme != "http" or not host or port is None or parts.query or parts.fragment:
        raise ValueError(f"not a game night's address: {text[:60]}")
    shown = f"[{host}]" if ":" in host else host
    path = parts.path.rstrip("/")
    token = None
    if path:
        head, _, token = path.rpartition("/")
        if head != "/s" or not token:
            raise ValueError(f"not a game night's address: {text[:60]}")
    return f"http://{shown}:{port}", token


def _tupled(value: Any) -> Any:
    """JSON's lists back to the tuples the rules' events carry."""
    return tuple(_tupled(v) for v in value) if isinstance(value, list) else value


class Remote(Session):
    """The game as this seat's window draws it: rebuilt from the host's last state. Its own
    seat is its only decision; `submit` sends the action's text instead of applying it."""

    seat: int
    legal: tuple[str, ...]
    seq: int
    sent: bool  # a decision has left and its answer has not come yet
    send: Callable[[str, int], None]

    def waiting_humans(self) -> list[int]:
        if self.sent:
            return []
        return [s for s in super().waiting_humans() if s == self.seat]

    def submit(self, action: Any) -> None:
        """Checked against the legal texts the host sent, then sent with the state number it
        was chosen on; a sealed decision is held here too, until the host's answer."""
        text = str(action)
        if getattr(action, "seat", None) != self.seat or text not in self.legal:
            raise IllegalAction(f"{text} is not legal now")
        if self.sealed():
            self.held[self.seat] = action
        else:
            self.sent = True
        self.version += 1
        self.send(text, self.seq)

    def retract_bid(self, seat: int) -> None:
        """Only the copy forgets it: sending another bid replaces the held one at the host."""
        if self.held.pop(seat, None) is not None:
            self.version += 1


def events_of(message: dict[str, Any]) -> list[Event]:
    return [Event(e["kind"], e["seat"], _tupled(e["data"])) for e in message["events"]]


def remote_session(
    welcome: dict[str, Any],
    state: dict[str, Any],
    feed: list[Event],
    log_so_far: list[list[Event]],
    send: Callable[[str, int], None],
) -> Remote:
    """The `Remote` of `state` (a `state` message) for the seat `welcome` greeted, `feed` the
    events since the last one drawn; `ValueError` when this window cannot rebuild that game."""
    info = registry.get(welcome["game"])
    if info.from_view is None:
        raise ValueError(f"{info.title} cannot be played from another window")
    options = info.options_from(welcome["options"])
    seats = [Seat(n, k) for n, k in zip(welcome["names"], welcome["kinds"], strict=True)]
    seat, seq = int(welcome["seat"]), int(state["seq"])
    rebuilt = info.from_view(len(seats), options, state["view"], seat, random.Random(seq))
    session = Remote.__new__(Remote)
    session.info, session.options, session.seats, session.seed = info, options, seats, 0
    session.state = rebuilt
    session.history, session.actors, session.undoable, session.rounds = [], [], [], []
    session.hints = {}  # the coach's hints asked at this laptop
    session.log = log_so_far
    session.feed = feed
    held = state["held"]
    session.held = {} if held is None else {seat: info.parse_action(rebuilt, held)}
    session.version = session.position = 2 * seq
    session.seat, session.seq, session.sent = seat, seq, False
    session.legal = tuple(state["legal"])
    session.send = send
    return session


class JoinLink:
    """One device's connection to a host (`base`: `http://host:port`), for the window.

    `status` is what the Join scene and the table tell: "idle", "connecting", "pin" (the host
    asks for its PIN), "asking" (the host player has to accept), "playing", "dropped" (trying
    again), "refused" (a final error: `error` says which) or "ended"."""

    def __init__(self, base: str, lang: str = "en") -> None:
        self.base, self.lang = base, lang
        self.ws_url = "ws" + base[len("http") :] + "/ws"
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="join", daemon=True)
        self.thread.start()
        self.inbox: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self.client: Client | None = None
        self.task: concurrent.futures.Future[None] | None = None
        self.status = "idle"
        self.error: str | None = None  # the last error code the host sent
        self.welcome: dict[str, Any] | None = None
        self.state: dict[str, Any] | None = None
        self.ended: dict[str, Any] | None = None
        self.session: Remote | None = None
        self.log: list[list[Event]] = []
        self.feed: list[Event] = []  # the events of the states not drawn yet
        # (changes so far, totals) after each round, for the score sheet's chart
        self.rounds: list[tuple[int, list[int]]] = []
        self.refusals: list[str] = []  # decisions the host refused, for the table to say
        self.fresh = False  # a state came that the session does not show yet

    @property
    def seat(self) -> int:
        assert self.welcome is not None
        return int(self.welcome["seat"])

    def run(self, work: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """`work` on the link's loop; its future holds the result."""
        return asyncio.run_coroutine_threadsafe(work, self.loop)

    def chairs(self) -> concurrent.futures.Future[dict[str, Any]]:
        """The host's game and chairs (`GET /chairs`)."""
        return self.run(chairs(self.base))

    def join(self, token: str | None = None, claim: int | None = None) -> None:
        """Take the seat of `token`, or claim the free chair `claim`; then keep the seat. A
        previous attempt (a claim refused) is closed first."""
        self._let_go()
        client = Client(self.ws_url, token, None, self.lang, claim)
        client.on_message = self.inbox.put
        self.client, self.status, self.error = client, "connecting", None
        self.task = self.run(self._keep(client))

    def give_pin(self, pin: str) -> None:
        client = self.client
        if client is not None:
            self.status = "connecting"
            self.run(client.hello_again(pin))

    def send(self, text: str, seq: int) -> None:
        client = self.client
        if client is not None:
            self.run(self._act(client, text, seq))

    async def _act(self, client: Client, text: str, seq: int) -> None:
        try:
            await client.send(p.act(text, seq))
        except (ClientClosed, ConnectionError, RuntimeError):  # the next state tells it all
            self.inbox.put({"type": DROPPED})

    async def _keep(self, client: Client) -> None:
        """Connect, and connect again after every drop, until the game ends for this device."""
        tries = 0
        while True:
            try:
                await client.connect()
                await client.wait_for(self._done, timeout=None)
                return
            except (ClientClosed, OSError, aiohttp.ClientError, TimeoutError):
                pass
            if self._done(client):
                return
            self.inbox.put({"type": DROPPED})
            await asyncio.sleep(RETRY_SECONDS[min(tries, len(RETRY_SECONDS) - 1)])
            tries += 1

    @staticmethod
    def _done(client: Client) -> bool:
        """The host ended the game, gave the seat to another device or will not seat this one."""
        last = client.errors[-1]["code"] if client.errors else None
        seated_elsewhere = last == "replaced"
        return (
            client.ended is not None
            or seated_elsewhere
            or (client.welcome is None and last in FINAL)
        )

    def poll(self) -> bool:
        """Once a frame: take the messages that came. True when the game to draw changed.
        Raises why the first state cannot be drawn (a game this window cannot rebuild)."""
        changed = False
        while True:
            try:
                message = self.inbox.get_nowait()
            except queue.Empty:
                break
            changed |= self._take(message)
        if self.fresh and self.welcome is not None and self.state is not None:
            self.fresh = False
            feed, self.feed = self.feed, []
            try:
                session = remote_session(self.welcome, self.state, feed, self.log, self.send)
            except Exception:  # a view this window cannot rebuild: its next state may be fine
                if self.session is None:
                    raise
                log.exception("a state of the host could not be drawn; the table keeps the last")
                return changed
            round_event = session.info.round_event
            if round_event and any(e.kind == round_event for e in feed):
                outcome = session.state.outcome()
                totals = outcome.totals + [sheet["total"] for sheet in outcome.others]
                self.rounds.append((len(self.log), totals))
            session.rounds = self.rounds
            self.session = session
            changed = True
        return changed

    def _take(self, message: dict[str, Any]) -> bool:
        kind = message["type"]
        if kind == "welcome":
            self.welcome, self.status = message, "playing"
        elif kind == "state":
            self.state, self.fresh, self.status = message, True, "playing"
            if message["events"]:
                self.log.append(events_of(message))
                self.feed += self.log[-1]
        elif kind == "ended":
            self.ended, self.status = message, "ended"
            return True
        elif kind == "error":
            return self._refused(message)
        elif kind == DROPPED and self.status not in ("ended", "refused"):
            self.status = DROPPED
            return True
        return False

    def _refused(self, message: dict[str, Any]) -> bool:
        code = self.error = str(message["code"])
        if code in ("pin_required", "bad_pin"):
            self.status = "pin"
        elif code == "awaiting_accept":
            self.status = "asking"
        elif code in FINAL:
            self.status = "refused"
        elif self.welcome is not None and code != "slow_down":
            if code != "stale":  # overtaken by another seat's decision: nothing to tell
                self.refusals.append(str(message["message"]))
            self.fresh = self.state is not None  # the decision sent is undone: decide again
        return True

    def _let_go(self) -> None:
        """Stop trying and close the connection."""
        if self.task is not None:
            self.task.cancel()
        client, self.client = self.client, None
        if client is not None:
            try:
                self.run(client.close()).result(5)
            except Exception:  # a connection that cannot close cleanly is dropped all the same
                log.debug("closing the connection failed", exc_info=True)

    def stop(self) -> None:
        """Close the connection and end the thread (the host keeps the seat for a return)."""
        self._let_go()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        if not self.thread.is_alive():
            self.loop.close()
