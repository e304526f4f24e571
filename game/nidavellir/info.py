"""Nidavellir as the program sees it: its `GameInfo` (players, options, score categories).

Light on purpose: the registry reads it at every start (the command line's flags, the launcher),
so it names the options and the score pad's rows itself and imports the rules only when a game is
set up or read back. `state.py` brings the expansions and the solo opponents with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.core.game import GameInfo, GameState, Option, Options

if TYPE_CHECKING:
    import random

    from game.nidavellir.actions import Action
    from game.nidavellir.state import State

# The score pad's rows in its order (`scoring.py` fills them): the five classes first.
CATEGORIES = (
    *("warrior", "hunter", "miner", "blacksmith", "explorer"),
    *("warrior_majority", "heroes", "coins", "gem"),
)
MYTH_CATEGORIES = ("gods", "giants", "valkyries")  # Idavoll games only
CAMP_CATEGORIES = ("artifacts",)  # Thingvellir games only

# The `solo` option: no opponent, or the scripted clan played (`solo/`), and their difficulties.
OPPONENTS = ("off", "neutral", "andvari")
NEUTRAL_LEVELS = ("1", "2", "3", "4", "5", "6")  # `neutral_heroes`: how many heroes it gets
# `andvari_strategy`: the set, and whether the other set's heroes start in its army.
ANDVARI_STRATEGIES = ("easy", "hard", "easy_heroes", "hard_heroes")
ANDVARI_LEVELS = ("1", "2", "3")  # `andvari_level`: how many general classes


def _new_game(players: int, seed: int, options: Options) -> State:
    from game.nidavellir.state import new_game

    return new_game(players, seed, options)


def _parse(state: GameState, text: str) -> Action:
    from game.nidavellir.actions import parse_action
    from game.nidavellir.state import State  # with it, the expansions' verbs

    assert isinstance(state, State)
    return parse_action(text, state.rules)


def _from_view(
    players: int, options: Options, view: Mapping[str, Any], seat: int | None, rng: random.Random
) -> State:
    from game.nidavellir.fromview import from_view

    return from_view(players, options, view, seat, rng)


def _players_for(options: Options) -> range:
    """One player against a solo opponent, else 2 to 5."""
    return range(1, 2) if options.get("solo", OPPONENTS[0]) != OPPONENTS[0] else range(2, 6)


def _progress(state: GameState) -> dict[str, int]:
    from game.nidavellir.state import State

    assert isinstance(state, State)
    return {"age": state.age, "round": state.round}


INFO = GameInfo(
    key="nidavellir",
    title="Nidavellir",
    players=range(1, 6),
    default_players=3,
    new_game=_new_game,
    parse_action=_parse,
    categories=(*CATEGORIES, *MYTH_CATEGORIES, *CAMP_CATEGORIES, "total"),
    options=(
        Option("first_game", help="first game: the harder heroes stay in the box"),
        Option("idavoll", help="play with the Idavoll expansion (mythology cards)"),
        Option("thingvellir", help="play with the Thingvellir expansion (the camp)", late=True),
        Option(
            "solo",
            choices=OPPONENTS,
            help="play alone against a scripted clan, neutral or andvari (base game only)",
            excludes=("first_game", "idavoll", "thingvellir"),
            late=True,
        ),
        Option(
            "neutral_heroes",
            choices=NEUTRAL_LEVELS,
            help="how many heroes the Neutral clan starts with (its difficulty)",
            requires=("solo=neutral",),
            late=True,
        ),
        Option(
            "andvari_strategy",
            choices=ANDVARI_STRATEGIES,
            help="Andvari's strategy set, with or without the other set's heroes in its army",
            requires=("solo=andvari",),
            late=True,
        ),
        Option(
            "andvari_level",
            choices=ANDVARI_LEVELS,
            help="how many of Andvari's classes are general strategies",
            requires=("solo=andvari",),
            late=True,
        ),
    ),
    players_for=_players_for,
    may_end_without_winner=True,  # a solo game lost to the scripted clan
    sealed=frozenset({"bids"}),
    revealing=frozenset(
        {"bids_revealed", "taverns_filled", "cards_drawn", "deck_card_discarded", "coins_traded"}
    ),
    round_event="round_over",
    ai="game.ai.nidavellir",
    ui="game.ui.games.nidavellir",
    scorer="game.nidavellir.calculator",
    progress=_progress,
    from_view=_from_view,
)
