"""How the base game's actions are clicked: tavern cards, the hall's heroes, drawn cards, army
columns, coins to transform or bid from hand, and a trade's two coins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygame import Rect

from game.nidavellir.actions import (
    HAND,
    Column,
    Discard,
    HandBid,
    Keep,
    Pick,
    Recruit,
    Trade,
    Transform,
)
from game.ui.games import Target
from game.ui.games.nidavellir.clicks.table import extra, place, plan
from game.ui.games.nidavellir.layout import Layout, SeatBoxes

if TYPE_CHECKING:
    from game.ui.games.nidavellir.presenter import NidavellirPresenter as Presenter


@place(Pick)
def tavern_card(p: Presenter, lay: Layout, box: SeatBoxes, action: Pick) -> Rect | None:
    """Unless a click on a tavern card means calling on Frigg."""
    return None if p.frigg_mode else lay.tavern_cards.get(action.key)


@place(Recruit)
def hall_hero(p: Presenter, lay: Layout, box: SeatBoxes, action: Recruit) -> Rect | None:
    return lay.hall.get(action.key)


@place(Keep)
def drawn_card(p: Presenter, lay: Layout, box: SeatBoxes, action: Keep) -> Rect | None:
    return lay.drawn.get(action.key)


@place(Column, Discard)
def column(p: Presenter, lay: Layout, box: SeatBoxes, action: Column | Discard) -> Rect:
    return box.columns[action.column]


@place(Transform)
def coin_to_transform(p: Presenter, lay: Layout, box: SeatBoxes, action: Transform) -> Rect:
    if action.place == HAND:
        return box.hand[p._hand_index(action.coin)]
    return box.slots[action.place]


@place(HandBid)
def hand_coin(p: Presenter, lay: Layout, box: SeatBoxes, action: HandBid) -> Rect:
    return box.hand[p._hand_index(action.coin)]


@plan(Trade)
def trade_coins(p: Presenter, lay: Layout, box: SeatBoxes, action: Trade) -> list[tuple[int, int]]:
    first = p._hand_index(action.coins[0])
    second = p._hand_index(action.coins[1], {first})
    return [box.hand[first].center, box.hand[second].center]


@extra
def trade_targets(
    p: Presenter, lay: Layout, box: SeatBoxes, legal: list[object]
) -> list[tuple[Rect, Target]]:
    """A trade of coins in hand (Uline's owner) is two clicks on them."""
    if p.pending() != "trade":
        return []
    return [(rect, ("trade", i)) for i, rect in enumerate(box.hand)]
