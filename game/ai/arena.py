"""`python main.py arena`: seeded games of any registered game (`--game`, with its option flags)
between two AI levels, with every seat rotation.

Why rotations: seat order matters (in Nidavellir the dealt gems too), so each deal (a seed) is
played once per seat position of level a; with 2 players the two levels swap seats, with N
players one level-a seat sits among N-1 level-b seats and visits every position. Win shares split
ties; the 95 % Wilson interval says how far the figure can be trusted. Decision times count only
real decisions (two or more legal actions). Iteration budgets make the whole run reproducible;
games can run in parallel processes (`--jobs`) without changing any result.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from array import array
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.ai.agent import LEVELS, Budget, make_agent
from game.ai.stats import percentile, wilson
from game.core import cliargs, registry
from game.core.game import GameInfo, Options

if TYPE_CHECKING:
    from concurrent.futures import Future

MAX_GAMES = 100_000
MAX_JOBS = 64
MAX_ITERATIONS = 10_000_000


def add_arena_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register the 'arena' sub-command on an argparse sub-parser collection."""
    arena = subparsers.add_parser(
        "arena",
        help="play seeded games between two AI levels and report their strength",
        description="Seeded games between two AI levels, every seat rotation played. "
        "With more than 2 players, one level-a seat sits among level-b seats.",
    )
    arena.add_argument("--a", choices=LEVELS, default="hard", help="the level measured")
    arena.add_argument("--b", choices=LEVELS, default="normal", help="the level it plays against")
    cliargs.add_game(arena)
    cliargs.add_players(arena, 2)
    arena.add_argument(
        "--games",
        type=cliargs.at_most(MAX_GAMES),
        default=20,
        help=f"total games played (at most {MAX_GAMES:,})",
    )
    arena.add_argument("--seed", type=cliargs.seed, default=0, help="seed of the first deal")
    arena.add_argument(
        "--iterations",
        type=cliargs.at_most(MAX_ITERATIONS),
        default=None,
        help="hard's search iterations per decision (reproducible)",
    )
    arena.add_argument(
        "--seconds",
        type=cliargs.seconds,
        default=None,
        help="hard's time per decision instead of iterations (not reproducible)",
    )
    arena.add_argument(
        "--jobs", type=cliargs.at_most(MAX_JOBS), default=1, help="games played in parallel"
    )
    arena.add_argument("--json", action="store_true", help="print one JSON object")
    arena.add_argument("--verbose", action="store_true", help="a line per game on stderr")
    return arena


@dataclass
class GameRecord:
    index: int
    seed: int
    levels: list[str]
    totals: list[int]
    winners: list[int]
    times: dict[str, list[float]] = field(default_factory=dict)
    others: list[int] = field(default_factory=list)  # totals of automated opponents


def layout(a: str, b: str, players: int, game: int) -> list[str]:
    """The seat levels of game number `game`: level a's seat moves one place every game."""
    seat = game % players
    return [a if s == seat else b for s in range(players)]


def play_game(
    index: int,
    a: str,
    b: str,
    players: int,
    seed: int,
    budget: Budget,
    game: str = registry.DEFAULT,
    options: Options | None = None,
) -> GameRecord:
    """One arena game of the game keyed `game`; deterministic for an iteration budget. Times
    are kept by role (a, b)."""
    info = registry.get(game)
    deal = seed + index // players
    levels = layout(a, b, players, index)
    rotating = index % players
    state = info.start(players, deal, options)
    agents = [make_agent(info, level, deal * 1000 + seat) for seat, level in enumerate(levels)]
    times: dict[str, list[float]] = {"a": [], "b": []}
    clock = time.perf_counter
    while not state.is_over():
        for seat in state.to_move():
            if seat not in state.to_move():  # a choice before it moved the game on
                continue
            count = len(state.legal_actions(seat))
            start = clock()
            action = agents[seat].choose(state, seat, budget)
            if count > 1:
                times["a" if seat == rotating else "b"].append(clock() - start)
            state.apply(action)
    outcome = state.outcome()
    return GameRecord(
        index,
        deal,
        levels,
        [s["total"] for s in outcome.sheets],
        outcome.winners,
        times,
        [s["total"] for s in outcome.others],
    )


# One game to play: (index, a, b, players, seed, budget, game key, options); plain data, so a
# worker process can be handed it.
Job = tuple[int, str, str, int, int, Budget, str, Options]


def _play(job: Job) -> GameRecord:
    return play_game(*job)


