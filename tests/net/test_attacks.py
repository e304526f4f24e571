"""Every way a device can misbehave gets its exact error code and changes nothing: the game,
the held bids and the state number are compared before and after (`helpers.frozen`)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
import pytest

from game.net import protocol
from game.net.admission import PIN_FAILURES, PIN_TRIES
from game.net.bucket import BURST, RATE
from game.net.client import Client, ClientClosed
from game.net.host import Host
from tests.net.helpers import frozen, hosted, run, seated, session

PERSON = (RATE, BURST)  # the throttle as it is for people


async def _refused(host: Host, client: Client, raw: str) -> str:
    """Send `raw`; the code of the error it earns, the host's game unchanged meanwhile."""
    before = frozen(host)
    errors = len(client.errors)
    await client.send_raw(raw)
    await client.wait_for(lambda c: len(c.errors) > errors)
    assert frozen(host) == before
    return str(client.errors[errors]["code"])


def _act(text: str, seq: int) -> str:
    return protocol.encode(protocol.act(text, seq))


ATTACKS: list[tuple[str, Any, str]] = [
    ("malformed JSON", lambda seq: '{"type": "act", "v": 1,', "bad_json"),
    ("a JSON list", lambda seq: "[1, 2]", "bad_json"),
    ("NaN", lambda seq: '{"type": "ping", "v": 1, "id": NaN}', "bad_json"),
    ("oversized", lambda seq: _act("s0 bid " + "0 " * 3000, seq), "too_large"),
    ("unknown type", lambda seq: '{"type": "cheat", "v": 1}', "unknown_type"),
    ("another version", lambda seq: '{"type": "ping", "v": 2}', "version"),
    ("no version", lambda seq: '{"type": "ping"}', "bad_message"),
    (
        "missing field",
        lambda seq: '{"type": "act", "v": 1, "action": "s0 bid 0 2 3"}',
        "bad_message",
    ),
    ("unknown field", lambda seq: '{"type": "ping", "v": 1, "seat": 1}', "bad_message"),
    (
        "seq of the wrong kind",
        lambda seq: '{"type": "act", "v": 1, "action": "x", "seq": true}',
        "bad_message",
    ),
    ("negative seq", lambda seq: _act("s0 bid 0 2 3", -1), "bad_message"),
    ("another seat's action", lambda seq: _act("s1 bid 0 2 3", seq), "not_your_seat"),
    ("an illegal action", lambda seq: _act("s0 bid 9 9 9", seq), "illegal"),
    ("a pick during the bids", lambda seq: _act("s0 pick E1-WA-01", seq), "illegal"),
    ("an unreadable action", lambda seq: _act("s0 dance", seq), "bad_action"),
    ("a state from the future", lambda seq: _act("s0 bid 0 2 3", seq + 5), "stale"),
    ("a hello again", lambda seq: protocol.encode(protocol.hello("x" * 30)), "bad_message"),
]


@pytest.mark.parametrize(("raw", "code"), [a[1:] for a in ATTACKS], ids=[a[0] for a in ATTACKS])
def test_a_bad_message_gets_its_error_and_changes_nothing(raw: Any, code: str) -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON) as (host, watch):
            a, b = await seated(host, 0), await seated(host, 1)
            assert await _refused(host, a, raw(host.seq)) == code
            assert a.errors[-1]["seq"] == host.seq
            assert a.connected  # a bad message is answered, the device stays
            await a.act(a.state["legal"][0])  # and it still plays
            await a.wait_for(lambda c: c.state["held"] is not None)
            assert watch.problems == []
            await a.close()
            await b.close()

    run(main)


async def _to_the_taverns(host: Host, a: Client, b: Client) -> Client:
    """Both seats bid; the device of the seat to pick first."""
    for client in (a, b):
        await client.act(client.state["legal"][0])
    await a.wait_for(lambda c: c.state["pending"] != "bids")
    await b.wait_for(lambda c: c.state["seq"] == a.state["seq"])
    (first,) = host.session.state.to_move()
    return (a, b)[first]


