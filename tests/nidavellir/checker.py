"""The generic random-game checker: play random legal games and verify the core after each action.

In the spirit of OpenSpiel's random_sim_test: conservation and column integrity, a legal action
while the game runs, clone independence, snapshot round trip, views that hide what they must and
determinizations consistent with them, and an exact replay from seed and action texts.
"""

from __future__ import annotations

import json
import random

from game.nidavellir.calculator import score_table
from game.nidavellir.persist import from_dict, replay
from game.nidavellir.state import State, new_game
from tests.nidavellir.tables import table_of


def check_views(state: State, rng: random.Random) -> None:
    for seat in range(state.n):
        seen = state.view(seat)
        for other, seat_view in enumerate(seen["seats"]):
            p = state.players[other]
            for slot, code in enumerate(p.board):
                public = other == seat or p.known >> slot & 1 or code < 0
                assert (seat_view["board"][slot] == "?") != bool(public), (seat, other, slot)
        for deck in seen["decks"]:
            ids = [state.rules.card_ids[k] for k in deck]
            assert ids == sorted(ids), "the deck order leaks"
        assert seen["shuffle_seed"] is None
        assert isinstance(seen["myth_deck"], int) and isinstance(seen["reserve"], int)
        if state.drawn and state.stack[-1][1] != seat:
            assert set(seen["drawn"]) == {"?"}, "someone else's drawn cards leak"
        assert state.determinize(seat, rng).view(seat) == seen


def play_checked(
    players: int, seed: int, first_game: bool = False, full: bool = True, idavoll: bool = False
) -> State:
    """Play one random game; `full` adds the costly per-action checks to the cheap ones."""
    state = new_game(players, seed, first_game, idavoll)
    rng = random.Random(seed * 7919 + players)
    texts: list[str] = []
    while not state.is_over():
        seats = state.to_move()
        assert seats, "nobody to move before the end"
        for seat in seats:
            assert state.legal_actions(seat), f"seat {seat} owes {state.pending()} with no action"
        seat = rng.choice(seats)
        action = rng.choice(state.legal_actions(seat))
        if full:
            before = state.to_dict()
            twin = state.clone()
        state.apply(action)
        texts.append(str(action))
        problems = state.check_invariants()
        assert not problems, (texts[-1], problems)
        if full:
            assert twin.to_dict() == before, "a clone shares state with its original"
            twin.apply(action)
            assert twin.to_dict() == state.to_dict(), "a clone plays differently"
            snapshot = json.loads(json.dumps(state.to_dict()))
            assert from_dict(snapshot).to_dict() == state.to_dict()
            check_views(state, rng)
    assert state.to_move() == ()
    check_final_score(state)
    assert from_dict(state.to_dict()).scores() == state.scores()
    again = replay(players, seed, texts, first_game, idavoll)
    assert again.to_dict() == state.to_dict(), "seed + actions do not replay the game"
    return state


def check_final_score(state: State) -> None:
    """Each sheet adds up, the winners hold the best total, and a base game's table typed into
    the score calculator scores exactly as the game did."""
    sheets = state.scores()
    for sheet in sheets:
        assert sheet["total"] == sum(v for k, v in sheet.items() if k != "total"), sheet
    best = max(s["total"] for s in sheets)
    assert state.outcome().winners == [i for i, s in enumerate(sheets) if s["total"] == best]
    if not state.idavoll:
        assert calculator_sheets(state) == sheets


def calculator_sheets(state: State) -> list[dict[str, int]]:
    """The score calculator's sheets for this finished game's table, shaped like `scores()`."""
    result = score_table(table_of(state))
    return [{**p["breakdown"], "total": p["total"]} for p in result["players"]]


def play_soaked(players: int, seed: int, first_game: bool = False, idavoll: bool = False) -> State:
    """One random game for the soak: the invariants after every action, and at a few random
    points a JSON snapshot round trip and a replay of the actions so far from the seed."""
    state = new_game(players, seed, first_game, idavoll)
    rng = random.Random(seed * 7919 + players)
    texts: list[str] = []
    while not state.is_over():
        seats = state.to_move()
        assert seats, "nobody to move before the end"
        seat = rng.choice(seats)
        actions = state.legal_actions(seat)
        assert actions, f"seat {seat} owes {state.pending()} with no action"
        action = rng.choice(actions)
        state.apply(action)
        texts.append(str(action))
        problems = state.check_invariants()
        assert not problems, (seed, texts[-1], problems)
        if rng.random() < SPOT_CHECK_RATE:
            check_snapshot_and_replay(state, texts)
    check_snapshot_and_replay(state, texts)
    check_final_score(state)
    return state


SPOT_CHECK_RATE = 0.015  # about two or three spot checks in a game of some 150-250 actions


def check_snapshot_and_replay(state: State, texts: list[str]) -> None:
    snapshot = state.to_dict()
    assert from_dict(json.loads(json.dumps(snapshot))).to_dict() == snapshot, len(texts)
    again = replay(state.n, state.seed, texts, state.first_game, state.idavoll)
    assert again.to_dict() == snapshot, f"seed + {len(texts)} actions do not replay the game"
