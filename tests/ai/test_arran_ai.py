"""Guerres d'Arran's AI: every level plays every decision and whole games at 2-5 Lords, the
hooks are found through `GameInfo.ai`, and the worker's snapshot reads back.

Positions come from seeded random games (`scenarios.py`): the first state owing each decision
kind (with two answers or more) is kept, so every level is asked every kind of question.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from game.ai import LEVELS, Budget, make_agent
from game.ai.arena import play_game
from game.ai.arran import HOOKS
from game.ai.hooks import hooks_of
from game.arran.info import INFO
from game.arran.state import State
from game.arran.state import new_game as new_arran
from tests.ai.scenarios import ARRAN_KINDS as KINDS
from tests.ai.scenarios import arran, midgame
from tests.ai.scenarios import arran_position as position
from tests.arran.position import READINGS, dwarves, fill_tavern, give, play, reading_table


def test_arran_names_its_hooks() -> None:
    assert INFO.ai == "game.ai.arran"
    assert hooks_of(INFO) is HOOKS
    assert HOOKS.scores is not None and HOOKS.weights is not None


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("kind", KINDS)
def test_every_level_answers_every_decision(level: str, kind: str) -> None:
    state, seat = position(kind)
    assert state.pending() == kind
    action = make_agent(INFO, level, 3).choose(state, seat, Budget(iterations=10), random.Random(1))
    assert action in state.legal_actions(seat)
    state.apply(action)  # and the core accepts it
    assert state.check_invariants() == []


@pytest.mark.parametrize("kind", KINDS)
def test_scores_cover_every_action(kind: str) -> None:
    state, seat = position(kind)
    actions = state.legal_actions(seat)
    assert HOOKS.scores is not None
    scores = HOOKS.scores(state, seat, actions, HOOKS.weights)
    assert len(scores) == len(actions)
    assert all(isinstance(x, float) and x == x for x in scores)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(("a", "b"), [("easy", "random"), ("normal", "easy")])
def test_greedy_levels_play_whole_games(players: int, a: str, b: str) -> None:
    for game in range(players):
        record = play_game(game, a, b, players, 40 + players, Budget(), "arran")
        assert len(record.totals) == players and record.winners


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hard_plays_whole_games(players: int) -> None:
    record = play_game(players - 2, "hard", "normal", players, 7, Budget(iterations=3), "arran")
    assert len(record.totals) == players and record.winners


@pytest.mark.slow  # a strength match
def test_normal_beats_random() -> None:
    share = 0.0
    for game in range(10):
        record = play_game(game, "normal", "random", 2, 900, Budget(), "arran")
        if game % 2 in record.winners:
            share += 1 / len(record.winners)
    assert share >= 9


def test_hard_is_reproducible_for_a_seed_and_an_iteration_budget() -> None:
    state, seat = position("bids")
    agent = make_agent(INFO, "hard", 0)
    picks = {agent.choose(state, seat, Budget(iterations=30), random.Random(4)) for _ in range(2)}
    assert len(picks) == 1


@pytest.mark.parametrize("steps", [0, 5, 30, 90, 200])
def test_snapshot_round_trip(steps: int) -> None:
    state = midgame(3, 12, steps, arran)
    for seat in range(state.n):
        seen = HOOKS.observe(state, seat)
        back = HOOKS.restore(HOOKS.snapshot(seen))
        assert back.to_dict() == seen.to_dict()
        assert back.view(seat) == state.view(seat)
        if not state.is_over() and seat in state.to_move():
            assert [str(a) for a in back.legal_actions(seat)] == [
                str(a) for a in state.legal_actions(seat)
            ]


def test_the_worker_answers_from_the_snapshot() -> None:
    """What the worker process does with a message: restore, choose, answer the text."""
    state, seat = position("recruit")
    seen = HOOKS.restore(HOOKS.snapshot(HOOKS.observe(state, seat)))
    action = make_agent(INFO, "hard", 1).choose(seen, seat, Budget(iterations=8), random.Random(2))
    assert INFO.parse_action(state, str(action)) in state.legal_actions(seat)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("reading", list(READINGS))
def test_every_level_plays_a_whole_game_under_each_reading(level: str, reading: str) -> None:
    table = reading_table(reading)
    state = new_arran(2, 3, None, table)
    agents = [make_agent(INFO, level, seat) for seat in range(2)]
    rng = random.Random(3)
    while not state.is_over():
        seat = state.to_move()[0]
        action = agents[seat].choose(state, seat, Budget(iterations=3), rng)
        assert action in state.legal_actions(seat)
        state.apply(action)
        assert state.check_invariants() == []
    assert state.table is table and len(state.outcome().sheets) == 2


def _derdhr_may_take_the_exchange_coin() -> tuple[State, int]:
    from tests.arran.test_rules_variants import exchange_coin_game

    s = exchange_coin_game("like_any_coin")
    give(s, 0, [k for order in range(4) for k in dwarves(s, order, 1)])
    talion, shield = dwarves(s, 4, 1)[0], dwarves(s, 0, 2)
    fill_tavern(s, 0, [talion, *shield])
    play(s, "s0 bid 4 2 5", "s1 bid 2 0 3", f"s0 pick {talion}", "s0 recruit derdhr")
    assert "s0 transform p1:3s" in [str(a) for a in s.legal_actions(0)]
    return s, 0


def _opener_with_every_column() -> tuple[State, int]:
    s = new_arran(2, 0, None, reading_table("opener column choice"))
    give(s, 0, [k for order in range(4) for k in dwarves(s, order, 3)] + ["gurdan"])
    give(s, 0, dwarves(s, 4, 1))
    talion, shield = dwarves(s, 4, 1)[0], dwarves(s, 0, 2)
    fill_tavern(s, 0, [talion, *shield])
    play(s, "s0 bid 5 2 3", "s1 bid 2 0 3", f"s0 pick {talion}", "s0 recruit tadgar")
    assert len(s.legal_actions(0)) == 5
    return s, 0


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("build", [_derdhr_may_take_the_exchange_coin, _opener_with_every_column])
def test_every_level_answers_the_choices_the_readings_add(
    level: str, build: Callable[[], tuple[State, int]]
) -> None:
    state, seat = build()
    action = make_agent(INFO, level, 3).choose(state, seat, Budget(iterations=10), random.Random(1))
    assert action in state.legal_actions(seat)
    state.apply(action)
    assert state.check_invariants() == []
