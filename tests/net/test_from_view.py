"""A state rebuilt from one seat's view (`GameInfo.from_view`), for the window joining a hosted
game as a seat: checked after every action of seeded random games, for every seat and for a
spectator, on the view as a device receives it (through JSON, without the seed): the rebuilt
state shows that view, offers the seat the same actions, owes the same decision and passes its
self-check. Its hidden parts come from the random source given, never from the real state.

Cost: a game checks four or five views per action; a few games per configuration by default,
more under -m slow.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

import pytest

from game.arran.state import State as ArranState
from game.cli import main
from game.core import registry
from game.core.game import GameInfo, GameState
from game.core.simulate import random_step
from game.nidavellir.state import State as NidavellirState
from game.taverns import coins as cn
from game.taverns.snapshot import HIDDEN
from game.vedrfolnir.state import State as VedrfolnirState

SOLO = [
    (1, {"solo": "neutral", "neutral_heroes": "3"}),
    (1, {"solo": "andvari", "andvari_strategy": "hard_heroes", "andvari_level": "2"}),
]
NIDAVELLIR = [  # the default run: every option, the quicker player counts
    (2, {}),
    (3, {"first_game": True}),
    (2, {"idavoll": True}),
    (2, {"thingvellir": True}),
    (2, {"idavoll": True, "thingvellir": True}),
    *SOLO,
]
NIDAVELLIR_SLOW = [  # -m slow: every option at every player count
    *((n, opts) for n in range(2, 6) for opts in ({}, {"first_game": True}, {"idavoll": True})),
    *((n, {"thingvellir": True, "idavoll": n % 2 == 0}) for n in range(2, 6)),
    *SOLO,
    (1, {"solo": "andvari", "andvari_strategy": "easy", "andvari_level": "1"}),
]


def device_view(state: GameState, seat: int | None) -> dict[str, Any]:
    """`view(seat)` as the host sends it: through JSON, without the seed."""
    view: dict[str, Any] = json.loads(json.dumps(state.view(seat)))
    view.pop("seed", None)
    return view


def check_rebuilt(
    info: GameInfo, players: int, options: Mapping[str, Any], state: GameState, rng: random.Random
) -> None:
    """The contract of `from_view` for every seat and the spectator, at this point of the game."""
    assert info.from_view is not None
    seats: list[int | None] = [*range(players), None]
    for seat in seats:
        view = device_view(state, seat)
        world = info.from_view(players, options, view, seat, rng)
        assert device_view(world, seat) == view
        assert world.to_move() == state.to_move()
        assert world.pending() == state.pending()
        assert world.check_invariants() == []
        if seat is not None:
            expected = [str(a) for a in state.legal_actions(seat)]
            assert [str(a) for a in world.legal_actions(seat)] == expected


def play_checked(key: str, players: int, given: Mapping[str, Any], seed: int) -> int:
    """A seeded random game with the contract checked after every action; its action count."""
    info = registry.get(key)
    options = info.options_from(given)
    state = info.start(players, seed, options)
    moves, rebuilds = random.Random(seed), random.Random(~seed)
    actions = 0
    check_rebuilt(info, players, options, state, rebuilds)
    while not state.is_over():
        random_step(state, moves)
        actions += 1
        check_rebuilt(info, players, options, state, rebuilds)
    return actions


@pytest.mark.parametrize(("players", "options"), NIDAVELLIR)
def test_nidavellir_rebuilt_after_every_action(players: int, options: dict[str, Any]) -> None:
    assert play_checked("nidavellir", players, options, seed=players) > 30


@pytest.mark.slow
@pytest.mark.parametrize(("players", "options"), NIDAVELLIR_SLOW)
@pytest.mark.parametrize("seed", range(10, 14))
def test_nidavellir_rebuilt_many_games(players: int, options: dict[str, Any], seed: int) -> None:
    assert play_checked("nidavellir", players, options, seed) > 30


def nidavellir_bidding() -> NidavellirState:
    """A 3-player Idavoll game in its first bids: seats 0 and 1 have bid, seat 2 has not."""
    state = registry.get("nidavellir").start(3, 7, {"idavoll": True})
    assert isinstance(state, NidavellirState)
    state.apply(state.legal_actions(0)[5])  # s0 bid 0 3 5
    state.apply(state.legal_actions(1)[40])
    return state


def rebuilt_nidavellir(state: NidavellirState, seat: int | None, seed: int) -> NidavellirState:
    info = registry.get("nidavellir")
    assert info.from_view is not None
    options = info.options_from({"idavoll": True})
    world = info.from_view(3, options, device_view(state, seat), seat, random.Random(seed))
    assert isinstance(world, NidavellirState)
    return world


def test_nidavellir_own_bid_kept_others_guessed() -> None:
    """Seat 0 sees its own bid as it is; seat 1's sealed bid is some placement of exactly its
    coins, and the guesses differ from one random source to another."""
    state = nidavellir_bidding()
    assert device_view(state, 0)["seats"][1]["board"] == [HIDDEN] * 5
    guesses = set()
    for seed in range(12):
        world = rebuilt_nidavellir(state, 0, seed)
        assert world.players[0].board == [0, 12, 20, 8, 16]
        assert sorted(world.players[1].board) == [0, 8, 12, 16, 20]
        assert world.players[2].board == [-1] * 5
        assert world.players[2].hand == [0, 8, 12, 16, 20]
        guesses.add(tuple(world.players[1].board))
    assert len(guesses) > 1


def test_nidavellir_hidden_decks_hold_the_unseen_cards() -> None:
    """The mythology deck and reserve hold, in a guessed order, the very cards the real ones
    do; the Age decks too."""
    state = nidavellir_bidding()
    world = rebuilt_nidavellir(state, None, 3)
    assert [len(world.myth_deck), len(world.reserve)] == [6, 11]
    assert sorted(world.myth_deck + world.reserve) == sorted(state.myth_deck + state.reserve)
    assert sorted(world.decks[1]) == sorted(state.decks[1])
    assert [cn.coin_str(c) for c in sorted(world.players[1].board)] == ["0", "2", "3", "4", "5"]


def test_nidavellir_refuses_another_seats_view_or_game() -> None:
    state = nidavellir_bidding()
    info = registry.get("nidavellir")
    assert info.from_view is not None
    world = info.from_view(3, {"idavoll": True}, device_view(state, 0), 0, random.Random(0))
    assert isinstance(world, NidavellirState)
    with pytest.raises(ValueError, match="not seat 0's view of a game of these options"):
        info.from_view(3, {"thingvellir": True}, device_view(state, 0), 0, random.Random(0))
    with pytest.raises(ValueError, match="not seat 1's view"):
        info.from_view(
            3, info.options_from({"idavoll": True}), device_view(state, 0), 1, random.Random(0)
        )


@pytest.mark.parametrize("players", [2, 3])
def test_arran_rebuilt_after_every_action(players: int) -> None:
    assert play_checked("arran", players, {}, seed=players) > 30


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(10, 16))
def test_arran_rebuilt_many_games(players: int, seed: int) -> None:
    assert play_checked("arran", players, {}, seed) > 30


def arran_svara() -> GameState:
    """A 3-Lord game played at random until seat 0's Svara looks at the Era 2 deck's cards."""
    state = registry.get("arran").start(3, 0, {})
    moves = random.Random(0)
    while state.pending() != "svara":
        random_step(state, moves)
    assert state.to_move() == (0,)
    return state


def test_arran_svara_cards_seen_by_their_keeper_only() -> None:
    """Seat 0 keeps the very cards its Svara looks at; seat 1 gets five cards of the Era 2
    deck's in their place, the deck and the look together the real ones."""
    info = registry.get("arran")
    assert info.from_view is not None
    state = arran_svara()
    assert isinstance(state, ArranState)
    own = info.from_view(3, {}, device_view(state, 0), 0, random.Random(1))
    other = info.from_view(3, {}, device_view(state, 1), 1, random.Random(1))
    assert isinstance(own, ArranState) and isinstance(other, ArranState)
    assert own.drawn == state.drawn
    assert len(other.drawn) == len(state.drawn) == 5
    assert sorted(other.drawn + other.decks[2]) == sorted(state.drawn + state.decks[2])


