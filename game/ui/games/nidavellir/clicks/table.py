"""The tables that turn Nidavellir's legal actions into things to click, filled by the base
game and by each expansion (`base.py`, `idavoll.py`, `thingvellir.py`), so the presenter looks
an action's class up instead of asking every class it knows in turn.

For each action class: where it is clicked on the table (`PLACES`), the label of its button when
it has no place there (`LABELS`), the clicks that play it (`PLANS`, for the demo and the tests:
when absent, the shared presenter's plan). Beside those, the targets a decision needs before it
is an action (a first card, a coin of a pair: `EXTRAS`) and buttons that are no action (a
switch: `SWITCHES`), each game part's in the order they registered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from pygame import Rect

from game.ui.games import Target
from game.ui.games.nidavellir.layout import Layout, SeatBoxes

if TYPE_CHECKING:
    from game.ui.games.nidavellir.presenter import NidavellirPresenter

    Presenter = NidavellirPresenter

# Each gets the presenter, and all but a label the layout and the viewer's seat boxes.
Place = Callable[["Presenter", Layout, SeatBoxes, Any], Rect | None]
Label = Callable[["Presenter", Any], str]
Plan = Callable[["Presenter", Layout, SeatBoxes, Any], list[tuple[int, int]]]
Extra = Callable[["Presenter", Layout, SeatBoxes, list[Any]], list[tuple[Rect, Target]]]
Switch = Callable[["Presenter", list[Any]], list[tuple[str, Target]]]
F = TypeVar("F")

PLACES: dict[type, Place] = {}
LABELS: dict[type, Label] = {}
PLANS: dict[type, Plan] = {}
EXTRAS: list[Extra] = []
SWITCHES: list[Switch] = []


def _registrar(table: dict[type, F], *classes: type) -> Callable[[F], F]:
    def register(fn: F) -> F:
        for cls in classes:
            table[cls] = fn
        return fn

    return register


def place(*classes: type) -> Callable[[Place], Place]:
    """Register where actions of these classes are clicked."""
    return _registrar(PLACES, *classes)


def label(*classes: type) -> Callable[[Label], Label]:
    """Register the button label of actions of these classes."""
    return _registrar(LABELS, *classes)


def plan(*classes: type) -> Callable[[Plan], Plan]:
    """Register the clicks that play actions of these classes."""
    return _registrar(PLANS, *classes)


def extra(fn: Extra) -> Extra:
    """Register targets a decision needs beside its actions' places."""
    EXTRAS.append(fn)
    return fn


def switch(fn: Switch) -> Switch:
    """Register buttons that are no action."""
    SWITCHES.append(fn)
    return fn


def lookup(table: dict[type, F], action: Any) -> F | None:
    """The entry of the action's class, or of the nearest base class registered."""
    for cls in type(action).__mro__:
        found = table.get(cls)
        if found is not None:
            return found
    return None
