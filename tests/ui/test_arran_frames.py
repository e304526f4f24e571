"""Arran's frames: each Order's dwarves wear an ornament of their own and the Cognars a gilded
frame, so cards differ by the shape of their frame, not only by its colour: the pixels each
ornament paints (with the colour taken away) are not the same set for any two of them."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.arran.cards import COGNAR, DWARF, default_table
from game.ui.games.arran import frames
from game.ui.games.arran.faces import Faces

pytestmark = pytest.mark.ui
TAVERN = (64, 88)  # the size the taverns deal at
ZOOM = (340, 476)


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def _painted(
    key: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> set[tuple[int, int]]:
    """The pixels of the card `key` its frame's ornament paints: its face against the same face
    drawn with no ornament."""
    face = Faces().card(key, size)
    with monkeypatch.context() as patch:
        patch.setattr(frames, "order_frame", lambda *a: None)
        patch.setattr(frames, "cognar_frame", lambda *a: None)
        bare = Faces().card(key, size)
    w, h = size
    return {
        (x, y) for x in range(w) for y in range(h) if face.get_at((x, y)) != bare.get_at((x, y))
    }


def _samples() -> dict[str, str]:
    """A dwarf of each Order by its column, and a Cognar."""
    table = default_table()
    out: dict[str, str] = {}
    for card in table.cards:
        if card.kind == DWARF:
            out.setdefault(f"order{card.column}", card.key)
        elif card.kind == COGNAR:
            out.setdefault("cognar", card.key)
    return out


@pytest.mark.parametrize("size", [TAVERN, ZOOM])
def test_every_order_and_the_cognars_have_a_frame_of_their_own_shape(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    samples = _samples()
    assert sorted(samples) == ["cognar", "order0", "order1", "order2", "order3", "order4"]
    painted = {name: _painted(key, size, monkeypatch) for name, key in samples.items()}
    area = size[0] * size[1]
    for name, pixels in painted.items():
        assert len(pixels) > area // 50, name  # an ornament one sees
    for a, b in itertools.combinations(sorted(painted), 2):
        shared = len(painted[a] & painted[b]) / len(painted[a] | painted[b])
        assert shared < 0.5, (a, b, shared)


def test_the_forge_cuts_its_corners_and_the_others_keep_theirs() -> None:
    samples = _samples()
    faces = Faces()
    corner = (1, 1)
    alpha = {name: faces.card(key, ZOOM).get_at(corner)[3] for name, key in samples.items()}
    assert alpha["order3"] == 0  # Forge: cut off square
    assert alpha["order0"] == 255  # Shield: a square iron plate
