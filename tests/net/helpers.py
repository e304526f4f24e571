"""What the host tests share: a host on 127.0.0.1 with its clients, and a watch on every message
the host sends, checking at that moment that it holds only what its seat may see."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from typing import Any

from game.core.session import AI, HUMAN, Seat, Session
from game.net.bench import ROBOT_RATE
from game.net.client import Client
from game.net.host import Host
from game.net.outgoing import device_view
from game.taverns.snapshot import HIDDEN, hidden_slots

BIDDING = ("nidavellir", "arran")  # the games of the taverns engine: sealed coins on boards


def session(game: str, humans: int, ai: int = 0, seed: int = 1, **options: Any) -> Session:
    seats = [Seat(f"P{i}", HUMAN) for i in range(humans)]
    seats += [Seat(f"AI{i}", AI, "easy") for i in range(ai)]
    return Session(seats, seed, options, game)


def run(main: Callable[[], Coroutine[Any, Any, Any]], timeout: float = 120) -> Any:
    """`main()` on a fresh loop, never longer than `timeout` seconds (a hang fails the test)."""

    async def bounded() -> Any:
        return await asyncio.wait_for(main(), timeout)

    return asyncio.run(bounded())


def roundtrip(value: Any) -> Any:
    return json.loads(json.dumps(value))


class Watch:
    """Checks every message the host sends, as it sends it, and keeps what went wrong.

    A state message must carry exactly its seat's `view` (without the seed), its seat's legal
    actions and held decision (a spectator's, seat None: `view(None)` and nothing to decide);
    no message to a seat may hold another seat's held (sealed) decision, and in a game of bids
    no other seat's face-down coin (`hidden_slots`)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.problems: list[str] = []
        self.sent: dict[int | None, int] = {}
        self.states = 0
        self.public = 0  # states sent to spectators (no seat: the public view)
        host.on_send = self.check

    def check(self, seat: int | None, message: dict[str, Any]) -> None:
        self.sent[seat] = self.sent.get(seat, 0) + 1
        session = self.host.session
        text = json.dumps(message)
        for other, action in session.held.items():
            if other != seat and str(action) in text:
                self.problems.append(f"seat {seat} was sent seat {other}'s held {action}")
        if message["type"] == "welcome" and message["seat"] != seat:
            self.problems.append(f"a device of seat {seat} was welcomed to {message['seat']}")
        if message["type"] != "state":
            return
        self.states += 1
        self.public += seat is None
        state = session.state
        if message["seat"] != seat:
            self.problems.append(f"seat {seat} was sent seat {message['seat']}'s state")
        if "seed" in message["view"]:
            self.problems.append("a view carried the seed")
        if roundtrip(message["view"]) != roundtrip(device_view(state, seat)):
            self.problems.append(f"seat {seat}'s view is not view({seat})")
        legal = [] if seat is None else [str(a) for a in state.legal_actions(seat)]
        if message["legal"] != legal:
            self.problems.append(f"seat {seat} was sent legal actions not its own")
        held = None if seat is None else session.held.get(seat)
        if message["held"] != (None if held is None else str(held)):
            self.problems.append(f"seat {seat} was sent a held decision not its own")
        if session.info.key in BIDDING:
            self._coins(seat, message["view"])

    def _coins(self, seat: int | None, view: dict[str, Any]) -> None:
        state = self.host.session.state
        for other in range(len(state.players)):
            for slot in hidden_slots(state, seat, other):
                if view["seats"][other]["board"][slot] != HIDDEN:
                    self.problems.append(f"seat {seat} saw seat {other}'s face-down coin")


@asynccontextmanager
async def hosted(game_session: Session, **options: Any) -> AsyncIterator[tuple[Host, Watch]]:
    """A started host on 127.0.0.1 (robot rate unless `rate` is given), watched; closed after,
    and every message it sent found fit for its seat."""
    options.setdefault("rate", ROBOT_RATE)
    host = Host(game_session, bind="127.0.0.1", **options)
    watch = Watch(host)
    await host.start()
    try:
        yield host, watch
    finally:
        await host.close()
    assert watch.problems == []


async def seated(host: Host, seat: int, pin: str | None = None) -> Client:
    """A client seated at `seat`, its first state received."""
    client = Client(host.ws_url(), host.tokens[seat], pin)
    await client.connect()
    await client.wait_state()
    return client


async def spectating(host: Host) -> Client:
    """A spectator at the game's watch address, its first state received."""
    client = Client(host.ws_url(), host.watch_token)
    await client.connect()
    await client.wait_state()
    return client


def frozen(host: Host) -> tuple[Any, ...]:
    """Everything an refused message must leave as it was."""
    session = host.session
    held = {s: str(a) for s, a in session.held.items()}
    return (tuple(session.history), held, host.seq, json.dumps(session.state.to_dict()))
