"""The generic session with Nidavellir at the table: options as data, sealed decisions held until
every chair has answered, undo refused after a reveal, per-round totals and rewind by replay."""

from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.errors import IllegalAction
from game.core.session import AI, HUMAN, Seat, Session
from game.nidavellir.actions import Bid, Pick

# the solo opponents' choices at their defaults (no solo opponent)
SOLO_OFF = {"solo": "off", "neutral_heroes": "1", "andvari_strategy": "easy", "andvari_level": "1"}


def humans(n: int) -> list[Seat]:
    return [Seat(f"P{i}", HUMAN) for i in range(n)]


def play_randomly(session: Session, actions: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(actions):
        seats = session.waiting_humans() + session.waiting_ai()
        if not seats:
            return
        session.submit(rng.choice(session.state.legal_actions(seats[0])))


def test_options_are_the_games_with_defaults_filled() -> None:
    session = Session(humans(3), 5, {"idavoll": True})
    assert session.info is registry.get("nidavellir")
    assert session.options == {
        "first_game": False,
        "idavoll": True,
        "thingvellir": False,
        **SOLO_OFF,
    }
    expected = registry.get("nidavellir").start(3, 5, {"idavoll": True})
    assert session.state.to_dict() == expected.to_dict()
    assert Session(humans(2), 5).options == {
        "first_game": False,
        "idavoll": False,
        "thingvellir": False,
        **SOLO_OFF,
    }
    assert Session(humans(2), 5, game=registry.get("nidavellir")).info.key == "nidavellir"


def test_an_unknown_option_game_or_player_count_is_refused() -> None:
    with pytest.raises(ValueError, match="helheim"):
        Session(humans(2), 1, {"helheim": True})
    with pytest.raises(KeyError, match="chess"):
        Session(humans(2), 1, game="chess")
    with pytest.raises(ValueError, match="not 1"):
        Session(humans(1), 1)


def test_human_sealed_bids_are_held_until_every_chair_has_bid() -> None:
    session = Session([Seat("A", HUMAN), Seat("B", HUMAN), Seat("C", AI)], 7)
    assert session.sealed() and session.state.pending() in session.info.sealed
    first = session.state.legal_actions(0)[0]
    session.submit(first)
    assert session.held == {0: first} and session.history == []
    assert session.waiting_humans() == [1] and session.waiting_ai() == [2]
    session.retract_bid(0)
    assert session.held == {} and session.waiting_humans() == [0, 1]
    changed = session.state.legal_actions(0)[5]
    session.submit(changed)
    ai_bid = session.state.legal_actions(2)[0]
    session.submit(ai_bid)  # an AI chair's bid goes straight to the core
    assert session.history == [str(ai_bid)] and session.held == {0: changed}
    session.submit(session.state.legal_actions(1)[0])
    assert not session.held and not session.sealed()
    assert [h.split()[0] for h in session.history] == ["s2", "s0", "s1"]
    assert str(changed) in session.history and isinstance(changed, Bid)


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    session = Session(humans(2), 7)
    bid = session.state.legal_actions(0)[0]
    session.submit(bid)
    with pytest.raises(IllegalAction):
        session.submit(Bid(1, (99, 98, 97)))
    assert session.held == {0: bid} and session.history == []


@pytest.mark.parametrize(
    "junk", [None, "s0 bid 0 2 3", 0, 0.5, Bid(True, (0, 2, 3)), Bid(7, (0, 2, 3))]
)
def test_what_is_no_chairs_decision_is_refused_and_changes_nothing(junk: object) -> None:
    session = Session(humans(2), 7)
    with pytest.raises(IllegalAction):
        session.submit(junk)
    assert session.held == {} and session.history == [] and session.version == 0


def test_an_ill_typed_sealed_bid_equal_to_a_legal_one_is_never_held() -> None:
    """`Bid(0, (0.0, 2, 3)) == Bid(0, (0, 2, 3))`: held, it would be refused by the rules core
    only when the other chair's bid flushes it."""
    session = Session(humans(2), 7)
    legal = session.state.legal_actions(0)[0]
    ill = Bid(0, (float(legal.coins[0]), *legal.coins[1:]))
    assert ill == legal
    with pytest.raises(IllegalAction):
        session.submit(ill)
    assert session.held == {}
    session.submit(legal)
    session.submit(session.state.legal_actions(1)[0])
    assert not session.sealed() and len(session.history) == 2


def _to_first_pick(session: Session) -> None:
    for seat in (0, 1):  # the 0 stays in the pouch: no trade, so nothing is revealed
        session.submit(session.state.legal_actions(seat)[-1])
    assert session.state.pending() == "pick"


def test_undo_takes_back_only_ones_own_last_unrevealing_action() -> None:
    session = Session(humans(2), 12)
    session.submit(session.state.legal_actions(0)[-1])
    assert not session.can_undo(0)  # a held bid is not in the history: retract it instead
    session.submit(session.state.legal_actions(1)[-1])
    assert session.log[-1] and any(e.kind in session.info.revealing for e in session.log[-1])
    assert not session.can_undo(0) and not session.can_undo(1)  # the bids were revealed
    first = session.state.to_move()[0]
    before, position = session.state.to_dict(), session.position
    pick = next(a for a in session.state.legal_actions(first) if isinstance(a, Pick))
    session.submit(pick)
    other = 1 - first
    assert session.can_undo(first) and not session.can_undo(other)
    with pytest.raises(IllegalAction):
        session.undo(other)
    session.undo(first)
    assert session.state.to_dict() == before and session.position > position + 1
    assert len(session.actors) == len(session.history) == len(session.undoable)


def test_an_ai_chairs_action_cannot_be_taken_back() -> None:
    session = Session([Seat("A", HUMAN), Seat("B", AI)], 12)
    _to_first_pick(session)
    seat = session.state.to_move()[0]
    session.submit(session.state.legal_actions(seat)[0])
    assert session.can_undo(seat) == (seat == 0)


def test_each_round_keeps_the_running_totals_of_the_outcome() -> None:
    session = Session([Seat("A", AI), Seat("B", AI), Seat("C", AI)], 4)
    play_randomly(session, 400)
    assert session.state.is_over()
    rounds = [
        i for i, events in enumerate(session.log, 1) if any(e.kind == "round_over" for e in events)
    ]
    assert [n for n, _ in session.rounds] == rounds and len(rounds) >= 6
    last_actions, last_totals = session.rounds[-1]
    assert last_actions <= len(session.history) and len(last_totals) == 3


def test_rewind_replays_the_first_actions_and_drops_later_rounds() -> None:
    session = Session([Seat("A", HUMAN), Seat("B", AI), Seat("C", AI)], 9, {"idavoll": True})
    play_randomly(session, 120)
    mark = session.rounds[1][0]
    twin = Session([Seat("A", HUMAN), Seat("B", AI), Seat("C", AI)], 9, {"idavoll": True})
    for text in session.history[:mark]:
        twin.state.apply(twin.info.parse_action(twin.state, text))
    session.take_events()
    session.rewind(mark)
    assert session.state.to_dict() == twin.state.to_dict()
    assert len(session.history) == len(session.log) == len(session.actors) == mark
    assert [n for n, _ in session.rounds] == [session.rounds[0][0], mark]
    assert session.take_events() == [] and not session.held
