"""Command-line entry: the window by default, headless sub-commands for review and benchmarks.

Bad arguments exit with status 2 and a usage message (argparse's convention); a bad input file
exits with status 1 and one readable line, never a traceback. Output never raises either: a
console that cannot show a character gets an escape instead (`\\xe9`), and output read by a
program that stopped reading (`… | head`) ends the command quietly with status 1.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import secrets
import shutil
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import Any

from game.core import cliargs
from game.core.errors import DataError
from game.core.game import GameInfo, Options

# Random games take milliseconds each: these bounds are hours of running, and keep every list
# of timings a benchmark holds within memory.
MAX_SIMULATED = 1_000_000
MAX_BENCHED = 100_000
MAX_HOSTED = 100  # `bench host` plays whole games over sockets: a second or so each
MAX_WATCHING = 50  # game.net.host.MAX_SPECTATORS (not imported here: the window starts faster)
BENCHED_GAMES, HOSTED_GAMES, REBUILT_GAMES = 300, 5, 2
SCRIPT = "python main.py"  # how a checkout runs the program; installed, it is `nidavellir`


def build_parser(prog: str = SCRIPT) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Nidavellir on your table. With no command, opens the game window.",
    )
    parser.add_argument(
        "--demo", action="store_true", help="spectator mode: AI chairs play game after game"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    sim = sub.add_parser("simulate", help="play random legal games and report winners and speed")
    cliargs.add_game(sim)
    cliargs.add_players(sim, 4)
    sim.add_argument("--games", type=cliargs.at_most(MAX_SIMULATED), default=100)
    sim.add_argument("--seed", type=cliargs.seed, default=0)

    score = sub.add_parser("score", help="score a real table typed into a YAML file")
    score.add_argument("file", help="the table file (see README, data/examples/table.yaml)")
    cliargs.add_game(score, options=False)  # the table file says what was played
    score.add_argument("--json", action="store_true", help="print JSON instead of score sheets")

    shots = sub.add_parser("shots", help="play a seeded game through the window, save PNGs")
    shots.add_argument("--out", required=True, help="folder for the pictures")
    cliargs.add_game(shots)
    cliargs.add_players(shots, 4)
    shots.add_argument("--seed", type=cliargs.seed, default=1)
    shots.add_argument(
        "--lang", choices=["en", "fr"], default="en", help="the language of the pictures"
    )

    from game.ai.arena import add_arena_parser

    add_arena_parser(sub)

    _add_host_parser(sub)

    bench = sub.add_parser("bench", help="measure speed")
    bench.add_argument(
        "target",
        choices=["core", "ui", "wait", "host", "night", "rebuild", "hint", "space"],
        help="what to measure (rebuild: a state from a device's view; hint: the coach's time; "
        "space: the share of the window that is empty panel over the `shots` tour's tables)",
    )
    cliargs.add_game(bench)
    cliargs.add_players(bench, 4)
    bench.add_argument(
        "--games",
        type=cliargs.at_most(MAX_BENCHED),
        default=None,
        help=f"how many games (default {BENCHED_GAMES}, host {HOSTED_GAMES}, "
        f"rebuild {REBUILT_GAMES}, hint 30 hints)",
    )
    bench.add_argument(
        "--frames",
        type=cliargs.at_most(MAX_BENCHED),
        default=600,
        help="frames of each measure of `bench ui`; the most table frames `bench space` measures",
    )
    bench.add_argument(
        "--seed",
        type=cliargs.seed,
        default=1,
        help="the game of `bench wait`, the first of `bench rebuild`",
    )
    bench.add_argument(
        "--spectators",
        type=cliargs.at_most(MAX_WATCHING),
        default=0,
        help="robot spectators following the game of `bench night`",
    )
    bench.add_argument(
        "--size", type=_window_size, default=None, help="`bench space`: the window, WxH"
    )
    bench.add_argument("--lang", choices=["en", "fr"], default="en", help="`bench space`")
    bench.add_argument("--json", action="store_true")
    return parser


def _window_size(text: str) -> tuple[int, int]:
    """A window size `WxH` (checked against the window's minimum by `bench space`)."""
    w, _, h = text.lower().partition("x")
    if not (w.isdigit() and h.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r}: give the window as WxH, e.g. 1600x900")
    return int(w), int(h)


# The AI levels a save keeps (the window's), so a hosted game's autosave can be continued.
HOSTED_AI = ("easy", "normal", "hard")


def _add_host_parser(sub: Any) -> None:
    host = sub.add_parser(
        "host", help="serve a game to the players' phones and laptops on this network"
    )
    cliargs.add_game(host)
    cliargs.add_players(host, 4)
    host.add_argument(
        "--ai",
        nargs="+",
        choices=HOSTED_AI,
        default=[],
        metavar="LEVEL",
        help=f"an AI chair of this level ({', '.join(HOSTED_AI)}) for each, the last chairs",
    )
    host.add_argument("--seed", type=cliargs.seed, default=None, help="the deal (default: new)")
    host.add_argument(
        "--bind",
        type=_address,
        default=None,
        help="the address to serve on (default: this machine's address on the local network)",
    )
    host.add_argument("--port", type=_port, default=0, help="the port (default: a free one)")
    host.add_argument("--pin", action="store_true", help="devices must also type a PIN")
    host.add_argument(
        "--away",
        choices=("wait", "ai"),
        default="wait",
        help="while a device is away its chair waits, or a normal AI plays it (default wait)",
    )
    host.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        help="resume the game's autosave, with the same addresses",
    )


