"""The window's hard level thinks in a worker process: Vedrfolnir's observation (a copy with its
hidden cards sorted, sent as it is) reaches it and a legal answer comes back, in every mode."""

from __future__ import annotations

import time

import pytest

from game.ai import Budget
from game.ai.process import ProcessThinker
from game.core import registry

INFO = registry.get("vedrfolnir")


@pytest.mark.parametrize("players", [1, 2])
def test_the_worker_answers(players: int) -> None:
    state = INFO.start(players, 4, {"spring": True, "winter": True})
    while len(state.legal_actions(state.to_move()[0])) < 2:
        state.apply(state.legal_actions(state.to_move()[0])[0])
    seat = state.to_move()[0]
    thinker = ProcessThinker(INFO, seed=1)
    try:
        thinker.start(state, seat, "hard", 5, Budget(iterations=10))
        deadline = time.monotonic() + 60
        answer = None
        while answer is None and time.monotonic() < deadline:
            answer = thinker.poll()
            time.sleep(0.01)
        assert answer in state.legal_actions(seat)
    finally:
        thinker.close()
