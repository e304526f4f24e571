"""How much of Vedrfolnir's window is empty panel: measured at every decision with a choice of a
whole `shots` run (the tour's seeded game, every chair a person; a single choice may play itself),
as the share of the window's pixels that lie in a panel (a place, the Tribute, the hand) and show
nothing but the panel itself.

Why pixels and not the layout's rectangles: what fills a panel is what is drawn in it (cards,
figures, words); comparing the window with the same panels drawn bare on the bare table finds
what shows nothing, whatever the layout. The window is cut in cells of `CELL` px; a cell is
empty when every pixel of it is the bare panel's.

Run `python -m tests.ui.vedrfolnir.space [--players N] [--compact] [--spring --winter]` for the
figure of one run.
"""

from __future__ import annotations

import argparse
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy
import pygame
from pygame import Rect

from game.core import registry
from game.ui.app import App
from game.ui.autoplay import hover
from game.ui.games.vedrfolnir import artist as artist_module
from game.ui.games.vedrfolnir import shots
from game.ui.table.scene import TableScene
from game.ui.tour import PARKED

CELL = 8


@contextmanager
def recorded_panels() -> Iterator[list[tuple[Rect, tuple[Any, ...], dict[str, Any]]]]:
    """Every panel Vedrfolnir's artist draws meanwhile, with its arguments."""
    real = artist_module.panel
    drawn: list[tuple[Rect, tuple[Any, ...], dict[str, Any]]] = []

    def recording(surface: pygame.Surface, rect: Rect, *args: Any, **kwargs: Any) -> None:
        drawn.append((Rect(rect), args, kwargs))
        real(surface, rect, *args, **kwargs)

    artist_module.panel = recording  # type: ignore[assignment]
    try:
        yield drawn
    finally:
        artist_module.panel = real  # type: ignore[assignment]


def empty_share(app: App, scene: TableScene) -> float:
    """The share of the window that is empty panel now (the table drawn afresh, no pointer)."""
    with recorded_panels() as drawn:
        scene.base.forget()
        scene.invalidate()
        hover(app, PARKED)
    shown = pygame.surfarray.pixels3d(app.screen).copy()
    bare_surface = scene.presenter.backdrop().copy()
    inside = numpy.zeros(shown.shape[:2], dtype=bool)
    for rect, args, kwargs in drawn:
        artist_module.panel(bare_surface, rect, *args, **kwargs)
        clip = rect.clip(bare_surface.get_rect())
        inside[clip.left : clip.right, clip.top : clip.bottom] = True
    bare = pygame.surfarray.pixels3d(bare_surface)
    same = (shown == bare).all(axis=2) & inside
    w, h = same.shape
    cells = same[: w - w % CELL, : h - h % CELL].reshape(w // CELL, CELL, h // CELL, CELL)
    empty = cells.all(axis=(1, 3)).sum() * CELL * CELL
    return float(empty) / (w * h)


def tour_shares(
    players: int, options: dict[str, bool], compact: bool, lang: str = "en", seed: int = 1
) -> list[float]:
    """The empty share at every decision of the `shots` tour's game."""
    app = App()
    app.settings.compact = compact
    shares: list[float] = []
    decide = shots.Tour._decision_shots

    def measuring(tour: shots.Tour, scene: TableScene, table: Any, action: Any) -> None:
        choices = len(scene.session.state.legal_actions(scene.viewer))
        if not scene.view.get("over") and table.opened is None and choices > 1:
            shares.append(empty_share(app, scene))
        decide(tour, scene, table, action)

    shots.Tour._decision_shots = measuring  # type: ignore[method-assign]
    try:
        with tempfile.TemporaryDirectory() as out:
            app.screenshot = lambda path: None  # type: ignore[method-assign]
            info = registry.get("vedrfolnir")
            shots.take_shots(Path(out), info, players, seed, options, lang, app)
    finally:
        shots.Tour._decision_shots = decide  # type: ignore[method-assign]
        app.close()
    return shares


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--compact", action="store_true")
    parser.add_argument("--spring", action="store_true")
    parser.add_argument("--winter", action="store_true")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    options = {"spring": args.spring, "winter": args.winter}
    shares = tour_shares(args.players, options, args.compact, args.lang)
    mean = sum(shares) / len(shares)
    print(
        f"{args.players} players{' compact' if args.compact else ''}: {len(shares)} decisions, "
        f"empty panel {mean:.1%} of the window (least {min(shares):.1%}, most {max(shares):.1%})"
    )


if __name__ == "__main__":
    main()
