"""The coach: its choice is the hard agent's on the same seeded positions, every reason kind reads
in English and French, every decision kind of every game gets a reason, and no reason names
anything the seat cannot see."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.ai import make_agent
from game.ai.coach import KINDS, evaluate, hint
from game.core import registry
from game.core.game import GameInfo
from game.ui.i18n import load_strings
from tests.mainpy import run_main

SETUPS: list[tuple[str, int, dict[str, Any]]] = [
    ("nidavellir", 3, {}),
    ("nidavellir", 2, {"idavoll": True}),
    ("nidavellir", 2, {"thingvellir": True}),
    ("nidavellir", 1, {"solo": "andvari"}),
    ("arran", 3, {}),
    ("vedrfolnir", 3, {}),
    ("vedrfolnir", 2, {}),
    ("vedrfolnir", 1, {}),
    ("vedrfolnir", 4, {"spring": True, "winter": True}),
]
ITERATIONS = 12


def positions(info: GameInfo, players: int, options: dict[str, Any], seed: int) -> Iterator[Any]:
    """Positions of a seeded random game where the seat to move has a real choice."""
    state = info.new_game(players, seed, info.options_from(options))
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        if len(legal) > 1:
            yield state.clone()
        state.apply(rng.choice(legal))


def sampled(key: str, players: int, options: dict[str, Any], count: int, seed: int) -> list[Any]:
    info = registry.get(key)
    found: list[Any] = []
    game = seed
    while len(found) < count:
        every = list(positions(info, players, options, game))
        found += [s for s in every[:: max(1, len(every) // 8)]]
        game += 1
    return found[:count]


def _same_choices(key: str, players: int, options: dict[str, Any], count: int) -> None:
    info = registry.get(key)
    for i, state in enumerate(sampled(key, players, options, count, 11)):
        seat = state.to_move()[0]
        agent = make_agent(info, "hard")
        expected = agent.choose(state, seat, ITERATIONS, random.Random(i))
        found = hint(info, state, seat, ITERATIONS, random.Random(i))
        assert found.action == expected, (key, i, str(state.pending()))


@pytest.mark.parametrize(("key", "players", "options"), SETUPS)
def test_the_hint_is_the_hard_agents_choice(key: str, players: int, options: Any) -> None:
    _same_choices(key, players, options, 8)  # the hundreds run under -m slow


@pytest.mark.slow
@pytest.mark.parametrize(("key", "players", "options"), SETUPS)
def test_the_hint_is_the_hard_agents_choice_on_hundreds(
    key: str, players: int, options: Any
) -> None:
    _same_choices(key, players, options, 300)


def test_evaluation_scores_every_legal_option_best_first() -> None:
    info = registry.get("nidavellir")
    state = sampled("nidavellir", 2, {}, 1, 3)[0]
    seat = state.to_move()[0]
    found = evaluate(info, state, seat, 40, random.Random(1))
    assert sorted(map(str, (o.action for o in found.options))) == sorted(
        map(str, state.legal_actions(seat))
    )
    assert found.options[0].action == found.action
    assert found.iterations == 40
    tried = [o for o in found.options if o.worth is not None]
    assert sum(o.visits for o in found.options) > 0
    assert all(0.0 <= o.worth <= 100.0 for o in tried if o.worth is not None)


def test_a_sealed_bid_lists_its_options_by_worth_with_the_drawn_one_among_them() -> None:
    """At a sealed bid the hard agent draws among its strongest bids: the hint keeps its draw
    and lists the options best first, where elsewhere the suggestion leads the list."""
    info = registry.get("nidavellir")
    state = info.new_game(3, 5, info.options_from({}))
    assert state.pending() in info.sealed
    for i in range(3):
        found = hint(info, state, 0, ITERATIONS, random.Random(i))
        assert found.mixed
        agent = make_agent(info, "hard")
        assert found.action == agent.choose(state, 0, ITERATIONS, random.Random(i))
        assert found.action in [o.action for o in found.best]
        worths = [o.worth if o.worth is not None else -1.0 for o in found.best]
        assert worths == sorted(worths, reverse=True)
    later = next(s for s in positions(info, 3, {}, 5) if s.pending() not in info.sealed)
    seat = later.to_move()[0]
    found = hint(info, later, seat, ITERATIONS, random.Random(0))
    assert not found.mixed and found.best[0].action == found.action


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_reason_kind_has_a_line_with_its_parameters(lang: str) -> None:
    strings = load_strings(lang)
    for kind, params in KINDS.items():
        text = strings[f"coach.reason.{kind}"]
        assert text.format(**{p: "X" for p in params})
        assert all("{" + p + "}" in text for p in params), (lang, kind)


def _names_seen(reason: Any, view: Any, info: GameInfo, state: Any) -> None:
    """Every name a reason holds is shown to the seat: a category of the game, a place of the
    table, a coin or a gem shown in its view."""
    shown = json.dumps(view, default=str)
    for key, value in reason.params.items():
        if key == "category":
            assert value in info.categories
        elif key == "place":
            assert 0 <= value < len(view["places"])
        elif key in ("coin", "low", "high", "best", "gem"):
            assert str(value) in shown


@pytest.mark.parametrize(("key", "players", "options"), SETUPS)
def test_every_decision_kind_gets_a_reason_naming_nothing_hidden(
    key: str, players: int, options: Any
) -> None:
    info = registry.get(key)
    kinds: dict[str, set[str]] = {}
    every: set[str] = set()
    # Two seeded games per setup; every decision kind of every game, in both languages, is
    # reached under -m slow (tests/ai/test_coach_reasons.py).
    for game in range(2):
        state = info.new_game(players, game, info.options_from(options))
        rng = random.Random(game)
        step = 0
        while not state.is_over():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            every.add(state.pending())
            if len(legal) > 1 and (state.pending() not in kinds or step % 9 == 0):
                found = hint(info, state, seat, 6, random.Random(step))
                assert found.reason.kind in KINDS
                assert set(found.reason.params) == set(KINDS[found.reason.kind])
                _names_seen(found.reason, state.view(seat), info, state)
                kinds.setdefault(state.pending(), set()).add(found.reason.kind)
            state.apply(rng.choice(legal))
            step += 1
    assert set(kinds) <= every
    assert kinds, key


@pytest.mark.parametrize("key", ["arran", "vedrfolnir"])
def test_bench_hint_reports_percentiles_of_real_hints(key: str) -> None:
    done = run_main("bench", "hint", "--game", key, "--players", "3", "--games", "3", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert (result["game"], result["hints"]) == (key, 3)
    assert 0 < result["p50_s"] <= result["p95_s"] <= result["max_s"]
