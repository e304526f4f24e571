"""Arran's table layout, pure: at every Lord count and at any moment of a game, everything lies
inside the window and inside its own area, and no two things of one kind overlap."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from pygame import Rect

from game.arran.cards import default_table
from game.arran.state import new_game
from game.ui.games.arran import layout as L
from game.ui.table.chrome import HEADER, SCREEN

AWARDS = [default_table().cards[i].key for i in (*default_table().elites, default_table().liquor)]


def _views(players: int) -> list[dict]:
    """Views from the start to the end of a seeded random game, every tenth action."""
    state = new_game(players, players, {})
    rng = random.Random(players)
    views = []
    for step in range(10_000):
        if state.is_over():
            break
        if step % 10 == 0:
            views.append(state.view(0))
        state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
    return [*views, state.view(0)]


def _apart(rects: list[Rect]) -> bool:
    return not any(a.colliderect(b) for a, b in combinations(rects, 2))


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_everything_in_its_place(players: int, compact: bool) -> None:
    for view in _views(players):
        lay = L.compute(view, 0, AWARDS, compact)
        f = lay.frame
        boxes = list(lay.seats.values())
        assert _apart([box.panel for box in boxes])
        for box in boxes:
            assert SCREEN.contains(box.panel) and not box.panel.colliderect(HEADER)
            assert all(box.panel.contains(r) for r in [*box.slots, *box.hand, box.gem, box.counts])
            assert _apart([*box.slots, *box.hand, box.gem])
            assert _apart(box.columns)
            for key, strip in box.strips.items():
                assert any(column.contains(strip) for column in box.columns), key
            assert all(box.panel.contains(r) for _, r in box.command)
            assert _apart([r for _, r in box.command])
        for row, cards in zip(lay.tavern_rows, view["taverns"], strict=True):
            assert all(row.contains(lay.tavern_cards[k]) for k in cards)
            assert f.taverns.contains(row)
        assert all(f.pool.contains(r) for r in lay.pool.values()) and _apart([*lay.pool.values()])
        assert all(f.holder.contains(r) for r in lay.awards.values())
        assert all(f.treasury.contains(r) for r in lay.treasury.values())
        assert all(f.decks.contains(r) for r in [*lay.decks, lay.discard, lay.exchange, lay.pariah])
        assert _apart([f.taverns, f.pool, f.treasury, f.holder, f.decks, f.board, f.opponents])
        assert all(lay.hall_panel.contains(r) for r in lay.hall.values())
        if lay.hall:  # the hall as high as its rows of recruits, at most 780 px
            margin = lay.hall_panel.bottom - max(r.bottom for r in lay.hall.values())
            assert margin == 24 or (lay.hall_panel.h == 780 and margin > 0)
        assert all(lay.drawn_panel.contains(r) for r in lay.drawn.values())


@pytest.mark.parametrize("players", [2, 5])
def test_the_fortresses_are_as_high_as_their_columns_need_within_bounds(players: int) -> None:
    views = _views(players)
    start = L.heights(views[0], 0, False)
    one_card = L.MINI_TOP + L.MINI_HEADER + 1 + L.MINI_STRIP_H + 8  # empty columns, no chips
    assert start == L.Heights(max(L.OPPONENTS_H[0], one_card), L.BOARD_H[0][0], 23)
    for view in views:
        sizes = L.heights(view, 0, False)
        assert L.OPPONENTS_H[0] <= sizes.opponents <= L.OPPONENTS_H[1]
        assert L.BOARD_H[0][0] <= sizes.board <= L.BOARD_H[0][1]
        assert sizes.cognars == len(view["cognars"])
    assert L.heights(views[-1], 0, False).opponents > start.opponents  # a whole game's columns


@pytest.mark.parametrize("compact", [False, True])
def test_the_middle_takes_the_room_the_fortresses_leave(compact: bool) -> None:
    """Each panel of the middle as large as what it holds, the taverns' cards larger while the
    fortresses are low; the middle's panels between the other Lords and the own board."""
    view = _views(4)[0]
    low = L.compute(view, 0, AWARDS, compact, L.Heights(L.OPPONENTS_H[0], L.BOARD_H[compact][0]))
    high = L.compute(view, 0, AWARDS, compact, L.Heights(L.OPPONENTS_H[1], L.BOARD_H[compact][1]))
    for lay in (low, high):
        f = lay.frame
        top, bottom = f.opponents.bottom + 6, f.board.y - 6
        assert f.taverns.y == f.pool.y == f.holder.y == top
        assert f.treasury.bottom == f.decks.bottom == bottom
        assert f.taverns.bottom <= bottom and f.pool.bottom <= f.treasury.y - 6
        assert f.holder.bottom <= f.decks.y - 6
        last = max(r.bottom for r in lay.pool.values())
        assert f.pool.bottom - last == 8  # the panel ends a margin under its last row
    assert low.frame.tavern_card[1] > high.frame.tavern_card[1]
    if not compact:
        assert high.frame.tavern_card == L.TAVERN_CARD
