"""The rules core refuses every illegal action and changes nothing when it does.

`State.apply` must accept exactly the actions of `legal_actions(seat)`; anything else raises
`IllegalAction` with the state as it was (same snapshot, same pending decision). The named cases
below are the ones that escaped before (a Ylud column out of range raised `IndexError` after the
decision was taken off the stack, a negative seat played for the last seat, …); the hypothesis
test then builds actions of every type with random fields at random points of random games.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from game.core.errors import IllegalAction
from game.core.simulate import random_step
from game.nidavellir.actions import (
    HAND,
    Action,
    Bid,
    Column,
    Discard,
    HandBid,
    Keep,
    Pick,
    Recruit,
    Trade,
    Transform,
    parse_action,
)
from game.nidavellir.data import default_rules
from game.nidavellir.expansions.idavoll.actions import (
    Bottom,
    Capture,
    Freya,
    Frigg,
    Loki,
    Odin,
    Olrun,
    Thor,
)
from game.nidavellir.state import State, new_game

RULES = default_rules()


def reach(decision: str, players: int = 3, idavoll: bool = False) -> State:
    """The first point, over seeded random games, where `decision` is owed."""
    for seed in range(2000):
        state = new_game(players, seed, {"idavoll": idavoll})
        rng = random.Random(seed)
        while not state.is_over():
            if state.pending() == decision:
                return state
            random_step(state, rng)
    raise AssertionError(f"no random game reached {decision}")


def assert_refused(state: State, action: Action) -> None:
    """`action` raises `IllegalAction` and leaves the state exactly as it was."""
    before = state.to_dict()
    pending = state.pending()
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.to_dict() == before
    assert state.pending() == pending
    assert state.check_invariants() == []


def seat_owing(state: State) -> int:
    return state.to_move()[0]


# --------------------------------------------------------------------------- the named cases


@pytest.mark.parametrize("column", [5, -1, 99])
@pytest.mark.parametrize("decision", ["ylud", "thrud"])
def test_a_hero_column_out_of_range_is_refused(decision: str, column: int) -> None:
    state = reach(decision)
    seat = seat_owing(state)
    assert_refused(state, Column(seat, column))
    assert state.legal_actions(seat) == [Column(seat, c) for c in range(5)]
    state.apply(Column(seat, 4))  # the decision is still there to be taken
    assert state.check_invariants() == []


@pytest.mark.parametrize("column", [9, -1, 5])
def test_olrun_s_class_out_of_range_is_refused(column: int) -> None:
    state = reach("olrun", idavoll=True)
    assert_refused(state, Olrun(seat_owing(state), column))


@pytest.mark.parametrize("column", [5, -1])
def test_gullinbursti_s_column_out_of_range_is_refused(column: int) -> None:
    state = reach("gullinbursti", idavoll=True)
    assert_refused(state, Column(seat_owing(state), column))


@pytest.mark.parametrize("seat", [-1, -3, 3, 7])
def test_a_seat_not_at_the_table_is_refused(seat: int) -> None:
    """`Bid(-1, …)` used to play for the last seat; a seat beyond the table raised IndexError.
    Asking for its legal actions is refused too, naming it (issue 22, item 17)."""
    state = new_game(3, 1)
    hand = tuple(state.players[2].hand[:3])
    with pytest.raises(IllegalAction, match=f"no seat {seat} "):
        state.legal_actions(seat)
    assert_refused(state, Bid(seat, (hand[0], hand[1], hand[2])))
    assert not state.players[2].has_bid


def test_a_parsed_action_for_a_seat_beyond_a_two_player_table_is_refused() -> None:
    state = new_game(2, 0)
    assert_refused(state, parse_action("s7 bid 0 2 3", RULES))


@pytest.mark.parametrize(
    "text",
    [
        "s² bid 0 2 3",
        "s" + "1" * 5000 + " bid 0 2 3",
        "s0 bid ² 2 3",
        "s0 bid " + "9" * 5000 + " 2 3",
        "s0 uline ³g",
        "s٣ pick a1_miner_0",  # an Arabic-Indic digit: `isdigit` but not a seat
    ],
    ids=[
        "superscript-seat",
        "5000-digit-seat",
        "superscript-coin",
        "5000-digit-coin",
        "superscript-gold-coin",
        "arabic-indic-seat",
    ],
)
def test_parse_action_refuses_odd_digits_with_its_own_error(text: str) -> None:
    with pytest.raises(IllegalAction, match="cannot read action") as caught:
        parse_action(text, RULES)
    assert len(str(caught.value)) < 200, "the error quotes the text, not 5,000 digits of it"


@pytest.mark.parametrize(
    ("decision", "make"),
    [
        ("bids", lambda s, p: Bid(s, (p.hand[0], p.hand[1]))),  # two coins
        ("bids", lambda s, p: Bid(s, (p.hand[0], p.hand[1], p.hand[2], p.hand[3]))),
        ("pick", lambda s, p: Pick(s, -1, "")),
        ("recruit", lambda s, p: Recruit(s, RULES.card_ids["kraal"], "ylud")),  # a wrong key
    ],
)
def test_malformed_base_actions_are_refused(decision: str, make: Any) -> None:
    state = reach(decision)
    seat = seat_owing(state)
    assert_refused(state, make(seat, state.players[seat]))


def test_a_pick_whose_key_is_not_its_card_s_is_refused() -> None:
    state = reach("pick")
    seat = seat_owing(state)
    card = state.taverns[state.tavern][0]
    other = next(c.key for c in RULES.cards if c.id != card)
    assert_refused(state, Pick(seat, card, other))


def test_a_trade_names_two_coins_lower_first() -> None:
    """Uline's owner trades two hand coins, written lower first as `legal_actions` lists them."""
    state = reach("trade")
    seat = seat_owing(state)
    low, high = next(
        a.coins
        for a in state.legal_actions(seat)
        if isinstance(a, Trade) and a.coins[0] != a.coins[1]
    )
    assert_refused(state, Trade(seat, (high, low)))
    assert_refused(state, Trade(seat, (low,)))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("decision", "make"),
    [
        ("loki", lambda s: Loki(s, -5, "")),  # not the pass
        ("loki", lambda s: Loki(s, -1, "a1_miner_0")),
        ("odin", lambda s: Odin(s, -3, 4, ("x",))),
        ("freya", lambda s: Freya(s, (), ("x",))),
        ("capture", lambda s: Capture(s, 2)),  # type: ignore[arg-type]
    ],
)
def test_malformed_idavoll_passes_are_refused(decision: str, make: Any) -> None:
    state = reach(decision, idavoll=True)
    assert_refused(state, make(seat_owing(state)))


