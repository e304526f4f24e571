"""Argument types shared by every command line, so each says "bad argument" the same way (exit 2
with a usage message, argparse's convention)."""

from __future__ import annotations

import argparse


def players(text: str) -> int:
    value = int(text) if text.isdigit() else -1
    if not 2 <= value <= 5:
        raise argparse.ArgumentTypeError(f"players must be 2 to 5, not {text!r}")
    return value


def positive(text: str) -> int:
    value = int(text) if text.isdigit() else 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, not {text!r}")
    return value


def seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0:
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, not {text!r}")
    return value


def seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not {text!r}") from None


def add_idavoll(parser: argparse.ArgumentParser) -> None:
    """The `--idavoll` switch of every command that sets up games."""
    parser.add_argument("--idavoll", action="store_true",
                        help="play with the Idavoll expansion (mythology cards)")