def _address(text: str) -> str:
    import ipaddress

    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an IP address: {text[:40]!r}") from None


def _port(text: str) -> int:
    value = int(text) if text.isdecimal() and len(text) < 6 else -1
    if not 0 <= value < 65536:
        raise argparse.ArgumentTypeError(
            f"a port is a whole number from 0 to 65535, not {text[:20]!r}"
        )
    return value


def _host(args: argparse.Namespace, info: GameInfo, options: Options) -> int:
    """A new game (or the autosave's, `--continue`) served until it ends or Ctrl-C."""
    if len(args.ai) >= args.players:
        args.game_parser.error(
            f"argument --ai: {len(args.ai)} AI chairs leave no chair of {args.players} to a person"
        )
    from game.core.session import AI, HUMAN, Seat, Session
    from game.net.host import Host
    from game.net.record import HostRecord
    from game.net.serve import serve
    from game.ui import saves

    saver = saves.AutoSaver()
    record = None
    if args.resume:
        try:
            loaded = saves.load_hosted(info.key)
        except saves.SaveError as exc:
            return _fail(str(exc))
        if loaded is None:
            return _fail(f"there is no autosave of {info.title} to continue")
        session, raw = loaded
        record = HostRecord.from_data(raw, session)
    else:
        humans = args.players - len(args.ai)
        seats = [Seat(f"Player {i + 1}", HUMAN) for i in range(humans)]
        seats += [Seat(f"AI {i + 1}", AI, level) for i, level in enumerate(args.ai)]
        seed = args.seed if args.seed is not None else secrets.randbits(62)
        session = Session(seats, seed, options, info)
    host = Host(
        session,
        record=record,
        bind=args.bind,
        port=args.port,
        admission="pin" if args.pin else "token",
        away=args.away,
        autosave=saver.save,
        advertise=True,
    )
    print(f"{info.title}, {len(session.seats)} players, seed {session.seed}", flush=True)
    try:
        over = serve(host, lambda line: print(line, flush=True))
    except OSError as exc:  # an address this machine does not have, a port in use
        return _fail(f"cannot serve on {host.bind} port {host.port}: {exc.strerror or exc}")
    if over:
        saver.delete(session)
    saver.flush()
    return 0


