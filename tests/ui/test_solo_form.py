"""The new-game form names each way to play (Nidavellir's solo opponents, Vedrfolnir's solo and
two-player games), shows a solo opponent's difficulty as named values quoting the measured win
share, and says why a greyed box cannot be ticked; by real clicks, in English and French."""

from __future__ import annotations

import pytest
from pygame import Rect

from game.core import registry
from game.ui import theme
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.autoplay import FRAME_MS, click
from game.ui.scenes.menus import NewGameScene

pytestmark = pytest.mark.ui
SCREEN = Rect((0, 0), theme.LOGICAL_SIZE)

WORDS = {
    "en": {
        "modes": ["Around the table", "Solo against the Neutral clan", "Solo against Andvari"],
        "neutral_note": "You alone against a scripted clan that starts with heroes; the base "
        "game only.",
        "why": "not in this mode",
        "strategy": ["Easy", "Hard", "Easy, with heroes", "Hard, with heroes"],
        "vedrfolnir": ["Around the table", "Two players with the Æsir", "Solo against Brynhildr"],
    },
    "fr": {
        "modes": ["Autour de la table", "Seul contre le clan neutre", "Seul contre Andvari"],
        "neutral_note": "Vous seul face à un clan automatisé qui commence avec des héros ; jeu "
        "de base seulement.",
        "why": "pas dans ce mode",
        "strategy": ["Facile", "Difficile", "Facile, avec héros", "Difficile, avec héros"],
        "vedrfolnir": ["Autour de la table", "Deux joueurs avec les Ases", "Seul contre Brynhildr"],
    },
}


def _form(app: App, game: str, lang: str) -> tuple[NewGameScene, set[Drawn]]:
    app.choose_game(registry.get(game))
    app.set_language(lang)
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    setup = NewGameScene(app)
    app.push(setup)
    app.step(FRAME_MS)
    return setup, drawn


def _click(app: App, setup: NewGameScene, target: tuple[object, ...]) -> None:
    click(app, next(rect.center for rect, t in setup.targets() if t == target))


def _seen(drawn: set[Drawn]) -> set[str]:
    """The texts drawn since the last look; none of them squeezed below 16 px."""
    texts = {d.text for d in drawn}
    assert min(d.size for d in drawn) >= 16, sorted(d for d in drawn if d.size < 16)
    drawn.clear()
    return texts


def _fits(setup: NewGameScene) -> None:
    assert all(SCREEN.contains(rect) for rect, _ in setup.targets())
    assert SCREEN.contains(setup.layout()["panel"])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_nidavellirs_modes_are_named_and_a_difficulty_is_a_named_value(app: App, lang: str) -> None:
    words = WORDS[lang]
    setup, drawn = _form(app, "nidavellir", lang)
    assert setup.count == 3 and setup.mode().key == "table"  # type: ignore[union-attr]
    assert set(words["modes"]) <= _seen(drawn)
    assert all(setup.count_allowed(n) for n in range(1, 6))  # no count is greyed
    _fits(setup)
    _click(app, setup, ("count", 1))  # one player: alone against the first solo opponent
    assert (setup.options["solo"], setup.count) == ("neutral", 1)
    texts = _seen(drawn)
    assert words["neutral_note"] in texts and words["why"] in texts
    assert {"92 %", "80 %", "62 %", "48 %", "31 %", "8 %"} <= texts
    assert [o.key for o in setup.shown_options()] == [
        "first_game",
        "idavoll",
        "thingvellir",
        "neutral_heroes",
    ]
    assert not any(setup.can_tick(k) for k in ("first_game", "idavoll", "thingvellir"))
    _click(app, setup, ("value", "neutral_heroes", "4"))
    assert setup.options["neutral_heroes"] == "4"
    _fits(setup)
    session = setup.start_session()
    assert len(session.seats) == 1 and session.state.n == 2
    assert session.options["neutral_heroes"] == "4"
    _click(app, setup, ("mode", "andvari"))
    assert (setup.options["solo"], setup.options["neutral_heroes"]) == ("andvari", "1")
    assert set(words["strategy"]) | {"99 %", "98 %", "3 %", "0 %"} <= _seen(drawn)
    _click(app, setup, ("value", "andvari_strategy", "hard_heroes"))
    _click(app, setup, ("value", "andvari_level", "3"))
    assert (setup.options["andvari_strategy"], setup.options["andvari_level"]) == (
        "hard_heroes",
        "3",
    )
    _fits(setup)
    _click(app, setup, ("mode", "table"))
    assert (setup.options["solo"], setup.count) == ("off", 3)
    assert setup.options["andvari_strategy"] == "easy"  # a difficulty of a mode left
    assert all(setup.can_tick(k) for k in ("first_game", "idavoll", "thingvellir"))
    _click(app, setup, ("option", "idavoll"))
    _click(app, setup, ("count", 1))  # solo again: the expansion goes, and says why
    assert setup.options["solo"] == "neutral" and not setup.options["idavoll"]
    _click(app, setup, ("option", "idavoll"))
    assert not setup.options["idavoll"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_vedrfolnirs_solo_and_two_player_games_are_named(app: App, lang: str) -> None:
    setup, drawn = _form(app, "vedrfolnir", lang)
    assert set(WORDS[lang]["vedrfolnir"]) <= _seen(drawn)
    assert setup.mode().key == "standard"  # type: ignore[union-attr]
    _fits(setup)
    for count, mode in ((2, "two_player"), (1, "solo"), (5, "standard")):
        _click(app, setup, ("count", count))
        assert setup.count == count and setup.mode().key == mode  # type: ignore[union-attr]
        _fits(setup)
    _click(app, setup, ("mode", "two_player"))
    assert setup.count == 2 and len(setup.start_session().seats) == 2
    _click(app, setup, ("mode", "standard"))
    assert setup.count == 3  # the game's usual count
    top = setup.layout()["modes"][0].y
    _click(app, setup, ("mode", "solo"))
    assert setup.count == 1 and setup.layout()["modes"][0].y == top  # the rows above stay put
