"""`python main.py bench night --game G --devices N`: the frame time of a game night's public
table while N devices (Python clients over real sockets on 127.0.0.1, each deciding at random a
moment after its state arrives) play every chair. The host runs on its own thread as in the
window, so the figure is what the laptop's players see while the devices' traffic arrives.

`frame_ms_p50`/`frame_ms_p95`: every frame drawn from Start to the end of the game (or `frames`
frames); `frame_cpu_ms_p95`: the same frames' own work (the window thread's CPU time), which
tells a frame that works long from one that waits for the processor or the interpreter;
`moves`: the decisions the devices made meanwhile.

`--spectators S` adds S robot spectators at the game's watch address, in a process of their
own (as phones in the room are: their reading never shares this interpreter), each reading and
decoding every state it is sent; `spectators_complete` says each got every state from its
first to the last, and `memory_kib_per_spectator` is what one costs the host (`game.net.bench`).
`window_process_cpu_s` is the CPU the window's process used meanwhile (its frames, the host's
thread, the robot devices), `spectators_cpu_s` the robot spectators' own: on this machine they
compete for the processor, as phones in the room would not.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import threading
import time
from typing import Any

from game.core.game import GameInfo
from game.core.session import HUMAN, Seat, Session
from game.net.bench import ROBOT_RATE, spectator_memory
from game.net.client import Client, ClientClosed
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.bench import _p
from game.ui.night import NightLink
from game.ui.scenes.night import LobbyScene
from game.ui.table.night import NightTable

THINK_S = (0.05, 0.4)  # how long a robot device waits before deciding

# The robot spectators' process: argv url, token, count; prints "ready" once each has its first
# state, then, when the host closes their connections, the state numbers each one received and
# the CPU time the process used.
SPECTATORS = """
import asyncio, json, sys, time
import aiohttp

async def follow(session, url, token, seqs, first):
    async with session.ws_connect(url, max_msg_size=1 << 20) as ws:
        await ws.send_str(json.dumps({"type": "hello", "v": 1, "token": token}))
        async for msg in ws:
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            data = json.loads(msg.data)
            if data["type"] == "state":
                seqs.append(data["seq"])
                first.set()

async def main(url, token, count):
    seqs = [[] for _ in range(count)]
    firsts = [asyncio.Event() for _ in range(count)]
    async with aiohttp.ClientSession() as session:
        pairs = zip(seqs, firsts)
        tasks = [asyncio.create_task(follow(session, url, token, s, e)) for s, e in pairs]
        for first in firsts:
            await first.wait()
        print("ready", flush=True)
        await asyncio.gather(*tasks, return_exceptions=True)
    print(json.dumps({"seqs": seqs, "cpu_s": time.process_time()}), flush=True)

asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
"""


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


def _spectators(link: NightLink, count: int) -> subprocess.Popen[str]:
    """The robot spectators' process, once every one of them has been sent its first state."""
    host = link.host
    child = subprocess.Popen(
        [sys.executable, "-c", SPECTATORS, host.ws_url(), host.watch_token, str(count)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    if child.stdout.readline().strip() != "ready":
        raise RuntimeError("the robot spectators could not follow the game")
    return child


def _followed(child: subprocess.Popen[str], last: int) -> dict[str, Any]:
    """What the spectators received: every state from their first to the host's last?"""
    out, _ = child.communicate(timeout=60)
    told = json.loads(out.splitlines()[-1])
    seqs, used = told["seqs"], told["cpu_s"]
    complete = all(s == list(range(s[0], last + 1)) for s in seqs)
    return {
        "spectator_states": min(len(s) for s in seqs),
        "spectators_complete": complete,
        "spectators_cpu_s": round(used, 2),  # the robots' own reading, which phones would do
    }


def bench_night(
    info: GameInfo, devices: int, frames: int = 1200, seed: int = 1, spectators: int = 0
) -> dict[str, Any]:
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
    watchers = _spectators(link, spectators) if spectators else None
    robots = _devices(link, seed, moves)
    deadline = time.monotonic() + 30
    while not lobby.ready() and time.monotonic() < deadline:
        app.step(FRAME_MS)
        time.sleep(0.01)
    lobby._begin()
    table = app.top
    assert isinstance(table, NightTable)
    timings: list[float] = []
    started = time.process_time()
    cpu: list[float] = []  # the window thread's own work per frame, without its waits
    while len(timings) < frames and app.top is table and not table.session.state.is_over():
        start, busy = time.perf_counter(), time.thread_time()
        app.step(FRAME_MS)
        timings.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - busy) * 1000)
        time.sleep(max(0.0, FRAME_MS / 1000 - timings[-1] / 1000))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    window_cpu = time.process_time() - started  # the window, its host thread and its robots
    app.close()
    robots.join(10)
    report: dict[str, Any] = {
        "game": info.key,
        "devices": devices,
        "spectators": spectators,
        "frames": len(timings),
        "moves": len(moves),
        "frame_ms_p50": _p(timings, 50),
        "frame_ms_p95": _p(timings, 95),
        "frame_cpu_ms_p95": _p(cpu, 95),
        "load_1min": load,
        "window_process_cpu_s": round(window_cpu, 2),
    }
    if watchers is not None:
        report.update(_followed(watchers, host.seq))
        memory = asyncio.run(spectator_memory(info, {}, spectators))
        report["memory_kib_per_spectator"] = round(memory / 1024, 1)
    return report
