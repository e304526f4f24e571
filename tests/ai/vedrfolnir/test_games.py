"""Every level plays whole Vedrfolnir games of every mode and expansion set without an error,
answering every decision the core asks with a legal action; and no level reads what nobody may
see: the AI's copy of a state is the same whatever the hidden cards are, and every level, given
the same random draws, chooses the same move on both."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai import LEVELS, Budget, make_agent
from game.ai.hooks import hooks_of
from game.core import registry

INFO = registry.get("vedrfolnir")
HOOKS = hooks_of(INFO)
SETS = {
    "base": {},
    "spring": {"spring": True},
    "winter": {"winter": True},
    "both": {"spring": True, "winter": True},
}
MODES = (1, 2, 3, 4)
SEARCH = 12  # hard's iterations in these tests: enough to build a tree, cheap enough to play


def play(players: int, options: dict[str, bool], levels: list[str], seed: int) -> Any:
    state = INFO.start(players, seed, options)
    agents = [make_agent(INFO, level, seed * 10 + seat) for seat, level in enumerate(levels)]
    rng = random.Random(seed)
    kinds: set[str] = set()
    while not state.is_over():
        seat = state.to_move()[0]
        kinds.add(state.pending())
        action = agents[seat].choose(state, seat, Budget(iterations=SEARCH), rng)
        assert action in state.legal_actions(seat)
        state.apply(action)
    assert not state.check_invariants()
    return state, kinds


@pytest.mark.parametrize("expansions", list(SETS))
@pytest.mark.parametrize("players", MODES)
def test_the_greedy_levels_play_whole_games(players: int, expansions: str) -> None:
    levels = (["normal", "easy", "random", "normal"] * 2)[:players]
    for seed in range(2):
        play(players, SETS[expansions], levels, 40 + seed)


def search_cases() -> list[Any]:
    """Solo, two players and three play one of the deck sets by default, base and both in turn;
    the rest under -m slow (a game with the search at every hard seat's turn is costly, and four
    players follow the rules of three)."""
    return [
        pytest.param(
            players,
            expansions,
            marks=[] if (players + i) % 2 and players < 4 else [pytest.mark.slow],
        )
        for players in MODES
        for i, expansions in enumerate(("base", "both"))
    ]


@pytest.mark.parametrize(("players", "expansions"), search_cases())
def test_the_search_plays_a_whole_game(players: int, expansions: str) -> None:
    levels = (["hard", "normal", "normal", "random"])[:players]
    play(players, SETS[expansions], levels, 7)


def positions(players: int, options: dict[str, bool], seed: int, every: int) -> list[Any]:
    """Copies of a random game's states at every `every`-th decision with two choices or more."""
    state = INFO.start(players, seed, options)
    rng = random.Random(seed)
    out = []
    step = 0
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        if len(legal) > 1:
            step += 1
            if step % every == 0:
                out.append(state.clone())
        state.apply(rng.choice(legal))
    return out


def _same(a: Any, b: Any) -> bool:
    return bool(a.to_dict() == b.to_dict())


@pytest.mark.parametrize("expansions", ["base", "both"])
@pytest.mark.parametrize("players", MODES)
def test_no_level_reads_hidden_cards(players: int, expansions: str) -> None:
    options = SETS[expansions]
    for state in positions(players, options, 90 + players, 9)[:6]:
        seat = state.to_move()[0]
        other = state.determinize(seat, random.Random(5))
        seen, seen_other = HOOKS.observe(state, seat), HOOKS.observe(other, seat)
        assert _same(seen, seen_other)
        for level in LEVELS:
            picks = {
                str(make_agent(INFO, level, 3).choose(s, seat, 8, random.Random(2)))
                for s in (state, other)
            }
            assert len(picks) == 1, (level, picks)


def decision_kind(state: Any, seat: int) -> str:
    """The decision and, for an attribution or a choice, the kind of choice the card asks."""
    kind = state.pending()
    view = state.view(None)
    if kind == "attribute":
        return f"attribute:{state.t.choice[view['revealed']] or 'plain'}"
    if kind == "choose":
        return f"choose:{state.t.choice[view['transit']['card']]}"
    if kind == "respond":
        jokers = sorted({a.joker for a in state.legal_actions(seat)})
        return "respond:" + "+".join(jokers)
    if kind == "reveal" and len(state.legal_actions(seat)) > 1:
        return "reveal:brynhildr"
    return kind


KINDS = (
    "attribute:plain",
    "attribute:tyr",
    "attribute:ends",
    "attribute:hel",
    "choose:tyr",
    "choose:ends",
    "choose:hel",
    "respond:accept+nornes",
    "respond:accept+heimdall",
    "respond:accept+heimdall+nornes",
    "reveal:brynhildr",
)


def _kinds() -> dict[str, tuple[Any, int]]:
    """A position of every kind of decision, from random games with both expansions."""
    found: dict[str, tuple[Any, int]] = {}
    for seed in range(20):
        for players in (4, 2, 1):
            state = INFO.start(players, 300 + seed, SETS["both"])
            rng = random.Random(seed)
            while not state.is_over():
                seat = state.to_move()[0]
                found.setdefault(decision_kind(state, seat), (state.clone(), seat))
                state.apply(rng.choice(state.legal_actions(seat)))
        if all(kind in found for kind in KINDS):
            break
    return found


POSITIONS = _kinds()


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_every_decision(level: str, kind: str) -> None:
    """Each card's choice, each joker's answer, solo's face-down card: a legal answer."""
    state, seat = POSITIONS[kind]
    state = state.clone()
    action = make_agent(INFO, level, 3).choose(state, seat, Budget(iterations=16), random.Random(1))
    assert action in state.legal_actions(seat)
    state.apply(action)
