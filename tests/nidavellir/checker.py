"""Nidavellir through the generic random-game checker (`game.core.checker`), plus what needs the
game's internals: which parts of a view must be hidden, the snapshot read back by `from_dict`,
and a finished base game's table scoring in the score calculator exactly as the game did.
"""

from __future__ import annotations

import json

from game.core import checker, registry
from game.core.checker import expect
from game.core.game import GameState
from game.nidavellir.calculator import score_table
from game.nidavellir.persist import from_dict
from game.nidavellir.state import State
from tests.nidavellir.tables import table_of

INFO = registry.get("nidavellir")
SPOT_CHECK_RATE = 0.015  # about two or three spot checks in a game of some 150-250 actions


def check_views(state: State, views: checker.Views) -> None:
    """What each seat's view hides: others' unrevealed bids, the deck order, the shuffle seed,
    the size only of the mythology deck and reserve, someone else's drawn cards."""
    for seat in range(state.n):
        seen = views[seat]
        for other, seat_view in enumerate(seen["seats"]):
            p = state.players[other]
            for slot, code in enumerate(p.board):
                public = other == seat or p.known >> slot & 1 or code < 0
                expect((seat_view["board"][slot] == "?") != bool(public), f"{seat} {other} {slot}")
        for deck in seen["decks"]:
            ids = [state.rules.card_ids[k] for k in deck]
            expect(ids == sorted(ids), "the deck order leaks")
        expect(seen["shuffle_seed"] is None, "the shuffle seed leaks")
        expect(isinstance(seen["myth_deck"], int) and isinstance(seen["reserve"], int), "decks")
        expect(all(isinstance(n, int) for n in seen["camp_decks"]), "the camp decks leak")
        if state.drawn and state.stack[-1][1] != seat:
            expect(set(seen["drawn"]) == {"?"}, "someone else's drawn cards leak")


def check_internals(state: GameState, views: checker.Views) -> None:
    """The Nidavellir checks run wherever the generic checker looks at a snapshot."""
    assert isinstance(state, State)
    check_views(state, views)
    snapshot = state.to_dict()
    expect(from_dict(json.loads(json.dumps(snapshot))).to_dict() == snapshot, "from_dict")


def play_checked(
    players: int,
    seed: int,
    first_game: bool = False,
    full: bool = True,
    idavoll: bool = False,
    thingvellir: bool = False,
) -> State:
    """Play one random game; `full` adds the costly per-action checks to the cheap ones."""
    state = play_checked_history(players, seed, first_game, full, idavoll, thingvellir).state
    assert isinstance(state, State)
    return state


def play_checked_history(
    players: int,
    seed: int,
    first_game: bool = False,
    full: bool = True,
    idavoll: bool = False,
    thingvellir: bool = False,
) -> checker.Played:
    """`play_checked`, with the text of the actions played."""
    options = {"first_game": first_game, "idavoll": idavoll, "thingvellir": thingvellir}
    played = checker.play_checked(INFO, players, seed, options, full=full, extra=check_internals)
    state = played.state
    assert isinstance(state, State)
    check_final_score(state, idavoll or thingvellir)
    assert from_dict(state.to_dict()).outcome() == state.outcome()
    return played


def play_soaked(
    players: int,
    seed: int,
    first_game: bool = False,
    idavoll: bool = False,
    thingvellir: bool = False,
) -> State:
    """One random game for the soak: the invariants after every action, and at a few random
    points a JSON snapshot round trip and a replay of the actions so far from the seed."""
    options = {"first_game": first_game, "idavoll": idavoll, "thingvellir": thingvellir}
    played = checker.play_checked(
        INFO, players, seed, options, full=False, spot=SPOT_CHECK_RATE, extra=check_internals
    )
    state = played.state
    assert isinstance(state, State)
    check_final_score(state, idavoll or thingvellir)
    return state


def check_final_score(state: State, expansion: bool) -> None:
    """A base game's table typed into the score calculator scores exactly as the game did (the
    generic checker has seen that each sheet adds up and the winners hold the best total)."""
    if not expansion:
        assert calculator_sheets(state) == state.scores()


def calculator_sheets(state: State) -> list[dict[str, int]]:
    """The score calculator's sheets for this finished game's table, shaped like `scores()`."""
    result = score_table(table_of(state))
    return [{**p["breakdown"], "total": p["total"]} for p in result["players"]]
