"""A laptop with no seat's address claims a free chair: `GET /chairs` lists them (never a
token), the host player accepts the claim or the device gives the PIN, and the welcome carries
the seat's token for coming back. Held chairs are never given; every failure counts against the
address, as wrong PINs do. Real sockets on 127.0.0.1."""

from __future__ import annotations

import json

import aiohttp
import pytest

from game.net import admission
from game.net import protocol as p
from game.net.admission import PIN_FAILURES
from game.net.bucket import BURST, RATE
from game.net.client import Client, chairs
from game.net.host import Host
from tests.net.helpers import frozen, hosted, run, seated, session

PERSON = (RATE, BURST)


def base(host: Host) -> str:
    return f"http://{host.bind}:{host.port}"


async def claiming(host: Host, seat: int, pin: str | None = None) -> Client:
    """A device claiming `seat`, its first answer received."""
    client = Client(host.ws_url(), None, pin, claim=seat)
    await client.connect()
    await client.wait_for(lambda c: c.errors or c.welcome)
    return client


def codes(client: Client) -> list[str]:
    return [m["code"] for m in client.errors]


def test_the_chairs_are_listed_without_tokens_and_an_accepted_claim_gets_its_seat() -> None:
    async def main() -> None:
        async with hosted(session("arran", 3, ai=1), rate=PERSON) as (host, _):
            asked: list[int] = []
            host.on_request = asked.append
            phone = await seated(host, 0)
            listed = await chairs(base(host))
            assert listed["claim"] == "accept" and listed["game"] == "arran"
            assert [(c["seat"], c["kind"], c["free"]) for c in listed["chairs"]] == [
                (0, "human", False),
                (1, "human", True),
                (2, "human", True),
                (3, "ai", False),
            ]
            assert not any(token in json.dumps(listed) for token in host.tokens.values())
            laptop = await claiming(host, 2)
            assert codes(laptop) == ["awaiting_accept"] and asked == [2]
            assert host.free_chairs() == [1]
            host.accept(2)
            await laptop.wait_state()
            assert laptop.welcome is not None and laptop.welcome["seat"] == 2
            assert laptop.welcome["token"] == host.tokens[2] == laptop.token
            assert laptop.state is not None and laptop.state["seat"] == 2
            assert "token" not in (phone.welcome or {})
            await laptop.reconnect()  # back after a drop with the token: no second accept
            await laptop.wait_for(lambda c: c.welcome is not None)
            assert asked == [2] and "token" not in laptop.welcome
            listed = await chairs(base(host))
            assert [c["free"] for c in listed["chairs"]] == [False, True, False, False]
            for client in (phone, laptop):
                await client.close()

    run(main)


def test_a_refused_claim_is_told_and_closed() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON) as (host, _):
            host.on_request = lambda seat: None
            laptop = await claiming(host, 1)
            before = frozen(host)
            host.refuse(1)
            await laptop.wait_for(lambda c: not c.connected)
            assert codes(laptop) == ["awaiting_accept", "refused"]
            assert laptop.welcome is None and frozen(host) == before
            assert host.failures == {"127.0.0.1": 1} and host.free_chairs() == [0, 1]
            await laptop.close()

    run(main)


def test_a_held_chair_an_ai_s_and_one_asked_for_are_never_given() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2, ai=1), rate=PERSON) as (host, _):
            host.on_request = lambda seat: None
            phone = await seated(host, 0)
            first = await claiming(host, 1)
            assert codes(first) == ["awaiting_accept"]
            for seat in (0, 1, 2, 7):
                other = await claiming(host, seat)
                assert codes(other) == ["chair_taken"] and other.connected
                await other.close()
            assert host.devices[0] is not None and host.waiting[1] is not None
            assert host.failures == {"127.0.0.1": 4}
            await phone.drop()  # an away chair is its player's, not free
            late = await claiming(host, 0)
            assert codes(late) == ["chair_taken"]
            for client in (phone, first, late):
                await client.close()

    run(main)


def test_a_claim_needs_the_pin_when_the_host_has_one() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON, admission="pin") as (host, _):
            assert host.pin is not None
            assert (await chairs(base(host)))["claim"] == "pin"
            wrong = "000000" if host.pin != "000000" else "111111"
            laptop = await claiming(host, 1)
            assert codes(laptop) == ["pin_required"]
            await laptop.hello_again(wrong)
            await laptop.wait_for(lambda c: len(c.errors) > 1)
            assert codes(laptop) == ["pin_required", "bad_pin"] and laptop.welcome is None
            await laptop.hello_again(host.pin)
            await laptop.wait_state()
            assert laptop.welcome is not None and laptop.welcome["token"] == host.tokens[1]
            assert host.free_chairs() == [0]
            await laptop.close()

    run(main)


def test_a_flood_of_claims_asks_the_host_player_once_then_locks_the_address_out() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON) as (host, _):
            asked: list[int] = []
            host.on_request = asked.append
            flood = await claiming(host, 1)
            for _ in range(PIN_FAILURES + 5):
                await flood.send(p.claim(1))
            await flood.wait_for(lambda c: not c.connected)
            assert codes(flood) == ["awaiting_accept"] + ["chair_taken"] * PIN_FAILURES + [
                "too_many_attempts"
            ]
            assert asked == [1] and host.waiting == {}
            await flood.close()
            again = await claiming(host, 0)  # another connection from the same address
            await again.wait_for(lambda c: not c.connected)
            assert codes(again) == ["too_many_attempts"] and asked == [1]
            await again.close()
            phone = await seated(host, 0)  # a seat's own address still works
            assert phone.welcome is not None
            await phone.close()

    run(main)


def test_a_host_with_nobody_to_accept_and_no_pin_takes_no_claims() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON) as (host, _):
            assert (await chairs(base(host)))["claim"] is None
            laptop = await claiming(host, 1)
            await laptop.wait_for(lambda c: not c.connected)
            assert codes(laptop) == ["claims_closed"] and host.free_chairs() == [0, 1]
            await laptop.close()

    run(main)


def test_a_claim_expires_unanswered_or_when_its_chair_is_taken(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(admission, "CLAIM_SECONDS", 0.3)

    async def main() -> None:
        async with hosted(session("arran", 2), rate=PERSON) as (host, _):
            host.on_request = lambda seat: None
            slow = await claiming(host, 0)
            await slow.wait_for(lambda c: not c.connected)
            assert codes(slow) == ["awaiting_accept", "claim_expired"] and host.waiting == {}
            beaten = await claiming(host, 1)
            phone = await seated(host, 1)  # the chair's own player comes with its address
            await beaten.wait_for(lambda c: not c.connected)
            assert codes(beaten) == ["awaiting_accept", "claim_expired"]
            assert host.devices[1] is not None and phone.state is not None
            for client in (slow, beaten, phone):
                await client.close()

    run(main)


def test_chairs_of_an_unreachable_host_raise() -> None:
    async def main() -> None:
        with pytest.raises((OSError, aiohttp.ClientError)):
            await chairs("http://127.0.0.1:9", timeout=2)

    run(main)
