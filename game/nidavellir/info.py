"""Nidavellir as the program sees it: its `GameInfo` (players, options, score categories)."""

from __future__ import annotations

from game.core.game import GameInfo, GameState, Option, Options
from game.nidavellir.actions import Action, parse_action
from game.nidavellir.scoring import CAMP_CATEGORIES, CATEGORIES, MYTH_CATEGORIES
from game.nidavellir.solo import OPPONENTS, andvari, neutral
from game.nidavellir.state import State, new_game


def _new_game(players: int, seed: int, options: Options) -> State:
    return new_game(players, seed, options)


def _parse(state: GameState, text: str) -> Action:
    assert isinstance(state, State)
    return parse_action(text, state.rules)


def _players_for(options: Options) -> range:
    """One player against a solo opponent, else 2 to 5."""
    return range(1, 2) if options.get("solo", OPPONENTS[0]) != OPPONENTS[0] else range(2, 6)


def _progress(state: GameState) -> dict[str, int]:
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
            choices=neutral.LEVELS,
            help="how many heroes the Neutral clan starts with (its difficulty)",
            requires=("solo=neutral",),
            late=True,
        ),
        Option(
            "andvari_strategy",
            choices=andvari.STRATEGIES,
            help="Andvari's strategy set, with or without the other set's heroes in its army",
            requires=("solo=andvari",),
            late=True,
        ),
        Option(
            "andvari_level",
            choices=andvari.LEVELS,
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
)
