"""The real window around the logical 1600×900 table: opened inside the screen it starts on,
resizable, full screen that scales.

pygame's SCALED display keeps the table a logical canvas and lets SDL's renderer scale it, with
letterboxing, to whatever size the window has, and map every mouse position back onto the
canvas. Left alone it opens at 1600×900 whatever the screen, forbids a smaller window, scales
by whole numbers only (cropping when the screen is smaller) and shows pixels unfiltered, and
its `toggle_fullscreen` leaves the renderer cropping on X11. So the window is fitted here:
two SDL hints for smooth, fractional scaling, then the size and place chosen from the screen's
usable area (without the task bar) less the window's frame, and full screen asked of the window
itself.

pygame-ce 2.5.8 tells neither the usable area nor the frame; both are asked of the SDL library
pygame loaded, through ctypes, checked to be the instance whose video pygame started. Where it
cannot be found, the desktop size less room for a task bar and a title bar stands in.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import os
import warnings
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pygame

from game.ui import theme

log = logging.getLogger(__name__)

# Smooth scaling; and pygame's own switch (read under this misspelt name) from whole-number
# scales to fractional ones, in a window and in full screen alike.
HINTS = {"SDL_RENDER_SCALE_QUALITY": "linear", "SDL_HINT_RENDER_SCALE_QUALITY": "1"}
MIN_SCALE = 0.4  # the smallest a player may drag the window: 640×360
GUESSED_FRAME = (32, 2, 2, 2)  # top, left, bottom, right: a title bar and thin borders
GUESSED_TASK_BAR = 48  # off the desktop's height when the usable area is unknown
HEADLESS = ("dummy", "offscreen")  # video drivers with no screen to fit or fill
SDL_INIT_VIDEO = 0x20


@dataclass(frozen=True)
class Area:
    x: int
    y: int
    w: int
    h: int


class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


def open_display() -> pygame.Surface:
    """The logical canvas in a window that fits the screen it opens on. A driver with no
    screen (tests, `shots`) keeps pygame's plain SCALED canvas: it has nothing to fit, and its
    software stand-in for a renderer crashes on a third window when asked to filter."""
    if headless():
        return pygame.display.set_mode(theme.LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
    for name, value in HINTS.items():
        os.environ.setdefault(name, value)
    screen = pygame.display.set_mode(theme.LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
    fit_to_screen()
    return screen


def headless() -> bool:
    return pygame.display.get_driver() in HEADLESS


def _window() -> pygame.Window:
    """The display module's window, for what pygame.display cannot do (resize it, let it be
    small, full screen without the cropping toggle)."""
    with warnings.catch_warnings():  # deprecated only as a way to draw into the window
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def fit_to_screen() -> tuple[int, int]:
    """Size the window to fit the usable area of its screen with its frame, and centre it
    there (`fitted`). Returns the size chosen."""
    window = _window()
    area, sides = usable_area(window), frame(window)
    size, position = fitted(area, sides)
    window.minimum_size = (
        round(theme.LOGICAL_SIZE[0] * MIN_SCALE),
        round(theme.LOGICAL_SIZE[1] * MIN_SCALE),
    )
    window.size = size
    window.position = position
    log.info("window %s×%s in %s (frame %s)", *size, area, sides)
    return size


def fitted(area: Area, sides: tuple[int, int, int, int]) -> tuple[tuple[int, int], tuple[int, int]]:
    """The window's size and place in `area` with a frame of `sides` (top, left, bottom,
    right): the largest 16:9 that fits, by whole numbers only above 1 (a 4K screen gets
    3200×1800, crisp), never below `MIN_SCALE`; centred in the area."""
    top, left, bottom, right = sides
    room_w, room_h = area.w - left - right, area.h - top - bottom
    lw, lh = theme.LOGICAL_SIZE
    factor = min(room_w / lw, room_h / lh)
    if factor >= 1:
        factor = float(int(factor))
    factor = max(MIN_SCALE, factor)
    size = (round(lw * factor), round(lh * factor))
    position = (
        area.x + left + max(0, (room_w - size[0]) // 2),
        area.y + top + max(0, (room_h - size[1]) // 2),
    )
    return size, position


def scale() -> float:
    """How large one logical pixel is on the screen now (letterboxed: the smaller ratio)."""
    w, h = pygame.display.get_window_size()
    return min(w / theme.LOGICAL_SIZE[0], h / theme.LOGICAL_SIZE[1])


def set_fullscreen(wanted: bool) -> bool:
    """Full screen (the desktop's size, the table scaled to it) or back to the window; returns
    whether the window is full screen now. A driver with no screen refuses."""
    if headless():
        raise pygame.error("no screen to fill with this video driver")
    window = _window()
    if wanted:
        window.set_fullscreen(desktop=True)
    else:
        window.set_windowed()
    return bool(pygame.display.is_fullscreen())


def usable_area(window: pygame.Window) -> Area:
    """The part of the window's screen that windows may take (the task bar and docks left
    out)."""
    sdl = _sdl()
    if sdl is not None:
        index = sdl.SDL_GetWindowDisplayIndex(_sdl_window(sdl, window))
        bounds = _Rect()
        if index >= 0 and sdl.SDL_GetDisplayUsableBounds(index, ctypes.byref(bounds)) == 0:
            return Area(bounds.x, bounds.y, bounds.w, bounds.h)
    w, h = pygame.display.get_desktop_sizes()[0]
    return Area(0, 0, w, h - GUESSED_TASK_BAR)


def frame(window: pygame.Window) -> tuple[int, int, int, int]:
    """The window manager's frame around the window: top, left, bottom, right."""
    sdl = _sdl()
    if sdl is not None:
        sides = [ctypes.c_int() for _ in range(4)]
        handle = _sdl_window(sdl, window)
        if handle and sdl.SDL_GetWindowBordersSize(handle, *map(ctypes.byref, sides)) == 0:
            return (sides[0].value, sides[1].value, sides[2].value, sides[3].value)
    return GUESSED_FRAME


