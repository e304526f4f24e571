"""The host beside the window's frames: its asyncio loop on a thread of its own."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from game.net.host import Host

T = TypeVar("T")


class HostThread:
    """The host on an asyncio loop of its own thread, so the window's frames never wait on the
    network: `start()` returns once it listens (or raises why it cannot), `call(fn, *args)`
    runs one of the host's methods on that loop and returns its result, `stop()` tells every
    device the game has ended and ends the thread."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="game-night-host", daemon=True)

    def start(self, timeout: float = 10.0) -> None:
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the host did not start")
        if self._failure is not None:
            raise self._failure

    def call(self, fn: Callable[..., T], *args: Any, timeout: float = 10.0) -> T:
        return self.host.threadsafe(fn, *args).result(timeout)

    def stop(self, timeout: float = 10.0) -> None:
        loop, stop = self.host.loop, self._stop
        if loop is not None and stop is not None and self._thread.is_alive():
            loop.call_soon_threadsafe(stop.set)
        self._thread.join(timeout)

    def _run(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        try:
            await self.host.start()
        except BaseException as exc:  # told to the thread that called start()
            self._failure = exc
            self._ready.set()
            return
        self._ready.set()
        try:
            await self._stop.wait()
        finally:
            await self.host.close()
