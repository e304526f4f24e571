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
        assert all(lay.drawn_panel.contains(r) for r in lay.drawn.values())