def _simulate(args: argparse.Namespace, info: GameInfo, options: Options) -> int:
    from game.core.simulate import simulate

    report = simulate(info, args.players, args.games, args.seed, options)
    print(f"{report.games} random games, {report.players} players, seed {args.seed}")
    for seat in range(report.players):
        share = report.wins[seat] / report.games
        print(
            f"  seat {seat}: {report.wins[seat]:g} wins ({share:.0%}), "
            f"mean score {report.mean_scores[seat]:.1f}"
        )
    print(f"{report.games_per_s:.0f} games per second")
    return 0


def _score(args: argparse.Namespace, info: GameInfo) -> int:
    if not info.scorer:
        args.game_parser.error(f"{info.title} has no score calculator")
    scorer = importlib.import_module(info.scorer)
    result = scorer.score_file(args.file)  # a bad table file: `_run` says why in one line
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        print(scorer.format_sheets(result))
    return 0


def _fail(message: str) -> int:
    """One line on stderr (a path holding a line break cannot add lines), exit status 1."""
    print("error: " + " ".join(message.splitlines()), file=sys.stderr)
    return 1


@contextmanager
def _headless() -> Iterator[None]:
    """Pictures and benchmarks need no screen or speakers, and must neither use nor touch the
    player's settings, saves and statistics: they get a data folder of their own, removed when
    the command ends (a folder named by the person running it is theirs and is kept)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout lists the pictures only
    own = None
    if "NIDAVELLIR_HOME" not in os.environ:
        own = tempfile.mkdtemp(prefix="nidavellir-headless-")
        os.environ["NIDAVELLIR_HOME"] = own
    try:
        yield
    finally:
        if own is not None:
            del os.environ["NIDAVELLIR_HOME"]
            shutil.rmtree(own, ignore_errors=True)


def _bench(
    args: argparse.Namespace, info: GameInfo, options: Options, started: float | None
) -> int:
    if args.target == "wait":
        return _bench_wait(args, info, options)
    if args.target == "host":
        return _bench_host(args, info, options)
    if args.target == "ui":
        return _bench_ui(args, info, options, started)
    if args.target == "night":
        return _bench_night(args, info)
    if args.target == "rebuild":
        return _bench_rebuild(args, info, options)
    if args.target == "hint":
        return _bench_hint(args, info, options)
    if args.target == "space":
        return _bench_space(args, info, options)
    from game.core.simulate import bench_core

    result = bench_core(info, args.players, args.games or BENCHED_GAMES, options=options)
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{result['games']} full random {result['players']}-player games: "
            f"{result['games_per_s']} games/s; apply median {result['apply_us_median']} µs, "
            f"p99 {result['apply_us_p99']} µs"
        )
    return 0


def _bench_hint(args: argparse.Namespace, info: GameInfo, options: Options) -> int:
    from game.ai.coachbench import BENCHED_HINTS, bench_hint

    players = max(info.players.start, min(args.players, info.players.stop - 1))
    result = bench_hint(info, players, args.games or BENCHED_HINTS, args.seed, options)
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{result['hints']} hints ({result['game']}, {players} players) at the window's "
            f"budget: p50 {result['p50_s']} s, p95 {result['p95_s']} s, max {result['max_s']} s"
        )
    return 0


def _bench_space(args: argparse.Namespace, info: GameInfo, options: Options) -> int:
    parser: argparse.ArgumentParser = args.game_parser
    with _headless():
        from game.ui import gamekit, theme
        from game.ui.space import panel_rows, space_run
        from game.ui.window import MIN_SCALE

        if gamekit.shots_tour(info) is None:
            parser.error(f"{info.title} has no picture tour in its window module")
        window = args.size or theme.LOGICAL_SIZE
        low = tuple(round(n * MIN_SCALE) for n in theme.LOGICAL_SIZE)
        if window[0] < low[0] or window[1] < low[1]:
            parser.error(
                f"--size {window[0]}x{window[1]}: the window is at least {low[0]}x{low[1]}"
            )
        run = space_run(info, args.players, args.seed, options, args.lang, window, args.frames)
    if args.json:
        print(json.dumps(run.as_dict()))
        return 0
    print(
        f"{info.title}, {args.players} players, {args.lang}, window {window[0]}x{window[1]}, "
        f"seed {args.seed}: {len(run.frames)} table frames; empty panel {run.mean():.1%} of "
        f"the window on average, {run.start():.1%} at the start"
    )
    print("\n".join(panel_rows(run)))
    return 0


def _bench_rebuild(args: argparse.Namespace, info: GameInfo, options: Options) -> int:
    from game.core.simulate import bench_rebuild

    result = bench_rebuild(info, args.players, args.games or REBUILT_GAMES, args.seed, options)
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{info.title}, {result['views']} views of {result['games']} random "
            f"{result['players']}-player games rebuilt into states: median "
            f"{result['rebuild_ms_median']} ms, p95 {result['rebuild_ms_p95']} ms (processor "
            f"time: median {result['rebuild_cpu_ms_median']} ms, p95 "
            f"{result['rebuild_cpu_ms_p95']} ms)"
        )
    return 0


def _bench_ui(
    args: argparse.Namespace, info: GameInfo, options: Options, started: float | None
) -> int:
    parser: argparse.ArgumentParser = args.game_parser
    if any(o.is_on(options[o.key]) for o in info.options):
        parser.error(f"bench ui measures a table of {info.title} without options only")
    with _headless():
        from game.ui.bench import bench_players, bench_ui
        from game.ui.gameui import ui_of

        if ui_of(info).make_presenter is None:
            parser.error(f"{info.title} has no table in its window module")
        ui = bench_ui(info, args.frames, started)
    if args.json:
        print(json.dumps(ui))
    else:
        print(
            f"{info.title}, busy {bench_players(info)}-player table, frames of play: p50 "
            f"{ui['frame_ms_p50']} ms, p95 {ui['frame_ms_p95']} ms (fastest AI pace: p95 "
            f"{ui['fast_pace_frame_ms_p95']} ms); frames a move lands in: p95 "
            f"{ui['move_frame_ms_p95']} ms; at rest: p95 {ui['idle_frame_ms_p95']} ms; "
            f"while the hard AI thinks: p95 {ui['thinking_frame_ms_p95']} ms; showing a "
            f"frame: {ui['present_ms_p50']} ms; start-up to the first frame "
            f"{ui['startup_s']} s (sounds ready in {ui['sound_start_ms_p50']} ms)"
        )
    return 0


def _bench_night(args: argparse.Namespace, info: GameInfo) -> int:
    """A game night's public table while `--players` devices play every chair."""
    with _headless():
        from game.ui.nightbench import bench_night

        report = bench_night(info, args.players, args.frames, args.seed, args.spectators)
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"{info.title}, game night with {report['devices']} devices: {report['frames']} "
            f"frames of the public table, p50 {report['frame_ms_p50']} ms, p95 "
            f"{report['frame_ms_p95']} ms, while the devices made {report['moves']} decisions"
        )
        if args.spectators:
            print(
                f"{args.spectators} spectators, each sent every state "
                f"({report['spectators_complete']}, at least {report['spectator_states']}); "
                f"{report['memory_kib_per_spectator']} KiB each on the host; "
                f"load {report['load_1min']}"
            )
    return 0


