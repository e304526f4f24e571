"""Vedrfolnir as the program sees it: its `GameInfo` (players 1-6, the two expansions)."""

from __future__ import annotations

from game.core.game import GameInfo, GameState, Option, Options
from game.vedrfolnir.actions import Action, parse
from game.vedrfolnir.scoring import CATEGORIES
from game.vedrfolnir.state import State, new_game


def _new_game(players: int, seed: int, options: Options) -> State:
    return new_game(players, seed, {key: bool(on) for key, on in options.items()})  # yes/no only


def _parse(state: GameState, text: str) -> Action:
    return parse(text)


def _progress(state: GameState) -> dict[str, int]:
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
)
