"""Chairs whose device is away (wait, an AI until the player is back, the laptop), and the
hosted game's autosave: Continue serves the same game at the same addresses."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from game.ai.agent import Budget
from game.core.errors import IllegalAction
from game.core.session import AI, Seat, Session
from game.net.bench import play_device
from game.net.client import Client
from game.net.host import Host
from game.net.hostthread import HostThread
from game.net.record import HostRecord
from game.ui import saves
from tests.net.helpers import Watch, hosted, run, seated, session


def _spy_ai(host: Host) -> list[tuple[int, bool]]:
    """(seat, its device connected) for every decision the AI made for a chair."""
    played: list[tuple[int, bool]] = []
    answer = host._ai_answer

    def spy(seat: int, position: int, future: object) -> None:
        before = host.seq
        answer(seat, position, future)  # type: ignore[arg-type]
        if host.seq > before:
            played.append((seat, seat in host.devices))

    host._ai_answer = spy  # type: ignore[method-assign]
    return played


def test_an_ai_plays_an_away_chair_until_its_player_is_back() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2, seed=4), away="ai", away_level="random") as (
            host,
            watch,
        ):
            played = _spy_ai(host)
            a, b = await seated(host, 0), await seated(host, 1)
            await a.drop()
            bob = asyncio.create_task(play_device(b, random.Random(1)))
            await b.wait_for(lambda c: sum(s == 0 for s, _ in played) >= 3)
            assert host.away_seats() == [0]
            await a.connect()
            await a.wait_for(lambda c: c.welcome is not None)
            assert host.away_seats() == []
            await play_device(a, random.Random(2))
            await bob
            assert all(not connected for seat, connected in played if seat == 0)
            assert host.session.state.is_over() and watch.problems == []
            await a.close()
            await b.close()

    run(main)


def test_a_waiting_chair_is_played_by_nobody_and_the_laptop_plays_a_local_one() -> None:
    async def main() -> None:
        async with hosted(session("arran", 2, seed=4), away="wait") as (host, _):
            played = _spy_ai(host)
            a, b = await seated(host, 0), await seated(host, 1)
            with pytest.raises(IllegalAction):
                host.submit_local(0, a.state["legal"][0])  # its device is here
            await a.drop()
            await b.act(b.state["legal"][0])
            await b.wait_for(lambda c: c.state["held"] is not None)
            assert host.session.waiting_humans() == [0] and played == []
            with pytest.raises(IllegalAction):
                host.submit_local(0, a.state["legal"][0])  # its policy is to wait
            host.set_away(0, "local")
            seq = host.seq
            laptop = asyncio.to_thread(
                lambda: host.threadsafe(host.submit_local, 0, a.state["legal"][0]).result(10)
            )
            await laptop  # the window's thread plays the chair through the host's loop
            await b.wait_for(lambda c: c.state["seq"] > seq)
            assert host.session.state.pending() != "bids" and played == []
            with pytest.raises(ValueError):
                host.set_away(0, "dance")
            await b.close()
            await a.close()

    run(main)


def test_a_hosted_game_autosaves_and_continue_serves_it_at_the_same_addresses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    saver = saves.AutoSaver()

    async def first() -> tuple[dict[int, str], dict, list[str]]:
        async with hosted(session("arran", 2, ai=1, seed=6), autosave=saver.save) as (host, _):
            a, b = await seated(host, 0), await seated(host, 1)
            for client in (a, b):
                await client.act(client.state["legal"][0])
            await a.wait_for(lambda c: c.state["pending"] != "bids")
            await host.close()  # the AI plays no more: the game is as saved
            saver.flush()
            history = list(host.session.history)
            addresses = host.addresses()
            last = dict(a.state)
            await a.close()
            await b.close()
            return addresses, last, history

    addresses, last, history = run(first)
    loaded = saves.load_hosted("arran")
    assert loaded is not None
    resumed, raw = loaded
    assert resumed.history == history
    record = HostRecord.from_data(raw, resumed)
    assert record is not None and record.seq >= last["seq"]

    async def again() -> None:
        host = Host(resumed, record=record, bind="127.0.0.1")
        watch = Watch(host)
        await host.start()
        try:
            assert host.addresses() == addresses
            back = await seated(host, 0)
            assert back.welcome is not None and back.welcome["seat"] == 0
            assert back.state is not None and back.state["seq"] > record.seq
            assert watch.states >= 1 and watch.problems == []  # the current state, as it was
            await back.close()
        finally:
            await host.close()

    run(again)


def test_a_save_of_one_screen_continues_with_new_addresses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    saves.autosave(session("arran", 2, seed=6))
    loaded = saves.load_hosted("arran")
    assert loaded is not None
    local, raw = loaded
    assert raw is None and HostRecord.from_data(raw, local) is None
    host = Host(local, bind="127.0.0.1")
    assert sorted(host.tokens) == [0, 1] and host.seq == 1


@pytest.mark.parametrize(
    "raw",
    [
        {"tokens": ["a" * 32], "port": 1, "seq": 1},  # a seat short
        {"tokens": ["a" * 32, "a" * 32], "port": 1, "seq": 1},  # the same token twice
        {"tokens": ["a" * 32, "short"], "port": 1, "seq": 1},
        {"tokens": ["a" * 32, "b" * 32], "port": 70000, "seq": 1},
        {"tokens": ["a" * 32, "b" * 32], "port": 1, "seq": True},
        ["a" * 32, "b" * 32],
    ],
)
def test_a_damaged_host_record_gives_new_addresses(raw: object) -> None:
    assert HostRecord.from_data(raw, session("arran", 2)) is None


def test_an_ai_that_fails_plays_a_safe_action_and_the_table_goes_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    class Broken:
        level = "easy"

        def choose(self, *args: object) -> object:
            raise RuntimeError("a bug of the AI")

    async def main() -> None:
        async with hosted(session("arran", 2, ai=1, seed=4)) as (host, watch):
            host.agents[2] = Broken()  # type: ignore[assignment]
            a, b = await seated(host, 0), await seated(host, 1)
            await asyncio.gather(play_device(a, random.Random(1)), play_device(b, random.Random(2)))
            assert host.session.state.is_over() and watch.problems == []
            await a.close()
            await b.close()

    run(main)
    failures = [r for r in caplog.records if "it plays a safe action" in r.getMessage()]
    assert failures and all("a bug of the AI" in r.getMessage() for r in failures)


def test_the_window_runs_the_host_on_a_thread_of_its_own() -> None:
    played = session("arran", 2, seed=4)
    host = Host(played, bind="127.0.0.1", away="local")
    thread = HostThread(host)
    thread.start()

    async def device() -> tuple[dict | None, list[str]]:
        client = Client(host.ws_url(), host.tokens[0])
        await client.connect()
        await client.wait_state()
        mine = client.state["legal"][0]
        await client.act(mine)
        await client.wait_for(lambda c: c.state["held"] is not None)
        assert await asyncio.to_thread(thread.call, host.away_seats) == []
        bid = str(played.state.legal_actions(1)[0])
        # seat 1's device never came: the laptop plays its chair
        await asyncio.to_thread(thread.call, host.submit_local, 1, bid)
        await client.wait_for(lambda c: c.state["pending"] != "bids")
        await asyncio.to_thread(thread.stop)
        await client.wait_for(lambda c: c.ended is not None)
        await client.close()
        return client.ended, [mine, bid]

    ended, bids = run(device)
    assert ended is not None and ended["reason"] == "host_quit"
    assert host.closed and played.history[:2] == bids


def test_a_host_thread_that_cannot_listen_says_why() -> None:
    thread = HostThread(Host(session("arran", 2), bind="192.0.2.1"))
    with pytest.raises(OSError):
        thread.start()


def test_the_hard_level_thinks_in_a_worker_process() -> None:
    played = Session([Seat("P0"), Seat("P1"), Seat("AI", AI, "hard")], 4, {}, "arran")

    workers = []

    async def main() -> None:
        async with hosted(played, ai_budget=Budget(iterations=20)) as (host, _):
            a, b = await seated(host, 0), await seated(host, 1)
            await asyncio.gather(play_device(a, random.Random(1)), play_device(b, random.Random(2)))
            assert host.thinker is not None and host.thinker._process.is_alive()
            workers.append(host.thinker._process)
            await a.close()
            await b.close()

    run(main)
    assert played.state.is_over() and 2 in played.actors
    workers[0].join(timeout=60)  # an idle worker ends by itself; a loaded machine may delay it
    assert workers[0].exitcode == 0
