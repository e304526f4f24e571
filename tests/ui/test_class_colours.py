"""Class colours are defined once, in the game's data: the window and the sprite script's contact
sheet both take them from `data/nidavellir/classes.yaml` (they had drifted apart as two copies)."""

from __future__ import annotations

import importlib.util

import pytest

from game.nidavellir.data import CLASS_KEYS
from game.ui import theme
from game.ui.app import App
from tests.test_sprites import SPRITES

pytestmark = pytest.mark.ui

EXPECTED = (
    (178, 40, 40),  # warrior red
    (46, 125, 60),  # hunter green
    (226, 128, 36),  # miner orange
    (112, 46, 160),  # blacksmith purple
    (52, 140, 200),  # explorer light blue
    (78, 78, 84),  # neutral grey
)


def test_the_window_takes_the_class_colours_from_the_data(app: App) -> None:
    assert theme.CLASS_COLOURS == EXPECTED
    assert tuple(c.colour for c in app.rules.classes) == EXPECTED[:5]
    assert app.rules.neutral_colour == EXPECTED[5]


def test_the_sprite_contact_sheet_reads_the_same_colours() -> None:
    spec = importlib.util.spec_from_file_location("make_sprites", SPRITES / "make_sprites.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    assert script.class_colours() == dict(zip((*CLASS_KEYS, "neutral"), EXPECTED, strict=True))
