"""A seat's address as a QR code on a pygame surface, from segno's module matrix (pure Python,
no image library), so a phone's camera opens the seat's page without typing its token."""

from __future__ import annotations

import pygame
import segno

QUIET = 4  # the blank border of modules a reader needs around the code
DARK, LIGHT = (0, 0, 0), (255, 255, 255)


def matrix(text: str) -> list[list[bool]]:
    """The code's modules, dark as True, without the quiet zone."""
    code = segno.make(text, error="m", micro=False)
    return [[bool(cell) for cell in row] for row in code.matrix]


def surface(text: str, size: int) -> pygame.Surface:
    """The code of `text` at most `size` pixels square, each module a whole number of pixels
    (a blurred edge between modules is what makes a camera misread)."""
    cells = matrix(text)
    count = len(cells) + 2 * QUIET
    module = max(1, size // count)
    image = pygame.Surface((count * module, count * module))
    image.fill(LIGHT)
    for y, row in enumerate(cells):
        for x, dark in enumerate(row):
            if dark:
                at = ((x + QUIET) * module, (y + QUIET) * module, module, module)
                image.fill(DARK, at)
    return image


def read_back(image: pygame.Surface) -> list[list[bool]]:
    """The modules drawn on `image`, read at each module's centre, knowing only the drawing's
    quiet zone: what the tests compare with the code of the address."""
    module = _module_size(image)
    count = image.get_width() // module
    return [
        [
            image.get_at((x * module + module // 2, y * module + module // 2))[:3] == DARK
            for x in range(QUIET, count - QUIET)
        ]
        for y in range(QUIET, count - QUIET)
    ]


def _module_size(image: pygame.Surface) -> int:
    """The width of the top-left finder pattern's dark top edge (7 modules), found by walking
    the diagonal from the corner to it."""
    at = 0
    while image.get_at((at, at))[:3] != DARK:
        at += 1
    end = at
    while image.get_at((end, at))[:3] == DARK:
        end += 1
    return (end - at) // 7
