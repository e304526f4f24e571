"""Every menu by keyboard alone, with real key events: a ring shows the focus (checked on the
screen's pixels), the arrows and Tab move it, Enter or Space choose, Escape goes back. In English
and French: the keys are the same, the words on the controls are not."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import saves, theme
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.autoplay import FRAME_MS, settle
from game.ui.scenes.launcher import LauncherScene, open_title
from game.ui.scenes.menus import MenuScene, NewGameScene, PauseScene
from game.ui.scenes.saves import LoadScene, SaveScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.scenes.settings import SettingsScene
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui
LANGS = ["en", "fr"]


def press(app: App, key: int, mod: int = 0, times: int = 1) -> None:
    for _ in range(times):
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        )
        app.step(FRAME_MS)


def press_space(app: App) -> None:
    """Space as a keyboard sends it: the key, then the text it types, in one frame."""
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    )
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=" "))
    app.step(FRAME_MS)


def type_text(app: App, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.step(FRAME_MS)


def ringed(app: App, rect: pygame.Rect) -> bool:
    """Whether the focus ring is drawn around `rect` on the screen (its bright outer line)."""
    app.step(FRAME_MS)
    return tuple(app.screen.get_at((rect.centerx, rect.top - 6)))[:3] == theme.HIGHLIGHT


def rect_of(scene: object, meaning: tuple[object, ...]) -> pygame.Rect:
    return next(rect for rect, t in scene.targets() if t == meaning)  # type: ignore[attr-defined]


def tabs_to(app: App, form: NewGameScene, meaning: tuple[object, ...]) -> None:
    """Tab until `meaning` has the focus (Tab visits the controls in their order)."""
    for _ in range(len(form.focusables()) + 1):
        if form.focus.meaning == meaning:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {meaning}")


@pytest.mark.parametrize("lang", LANGS)
def test_the_launcher_and_a_games_menu_by_keys(app: App, lang: str) -> None:
    app.set_language(lang)
    open_title(app)
    app.step(FRAME_MS)
    launcher = app.scenes[-1]
    assert isinstance(launcher, LauncherScene) and launcher.focus == 0
    press(app, pygame.K_DOWN)
    assert launcher.games[launcher.focus].key == "arran"
    press(app, pygame.K_TAB, times=2)  # past the last game: Quit
    assert launcher.focus == -1 and ringed(app, launcher.quit.rect)
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert launcher.games[launcher.focus].key == "vedrfolnir"
    press(app, pygame.K_RETURN)
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene) and app.game.key == "vedrfolnir"
    new_game = menu.button("menu.new_game")
    assert ringed(app, new_game.rect)  # nothing to continue: New game has the focus
    press(app, pygame.K_DOWN)
    assert ringed(app, menu.button("lesson.menu").rect) and not ringed(app, new_game.rect)
    press(app, pygame.K_UP)
    press(app, pygame.K_SPACE)
    form = app.scenes[-1]
    assert isinstance(form, NewGameScene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes[-1] is menu
    press(app, pygame.K_ESCAPE)  # the game's menu goes back to the launcher
    assert isinstance(app.scenes[-1], LauncherScene)


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_game_form_by_keys_then_it_says_it_is_starting(app: App, lang: str) -> None:
    app.choose_game(registry.get("vedrfolnir"))
    app.set_language(lang)
    app.replace(MenuScene(app))
    form = NewGameScene(app)
    app.push(form)
    app.step(FRAME_MS)
    assert form.focus.meaning == ("start",) and ringed(app, rect_of(form, ("start",)))
    press(app, pygame.K_TAB)  # from the last control round to the first: the first mode
    assert form.focus.meaning == ("mode", "standard")
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert form.mode().key == "two_player" and form.count == 2  # type: ignore[union-attr]
    assert ringed(app, rect_of(form, ("mode", "two_player")))
    press(app, pygame.K_DOWN)
    assert form.focus.meaning[0] == "count"
    tabs_to(app, form, ("name", 0))
    name = form.seats[0].name
    press_space(app)  # Space on a name starts typing it, and types no space
    assert form.editing == 0 and form.seats[0].name == name
    press(app, pygame.K_ESCAPE)  # Escape ends the typing, not the form
    assert form.editing is None and app.scenes[-1] is form
    press(app, pygame.K_RETURN)  # and so does Enter
    assert form.editing == 0
    press(app, pygame.K_BACKSPACE, times=20)
    type_text(app, "Åsa Gró")  # Space types a space while a name is typed
    press(app, pygame.K_RETURN)
    assert form.editing is None and form.seats[0].name == "Åsa Gró"
    press(app, pygame.K_DOWN)  # the row below, the control nearest across: its name
    assert form.focus.meaning == ("name", 1)
    press(app, pygame.K_RIGHT, times=4)
    assert form.focus.meaning == ("choice", 1, "hard")
    press(app, pygame.K_SPACE)
    assert (form.seats[1].kind, form.seats[1].level) == (AI, "hard")
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT, times=len(form.focusables()))  # round again
    tabs_to(app, form, ("start",))
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    press(app, pygame.K_RETURN)
    starting = app.t("setup.starting")
    assert starting in {d.text for d in drawn}  # the frame after Enter says so,
    assert form.starting is not None and not form.starting.begun  # before the work begins
    settle(app, lambda: isinstance(app.scenes[-1], TableScene))
    table = app.scenes[-1]
    assert isinstance(table, TableScene)
    assert [(s.name, s.kind, s.level) for s in table.session.seats] == [
        ("Åsa Gró", HUMAN, "normal"),
        ("Brokk", AI, "hard"),
    ]
    table.close()


def _game(moves: int) -> Session:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI, "easy")], 7)
    rng = random.Random(7)
    for _ in range(moves):
        if session.state.is_over():
            break
        seat = (session.waiting_humans() + session.waiting_ai())[0]
        session.submit(rng.choice(session.state.legal_actions(seat)))
    return session


@pytest.mark.parametrize("lang", LANGS)
def test_pause_save_and_load_by_keys(app: App, lang: str) -> None:
    app.set_language(lang)
    session = _game(10)
    app.replace(MenuScene(app))
    pause = PauseScene(app, session)
    app.push(pause)
    assert ringed(app, pause.buttons[0].rect)  # Resume
    press(app, pygame.K_DOWN)
    press_space(app)
    box = app.scenes[-1]
    assert isinstance(box, SaveScene) and ringed(app, box._save_rect())
    assert not box.name.endswith(" ")  # the Space that opened the box typed nothing
    box.name = ""
    type_text(app, "Soir de fête")
    press(app, pygame.K_RETURN)
    assert box.saved_as == "Soir de fête" and ringed(app, box._ok_rect())
    press(app, pygame.K_SPACE)
    assert app.scenes[-1] is pause
    press(app, pygame.K_UP)  # round from the first entry to the last: Quit to menu
    press(app, pygame.K_RETURN)
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene)
    saves.save_named(_game(20), "Later")
    press(app, pygame.K_DOWN, times=4)  # past Learn to play, Game night and Join a game night
    press(app, pygame.K_RETURN)  # Load a game
    load = app.scenes[-1]
    assert isinstance(load, LoadScene)
    assert sorted(e.name for e in load.entries) == ["Later", "Soir de fête"]
    assert ringed(app, rect_of(load, ("open", 0)))
    press(app, pygame.K_DOWN, times=[e.name for e in load.entries].index("Soir de fête"))
    press(app, pygame.K_KP_ENTER)
    table = app.scenes[-1]
    assert isinstance(table, TableScene) and table.session.history == session.history
    table.close()


@pytest.mark.parametrize("lang", LANGS)
def test_settings_and_the_score_sheet_by_keys(app: App, lang: str) -> None:
    app.set_language(lang)
    app.replace(MenuScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    assert ringed(app, rect_of(settings, ("language", "en")))
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert app.settings.language == "fr"
    press(app, pygame.K_LEFT)
    press(app, pygame.K_SPACE)
    assert app.settings.language == "en"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes[-1], MenuScene)
    finished = _game(10_000)
    sheet = ScoreSheetScene(app, finished)
    app.push(sheet)
    assert ringed(app, sheet.rematch.rect)
    press(app, pygame.K_RIGHT)
    assert ringed(app, sheet.review.rect)
    press(app, pygame.K_RIGHT)
    assert ringed(app, sheet.menu.rect)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes[-1], MenuScene)
