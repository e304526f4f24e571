"""Random Vedrfolnir games beyond the shared checker's run over every mode and deck set
(tests/core/test_checker.py, spec EX-33, with tests/vedrfolnir/checks.py): a sampled world never
leaks what nobody may see, every reading of `rules_options` plays clean, and one card per
recipient a turn.

Cost: a game is about 300 actions, 10-20 ms with the cheap checks (`full=False`), ten times more
with the costly ones; so a few games per reading by default, 50 under -m slow.
"""

from __future__ import annotations

import random
import typing
from dataclasses import replace
from typing import Any

import pytest

from game.core.checker import play_checked
from game.core.game import GameInfo
from game.vedrfolnir.data import default_rules
from game.vedrfolnir.info import INFO
from game.vedrfolnir.persist import unknown_slots
from game.vedrfolnir.schema import OptionsModel
from game.vedrfolnir.state import State

OPTION_GAMES = 5  # per alternative reading of rules_options in the default suite: each mode
SLOW_OPTION_GAMES = 50  # and under -m slow
PLAYERS = [1, 2, 3, 4, 5, 6]
DECK_SETS = {
    "base": {},
    "spring": {"spring": True},
    "winter": {"winter": True},
    "both": {"spring": True, "winter": True},
}


# ---------------------------------------------------------------------- sampled worlds


def hidden_cards(state: State) -> list[int]:
    return [where[i] for where, i in unknown_slots(state)]


@pytest.mark.parametrize("players", PLAYERS)
def test_determinize_never_leaks(players: int) -> None:
    """A world sampled for a view has that view; the hidden cards differ from seed to seed."""
    rng = random.Random(players)
    state = State(players, 11 * players, {"spring": True, "winter": True})
    checked = 0
    while not state.is_over():
        seat = state.to_move()[0]
        if rng.random() < 0.1:
            before = state.to_dict()
            view = state.view(seat)
            samples = set()
            for seed in range(6):
                world = state.determinize(seat, random.Random(seed))
                assert world.view(seat) == view
                assert not world.check_invariants()
                assert sorted(hidden_cards(world)) == sorted(hidden_cards(state))
                samples.add(tuple(hidden_cards(world)))
            assert state.to_dict() == before
            if len(hidden_cards(state)) > 2:
                assert len(samples) > 1, "determinize always deals the hidden cards alike"
            checked += 1
        state.apply(rng.choice(state.legal_actions(seat)))
    assert checked > 10


# ---------------------------------------------------------------------- rule readings


def alternatives() -> list[tuple[str, Any]]:
    """Every value of `rules_options` the data may hold other than the default (the schema's
    Literal and bool types); the integer options take one sample value."""
    default = default_rules().options
    samples = {"freyja_multiplier": [3], "solo_target_score": [40]}
    out = []
    for name, hint in typing.get_type_hints(OptionsModel).items():
        values = samples.get(name)
        if values is None:
            values = [True, False] if hint is bool else list(typing.get_args(hint))
        out += [(name, v) for v in values if v != getattr(default, name)]
    return out


def with_readings(readings: dict[str, Any], rules: Any = None) -> GameInfo:
    """INFO whose games (and replays) are played under these readings."""

    def new_game(players: int, seed: int, options: Any) -> State:
        return State(players, seed, options, rules=rules, readings=readings)

    return replace(INFO, new_game=new_game)


def option_players(name: str) -> list[int]:
    """The modes where a reading can matter."""
    if name.startswith("solo_"):
        return [1]
    if name.startswith("two_player_"):
        return [2]
    return [3, 4, 5, 1, 2]


def play_reading(name: str, value: Any, games: int, full: bool) -> None:
    """`full`: the first game runs every costly check at every action."""
    info = with_readings({name: value})
    counts = option_players(name)
    for seed in range(games):
        players = counts[seed % len(counts)]
        options = {"spring": True, "winter": True}
        play_checked(info, players, seed, options, full=full and seed == 0, spot=0.002)


def play_seating(games: int, full: bool) -> None:
    rules = default_rules()
    rules = replace(rules, two_player=replace(rules.two_player, seating="a_ase_b_ase"))
    info = with_readings({}, rules)
    for seed in range(games):
        options = DECK_SETS[list(DECK_SETS)[seed % 4]]
        play_checked(info, 2, seed, options, full=full and seed == 0, spot=0.002)


@pytest.mark.parametrize(("name", "value"), alternatives())
def test_every_reading_plays_clean(name: str, value: Any) -> None:
    play_reading(name, value, OPTION_GAMES, full=False)


def test_two_player_seating_a_ase_b_ase_plays_clean() -> None:
    play_seating(OPTION_GAMES, full=False)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "value"), alternatives())
def test_every_reading_plays_fifty_games(name: str, value: Any) -> None:
    play_reading(name, value, SLOW_OPTION_GAMES, full=True)


@pytest.mark.slow
def test_two_player_seating_plays_fifty_games() -> None:
    play_seating(SLOW_OPTION_GAMES, full=True)


# ---------------------------------------------------------------------- one card per recipient


@pytest.mark.parametrize("players", PLAYERS)
def test_one_attribution_per_recipient_per_turn(players: int) -> None:
    """§13.3: each recipient gets at most one attributed card a turn; attributions are the
    active player's deals and the Heimdall redirects of the places they control (G16)."""
    for seed in range(10):
        rng = random.Random(seed)
        state = State(players, seed, {"spring": True, "winter": True})
        dealt: list[int] = []
        while not state.is_over():
            active_player = state.ctrl[state.active]
            seat = state.to_move()[0]
            for event in state.apply(rng.choice(state.legal_actions(seat))):
                redirect = event.kind == "card_redirected"
                if event.kind == "turn_started":
                    dealt = []
                elif event.kind == "card_attributed" or (
                    redirect and state.ctrl[event.seat] == active_player
                ):
                    dealt.append(event.data[1])
            assert len(dealt) == len(set(dealt)), f"seed {seed}: two cards to one of {dealt}"
