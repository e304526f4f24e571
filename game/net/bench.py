"""`python main.py bench host`: how fast a device's action reaches the host's state and comes
back, and what a connected device costs the host in memory.

Latency is measured the way a player feels it: from the moment a device sends its action to
the moment it receives the state its action made (`by` its own seat), every seat a client on
loopback playing seeded random legal actions. Memory is the host's traced allocation growth
while idle devices of another process are connected, divided by their number (for spectators,
`spectator_memory`, the same with the game's watch address).
"""

from __future__ import annotations

import asyncio
import gc
import random
import statistics
import sys
import tracemalloc
from collections.abc import Mapping
from typing import Any

from game.core.game import GameInfo
from game.core.session import Seat, Session
from game.net.client import Client
from game.net.host import MAX_CONNECTIONS, Host

IDLE_DEVICES = 50
ROBOT_RATE = (1000.0, 1000)  # the robot devices answer at once, many times a second


async def play_device(
    client: Client,
    rng: random.Random,
    latencies: list[float] | None = None,
    limit: int | None = None,
) -> int:
    """Play seeded random legal actions for the client's seat until the game ends, or `limit`
    actions were taken; returns how many. An action overtaken by another seat's (`stale`) is
    simply decided again on the newer state."""
    loop = asyncio.get_running_loop()
    await client.wait_for(lambda c: c.state is not None or c.ended is not None)
    taken = 0
    while client.ended is None and taken != limit:
        state = client.state
        assert state is not None
        seq = state["seq"]
        if not state["legal"] or state["held"] is not None or state["over"]:
            await client.wait_for(lambda c, s=seq: c.ended is not None or c.state["seq"] > s)
            continue
        errors, seen = len(client.errors), len(client.received)
        await client.act(rng.choice(state["legal"]))
        sent = loop.time()

        def answered(c: Client, s: int = seq, e: int = errors, n: int = seen) -> bool:
            """The state its action made arrived (perhaps with later ones), or a refusal."""
            mine = any(
                m["type"] == "state" and m["seq"] > s and m["by"] == c.seat for m in c.received[n:]
            )
            return mine or c.ended is not None or len(c.errors) > e

        await client.wait_for(answered)
        taken += 1
        if len(client.errors) > errors:
            code = client.errors[-1]["code"]
            if code != "stale":
                raise RuntimeError(f"the host refused a legal action: {client.errors[-1]}")
            await client.wait_for(lambda c, s=seq: c.ended is not None or c.state["seq"] > s)
        elif latencies is not None and client.ended is None:
            latencies.append(loop.time() - sent)
    return taken


async def hosted_game(
    info: GameInfo, players: int, seed: int, options: Mapping[str, Any], ai: list[str]
) -> tuple[Host, list[Client], list[float]]:
    """One seeded game, the first `players - len(ai)` seats clients, the others AI of `ai`'s
    levels, played to its end; returns the host (not closed), the clients and the latencies."""
    humans = players - len(ai)
    seats = [Seat(f"Player {i + 1}") for i in range(humans)]
    seats += [Seat(f"AI {i + 1}", "ai", level) for i, level in enumerate(ai)]
    session = Session(seats, seed, options, info)
    host = Host(session, bind="127.0.0.1", ai_seed=seed, rate=ROBOT_RATE)
    await host.start()
    clients = [Client(host.ws_url(), host.tokens[seat]) for seat in range(humans)]
    for client in clients:
        await client.connect()
    latencies: list[float] = []
    await asyncio.gather(
        *(play_device(c, random.Random(seed * 100 + i), latencies) for i, c in enumerate(clients))
    )
    return host, clients, latencies


IDLE = """
import asyncio, sys
import aiohttp

async def main(url, tokens, count):
    async with aiohttp.ClientSession() as session:
        sockets = [await session.ws_connect(url) for _ in range(count)]
        for ws, token in zip(sockets, tokens):
            await ws.send_str('{"type":"hello","v":1,"token":"%s"}' % token)
            await ws.receive()
            await ws.receive()
        print("ready", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)

asyncio.run(main(sys.argv[1], sys.argv[2].split(","), int(sys.argv[3])))
"""


async def device_memory(info: GameInfo, options: Mapping[str, Any], count: int) -> float:
    """Bytes the host holds per idle connected device (`count` of them, every seat of the
    largest table seated, the others connected and waiting to say hello)."""
    players = info.players_with(options).stop - 1
    session = Session([Seat(f"Player {i + 1}") for i in range(players)], 1, options, info)
    host = Host(session, bind="127.0.0.1")
    return await _idle_memory(host, [host.tokens[s] for s in range(players)], count)


async def spectator_memory(info: GameInfo, options: Mapping[str, Any], count: int) -> float:
    """Bytes the host holds per idle spectator (`count` of them, each sent the public state)."""
    players = info.players_with(options).stop - 1
    session = Session([Seat(f"Player {i + 1}") for i in range(players)], 1, options, info)
    host = Host(session, bind="127.0.0.1")
    return await _idle_memory(host, [host.watch_token] * count, count)


async def _idle_memory(host: Host, tokens: list[str], count: int) -> float:
    """The host's traced growth per connection while `count` connections of another process
    are open, the first ones saying hello with `tokens`."""
    await host.start()
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        IDLE,
        host.ws_url(),
        ",".join(tokens),
        str(count),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert child.stdout is not None and child.stdin is not None
    await child.stdout.readline()
    while len(host.connections) < count:
        await asyncio.sleep(0.01)
    gc.collect()
    grown = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    child.stdin.close()
    await child.wait()
    await host.close()
    return grown / count


def bench_host(
    info: GameInfo, players: int, games: int, seed: int, options: Mapping[str, Any]
) -> dict[str, Any]:
    """Latency over `games` seeded games, every seat a device; memory per idle device."""

    async def run() -> dict[str, Any]:
        latencies: list[float] = []
        for game in range(games):
            host, clients, measured = await hosted_game(info, players, seed + game, options, [])
            latencies += measured
            for client in clients:
                await client.close()
            await host.close()
        count = min(IDLE_DEVICES, MAX_CONNECTIONS - 1)
        memory = await device_memory(info, options, count)
        ms = sorted(x * 1000 for x in latencies)
        return {
            "game": info.key,
            "players": players,
            "games": games,
            "actions": len(ms),
            "latency_ms_p50": round(statistics.median(ms), 2),
            "latency_ms_p95": round(ms[int(0.95 * (len(ms) - 1))], 2),
            "latency_ms_max": round(ms[-1], 2),
            "devices": count,
            "memory_kib_per_device": round(memory / 1024, 1),
        }

    return asyncio.run(run())
