"""The window's size and place on screens of every kind (pure arithmetic, no display needed):
inside the usable area with its frame, fractional below the logical size, whole numbers above
it, never smaller than the floor of scales; and what a driver with no screen says about full
screen. The real windows are test_real_window.py's."""

from __future__ import annotations

import pygame
import pytest

from game.ui import window
from game.ui.app import App
from game.ui.theme import LOGICAL_SIZE, MIN_SHOWN_PX, MIN_TEXT_PX
from game.ui.window import MIN_SCALE, Area, fitted

OPENBOX = (20, 1, 5, 1)  # top, left, bottom, right, as measured under Xvfb
WINDOWS = (31, 8, 8, 8)  # a Windows 10 title bar and borders


@pytest.mark.parametrize(
    ("area", "sides", "size"),
    [
        (Area(0, 0, 1280, 720), OPENBOX, (1236, 695)),
        (Area(0, 0, 1366, 768), OPENBOX, (1321, 743)),
        (Area(0, 0, 1366, 728), WINDOWS, (1225, 689)),  # a task bar along the bottom
        (Area(0, 0, 1920, 1040), WINDOWS, (1600, 900)),
        (Area(0, 0, 3840, 2120), WINDOWS, (3200, 1800)),  # 4K: twice, crisp
        (Area(1920, 0, 1280, 680), OPENBOX, (1164, 655)),  # a second screen, to the right
    ],
)
def test_the_window_takes_the_largest_scale_that_fits_with_its_frame(
    area: Area, sides: tuple[int, int, int, int], size: tuple[int, int]
) -> None:
    got, (x, y) = fitted(area, sides)
    assert got == size
    top, left, bottom, right = sides
    assert x - left >= area.x and y - top >= area.y
    assert x + got[0] + right <= area.x + area.w and y + got[1] + bottom <= area.y + area.h
    assert abs(got[0] / LOGICAL_SIZE[0] - got[1] / LOGICAL_SIZE[1]) < 0.002  # 16:9 kept


def test_the_smallest_supported_screen_shows_the_floor_at_12_px() -> None:
    size, _ = fitted(Area(0, 0, 1280, 720), WINDOWS)
    assert MIN_TEXT_PX * size[0] / LOGICAL_SIZE[0] >= MIN_SHOWN_PX


def test_a_tiny_screen_keeps_the_least_scale() -> None:
    size, _ = fitted(Area(0, 0, 640, 400), OPENBOX)
    assert size == (round(LOGICAL_SIZE[0] * MIN_SCALE), round(LOGICAL_SIZE[1] * MIN_SCALE))


def test_a_driver_without_a_screen_refuses_full_screen(app: App) -> None:
    with pytest.raises(pygame.error):
        window.set_fullscreen(True)
    assert window.scale() == pytest.approx(1.0)  # the dummy canvas is never resized
