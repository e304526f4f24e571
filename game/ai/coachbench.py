"""`python main.py bench hint`: how long a hint takes at the window's budget (the issue wants a
p95 of at most one second), over positions of seeded random games where the seat has a choice."""

from __future__ import annotations

import random
import time
from typing import Any

from game.ai.agent import window_budget
from game.ai.coach import hint
from game.core.game import GameInfo, Options

BENCHED_HINTS = 30


def bench_hint(
    info: GameInfo, players: int, count: int, seed: int, options: Options | None = None
) -> dict[str, Any]:
    """p50 and p95 of `count` hints, in seconds, at the hard level's window budget."""
    samples: list[float] = []
    game = seed
    while len(samples) < count:
        state = info.new_game(players, game, info.options_from(options or {}))
        rng = random.Random(game)
        step = 0
        while not state.is_over() and len(samples) < count:
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            if len(legal) > 1 and step % 11 == 0:
                start = time.perf_counter()
                hint(info, state, seat, window_budget("hard"), random.Random(step))
                samples.append(time.perf_counter() - start)
            state.apply(rng.choice(legal))
            step += 1
        game += 1
    ordered = sorted(samples)
    return {
        "game": info.key,
        "hints": len(samples),
        "p50_s": round(_at(ordered, 50), 3),
        "p95_s": round(_at(ordered, 95), 3),
        "max_s": round(ordered[-1], 3),
    }


def _at(ordered: list[float], percent: int) -> float:
    return ordered[min(len(ordered) - 1, (len(ordered) * percent) // 100)]
