"""Guerres d'Arran as the program sees it: its `GameInfo` (Lords, score categories, modules).

Light on purpose: the registry reads it at every start, so it names the score pad's rows itself
and imports the rules only when a game is set up or read back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.core.game import GameInfo, GameState, Options

if TYPE_CHECKING:
    import random

    from game.arran.state import State
    from game.taverns.actions import Action

# The score pad's rows in its order (`scoring.py` fills them): the five Orders first.
ORDER_CATEGORIES = ("shield", "temple", "wanderers", "forge", "talion")
CATEGORIES = (*ORDER_CATEGORIES, "mercenaries", "command", "malt", "coins")


def _new_game(players: int, seed: int, options: Options) -> State:
    from game.arran.state import new_game

    return new_game(players, seed, {key: bool(on) for key, on in options.items()})  # yes/no only


def _parse(state: GameState, text: str) -> Action:
    from game.arran.actions import parse_action
    from game.arran.state import State

    assert isinstance(state, State)
    return parse_action(text, state.table)


def _from_view(
    players: int, options: Options, view: Mapping[str, Any], seat: int | None, rng: random.Random
) -> State:
    from game.arran.fromview import from_view

    return from_view(players, options, view, seat, rng)


def _progress(state: GameState) -> dict[str, int]:
    from game.arran.state import State

    assert isinstance(state, State)
    return {"age": state.age, "round": state.round}


INFO = GameInfo(
    key="arran",
    title="Guerres d'Arran",
    players=range(2, 6),
    default_players=3,
    new_game=_new_game,
    parse_action=_parse,
    categories=(*CATEGORIES, "total"),
    options=(),
    sealed=frozenset({"bids"}),
    revealing=frozenset(
        {"bids_revealed", "taverns_filled", "svara_looked", "coins_traded", "svara_kept"}
    ),
    round_event="round_over",
    ai="game.ai.arran",
    ui="game.ui.games.arran",
    scorer="game.arran.calculator",
    progress=_progress,
    from_view=_from_view,
)