def test_a_replayed_action_is_stale_and_changes_nothing() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON) as (host, _):
            a, b = await seated(host, 0), await seated(host, 1)
            picker = await _to_the_taverns(host, a, b)
            seq = picker.state["seq"]
            raw = _act(picker.state["legal"][0], seq)
            await picker.send_raw(raw)
            await picker.wait_for(lambda c: c.state["seq"] > seq)
            assert await _refused(host, picker, raw) == "stale"
            await a.close()
            await b.close()

    run(main)


def test_a_held_bid_sent_again_is_stale() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON) as (host, _):
            a, b = await seated(host, 0), await seated(host, 1)
            seq = a.state["seq"]
            raw = _act(a.state["legal"][0], seq)
            await a.send_raw(raw)
            await a.wait_for(lambda c: c.state["held"] is not None)
            assert await _refused(host, a, raw) == "stale"
            assert host.session.held[0] is not None
            await a.close()
            await b.close()

    run(main)


def test_an_action_before_hello_is_refused() -> None:
    async def main() -> None:
        async with (
            hosted(session("arran", 2), rate=PERSON) as (host, _),
            aiohttp.ClientSession() as http,
        ):
            ws = await http.ws_connect(host.ws_url())
            before = frozen(host)
            await ws.send_str(_act("s0 bid 0 2 3", host.seq))
            answer = json.loads((await ws.receive()).data)
            assert (answer["type"], answer["code"]) == ("error", "hello_first")
            assert frozen(host) == before
            await ws.close()

    run(main)


def test_a_wrong_token_is_refused_and_the_connection_closed() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON) as (host, watch):
            intruder = Client(host.ws_url(), host.tokens[0][:-4] + "AAAA")
            await intruder.connect()
            await intruder.wait_for(lambda c: not c.connected)
            assert [m["code"] for m in intruder.errors] == ["bad_token"]
            assert intruder.welcome is None and intruder.state is None
            assert watch.sent == {None: 1}
            await intruder.close()

    run(main)


def test_the_pin_is_asked_and_wrong_ones_are_limited() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON, admission="pin") as (host, _):
            assert host.pin is not None and len(host.pin) == 6
            wrong = "x" if host.pin != "x" else "y"
            asking = Client(host.ws_url(), host.tokens[0])
            await asking.connect()
            await asking.wait_for(lambda c: c.errors)
            assert asking.errors[0]["code"] == "pin_required" and asking.connected
            await asking.close()
            guesser = Client(host.ws_url(), host.tokens[0], pin=wrong)
            before = frozen(host)
            await guesser.connect()
            for _ in range(PIN_TRIES - 1):
                errors = len(guesser.errors)
                await guesser.send(protocol.hello(host.tokens[0], wrong))
                await guesser.wait_for(lambda c, e=errors: len(c.errors) > e)
            await guesser.wait_for(lambda c: not c.connected)
            assert [m["code"] for m in guesser.errors] == ["bad_pin"] * PIN_TRIES
            assert guesser.welcome is None and frozen(host) == before
            await guesser.close()
            right = await seated(host, 0, pin=host.pin)
            assert right.welcome is not None and right.welcome["seat"] == 0
            await right.close()

    run(main)


def test_a_device_giving_too_many_wrong_pins_is_refused_even_the_right_one() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON, admission="pin") as (host, _):
            wrong = "x" if host.pin != "x" else "y"
            for _ in range(PIN_FAILURES):
                guesser = Client(host.ws_url(), host.tokens[1], pin=wrong)
                await guesser.connect()
                await guesser.wait_for(lambda c: c.errors)
                assert guesser.errors[0]["code"] == "bad_pin"
                await guesser.close()
            late = Client(host.ws_url(), host.tokens[1], pin=host.pin)
            await late.connect()
            await late.wait_for(lambda c: not c.connected)
            assert [m["code"] for m in late.errors] == ["too_many_attempts"]
            assert 1 not in host.devices
            await late.close()

    run(main)


