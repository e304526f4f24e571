"""A device in Python: connects to a host with a seat's token (or claims a free chair), keeps
the latest state, sends actions and comes back after a drop.

Used by the tests, the host benchmark and the window of another laptop (`game.ui.joinlink`, on
a thread of its own running this loop). Every message received is checked by `protocol.parse_host`
and kept in `received`, so a test can read everything a device was ever sent.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import aiohttp

from game.net import protocol as p

MAX_MESSAGE = p.MAX_HOST_BYTES


class ClientClosed(Exception):
    """The connection ended (the host quit, replaced or refused this device)."""


class Client:
    """One device seated by `token` at the host whose websocket is `url` (`ws://…/ws`), or
    asking for the free chair `claim` (a laptop with no seat's address): once welcomed it keeps
    the seat's token the welcome carries, and comes back with it after a drop."""

    def __init__(
        self,
        url: str,
        token: str | None,
        pin: str | None = None,
        lang: str = "en",
        claim: int | None = None,
    ) -> None:
        if (token is None) == (claim is None):
            raise ValueError("a client comes with a seat's token or claims a chair")
        self.url, self.token, self.pin, self.lang = url, token, pin, lang
        self.claim = claim
        self.welcome: dict[str, Any] | None = None
        self.state: dict[str, Any] | None = None
        self.ended: dict[str, Any] | None = None
        self.errors: list[dict[str, Any]] = []
        self.received: list[dict[str, Any]] = []
        self.sent_at: float | None = None  # when the last action left (loop clock)
        # Called on the client's loop with each message, before anyone waiting is woken: the
        # window hands them to its own thread this way.
        self.on_message: Callable[[dict[str, Any]], None] | None = None
        self._session: aiohttp.ClientSession | None = None
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._reader: asyncio.Task[None] | None = None
        self._news = asyncio.Condition()

    @property
    def seat(self) -> int | None:
        seat = None if self.welcome is None else self.welcome["seat"]
        return None if seat is None else int(seat)  # a spectator's welcome names no seat

    @property
    def seq(self) -> int | None:
        return None if self.state is None else int(self.state["seq"])

    @property
    def connected(self) -> bool:
        return self._ws is not None and not self._ws.closed

    async def connect(self) -> None:
        """Open the connection and say hello (with the last state number seen, after a drop);
        returns without waiting for the answer (`wait_for`)."""
        if self._session is None:
            self._session = aiohttp.ClientSession()
        self.welcome = None  # each connection is greeted anew
        self._ws = await self._session.ws_connect(self.url, max_msg_size=MAX_MESSAGE)
        self._reader = asyncio.create_task(self._read(self._ws))
        await self.send(self.greeting())

    def greeting(self) -> dict[str, Any]:
        if self.token is None:
            assert self.claim is not None
            return p.claim(self.claim, self.pin, self.lang)
        return p.hello(self.token, self.pin, self.lang, self.seq)

    async def send(self, data: dict[str, Any]) -> None:
        await self.send_raw(p.encode(data))

    async def send_raw(self, text: str) -> None:
        if self._ws is None or self._ws.closed:
            raise ClientClosed("not connected")
        await self._ws.send_str(text)

    async def act(self, action: str) -> None:
        """Send `action` as decided on the latest state."""
        if self.state is None:
            raise ClientClosed("no state yet")
        self.sent_at = asyncio.get_running_loop().time()
        await self.send(p.act(action, int(self.state["seq"])))

    async def _read(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        async for msg in ws:
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            data = p.parse_host(msg.data)
            self.received.append(data)
            kind = data["type"]
            if kind == "welcome":
                self.welcome = data
                self.token = data.get("token", self.token)
            elif kind == "state":
                self.state = data
            elif kind == "error":
                self.errors.append(data)
            elif kind == "ended":
                self.ended = data
            if self.on_message is not None:
                self.on_message(data)
            async with self._news:
                self._news.notify_all()
        async with self._news:
            self._news.notify_all()

    async def wait_for(self, check: Any, timeout: float | None = 10.0) -> None:
        """Wait until `check(self)` holds; `ClientClosed` if the connection ends first,
        `TimeoutError` after `timeout` seconds."""

        async def until() -> None:
            async with self._news:
                while not check(self):
                    if not self.connected and (self._reader is None or self._reader.done()):
                        raise ClientClosed("the connection ended")
                    await self._news.wait()

        await asyncio.wait_for(until(), timeout)

    async def wait_state(self, after: int | None = None, timeout: float = 10.0) -> dict:
        """The first state newer than state number `after` (any state when None)."""
        await self.wait_for(
            lambda c: c.state is not None and (after is None or c.state["seq"] > after), timeout
        )
        assert self.state is not None
        return self.state

    async def drop(self) -> None:
        """Lose the connection as a phone going to sleep does (the state is kept)."""
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            await self._reader

    async def reconnect(self) -> None:
        await self.drop()
        await self.connect()

    async def hello_again(self, pin: str | None = None) -> None:
        """Say hello again on the same connection (with the PIN the host asked for)."""
        self.pin = pin if pin is not None else self.pin
        await self.send(self.greeting())

    async def close(self) -> None:
        await self.drop()
        if self._session is not None:
            await self._session.close()
            self._session = None


async def chairs(base: str, timeout: float = 5.0) -> dict[str, Any]:
    """The host's game and chairs (`GET /chairs`) at `base` (`http://host:port`), checked as
    any host message; `OSError`/`aiohttp.ClientError` when it cannot be reached."""
    async with (
        aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout)) as session,
        session.get(f"{base}/chairs") as answer,
    ):
        answer.raise_for_status()
        data = p.parse_host(await answer.text())
    if data["type"] != "chairs":
        raise p.ProtocolError("unknown_type", str(data["type"])[:40])
    return data
