"""Whole seeded games of every game served to clients on 127.0.0.1, every human seat a device
and one AI chair, every message checked as it leaves the host (`helpers.Watch`)."""

from __future__ import annotations

import asyncio
import random

import pytest

from game.net.bench import play_device
from game.net.client import Client
from tests.net.helpers import hosted, roundtrip, run, seated, session

GAMES = [
    ("nidavellir", 2, {"idavoll": True}),
    ("arran", 2, {}),
    ("vedrfolnir", 1, {}),
]
MORE = [
    ("nidavellir", 4, {"thingvellir": True}),
    ("nidavellir", 3, {"idavoll": True, "thingvellir": True}),
    ("arran", 4, {}),
    ("vedrfolnir", 3, {"winter": True}),
]


def _whole_game(game: str, humans: int, options: dict, seed: int) -> None:
    played = session(game, humans, ai=1, seed=seed, **options)

    async def main() -> None:
        async with hosted(played, ai_seed=seed) as (host, watch):
            clients = [await seated(host, seat) for seat in range(humans)]
            await _play(clients, seed)
            outcome = played.state.outcome()
            for client in clients:
                assert client.ended is not None
                assert client.ended["reason"] == "over"
                assert client.ended["outcome"]["winners"] == outcome.winners
                assert client.ended["outcome"]["sheets"] == roundtrip(outcome.sheets)
                assert client.state is not None and client.state["over"] is True
                await client.close()
            assert watch.problems == []
            assert watch.states >= len(played.history)
            assert sorted(s for s in watch.sent if s is not None) == list(range(humans))

    run(main)
    assert played.state.is_over()
    replayed = played.info.replay(len(played.seats), played.seed, played.history, played.options)
    assert replayed.to_dict() == played.state.to_dict()
    assert {played.actors[i] for i in range(len(played.history))} == set(range(humans + 1))


async def _play(clients: list[Client], seed: int) -> None:
    await asyncio.gather(
        *(play_device(c, random.Random(seed * 10 + i)) for i, c in enumerate(clients))
    )


@pytest.mark.parametrize(("game", "humans", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_with_every_human_on_a_device_and_one_ai(
    game: str, humans: int, options: dict
) -> None:
    _whole_game(game, humans, options, seed=3)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "humans", "options"), MORE)
@pytest.mark.parametrize("seed", [5, 6])
def test_more_whole_games(game: str, humans: int, options: dict, seed: int) -> None:
    _whole_game(game, humans, options, seed)


@pytest.mark.parametrize("game", ["nidavellir", "arran", "vedrfolnir"])
def test_devices_dropping_at_random_points_come_back_to_their_seat_and_the_current_state(
    game: str,
) -> None:
    played = session(game, 2, ai=1, seed=8)
    rng = random.Random(8)
    drops = [sorted(rng.sample(range(1, 12), 3)) for _ in range(2)]

    async def device(client: Client, points: list[int]) -> int:
        """Play, dropping the connection after each count of actions in `points`."""
        seat = client.seat
        chooser, comebacks, taken = random.Random(seat), 0, 0
        for point in points:
            taken += await play_device(client, chooser, limit=point - taken)
            if client.ended is not None:
                break
            await client.drop()
            seen = len(client.received)
            await client.connect()
            await client.wait_for(lambda c, n=seen: _back(c.received[n:]))
            came = client.received[seen:]
            assert [m["type"] for m in came[:2]] == ["welcome", "state"]
            assert came[0]["seat"] == seat
            comebacks += 1
        await play_device(client, chooser)
        return comebacks

    async def main() -> list[int]:
        async with hosted(played, ai_seed=8) as (host, watch):
            clients = [await seated(host, seat) for seat in range(2)]
            comebacks = await asyncio.gather(
                *(device(c, points) for c, points in zip(clients, drops, strict=True))
            )
            assert watch.problems == []
            for client in clients:
                await client.close()
            return list(comebacks)

    assert run(main) == [3, 3]
    assert played.state.is_over()


def _back(messages: list[dict]) -> bool:
    kinds = [m["type"] for m in messages]
    return "state" in kinds or "ended" in kinds
