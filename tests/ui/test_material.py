"""The material kit: the same arguments give the same pixels (a face cached by its size must not
change with the run), a second call costs nothing (the same Surface comes back), and a shadow
never spreads past the padding it declares (it would be cut by its own surface)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.ui import material

PARCHMENT = (236, 224, 196)

MAKERS: dict[str, Callable[[], pygame.Surface]] = {
    "paper": lambda: material.paper(120, 168, PARCHMENT, 3),
    "wood": lambda: material.wood(200, 90, (74, 50, 32), 5),
    "brushed": lambda: material.metal(64, 64, (214, 168, 58), "brushed"),
    "hammered": lambda: material.metal(64, 64, (178, 96, 56), "hammered", 2),
    "light": lambda: material.light(80, 60, 90, 60),
    "vignette": lambda: material.vignette(80, 60, 90),
    "shadow": lambda: material.shadow(80, 112, 8, 4, 120),
    "lit_edge": lambda: material.lit_edge(80, 112, 8, 2),
    "bevel": lambda: material.bevel(80, 112, 8, 3),
    "disc_light": lambda: material.disc_light(48),
}


def _bytes(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


@pytest.mark.parametrize("name", sorted(MAKERS))
def test_the_same_arguments_give_the_same_bytes_even_drawn_afresh(name: str) -> None:
    first = _bytes(MAKERS[name]())
    for fn in (material.paper, material.wood, material.metal, material.shadow):
        fn.cache_clear()
    for fn in (material.light, material.vignette, material.lit_edge, material.bevel):
        fn.cache_clear()
    material.disc_light.cache_clear()
    assert _bytes(MAKERS[name]()) == first


@pytest.mark.parametrize("name", sorted(MAKERS))
def test_a_second_call_returns_the_cached_surface(name: str) -> None:
    assert MAKERS[name]() is MAKERS[name]()


def test_another_seed_gives_another_grain_of_the_same_colour() -> None:
    one, two = material.paper(60, 60, PARCHMENT, 1), material.paper(60, 60, PARCHMENT, 2)
    assert _bytes(one) != _bytes(two)
    middle = [one.get_at((30, 30)), two.get_at((30, 30))]
    for colour in middle:  # grain around the colour asked for, not a different paper
        assert all(abs(c - p) <= 40 for c, p in zip(colour[:3], PARCHMENT, strict=True))


def test_textures_are_opaque_and_of_the_size_asked() -> None:
    for surf in (MAKERS["paper"](), MAKERS["wood"](), MAKERS["hammered"]()):
        assert not surf.get_flags() & pygame.SRCALPHA
    assert MAKERS["paper"]().get_size() == (120, 168)
    assert MAKERS["wood"]().get_size() == (200, 90)


@pytest.mark.parametrize("blur", [1, 2, 4, 7])
def test_a_shadow_stays_inside_its_padding(blur: int) -> None:
    w, h = 50, 70
    surf = material.shadow(w, h, 6, blur, 200)
    pad = material.shadow_pad(blur)
    assert surf.get_size() == (w + 2 * pad, h + 2 * pad)
    border = [(x, 0) for x in range(surf.get_width())] + [(0, y) for y in range(surf.get_height())]
    border += [(x, surf.get_height() - 1) for x in range(surf.get_width())]
    border += [(surf.get_width() - 1, y) for y in range(surf.get_height())]
    assert max(surf.get_at(p).a for p in border) <= 2
    assert surf.get_at((pad + w // 2, pad + h // 2)).a == 200  # full under the shape's middle


def test_a_lit_edge_is_light_at_the_top_left_and_dark_at_the_bottom_right() -> None:
    edge = material.lit_edge(80, 112, 0, 2, 150, 120)
    top_left, bottom_right = edge.get_at((1, 1)), edge.get_at((78, 110))
    assert min(top_left[:3]) >= 240 and top_left.a > 100
    assert max(bottom_right[:3]) <= 15 and bottom_right.a > 80
    assert edge.get_at((40, 56)).a == 0  # only the rim: the face shows through


def test_a_rounded_texture_has_clear_corners_and_a_full_middle() -> None:
    cut = material.rounded(MAKERS["paper"](), 10)
    assert cut.get_at((0, 0)).a == 0
    assert cut.get_at((60, 84)).a == 255
    assert cut.get_at((60, 84))[:3] == MAKERS["paper"]().get_at((60, 84))[:3]


def test_an_embossed_label_keeps_the_label_on_top_between_its_light_and_shade() -> None:
    label = pygame.Surface((10, 10), pygame.SRCALPHA)
    label.fill((200, 0, 0, 255), (3, 3, 4, 4))
    pressed = material.emboss(label, 1)
    assert pressed.get_size() == (12, 12)
    assert pressed.get_at((5, 5)) == pygame.Color(200, 0, 0, 255)  # the label itself
    assert pressed.get_at((3, 3))[:3] == (255, 255, 255)  # its light, up-left
    assert pressed.get_at((8, 8))[:3] == (0, 0, 0)  # its shade, down-right


def test_an_unknown_metal_finish_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="satin"):
        material.metal(10, 10, (1, 2, 3), "satin")
