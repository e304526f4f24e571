"""Vedrfolnir's AI: the cards never seen and the exact-hit chance they give, a model of the
public table, the greedy policy of every decision, rollouts to the end of the round and the
canonical observation, given to the shared AI as `HOOKS` (`game/ai/hooks.py`; `GameInfo.ai`
names this module). Design notes: spec §15."""

from __future__ import annotations

from game.ai.hooks import Hooks
from game.ai.vedrfolnir.observe import observe
from game.ai.vedrfolnir.policy import score_actions
from game.ai.vedrfolnir.rollout import end_of_round, final_values, rollout, seat_values
from game.ai.vedrfolnir.values import DEFAULT_WEIGHTS

HOOKS = Hooks(
    weights=DEFAULT_WEIGHTS,
    observe=observe,
    scores=score_actions,
    horizon=end_of_round,
    rollout=rollout,
    evaluate=seat_values,
    final=final_values,
)
