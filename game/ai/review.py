"""The end-of-game review: the decisions of one seat that cost it the most, by the hard AI's
own measure.

Why a replay rather than stored positions: a game is its seed and its actions (a save, a
session's `history`), so the review rebuilds each position the seat faced and judges it from
that seat's observation only, as the Hint would have at that moment (`coach.evaluate`).

The loss of a decision is worth(best option) - worth(played option), both from the same search,
in percent of its mean reward. The search keeps only the options the game's heuristic ranks
highest; when the played one was pruned it has no value of its own, and the review gives it the
worth of the weakest option the search kept: the heuristic placed it below all of them, so this
is the smallest loss the search supports (the mistake is marked `estimated`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.ai.agent import Budget
from game.ai.coach import Reason, evaluate, explain
from game.ai.hooks import hooks_of
from game.core.game import GameInfo

TOP = 3
# Seconds of search per decision in the window. Measured on a 3-player game of each (24-29
# decisions of a seat): at the Hint's 0.8 s a whole review took 20-25 s, at 0.25 s 7-9 s, shown
# with its progress at the end of the game. Reviewing in the background during play was set
# aside: it would take the cores the AI chairs search with.
REVIEW_SECONDS = 0.25


class Played(Protocol):
    """What the review reads of a game (a `Session` has it): enough to replay it."""

    @property
    def seed(self) -> int: ...
    @property
    def options(self) -> Mapping[str, Any]: ...
    @property
    def history(self) -> list[str]: ...
    @property
    def actors(self) -> list[int]: ...
    @property
    def seats(self) -> Sequence[Any]: ...


@dataclass
class Record:
    """A game as plain data (what a worker process receives instead of a session)."""

    seed: int
    options: dict[str, Any]
    seats: list[str]
    history: list[str] = field(default_factory=list)
    actors: list[int] = field(default_factory=list)

    @staticmethod
    def of(game: Played) -> Record:
        return Record(
            game.seed,
            dict(game.options),
            [str(s) for s in game.seats],
            list(game.history),
            list(game.actors),
        )


@dataclass(frozen=True)
class Mistake:
    """One decision of the seat: `index` in the history, what it played and what was better."""

    index: int
    played: Any
    better: Any
    played_worth: float
    better_worth: float
    reason: Reason
    estimated: bool  # the search never tried the played option (see the module's note)

    @property
    def loss(self) -> float:
        return round(self.better_worth - self.played_worth, 1)


Progress = Callable[[int, int], None]


def decisions(info: GameInfo, game: Played, seat: int) -> list[int]:
    """Indexes in the history of the seat's real choices (more than one legal action)."""
    found = []
    state = info.start(len(game.seats), game.seed, game.options)
    for index, text in enumerate(game.history):
        if game.actors[index] == seat and len(state.legal_actions(seat)) > 1:
            found.append(index)
        state.apply(info.parse_action(state, text))
    return found


def review(
    info: GameInfo,
    game: Played,
    seat: int,
    budget: Budget | int | float | None = None,
    rng: random.Random | None = None,
    top: int = TOP,
    progress: Progress | None = None,
) -> list[Mistake]:
    """The `top` decisions of `seat` that lost the most worth, largest loss first (ties: the
    earliest). Reproducible for a seed, an iteration budget and the same `rng` seed: each
    decision's search gets its own generator drawn from `rng` in history order."""
    rng = rng or random.Random(0)
    wanted = set(decisions(info, game, seat))
    found: list[Mistake] = []
    state = info.start(len(game.seats), game.seed, game.options)
    done = 0
    for index, text in enumerate(game.history):
        action = info.parse_action(state, text)
        if index in wanted:
            mistake = judge(info, state, seat, action, index, budget, rng.getrandbits(32))
            if mistake is not None:
                found.append(mistake)
            done += 1
            if progress is not None:
                progress(done, len(wanted))
        state.apply(action)
    found.sort(key=lambda m: (-m.loss, m.index))
    return found[:top]


def judge(
    info: GameInfo,
    state: Any,
    seat: int,
    played: Any,
    index: int,
    budget: Budget | int | float | None,
    seed: int,
) -> Mistake | None:
    """The mistake made by playing `played` at this position, None when nothing was better."""
    seen = hooks_of(info).observe(state, seat)
    options = evaluate(info, seen, seat, budget, random.Random(seed)).options
    tried = [o for o in options if o.worth is not None]
    if not tried:
        return None
    best = max(tried, key=lambda o: o.worth or 0.0)
    mine = next((o for o in tried if o.action == played), None)
    played_worth = mine.worth if mine is not None else min(o.worth or 0.0 for o in tried)
    assert best.worth is not None and played_worth is not None
    if best.action == played or best.worth <= played_worth:
        return None
    ranked = [best] + [o for o in options if o is not best]
    reason = explain(info, seen, seat, best.action, ranked)
    return Mistake(index, played, best.action, played_worth, best.worth, reason, mine is None)


def as_plain(mistakes: list[Mistake]) -> list[tuple[Any, ...]]:
    """The review as plain data for a worker's pipe: actions as text (read back by the window
    with the game's `parse_action` on the state before each index)."""
    return [
        (
            m.index,
            str(m.played),
            str(m.better),
            m.played_worth,
            m.better_worth,
            m.reason.kind,
            m.reason.params,
            m.estimated,
        )
        for m in mistakes
    ]


def from_plain(info: GameInfo, game: Played, plain: list[tuple[Any, ...]]) -> list[Mistake]:
    """`as_plain` read back: each action parsed on the position before its index."""
    found = []
    for index, played, better, played_worth, better_worth, kind, params, estimated in plain:
        state = info.replay(len(game.seats), game.seed, game.history[:index], game.options)
        found.append(
            Mistake(
                index,
                info.parse_action(state, played),
                info.parse_action(state, better),
                played_worth,
                better_worth,
                Reason(kind, params),
                estimated,
            )
        )
    return found
