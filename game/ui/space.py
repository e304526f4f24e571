"""`python main.py bench space --game G`: how much of the window is empty panel, at every
position of the game the `shots` tour plays (issue 27: "no panel stays mostly empty").

The measure, exactly:
- A *panel* is a box laid by `widgets.panel` (boards, taverns, hands, the log, score boxes ...)
  on a surface the size of the window with no per-pixel alpha: the screen, or a layer of the
  table that is shown whole at the same place. Panels laid inside a smaller picture (a card
  face) are part of that picture, not panels of the table.
- Its *own background* is its rectangle's pixels just after it was laid: the wood or whatever
  lay under it, seen through its shade. Its *shape* is the pixels its shade covers (the corners
  rounded off).
- A pixel is *empty panel* when it lies in a panel's shape and the finished frame shows there
  exactly (red, green and blue) that panel's own background: nothing drawn on the panel (a card,
  a coin, a word, an icon, a panel inside it) covers it.
- A frame's *empty share* is its empty-panel pixels over the window's pixels; its *inside*
  share, the pixels in at least one panel over the window's.

The frames are every position of the game `shots` plays (each move, from the game's start), once
nothing flies any more (`presenter.busy()` false: an evaluation of awards that is still
unfolding is measured as shown), while a table is the top scene (the tour's menus,
pauses and score sheet are other scenes); each is drawn again afresh (every cached part of the
table dropped, no time passing) so that every panel is laid, and heard, in the frame measured.
"At the start" is the first of them: the table at rest before the player's first choice (in the
taverns games the AI chairs may have bid already).

The table is drawn on the 1600×900 logical canvas that the window scales, so at another window
size (`--size`) the empty and inside pixels are scaled as the window shows them: the shares
differ from 1600×900's only by the rounding of edges.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
from pygame import Rect

from game.core.game import GameInfo, Options
from game.ui import gamekit, widgets
from game.ui.app import App
from game.ui.table.scene import TableScene

WORST = 5  # panels listed as the emptiest of a run


@dataclass(frozen=True)
class Laid:
    """One panel as it was laid: who laid it, where, its shape and its own background."""

    where: str
    rect: Rect
    shape: pygame.mask.Mask
    bare: pygame.Surface


@dataclass(frozen=True)
class PanelSpace:
    where: str  # the function that laid it, module:qualified name
    rect: tuple[int, int, int, int]
    area: int  # pixels of its shape
    empty: int  # of them, showing its bare background


@dataclass(frozen=True)
class FrameSpace:
    name: str
    empty: float
    inside: float
    panels: list[PanelSpace]
    canvas: int  # pixels of the canvas the panels were counted on


class PanelRecorder:
    """While entered, keeps every panel laid on a window-sized opaque surface, in order."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.laid: list[Laid] = []

    def __enter__(self) -> PanelRecorder:
        widgets.PANEL_LISTENERS.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        widgets.PANEL_LISTENERS.remove(self)

    def __call__(self, surface: pygame.Surface, rect: Rect, shade: pygame.Surface) -> None:
        if surface.get_size() != self.size or surface.get_flags() & pygame.SRCALPHA:
            return
        clip = rect.clip(surface.get_rect())
        if not clip.w or not clip.h:
            return
        shape = pygame.mask.Mask(clip.size)
        shape.draw(pygame.mask.from_surface(shade), (rect.x - clip.x, rect.y - clip.y))
        self.laid.append(Laid(_caller(), clip, shape, surface.subsurface(clip).copy()))