VEDRFOLNIR = [  # solo against Brynhildr, two-player, the base mode; every deck set
    (1, {}),
    (1, {"spring": True, "winter": True}),
    (2, {"spring": True}),
    (3, {"winter": True}),
]


@pytest.mark.parametrize(("players", "options"), VEDRFOLNIR)
def test_vedrfolnir_rebuilt_after_every_action(players: int, options: dict[str, Any]) -> None:
    assert play_checked("vedrfolnir", players, options, seed=players) > 20


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize(
    "decks", [{}, {"spring": True}, {"winter": True}, {"spring": True, "winter": True}]
)
@pytest.mark.parametrize("seed", range(10, 13))
def test_vedrfolnir_rebuilt_many_games(players: int, decks: dict[str, Any], seed: int) -> None:
    assert play_checked("vedrfolnir", players, decks, seed) > 20


def test_vedrfolnir_revealed_card_and_its_reach_are_the_real_ones() -> None:
    """Waiting for the revealed card's recipient: the rebuilt game reveals the same card, with
    the same preview on each recipient, and deals the cards nobody saw among the same places."""
    info = registry.get("vedrfolnir")
    assert info.from_view is not None
    state = info.start(3, 5, {"spring": True})
    moves = random.Random(5)
    while state.pending() != "attribute" or state.turn < 3:
        random_step(state, moves)
    assert isinstance(state, VedrfolnirState)
    view = device_view(state, 1)
    world = info.from_view(3, {"spring": True, "winter": False}, view, 1, random.Random(2))
    assert isinstance(world, VedrfolnirState)
    assert world.revealed == state.revealed >= 0
    assert device_view(world, 1)["reach"] == view["reach"] != []
    assert [len(world.draw), len(world.hand)] == [len(state.draw), len(state.hand)]
    assert sorted(world.draw + world.hand) == sorted(state.draw + state.hand)
    assert world.draw != state.draw


def test_bench_rebuild_times_every_view(capsys: pytest.CaptureFixture[str]) -> None:
    """`bench rebuild` rebuilds the view of each seat and of a spectator after every action."""
    argv = ["bench", "rebuild", "--game", "vedrfolnir", "--players", "1", "--games", "1"]
    assert main([*argv, "--seed", "4", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    state, moves, actions = registry.get("vedrfolnir").start(1, 4, {}), random.Random(4), 0
    while not state.is_over():
        random_step(state, moves)
        actions += 1
    assert result["views"] == (actions + 1) * 2
    assert [result["players"], result["games"]] == [1, 1]
    assert 0 < result["rebuild_cpu_ms_median"] <= result["rebuild_cpu_ms_p95"]
