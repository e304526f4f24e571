"""Argument types shared by every command line, so each says "bad argument" the same way (exit 2
with a usage message, argparse's convention)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from game.core import registry
from game.core.game import GameInfo


def players(text: str) -> int:
    value = int(text) if text.isdecimal() and len(text) < 20 else -1
    if not 2 <= value <= 5:
        raise argparse.ArgumentTypeError(f"players must be 2 to 5, not {_short(text)}")
    return value


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


def add_game(parser: argparse.ArgumentParser) -> None:
    """`--game KEY` and the option flags of every registered game (`--idavoll`, `--first-game`);
    `game_and_options` then checks the flags given belong to the chosen game."""
    parser.add_argument(
        "--game",
        choices=registry.keys(),
        default=registry.DEFAULT,
        help=f"which game (default {registry.DEFAULT})",
    )
    seen: set[str] = set()
    for info in registry.games():
        for option in info.options:
            if option.key not in seen:
                seen.add(option.key)
                parser.add_argument(
                    option.flag,
                    dest=option.key,
                    action="store_true",
                    default=None,
                    help=option.help,
                )


def game_and_options(
    parser: argparse.ArgumentParser, args: argparse.Namespace
) -> tuple[GameInfo, dict[str, bool]]:
    """The chosen game and its options from the parsed flags; a flag of another game, a bad
    combination or a player count the game does not allow is a usage error (exit 2)."""
    info = registry.get(args.game)
    own = {option.key for option in info.options}
    given: dict[str, bool] = {}
    for other in registry.games():
        for option in other.options:
            if getattr(args, option.key, None) and option.key not in own:
                parser.error(f"{info.title} has no option {option.flag}")
    for key in own:
        if getattr(args, key, None):
            given[key] = True
    try:
        options = info.options_from(given)
    except ValueError as error:
        parser.error(str(error))
    players = getattr(args, "players", None)
    if players is not None and players not in info.players:
        parser.error(
            f"{info.title} is played by {info.players.start} to {info.players.stop - 1} players, "
            f"not {players}"
        )
    return info, options