def _bench_host(args: argparse.Namespace, info: GameInfo, options: Options) -> int:
    from game.net.bench import bench_host

    games = min(args.games or HOSTED_GAMES, MAX_HOSTED)
    report = bench_host(info, args.players, games, args.seed, options)
    if args.json:
        print(json.dumps(report))
        return 0
    print(
        f"{info.title}, {report['games']} seeded games of {report['players']} devices on "
        f"loopback, {report['actions']} actions: from a device's action to its state p50 "
        f"{report['latency_ms_p50']} ms, p95 {report['latency_ms_p95']} ms, max "
        f"{report['latency_ms_max']} ms; host memory per idle connected device "
        f"{report['memory_kib_per_device']} KiB (over {report['devices']} devices)"
    )
    return 0


def _bench_wait(args: argparse.Namespace, info: GameInfo, options: Options) -> int:
    with _headless():
        from game.ui.waitbench import bench_wait

        report = bench_wait(info, args.players, args.seed, options)
    if args.json:
        print(json.dumps(report.as_dict()))
        return 0
    print(
        f"{info.title}, {report.players} players (you and normal AI chairs), seed {report.seed}, "
        f"AI pace {report.ai_pace_ms} ms, flights {report.animation_ms} ms: you waited "
        f"{report.wait_total_s} s in all over {report.waits} waits, the longest "
        f"{report.wait_longest_s} s; of which the AI's thinking {report.think_total_s} s "
        f"(longest decision {report.think_longest_s} s); {report.ai_moves} AI moves, "
        f"{report.human_decisions} decisions of yours and {report.forced} single choices "
        f"played by the autopick; a game of {report.game_s} s (measured in {report.real_s} s)"
    )
    return 0


