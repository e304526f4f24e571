"""The worker-thread wrapper: answers arrive through poll(), the real state is never touched."""

from __future__ import annotations

import time

from game.ai import make_agent
from game.ai.worker import ThinkingAgent
from tests.ai.scenarios import NIDAVELLIR, position


def _wait(agent: ThinkingAgent, limit: float = 20.0):  # type: ignore[no-untyped-def]
    end = time.monotonic() + limit
    while time.monotonic() < end:
        answer = agent.poll()
        if answer is not None:
            return answer
        time.sleep(0.005)
    raise AssertionError("no answer from the worker")


def test_poll_delivers_a_legal_action_once() -> None:
    state, seat = position("bids")
    before = state.to_dict()
    thinker = ThinkingAgent(make_agent(NIDAVELLIR, "hard", 1), budget=20)
    thinker.start(state, seat)
    action = _wait(thinker)
    assert action in state.legal_actions(seat)
    assert thinker.poll() is None
    assert state.to_dict() == before


def test_cancel_drops_the_answer() -> None:
    state, seat = position("pick")
    thinker = ThinkingAgent(make_agent(NIDAVELLIR, "hard", 1), budget=30.0)
    thinker.start(state, seat)
    thinker.cancel()
    time.sleep(0.05)
    assert thinker.poll() is None
    deadline = time.monotonic() + 10
    while thinker.busy and time.monotonic() < deadline:
        time.sleep(0.01)
    assert thinker.poll() is None


def test_a_new_start_supersedes_the_old_job() -> None:
    state, seat = position("pick")
    thinker = ThinkingAgent(make_agent(NIDAVELLIR, "normal", 1))
    thinker.start(state, seat)
    thinker.start(state, seat)
    assert _wait(thinker) in state.legal_actions(seat)
