"""The state the host's parts share, declared once, and the device each of them talks to.

Why a base of declarations: the host is one object (one session, one loop, one set of
devices), but its work is split by responsibility into modules mixed into `host.Host`:
`pages.py` (the plain HTTP routes), `outgoing.py` (what each device is sent),
`admission.py` (which device may sit where) and `aichairs.py` (who plays a chair that has no
device). Each part reads the state `Host.__init__` sets and calls a few methods another part
defines; declaring both here lets mypy check every part on its own, and no part imports
host.py, so no import goes in a circle.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aiohttp import web

from game.ai.agent import Agent, Budget
from game.ai.process import ProcessThinker
from game.core.session import Session
from game.net.art import Art
from game.net.bucket import Bucket


@dataclass(eq=False)
class Device:
    """One open connection, seated once its hello is accepted. `outbox` is made by the host,
    whose bound on it says when a device is too slow to follow the game."""

    ws: web.WebSocketResponse
    peer: str
    bucket: Bucket
    outbox: asyncio.Queue[str | None]
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


class HostParts:
    """What every part of the host may read and call; `Host.__init__` sets the state."""

    session: Session
    tokens: dict[int, str]  # each human chair's token
    watch_token: str
    seq: int  # the current state number
    loop: asyncio.AbstractEventLoop | None
    closed: bool
    devices: dict[int, Device]  # the device seated at each chair
    joined: set[int]  # seats a device has taken at least once
    offers: dict[int, tuple[str, ...]]
    offer_seq: dict[int, int]
    journal: deque[tuple[int, list[dict[str, Any]]]]  # the events of the last changes
    last_actor: int | None  # whose decision made the current state
    # the spectators' state of the last change: ((since, seq), message, text)
    _public: tuple[tuple[int, int], dict[str, Any], str] | None
    # called with (seat, message) for every message sent, before it leaves: tests check that no
    # message holds more than its seat may see
    on_send: Callable[[int | None, dict[str, Any]], None] | None
    # admission
    admission: str
    pin: str | None
    claims: bool  # False: a free chair is no longer given to a device that asks
    admitted: set[int]
    waiting: dict[int, Device]  # devices waiting for the host player's accept
    failures: dict[str, int]  # wrong PINs and failed claims by remote address
    on_request: Callable[[int], None] | None  # called when a device waits to be accepted
    # the AI chairs
    away: dict[int, str]  # each human chair's away policy
    away_level: str
    ai_seed: int
    ai_budget: Budget | int | float | None
    lobby: bool  # while True, AI chairs wait: the window's lobby has not started
    thinking: dict[int, asyncio.Future[Any]]
    agents: dict[int, Agent]
    executor: ThreadPoolExecutor
    thinker: ProcessThinker | None  # the hard level's worker process
    # the pages
    _art: Art | None  # the page's pictures, worked out at the first page

    # defined in host.py or by another part; declared for the type checker alone, so that no
    # empty stand-in could hide a missing one at run time
    if TYPE_CHECKING:

        def _notify(self) -> None: ...
        def _save(self) -> None: ...
        def _take_seat(self, device: Device, seat: int, seen: int | None) -> None: ...
        def _changed(self, actor: int | None) -> None: ...
        def _seat_of(self, token: str) -> int | None: ...
        def _is_watch(self, token: str) -> bool: ...
        def _end_claim(self, seat: int, device: Device | None = None) -> None: ...
        def chairs(self) -> dict[str, Any]: ...
        def away_seats(self) -> list[int]: ...
