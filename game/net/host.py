"""The game-night host: one authoritative `Session`, served to each player's device.

Why the host owns everything: a device is a screen and a finger, never a judge. It sends the text
of an action (`str(action)`, read back by the game's `parse_action`) and receives its own seat's
`view(seat)`, its legal actions and the events since its last state; every action goes through
`Session.submit`, so the rules, the sealed bids held until all have bid, and the autosave are the
local game's. Nothing here imports pygame or the window: the window is one more client, runs
the host beside its frames on a thread of its own (`hostthread.HostThread`) and plays the chairs
the laptop keeps through `submit_local`. The saved addresses are `record.py`'s, the throttle
`bucket.py`'s.

Everything runs on one asyncio loop; the AI thinks on a worker thread (`run_in_executor`) on a
copy of the state, so the loop never waits for it, and the hard level's search in a worker
process (`ProcessThinker`, the window's), so it never holds the interpreter lock the loop
needs. Each device has its own outgoing queue, so a slow phone never holds up the others, and
its own token bucket, so a flood is dropped cheaply. Spectators (the game's watch address) are
devices with no seat: they are sent the public view, one text built once per change for all of
them, so twenty of them cost the table one encoding, not twenty.
The messages are `protocol.py`'s; `docs/protocol.md` tells the rules of the conversation.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import hmac
import html
import logging
import random
import secrets
import socket
from collections import deque
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TypeVar

from aiohttp import WSCloseCode, WSMsgType, web

from game.ai.agent import LEVELS, Agent, Budget, make_agent, window_budget
from game.ai.process import ProcessThinker
from game.core.errors import IllegalAction
from game.core.session import AI, Seat, Session
from game.net import page
from game.net import protocol as p
from game.net.art import Art, art_of
from game.net.bucket import BURST, RATE, Bucket
from game.net.discovery import Advertiser
from game.net.record import HostRecord, new_token, seat_tokens

log = logging.getLogger(__name__)
T = TypeVar("T")

AWAY_POLICIES = ("wait", "ai", "local")  # what happens to the chair of a device that left
ADMISSIONS = ("token", "pin", "accept")  # what a new device needs beyond its seat's address
PIN_DIGITS = 6
PIN_TRIES = 3  # wrong PINs on one connection before it is closed
PIN_FAILURES = 10  # wrong PINs and failed claims from one address before it is refused
CLAIM_SECONDS = 120.0  # a claim nobody accepts within this time expires
CLOSE_AFTER = 200  # messages dropped in one flood before the connection is closed
OUTBOX = 256  # messages waiting for a device: more, and it is too slow to follow the game
HELLO_SECONDS = 10.0  # a connection must say hello within this time
MAX_CONNECTIONS = 64
MAX_SPECTATORS = 50  # watchers of one game, within MAX_CONNECTIONS beside the seats' devices
MAX_FRAME = 64 * 1024  # aiohttp closes the connection beyond this; the protocol's cap is lower
JOURNAL = 500  # changes whose events a device coming back may still be sent
PRIVATE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}  # a seat's own pages
# the window's pictures, the same for every seat and every game night: kept by the browser; an
# SVG opened on its own runs nothing
ART_HEADERS = {
    "Cache-Control": "public, max-age=86400",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
}


def lan_address() -> str:
    """The address this machine has on its local network (the one a phone can reach), found by
    asking the system which interface it would route to a documentation address (no packet is
    sent); 127.0.0.1 when there is no network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def new_pin() -> str:
    return f"{secrets.randbelow(10**PIN_DIGITS):0{PIN_DIGITS}d}"


def device_view(state: Any, seat: int | None) -> dict[str, Any]:
    """`state.view(seat)` as a device receives it: without the deal's seed, from which the
    published rules would rebuild every deck in order (on one laptop nobody reads it; on a
    device it is one keystroke away)."""
    view = dict(state.view(seat))
    view.pop("seed", None)
    return view


@dataclass(eq=False)
class Device:
    """One open connection, seated once its hello is accepted."""

    ws: web.WebSocketResponse
    peer: str
    bucket: Bucket
    seat: int | None = None
    sent_seq: int = 0  # the state number whose events it has been sent
    dropped: int = 0
    warned: bool = False
    pin_failures: int = 0
    claim: int | None = None  # the free chair this device asks for (it has no token)
    told_end: bool = False
    closing: bool = False
    lang: str = "en"  # the language of the sentences it is sent, from its hello
    watching: bool = False  # a spectator: the public view, never an action
    outbox: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue(OUTBOX))


