"""Nidavellir's AI: its heuristic value, bidding, greedy policy, Idavoll's and Thingvellir's
parts (`idavoll.py`, `mythvalue.py`; `thingvellir.py`, `campvalue.py`), the canonical
observation and the search's rollouts, given to the shared AI as `HOOKS` (`game/ai/hooks.py`;
`GameInfo.ai` names this module), the taverns engine's parts filled in by
`game/ai/taverns/hooks.py`."""

from __future__ import annotations

from game.ai.nidavellir.core import from_dict
from game.ai.nidavellir.observe import observe
from game.ai.nidavellir.policy import score_actions
from game.ai.nidavellir.rollout import rollout, seat_values
from game.ai.nidavellir.weights import DEFAULT_WEIGHTS
from game.ai.taverns.hooks import taverns_hooks

HOOKS = taverns_hooks(
    weights=DEFAULT_WEIGHTS,
    observe=observe,
    scores=score_actions,
    rollout=rollout,
    evaluate=seat_values,
    restore=from_dict,
)
