"""Vedrfolnir as the program sees it: its `GameInfo` (players 1-6, the two expansions).

Light on purpose: the registry reads it at every start, so it names the score pad's rows itself
and imports the rules only when a game is set up or read back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.core.game import GameInfo, GameState, Option, Options

if TYPE_CHECKING:
    import random

    from game.vedrfolnir.actions import Action
    from game.vedrfolnir.state import State

CATEGORIES = ("odin", "thor", "tyr", "surtr", "freyja")  # the score pad's rows (`scoring.py`)


def _new_game(players: int, seed: int, options: Options) -> State:
    from game.vedrfolnir.state import new_game

    return new_game(players, seed, {key: bool(on) for key, on in options.items()})  # yes/no only


def _parse(state: GameState, text: str) -> Action:
    from game.vedrfolnir.actions import parse

    return parse(text)


def _from_view(
    players: int, options: Options, view: Mapping[str, Any], seat: int | None, rng: random.Random
) -> State:
    from game.vedrfolnir.fromview import from_view

    return from_view(players, options, view, seat, rng)


def _progress(state: GameState) -> dict[str, int]:
    from game.vedrfolnir.state import State

    assert isinstance(state, State)
    return {"round": state.round, "turn": state.turn}


INFO = GameInfo(
    key="vedrfolnir",
    title="Vedrfolnir",
    players=range(1, 7),
    default_players=3,
    new_game=_new_game,
    parse_action=_parse,
    categories=(*CATEGORIES, "total"),
    options=(
        Option("spring", help="Spring expansion (Hugin and Munin, Tyr, Freyja ...)"),
        Option("winter", help="Winter expansion (Surtr, Fenrir, Hel, Heimdall ...)"),
    ),
    revealing=frozenset({"card_revealed", "card_drawn", "brynhildr_revealed", "hand_shown"}),
    round_event="round_ended",
    ai="game.ai.vedrfolnir",
    ui="game.ui.games.vedrfolnir",
    progress=_progress,
    may_end_without_winner=True,
    from_view=_from_view,
)
