"""The hooks (`game/ai/hooks.py`) of a game on the taverns engine: the engine's parts filled in,
the game's own given.

Why: both games' searches stop at the end of the Age, key candidate bids by the hand, reopen the
other seats' sealed bids and send the worker the save format's plain data; only the values,
policy, rollout and observation of the game's own hidden parts differ.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.ai.hooks import Hooks
from game.ai.taverns.observe import reopen_bids
from game.ai.taverns.rollout import end_of_age, hand_key

if TYPE_CHECKING:
    from game.ai.search.ismcts import SearchConfig


def _snapshot(state: Any) -> dict[str, Any]:
    """The worker process receives the observation as the save format's plain data, far
    smaller to send than the state with its rules."""
    data: dict[str, Any] = state.to_dict()
    return data


def taverns_hooks(
    *,
    weights: Any,
    observe: Callable[[Any, int], Any],
    scores: Callable[[Any, int, Any, Any], list[float]],
    rollout: Callable[[Any, Callable[[Any], bool], random.Random, SearchConfig], None],
    evaluate: Callable[[Any, Any], list[float]],
    restore: Callable[[Any], Any],
) -> Hooks:
    """A taverns game's `Hooks` from its own parts (see `Hooks` for what each does)."""
    return Hooks(
        weights=weights,
        observe=observe,
        reopen=reopen_bids,
        scores=scores,
        candidate_key=hand_key,
        horizon=end_of_age,
        rollout=rollout,
        evaluate=evaluate,
        snapshot=_snapshot,
        restore=restore,
    )
