"""How Idavoll's actions are clicked: Loki's card, Frigg's card once her switch is on, the cards
sent under the deck, Olrun's column; Freya's swap as two tavern cards; the answers with no place
on the table (capture, Thor, Odin's swaps) as buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygame import Rect

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
from game.ui.games import Target
from game.ui.games.nidavellir.clicks.table import extra, label, place, plan, switch
from game.ui.games.nidavellir.layout import Layout, SeatBoxes

if TYPE_CHECKING:
    from game.ui.games.nidavellir.presenter import NidavellirPresenter as Presenter


@place(Frigg)
def frigg_card(p: Presenter, lay: Layout, box: SeatBoxes, action: Frigg) -> Rect | None:
    """Once her switch is on, a click on a tavern card calls on Frigg."""
    return lay.tavern_cards.get(action.key) if p.frigg_mode else None


@place(Loki)
def loki_card(p: Presenter, lay: Layout, box: SeatBoxes, action: Loki) -> Rect | None:
    """The card to reserve (passing is a button)."""
    return lay.tavern_cards.get(action.key) if action.card >= 0 else None


@place(Bottom)
def card_under_deck(p: Presenter, lay: Layout, box: SeatBoxes, action: Bottom) -> Rect | None:
    return lay.drawn.get(action.key)


@place(Olrun)
def olrun_column(p: Presenter, lay: Layout, box: SeatBoxes, action: Olrun) -> Rect:
    return box.columns[action.column]


@label(Capture)
def capture_label(p: Presenter, action: Capture) -> str:
    return p.app.t("choice.capture" if action.yes else "choice.place")


@label(Thor)
def thor_label(p: Presenter, action: Thor) -> str:
    return p.app.t("choice.thor_yes" if action.yes else "choice.thor_no")


@label(Odin)
def odin_label(p: Presenter, action: Odin) -> str:
    """The heroes by their first name, as on their cards."""
    name, cards = p.app.faces._name, p.rules.cards
    return p.app.t(
        "choice.odin",
        give=name(cards[action.give].name).split(" ")[0],
        take=name(cards[action.take].name).split(" ")[0],
    )


@plan(Freya)
def freya_cards(p: Presenter, lay: Layout, box: SeatBoxes, action: Freya) -> list[tuple[int, int]]:
    return [lay.tavern_cards[k].center for k in action.keys] if action.cards else []


@plan(Frigg)
def frigg_switch_and_card(
    p: Presenter, lay: Layout, box: SeatBoxes, action: Frigg
) -> list[tuple[int, int]]:
    switch_rect = next(rect for rect, _, target in p.choices if target == ("frigg",))
    return [switch_rect.center, lay.tavern_cards[action.key].center]


@extra
def freya_targets(
    p: Presenter, lay: Layout, box: SeatBoxes, legal: list[object]
) -> list[tuple[Rect, Target]]:
    """Freya's swap in two clicks: a card, then a card of another tavern."""
    swaps = [a for a in legal if isinstance(a, Freya) and a.cards]
    if p.freya_first is None:
        keys = {k for a in swaps for k in a.keys}
        return [(lay.tavern_cards[k], ("freya", k)) for k in sorted(keys) if k in lay.tavern_cards]
    out: list[tuple[Rect, Target]] = [(lay.tavern_cards[p.freya_first], ("freya", p.freya_first))]
    for a in swaps:
        if p.freya_first in a.keys:
            other = a.keys[1] if a.keys[0] == p.freya_first else a.keys[0]
            out.append((lay.tavern_cards[other], ("act", a)))
    return out


@switch
def frigg_switch(p: Presenter, legal: list[object]) -> list[tuple[str, Target]]:
    """Frigg's switch: tavern cards then call on her instead of being taken."""
    if not any(isinstance(a, Frigg) for a in legal):
        return []
    return [(p.app.t("choice.frigg_on" if p.frigg_mode else "choice.frigg"), ("frigg",))]
