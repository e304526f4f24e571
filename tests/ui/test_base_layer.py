"""The still table is redrawn part by part (`BaseLayer`): after any run of moves it must equal,
pixel for pixel, a table drawn from scratch. A part drawing outside its rectangle, or a key
missing something its part shows, leaves stale pixels and fails here."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
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


def test_vedrfolnir_redrawn_part_by_part_equals_a_fresh_drawing_even_while_cards_fly(
    app: App,
) -> None:
    """Each part of Vedrfolnir's table knows which of its own cards are in flight: a card
    landing redraws the parts it lands in, and the layer still equals a fresh drawing at any
    frame, flights in the air or not."""
    app.choose_game(registry.get("vedrfolnir"))
    seats = [Seat(f"Chair {i}", HUMAN) for i in range(6)]
    session = Session(seats, 6, game="vedrfolnir")
    scene = TableScene(app, session)
    app.push(scene)
    rng = random.Random(6)
    compared, landings = 0, 0
    while not session.state.is_over() and compared < 40:
        random_move(session, rng)
        app.step(16)
        landed = set(scene.presenter.artist.moving)  # type: ignore[attr-defined]
        before, shown = dict(scene.base.drawn), scene.view
        for _ in range(rng.randrange(1, 40)):
            app.step(16)
        landed -= scene.presenter.artist.moving  # type: ignore[attr-defined]
        if landed and scene.view is shown:  # only cards landed since: no new view drawn
            landings += 1
            redrawn = {name for name, key in scene.base.drawn.items() if before.get(name) != key}
            assert redrawn <= _parts_holding(scene, landed) | {"header"}
        assert scene.base.surface is not None
        assert pygame.image.tobytes(scene.base.surface, "RGB") == _fresh(scene), (
            f"stale pixels after {len(session.history)} actions"
        )
        compared += 1
    assert compared == 40 and landings >= 5


def _parts_holding(scene: TableScene, cids: set[int]) -> set[object]:
    """The parts of Vedrfolnir's table that show one of `cids` where it lies."""
    view = scene.view
    holding: set[object] = set()
    for index, place in enumerate(view["places"]):
        if cids & {*place["stake"], *place["won"]}:
            holding.add(("place", index))
    if cids & set(view["tribute"]["cards"]):
        holding.add("tribute")
    holding.add("centre")  # the revealed card lands in the hand
    return holding
