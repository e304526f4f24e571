"""Idavoll scenario helpers on top of tests/nidavellir/scenario.py: an Idavoll game, a mythology
card handed to a seat as if it had taken it (tokens set as the rules set them), and readings."""

from __future__ import annotations

from game.nidavellir.data import ANIMAL, VALKYRIE
from game.nidavellir.expansions.idavoll.base import READY
from game.nidavellir.state import State, new_game
from tests.nidavellir.scenario import RULES, card, take


def idavoll(players: int = 3, seed: int = 0, *, first_game: bool = False) -> State:
    return new_game(players, seed, {"first_game": first_game, "idavoll": True})


def give_myth(state: State, seat: int, *myth_keys: str) -> None:
    """The seat owns these mythology cards: an animal on top of its column, another card in the
    command zone with its token ready (a valkyrie on her top notch)."""
    p = state.players[seat]
    for key in myth_keys:
        cid = take(state, key)
        myth = RULES.myths[cid]
        if myth.kind == ANIMAL:
            p.columns[myth.cls].append(cid)
            p.ranks[myth.cls] += len(RULES.cards[cid].ranks)
            continue
        p.myth.append(cid)
        p.tokens[cid] = 0 if myth.kind == VALKYRIE else READY


def token(state: State, seat: int, key: str) -> int:
    return state.players[seat].tokens[card(key)]


def sheet(state: State, seat: int) -> dict[str, int]:
    return state.scores()[seat]
