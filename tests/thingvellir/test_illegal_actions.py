"""Thingvellir's decisions refuse every illegal action and change nothing when they do: named
cases for each new verb, then random actions of every Thingvellir type (and the base game's) at
random points of random Thingvellir games, with and without Idavoll."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from game.core.errors import IllegalAction
from game.core.simulate import random_step
from game.nidavellir.actions import Column, Pick, Recruit, Transform
from game.nidavellir.expansions.thingvellir.actions import (
    Camp,
    Dismiss,
    Drop,
    Enlist,
    EnlistFirst,
    Mjollnir,
    Retrieve,
    Spare,
)
from game.nidavellir.state import State
from game.taverns.actions import Action
from tests.nidavellir.scenario import RULES, card, give, play
from tests.thingvellir.camp import bid, enlisted, give_camp, set_camp, table, thingvellir

CARD_KEYS = [c.key for c in RULES.cards]


def assert_refused(state: State, action: Action) -> None:
    before = state.to_dict()
    pending = state.pending()
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.to_dict() == before
    assert state.pending() == pending
    assert state.check_invariants() == []


def _camp_action(seat: int, key: str) -> Camp:
    return Camp(seat, card(key), key)


# --------------------------------------------------------------------------- named cases


def test_a_camp_card_for_a_seat_that_did_not_win_the_bid_is_refused() -> None:
    state = table("draupnir", "svalinn")
    bid(state)
    play(state, "s0 pick a1_warrior_0")
    assert_refused(state, _camp_action(1, "draupnir"))


def test_a_card_not_in_the_camp_is_refused() -> None:
    state = table("draupnir", "svalinn")
    bid(state)
    assert_refused(state, _camp_action(0, "megingjord"))
    assert_refused(state, Camp(0, card("draupnir"), "svalinn"))  # key and card disagree


def test_brisingamens_with_one_card_in_the_discard_is_refused() -> None:
    state = table("brisingamens", "hofud", age=2)
    bid(state)
    assert_refused(state, _camp_action(0, "brisingamens"))


def test_a_drop_of_a_card_outside_the_tavern_is_refused() -> None:
    state = thingvellir(2, seed=3)
    set_camp(state, "draupnir", "svalinn")
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2")
    play(state, "s0 camp svalinn")
    outside = state.taverns[1][0]
    assert_refused(state, Drop(0, outside, RULES.cards[outside].key))
    assert_refused(state, Drop(1, state.taverns[0][0], RULES.cards[state.taverns[0][0]].key))


def test_an_enlistment_outside_the_mercenary_s_classes_is_refused() -> None:
    state = thingvellir(3, seed=4)
    from tests.nidavellir.scenario import last_pick, start_age2

    start_age2(state)
    give_camp(state, 0, "mercenary_7")
    last_pick(state, 1, "a2_hunter_3")
    play(state, "s1 pick a2_hunter_3")
    assert state.pending() == "enlist"
    assert_refused(state, Enlist(0, card("mercenary_7"), "mercenary_7", 0))
    assert_refused(state, Enlist(0, card("mercenary_7"), "mercenary_7", 7))
    assert_refused(state, Enlist(0, card("mercenary_8"), "mercenary_8", 0))  # not its own
    assert_refused(state, EnlistFirst(0, True))


def test_a_retrieve_from_the_camp_discard_and_a_dismissed_hero_are_refused() -> None:
    state = table("brisingamens", "hofud", age=2)
    from tests.thingvellir.camp import take_any

    state.discard += [take_any(state, "a2_warrior_5"), take_any(state, "a2_warrior_6")]
    state.camp_discard.append(take_any(state, "a2_warrior_7"))
    give(state, 1, "a2_warrior_4", "tarah")
    bid(state)
    play(state, "s0 camp brisingamens")
    assert_refused(state, Retrieve(0, card("a2_warrior_7"), "a2_warrior_7"))
    play(state, "s0 retrieve a2_warrior_5")
    assert_refused(state, Retrieve(0, card("a2_warrior_5"), "a2_warrior_5"))  # taken already


def test_hofud_refuses_a_hero_and_a_card_of_another_column() -> None:
    state = table("hofud", "mjollnir", age=2)
    give(state, 1, "a2_warrior_4", "tarah", "a2_hunter_5")
    enlisted(state, 1, "mercenary_7", "blacksmith")
    bid(state)
    play(state, "s0 camp hofud")
    assert state.pending() == "hofud" and state.to_move() == (1,)
    assert_refused(state, Dismiss(1, card("tarah"), "tarah"))
    assert_refused(state, Dismiss(1, card("a2_hunter_5"), "a2_hunter_5"))
    assert_refused(state, Dismiss(1, card("mercenary_7"), "mercenary_7"))
    assert_refused(state, Dismiss(2, card("a2_warrior_4"), "a2_warrior_4"))
    assert_refused(state, Spare(1))  # no Thor to spend


def test_olwyn_s_second_double_in_the_first_one_s_column_is_refused() -> None:
    state = table()
    give(state, 0, "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5", "a1_explorer_5")
    bid(state)
    play(state, "s0 pick a1_warrior_0", "s0 recruit olwyn", "s0 column miner")
    assert_refused(state, Column(0, 2))
    assert_refused(state, Column(0, 5))
    assert_refused(state, Recruit(0, card("kraal"), "kraal"))


def test_mjollnir_refuses_a_column_out_of_range() -> None:
    state = thingvellir(3, seed=4)
    from tests.nidavellir.scenario import last_pick, start_age2

    start_age2(state)
    give(state, 1, "a2_warrior_4")
    give_camp(state, 0, "mjollnir")
    last_pick(state, 0, "a2_warrior_3")
    play(state, "s0 pick a2_warrior_3")
    assert state.pending() == "mjollnir"
    for column in (-1, 5, 6):
        assert_refused(state, Mjollnir(0, column))
    assert_refused(state, Mjollnir(1, 0))


def test_vidofnir_refuses_a_coin_outside_the_pouch() -> None:
    state = table("vidofnir_vedrfolnir")
    bid(state, "5 0 2")
    play(state, "s0 camp vidofnir_vedrfolnir")
    assert state.pending() == "vidofnir"
    p = state.players[0]
    assert_refused(state, Transform(0, 0, p.board[0]))
    assert_refused(state, Transform(0, 3, p.board[4]))


# --------------------------------------------------------------------------- random actions


def _cards(state: State) -> list[int]:
    near = [c for t in state.taverns for c in t] + state.camp + state.discard[-4:]
    near += state.camp_discard[-2:] + state.hero_pool[:4]
    for p in state.players:
        near += p.command + [c for col in p.columns for c in col]
    return [*near, -1, len(RULES.cards)]


@st.composite
def any_action(draw: st.DrawFn, state: State) -> Action:
    movers = state.to_move()
    seat = (
        draw(st.sampled_from(movers))
        if movers and draw(st.booleans())
        else draw(st.sampled_from([-1, state.n, *range(state.n)]))
    )
    owed = state.legal_actions(seat) if 0 <= seat < state.n else []
    if owed and draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from(owed))
    c = draw(st.sampled_from(_cards(state)))
    right = CARD_KEYS[c] if 0 <= c < len(CARD_KEYS) else ""
    key = draw(st.sampled_from([right, right, right, "", draw(st.sampled_from(CARD_KEYS))]))
    kind = draw(
        st.sampled_from([Camp, Drop, Retrieve, Dismiss, Spare, Enlist, EnlistFirst, Mjollnir, Pick])
    )
    if owed and draw(st.booleans()):
        kind = type(draw(st.sampled_from(owed)))
    if kind in (Camp, Drop, Retrieve, Dismiss, Pick, Recruit):
        return kind(seat, c, key)
    if kind is Enlist:
        return Enlist(seat, c, key, draw(st.integers(-1, 6)))
    if kind is Spare:
        return Spare(seat)
    if kind is EnlistFirst:
        return EnlistFirst(seat, draw(st.booleans()))
    if kind in (Mjollnir, Column):
        return kind(seat, draw(st.integers(-1, 6)))
    return draw(st.sampled_from(owed)) if owed else Camp(seat, c, key)


def check_random_actions(
    players: int, seed: int, idavoll: bool, steps: int, data: st.DataObject
) -> None:
    state = thingvellir(players, seed, idavoll=idavoll)
    rng = random.Random(seed)
    for _point in range(3):
        for _ in range(steps // 3):
            if state.is_over():
                return
            random_step(state, rng)
        for _ in range(300):  # on to a decision that is neither a bid nor a plain pick
            if state.is_over() or state.pending() not in ("bids", "pick"):
                break
            random_step(state, rng)
        for _ in range(15):
            action = data.draw(any_action(state))
            seat = action.seat
            legal = 0 <= seat < state.n and action in state.legal_actions(seat)
            before = state.to_dict()
            if legal:
                state.apply(action)
                assert state.check_invariants() == []
                continue
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert state.to_dict() == before, str(action)
            for s in state.to_move():
                assert state.legal_actions(s)


SETTINGS: dict[str, Any] = {  # as tests/nidavellir/test_illegal_actions.py: no shrinking
    "deadline": None,
    "derandomize": True,
    "phases": [Phase.explicit, Phase.reuse, Phase.generate],
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
}
GAME: dict[str, Any] = {
    "players": st.integers(2, 5),
    "seed": st.integers(0, 2**32 - 1),
    "idavoll": st.booleans(),
    "steps": st.integers(0, 500),
    "data": st.data(),
}


@settings(max_examples=30, **SETTINGS)  # 2,000 under -m slow
@given(**GAME)
def test_apply_plays_exactly_the_legal_thingvellir_actions(**game: Any) -> None:
    check_random_actions(**game)


@pytest.mark.slow
@settings(max_examples=2000, **SETTINGS)
@given(**GAME)
def test_apply_plays_exactly_the_legal_thingvellir_actions_at_length(**game: Any) -> None:
    check_random_actions(**game)
