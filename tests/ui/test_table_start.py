""" "Start the game" answers at once: the button says the game is starting in the very next frame,
the table is made ready on a thread while the window goes on drawing, and a form closed before
its table is ready leaves nothing running (the table's AI worker ends)."""

from __future__ import annotations

import pytest

from game.core.session import AI
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.autoplay import FRAME_MS, click, settle
from game.ui.scenes.menus import MenuScene, NewGameScene
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui


def _form(app: App) -> NewGameScene:
    app.replace(MenuScene(app))
    form = NewGameScene(app)
    app.push(form)
    for seat in form.seats[1:]:
        seat.kind, seat.level = AI, "hard"  # the table starts an AI worker process
    app.step(FRAME_MS)
    return form


def _start(app: App, form: NewGameScene) -> None:
    click(app, next(rect.center for rect, t in form.targets() if t == ("start",)))


@pytest.mark.parametrize(("lang", "words"), [("en", "Starting…"), ("fr", "Lancement…")])
def test_start_says_it_is_starting_and_the_window_keeps_drawing(
    app: App, lang: str, words: str
) -> None:
    app.set_language(lang)
    form = _form(app)
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    _start(app, form)
    assert words in {d.text for d in drawn}
    start = form.starting
    assert start is not None and not start.begun  # the frame was drawn before the work
    frames = 0

    def ready() -> bool:
        nonlocal frames
        frames += 1
        return isinstance(app.scenes[-1], TableScene)

    settle(app, ready)
    assert frames > 2  # frames were drawn while the table was made ready
    table = app.scenes[-1]
    assert isinstance(table, TableScene) and table.process is not None
    assert form.starting is None
    table.close()


def test_a_form_closed_while_its_table_is_made_ends_that_table(app: App) -> None:
    form = _form(app)
    _start(app, form)
    app.step(FRAME_MS)  # the work begins
    start = form.starting
    assert start is not None and start.begun
    app.replace(MenuScene(app))  # the player quits to the menu meanwhile
    assert start._thread is not None
    start._thread.join(60)
    assert start.table is not None and start.table.process is None  # its AI worker ended
    assert isinstance(app.scenes[-1], MenuScene)
