"""Headless play of any registered game: random legal games for the simulate and bench commands
and the tests, written against the contract only (`GameInfo.start`, `to_move`, `legal_actions`,
`apply`, `is_over`, `outcome`), so a new game is simulated and benchmarked without a line here."""

from __future__ import annotations

import json
import random
import statistics
import time
from dataclasses import dataclass

from game.core.game import GameInfo, GameState, Options


def random_step(state: GameState, rng: random.Random) -> None:
    """Let one seat that owes a decision play a uniformly random legal action."""
    seats = state.to_move()
    seat = seats[0] if len(seats) == 1 else rng.choice(seats)
    actions = state.legal_actions(seat)
    state.apply(actions[rng.randrange(len(actions))])


def random_game(
    info: GameInfo, players: int, seed: int, options: Options | None = None
) -> GameState:
    """Play a whole game of random legal moves; deterministic from the seed (the moves draw
    from their own generator, so the deal is the same as in a game played by people)."""
    state = info.start(players, seed, options)
    rng = random.Random(seed ^ 0x5EED)
    while not state.is_over():
        random_step(state, rng)
    return state


@dataclass(frozen=True)
class SimulationReport:
    games: int
    players: int
    wins: list[float]  # win share per seat, ties split
    mean_scores: list[float]
    games_per_s: float


def simulate(
    info: GameInfo,
    players: int,
    games: int,
    seed: int,
    options: Options | None = None,
) -> SimulationReport:
    """`games` random games from seeds `seed`, `seed + 1`, …: who won and the mean totals."""
    wins = [0.0] * players
    totals = [0] * players
    start = time.perf_counter()
    for g in range(games):
        outcome = random_game(info, players, seed + g, options).outcome()
        for w in outcome.winners:
            wins[w] += 1 / len(outcome.winners)
        for i, total in enumerate(outcome.totals):
            totals[i] += total
    elapsed = time.perf_counter() - start
    return SimulationReport(
        games, players, wins, [t / games for t in totals], games / elapsed if elapsed else 0.0
    )


def bench_core(
    info: GameInfo,
    players: int,
    games: int,
    seed: int = 0,
    options: Options | None = None,
) -> dict[str, float]:
    """Full random games per second, then the median time of one `apply` in microseconds.

    The games run in five batches and the median batch rate is reported, so a burst of load from
    another process on the machine does not decide the figure.
    """
    rates = []
    batch = max(1, games // 5)
    for start_game in range(0, games, batch):
        count = min(batch, games - start_game)
        start = time.perf_counter()
        for g in range(start_game, start_game + count):
            random_game(info, players, seed + g, options)
        rates.append(count / (time.perf_counter() - start))
    games_per_s = statistics.median(rates)
    samples: list[int] = []
    clock = time.perf_counter_ns
    for g in range(max(1, games // 10)):
        state = info.start(players, seed + g, options)
        rng = random.Random(g)
        while not state.is_over():
            seats = state.to_move()
            seat = seats[0] if len(seats) == 1 else rng.choice(seats)
            actions = state.legal_actions(seat)
            action = actions[rng.randrange(len(actions))]
            t0 = clock()
            state.apply(action)
            samples.append(clock() - t0)
    return {
        "games_per_s": round(games_per_s, 1),
        "apply_us_median": round(statistics.median(samples) / 1000, 2),
        "apply_us_p99": round(statistics.quantiles(samples, n=100)[98] / 1000, 2),
        "players": players,
        "games": games,
    }


def bench_rebuild(
    info: GameInfo, players: int, games: int, seed: int = 0, options: Options | None = None
) -> dict[str, float]:
    """The time `info.from_view` takes to rebuild a state from a device's view (what the host
    sends: through JSON, without the seed), after every action of `games` random games, for
    every seat and a spectator: median and 95th percentile in milliseconds, of the wall clock
    and of this thread's processor time (which another busy process on the machine does not
    lengthen)."""
    if info.from_view is None:
        raise ValueError(f"{info.title} rebuilds no state from a view")
    chosen = info.options_from(options)
    wall: list[int] = []
    cpu: list[int] = []
    for g in range(games):
        state = info.start(players, seed + g, chosen)
        moves, guesses = random.Random(seed + g), random.Random(~(seed + g))
        while True:
            for seat in (*range(players), None):
                view = json.loads(json.dumps(state.view(seat)))
                view.pop("seed", None)
                t0, c0 = time.perf_counter_ns(), time.thread_time_ns()
                info.from_view(players, chosen, view, seat, guesses)
                cpu.append(time.thread_time_ns() - c0)
                wall.append(time.perf_counter_ns() - t0)
            if state.is_over():
                break
            random_step(state, moves)
    return {
        **_ms("rebuild_ms", wall),
        **_ms("rebuild_cpu_ms", cpu),
        "views": len(wall),
        "players": players,
        "games": games,
    }


def _ms(name: str, samples: list[int]) -> dict[str, float]:
    """The median and 95th percentile of nanosecond samples, in milliseconds."""
    ordered = sorted(samples)
    return {
        f"{name}_median": round(statistics.median(ordered) / 1e6, 3),
        f"{name}_p95": round(ordered[int(0.95 * (len(ordered) - 1))] / 1e6, 3),
    }
