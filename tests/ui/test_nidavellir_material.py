"""Nidavellir's components in material: a hero's rim is gilded and a dwarf's is its class's
colour (a hero reads as one at a glance), a hero's portrait stays clear of the gold, a coin's value
stands in relief, and the boards are grained wood drawn once into the backdrop (high contrast
keeps the plain panels)."""

from __future__ import annotations

import pygame

from game.core.session import AI, HUMAN, Seat, Session
from game.nidavellir.data import DWARF
from game.taverns import coins as cn
from game.ui import theme
from game.ui.app import App
from game.ui.games.nidavellir import frames
from game.ui.space import PanelRecorder
from game.ui.tavernkit.presenter import TavernsPresenter
from tests.ui.conftest import table_after


def _distance(a: pygame.Color, b: tuple[int, ...]) -> int:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True))


def _left_rim(face: pygame.Surface) -> pygame.Color:
    """The middle of the rim's left side, one pixel in (under the lit outer line)."""
    return face.get_at((1, face.get_height() // 2))


def test_a_hero_wears_a_gilded_rim_and_a_dwarf_its_class_colour(app: App) -> None:
    rules = app.rules
    warrior = next(c for c, info in enumerate(rules.cards) if info.kind == DWARF and info.cls == 0)
    kraal = rules.card_ids["kraal"]  # a warrior hero: same class, other rim
    hero, dwarf = app.faces.card(kraal, 64, 88), app.faces.card(warrior, 64, 88)
    dark_red = theme.darker(theme.CLASS_COLOURS[0], 0.55)
    assert _distance(_left_rim(hero), frames.GILT) < _distance(_left_rim(hero), dark_red)
    assert _distance(_left_rim(dwarf), dark_red) < _distance(_left_rim(dwarf), frames.GILT)


def test_a_large_heros_portrait_keeps_clear_of_its_gold_rim(app: App) -> None:
    w, h = 360, 504
    face = app.faces.card(app.rules.card_ids["kraal"], w, h)
    gilt = frames.gilt_width(w, h)
    mid = h // 2
    # the portrait's own thin gold line, then the picture, just inside the rim's groove
    assert _distance(face.get_at((gilt + 1, mid)), theme.GOLD) < 60
    assert _distance(face.get_at((gilt + 4, mid)), theme.GOLD) > 60


def test_a_coins_value_stands_in_relief(app: App) -> None:
    size = 96
    face = app.faces.coin(cn.coin(9, cn.GOLD), size)
    blank = app.assets.scaled("coins/gold", size, size)
    label = app.assets.text("9", "text_bold", int(size * 0.46), (70, 44, 10))
    box = label.get_rect(center=(size // 2, size // 2 + 1))
    w, h = label.get_size()
    solid = {(x, y) for x in range(w) for y in range(h) if label.get_at((x, y)).a > 200}
    edges = [(x, y) for x, y in solid if (x - 1, y - 1) not in solid and x and y]
    brighter = [
        (x, y)
        for x, y in edges
        if sum(face.get_at((box.x + x - 1, box.y + y - 1))[:3])
        > sum(blank.get_at((box.x + x - 1, box.y + y - 1))[:3])
    ]
    assert edges and len(brighter) > len(edges) // 2  # lit along its upper-left edges


def _table(app: App) -> TavernsPresenter:
    """A table whose wood under the boards is one flat colour: whatever grain a board shows
    is its own."""
    app.background = pygame.Surface(app.background.get_size())
    app.background.fill((30, 60, 30))
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI), Seat("Cy", AI)], 17)
    presenter = table_after(app, session, 0, rng_seed=3).presenter
    assert isinstance(presenter, TavernsPresenter)
    presenter.backdrop_surface = None  # made again over the flat table
    return presenter


def _colours_in(surface: pygame.Surface, area: pygame.Rect) -> int:
    inner = area.inflate(-40, -40)
    return len(
        {
            tuple(surface.get_at((x, y)))
            for x in range(inner.x, inner.right, 3)
            for y in range(inner.y, inner.bottom, 3)
        }
    )


def test_the_boards_are_grained_wood_drawn_once_into_the_backdrop(app: App) -> None:
    table = _table(app)
    assert table.lay is not None
    backdrop = table.backdrop()
    assert table.backdrop() is backdrop  # made once per chair, never per frame
    for area in [table.lay.seats[0].panel, *table.lay.tavern_rows]:
        assert _colours_in(backdrop, area) > 30  # grain on a flat table: the board's own


def test_high_contrast_keeps_the_plain_panels(app: App) -> None:
    theme.set_high_contrast(True)
    try:
        table = _table(app)
        assert table.lay is not None
        assert _colours_in(table.backdrop(), table.lay.seats[0].panel) == 1  # one opaque fill
    finally:
        theme.set_high_contrast(False)


def test_the_wooden_boards_are_laid_as_panels_for_the_space_measure(app: App) -> None:
    table = _table(app)
    assert table.lay is not None
    with PanelRecorder(app.screen.get_size()) as recorder:
        table.backdrop()
    laid = {tuple(p.rect) for p in recorder.laid}
    boards = [box.panel for box in table.lay.seats.values()] + list(table.lay.tavern_rows)
    assert all(tuple(board) in laid for board in boards)
    corner = next(p for p in recorder.laid if p.rect == table.lay.seats[0].panel)
    assert not corner.shape.get_at((0, 0))  # the shape is the board's, its corners rounded
    assert corner.shape.get_at((corner.rect.w // 2, corner.rect.h // 2))
