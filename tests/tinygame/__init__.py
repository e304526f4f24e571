"""Tiny Auction, a game that exists only for the tests (see `rules.py`): registered for the
length of a test with `registered()`, it proves a new game needs no edit of the shared parts."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from game.core import registry
from game.core.game import GameInfo, GameState, Option
from tests.tinygame.rules import TinyState, parse


def _new_game(players: int, seed: int, options: Mapping[str, bool]) -> TinyState:
    return TinyState(players, seed, options["long"])


def _parse(state: GameState, text: str) -> object:
    return parse(text)


INFO = GameInfo(
    key="tiny",
    title="Tiny Auction",
    players=range(2, 5),
    new_game=_new_game,
    parse_action=_parse,
    categories=("cards", "coins", "total"),
    options=(Option("long", help="five rounds instead of three"),),
    sealed=frozenset({"bids"}),
    revealing=frozenset({"bids_revealed", "card_offered"}),
    round_event="round_over",
    ai="tests.tinygame.ai",
    ui="tests.tinygame.ui",
)


@contextmanager
def registered() -> Iterator[GameInfo]:
    """Tiny Auction in the registry for the length of the `with` block."""
    registry.games()  # the shipped games first, so the registry's order is the product's
    registry.register(INFO)
    try:
        yield INFO
    finally:
        registry.unregister("tiny")
