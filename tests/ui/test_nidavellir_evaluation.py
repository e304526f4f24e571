"""The Troop Evaluation as it unfolds: the awards already known but not yet shown stand dimmed
on their rows, so the box is never a large empty panel (issue 27)."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.games.nidavellir.panels import NidavellirPanels
from tests.ui.conftest import table_after

pytestmark = pytest.mark.ui


def _drawn(
    app: App, ahead: bool, monkeypatch: pytest.MonkeyPatch
) -> tuple[pygame.Surface, list[pygame.Rect]]:
    """The evaluation's first step drawn alone on black, and where its five rows are."""
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI), Seat("Cy", AI)], 17)
    scene = table_after(app, session, 90, rng_seed=3)
    table = scene.presenter
    table.evaluation, table.evaluation_clock = [(0, 1), (1, None), (2, 0), (3, 2), (4, 1)], 0.0
    monkeypatch.setattr(NidavellirPanels, "EVALUATION_AHEAD", ahead)
    surface = pygame.Surface((1600, 900))
    surface.fill((0, 0, 0))
    table._draw_evaluation(surface)
    return surface, [table.award_row(i) for i in range(5)]


def _same(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return bool(
        pygame.image.tobytes(a.subsurface(rect), "RGB")
        == pygame.image.tobytes(b.subsurface(rect), "RGB")
    )


def test_the_awards_still_to_come_show_dimmed_on_their_rows(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At the first step only the first award is shown whole; the four others are drawn on
    their rows (without them, those rows are the bare panel)."""
    bare, _ = _drawn(app, False, monkeypatch)
    ahead, (first, *rest) = _drawn(app, True, monkeypatch)
    assert _same(bare, ahead, first)
    assert not any(_same(bare, ahead, row) for row in rest)
