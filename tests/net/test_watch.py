"""Spectators: the game's watch address on real sockets. A spectator follows whole games with
the public view only (every message checked as it leaves, `helpers.Watch`), can never act, is
capped, throttled like a device, comes back after a drop, and keeps its address across a
resumed host."""

from __future__ import annotations

import asyncio
import random

import aiohttp
import pytest

from game.cli import MAX_WATCHING
from game.net import host as hosting
from game.net import protocol
from game.net.bench import play_device
from game.net.bucket import BURST, RATE
from game.net.client import Client
from game.net.host import MAX_CONNECTIONS, MAX_SPECTATORS, Host
from game.net.outgoing import device_view
from game.net.record import HostRecord
from tests.net.helpers import frozen, hosted, roundtrip, run, seated, session, spectating

PERSON = (RATE, BURST)
GAMES = [
    ("nidavellir", {"idavoll": True, "thingvellir": True}),
    ("arran", {}),
    ("vedrfolnir", {"winter": True}),
]


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_spectators_follow_a_whole_game_with_the_public_view_only(game: str, options: dict) -> None:
    played = session(game, 2, ai=1, seed=4, **options)

    async def main() -> None:
        async with hosted(played, ai_seed=4) as (host, watch):
            first, second = await spectating(host), await spectating(host)
            players = [await seated(host, seat) for seat in range(2)]
            await asyncio.gather(
                *(play_device(c, random.Random(40 + i)) for i, c in enumerate(players))
            )
            for spectator in (first, second):
                await spectator.wait_for(lambda c: c.ended is not None)
            outcome = played.state.outcome()
            followed = []
            for spectator in (first, second):
                assert spectator.welcome is not None and spectator.welcome["seat"] is None
                assert spectator.errors == []
                states = [m for m in spectator.received if m["type"] == "state"]
                # the AI chair may have played before a spectator came: it starts where it came
                assert [m["seq"] for m in states] == list(range(states[0]["seq"], host.seq + 1))
                assert all(m["legal"] == [] and m["held"] is None for m in states)
                assert states[-1]["view"] == roundtrip(device_view(played.state, None))
                assert spectator.ended is not None
                assert spectator.ended["outcome"]["winners"] == outcome.winners
                followed.append(states)
            both = len(followed[1]) - 1  # the changes after both had come: one text for all
            assert followed[0][-both:] == followed[1][-both:] and both > 10
            assert watch.public == len(followed[0]) + len(followed[1])
            assert watch.problems == []
            for client in (*players, first, second):
                await client.close()

    run(main)
    assert played.state.is_over()


def test_a_spectator_needs_no_pin_and_its_action_is_refused() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), admission="pin", rate=PERSON) as (host, watch):
            spectator = await spectating(host)
            assert spectator.state is not None and spectator.state["seat"] is None
            legal = str(host.session.state.legal_actions(0)[0])
            for raw, code in [
                (protocol.act(legal, host.seq), "watching"),
                (protocol.act("s0 dance", host.seq), "watching"),
                (protocol.hello(host.watch_token), "bad_message"),
                (protocol.hello(host.tokens[0], host.pin), "bad_message"),
            ]:
                before, errors = frozen(host), len(spectator.errors)
                await spectator.send(raw)
                await spectator.wait_for(lambda c, n=errors: len(c.errors) > n)
                assert spectator.errors[-1]["code"] == code
                assert frozen(host) == before
            assert spectator.connected and 0 not in host.devices
            assert watch.problems == []
            await spectator.close()

    run(main)


