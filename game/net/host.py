"""The game-night host: one authoritative `Session`, served to each player's device.

Why the host owns everything: a device is a screen and a finger, never a judge. It sends the text
of an action (`str(action)`, read back by the game's `parse_action`) and receives its own seat's
`view(seat)`, its legal actions and the events since its last state; every action goes through
`Session.submit`, so the rules, the sealed bids held until all have bid, and the autosave are the
local game's. Nothing here imports pygame or the window: the window is one more client, runs
the host beside its frames on a thread of its own (`hostthread.HostThread`) and plays the chairs
the laptop keeps through `submit_local`.

This module is the coordinator: the connections (one asyncio loop; each device's token bucket,
so a flood is dropped cheaply), the messages coming in, the seats taken and the session's
changes. Its other jobs are modules of their own mixed into `Host` (their shared state is
declared in `hostparts.py`): the plain HTTP routes (`pages.py`), what each device is sent
(`outgoing.py`), who may sit where (`admission.py`) and who plays a chair with no device
(`aichairs.py`). The saved addresses are `record.py`'s, the throttle `bucket.py`'s, the
messages `protocol.py`'s; `docs/protocol.md` tells the rules of the conversation.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import socket
from collections import deque
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from aiohttp import WSCloseCode, WSMsgType, web

from game.ai.agent import LEVELS, Budget
from game.core.errors import IllegalAction
from game.core.session import Session
from game.net import page
from game.net import protocol as p
from game.net.admission import ADMISSIONS, Admission, new_pin
from game.net.aichairs import AWAY_POLICIES, AiChairs
from game.net.bucket import BURST, RATE, Bucket
from game.net.discovery import Advertiser
from game.net.hostparts import Device
from game.net.pages import Pages
from game.net.record import HostRecord, new_token, seat_tokens

log = logging.getLogger(__name__)
T = TypeVar("T")

CLOSE_AFTER = 200  # messages dropped in one flood before the connection is closed
OUTBOX = 256  # messages waiting for a device: more, and it is too slow to follow the game
HELLO_SECONDS = 10.0  # a connection must say hello within this time
MAX_CONNECTIONS = 64
MAX_SPECTATORS = 50  # watchers of one game, within MAX_CONNECTIONS beside the seats' devices
MAX_FRAME = 64 * 1024  # aiohttp closes the connection beyond this; the protocol's cap is lower
JOURNAL = 500  # changes whose events a device coming back may still be sent


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


class Host(Pages, Admission, AiChairs):
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
        self.on_request = None
        self.on_send = None
        self.devices = {}
        self.connections: set[Device] = set()
        self.spectators: set[Device] = set()
        self._public = None
        self.admitted = set()
        self.waiting = {}
        self.failures = {}
        self.joined = set()
        self.offers = {}
        self.offer_seq = {}
        self.journal = deque(maxlen=JOURNAL)
        self.thinking = {}
        self.agents = {}
        self.executor = ThreadPoolExecutor(1, thread_name_prefix="host-ai")
        self.thinker = None
        self.loop = None
        self.runner: web.AppRunner | None = None
        self.over = asyncio.Event()
        self.last_actor = None
        self.sealed: set[int] = set()  # seats whose sealed answer is held, as of the last change
        self.revealed_at: dict[int, int] = {}  # the state where each seat's answer was revealed
        self.closed = False
        self.lobby = False
        self._art = None
        self.advertise = advertise  # tell the local network about the game (mDNS/DNS-SD)
        self.claims = True
        self.advertiser: Advertiser | None = None
        session.take_events()  # a resumed game's replay is no news
        self._refresh_offers()

    # ------------------------------------------------------------------ serving

    async def start(self) -> None:
        """Listen on the bind address; a saved port taken meanwhile gives way to a free one."""
        self.loop = asyncio.get_running_loop()
        app = web.Application(client_max_size=MAX_FRAME)
        app.router.add_get("/ws", self._serve_ws)
        self._add_pages(app.router)
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

    # ------------------------------------------------------------------ the connections

    async def _serve_ws(self, request: web.Request) -> web.StreamResponse:
        if self.closed or len(self.connections) >= MAX_CONNECTIONS:
            raise web.HTTPServiceUnavailable()
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=30.0)
        await ws.prepare(request)
        device = Device(ws, request.remote or "?", Bucket(*self.rate), asyncio.Queue(OUTBOX))
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

    # ------------------------------------------------------------------ seats and spectators

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
