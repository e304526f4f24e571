"""What Vedrfolnir adds to the generic random-game checker (`game.core.checker`): nothing is
private, and hidden cards are shown only as counts."""

from __future__ import annotations

from game.core.checker import Views, expect
from game.core.game import GameState
from game.vedrfolnir.state import State


def no_leak(state: GameState, views: Views) -> None:
    """Every view is the same (nothing is private) and shows hidden cards only as counts."""
    assert isinstance(state, State)
    first = next(iter(views.values()))
    for seat, view in views.items():
        expect(view == first, f"seat {seat} sees a view of its own")
    expect(first["draw_pile"] == len(state.draw), "the draw pile is not shown as a count")
    expect(first["hand"] == len(state.hand), "the hand is not shown as a count")
    expect(first["brynhildr_pile"] == len(state.pile), "Brynhildr's pile is not a count")
    hidden = [c for c in first["discard"] if c == -1]
    expect(len(hidden) == len(state.face_down), "a face-down discard shows its card")
