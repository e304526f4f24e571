"""Argument types shared by every command line, so each says "bad argument" the same way (exit 2
with a usage message, argparse's convention)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from game.core import registry
from game.core.game import GameInfo, OptionValue


def players(text: str) -> int:
    """A count of players; whether the chosen game is played by that many is checked by
    `game_and_options`, once the game is known."""
    value = int(text) if text.isdecimal() and len(text) < 20 else 0
    if value < 1:
        raise argparse.ArgumentTypeError(
            f"players must be a positive whole number, not {_short(text)}"
        )
    return value


def add_players(parser: argparse.ArgumentParser, usual: int) -> None:
    """`--players`: `usual` when not given, or the chosen game's own count if it is not played
    by that many (`game_and_options` fills it in)."""
    parser.add_argument(
        "--players",
        type=players,
        default=None,
        help=f"how many play (default {usual}, or the game's usual count if it cannot be {usual})",
    )
    parser.set_defaults(usual_players=usual)


def positive(text: str) -> int:
    value = int(text) if text.isdecimal() and len(text) < 20 else 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, not {_short(text)}")
    return value


def at_most(maximum: int) -> Callable[[str], int]:
    """A positive whole number up to `maximum`: a count of games or workers so large that the
    run could never end, or would fill the memory first, is a usage error, not a long wait."""

    def count(text: str) -> int:
        value = positive(text)
        if value > maximum:
            raise argparse.ArgumentTypeError(f"at most {maximum:,}, not {_short(text)}")
        return value

    return count


def _short(text: str) -> str:
    """The argument as typed, cut short: a 5,000-digit argument is not echoed in full."""
    return repr(text) if len(text) <= 30 else repr(text[:27] + "...")


MAX_SECONDS = 3600.0  # a time budget per decision; "inf" would never answer


def seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"expected a number of seconds above 0 and at most {MAX_SECONDS:g}, not {_short(text)}"
        )
    return value


MAX_SEED = 2**63  # seeds are whole numbers below 2**63 in size: never thousands of digits


def seed(text: str) -> int:
    digits = text.strip().removeprefix("-").removeprefix("+")
    if not digits.isdecimal():
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not {_short(text)}")
    if len(digits) > 19 or not -MAX_SEED < int(text) < MAX_SEED:
        raise argparse.ArgumentTypeError(
            f"the seed must lie between -2**63 and 2**63, not {_short(text)}"
        )
    return int(text)


def add_game(parser: argparse.ArgumentParser, options: bool = True) -> None:
    """`--game KEY` and, with `options`, the option flags of every registered game (`--idavoll`,
    `--first-game`); `game_and_options` then checks the flags given belong to the chosen game.

    Errors found after parsing are reported with this parser's usage, as argparse reports its own.
    """
    parser.add_argument(
        "--game",
        choices=registry.keys(),
        default=registry.DEFAULT,
        help=f"which game (default {registry.DEFAULT})",
    )
    parser.set_defaults(game_parser=parser)
    if not options:
        return
    seen: set[str] = set()
    for info in registry.games():
        for option in info.options:
            if option.key in seen:
                continue
            seen.add(option.key)
            about = f"{info.title}: {option.help}" if option.help else info.title
            if option.choices:
                parser.add_argument(
                    option.flag,
                    dest=option.key,
                    choices=option.choices,
                    default=None,
                    help=f"{about} (default {option.default})",
                )
            else:
                parser.add_argument(
                    option.flag,
                    dest=option.key,
                    # one on by default is turned off with `--no-…`
                    action=argparse.BooleanOptionalAction if option.default else "store_true",
                    default=None,
                    help=about,
                )


def game_and_options(
    parser: argparse.ArgumentParser, args: argparse.Namespace
) -> tuple[GameInfo, dict[str, OptionValue]]:
    """The chosen game and its options from the parsed flags; a flag of another game, a bad
    combination or a player count the game does not allow is a usage error (exit 2).

    A `--players` left out (see `add_players`) is filled in on `args`.
    """
    info = registry.get(args.game)
    own = {option.key for option in info.options}
    given: dict[str, OptionValue] = {}
    for other in registry.games():
        for option in other.options:
            if getattr(args, option.key, None) is not None and option.key not in own:
                parser.error(f"{info.title} has no option {option.flag}")
    for key in own:
        value = getattr(args, key, None)
        if value is not None:
            given[key] = value
    try:
        options = info.options_from(given)
    except ValueError as error:
        parser.error(str(error))
    allowed = info.players_with(options)
    if getattr(args, "players", None) is None and hasattr(args, "usual_players"):
        usual, default = args.usual_players, info.default_players
        args.players = (
            usual if usual in allowed else default if default in allowed else allowed.start
        )
    players = getattr(args, "players", None)
    if players is not None and players not in allowed:
        counts = (
            str(allowed.start) if len(allowed) == 1 else f"{allowed.start} to {allowed.stop - 1}"
        )
        where = "with these options " if allowed != info.players_with() else ""
        parser.error(
            f"argument --players: {info.title} is played {where}by {counts} "
            f"player{'s' if len(allowed) > 1 or allowed.start > 1 else ''}, not {players}"
        )
    return info, options
