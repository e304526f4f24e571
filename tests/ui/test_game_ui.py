"""What each game gives the window is one typed record, `UI`, a `GameUI` (`game.ui.gameui`):
every shipped game exports one whose parts work, a game without a UI module yet gets the
defaults, and a UI module that exports no record is refused by name."""

from __future__ import annotations

import dataclasses
import importlib

import pygame
import pytest

import tests.tinygame as tiny
from game.core import registry
from game.ui import gamekit, gameui
from game.ui.app import App
from game.ui.games import presenter_for
from game.ui.gameui import DEFAULT, DWARF_NAMES, GameUI, Mode, ui_of

pytestmark = pytest.mark.ui

# The parts of its record each game fills in (the others keep the defaults).
GIVEN = {
    "nidavellir": {
        "make_presenter",
        "dress",
        "emblem",
        "category_icon",
        "automaton_names",
        "verdict",
        "stat_categories",
        "rules_scene",
        "calculator_scene",
        "modes",
        "take_shots",
        "save_upgrade",
        "bench_position",
    },
    "arran": {
        "make_presenter",
        "dress",
        "emblem",
        "category_icon",
        "category_label",
        "verdict",
        "ai_names",
        "stat_categories",
        "rules_scene",
        "calculator_scene",
        "take_shots",
    },
    "vedrfolnir": {
        "make_presenter",
        "dress",
        "emblem",
        "category_icon",
        "category_label",
        "automaton_names",
        "verdict",
        "stat_categories",
        "rules_scene",
        "modes",
        "take_shots",
    },
}


def _given(record: GameUI) -> set[str]:
    return {
        f.name
        for f in dataclasses.fields(GameUI)
        if getattr(record, f.name) is not getattr(DEFAULT, f.name)
    }


@pytest.mark.parametrize("key", sorted(GIVEN))
def test_each_game_exports_its_record(key: str) -> None:
    info = registry.get(key)
    module = importlib.import_module(info.ui)
    assert isinstance(module.UI, GameUI) and ui_of(info) is module.UI
    assert _given(module.UI) == GIVEN[key]
    assert presenter_for(info) is module.make_presenter


def test_every_registered_game_is_described() -> None:
    assert sorted(registry.keys()) == sorted(GIVEN)


@pytest.mark.parametrize("key", sorted(GIVEN))
def test_the_parts_of_each_record_work(app: App, key: str) -> None:
    info = registry.get(key)
    app.choose_game(info)  # its dress
    surface = pygame.Surface((240, 240))
    gamekit.emblem(app, info, surface, (120, 120))
    assert len(set(pygame.image.tobytes(surface, "RGB"))) > 1  # more than the black it was
    modes = gamekit.modes(info)
    assert all(isinstance(m, Mode) for m in modes)
    assert len({m.key for m in modes}) == len(modes)
    for mode in modes:
        assert info.options_from(mode.options)  # every mode sets options the game takes
    names = gamekit.ai_names(info)
    assert len(set(names)) == len(names) >= 5
    assert set(gamekit.stat_categories(info)) <= set(info.categories) - {"total"}
    for category in info.categories:
        assert isinstance(gamekit.category_icon(app, info, surface, category, (60, 60)), bool)
        assert gamekit.category_label(app.t, info, category)
    numbers = {"age": 1, "round": 2, "turn": 3}
    assert "2" in gamekit.progress_text(app.t, key, numbers)


def test_a_game_without_a_ui_module_gets_the_defaults(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(gameui, "_modules", {})
    info = dataclasses.replace(tiny.INFO, key="unwindowed", ui="")
    assert ui_of(info) is DEFAULT
    assert gamekit.ai_names(info) == DWARF_NAMES
    assert gamekit.stat_categories(info) == ("cards", "coins")
    assert gamekit.modes(info) == () and gamekit.shots_tour(info) is None
    assert not gamekit.has_scene(info, "rules") and not gamekit.has_scene(info, "calculator")
    assert gamekit.automaton_names(app.t, info, {}, ["A", "B"]) == []
    assert gamekit.category_label(app.t, info, "cards") == "Cards"
    with pytest.raises(LookupError, match="no table presenter"):
        presenter_for(info)


def test_a_ui_module_without_its_record_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gameui, "_modules", {})
    info = dataclasses.replace(tiny.INFO, key="unrecorded", ui="tests.tinygame.rules")
    with pytest.raises(TypeError, match=r"tests\.tinygame\.rules \(the window of Tiny Auction\)"):
        ui_of(info)


def test_the_tiny_game_brings_only_its_presenter() -> None:
    with tiny.registered() as info:
        assert _given(ui_of(info)) == {"make_presenter"}


def test_a_game_may_word_its_saves_progress_itself(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    module = importlib.import_module(tiny.INFO.ui)
    worded = dataclasses.replace(module.UI, progress_label=lambda t, p: f"Lot {p['lot']} of 9")
    monkeypatch.setattr(module, "UI", worded)
    with tiny.registered():
        assert gamekit.progress_text(app.t, "tiny", {"lot": 4}) == "Lot 4 of 9"
        assert gamekit.progress_text(app.t, "nidavellir", {"age": 2, "round": 5}) == (
            "Age 2 · Round 5"
        )
