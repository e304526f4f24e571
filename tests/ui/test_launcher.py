"""The launcher lists every registered game and opens its menu; the new-game form is built from
the chosen game's `GameInfo`, all by real mouse and key events in a headless window."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pygame
import pytest

import tests.tinygame as tiny
from game.core import registry
from game.core.game import Option
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, settle
from game.ui.scenes.launcher import LauncherScene, open_title
from game.ui.scenes.menus import MenuScene, NewGameScene, PauseScene
from game.ui.settings import load_settings
from tests.registered import only

pytestmark = pytest.mark.ui
SHOTS = os.environ.get("NIDAVELLIR_SHOTS")  # set to a folder to look at the scenes


def shot(app: App, name: str) -> None:
    if SHOTS:
        app.screenshot(Path(SHOTS) / f"{name}.png")


def _at(scene: object, wanted: tuple) -> tuple[int, int]:
    return next(rect.center for rect, target in scene.targets() if target == wanted)  # type: ignore[attr-defined]


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)


def _drawn_text(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    for name in ("text", "fit"):
        render = getattr(app.assets, name)

        def spy(text: str, *args: object, _render: object = render) -> object:
            seen.append(text)
            return _render(text, *args)  # type: ignore[operator]

        monkeypatch.setattr(app.assets, name, spy)
    return seen


def test_one_game_opens_straight_on_its_menu(app: App) -> None:
    with only("nidavellir"):
        assert registry.keys() == ["nidavellir"]
        open_title(app)
        app.step(FRAME_MS)
        menu = app.scenes[-1]
        assert isinstance(menu, MenuScene) and len(app.scenes) == 1
        _key(app, pygame.K_ESCAPE)  # no launcher to go back to
        assert app.scenes == [menu] and app.running


def test_the_launcher_lists_tiny_auction_and_opens_its_form(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny.registered():
        open_title(app)
        launcher = app.scenes[-1]
        assert isinstance(launcher, LauncherScene)
        seen = _drawn_text(app, monkeypatch)
        app.step(FRAME_MS)
        assert {"Nidavellir", "Tiny Auction", "2–4 players", "2–5 players"} <= set(seen)
        shot(app, "launcher")
        click(app, _at(launcher, ("game", "tiny")))
        menu = app.scenes[-1]
        assert isinstance(menu, MenuScene) and app.game.key == "tiny"
        entries = [key for key, _ in menu.entries]
        assert "menu.rules" not in entries and "calculator.menu" not in entries  # it has neither
        click(app, menu.button("menu.new_game").rect.center)
        form = app.scenes[-1]
        assert isinstance(form, NewGameScene)
        seen.clear()
        app.step(FRAME_MS)
        assert "Five rounds instead of three" in seen  # the option's help, tiny has no strings
        counts = [t[1] for _, t in form.targets() if t[0] == "count"]
        assert counts == [2, 3, 4] and form.count == 2
        assert [t for _, t in form.targets() if t[0] == "option"] == [("option", "long")]
        click(app, _at(form, ("count", 4)))
        click(app, _at(form, ("option", "long")))
        assert form.count == 4 and form.options == {"long": True}
        shot(app, "new_game_tiny")
        _key(app, pygame.K_ESCAPE)
        assert app.scenes[-1] is menu
        pause = PauseScene(app)
        assert not pause.buttons[[k for k, _ in pause.ENTRIES].index("pause.rules")].enabled
        _key(app, pygame.K_ESCAPE)
        assert isinstance(app.scenes[-1], LauncherScene)
        assert load_settings()[0].game == "tiny"  # remembered for the next start
        click(app, _at(app.scenes[-1], ("game", "nidavellir")))
        click(app, app.scenes[-1].games.rect.center)  # type: ignore[attr-defined]
        assert isinstance(app.scenes[-1], LauncherScene)  # "Other games" goes back too


def test_the_launcher_remembers_the_last_game(app: App) -> None:
    with tiny.registered():
        open_title(app)
        click(app, _at(app.scenes[-1], ("game", "tiny")))
        again = App()
        assert again.game.key == "tiny" and again.t.game == "tiny"
        open_title(again)
        launcher = again.scenes[-1]
        assert isinstance(launcher, LauncherScene)
        assert launcher.games[launcher.focus].key == "tiny"
        _key(again, pygame.K_UP)
        _key(again, pygame.K_RETURN)  # the keyboard opens the focused game
        above = registry.keys()[registry.keys().index("tiny") - 1]
        assert isinstance(again.scenes[-1], MenuScene) and again.game.key == above
        again.choose_game(registry.get("tiny"), remember=True)
    assert App().game.key == "nidavellir"  # a remembered game no longer registered: the default


def test_the_nidavellir_form_still_offers_first_game_and_idavoll(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.push(MenuScene(app))
    app.step(FRAME_MS)
    click(app, app.scenes[-1].button("menu.new_game").rect.center)  # type: ignore[attr-defined]
    form = app.scenes[-1]
    assert isinstance(form, NewGameScene)
    seen = _drawn_text(app, monkeypatch)
    app.step(FRAME_MS)
    assert {
        "First game (without Thrud, Ylud and Uline)",
        "Idavoll expansion (mythology)",
        "Thingvellir expansion (the camp)",
    } <= set(seen)
    assert [t[1] for _, t in form.targets() if t[0] == "count"] == [1, 2, 3, 4, 5]  # 1: solo
    assert form.count == 3
    click(app, _at(form, ("option", "idavoll")))
    click(app, _at(form, ("option", "first_game")))
    click(app, _at(form, ("option", "thingvellir")))
    chosen = registry.get("nidavellir").options_from(
        {"first_game": True, "idavoll": True, "thingvellir": True}
    )
    assert form.options == chosen
    shot(app, "new_game_nidavellir")
    session = form.start_session()
    assert session.state.options == chosen
    assert session.state.camp  # the camp is out


def test_requires_and_excludes_grey_a_box_that_cannot_be_ticked(app: App) -> None:
    options = (
        Option("long", help="five rounds"),
        Option("epic", help="seven rounds", requires=("long",)),
        Option("quick", help="one round", excludes=("long",)),
    )
    variant = dataclasses.replace(tiny.INFO, key="variant", title="Variant", options=options)
    registry.register(variant)
    try:
        app.choose_game(variant)
        form = NewGameScene(app)
        app.push(form)
        app.step(FRAME_MS)
        assert [form.can_tick(o.key) for o in options] == [True, False, True]
        click(app, _at(form, ("option", "epic")))  # greyed: nothing happens
        assert form.options == {"long": False, "epic": False, "quick": False}
        click(app, _at(form, ("option", "long")))
        assert [form.can_tick(o.key) for o in options] == [True, True, False]
        click(app, _at(form, ("option", "epic")))
        click(app, _at(form, ("option", "quick")))  # excluded by "long"
        assert form.options == {"long": True, "epic": True, "quick": False}
        click(app, _at(form, ("option", "long")))  # "epic" needs it: both go off
        assert form.options == {"long": False, "epic": False, "quick": False}
    finally:
        registry.unregister("variant")


def test_changing_language_mid_form(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    form = NewGameScene(app)
    app.push(form)
    click(app, _at(form, ("count", 4)))
    click(app, _at(form, ("option", "idavoll")))
    app.settings.language = "fr"
    app.apply_settings()  # what the settings scene does
    seen = _drawn_text(app, monkeypatch)
    app.step(FRAME_MS)
    assert {"Nouvelle partie", "Joueurs", "Extension Idavoll (mythologie)"} <= set(seen)
    assert form.seats[0].name == "Joueur 1"  # the default name follows the language
    assert form.count == 4 and form.options["idavoll"]  # the choices made stay
    click(app, _at(form, ("name", 1)))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    app.step(FRAME_MS)
    app.settings.language = "en"
    app.apply_settings()
    assert (form.seats[0].name, form.seats[1].name) == ("Player 1", "Brokkx")


def test_load_lists_the_saves_of_the_chosen_game(app: App) -> None:
    from game.core.session import Seat, Session
    from game.ui import saves
    from game.ui.scenes.saves import LoadScene

    with tiny.registered() as info:
        saves.save_named(Session([Seat("Ann"), Seat("Bo")], 1), "Dwarves")
        saves.save_named(Session([Seat("Ann"), Seat("Bo")], 1, game="tiny"), "Bids")
        assert [e.name for e in LoadScene(app).entries] == ["Dwarves"]
        app.choose_game(info)
        assert [e.name for e in LoadScene(app).entries] == ["Bids"]


def test_start_opens_tiny_auction_at_its_table(app: App) -> None:
    from game.ui.table.scene import TableScene

    with tiny.registered():
        open_title(app)
        click(app, _at(app.scenes[-1], ("game", "tiny")))
        click(app, app.scenes[-1].button("menu.new_game").rect.center)  # type: ignore[attr-defined]
        form = app.scenes[-1]
        click(app, _at(form, ("option", "long")))
        click(app, _at(form, ("choice", 1, "human")))  # two at the screen: no AI chair to drive
        click(app, _at(form, ("start",)))
        settle(app, lambda: app.scenes[-1] is not form)
        table = app.scenes[-1]
        assert isinstance(table, TableScene) and table.session.info.key == "tiny"
        assert table.session.options == {"long": True} and len(table.session.seats) == 2
        app.step(FRAME_MS)
        shot(app, "table_tiny")
        table.close()
