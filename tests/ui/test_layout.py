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
    assert lay.seats[2].panel == L.make_frame(False, early=view["age"] == 1).board
    assert all(b.panel.h < lay.frame.board.h for s, b in lay.seats.items() if s != 2)


def test_the_compact_layout_gives_the_room_to_your_board() -> None:
    view, _ = _late_view(5, 9)
    normal, compact = L.compute(view, 0), L.compute(view, 0, compact=True)
    assert compact.seats[0].panel.h > normal.seats[0].panel.h + 100
    assert all(not box.strips for seat, box in compact.seats.items() if seat != 0)
    mine = compact.seats[0].strips
    assert mine and all(r.h == compact.frame.strip_h > normal.frame.strip_h for r in mine.values())


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_table_changes_shape_only_with_the_age(players: int) -> None:
    """Nothing moves under the pointer during a decision: every position of an Age lays the
    same frame and the same sizes of hero and tavern cards; Age 1's lower opponents give the
    middle their room."""
    state = new_game(players, 70 + players)
    rng = random.Random(players)
    frames: dict[int, L.Frame] = {}
    sizes: dict[tuple[int, str], set[tuple[int, int]]] = {}
    while not state.is_over():
        lay = L.compute(state.view(0), 0)
        assert frames.setdefault(state.age, lay.frame) == lay.frame
        for kind, rects in (("hero", lay.heroes), ("tavern", lay.tavern_cards)):
            sizes.setdefault((state.age, kind), set()).update(r.size for r in rects.values())
        random_step(state, rng)
    assert all(len(found) == 1 for found in sizes.values()), sizes
    early, late = frames[1], frames[2]
    assert early.opponents.h < late.opponents.h and early.board == late.board
    assert early.heroes.h - late.heroes.h == late.opponents.h - early.opponents.h


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_tavern_cards_fill_their_rows_without_leaving_them(players: int) -> None:
    """As large as the row lets every card a tavern gets stand in it, never narrower than a
    name at 16 px needs."""
    view, _ = _late_view(players, 11)
    lay = L.compute(view, 0)
    w = {r.w for r in lay.tavern_cards.values()}.pop()
    for row, keys in zip(lay.tavern_rows, view["taverns"], strict=True):
        assert all(row.contains(lay.tavern_cards[key]) for key in keys)
        assert row.x + 110 + max(3, players) * (w + 5) - 5 <= row.right
    assert w >= 72
