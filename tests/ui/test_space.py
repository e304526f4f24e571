"""The empty-panel measure (`game.ui.space`): exact on a surface whose panels and what covers
them are known, and `python main.py bench space` run headless, in a process of its own, on the
start of each game's `shots` tour (a whole tour, every position, under `-m slow`)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from pygame import Rect

from game.core import registry
from game.ui import theme, widgets
from game.ui.space import PanelRecorder, frame_space, same_pixels
from tests.mainpy import run_main

WOOD = (120, 80, 40)
SIZE = (100, 50)


def _screen() -> pygame.Surface:
    surface = pygame.Surface(SIZE)
    surface.fill(WOOD)
    return surface


def _laid(draw: object) -> tuple[pygame.Surface, list]:
    screen = _screen()
    with PanelRecorder(SIZE) as recorder:
        draw(screen)  # type: ignore[operator]
    return screen, recorder.laid


def test_a_bare_square_panel_is_empty_all_over() -> None:
    screen, laid = _laid(lambda s: widgets.panel(s, Rect(10, 10, 40, 20), radius=0))
    frame = frame_space("bare", screen, laid)
    assert (frame.empty, frame.inside) == (800 / 5000, 800 / 5000)
    assert [(p.area, p.empty) for p in frame.panels] == [(800, 800)]


def test_what_is_drawn_on_a_panel_is_not_empty() -> None:
    def draw(s: pygame.Surface) -> None:
        widgets.panel(s, Rect(10, 10, 40, 20), radius=0)
        s.fill((250, 250, 250), Rect(12, 12, 10, 10))  # a card on it
        s.fill((1, 2, 3), Rect(60, 10, 10, 10))  # and something beside it, on the wood

    screen, laid = _laid(draw)
    frame = frame_space("card", screen, laid)
    assert (frame.empty, frame.inside) == (700 / 5000, 800 / 5000)


def test_a_panel_inside_a_panel_owns_its_pixels() -> None:
    def draw(s: pygame.Surface) -> None:
        widgets.panel(s, Rect(0, 0, 60, 40), radius=0)
        widgets.panel(s, Rect(10, 10, 20, 10), radius=0)
        s.fill((250, 250, 250), Rect(10, 10, 5, 10))  # half of the inner one's left quarter

    screen, laid = _laid(draw)
    frame = frame_space("nested", screen, laid)
    assert frame.inside == 2400 / 5000
    assert frame.empty == (2400 - 50) / 5000
    assert [(p.area, p.empty) for p in frame.panels] == [(2400, 2200), (200, 150)]


def test_rounded_corners_are_outside_the_panel() -> None:
    screen, laid = _laid(lambda s: widgets.panel(s, Rect(10, 10, 40, 20), radius=6))
    shape = laid[0].shape.count()
    assert 0 < 800 - shape < 4 * 36  # the four corners, less than their squares
    assert frame_space("round", screen, laid).empty == shape / 5000


def test_panels_laid_in_a_smaller_picture_or_a_translucent_layer_are_not_the_table_s() -> None:
    def draw(s: pygame.Surface) -> None:
        widgets.panel(pygame.Surface((30, 30)), Rect(0, 0, 20, 20))
        widgets.panel(pygame.Surface(SIZE, pygame.SRCALPHA), Rect(0, 0, 20, 20))
        widgets.panel(s, Rect(70, 30, 60, 30), radius=0)  # half off the window: clipped

    screen, laid = _laid(draw)
    assert [tuple(p.rect) for p in laid] == [(70, 30, 30, 20)]
    assert frame_space("clipped", screen, laid).empty == 600 / 5000


def test_shown_at_another_size_the_share_is_scaled_with_the_window() -> None:
    screen, laid = _laid(lambda s: widgets.panel(s, Rect(0, 0, 50, 50), radius=0))
    assert frame_space("half", screen, laid, shown=(40, 20)).empty == 400 / 800


def test_same_pixels_tells_a_one_step_difference_in_any_channel() -> None:
    a, b = pygame.Surface((4, 1)), pygame.Surface((4, 1))
    a.fill((10, 20, 30))
    b.fill((10, 20, 30))
    b.set_at((1, 0), (11, 20, 30))
    b.set_at((2, 0), (10, 19, 30))
    b.set_at((3, 0), (10, 20, 31))
    mask = same_pixels(a, b)
    assert [mask.get_at((x, 0)) for x in range(4)] == [1, 0, 0, 0]


def test_the_recorder_names_who_laid_the_panel() -> None:
    _, laid = _laid(lambda s: widgets.panel(s, Rect(0, 0, 10, 10)))
    assert (
        laid[0].where == f"{__name__}:test_the_recorder_names_who_laid_the_panel.<locals>.<lambda>"
    )


def _bench_space(game: str, home: Path, *more: str) -> dict:
    done = run_main(
        "bench", "space", "--game", game, "--json", *more,
        env={"NIDAVELLIR_HOME": str(home), "PYGAME_HIDE_SUPPORT_PROMPT": None}, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("game", registry.keys())
def test_bench_space_measures_the_start_of_each_game_s_tour(game: str, tmp_path: Path) -> None:
    run = _bench_space(game, tmp_path, "--frames", "1", "--size", "640x360", "--lang", "fr")
    assert run["window"] == [640, 360]
    [frame] = run["frames"]
    word, moves = frame["name"].split()
    assert word == "move" and int(moves) < 5  # the start: at most the AI chairs' first bids
    assert run["start"] == run["mean"] == frame["empty"]
    assert 0 < frame["empty"] < frame["inside"] <= 1
    worst = run["worst_panels"]
    assert worst and all(row["where"].startswith("game.ui.") for row in worst)
    shares = [row["window_share"] for row in worst]
    assert shares == sorted(shares, reverse=True)


def test_bench_space_refuses_a_window_under_the_minimum(tmp_path: Path) -> None:
    home = {"NIDAVELLIR_HOME": str(tmp_path)}
    done = run_main("bench", "space", "--game", "arran", "--size", "600x300", env=home)
    assert done.returncode == 2
    w, h = (round(n * 0.4) for n in theme.LOGICAL_SIZE)
    assert f"--size 600x300: the window is at least {w}x{h}" in done.stderr


@pytest.mark.slow
@pytest.mark.parametrize("game", registry.keys())
def test_bench_space_measures_a_whole_tour(game: str, tmp_path: Path) -> None:
    run = _bench_space(game, tmp_path)
    assert len(run["frames"]) > 3
    assert run["mean"] == pytest.approx(sum(f["empty"] for f in run["frames"]) / len(run["frames"]))