class Host:
    """Serves `session` to the devices of its human chairs.

    `admission`: what a device needs besides its seat's address ("token" alone, a "pin" shown
    on the host, or the host player's "accept"); `away`: what a chair whose device left does
    ("wait", an "ai" of `away_level` plays it until the player is back, or the laptop plays it,
    "local"). `autosave(session, extra)` is called after every change, `extra` holding the
    hosting record to keep in the save; `on_change()` after every change the table may show,
    `on_request(seat)` when a device waits to be accepted. All three run on the host's loop.
    `rate`: the messages a second and at once a device may send (robots measuring the host
    send faster than any person); `advertise`: tell the local network about the game.
    """

    def __init__(
        self,
        session: Session,
        *,
        record: HostRecord | None = None,
        bind: str | None = None,
        port: int = 0,
        admission: str = "token",
        away: str = "wait",
        away_level: str = "normal",
        ai_seed: int = 0,
        ai_budget: Budget | int | float | None = None,
        autosave: Callable[[Session, dict[str, Any]], None] | None = None,
        rate: tuple[float, int] = (RATE, BURST),
        advertise: bool = False,
    ) -> None:
        if admission not in ADMISSIONS:
            raise ValueError(f"admission must be one of {', '.join(ADMISSIONS)}")
        if away not in AWAY_POLICIES:
            raise ValueError(f"away must be one of {', '.join(AWAY_POLICIES)}")
        if away_level not in LEVELS:
            raise ValueError(f"away_level must be one of {', '.join(LEVELS)}")
        if not session.humans():
            raise ValueError("a hosted game needs at least one human chair")
        self.session = session
        self.tokens = seat_tokens(session, record)
        self.watch_token = record.watch if record and record.watch else new_token()
        self.bind = bind or lan_address()
        self.port = record.port if record and not port else port
        self.admission = admission
        self.pin = new_pin() if admission == "pin" else None
        self.seq = record.seq + 1 if record else 1
        self.away = {seat: away for seat in session.humans()}
        self.away_level = away_level
        self.ai_seed = ai_seed
        self.ai_budget = ai_budget
        self.autosave = autosave
        self.rate = rate
        self.on_change: Callable[[], None] | None = None
        self.on_request: Callable[[int], None] | None = None
        # Called with (seat, message) for every message sent, before it leaves: tests check
        # that no message holds more than its seat may see.
        self.on_send: Callable[[int | None, dict[str, Any]], None] | None = None
        self.devices: dict[int, Device] = {}
        self.connections: set[Device] = set()
        self.spectators: set[Device] = set()
        # the public state of the last change, for the spectators: ((since, seq), message, text)
        self._public: tuple[tuple[int, int], dict[str, Any], str] | None = None
        self.admitted: set[int] = set()
        self.waiting: dict[int, Device] = {}  # devices waiting for the host player's accept
        self.failures: dict[str, int] = {}  # wrong PINs by remote address
        self.joined: set[int] = set()  # seats a device has taken at least once
        self.offers: dict[int, tuple[str, ...]] = {}
        self.offer_seq: dict[int, int] = {}
        self.journal: deque[tuple[int, list[dict[str, Any]]]] = deque(maxlen=JOURNAL)
        self.thinking: dict[int, asyncio.Future[Any]] = {}
        self.agents: dict[int, Agent] = {}
        self.executor = ThreadPoolExecutor(1, thread_name_prefix="host-ai")
        self.thinker: ProcessThinker | None = None  # the hard level's worker process
        self.loop: asyncio.AbstractEventLoop | None = None
        self.runner: web.AppRunner | None = None
        self.over = asyncio.Event()
        self.last_actor: int | None = None  # whose decision made the current state
        self.sealed: set[int] = set()  # seats whose sealed answer is held, as of the last change
        self.revealed_at: dict[int, int] = {}  # the state where each seat's answer was revealed
        self.closed = False
        self.lobby = False  # while True, AI chairs wait: the window's lobby has not started
        self._art: Art | None = None  # the page's pictures, worked out at the first page
        self.advertise = advertise  # tell the local network about the game (mDNS/DNS-SD)
        self.claims = True  # False: a free chair is no longer given to a device that asks
        self.advertiser: Advertiser | None = None
        session.take_events()  # a resumed game's replay is no news
        self._refresh_offers()

    # ------------------------------------------------------------------ serving

    async def start(self) -> None:
        """Listen on the bind address; a saved port taken meanwhile gives way to a free one."""
        self.loop = asyncio.get_running_loop()
        app = web.Application(client_max_size=MAX_FRAME)
        app.router.add_get("/ws", self._serve_ws)
        app.router.add_get("/s/{token}", self._seat_page)
        app.router.add_get("/s/{token}/strings.json", self._seat_strings)
        app.router.add_get("/w/{token}", self._seat_page)
        app.router.add_get("/w/{token}/strings.json", self._seat_strings)
        app.router.add_get("/page/{name}", self._page_file)
        app.router.add_get("/art/{name}", self._art_file)
        app.router.add_get("/chairs", self._chairs)
        self.runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self.runner.setup()
        try:
            await web.TCPSite(self.runner, self.bind, self.port).start()
        except OSError:
            if not self.port:
                raise
            await web.TCPSite(self.runner, self.bind, 0).start()
        self.port = int(self.runner.addresses[0][1])
        if self.advertise:
            self.advertiser = Advertiser(self)
            self.advertiser.start()
        self._save()
        self._schedule_ai()

    def addresses(self) -> dict[int, str]:
        """Each human chair's address, to show on the host's screen."""
        shown = f"[{self.bind}]" if ":" in self.bind else self.bind
        return {s: f"http://{shown}:{self.port}/s/{t}" for s, t in sorted(self.tokens.items())}

    def watch_address(self) -> str:
        """The spectators' address: the public table on any device, no decision."""
        shown = f"[{self.bind}]" if ":" in self.bind else self.bind
        return f"http://{shown}:{self.port}/w/{self.watch_token}"

    def ws_url(self) -> str:
        shown = f"[{self.bind}]" if ":" in self.bind else self.bind
        return f"ws://{shown}:{self.port}/ws"

    def record(self) -> HostRecord:
        tokens = tuple(self.tokens.get(s) for s in range(len(self.session.seats)))
        return HostRecord(tokens, self.port, self.seq, self.watch_token)

    async def wait_over(self) -> None:
        await self.over.wait()

    async def close(self) -> None:
        """Tell every device the game has ended (if it was not told already), then stop."""
        if self.closed:
            return
        self.closed = True
        for device in list(self.connections):
            self._tell_end(device, "host_quit")
            self._close(device)
        for _ in range(50):  # at most a second for the last messages to leave
            if not self.connections:
                break
            await asyncio.sleep(0.02)
        if self.advertiser is not None:
            await self.advertiser.close()
        if self.runner is not None:
            await self.runner.cleanup()
        # the worker thread ends within one wait on the pipe (it sees `closed`) before the
        # worker process it reads from is closed
        await asyncio.to_thread(self.executor.shutdown, True, cancel_futures=True)
        if self.thinker is not None:
            self.thinker.close()

    def threadsafe(self, call: Callable[..., T], *args: Any) -> concurrent.futures.Future[T]:
        """Run `call(*args)` on the host's loop from another thread (the window's: its local
        chairs, away policies, accepts); the future holds its result or its exception."""
        if self.loop is None:
            raise RuntimeError("the host is not started")

        async def on_the_loop() -> T:
            return call(*args)

        return asyncio.run_coroutine_threadsafe(on_the_loop(), self.loop)

    # ------------------------------------------------------------------ the page and socket

    async def _seat_page(self, request: web.Request) -> web.Response:
        """The seat's page: its player's view and decisions (`page/phone.js` speaks the
        protocol with the token it reads from its own address); at `/w/` the spectators'."""
        if not self._page_token(request):
            raise web.HTTPNotFound()
        title = html.escape(self.session.info.title)
        body = (
            "<!doctype html><html lang=en><head><meta charset=utf-8>"
            '<meta name=viewport content="width=device-width, initial-scale=1">'
            f"<title>{title}</title><link rel=icon href=data:,>"
            "<link rel=stylesheet href=/page/phone.css></head>"
            "<body><main id=app></main><script src=/page/phone.js></script></body></html>"
        )
        return web.Response(text=body, content_type="text/html", headers=PRIVATE)

    async def _seat_strings(self, request: web.Request) -> web.Response:
        """The page's words in the language it asks for (`?lang=fr`), from the window's
        strings and the game's card data."""
        if not self._page_token(request):
            raise web.HTTPNotFound()
        session = self.session
        words = page.strings(
            session.info.key, session.info.title, session.state, request.query.get("lang", "")
        )
        words["art"] = self.art().shown
        return web.json_response(words, headers=PRIVATE)

    def art(self) -> Art:
        """The pictures of this game's page (the cards dealt never change which: worked out
        once)."""
        if self._art is None:
            self._art = art_of(self.session.info.key, self.session.state)
        return self._art

    async def _art_file(self, request: web.Request) -> web.FileResponse:
        """One of the window's pictures the page shows; any other name is not found."""
        found = self.art().file(request.match_info["name"])
        if found is None:
            raise web.HTTPNotFound()
        path, content_type = found
        return web.FileResponse(path, headers={"Content-Type": content_type, **ART_HEADERS})

    def _page_token(self, request: web.Request) -> bool:
        """Whether the address names a seat (`/s/`) or this game's watch (`/w/`)."""
        token = request.match_info["token"]
        if request.path.startswith("/w/"):
            return self._is_watch(token)
        return self._seat_of(token) is not None

    def claim_admission(self) -> str | None:
        """How a device claiming a free chair is let in: by the "pin", by the host player's
        "accept", or not at all (None: a host with nobody to accept and no PIN)."""
        if not self.claims:
            return None
        if self.admission == "pin":
            return "pin"
        return "accept" if self.on_request is not None else None

    def free_chairs(self) -> list[int]:
        """Human chairs no device has taken or asks for: the ones a laptop may claim."""
        taken = self.joined | set(self.devices) | set(self.waiting)
        return sorted(s for s in self.tokens if s not in taken)

    def chairs(self) -> dict[str, Any]:
        """The game and its chairs, as a laptop choosing a free one reads them (no token)."""
        session, free = self.session, set(self.free_chairs())
        chairs = [
            {"seat": i, "name": s.name, "kind": s.kind, "free": i in free}
            for i, s in enumerate(session.seats)
        ]
        return p.message(
            "chairs",
            game=session.info.key,
            title=session.info.title,
            claim=self.claim_admission(),
            chairs=chairs,
            protocol=p.VERSION,
        )

    async def _chairs(self, request: web.Request) -> web.Response:
        return web.json_response(self.chairs(), headers={"Cache-Control": "no-store"})

    async def _page_file(self, request: web.Request) -> web.FileResponse:
        path = page.page_file(request.match_info["name"])
        if path is None:
            raise web.HTTPNotFound()
        content_type = page.FILES[path.name]
        return web.FileResponse(path, headers={"Content-Type": content_type})

    async def _serve_ws(self, request: web.Request) -> web.StreamResponse:
        if self.closed or len(self.connections) >= MAX_CONNECTIONS:
            raise web.HTTPServiceUnavailable()
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=30.0)
        await ws.prepare(request)
        device = Device(ws, request.remote or "?", Bucket(*self.rate))
        self.connections.add(device)
        writer = asyncio.create_task(self._write(device))
        try:
            await self._read(device)
        finally:
            self._drop(device)
            await writer
        return ws

    async def _read(self, device: Device) -> None:
        while not device.closing:
            wait = HELLO_SECONDS if device.seat is None and not device.watching else None
            try:
                msg = await device.ws.receive(timeout=wait)
            except TimeoutError:
                return
            if msg.type == WSMsgType.TEXT:
                self._incoming(device, msg.data)
            elif msg.type == WSMsgType.BINARY:
                self._incoming(device, b"\xff")  # no JSON text: refused as such
            else:
                return

    async def _write(self, device: Device) -> None:
        try:
            while (text := await device.outbox.get()) is not None:
                await device.ws.send_str(text)
        except (ConnectionError, RuntimeError):
            pass
        finally:
            device.closing = True
            code = WSCloseCode.POLICY_VIOLATION if device.dropped > CLOSE_AFTER else 1000
            await device.ws.close(code=code)
            self.connections.discard(device)

    def _send(self, device: Device, data: dict[str, Any], text: str | None = None) -> None:
        """Queue `data` for `device` (`text`: its encoding, when already made)."""
        if device.closing:
            return
        if self.on_send is not None:
            self.on_send(device.seat, data)
        try:
            device.outbox.put_nowait(p.encode(data) if text is None else text)
        except asyncio.QueueFull:  # it cannot keep up: it will come back to the current state
            self._close(device)

    def _close(self, device: Device) -> None:
        if device.closing:
            return
        device.closing = True
        try:
            device.outbox.put_nowait(None)
        except asyncio.QueueFull:
            device.outbox.get_nowait()
            device.outbox.put_nowait(None)

    def _error(self, device: Device, code: str, detail: str = "") -> None:
        self._send(device, p.error(code, self.seq, detail, page.error_sentences(device.lang)))

    def _drop(self, device: Device) -> None:
        self._close(device)
        if device.seat is not None and self.devices.get(device.seat) is device:
            del self.devices[device.seat]
            self._schedule_ai()
            self._notify()
        if device in self.spectators:
            self.spectators.discard(device)
            self._notify()
        for seat, waiting in list(self.waiting.items()):
            if waiting is device:
                del self.waiting[seat]

    # ------------------------------------------------------------------ incoming messages

    def _incoming(self, device: Device, raw: str | bytes) -> None:
        if not device.bucket.take():
            device.dropped += 1
            if not device.warned:
                device.warned = True
                self._error(device, "slow_down")
            if device.dropped > CLOSE_AFTER:
                self._close(device)
            return
        if device.warned and device.bucket.full():
            device.warned, device.dropped = False, 0
        try:
            message = p.parse_device(raw)
        except p.ProtocolError as exc:
            self._error(device, exc.code, exc.detail)
            return
        if message.type == "ping":
            self._send(device, p.message("pong", **message.fields))
        elif message.type == "hello":
            self._hello(device, message.fields)
        elif device.watching:
            self._error(device, "watching")
        elif device.seat is None:
            self._error(device, "hello_first")
        elif message.type == "undo":
            self._undo(device, device.seat, message.fields["seq"])
        else:
            self._act(device, device.seat, message.fields)

    def _seat_of(self, token: str) -> int | None:
        """The seat of `token`, compared with every seat's in constant time."""
        found = None
        given = token.encode("utf-8", "replace")
        for seat, own in self.tokens.items():
            if hmac.compare_digest(given, own.encode("ascii")):
                found = seat
        return found

    def _is_watch(self, token: str) -> bool:
        return hmac.compare_digest(token.encode("utf-8", "replace"), self.watch_token.encode())

    def _hello(self, device: Device, fields: Mapping[str, Any]) -> None:
        if device.seat is not None or device.watching:
            self._error(device, "bad_message", "hello twice")
            return
        device.lang = page.language(fields.get("lang"))
        if "claim" in fields:
            self._claim(device, fields["claim"], fields.get("pin"))
            return
        device.claim = None
        if self._is_watch(fields["token"]):
            self._watch(device, fields.get("seq"))
            return
        seat = self._seat_of(fields["token"])
        if seat is None:
            self._error(device, "bad_token")
            self._close(device)
            return
        if seat not in self.admitted and not self._admit(device, seat, fields.get("pin")):
            return
        self._take_seat(device, seat, fields.get("seq"))

    def _claim(self, device: Device, seat: int, pin: str | None) -> None:
        """A device with no token asks for the free chair `seat`: the PIN or the host player
        lets it in, and its welcome then carries the seat's token for coming back. A chair a
        device holds or asks for is never given; every failure counts against the address."""
        how = self.claim_admission()
        if how is None:
            self._error(device, "claims_closed")
            self._close(device)
        elif self.failures.get(device.peer, 0) >= PIN_FAILURES:
            self._error(device, "too_many_attempts")
            self._close(device)
        elif seat not in self.free_chairs():
            self._fail(device)
            self._error(device, "chair_taken")
        elif how == "pin":
            device.claim = seat
            if self._admit(device, seat, pin):
                self._take_seat(device, seat, None)
        else:
            device.claim = seat
            self._ask(device, seat)
            assert self.loop is not None
            self.loop.call_later(CLAIM_SECONDS, self._end_claim, seat, device)

    def _end_claim(self, seat: int, device: Device | None = None) -> None:
        """The claim waiting for `seat` (only `device`'s, when given) ends unanswered: its
        chair was taken meanwhile, or nobody accepted it in time."""
        waiting = self.waiting.get(seat)
        if waiting is None or waiting.claim is None or device not in (None, waiting):
            return
        del self.waiting[seat]
        self._fail(waiting)
        self._error(waiting, "claim_expired")
        self._close(waiting)
        self._notify()

    def _fail(self, device: Device) -> None:
        self.failures[device.peer] = self.failures.get(device.peer, 0) + 1

    def _ask(self, device: Device, seat: int) -> None:
        """Put `device` before the host player, who accepts or refuses it."""
        self.waiting[seat] = device
        self._error(device, "awaiting_accept")
        if self.on_request is not None:
            self.on_request(seat)

    def _admit(self, device: Device, seat: int, pin: str | None) -> bool:
        """Whether a device may take `seat` now; else it was told why."""
        if self.admission == "token":
            return True
        if self.admission == "accept":
            self._end_claim(seat)
            self._ask(device, seat)
            return False
        if self.failures.get(device.peer, 0) >= PIN_FAILURES:
            self._error(device, "too_many_attempts")
            self._close(device)
            return False
        if pin is None:
            self._error(device, "pin_required")
            return False
        if self.pin is not None and hmac.compare_digest(pin.encode(), self.pin.encode()):
            self.admitted.add(seat)
            return True
        self._fail(device)
        device.pin_failures += 1
        self._error(device, "bad_pin")
        if device.pin_failures >= PIN_TRIES:
            self._close(device)
        return False

    def accept(self, seat: int) -> None:
        """The host player lets the device waiting for `seat` take it."""
        device = self.waiting.pop(seat, None)
        if device is not None and not device.closing:
            self.admitted.add(seat)
            self._take_seat(device, seat, None)

    def refuse(self, seat: int) -> None:
        device = self.waiting.pop(seat, None)
        if device is not None:
            if device.claim is not None:
                self._fail(device)
            self._error(device, "refused")
            self._close(device)

    def _take_seat(self, device: Device, seat: int, seen: int | None) -> None:
        """Seat `device` (replacing an earlier device of the seat: a reconnect), greet it and
        send it the current state with the events it missed, if the journal still has them."""
        old = self.devices.get(seat)
        if old is not None:
            self._error(old, "replaced")
            self._close(old)
        if self.waiting.get(seat) is not device:
            self._end_claim(seat)
        self.devices[seat] = device
        self.joined.add(seat)
        device.seat = seat
        self._greet(device, seen)

    def _watch(self, device: Device, seen: int | None) -> None:
        """Admit a spectator without PIN or accept: it is sent only what the table's screen
        shows the whole room (docs/protocol.md, "Spectators")."""
        if len(self.spectators) >= MAX_SPECTATORS:
            self._error(device, "watch_full", f"at most {MAX_SPECTATORS}")
            self._close(device)
            return
        device.watching = True
        self.spectators.add(device)
        self._greet(device, seen)

    def _greet(self, device: Device, seen: int | None) -> None:
        """Welcome a seated device or a spectator and send it the current state with the
        events it missed, if the journal still has them."""
        oldest = self.journal[0][0] if self.journal else self.seq
        device.sent_seq = seen if seen is not None and oldest - 1 <= seen <= self.seq else self.seq
        session = self.session
        self._send(
            device,
            p.message(
                "welcome",
                seat=device.seat,
                game=session.info.key,
                options=dict(session.options),
                names=[s.name for s in session.seats],
                kinds=[s.kind for s in session.seats],
                protocol=p.VERSION,
            )
            | (
                {"token": self.tokens[device.seat]}
                if device.claim is not None and device.seat is not None
                else {}
            ),
        )
        self._send(device, self._state(device))
        if session.state.is_over():
            self._tell_end(device, "over")
        self._notify()

    def _act(self, device: Device, seat: int, fields: Mapping[str, Any]) -> None:
        state = self.session.state
        if state.is_over():
            self._error(device, "game_over")
            return
        if not self.offer_seq.get(seat, self.seq) <= fields["seq"] <= self.seq:
            self._error(device, "stale", f"seq {fields['seq']}")
            return
        try:
            self._play(seat, fields["action"])
        except _Refused as exc:
            self._error(device, exc.code, exc.detail)

    def _undo(self, device: Device, seat: int, seen: int) -> None:
        """Take back `seat`'s sealed answer while the others still decide. Refused when it
        holds none: `too_late` when the answers were revealed after the state `seen` the device
        decided on, else `nothing_held`."""
        if seat in self.session.held:
            self.session.retract_bid(seat)
            self.sealed.discard(seat)
            self._changed(seat)
            return
        revealed = self.revealed_at.get(seat)
        self._error(
            device, "too_late" if revealed is not None and seen < revealed else "nothing_held"
        )

    # ------------------------------------------------------------------ playing

    def _play(self, seat: int, text: str) -> None:
        """Submit the action `text` for `seat`; `_Refused` says why not, changing nothing."""
        session = self.session
        try:
            action = session.info.parse_action(session.state, text)
        except Exception as exc:  # any text at all may arrive: none may crash the host
            raise _Refused("bad_action", str(exc)[:120]) from None
        if getattr(action, "seat", None) != seat:
            raise _Refused("not_your_seat")
        try:
            session.submit(action)
        except IllegalAction as exc:
            raise _Refused("illegal", str(exc)[:120]) from None
        self._changed(seat)

    def submit_local(self, seat: int, text: str) -> None:
        """The laptop plays the chair `seat`, whose device is away and whose away policy is
        "local"; raises `LocalRefusal` (an `IllegalAction`) saying why not. Call it on the
        host's loop (from the window's thread: `threadsafe`)."""
        if seat in self.devices or self.away.get(seat) != "local":
            raise LocalRefusal("not_your_seat", f"seat {seat} is not played on this screen now")
        try:
            self._play(seat, text)
        except _Refused as exc:
            raise LocalRefusal(exc.code, exc.detail or p.ERRORS[exc.code]) from None

    def set_away(self, seat: int, policy: str) -> None:
        """What `seat`'s chair does while its device is away (the host player's choice)."""
        if seat not in self.away or policy not in AWAY_POLICIES:
            raise ValueError(f"no away policy {policy!r} for seat {seat}")
        self.away[seat] = policy
        self._schedule_ai()
        self._notify()

    def begin(self) -> None:
        """The window's lobby starts the game: the AI chairs may play from now on."""
        self.lobby = False
        self._schedule_ai()
        self._notify()

    def give_to_ai(self, seat: int, level: str) -> None:
        """A human chair whose device never came is played by an AI of `level` for the whole
        game: its address stops working and the save keeps it as an AI chair."""
        if seat in self.devices or level not in LEVELS:
            raise ValueError(f"seat {seat} cannot be given to an AI of level {level!r}")
        self._end_claim(seat)
        old = self.session.seats[seat]
        self.session.seats[seat] = Seat(old.name, AI, level)
        for held in (self.tokens, self.away, self.offers, self.offer_seq, self.waiting):
            held.pop(seat, None)
        self._save()
        self._schedule_ai()
        self._notify()

    def away_seats(self) -> list[int]:
        """Human chairs whose device has been here and is gone."""
        return sorted(s for s in self.joined if s not in self.devices)

    def _ai_plays(self, seat: int) -> bool:
        if not self.session.is_human(seat):
            return True
        return seat in self.joined and seat not in self.devices and self.away[seat] == "ai"

    def _changed(self, actor: int | None) -> None:
        """After every change of the session: a new state number, the events journaled, the
        save written, every seated device sent its state, the AI set to work."""
        self.seq += 1
        self.last_actor = actor
        events = [
            {"kind": e.kind, "seat": e.seat, "data": list(e.data)}
            for e in self.session.take_events()
        ]
        self.journal.append((self.seq, events))
        held = set(self.session.held)
        self.revealed_at.update(dict.fromkeys(self.sealed - held, self.seq))
        self.sealed = held
        if actor is not None:
            self.offer_seq[actor] = self.seq
        self._refresh_offers()
        self._save()
        over = self.session.state.is_over()
        for device in list(self.devices.values()):
            self._send(device, self._state(device))
            if over:
                self._tell_end(device, "over")
        for device in list(self.spectators):
            self._send(device, *self._public_state(device))
            if over:
                self._tell_end(device, "over")
        if over:
            self.over.set()
        else:
            self._schedule_ai()
        self._notify()

    def _refresh_offers(self) -> None:
        """A seat's actions decided on an earlier state stay valid while its legal actions are
        the same; from the state where they change, earlier ones are stale."""
        state = self.session.state
        for seat in self.tokens:
            offer = tuple(str(a) for a in state.legal_actions(seat))
            if self.offers.get(seat) != offer:
                self.offers[seat] = offer
                self.offer_seq[seat] = self.seq

    def _public_state(self, device: Device) -> tuple[dict[str, Any], str]:
        """A spectator's state and its text, made once for every spectator that saw the same
        earlier state (all of them, but one coming back)."""
        key = (device.sent_seq, self.seq)
        if self._public is None or self._public[0] != key:
            data = self._state(device)
            self._public = (key, data, p.encode(data))
        device.sent_seq = self.seq
        return self._public[1], self._public[2]

    def _state(self, device: Device) -> dict[str, Any]:
        """`device`'s state message: its seat's view and decisions, or a spectator's (no
        seat): the public view, nothing to decide."""
        seat = device.seat
        session, state = self.session, self.session.state
        events = [e for seq, batch in self.journal if seq > device.sent_seq for e in batch]
        device.sent_seq = self.seq
        to_move = list(state.to_move())
        held = None if seat is None else session.held.get(seat)
        return p.message(
            "state",
            seq=self.seq,
            seat=seat,
            by=self.last_actor,
            view=device_view(state, seat),
            legal=[] if seat is None else list(self.offers.get(seat, ())),
            pending=state.pending(),
            to_move=to_move,
            deciding=[s for s in to_move if s not in session.held],
            held=None if held is None else str(held),
            events=events,
            away=self.away_seats(),
            over=state.is_over(),
        )

    def _tell_end(self, device: Device, reason: str) -> None:
        if device.told_end:
            return
        device.told_end = True
        state = self.session.state
        outcome = None
        if state.is_over():
            result = state.outcome()
            outcome = {"winners": result.winners, "sheets": result.sheets}
            outcome["others"] = result.others
        self._send(device, p.message("ended", reason=reason, outcome=outcome))

    def _save(self) -> None:
        if self.autosave is None:
            return
        try:
            self.autosave(self.session, {"host": self.record().to_data()})
        except Exception:  # a save is a convenience: it never stops the table
            log.exception("autosave of the hosted game failed")

    def _notify(self) -> None:
        if self.advertiser is not None:
            self.advertiser.changed()
        if self.on_change is not None:
            self.on_change()

    # ------------------------------------------------------------------ the AI

    def _agent(self, seat: int) -> Agent:
        level = self.session.seats[seat].level if not self.session.is_human(seat) else None
        level = level if level in LEVELS else self.away_level
        agent = self.agents.get(seat)
        if agent is None or agent.level != level:
            agent = self.agents[seat] = make_agent(self.session.info, level, self.ai_seed + seat)
        return agent

    def _schedule_ai(self) -> None:
        """Set the AI to work for every chair it plays that owes a decision now, each on a copy
        of the state, on the worker thread."""
        session = self.session
        if self.closed or self.lobby or self.loop is None or session.state.is_over():
            return
        for seat in session.state.to_move():
            if seat in self.thinking or seat in session.held or not self._ai_plays(seat):
                continue
            agent = self._agent(seat)
            budget = Budget.of(
                self.ai_budget if self.ai_budget is not None else window_budget(agent.level)
            )
            rng = random.Random(self.ai_seed * 1000 + session.position * 10 + seat)
            copy = session.state.clone()
            if agent.level == "hard":
                think = partial(self._think_apart, copy, seat, budget)
            else:
                think = partial(agent.choose, copy, seat, budget, rng)
            future = self.loop.run_in_executor(self.executor, think)
            self.thinking[seat] = future
            future.add_done_callback(partial(self._ai_answer, seat, session.position))

    def _think_apart(self, state: Any, seat: int, budget: Budget) -> Any:
        """The search's answer from a worker process (on the worker thread, which only waits on
        the pipe): a search on a thread would share the interpreter lock with the loop and
        slow every device's answer while it thinks, as it slows the window's frames."""
        if self.thinker is None:
            self.thinker = ProcessThinker(self.session.info, self.ai_seed)
        self.thinker.start(state, seat, "hard", self.ai_seed + seat, budget)
        while not self.closed:
            if self.thinker.answered(0.2) and (action := self.thinker.poll()) is not None:
                return action
        return None

    def _ai_answer(self, seat: int, position: int, future: asyncio.Future[Any]) -> None:
        self.thinking.pop(seat, None)
        if self.closed or future.cancelled():
            return
        session = self.session
        if session.position != position or not self._ai_plays(seat):
            self._schedule_ai()  # worked out for a position that is gone, or the player is back
            return
        error = future.exception()
        action = None if error is not None else future.result()
        if action is None or action not in session.state.legal_actions(seat):
            # a bug of the AI must not stop the table: the chair plays its first legal action
            log.error("the AI of seat %d failed (%r); it plays a safe action", seat, error)
            action = session.state.legal_actions(seat)[0]
        session.submit(action)
        self._changed(seat)


class LocalRefusal(IllegalAction):
    """A decision of a chair played on the laptop that the host refused; `code` is the
    protocol's, so the window can say why in its own language (the `phone.errors` sentences)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code


class _Refused(Exception):
    """An action refused, with the protocol's error code."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(detail or code)
        self.code = code
        self.detail = detail
