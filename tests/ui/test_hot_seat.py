"""Hot-seat: a curtain before each human's sealed bid, and the table shows only that chair."""

from __future__ import annotations

import pytest

from game.core.session import HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui


def test_a_curtain_before_each_human_bid(app: App) -> None:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", HUMAN)], 6)
    scene = TableScene(app, session)
    app.push(scene)
    app.step(FRAME_MS)
    assert scene.curtain_for == 0
    click(app, (10, 10))  # anything but the button: the curtain stays
    assert scene.curtain_for == 0
    click(app, scene.curtain_button().center)
    assert scene.curtain_for is None and scene.viewer == 0
    assert scene.view["seats"][0]["hand"] and scene.view["viewer"] == 0
    for pos in scene.click_plan(session.state.legal_actions(0)[3]):
        click(app, pos)
    assert 0 in session.held
    app.step(FRAME_MS)
    assert scene.curtain_for == 1 and scene.viewer == 1
    assert scene.view["viewer"] == 1  # Bo's view: Ann's held bid is not in it
    click(app, scene.curtain_button().center)
    for pos in scene.click_plan(session.state.legal_actions(1)[5]):
        click(app, pos)
    app.step(FRAME_MS)
    assert session.state.phase != 0 and scene.curtain_for is None
    assert scene.view["viewer"] is None  # after the bids, two humans share the public view
