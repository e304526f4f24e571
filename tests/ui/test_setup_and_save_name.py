"""The new-game chairs as one visible choice (Human | Easy | Normal | Hard), and a default save
name that is never cut."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from game.core.session import AI, HUMAN
from game.ui import saves
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.i18n import Strings
from game.ui.scenes.menus import CHOICES, MenuScene, NewGameScene
from game.ui.scenes.saves import default_save_name

pytestmark = pytest.mark.ui


def _segment(scene: NewGameScene, seat: int, choice: str) -> tuple[int, int]:
    return next(
        rect.center for rect, target in scene.targets() if target == ("choice", seat, choice)
    )


def test_each_segment_sets_the_chair_by_one_click(app: App) -> None:
    app.push(MenuScene(app))
    setup = NewGameScene(app)
    app.push(setup)
    click(app, next(rect.center for rect, t in setup.targets() if t == ("count", 5)))
    seen = []
    for seat in range(5):
        for choice in (*CHOICES[1:], HUMAN, "normal"):
            click(app, _segment(setup, seat, choice))
            s = setup.seats[seat]
            seen.append((s.kind, s.level if s.kind == AI else None))
    hard_then_human = [(AI, "easy"), (AI, "normal"), (AI, "hard"), (HUMAN, None), (AI, "normal")]
    assert seen == hard_then_human * 5
    assert [setup.choice(s) for s in setup.seats] == ["normal"] * 5


def test_the_four_segments_sit_in_one_row_apart_from_the_name(app: App) -> None:
    setup = NewGameScene(app)
    setup.count = 5
    app.push(setup)
    app.step(FRAME_MS)
    for row in range(5):
        rects = [
            rect
            for rect, target in setup.targets()
            if target[:2] in (("name", row), ("choice", row))
        ]
        assert len(rects) == 5 and len({r.y for r in rects}) == 1
        assert all(a.right <= b.x for a, b in pairwise(rects))


@pytest.mark.parametrize(
    ("lang", "players", "expected"),
    [
        ("en", ["Astrid", "Brokk"], "Astrid, Brokk – 2026-11-26 05:50"),
        (
            "en",
            ["Astrid", "Brokk", "Eitri", "Dvalin", "Sindri"],
            "Astrid and 4 others – 2026-11-26 05:50",
        ),
        (
            "fr",
            ["Astrid", "Brokk", "Eitri", "Dvalin", "Sindri"],
            "Astrid et 4 autres – 2026-11-26 05:50",
        ),
        ("en", ["Sigrún the Bold", "Hreidmar", "Alviss"], "Sigrún the Bold – 2026-11-26 05:50"),
    ],
)
def test_the_default_save_name_keeps_the_date_whole(
    lang: str, players: list[str], expected: str
) -> None:
    name = default_save_name(Strings(lang), players, "2026-11-26 05:50")
    assert (name, len(name) <= saves.NAME_MAX) == (expected, True)


def test_typed_chair_names_stop_at_the_limit_saves_cut_to(app: App) -> None:
    setup = NewGameScene(app)
    app.push(setup)
    app.step(FRAME_MS)
    click(app, next(rect.center for rect, t in setup.targets() if t == ("name", 1)))
    while setup.seats[1].name:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0))
        app.step(FRAME_MS)
    for text in ("Ragnhild", "ur Sigurdardottir"):  # a pasted or composed text comes at once
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        app.step(FRAME_MS)
    assert setup.seats[1].name == "Ragnhildur Sig"
    assert len(setup.seats[1].name) == saves.SEAT_NAME_MAX