def _sdl_window(sdl: ctypes.CDLL, window: pygame.Window) -> int | None:
    handle: int | None = sdl.SDL_GetWindowFromID(ctypes.c_uint32(window.id))
    return handle


@cache
def _sdl() -> ctypes.CDLL | None:
    """The SDL library pygame runs on: a copy whose video is started (another copy on the
    system would answer for no window)."""
    for path in _candidates():
        try:
            sdl = ctypes.CDLL(str(path))
            if sdl.SDL_WasInit(SDL_INIT_VIDEO) & SDL_INIT_VIDEO:
                return _declare(sdl)
        except (OSError, AttributeError):
            continue
    log.info("SDL not reachable: the screen's usable area and the frame are guessed")
    return None


def _candidates() -> list[Path | str]:
    """Where pygame-ce's wheels put SDL (Linux, macOS, Windows), then the system's."""
    package = Path(pygame.__file__).parent
    found: list[Path | str] = []
    for folder in (package.parent / "pygame_ce.libs", package / ".dylibs", package):
        if folder.is_dir():
            found += sorted(
                p for p in folder.iterdir() if p.name.startswith(("libSDL2-", "libSDL2.", "SDL2."))
            )
    for name in ("SDL2-2.0", "SDL2"):
        system = ctypes.util.find_library(name)
        if system:
            found.append(system)
    return found


def _declare(sdl: ctypes.CDLL) -> ctypes.CDLL:
    sdl.SDL_GetWindowFromID.restype = ctypes.c_void_p
    sdl.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
    sdl.SDL_GetWindowDisplayIndex.argtypes = [ctypes.c_void_p]
    sdl.SDL_GetDisplayUsableBounds.argtypes = [ctypes.c_int, ctypes.POINTER(_Rect)]
    sdl.SDL_GetWindowBordersSize.argtypes = [ctypes.c_void_p] + [ctypes.POINTER(ctypes.c_int)] * 4
    return sdl