def _shots(args: argparse.Namespace, info: GameInfo, options: Options) -> int:
    from pathlib import Path

    with _headless():
        from game.ui import gamekit

        take_shots = gamekit.shots_tour(info)
    if take_shots is None:
        parser: argparse.ArgumentParser = args.game_parser
        parser.error(f"{info.title} has no picture tour in its window module")

    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        what = "a file, not a folder" if out.exists() else (exc.strerror or str(exc))
        return _fail(f"--out {out}: {what}; give a folder for the pictures")
    with _headless():
        saved = take_shots(out, info, args.players, args.seed, options, args.lang)
    for path in saved:
        print(path)
    return 0


def _window(demo: bool) -> int:
    from game.ui.app import run_window

    return run_window(demo)


def command() -> int:
    """The installed `nidavellir` command (pyproject's entry point): `main`, under its name."""
    return main(prog="nidavellir")


def main(
    argv: Sequence[str] | None = None, started: float | None = None, prog: str = SCRIPT
) -> int:
    """`started`: when the process started on the perf_counter clock, for start-up timing;
    `prog`: the program's name in usage messages."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")  # an ASCII console shows "C\\xe9cile"
    try:
        try:
            return _run(argv, started, prog)
        finally:
            sys.stdout.flush()  # a closed pipe fails here, inside the guard, not at exit
    except BrokenPipeError:
        _silence()
        return 1


def _silence() -> None:
    """The reader of our output has gone: point the interpreter's own standard streams at the
    null device, so the flush Python makes at exit finds nothing to fail on. (Streams put in
    their place, as tests do, are left alone: their descriptors are not ours to redirect.)"""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        for stream, original in ((sys.stdout, sys.__stdout__), (sys.stderr, sys.__stderr__)):
            if stream is original and stream is not None:
                with suppress(OSError, ValueError):  # no descriptor (a detached console)
                    os.dup2(null, stream.fileno())
    finally:
        os.close(null)


def _run(argv: Sequence[str] | None, started: float | None, prog: str) -> int:
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    if args.command is None:
        return _window(args.demo)
    info, options = cliargs.game_and_options(args.game_parser, args)
    try:
        return _command(args, info, options, started)
    except DataError as exc:  # a data file edited badly: the loader's line names the place
        return _fail(str(exc))


def _command(
    args: argparse.Namespace, info: GameInfo, options: Options, started: float | None
) -> int:
    if args.command == "simulate":
        return _simulate(args, info, options)
    if args.command == "score":
        return _score(args, info)
    if args.command == "bench":
        return _bench(args, info, options, started)
    if args.command == "shots":
        return _shots(args, info, options)
    if args.command == "host":
        return _host(args, info, options)
    from game.ai.arena import run_arena

    return run_arena(args, info, options)
