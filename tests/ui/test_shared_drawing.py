"""The drawing every table shares: a card's flight (eased out, dropped once landed, its face made
once), a card's drop shadow, and the pieces' faces, which never depend on what was drawn before
them."""

from __future__ import annotations

import pygame
import pytest
from pygame import Rect

from game.core.session import AI, HUMAN, Seat, Session
from game.taverns import coins as cn
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.games.nidavellir.cards import Faces
from game.ui.table.flight import CardFlight, advance, eased, flying
from game.ui.table.scene import TableScene
from game.ui.tavernkit.base import Flight
from game.ui.widgets import drop_shadow

pytestmark = pytest.mark.ui


@pytest.mark.parametrize(
    ("elapsed", "duration", "share"),
    [(0, 480, 0.0), (240, 480, 0.875), (480, 480, 1.0), (900, 480, 1.0), (0, 0, 1.0)],
)
def test_a_flight_slows_as_it_lands(elapsed: float, duration: float, share: float) -> None:
    assert eased(elapsed, duration) == share


def test_a_flight_halfway_in_time_is_seven_eighths_of_its_way() -> None:
    flight = CardFlight("a1_miner_2", Rect(0, 0, 80, 110), Rect(800, 400, 40, 55), 240.0)
    assert flight.rect(480) == Rect(700, 350, 45, 62)


def test_flights_advance_and_the_landed_ones_are_dropped() -> None:
    early = CardFlight(7, Rect(0, 0, 10, 10), Rect(50, 50, 10, 10))
    late = CardFlight(9, Rect(0, 0, 10, 10), Rect(50, 50, 10, 10), 400.0)
    left = advance([early, late], 100, 480)
    assert left == [early] and (early.elapsed, late.elapsed) == (100.0, 500.0)
    assert flying(left) == {7}


def test_a_drop_shadow_lies_under_the_card_offset_and_rounded() -> None:
    surface = pygame.Surface((60, 60), pygame.SRCALPHA)
    drop_shadow(surface, Rect(10, 10, 30, 40))
    assert surface.get_at((25, 30)) == (0, 0, 0, 110)  # inside, moved by (3, 4)
    assert surface.get_at((41, 50)) == (0, 0, 0, 110)  # the far corner's inner side
    assert surface.get_at((12, 12)) == (0, 0, 0, 0)  # before the offset
    assert surface.get_at((13, 14)) == (0, 0, 0, 0)  # a rounded corner
    drop_shadow(surface, Rect(0, 0, 10, 10), (-3, 3), alpha=90, radius=8)
    assert surface.get_at((0, 8)) == (0, 0, 0, 90)


def test_a_gem_looks_the_same_whether_a_coin_of_its_value_was_drawn_first(app: App) -> None:
    fresh = Faces(app.assets, app.rules).gem(4, 30)
    faces = Faces(app.assets, app.rules)
    faces.coin(cn.parse_coin("4"), 30)
    later = faces.gem(4, 30)
    assert pygame.image.tobytes(later, "RGBA") == pygame.image.tobytes(fresh, "RGBA")


@pytest.mark.parametrize("game", ["nidavellir", "arran"])
def test_a_flying_card_s_face_is_made_once_and_scaled_on_its_way(app: App, game: str) -> None:
    session = Session([Seat("Ann", HUMAN), Seat("Brokk", AI, "easy")], 5, game=game)
    app.choose_game(session.info)
    scene = TableScene(app, session)
    app.push(scene)
    app.step(FRAME_MS)
    presenter = scene.presenter
    key = session.state.view(0)["taverns"][0][0]
    made: list[tuple[str, int, int]] = []
    face = presenter._card_face

    def counted(card: str, w: int, h: int) -> pygame.Surface:
        made.append((card, w, h))
        return face(card, w, h)

    presenter._card_face = counted
    app.settings.animation_ms = 480
    presenter.flights.append(Flight(key, Rect(900, 500, 60, 83), Rect(100, 100, 120, 166)))
    frames = 0
    while presenter.flights:
        app.step(FRAME_MS)
        frames += 1
    assert frames >= 20 and set(made) == {(key, 120, 166)}  # the larger end's, every frame
