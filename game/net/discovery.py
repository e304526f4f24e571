"""Finding hosted games on the local network: the host advertises itself with mDNS/DNS-SD
(`zeroconf`), and another laptop's Join scene lists what it finds, updated live.

Why it may fail quietly: multicast is often blocked (guest networks, some routers, containers),
and a game night must still work by typed address. So every failure here is logged and ends
the advertising or the looking, never the hosting or the joining; and `zeroconf` is imported
only when a game is hosted or looked for.

What a host tells (its TXT records): the protocol version (`v`), the game's key (`game`), its
title (`title`) and each free human chair as `chair<seat>` = its name. Never a token: a chair
found this way is claimed (`docs/protocol.md`, "Claiming a free chair").
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.net import protocol as p

if TYPE_CHECKING:
    from game.net.host import Host

log = logging.getLogger(__name__)
SERVICE = "_nidavellir._tcp.local."
NAME_BYTES = 60  # a chair's name in a TXT record (each record at most 255 bytes)
LABEL_BYTES = 63  # a DNS-SD instance name
RESOLVE_MS = 3000


def _cut(text: str, limit: int) -> str:
    """`text` cut to at most `limit` UTF-8 bytes, never inside a character."""
    return text.encode("utf-8")[:limit].decode("utf-8", "ignore")


def txt_records(host: Host) -> dict[str, str]:
    """What `host` tells the network about its game."""
    session = host.session
    records = {"v": str(p.VERSION), "game": session.info.key, "title": session.info.title}
    for seat in host.free_chairs():
        records[f"chair{seat}"] = _cut(session.seats[seat].name, NAME_BYTES)
    return records


def instance_name(title: str, port: int) -> str:
    """The name the game is advertised under: its title, this computer and the port (so two
    games on one computer differ)."""
    machine = socket.gethostname().split(".")[0]
    return _cut(f"{title} · {machine} {port}", LABEL_BYTES) + "." + SERVICE


@dataclass(frozen=True)
class Found:
    """A hosted game seen on the network."""

    name: str  # the advertised instance name
    game: str
    title: str
    address: str
    port: int
    free: tuple[tuple[int, str], ...]  # (seat, name) of each free chair

    @property
    def base(self) -> str:
        shown = f"[{self.address}]" if ":" in self.address else self.address
        return f"http://{shown}:{self.port}"


def found_of(name: str, addresses: list[str], port: int | None, properties: Any) -> Found | None:
    """The game a resolved service describes (its addresses, port and TXT records, as
    `ServiceInfo` gives them: bytes keys and values), or None for one of another protocol
    version or without a usable address."""
    records: dict[str, str] = {}
    for key, value in (properties or {}).items():
        if isinstance(key, bytes) and isinstance(value, bytes):
            records[key.decode("utf-8", "replace")] = value.decode("utf-8", "replace")
    if records.get("v") != str(p.VERSION) or not port or not addresses:
        return None
    free = []
    for key, value in records.items():
        number = key.removeprefix("chair")
        if key.startswith("chair") and number.isdecimal() and len(number) < 3:
            free.append((int(number), value))
    title = records.get("title") or records.get("game", "?")
    return Found(name, records.get("game", ""), title, addresses[0], port, tuple(sorted(free)))


class Advertiser:
    """The host's game on the network while it is served, its free chairs kept up to date.
    Runs on the host's loop; `start` returns at once (registering takes a second or two)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.shown: dict[str, str] | None = None
        self.info: Any = None
        self.zeroconf: Any = None
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._register())

    async def _register(self) -> None:
        try:
            from zeroconf import IPVersion
            from zeroconf.asyncio import AsyncZeroconf

            bind = self.host.bind
            version = ipaddress.ip_address(bind).version
            self.zeroconf = AsyncZeroconf(
                interfaces=[bind], ip_version=IPVersion.V6Only if version == 6 else IPVersion.V4Only
            )
            self.info = self._info()
            await (await self.zeroconf.async_register_service(self.info))
            await self._follow()
        except asyncio.CancelledError:
            raise
        except Exception:  # no multicast here: the game is joined by its address
            log.warning("the game could not be advertised on the network", exc_info=True)
            await self._stop()

    def _info(self) -> Any:
        from zeroconf import ServiceInfo

        host = self.host
        self.shown = txt_records(host)
        return ServiceInfo(
            SERVICE,
            instance_name(host.session.info.title, host.port),
            addresses=[ipaddress.ip_address(host.bind).packed],
            port=host.port,
            properties=self.shown,
            server=_cut(socket.gethostname().split(".")[0], LABEL_BYTES) + ".local.",
        )

    def changed(self) -> None:
        """After a change of the host: tell the network when its free chairs changed (a task
        at work tells it when it is done)."""
        idle = self.task is not None and self.task.done() and self.zeroconf is not None
        if idle and txt_records(self.host) != self.shown:
            self.task = asyncio.get_running_loop().create_task(self._update())

    async def _update(self) -> None:
        try:
            await self._follow()
        except Exception:
            log.warning("the game's free chairs could not be told", exc_info=True)

    async def _follow(self) -> None:
        """Tell the records again until they are the host's (it may change meanwhile)."""
        while self.zeroconf is not None and txt_records(self.host) != self.shown:
            self.info = self._info()
            await (await self.zeroconf.async_update_service(self.info))

    async def close(self) -> None:
        """The game is no longer served: take it off the network."""
        if self.task is not None and not self.task.done():
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
        await self._stop()

    async def _stop(self) -> None:
        zeroconf, self.zeroconf = self.zeroconf, None
        if zeroconf is None:
            return
        try:
            if self.info is not None:
                await zeroconf.async_unregister_all_services()
            await zeroconf.async_close()
        except Exception:
            log.warning("the game's advertisement could not be taken back", exc_info=True)


class Browser:
    """The hosted games seen on the network, updated live (on zeroconf's own threads).
    `interfaces`: where to look (None: every interface). Raises `OSError` or `ImportError` when
    looking is not possible here."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, Zeroconf

        self._lock = threading.Lock()
        self._found: dict[str, Found] = {}
        self.version = 0  # bumped at every change, for a scene to redraw
        chosen: Any = interfaces if interfaces is not None else InterfaceChoice.All
        self.zeroconf = Zeroconf(interfaces=chosen, ip_version=IPVersion.V4Only)
        self.browser = ServiceBrowser(self.zeroconf, SERVICE, handlers=[self._changed])

    def games(self) -> list[Found]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.title, f.name))

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        found = None
        if state_change is not ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, RESOLVE_MS)
            if info is not None:
                found = found_of(name, info.parsed_addresses(), info.port, info.properties)
        with self._lock:
            if found is None:
                self._found.pop(name, None)
            else:
                self._found[name] = found
            self.version += 1

    def close(self) -> None:
        try:
            self.browser.cancel()
            self.zeroconf.close()
        except Exception:
            log.warning("looking for games did not stop cleanly", exc_info=True)


def browse(interfaces: list[str] | None = None) -> Browser | None:
    """A `Browser`, or None when looking for games is not possible here (no zeroconf, no
    multicast): the player types the address instead."""
    try:
        return Browser(interfaces)
    except Exception:
        log.warning("games cannot be looked for on this network", exc_info=True)
        return None
