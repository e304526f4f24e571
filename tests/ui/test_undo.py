"""Undo within fair limits: your own last choice, until someone else decides or something
hidden is shown."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.session import AI, HUMAN, Seat, Session
from game.nidavellir.actions import Pick
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, play_action
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui


def _to_first_pick(session: Session) -> None:
    for seat in (0, 1):  # the 0 stays in the pouch: no trade, so nothing is revealed
        session.submit(session.state.legal_actions(seat)[-1])
    assert session.state.pending() == "pick"


def test_a_pick_can_be_taken_back_until_the_next_seat_decides() -> None:
    session = Session([Seat("A", HUMAN), Seat("B", HUMAN)], 12)
    _to_first_pick(session)
    first = session.state.to_move()[0]
    before = session.state.to_dict()
    pick = session.state.legal_actions(first)[0]
    session.submit(pick)
    assert session.can_undo(first)
    session.undo(first)
    assert session.state.to_dict() == before
    assert not session.history or session.history[-1] != str(pick)
    session.submit(pick)
    other = session.state.to_move()[0]
    session.submit(session.state.legal_actions(other)[0])
    assert not session.can_undo(first)
    with pytest.raises(IllegalAction):
        session.undo(first)


def test_no_undo_across_a_reveal() -> None:
    session = Session([Seat("A", HUMAN), Seat("B", HUMAN)], 12)
    session.submit(session.state.legal_actions(0)[0])
    session.submit(session.state.legal_actions(1)[0])  # all bids in: the reveal happens
    assert not session.can_undo(0) and not session.can_undo(1)


def test_the_undo_button_restores_the_previous_view(app: App) -> None:
    session = Session([Seat("A", HUMAN), Seat("B", AI)], 12)
    _to_first_pick(session)
    if session.state.to_move() != (0,):  # let the AI chair pick first, by hand
        session.submit(session.state.legal_actions(1)[0])
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")  # the AI chair waits: this is the window to take it back
    app.push(scene)
    app.step(FRAME_MS)
    seat = 0
    scene._refresh()
    before = scene.view
    action = next(a for a in session.state.legal_actions(seat) if isinstance(a, Pick))
    play_action(app, scene, action)
    app.step(FRAME_MS)
    assert scene.view != before
    undo = next(rect for rect, target in scene.hit_map if target == ("undo",))
    click(app, undo.center)
    app.step(FRAME_MS)
    assert scene.view == before
