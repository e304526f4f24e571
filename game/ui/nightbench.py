"""`python main.py bench night --game G --devices N`: the frame time of a game night's public
table while N devices (Python clients over real sockets on 127.0.0.1, each deciding at random a
moment after its state arrives) play every chair. The host runs on its own thread as in the
window, so the figure is what the laptop's players see while the devices' traffic arrives.

`frame_ms_p50`/`frame_ms_p95`: every frame drawn from Start to the end of the game (or `frames`
frames); `moves`: the decisions the devices made meanwhile.
"""

from __future__ import annotations

import asyncio
import random
import threading
import time
from typing import Any

from game.core.game import GameInfo
from game.core.session import HUMAN, Seat, Session
from game.net.bench import ROBOT_RATE
from game.net.client import Client, ClientClosed
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.bench import _p
from game.ui.night import NightLink
from game.ui.scenes.night import LobbyScene
from game.ui.table.night import NightTable

THINK_S = (0.05, 0.4)  # how long a robot device waits before deciding


async def _robot(client: Client, rng: random.Random, moves: list[int]) -> None:
    """Decides at random on every state that asks it something, until the game ends."""
    await client.connect()
    seen = -1
    try:
        while client.ended is None:
            await client.wait_for(
                lambda c, seen=seen: (
                    c.ended is not None or (c.state is not None and c.state["seq"] != seen)
                )
            )
            state = client.state
            if client.ended is not None or state is None:
                break
            seen = state["seq"]
            if state["legal"] and state["held"] is None:
                await asyncio.sleep(rng.uniform(*THINK_S))
                await client.act(rng.choice(state["legal"]))
                moves.append(1)
    except (ClientClosed, TimeoutError):
        pass
    finally:
        await client.close()


def _devices(link: NightLink, seed: int, moves: list[int]) -> threading.Thread:
    host = link.host
    clients = [Client(host.ws_url(), token) for _, token in sorted(host.tokens.items())]

    async def everyone() -> None:
        await asyncio.gather(
            *(_robot(c, random.Random(seed + i), moves) for i, c in enumerate(clients))
        )

    thread = threading.Thread(target=asyncio.run, args=(everyone(),), daemon=True)
    thread.start()
    return thread


def bench_night(info: GameInfo, devices: int, frames: int = 1200, seed: int = 1) -> dict[str, Any]:
    app = App()
    app.settings.ai_pace_ms = 0
    seats = [Seat(f"Player {i + 1}", HUMAN) for i in range(devices)]
    session = Session(seats, seed, game=info.key)
    from game.net.host import Host

    host = Host(session, bind="127.0.0.1", ai_seed=seed, rate=ROBOT_RATE)
    host.lobby = True
    link = NightLink(host)
    link.start()
    lobby = LobbyScene(app, link)
    app.replace(lobby)
    moves: list[int] = []
    robots = _devices(link, seed, moves)
    deadline = time.monotonic() + 30
    while not lobby.ready() and time.monotonic() < deadline:
        app.step(FRAME_MS)
        time.sleep(0.01)
    lobby._begin()
    table = app.top
    assert isinstance(table, NightTable)
    timings: list[float] = []
    while len(timings) < frames and app.top is table and not table.session.state.is_over():
        start = time.perf_counter()
        app.step(FRAME_MS)
        timings.append((time.perf_counter() - start) * 1000)
        time.sleep(max(0.0, FRAME_MS / 1000 - timings[-1] / 1000))
    app.close()
    robots.join(10)
    return {
        "game": info.key,
        "devices": devices,
        "frames": len(timings),
        "moves": len(moves),
        "frame_ms_p50": _p(timings, 50),
        "frame_ms_p95": _p(timings, 95),
    }
