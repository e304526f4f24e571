"""The generated sprites: present, the right sizes, transparent where they must be, and
reproduced pixel for pixel by sprites/make_sprites.py (the art is regenerable, not hand-made)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parent.parent
SPRITES = ROOT / "sprites"

CLASSES = ["warrior", "hunter", "miner", "blacksmith", "explorer", "neutral"]

# path: (size, needs an alpha channel)
EXPECTED: dict[str, tuple[tuple[int, int], bool]] = {
    **{f"icons/{name}.png": ((128, 128), True) for name in CLASSES},
    "table/wood.png": ((512, 512), False),
    "table/slate.png": ((512, 512), False),
    "table/parchment.png": ((256, 256), False),
    **{
        f"taverns/{name}.png": ((200, 120), True)
        for name in ("laughing_goblin", "dancing_dragon", "shining_horse")
    },
    **{f"gems/gem_{v}.png": ((64, 64), True) for v in range(1, 7)},
    **{f"coins/{name}.png": ((96, 96), True) for name in ("bronze", "gold", "special", "back")},
    "ui/frame_corner.png": ((48, 48), True),
    "ui/card_back.png": ((150, 210), True),
}


def load(rel: str, folder: Path = SPRITES) -> pygame.Surface:
    return pygame.image.load(str(folder / rel))


def alpha(surf: pygame.Surface, x: int, y: int) -> int:
    return surf.get_at((x, y)).a


@pytest.mark.parametrize("rel", sorted(EXPECTED))
def test_sprite_exists_loads_and_has_its_size(rel: str) -> None:
    size, needs_alpha = EXPECTED[rel]
    assert (SPRITES / rel).is_file(), f"missing {rel}: run python sprites/make_sprites.py"
    surf = load(rel)
    assert surf.get_size() == size
    if needs_alpha:
        assert surf.get_flags() & pygame.SRCALPHA, f"{rel} has no alpha channel"
        assert surf.get_bitsize() == 32


@pytest.mark.parametrize("rel", sorted(r for r, (_s, a) in EXPECTED.items() if a))
def test_transparent_sprites_have_a_clear_outside(rel: str) -> None:
    """Round, shaped and rounded-corner sprites leave their top-left pixel transparent."""
    surf = load(rel)
    if rel == "ui/frame_corner.png":  # the ornament sits in the top-left: check the far corner
        assert alpha(surf, 47, 47) == 0
    else:
        assert alpha(surf, 0, 0) == 0


@pytest.mark.parametrize("rel", ["table/wood.png", "table/slate.png", "table/parchment.png"])
def test_textures_are_opaque_and_tile_seamlessly(rel: str) -> None:
    surf = load(rel)
    w, h = surf.get_size()
    step = 4

    def diff(a: tuple[int, int], b: tuple[int, int]) -> int:
        ca, cb = surf.get_at(a), surf.get_at(b)
        return abs(ca.r - cb.r) + abs(ca.g - cb.g) + abs(ca.b - cb.b)

    assert all(surf.get_at((x, y)).a == 255 for x in range(0, w, step) for y in range(0, h, step))
    # Across the wrap-around seams the colour changes no more than between neighbouring pixels
    # inside the tile (a generous factor, the grain and seams are not uniform).
    seam_x = sum(diff((w - 1, y), (0, y)) for y in range(h)) / h
    inner_x = sum(diff((w // 2 - 1, y), (w // 2, y)) for y in range(h)) / h
    seam_y = sum(diff((x, h - 1), (x, 0)) for x in range(w)) / w
    inner_y = sum(diff((x, h // 2 + 7), (x, h // 2 + 8)) for x in range(w)) / w
    assert seam_x <= 3 * inner_x + 6
    if rel != "table/wood.png":  # wood tiles meet at a plank seam, which is dark on purpose
        assert seam_y <= 3 * inner_y + 6


@pytest.mark.parametrize("name", CLASSES)
def test_icons_are_white_silhouettes_clear_in_the_corners(name: str) -> None:
    surf = load(f"icons/{name}.png")
    # Corners: 12×12 patches, mostly transparent.
    for x0, y0 in ((0, 0), (116, 0), (0, 116), (116, 116)):
        patch = [alpha(surf, x, y) for x in range(x0, x0 + 12) for y in range(y0, y0 + 12)]
        clear = sum(1 for a in patch if a < 16) / len(patch)
        assert clear >= 0.8, f"{name}: corner at {(x0, y0)} only {clear:.0%} transparent"
    # Middle: a good share of opaque white.
    middle = [surf.get_at((x, y)) for x in range(32, 96) for y in range(32, 96)]
    white = sum(1 for c in middle if c.a >= 250 and min(c.r, c.g, c.b) >= 240) / len(middle)
    assert white >= 0.25, f"{name}: only {white:.0%} opaque white in the middle"
    # Only white and the dark outline: no colour, so the game can tint or place it freely.
    for x in range(0, 128, 2):
        for y in range(0, 128, 2):
            c = surf.get_at((x, y))
            if c.a > 0:
                assert c.r == c.g == c.b, f"{name}: coloured pixel {c} at {(x, y)}"


def test_readme_names_every_sprite() -> None:
    readme = (SPRITES / "README.md").read_text(encoding="utf-8")
    for rel in EXPECTED:
        assert f"`{rel}`" in readme, f"sprites/README.md does not describe {rel}"


def test_make_sprites_reproduces_every_file(tmp_path: Path) -> None:
    """Regenerate into a temporary folder: same files, same pixels (deterministic art)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run(
        [sys.executable, str(SPRITES / "make_sprites.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    made = {p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.png")}
    assert made == set(EXPECTED)
    for rel in sorted(EXPECTED):
        new, old = load(rel, tmp_path), load(rel)
        assert new.get_size() == old.get_size()
        fmt = "RGBA" if EXPECTED[rel][1] else "RGB"
        assert pygame.image.tobytes(new, fmt) == pygame.image.tobytes(old, fmt), (
            f"{rel} differs from what make_sprites.py draws: regenerate and commit it"
        )