def test_the_spectators_are_capped_and_a_leaving_one_frees_its_place(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert MAX_SPECTATORS + 6 < MAX_CONNECTIONS  # the largest table's devices always fit
    assert MAX_WATCHING == MAX_SPECTATORS  # `bench night --spectators` allows as many
    monkeypatch.setattr(hosting, "MAX_SPECTATORS", 3)

    async def main() -> None:
        async with hosted(session("vedrfolnir", 2)) as (host, _):
            inside = [await spectating(host) for _ in range(3)]
            late = Client(host.ws_url(), host.watch_token)
            await late.connect()
            await late.wait_for(lambda c: not c.connected)
            assert [e["code"] for e in late.errors] == ["watch_full"]
            assert late.welcome is None and len(host.spectators) == 3
            await inside[0].close()
            while len(host.spectators) == 3:
                await asyncio.sleep(0.01)
            again = await spectating(host)
            assert again.welcome is not None and again.welcome["seat"] is None
            for client in (*inside[1:], late, again):
                await client.close()

    run(main)


def test_a_flooding_spectator_is_cut_while_the_seats_play() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON) as (host, watch):
            flooder = await spectating(host)
            a, b = await seated(host, 0), await seated(host, 1)
            ping = protocol.encode(protocol.message("ping", id=1))

            async def flood() -> None:
                for _ in range(1000):
                    try:
                        await flooder.send_raw(ping)
                    except (ConnectionError, aiohttp.ClientError, RuntimeError):
                        return

            flooding = asyncio.create_task(flood())
            await a.act(a.state["legal"][0])
            await b.act(b.state["legal"][0])
            await a.wait_for(lambda c: c.state["pending"] != "bids")
            await flooding
            await flooder.wait_for(lambda c: not c.connected)
            assert [m["code"] for m in flooder.errors] == ["slow_down"]
            assert not host.spectators and sorted(host.devices) == [0, 1]
            assert len(host.session.history) == 2
            assert watch.problems == []
            for client in (flooder, a, b):
                await client.close()

    run(main)


def test_a_spectator_coming_back_is_sent_the_events_it_missed() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2)) as (host, watch):
            spectator = await spectating(host)
            a, b = await seated(host, 0), await seated(host, 1)
            await spectator.drop()
            left = spectator.seq
            assert left is not None
            for client in (a, b):
                await client.act(client.state["legal"][0])
            await a.wait_for(lambda c: c.state["pending"] != "bids")
            seen = len(spectator.received)
            await spectator.connect()
            await spectator.wait_state(after=left)
            came = spectator.received[seen:]
            assert [m["type"] for m in came] == ["welcome", "state"]
            assert came[0]["seat"] is None and came[1]["seq"] == host.seq
            missed = [e for seq, batch in host.journal if seq > left for e in batch]
            assert came[1]["events"] == roundtrip(missed) and missed
            assert watch.problems == []
            for client in (spectator, a, b):
                await client.close()

    run(main)


def test_the_watch_address_serves_the_page_and_survives_a_resumed_host() -> None:
    game = session("arran", 2)

    async def main() -> str:
        async with hosted(game) as (host, _), aiohttp.ClientSession() as http:
            watch, seat = host.watch_address(), host.addresses()[0]
            assert watch.split("/w/")[1] == host.watch_token
            for url in (watch, watch + "/strings.json?lang=fr"):
                async with http.get(url) as answer:
                    assert answer.status == 200
                    assert answer.headers["Cache-Control"] == "no-store"
            for url in (
                seat.replace("/s/", "/w/"),
                watch.replace("/w/", "/s/"),
                watch[:-4] + "AAAA",
                watch.replace("/w/", "/s/") + "/strings.json",
            ):
                async with http.get(url) as missing:
                    assert missing.status == 404, url
            return watch

    watch = run(main)
    saved = Host(game, bind="127.0.0.1").record()  # a new host of the game: a new address
    assert saved.watch is not None and saved.watch not in watch
    record = HostRecord.from_data(saved.to_data(), game)
    assert record == saved and Host(game, record=record).watch_token == saved.watch
    older = {k: v for k, v in saved.to_data().items() if k != "watch"}
    assert HostRecord.from_data(older, game) == HostRecord(saved.tokens, saved.port, saved.seq)


def test_a_stalled_spectator_is_cut_off_while_the_seats_play_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(hosting, "OUTBOX", 4)
    played = session("vedrfolnir", 2, seed=3)

    async def main() -> None:
        async with hosted(played) as (host, watch):
            spectator = await spectating(host)
            (stalled,) = host.spectators
            network = asyncio.Event()  # never set: the spectator's network hangs

            async def hang(text: str, compress: int | None = None) -> None:
                await network.wait()

            stalled.ws.send_str = hang  # type: ignore[method-assign]
            players = [await seated(host, seat) for seat in range(2)]
            playing = [
                asyncio.create_task(play_device(c, random.Random(i))) for i, c in enumerate(players)
            ]
            start = host.seq
            while host.seq < start + 3 * hosting.OUTBOX:
                await asyncio.sleep(0.01)
            for task in playing:
                task.cancel()
            await asyncio.gather(*playing, return_exceptions=True)
            assert stalled.closing and stalled.outbox.qsize() <= hosting.OUTBOX
            for client in players:
                await client.wait_state(after=host.seq - 1)  # every seat follows the game
                assert client.errors == []
            assert watch.problems == []
            network.set()
            for client in (*players, spectator):
                await client.close()

    run(main)
