"""The window on a real X display (run by tests/ui/test_real_window.py inside Xvfb, with a window
manager when one is installed): where it opens, at what scale, the smallest text as shown, and
real clicks of the X server's pointer (xdotool) landing on the logical canvas, in the window as
opened, in a window dragged to another shape and in full screen.

`python -m tests.ui.realwindow [PICTURES_DIR]` prints one JSON line; with a folder, it saves
the whole screen there at each stage (the X server's picture, decorations included).
"""

from __future__ import annotations

import json
import random
import struct
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pygame

from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.core.simulate import random_step
from game.ui import theme, window
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.scenes.launcher import LauncherScene, open_title
from game.ui.scenes.menus import MenuScene
from game.ui.table.scene import TableScene

FRAME_MS = 16
clicks: list[tuple[int, int]] = []


def _recording_events() -> None:
    """Keep every mouse press the app reads, as the app reads it."""
    get = pygame.event.get

    def spy(*args: Any, **kwargs: Any) -> list[pygame.event.Event]:
        events = get(*args, **kwargs)
        clicks.extend(e.pos for e in events if e.type == pygame.MOUSEBUTTONDOWN)
        return events

    pygame.event.get = spy


def settle(app: App, frames: int = 12) -> None:
    for _ in range(frames):
        app.step(FRAME_MS)
        time.sleep(0.01)


def on_screen(logical: tuple[int, int]) -> tuple[int, int]:
    """Where a point of the canvas is on the screen: the window's place, the letterbox, the
    scale."""
    x, y = pygame.display.get_window_position()
    w, h = pygame.display.get_window_size()
    s = window.scale()
    lw, lh = theme.LOGICAL_SIZE
    return (
        round(x + (w - lw * s) / 2 + logical[0] * s),
        round(y + (h - lh * s) / 2 + logical[1] * s),
    )


def real_click(app: App, logical: tuple[int, int]) -> tuple[int, int]:
    """Press the X pointer over `logical`; the position the app reads."""
    clicks.clear()
    x, y = on_screen(logical)
    subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], check=True)
    for _ in range(50):
        settle(app, 1)
        if clicks:
            return clicks[0]
    raise AssertionError("the click never reached the window")


def key(app: App, name: str) -> None:
    subprocess.run(["xdotool", "key", name], check=True)
    settle(app, 30)


def picture(folder: Path | None, name: str) -> None:
    """The whole X screen as a PNG (xwd's dump, read here)."""
    if folder is None:
        return
    dump = subprocess.run(["xwd", "-root", "-silent"], check=True, capture_output=True).stdout
    folder.mkdir(parents=True, exist_ok=True)
    pygame.image.save(xwd_surface(dump), str(folder / f"{name}.png"))


def xwd_surface(data: bytes) -> pygame.Surface:
    header = struct.unpack(">25I", data[:100])
    size, w, h, bpp, line = header[0], header[4], header[5], header[11], header[12]
    start, step = size + header[19] * 12, bpp // 8
    pixels = bytearray()
    for y in range(h):
        row = data[start + y * line : start + y * line + w * step]
        if step == 3:
            wide = bytearray(w * 4)
            wide[0::4], wide[1::4], wide[2::4] = row[0::3], row[1::3], row[2::3]
            row = bytes(wide)
        pixels += row
    pixels[3::4] = b"\xff" * (w * h)
    return pygame.image.frombuffer(bytes(pixels), (w, h), "BGRA").copy()


def table(app: App) -> TableScene:
    """A four-chair Nidavellir table some moves into the first age, its AI chairs still."""
    info = registry.get("nidavellir")
    app.choose_game(info)
    seats = [Seat("Astrid", HUMAN), *(Seat(n, AI, "easy") for n in ("Brokk", "Eitri", "Dvalin"))]
    session = Session(seats, 7, {}, info)
    rng = random.Random(7)
    for _ in range(30):
        random_step(session.state, rng)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.replace(scene)
    return scene


def state(app: App) -> dict[str, Any]:
    handle = window._window()
    return {
        "size": list(pygame.display.get_window_size()),
        "position": list(pygame.display.get_window_position()),
        "frame": list(window.frame(handle)),
        "usable": list(vars(window.usable_area(handle)).values()),
        "scale": window.scale(),
        "fullscreen": bool(pygame.display.is_fullscreen()),
    }


def main(folder: Path | None) -> dict[str, Any]:
    _recording_events()
    app = App()
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    out: dict[str, Any] = {"screen": list(pygame.display.get_desktop_sizes()[0])}
    open_title(app)
    settle(app)
    out["opened"] = state(app)
    picture(folder, "launcher")
    launcher = app.top
    assert isinstance(launcher, LauncherScene)
    card = next(r for r, t in launcher.targets() if t == ("game", "nidavellir"))
    out["click_launcher"] = [list(card.center), list(real_click(app, card.center))]
    out["menu_opened"] = isinstance(app.top, MenuScene)
    scene = table(app)
    settle(app)
    picture(folder, "table")
    out["smallest_text"] = min(d.size for d in drawn)
    column = scene.presenter.lay.seats[scene.viewer].columns[2]
    out["click_table"] = [list(column.center), list(real_click(app, column.center))]

    handle = window._window()
    w, h = out["screen"]
    handle.size = (w * 7 // 10, h * 7 // 10 - 80)  # dragged to a squatter shape
    settle(app, 20)
    out["resized"] = state(app)
    out["click_resized"] = [list(column.center), list(real_click(app, column.center))]
    picture(folder, "resized")
    window.fit_to_screen()
    settle(app, 20)

    key(app, "F11")
    out["full"] = state(app)
    out["click_full"] = [list(column.center), list(real_click(app, column.center))]
    picture(folder, "fullscreen")
    key(app, "F11")
    out["back"] = state(app)
    app.close()
    return out


if __name__ == "__main__":
    result = main(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
    print(json.dumps(result))
