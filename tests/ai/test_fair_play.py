"""No level cheats, in either game on the taverns engine: what it decides depends only on what
the deciding seat may see.

`s` and `s.determinize(seat, rng)` differ only in what `seat` cannot see (the Age decks' order,
other seats' face-down coins, cards someone else drew: Arran's Svara look, Idavoll's mythology
deck and reserve); the observation of both must be the same, and with the same rng and an
iteration budget every level must choose the same action in both.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from game.ai import Budget, make_agent
from game.ai.arran.observe import observe as observe_arran
from game.ai.nidavellir.observe import observe as observe_nidavellir
from game.ai.taverns.observe import reopen_bids
from game.core.game import GameInfo
from game.taverns.flow import BIDS
from tests.ai.scenarios import (
    ARRAN,
    ARRAN_KINDS,
    IDAVOLL_KINDS,
    KINDS,
    NIDAVELLIR,
    Deal,
    arran,
    arran_position,
    idavoll_position,
    midgame,
    nidavellir,
    position,
)


@dataclass(frozen=True)
class Game:
    """One game (or expansion) as these tests walk it."""

    name: str
    info: GameInfo
    deal: Deal
    observe: Callable[[Any, int], Any]
    kinds: tuple[str, ...]
    position: Callable[[str], tuple[Any, int]]
    seed: int  # the deals of the observation walk: seed + players
    walk: range  # its steps
    players: tuple[int, ...] = (2, 3, 4, 5)

    def __str__(self) -> str:
        return self.name


NID = Game(
    "nidavellir",
    NIDAVELLIR,
    nidavellir(),
    observe_nidavellir,
    KINDS,
    position,
    11,
    range(0, 160, 7),
)
IDAVOLL = Game(
    "idavoll",
    NIDAVELLIR,
    nidavellir(idavoll=True),
    observe_nidavellir,
    IDAVOLL_KINDS,
    idavoll_position,
    30,
    range(0, 120, 9),
    (2, 4),
)
ARR = Game("arran", ARRAN, arran, observe_arran, ARRAN_KINDS, arran_position, 31, range(0, 260, 9))
GAMES = (NID, ARR)  # the base games; Idavoll adds its positions and walks
LEVELS = ("easy", "normal", "hard")
UNHIDDEN = {("nidavellir", "ylud")}  # a decision whose position hides nothing from its seat


@pytest.mark.parametrize(
    ("game", "players"), [(g, n) for g in (*GAMES, IDAVOLL) for n in g.players], ids=str
)
def test_observe_forgets_everything_hidden(game: Game, players: int) -> None:
    rng = random.Random(players)
    for steps in game.walk:
        state = midgame(players, game.seed + players, steps, game.deal)
        for seat in range(players):
            twin = state.determinize(seat, rng)
            assert game.observe(state, seat).to_dict() == game.observe(twin, seat).to_dict()
            assert game.observe(state, seat).view(seat) == state.view(seat)


@pytest.mark.parametrize(("game", "kind"), [(g, k) for g in GAMES for k in g.kinds], ids=str)
def test_observe_at_every_decision(game: Game, kind: str) -> None:
    state, _ = game.position(kind)
    for other in range(state.n):
        twin = state.determinize(other, random.Random(5))
        assert game.observe(state, other).to_dict() == game.observe(twin, other).to_dict()


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_observe_leaves_the_real_state_alone(game: Game) -> None:
    state = midgame(3, 4, 40, game.deal)
    before = state.to_dict()
    game.observe(state, 1)
    assert state.to_dict() == before


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_reopen_bids_turns_placed_bids_back_into_choices(game: Game) -> None:
    state = midgame(3, 2, 0, game.deal)
    assert state.phase == BIDS
    state.apply(state.legal_actions(1)[7])
    state.apply(state.legal_actions(2)[3])
    seen = game.observe(state, 0)
    reopen_bids(seen, 0)
    assert seen.to_move() == (0, 1, 2)
    for seat in (1, 2):
        assert sorted(seen.players[seat].hand) == sorted(state.players[seat].coins())
    assert seen.check_invariants() == []


def test_svara_cards_are_seen_by_their_keeper_only() -> None:
    state, keeper = arran_position("svara")
    assert state.drawn
    for seat in range(state.n):
        twin = state.determinize(seat, random.Random(8))
        assert observe_arran(state, seat).to_dict() == observe_arran(twin, seat).to_dict()
        if seat == keeper:
            assert twin.drawn == state.drawn
    assert observe_arran(state, keeper).drawn == state.drawn


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    ("game", "kind"), [(g, k) for g in (*GAMES, IDAVOLL) for k in g.kinds], ids=str
)
def test_same_decision_when_only_hidden_information_differs(
    game: Game, kind: str, level: str
) -> None:
    state, seat = game.position(kind)
    twin = state.determinize(seat, random.Random(99))
    assert twin.to_dict() != state.to_dict() or (game.name, kind) in UNHIDDEN
    agent = make_agent(game.info, level, 1)
    first = agent.choose(state, seat, Budget(iterations=12), random.Random(7))
    second = agent.choose(twin, seat, Budget(iterations=12), random.Random(7))
    assert first == second


@pytest.mark.parametrize(
    ("game", "steps", "iterations"),
    [(NID, steps, 40) for steps in (0, 3, 9, 40, 60)]
    + [(ARR, steps, 30) for steps in (0, 3, 9, 40, 60, 80)],
    ids=str,
)
def test_search_ignores_the_true_decks_and_bids(game: Game, steps: int, iterations: int) -> None:
    state = midgame(2, 21, steps, game.deal)
    seat = state.to_move()[-1]
    agent = make_agent(game.info, "hard", 0)
    results = set()
    for sample in range(3):
        world = state if sample == 0 else state.determinize(seat, random.Random(sample))
        results.add(agent.choose(world, seat, Budget(iterations=iterations), random.Random(3)))
    assert len(results) == 1


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_search_does_not_touch_the_real_state(game: Game) -> None:
    state = midgame(3, 8, 25, game.deal)
    before = state.to_dict()
    seat = state.to_move()[0]
    make_agent(game.info, "hard", 0).choose(state, seat, Budget(iterations=30), random.Random(0))
    assert state.to_dict() == before
