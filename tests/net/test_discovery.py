"""Finding hosted games on the network (mDNS/DNS-SD): what a host tells (never a token), how a
resolved service is read back, and, on the loopback interface where multicast works, a real
host found, its free chairs followed live, and gone once it stops. Advertising that fails never
stops the hosting."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import pytest

from game.net import discovery
from game.net.discovery import Browser, Found, found_of, instance_name, txt_records
from game.net.host import Host
from tests.net.helpers import hosted, run, seated, session
from tests.net.multicast import need_loopback_multicast


def test_the_records_name_the_game_and_its_free_chairs_never_a_token() -> None:
    host = Host(session("arran", 3, ai=1), bind="127.0.0.1")
    assert txt_records(host) == {
        "v": "1",
        "game": "arran",
        "title": "Guerres d'Arran",
        "chair0": "P0",
        "chair1": "P1",
        "chair2": "P2",
    }
    host.joined.add(1)  # a chair a device took is no longer free
    host.session.seats[2].name = "É" * 80  # a long name is cut on a character's edge
    records = txt_records(host)
    assert sorted(records) == ["chair0", "chair2", "game", "title", "v"]
    assert records["chair2"] == "É" * 30 and len(records["chair2"].encode()) == 60
    assert not any(token in records.values() for token in host.tokens.values())


def test_the_instance_name_is_short_enough_for_dns() -> None:
    name = instance_name("T" * 100, 4242)
    assert name.endswith("._nidavellir._tcp.local.")
    assert len(name.removesuffix("." + discovery.SERVICE).encode()) == 63


def test_a_resolved_service_is_read_back() -> None:
    properties = {
        b"v": b"1",
        b"game": b"nidavellir",
        b"title": b"Nidavellir",
        b"chair2": "Bjørn".encode(),
        b"chair0": b"Ann",
        b"chairs": b"ignored",
        b"note": None,
    }
    found = found_of("n._nidavellir._tcp.local.", ["10.0.0.5"], 4242, properties)
    assert found == Found(
        "n._nidavellir._tcp.local.",
        "nidavellir",
        "Nidavellir",
        "10.0.0.5",
        4242,
        ((0, "Ann"), (2, "Bjørn")),
    )
    assert found.base == "http://10.0.0.5:4242"
    assert found_of("n", ["10.0.0.5"], 4242, {**properties, b"v": b"2"}) is None
    assert found_of("n", [], 4242, properties) is None
    assert found_of("n", ["10.0.0.5"], 0, properties) is None


def _until(check: Callable[[], bool], what: str, seconds: float = 15) -> None:
    end = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < end, f"never: {what}"
        time.sleep(0.05)


def test_a_hosted_game_is_found_on_the_loopback_followed_live_and_gone_when_it_stops() -> None:
    need_loopback_multicast()
    browser = Browser(["127.0.0.1"])

    def mine(port: int) -> list[Found]:
        return [f for f in browser.games() if f.port == port and f.address == "127.0.0.1"]

    async def main() -> None:
        async with hosted(session("arran", 2, ai=1), advertise=True) as (host, _):
            port = host.port
            await asyncio.to_thread(_until, lambda: bool(mine(port)), "the game found")
            (found,) = mine(port)
            assert (found.game, found.title) == ("arran", "Guerres d'Arran")
            assert found.free == ((0, "P0"), (1, "P1"))
            phone = await seated(host, 0)
            await asyncio.to_thread(
                _until, lambda: [f.free for f in mine(port)] == [((1, "P1"),)], "a chair taken"
            )
            await phone.close()
        await asyncio.to_thread(_until, lambda: not mine(port), "the game gone")

    try:
        run(main)
    finally:
        browser.close()


def test_advertising_that_fails_never_stops_the_hosting(monkeypatch: pytest.MonkeyPatch) -> None:
    import zeroconf.asyncio

    def broken(*args: object, **kwargs: object) -> None:
        raise OSError("no multicast here")

    monkeypatch.setattr(zeroconf.asyncio, "AsyncZeroconf", broken)

    async def main() -> None:
        async with hosted(session("arran", 2), advertise=True) as (host, _):
            assert host.advertiser is not None
            await asyncio.sleep(0.1)
            phone = await seated(host, 0)
            assert phone.welcome is not None and host.advertiser.zeroconf is None
            await phone.close()

    run(main)


def test_looking_where_it_cannot_gives_no_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise OSError("no multicast here")

    monkeypatch.setattr(discovery, "Browser", broken)
    assert discovery.browse() is None