class Tally:
    """Win shares, scores and decision times of each role, added up one game at a time.

    Role a is the rotating seat, role b every other seat taken together (its win share is the
    share of games won by any of them), so the two shares add up to 1; in a one-player game, b
    is the automated opponent, who wins the games the player does not. Only sums and the decision
    times (8 bytes each, for the percentiles) are kept, never the games themselves.
    """

    def __init__(self, players: int) -> None:
        self.players = players
        self.games = 0
        self.shares = {"a": 0.0, "b": 0.0}
        self.score_sums = {"a": 0, "b": 0}
        self.score_counts = {"a": 0, "b": 0}
        self.times = {"a": array("d"), "b": array("d")}

    def add(self, record: GameRecord) -> None:
        self.games += 1
        rotating = record.index % self.players
        for seat, total in enumerate(record.totals):
            role = "a" if seat == rotating else "b"
            if seat in record.winners:
                self.shares[role] += 1 / len(record.winners)
            self.score_sums[role] += total
            self.score_counts[role] += 1
        if self.players == 1:  # alone against the game's automated opponent: it is role b
            self.shares["b"] += 0 if record.winners else 1
            self.score_sums["b"] += sum(record.others)
            self.score_counts["b"] += len(record.others)
        for role in ("a", "b"):
            self.times[role].extend(record.times.get(role, []))

    def result(self, a: str, b: str) -> dict[str, Any]:
        """Win share, Wilson interval, mean score and decision times of each role."""
        games = self.games
        result: dict[str, Any] = {"games": games, "players": self.players}
        for role, level in (("a", a), ("b", b)):
            share, counted = self.shares[role], self.score_counts[role]
            low, high = wilson(share, games)
            result[role] = {
                "level": level,
                "win_share": round(share / games, 4) if games else 0.0,
                "wilson_low": round(low, 4),
                "wilson_high": round(high, 4),
                "mean_score": round(self.score_sums[role] / counted, 2) if counted else 0.0,
                "decision_ms_median": round(percentile(self.times[role], 50) * 1000, 2),
                "decision_ms_p99": round(percentile(self.times[role], 99) * 1000, 2),
            }
        return result


def summarize(records: Iterable[GameRecord], a: str, b: str, players: int) -> dict[str, Any]:
    """The figures of a set of games (see `Tally`)."""
    tally = Tally(players)
    for record in records:
        tally.add(record)
    return tally.result(a, b)


def _records(jobs: Iterator[Job], workers: int) -> Iterator[GameRecord]:
    """The games in order, played here or by `workers` processes that are never handed more
    than two games each ahead of the one awaited (`Executor.map` would queue them all)."""
    if workers <= 1:
        yield from map(_play, jobs)
        return
    from concurrent.futures import ProcessPoolExecutor  # only here: every start would pay for it

    with ProcessPoolExecutor(max_workers=workers) as pool:
        waiting: deque[Future[GameRecord]] = deque()
        for job in jobs:
            waiting.append(pool.submit(_play, job))
            if len(waiting) >= 2 * workers:
                yield waiting.popleft().result()
        while waiting:
            yield waiting.popleft().result()


def run_arena(args: argparse.Namespace, info: GameInfo, options: Options) -> int:
    a, b, players, games = args.a, args.b, args.players, args.games
    if players == 1:  # the opponent is the game's own (a solo option), not an AI level
        b = "scripted"
    budget = Budget(
        iterations=getattr(args, "iterations", None), seconds=getattr(args, "seconds", None)
    )
    jobs = ((i, a, b, players, args.seed, budget, info.key, options) for i in range(games))
    verbose = getattr(args, "verbose", False)
    tally = Tally(players)
    for record in _records(jobs, getattr(args, "jobs", 1) or 1):
        tally.add(record)
        if verbose:
            print(
                f"game {record.index} deal {record.seed} {record.levels} totals "
                f"{record.totals} winners {record.winners}",
                file=sys.stderr,
                flush=True,
            )
    result = tally.result(a, b)
    result["game"] = info.key
    result["options"] = options
    if players == 1:
        result["layout"] = f"{a} alone against the game's scripted opponent (role b)"
    elif players == 2:
        result["layout"] = f"{a} and {b} swap seats every game (each deal played twice)"
    else:
        result["layout"] = (
            f"one {a} seat among {players - 1} {b} seats, rotated over all "
            f"{players} positions (each deal played {players} times)"
        )
    if budget.iterations is not None:
        result["hard_budget"] = f"{budget.iterations} iterations"
    elif budget.seconds is not None:
        result["hard_budget"] = f"{budget.seconds} s"
    if args.json:
        print(json.dumps(result))
        return 0
    chosen = [
        o.key if not o.choices else f"{o.key} {options[o.key]}"
        for o in info.options
        if o.is_on(options[o.key])
    ]
    print(
        f"arena: {info.title}"
        + (f" ({', '.join(chosen)})" if chosen else "")
        + f", {a} vs {b}, {players} players, {games} games from seed {args.seed}"
        + (f", hard budget {result['hard_budget']}" if "hard_budget" in result else "")
    )
    print(f"layout: {result['layout']}")
    fair = 1 / players if players > 2 else 0.5
    print(
        f"{'level':8} {'win share':>9} {'95% Wilson':>17} {'mean score':>10} "
        f"{'median ms':>9} {'p99 ms':>8}"
    )
    for key in ("a", "b"):
        r = result[key]
        print(
            f"{r['level']:8} {r['win_share']:>9.3f} "
            f"[{r['wilson_low']:.3f}, {r['wilson_high']:.3f}] {r['mean_score']:>10.1f} "
            f"{r['decision_ms_median']:>9.1f} {r['decision_ms_p99']:>8.1f}"
        )
    if players > 1:
        print(f"fair share of level {a}: {fair:.3f}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """`python -m game.ai.arena …`, the same command without the main entry point."""
    parser = argparse.ArgumentParser(prog="python -m game.ai.arena")
    sub = parser.add_subparsers(dest="command", required=True)
    add_arena_parser(sub)
    args = parser.parse_args(["arena", *(argv if argv is not None else sys.argv[1:])])
    return run_arena(args, *cliargs.game_and_options(args.game_parser, args))


if __name__ == "__main__":
    raise SystemExit(main())
