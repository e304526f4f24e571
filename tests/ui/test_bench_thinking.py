"""`bench ui`'s frames while the hard AI thinks go on past the end of a game: the game is taken
back to the busy table (a short game such as Vedrfolnir's ends within the benchmark)."""

from __future__ import annotations

import random

import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.bench import frames_while_thinking, random_move
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui


def test_thinking_frames_continue_after_the_game_ends(app: App) -> None:
    seats = [Seat("Astrid", HUMAN), Seat("Brokk", AI, "hard"), Seat("Eitri", AI)]
    session = Session(seats, 5, {}, "vedrfolnir")
    rng = random.Random(5)
    while not session.state.is_over():
        random_move(session, rng)
    whole = list(session.history)
    busy = len(session.history) // 2
    scene = TableScene(app, session)
    app.push(scene)
    samples = frames_while_thinking(app, session, busy, 3)
    assert len(samples) == 3
    assert not session.state.is_over() and 1 in session.state.to_move()
    assert len(session.history) >= busy and session.history[:busy] == whole[:busy]