# --------------------------------------------------------------------------- any action at all

CARD_KEYS = [c.key for c in RULES.cards]


def _cards(state: State) -> list[int]:
    """Card ids worth trying now: those in play where decisions look, and a few out of range."""
    near = [c for t in state.taverns for c in t] + state.drawn + state.hero_pool
    for p in state.players:
        near += p.heroes
    return [*near, -2, -1, len(RULES.cards), 10**6]


def _coins(state: State) -> list[int]:
    codes = [-1, 0, 1, 2, 3, 4, 1000]
    for p in state.players:
        codes += p.hand + p.board
    return codes


@st.composite
def any_action(draw: st.DrawFn, state: State) -> Action:
    """An action of any type for any seat, its fields from what is in play or out of range;
    a quarter of the time a legal one, and half the others of the type the decision asks for."""
    movers = state.to_move()
    if movers and draw(st.booleans()):  # half the time a seat that owes a decision
        seat = draw(st.sampled_from(movers))
    else:
        seat = draw(st.sampled_from([-1, -2, state.n, 7, *range(state.n)]))
    owed = state.legal_actions(seat) if 0 <= seat < state.n else []
    if owed and draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from(owed))
    card = st.sampled_from(_cards(state))
    coin = st.sampled_from(_coins(state))
    column = st.integers(-2, 6)

    def key(card_id: int) -> str:
        right = CARD_KEYS[card_id] if 0 <= card_id < len(CARD_KEYS) else ""
        return draw(st.sampled_from([right, right, right, "", draw(st.sampled_from(CARD_KEYS))]))

    kind = draw(
        st.sampled_from(
            [
                Bid,
                Pick,
                Recruit,
                Column,
                Discard,
                Transform,
                Trade,
                Keep,
                HandBid,
                Loki,
                Freya,
                Frigg,
                Bottom,
                Capture,
                Thor,
                Olrun,
                Odin,
            ]
        )
    )
    if owed and draw(st.booleans()):  # half the time the type the decision asks for
        kind = type(draw(st.sampled_from(owed)))
    if kind is Bid:
        return Bid(seat, tuple(draw(st.lists(coin, min_size=2, max_size=4))))  # type: ignore[arg-type]
    if kind is Trade:
        return Trade(seat, tuple(draw(st.lists(coin, min_size=1, max_size=3))))  # type: ignore[arg-type]
    if kind in (Pick, Recruit, Keep, Loki, Frigg, Bottom):
        c = draw(card)
        return kind(seat, c, key(c))
    if kind in (Column, Discard, Olrun):
        return kind(seat, draw(column))
    if kind is Transform:
        return Transform(seat, draw(st.integers(-2, 6) | st.just(HAND)), draw(coin))
    if kind is HandBid:
        return HandBid(seat, draw(coin))
    if kind in (Capture, Thor):
        return kind(seat, draw(st.booleans()))
    if kind is Freya:
        cards = tuple(draw(st.lists(card, max_size=3)))
        return Freya(seat, cards, tuple(key(c) for c in cards))
    give, take = draw(card), draw(card)
    return Odin(seat, give, take, (key(give), key(take)))


