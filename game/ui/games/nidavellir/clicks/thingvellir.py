"""How Thingvellir's actions are clicked: camp cards, the tavern card dropped, a card of the
discard pile to retrieve, a card of the army to dismiss, Mjöllnir's column, a mercenary then one
of its columns; going first or last and a spared discard as buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygame import Rect

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
from game.ui.games import Target
from game.ui.games.nidavellir.clicks.table import extra, label, place, plan
from game.ui.games.nidavellir.layout import Layout, SeatBoxes

if TYPE_CHECKING:
    from game.ui.games.nidavellir.presenter import NidavellirPresenter as Presenter


@place(Camp)
def camp_card(p: Presenter, lay: Layout, box: SeatBoxes, action: Camp) -> Rect | None:
    """Unless a click on a card means calling on Frigg (Idavoll)."""
    return None if p.frigg_mode else lay.camp.get(action.key)


@place(Drop)
def dropped_card(p: Presenter, lay: Layout, box: SeatBoxes, action: Drop) -> Rect | None:
    return lay.tavern_cards.get(action.key)


@place(Enlist)
def enlist_column(p: Presenter, lay: Layout, box: SeatBoxes, action: Enlist) -> Rect | None:
    """A column of the mercenary picked first (`enlist_targets`)."""
    return box.columns[action.column] if action.key == p.enlist_pick else None


@place(Retrieve)
def retrieved_card(p: Presenter, lay: Layout, box: SeatBoxes, action: Retrieve) -> Rect | None:
    return lay.drawn.get(action.key)


@place(Dismiss)
def dismissed_card(p: Presenter, lay: Layout, box: SeatBoxes, action: Dismiss) -> Rect | None:
    return box.strips.get(action.key)


@place(Mjollnir)
def mjollnir_column(p: Presenter, lay: Layout, box: SeatBoxes, action: Mjollnir) -> Rect:
    return box.columns[action.column]


@label(EnlistFirst)
def enlist_first_label(p: Presenter, action: EnlistFirst) -> str:
    return p.app.t(
        "thingvellir.choice.enlist_first" if action.yes else "thingvellir.choice.enlist_last"
    )


@label(Spare)
def spare_label(p: Presenter, action: Spare) -> str:
    """Höfud's or Brisingamens' discard spared, else a glowing card."""
    return p.app.t("thingvellir.choice.spare")


@plan(Enlist)
def mercenary_and_column(
    p: Presenter, lay: Layout, box: SeatBoxes, action: Enlist
) -> list[tuple[int, int]]:
    mercenary = next(rect for key, rect in box.command if key == action.key)
    return [mercenary.center, box.columns[action.column].center]


@extra
def enlist_targets(
    p: Presenter, lay: Layout, box: SeatBoxes, legal: list[object]
) -> list[tuple[Rect, Target]]:
    """The enlistment in two clicks: a mercenary of the command zone, then one of the two
    columns of its classes."""
    keys = {a.key for a in legal if isinstance(a, Enlist)}
    return [(rect, ("enlist", key)) for key, rect in box.command if key in keys]