def _caller() -> str:
    """Who laid the panel: the caller of `widgets.panel` (or of a game's own board), above
    `widgets.laid` and the recorder's call."""
    frame = sys._getframe(4)
    return f"{frame.f_globals.get('__name__', '?')}:{frame.f_code.co_qualname}"


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where two opaque surfaces of one size show the same colour: |a - b| summed
    from the two saturating subtractions is black exactly there."""
    up = a.copy()
    up.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down = b.copy()
    down.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return pygame.mask.from_threshold(up, (0, 0, 0, 255), (1, 1, 1, 255))


def frame_space(
    name: str, screen: pygame.Surface, laid: list[Laid], shown: tuple[int, int] | None = None
) -> FrameSpace:
    """The measure of the finished `screen` over the panels `laid` while it was drawn; `shown`
    is the window's size when it differs from the canvas's."""
    size = screen.get_size()
    empty, inside = pygame.mask.Mask(size), pygame.mask.Mask(size)
    panels = []
    for p in laid:
        same = same_pixels(screen.subsurface(p.rect), p.bare).overlap_mask(p.shape, (0, 0))
        inside.draw(p.shape, p.rect.topleft)
        empty.erase(p.shape, p.rect.topleft)  # a panel laid later owns its pixels
        empty.draw(same, p.rect.topleft)
        panels.append(
            PanelSpace(
                p.where, (p.rect.x, p.rect.y, p.rect.w, p.rect.h), p.shape.count(), same.count()
            )
        )
    if shown is not None and shown != size:
        empty, inside = empty.scale(shown), inside.scale(shown)
    pixels = empty.get_size()[0] * empty.get_size()[1]
    canvas = size[0] * size[1]
    return FrameSpace(name, empty.count() / pixels, inside.count() / pixels, panels, canvas)


def table_frame(
    app: App, scene: TableScene, name: str, shown: tuple[int, int], step: Callable[[int], None]
) -> FrameSpace:
    """The table drawn again from nothing by `step` (no time passing), measured (the taverns
    games lay their panels once per chair in a backdrop of their own, dropped too)."""
    if hasattr(scene.presenter, "backdrop_surface"):
        scene.presenter.backdrop_surface = None
    with PanelRecorder(app.screen.get_size()) as recorder:
        scene.base.forget()
        scene.invalidate()
        step(0)
    return frame_space(name, app.screen, recorder.laid, shown)


class _Enough(Exception):
    """The frames asked for are measured: the tour stops there."""


@dataclass
class SpaceRun:
    frames: list[FrameSpace]
    window: tuple[int, int]

    def mean(self) -> float:
        return statistics.fmean(f.empty for f in self.frames) if self.frames else 0.0

    def start(self) -> float:
        return self.frames[0].empty if self.frames else 0.0

    def worst_panels(self, count: int = WORST) -> list[dict[str, Any]]:
        """The panels that leave most of the window empty, on average over the frames that lay
        them (one panel: the same function and rectangle)."""
        seen: dict[tuple[str, tuple[int, ...]], list[PanelSpace]] = {}
        for frame in self.frames:
            for p in frame.panels:
                seen.setdefault((p.where, p.rect), []).append(p)
        canvas = self.frames[0].canvas if self.frames else 1
        rows: list[dict[str, Any]] = [
            {
                "where": where,
                "rect": list(rect),
                "frames": len(ps),
                "window_share": statistics.fmean(p.empty for p in ps) / canvas,
                "panel_share": sum(p.empty for p in ps) / sum(p.area for p in ps),
            }
            for (where, rect), ps in seen.items()
        ]
        rows.sort(key=lambda r: -r["window_share"])
        return rows[:count]

    def as_dict(self) -> dict[str, Any]:
        return {
            "window": list(self.window),
            "mean": self.mean(),
            "start": self.start(),
            "frames": [{"name": f.name, "empty": f.empty, "inside": f.inside} for f in self.frames],
            "worst_panels": self.worst_panels(),
        }


def space_run(
    info: GameInfo,
    players: int,
    seed: int,
    options: Options,
    lang: str,
    window: tuple[int, int],
    most: int | None = None,
) -> SpaceRun:
    """The measure at every position of the game's `shots` tour (its own code, the pictures not
    saved) once the table is at rest, stopped after `most` positions when given."""
    tour = gamekit.shots_tour(info)
    if tour is None:
        raise ValueError(f"{info.title} has no picture tour")
    app = App()
    frames: list[FrameSpace] = []
    step = app.step
    measured = [-1]  # the moves of the position measured last

    def stepped(dt_ms: int | None = None) -> None:
        step(dt_ms)
        scene = app.scenes[-1] if app.scenes else None
        if not isinstance(scene, TableScene) or scene.presenter.busy():
            return
        moves = len(scene.session.history)
        if moves != measured[0]:
            measured[0] = moves
            frames.append(table_frame(app, scene, f"move {moves}", window, step))
            if most is not None and len(frames) >= most:
                raise _Enough

    app.step = stepped  # type: ignore[method-assign]
    app.screenshot = lambda path: None  # type: ignore[method-assign]
    with tempfile.TemporaryDirectory() as out, _closing(app), suppress(_Enough):
        tour(Path(out), info, players, seed, options, lang, app)
    return SpaceRun(frames, window)


@contextmanager
def _closing(app: App) -> Iterator[None]:
    """The app closed however the tour ends (a tour run to its end closes it already)."""
    try:
        yield
    finally:
        app.close()


def panel_rows(run: SpaceRun) -> list[str]:
    """The report's lines: each frame, then the emptiest panels."""
    lines = [f"  {f.name}: {f.empty:.1%} empty (inside panels {f.inside:.1%})" for f in run.frames]
    lines.append("emptiest panels (share of the window left empty on average, of the panel):")
    for row in run.worst_panels():
        x, y, w, h = row["rect"]
        lines.append(
            f"  {row['where']} {w}×{h} at ({x}, {y}): {row['window_share']:.1%} of the window, "
            f"{row['panel_share']:.0%} of the panel, in {row['frames']} frames"
        )
    return lines
