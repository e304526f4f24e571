"""The table's rectangles: inside the window, and nothing clickable overlapping."""

from __future__ import annotations

import random

import pytest
from pygame import Rect

from game.core.simulate import random_step
from game.nidavellir.state import new_game
from game.ui.games.nidavellir import layout as L

SCREEN = Rect(0, 0, L.W, L.H)


def _late_view(players: int, seed: int) -> tuple[dict, int]:
    state = new_game(players, seed)
    rng = random.Random(seed)
    while not (state.age == 2 and state.round == 2):
        random_step(state, rng)
    return state.view(0), 0


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_everything_is_on_screen_and_cards_do_not_overlap(players: int, compact: bool) -> None:
    view, viewer = _late_view(players, 40 + players)
    lay = L.compute(view, viewer, compact)
    rects = list(lay.tavern_cards.values()) + list(lay.heroes.values())
    for box in lay.seats.values():
        assert SCREEN.contains(box.panel)
        rects += box.slots
        for r in box.strips.values():
            assert box.panel.contains(r), r
    for r in rects:
        assert SCREEN.contains(r)
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    panels = [b.panel for s, b in lay.seats.items() if s != viewer]
    for i, a in enumerate(panels):
        for b in panels[i + 1 :]:
            assert not a.colliderect(b)


def test_the_chair_in_front_gets_the_big_board() -> None:
    view, _ = _late_view(4, 3)
    lay = L.compute(view, 2)
    assert lay.seats[2].panel == L.make_frame(False).board
    assert all(b.panel.h < lay.frame.board.h for s, b in lay.seats.items() if s != 2)


def test_the_compact_layout_gives_the_room_to_your_board() -> None:
    view, _ = _late_view(5, 9)
    normal, compact = L.compute(view, 0), L.compute(view, 0, compact=True)
    assert compact.seats[0].panel.h > normal.seats[0].panel.h + 100
    assert all(not box.strips for seat, box in compact.seats.items() if seat != 0)
    mine = compact.seats[0].strips
    assert mine and all(r.h == compact.frame.strip_h > normal.frame.strip_h for r in mine.values())
