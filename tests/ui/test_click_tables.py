"""Nidavellir's presenter turns legal actions into clicks through tables the base game and each
expansion fill (`game.ui.games.nidavellir.clicks`): each part registers its own action classes,
and a class registered there is clicked where its entry says, with no change to the presenter."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pygame import Rect

from game.core.session import AI, HUMAN, Seat, Session
from game.nidavellir.actions import Column, Discard, HandBid, Keep, Pick, Recruit, Trade, Transform
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
from game.taverns.actions import Action
from game.ui.app import App
from game.ui.games.nidavellir import clicks
from game.ui.games.nidavellir.clicks import base, idavoll, thingvellir
from tests.ui.conftest import table_after

pytestmark = pytest.mark.ui

PARTS = {
    base: {Pick, Recruit, Keep, Column, Discard, Transform, HandBid, Trade},
    idavoll: {Frigg, Loki, Bottom, Olrun, Capture, Thor, Odin, Freya},
    thingvellir: {Camp, Drop, Enlist, Retrieve, Dismiss, Mjollnir, EnlistFirst, Spare},
}


def test_each_part_of_the_game_registers_its_own_action_classes() -> None:
    assert set(clicks.PLACES) == {
        Pick,
        Recruit,
        Keep,
        Column,
        Discard,
        Transform,
        HandBid,
        Frigg,
        Loki,
        Bottom,
        Olrun,
        Camp,
        Drop,
        Enlist,
        Retrieve,
        Dismiss,
        Mjollnir,
    }
    assert set(clicks.LABELS) == {Capture, Thor, Odin, EnlistFirst, Spare}
    assert set(clicks.PLANS) == {Trade, Freya, Frigg, Enlist}
    assert list(clicks.EXTRAS) == [
        base.trade_targets,
        idavoll.freya_targets,
        thingvellir.enlist_targets,
    ]
    assert list(clicks.SWITCHES) == [idavoll.frigg_switch]
    for table in (clicks.PLACES, clicks.LABELS, clicks.PLANS):
        for cls, entry in table.items():
            part = next(module for module, classes in PARTS.items() if cls in classes)
            assert entry.__module__ == part.__name__, cls


@dataclass(frozen=True)
class _Beacon(Action):
    """An action class no part of the game knows, as a new expansion would bring."""


@dataclass(frozen=True)
class _SpecialPick(Pick):
    """A subclass of a registered class, clicked as its base class is."""


def test_a_registered_class_is_clicked_where_its_entry_says(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = Session([Seat("A", HUMAN), Seat("B", AI), Seat("C", AI)], 4, {"idavoll": True})
    presenter = table_after(app, session, 0, 4).presenter
    assert presenter.lay is not None
    box = presenter.lay.seats[0]
    beacon = _Beacon(0)
    assert presenter._action_rect(beacon, box) is None
    assert presenter._choice_label(beacon) is None
    assert presenter.plan(beacon) == []
    spot = Rect(5, 6, 7, 8)
    monkeypatch.setitem(clicks.PLACES, _Beacon, lambda p, lay, box, action: spot)
    monkeypatch.setitem(clicks.LABELS, _Beacon, lambda p, action: "Beacon")
    monkeypatch.setitem(clicks.PLANS, _Beacon, lambda p, lay, box, action: [spot.center])
    assert presenter._action_rect(beacon, box) == spot
    assert presenter._choice_label(beacon) == "Beacon"
    assert presenter.plan(beacon) == [(8, 10)]
    key = next(iter(presenter.lay.tavern_cards))
    card = session.state.rules.card_ids[key]
    special = _SpecialPick(0, card, key)
    assert presenter._action_rect(special, box) == presenter.lay.tavern_cards[key]