def test_the_host_player_accepts_or_refuses_a_new_device() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON, admission="accept") as (host, _):
            asked: list[int] = []
            host.on_request = asked.append
            first = Client(host.ws_url(), host.tokens[0])
            await first.connect()
            await first.wait_for(lambda c: c.errors)
            assert first.errors[0]["code"] == "awaiting_accept" and asked == [0]
            host.accept(0)
            await first.wait_state()
            assert first.welcome is not None and first.welcome["seat"] == 0
            second = Client(host.ws_url(), host.tokens[1])
            await second.connect()
            await second.wait_for(lambda c: c.errors)
            host.refuse(1)
            await second.wait_for(lambda c: not c.connected)
            assert [m["code"] for m in second.errors] == ["awaiting_accept", "refused"]
            assert second.state is None and asked == [0, 1]
            await first.close()
            await second.close()

    run(main)


def test_a_second_device_with_the_same_token_takes_the_seat() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON) as (host, _):
            old = await seated(host, 0)
            new = await seated(host, 0)
            await old.wait_for(lambda c: not c.connected)
            assert [m["code"] for m in old.errors] == ["replaced"]
            assert host.devices[0] is not None and new.state["seq"] == host.seq
            await old.close()
            await new.close()

    run(main)


def test_a_flood_is_throttled_with_one_error_and_cut_while_the_others_play() -> None:
    async def main() -> None:
        async with hosted(session("arran", 3), rate=PERSON) as (host, watch):
            flooder, b, c = [await seated(host, seat) for seat in range(3)]
            ping = protocol.encode(protocol.message("ping", id=1))
            flood = asyncio.create_task(_flood(flooder, ping, 1000))
            await b.act(b.state["legal"][0])
            await c.act(c.state["legal"][0])
            await b.wait_for(lambda d: d.state["held"] is not None)
            await c.wait_for(lambda d: d.state["held"] is not None)
            await flood
            await flooder.wait_for(lambda d: not d.connected)
            codes = [m["code"] for m in flooder.errors]
            pongs = sum(m["type"] == "pong" for m in flooder.received)
            assert codes == ["slow_down"]
            assert BURST - 1 <= pongs < 1000  # the hello took one of the burst
            assert sorted(host.session.held) == [1, 2] and 0 not in host.devices
            assert watch.problems == []
            for client in (flooder, b, c):
                await client.close()

    run(main)


async def _flood(client: Client, raw: str, count: int) -> None:
    for _ in range(count):
        try:
            await client.send_raw(raw)
        except (ConnectionError, ClientClosed):
            return


def test_the_host_quitting_tells_every_device() -> None:
    async def main() -> None:
        game = session("arran", 2)
        async with hosted(game, rate=PERSON) as (host, _):
            a, b = await seated(host, 0), await seated(host, 1)
            await host.close()
            for client in (a, b):
                await client.wait_for(lambda c: not c.connected)
                assert client.ended == {
                    "type": "ended",
                    "v": 1,
                    "reason": "host_quit",
                    "outcome": None,
                }
                await client.close()

    run(main)


def test_a_seat_s_address_serves_its_page_and_nothing_else_does() -> None:
    async def main() -> None:
        async with (
            hosted(session("arran", 2), rate=PERSON) as (host, _),
            aiohttp.ClientSession() as http,
        ):
            async with http.get(host.addresses()[1]) as page:
                text = await page.text()
                assert page.status == 200
                assert page.headers["Referrer-Policy"] == "no-referrer"
                assert page.headers["Cache-Control"] == "no-store"
            assert "/page/phone.js" in text and host.tokens[1] not in text
            wrong = host.addresses()[1][:-4] + "AAAA"
            for url in (wrong, host.addresses()[1].rsplit("/s/", 1)[0] + "/"):
                async with http.get(url) as missing:
                    assert missing.status == 404

    run(main)
