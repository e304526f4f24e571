"""Guerres d'Arran's AI: its position value, bidding, greedy policy, the canonical observation
and the search's rollouts and horizon, given to the shared AI as `HOOKS` (`game/ai/hooks.py`;
`GameInfo.ai` names this module)."""

from __future__ import annotations

from typing import Any

from game.ai.arran.core import State, from_dict
from game.ai.arran.observe import observe, reopen_bids
from game.ai.arran.policy import score_actions
from game.ai.arran.rollout import end_of_era, hand_key, rollout, seat_values
from game.ai.arran.weights import DEFAULT_WEIGHTS
from game.ai.hooks import Hooks


def _snapshot(state: State) -> dict[str, Any]:
    """The worker process receives the observation as the save format's plain data, far
    smaller to send than the state with its table."""
    return state.to_dict()


HOOKS = Hooks(
    weights=DEFAULT_WEIGHTS,
    observe=observe,
    reopen=reopen_bids,
    scores=score_actions,
    candidate_key=hand_key,
    horizon=end_of_era,
    rollout=rollout,
    evaluate=seat_values,
    snapshot=_snapshot,
    restore=from_dict,
)
