"""Guerres d'Arran as the program sees it: its `GameInfo` (Lords, score categories, modules)."""

from __future__ import annotations

from game.arran.actions import parse_action
from game.arran.scoring import CATEGORIES
from game.arran.state import State, new_game
from game.core.game import GameInfo, GameState, Options
from game.taverns.actions import Action


def _new_game(players: int, seed: int, options: Options) -> State:
    return new_game(players, seed, {key: bool(on) for key, on in options.items()})  # yes/no only


def _parse(state: GameState, text: str) -> Action:
    assert isinstance(state, State)
    return parse_action(text, state.table)


def _progress(state: GameState) -> dict[str, int]:
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
)
