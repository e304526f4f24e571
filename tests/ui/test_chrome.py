"""The shell's chrome with depth (issue 27): buttons with a face made once per size, state and
contrast (raised, lifted under the pointer, sunk while pressed, dim when they cannot be used,
plain with a solid edge in high contrast), boxes over the table on a board with a shadow, the
table behind a modal dimmed evenly, and the picture tour waiting for the table to come to rest."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from pygame import Rect

from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import theme, widgets
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.table.scene import TableScene
from game.ui.tour import Tour
from game.ui.widgets import DISABLED, HOVER, PRESSED, REST, Button, button_face, face_at
from tests.ui.conftest import table_after

pytestmark = pytest.mark.ui

RECT = Rect(40, 30, 160, 44)
PAD = face_at(Rect(0, 0, 1, 1))[0] * -1  # how far a face reaches past its button


@pytest.fixture
def contrast() -> Iterator[None]:
    theme.set_high_contrast(True)
    try:
        yield
    finally:
        theme.set_high_contrast(False)


def _event(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


def test_a_button_is_drawn_from_one_picture_made_once(app: App) -> None:
    button = Button(Rect(RECT), "Resume", lambda: None, primary=True)
    first = button.picture(app.assets)
    assert button.picture(app.assets) is first
    drawn, expected = (pygame.Surface((260, 120)) for _ in range(2))
    for surface in (drawn, expected):
        surface.fill((60, 40, 20))
    button.draw(drawn, app.assets)
    expected.blit(first, face_at(RECT))
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert button_face(RECT.w, RECT.h, REST, True) is button_face(RECT.w, RECT.h, REST, True)


@pytest.mark.parametrize("primary", [False, True])
def test_rest_hover_pressed_and_disabled_faces_all_differ(primary: bool) -> None:
    faces = [button_face(RECT.w, RECT.h, state, primary) for state in (REST, HOVER, PRESSED)]
    faces.append(button_face(RECT.w, RECT.h, DISABLED, primary))
    pixels = {pygame.image.tobytes(face, "RGBA") for face in faces}
    assert len(pixels) == 4


def test_a_pressed_face_is_sunk_without_a_shadow_and_a_hovered_one_lifts() -> None:
    below = (PAD + RECT.w // 2, PAD + RECT.h + 4)  # under the button's foot
    rest, hover, pressed = (button_face(RECT.w, RECT.h, s) for s in (REST, HOVER, PRESSED))
    assert rest.get_at(below).a > 0 and hover.get_at(below).a > rest.get_at(below).a
    assert pressed.get_at(below).a == 0
    above = (PAD + RECT.w // 2, PAD - 1)  # the row over the button's top
    assert hover.get_at(above).a == 255 and rest.get_at(above).a < 255
    top = (PAD + RECT.w // 2, PAD + 1)  # a pressed face starts two pixels lower
    assert pressed.get_at(top).a == 0 and rest.get_at(top).a == 255


def test_a_disabled_face_is_dim_and_casts_no_shadow() -> None:
    rest, dim = (button_face(RECT.w, RECT.h, s) for s in (REST, DISABLED))
    middle = (PAD + RECT.w // 2, PAD + RECT.h // 2)
    assert sum(dim.get_at(middle)[:3]) < sum(rest.get_at(middle)[:3])
    assert dim.get_at((PAD + RECT.w // 2, PAD + RECT.h + 4)).a == 0


def test_the_mouse_presses_a_button_down_and_its_release_on_it_acts() -> None:
    acted: list[int] = []
    button = Button(Rect(RECT), "Save", lambda: acted.append(1))
    inside, outside = RECT.center, (RECT.right + 30, RECT.centery)
    button.handle(_event(pygame.MOUSEMOTION, inside))
    assert button.state == HOVER
    button.handle(_event(pygame.MOUSEBUTTONDOWN, inside))
    assert button.state == PRESSED
    button.handle(_event(pygame.MOUSEMOTION, outside))
    assert button.state == REST  # dragged off: no longer shown pressed
    assert not button.handle(_event(pygame.MOUSEBUTTONUP, outside)) and acted == []
    button.handle(_event(pygame.MOUSEMOTION, inside))
    assert button.state == HOVER  # the press ended with the release
    button.handle(_event(pygame.MOUSEBUTTONDOWN, inside))
    assert button.handle(_event(pygame.MOUSEBUTTONUP, inside)) and acted == [1]
    assert button.state == HOVER
    button.enabled = False
    button.handle(_event(pygame.MOUSEBUTTONDOWN, inside))
    assert button.state == DISABLED and not button.pressed


@pytest.mark.usefixtures("contrast")
@pytest.mark.parametrize("primary", [False, True])
def test_high_contrast_keeps_a_plain_face_with_a_solid_edge(primary: bool) -> None:
    face = button_face(RECT.w, RECT.h, REST, primary)
    x = PAD + RECT.w // 2
    edge = [face.get_at((x, PAD + dy)) for dy in range(3)]
    assert edge == [pygame.Color(240, 240, 230, 255)] * 3
    fill = tuple(face.get_at((x, PAD + RECT.h // 2)))
    assert {tuple(face.get_at((PAD + dx, PAD + RECT.h // 2))) for dx in range(8, 40)} == {fill}
    assert face.get_at((x, PAD + RECT.h + 4)).a == 0  # no shadow
    assert button_face(RECT.w, RECT.h, REST, primary) is face
    theme.set_high_contrast(False)
    assert button_face(RECT.w, RECT.h, REST, primary) is not face


def test_a_dialog_lies_on_its_shadow_and_is_told_to_the_space_measure() -> None:
    surface = pygame.Surface((400, 300))
    surface.fill((120, 80, 40))
    heard: list[Rect] = []
    widgets.PANEL_LISTENERS.append(lambda s, rect, shade: heard.append(rect))
    try:
        widgets.dialog(surface, Rect(100, 60, 200, 150), radius=12)
    finally:
        widgets.PANEL_LISTENERS.pop()
    assert heard == [Rect(100, 60, 200, 150)]
    under = surface.get_at((200, 60 + 150 + 4))  # the shadow under its foot
    assert under != pygame.Color(120, 80, 40) and sum(under[:3]) < 240
    assert surface.get_at((5, 5)) == pygame.Color(120, 80, 40)  # far off: the table untouched


@pytest.mark.usefixtures("contrast")
def test_high_contrast_dialogs_are_the_plain_opaque_panel() -> None:
    shown, plain = pygame.Surface((300, 200)), pygame.Surface((300, 200))
    for surface in (shown, plain):
        surface.fill((120, 80, 40))
    widgets.dialog(shown, Rect(50, 40, 200, 120), radius=12)
    widgets.panel(plain, Rect(50, 40, 200, 120), 255, 12)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(plain, "RGB")


@pytest.mark.parametrize("alpha", [150, 160])
def test_the_table_behind_a_modal_is_dimmed_evenly(alpha: int) -> None:
    colours = [(200, 100, 50), (30, 240, 128)]
    surface = pygame.Surface((2, 1))
    for x, colour in enumerate(colours):
        surface.set_at((x, 0), colour)
    widgets.dim(surface, alpha)
    keep = 255 - alpha
    for x, colour in enumerate(colours):
        assert tuple(surface.get_at((x, 0)))[:3] == tuple((c * keep + 255) >> 8 for c in colour)


def _moving_table(app: App) -> TableScene:
    """A Nidavellir table in the middle of a move (cards flying) with a moment playing."""
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI), Seat("Cy", AI)], 17)
    scene = table_after(app, session, 30, rng_seed=3)
    scene.ai_wait = 0.0
    while not scene.presenter.busy():
        seat = (session.waiting_humans() or session.state.to_move())[0]
        session.submit(session.state.legal_actions(seat)[0])
        app.step(FRAME_MS)
    scene.celebrate("Hero recruited", "Ylud", Rect(600, 400, 90, 120))
    app.step(FRAME_MS)
    assert scene.moments.playing
    return scene


def _watched(app: App, scene: TableScene) -> list[tuple[bool, bool, bool]]:
    """For each picture saved: whether the table was settled, a moment played, cards flew."""
    seen: list[tuple[bool, bool, bool]] = []

    def screenshot(path: Path) -> None:
        seen.append((scene.settled(), scene.moments.playing, scene.presenter.busy()))

    app.screenshot = screenshot  # type: ignore[method-assign]
    return seen


def test_a_table_picture_waits_for_the_table_to_come_to_rest(app: App, tmp_path: Path) -> None:
    info = registry.get("nidavellir")
    tour = Tour(tmp_path, info, 3, 1, None, "en", app)
    scene = _moving_table(app)
    seen = _watched(app, scene)
    position, wait = scene.session.position, scene.ai_wait
    tour.shot("table")
    assert seen == [(True, False, False)]
    assert scene.session.position == position  # the AI chairs were held for the picture
    assert scene.ai_wait == wait  # and let go after it


def test_a_picture_of_a_moment_waits_for_the_cards_only(app: App, tmp_path: Path) -> None:
    tour = Tour(tmp_path, registry.get("nidavellir"), 3, 1, None, "en", app)
    scene = _moving_table(app)
    scene.celebrate("Hero recruited", "Ylud", Rect(600, 400, 90, 120), wait_ms=2000)
    seen = _watched(app, scene)
    tour.shot("recruit", moment=True)
    assert seen == [(False, True, False)]
