"""Snapshots: `to_dict`/`from_dict` round trips, `replay`, and a damaged snapshot refused with a
`ValueError` (never another exception, never a state that breaks the self-check)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from game.arran.persist import from_dict, replay, to_dict
from tests.arran.position import game


def midgame(lords: int, seed: int, actions: int) -> tuple[Any, list[str]]:
    s = game(lords, seed)
    rng = random.Random(seed)
    history = []
    for _ in range(actions):
        if s.is_over():
            break
        action = rng.choice(s.legal_actions(rng.choice(s.to_move())))
        history.append(str(action))
        s.apply(action)
    return s, history


@pytest.mark.parametrize(("lords", "actions"), [(2, 40), (3, 90), (5, 400), (4, 10_000)])
def test_round_trip_and_replay(lords: int, actions: int) -> None:
    s, history = midgame(lords, lords, actions)
    data = json.loads(json.dumps(to_dict(s)))
    assert to_dict(from_dict(data)) == data
    assert to_dict(replay(lords, lords, history)) == to_dict(s)


def _mutations(data: Any, rng: random.Random) -> Any:
    """One random change somewhere in the snapshot: a value replaced, a list entry dropped."""
    damaged = copy.deepcopy(data)
    node = damaged
    while True:
        if isinstance(node, dict) and node:
            key = rng.choice(list(node))
        elif isinstance(node, list) and node:
            key = rng.randrange(len(node))
        else:
            return damaged
        child = node[key]
        if isinstance(child, (dict, list)) and child and rng.random() < 0.7:
            node = child
            continue
        choice = rng.randrange(4)
        if choice == 0 and isinstance(node, list):
            del node[key]
        elif choice == 1:
            node[key] = rng.choice([None, -1, 99, "E1-SH-01", "?", [], {}, 1.5, True, "tadgar"])
        elif choice == 2 and isinstance(child, int) and not isinstance(child, bool):
            node[key] = child + rng.choice([-1, 1])
        else:
            node[key] = "25g" if isinstance(child, str) else child
        return damaged


def test_damaged_snapshots_are_refused_with_a_message() -> None:
    s, _ = midgame(3, 7, 150)
    data = to_dict(s)
    rng = random.Random(1)
    refused = accepted = 0
    for _ in range(400):
        damaged = _mutations(data, rng)
        try:
            state = from_dict(damaged)
        except ValueError as exc:
            assert "Guerres d'Arran snapshot" in str(exc)
            refused += 1
            continue
        accepted += 1
        play_on = random.Random(accepted)
        for _ in range(30):  # an accepted snapshot plays on soundly
            if state.is_over():
                break
            state.apply(play_on.choice(state.legal_actions(play_on.choice(state.to_move()))))
            assert state.check_invariants() == []
    assert refused > 100 and accepted > 100  # most changes are caught; the rest are harmless