COMMON = ("bids", "pick")


def _advance(state: State, steps: int, seed: int, rare: bool) -> None:
    """Play `steps` random legal actions; when `rare`, go on to the next decision that is not
    a bid or a pick (a recruit, a column, a transform, a god's power …), if one comes soon."""
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            return
        random_step(state, rng)
    for _ in range(300 if rare else 0):
        if state.is_over() or state.pending() not in COMMON:
            return
        random_step(state, rng)


def check_random_actions(
    players: int, seed: int, idavoll: bool, first_game: bool, steps: int, data: st.DataObject
) -> None:
    """Either the action is one of `legal_actions(seat)` and applies, or `IllegalAction` is
    raised and the snapshot is unchanged; twenty actions at each of three points of a game."""
    state = new_game(players, seed, {"first_game": first_game, "idavoll": idavoll})
    for point in range(3):
        _advance(state, steps // 3, seed + point, data.draw(st.booleans()))
        for _ in range(20):
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
            state.pending()
            for s in state.to_move():
                assert state.legal_actions(s)


GAME = {
    "players": st.integers(2, 5),
    "seed": st.integers(0, 2**32 - 1),
    "idavoll": st.booleans(),
    "first_game": st.booleans(),
    "steps": st.integers(0, 600),
    "data": st.data(),
}
# No shrinking: an example is a whole game plus dozens of drawn actions, and shrinking one takes
# longer than five minutes; the failing draws are printed as they are, which is enough to replay.
SETTINGS: dict[str, Any] = {
    "deadline": None,
    "derandomize": True,
    "phases": [Phase.explicit, Phase.reuse, Phase.generate],
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
}


@settings(max_examples=50, **SETTINGS)  # 3,000 under -m slow
@given(**GAME)
def test_apply_plays_exactly_the_legal_actions(**game: Any) -> None:
    check_random_actions(**game)


@pytest.mark.slow
@settings(max_examples=3000, **SETTINGS)
@given(**GAME)
def test_apply_plays_exactly_the_legal_actions_at_length(**game: Any) -> None:
    check_random_actions(**game)
