"""The still table is redrawn part by part (`BaseLayer`): after any run of moves it must equal,
pixel for pixel, a table drawn from scratch. A part drawing outside its rectangle, or a key
missing something its part shows, leaves stale pixels and fails here."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.baselayer import BaseLayer
from game.ui.bench import random_move
from game.ui.table.scene import TableScene


def _fresh(scene: TableScene) -> bytes:
    layer = BaseLayer()
    return pygame.image.tobytes(layer.update(scene.presenter.backdrop(), scene._parts()), "RGB")


@pytest.mark.parametrize(
    ("players", "compact", "seed"),
    [(2, False, 1), (3, True, 2), (4, False, 3), (5, False, 4), (5, True, 5)],
)
def test_the_table_redrawn_part_by_part_equals_a_fresh_drawing(
    app: App, players: int, compact: bool, seed: int
) -> None:
    app.settings.compact = compact
    seats = [Seat("Astrid", HUMAN)] + [Seat(f"AI {i}", AI) for i in range(1, players)]
    session = Session(seats, seed=seed)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")  # the test makes every move
    app.push(scene)
    rng = random.Random(seed)
    compared = 0
    while not session.state.is_over():
        random_move(session, rng)
        app.step(16)  # a move lands while the last one's cards may still be flying
        if rng.random() < 0.12:
            for _ in range(8):  # let the flights land
                app.step(16)
            assert scene.base.surface is not None
            assert pygame.image.tobytes(scene.base.surface, "RGB") == _fresh(scene), (
                f"stale pixels after {len(session.history)} actions"
            )
            compared += 1
    assert compared >= 10
