"""The engine's part of a snapshot (`game.taverns.snapshot`), on a game that is neither
Nidavellir nor Arran: what `write_flow`/`write_purse` write reads back to the same state, a view
hides exactly the face-down coins and the decks' order, and a guess keeps every card and coin."""

from __future__ import annotations

import random
from typing import Any

from game.taverns import coins as cn
from game.taverns import snapshot
from game.taverns.flow import PHASE_NAMES
from tests.taverns.test_engine import Mini, MiniRules


def _write(state: Mini) -> dict[str, Any]:
    keys = [c.key for c in state.rules.cards]

    def cards(ids: list[int]) -> list[str]:
        return [keys[i] for i in ids]

    return {
        "shuffle_seed": state.shuffle_seed,
        **snapshot.write_flow(state, PHASE_NAMES, cards),
        "seats": [snapshot.write_purse(p) for p in state.players],
    }


def _states(seed: int) -> list[Mini]:
    """A game's states, one after every action."""
    state = Mini(MiniRules(), 2, seed, {})
    rng = random.Random(seed)
    seen = [state.clone()]
    while not state.is_over():
        seat = rng.choice(state.to_move())
        state.apply(rng.choice(state.legal_actions(seat)))
        seen.append(state.clone())
    return seen


def test_the_engine_part_reads_back() -> None:
    ids = MiniRules().card_ids
    for state in _states(4):
        d = _write(state)
        back = Mini.__new__(Mini)
        back.rules = state.rules
        back.players = [type(p)() for p in state.players]
        snapshot.read_flow(back, d, PHASE_NAMES, lambda keys: [ids[k] for k in keys])
        for p, seat in zip(back.players, d["seats"], strict=True):
            snapshot.read_purse(p, seat)
        back.shuffle_seed = d["shuffle_seed"]
        assert _write(back) == d


def test_a_view_hides_face_down_coins_and_the_decks_order() -> None:
    for state in _states(7)[::5]:
        for seat in (None, 0, 1):
            d = _write(state)
            snapshot.hide(d, state, seat)
            assert d["shuffle_seed"] is None
            for deck in d["decks"]:
                assert deck == sorted(deck, key=state.rules.card_ids.__getitem__)
            for other, seat_view in enumerate(d["seats"]):
                p = state.players[other]
                hidden = [i for i, text in enumerate(seat_view["board"]) if text == snapshot.HIDDEN]
                assert hidden == snapshot.hidden_slots(state, seat, other)
                assert all(p.board[i] >= 0 and not p.known >> i & 1 for i in hidden)
                if seat == other:
                    assert hidden == []
                assert len(seat_view["coins"]) == 5


def test_a_guess_keeps_every_card_and_coin_where_the_seat_sees_it() -> None:
    rng = random.Random(1)
    for state in _states(2)[::3]:
        guess = state.clone()
        snapshot.shuffle_hidden(guess, 0, rng)
        assert [sorted(d) for d in guess.decks] == [sorted(d) for d in state.decks]
        mine, seen = _write(state), _write(guess)
        snapshot.hide(mine, state, 0)
        snapshot.hide(seen, guess, 0)
        assert mine == seen


def test_drawn_cards_are_dealt_again_from_the_deck_and_them() -> None:
    deck, drawn = snapshot.redeal([1, 2, 3, 4, 5], [8, 9], random.Random(3))
    assert len(deck) == 5 and len(drawn) == 2 and sorted(deck + drawn) == [1, 2, 3, 4, 5, 8, 9]


def test_coins_read_back_and_an_empty_place_is_none() -> None:
    codes = [-1, cn.coin(0, cn.BRONZE), cn.coin(5, cn.BRONZE), cn.coin(7, cn.GOLD), -1]
    texts = snapshot.coin_texts(codes)
    assert texts[0] is None and texts[-1] is None
    assert snapshot.coin_codes(texts) == codes
