"""The shared AI plays a game it was never written for: Tiny Auction, registered for the test,
goes through every level, the search, the arena, the worker thread and the worker process's loop
with no edit of `game/ai`; and with no AI module at all, on the hooks' defaults."""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import threading
import time
from multiprocessing import Pipe

import pytest

from game.ai import LEVELS, Budget, make_agent
from game.ai.arena import add_arena_parser, play_game, run_arena
from game.ai.hooks import DEFAULT, hooks_of
from game.ai.process import _serve
from game.ai.search.ismcts import SearchAgent
from game.ai.worker import ThinkingAgent
from game.core import cliargs, registry
from game.core.game import GameInfo
from tests.tinygame import registered
from tests.tinygame.rules import NONE, Bid


def _arena(argv: list[str]) -> int:
    """The arena command as the command line runs it (the game's flags checked first)."""
    parser = argparse.ArgumentParser()
    add_arena_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["arena", *argv])
    return run_arena(args, *cliargs.game_and_options(args.game_parser, args))


def _positions(info: GameInfo) -> list[tuple[object, int]]:
    """A sealed bid (one other seat has bid already) and a keep-or-let decision."""
    state = info.start(3, 4)
    state.apply(Bid(1, 2))
    bids = state.clone()
    state.apply(Bid(0, 3))
    state.apply(Bid(2, 1))
    return [(bids, 0), (state, 0)]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_every_decision(level: str) -> None:
    with registered() as info:
        for state, seat in _positions(info):
            before = state.to_dict()  # type: ignore[attr-defined]
            agent = make_agent(info, level, 3)
            action = agent.choose(state, seat, Budget(iterations=40), random.Random(1))
            assert action in state.legal_actions(seat)  # type: ignore[attr-defined]
            assert state.to_dict() == before  # type: ignore[attr-defined]


def test_the_search_reopens_hidden_bids_and_samples_its_own() -> None:
    with registered() as info:
        state, seat = _positions(info)[0]
        agent = SearchAgent(info, 0)
        agent.choose(state, seat, Budget(iterations=60), random.Random(2))
        assert agent.last is not None and agent.last.iterations == 60
        assert sum(agent.last.visits.values()) == 60  # every iteration chose seat 0's bid
        assert state.bids[1] == 2  # type: ignore[attr-defined]  # the real state keeps it


@pytest.mark.parametrize(("a", "b"), [("hard", "normal"), ("easy", "random")])
def test_the_arena_plays_it_from_the_command_line(
    a: str, b: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with registered():
        argv = ["--game", "tiny", "--long", "--a", a, "--b", b, "--players", "3"]
        assert _arena([*argv, "--games", "3", "--iterations", "20", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "tiny" and result["options"] == {"long": True}
    assert result["games"] == 3 and result["a"]["level"] == a
    assert result["a"]["win_share"] + result["b"]["win_share"] == pytest.approx(1.0)


def test_an_option_of_another_game_is_a_usage_error() -> None:
    with registered(), pytest.raises(SystemExit) as exc:
        _arena(["--game", "tiny", "--idavoll", "--games", "1"])
    assert exc.value.code == 2


def test_arena_games_are_reproducible() -> None:
    with registered():
        first, again = (
            [
                play_game(i, "hard", "easy", 2, 7, Budget(iterations=25), "tiny", {})
                for i in range(2)
            ]
            for _ in range(2)
        )
    for one, other in zip(first, again, strict=True):
        assert (one.totals, one.winners) == (other.totals, other.winners)


def test_a_game_without_an_ai_module_is_played_on_the_defaults() -> None:
    with registered() as info:
        bare = dataclasses.replace(info, ai="")
        registry.register(bare)
        assert hooks_of(bare) is DEFAULT
        for level in LEVELS:
            record = play_game(0, level, "random", 2, 1, Budget(iterations=20), "tiny", {})
            assert len(record.totals) == 2 and record.winners


def test_the_worker_thread_and_the_worker_loop_answer() -> None:
    with registered() as info:
        state, seat = _positions(info)[0]
        thinker = ThinkingAgent(make_agent(info, "hard", 1), budget=30)
        thinker.start(state, seat)
        deadline = time.monotonic() + 30
        answer = None
        while answer is None and time.monotonic() < deadline:
            answer = thinker.poll()
            time.sleep(0.005)
        assert answer in state.legal_actions(seat)  # type: ignore[attr-defined]

        window, worker = Pipe()
        hooks = hooks_of(info)
        snapshot = hooks.snapshot(hooks.observe(state, seat))
        window.send((1, "tiny", snapshot, seat, "hard", 5, 30, None, 7))
        window.send(None)
        loop = threading.Thread(target=_serve, args=(worker,))
        loop.start()
        job, text, error = window.recv()
        loop.join(30)
        assert (job, error) == (1, None)
        assert info.parse_action(state, text) in state.legal_actions(seat)  # type: ignore[attr-defined]
        assert state.bids == [NONE, 2, NONE]  # type: ignore[attr-defined]
