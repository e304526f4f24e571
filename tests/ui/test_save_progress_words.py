"""The list of saves says where each game stands in that game's own words: Nidavellir's Ages,
Arran's Eras, Vedrfolnir's rounds and turns; the shared save code names no game's words."""

from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.session import AI, HUMAN, Seat, Session
from game.ui import saves
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.autoplay import FRAME_MS
from game.ui.scenes.saves import LoadScene

pytestmark = pytest.mark.ui

EXPECTED = {
    ("nidavellir", "en"): "Age {age} · Round {round}",
    ("nidavellir", "fr"): "Âge {age} · Tour {round}",
    ("arran", "en"): "Era {age} · Round {round}",
    ("arran", "fr"): "Ère {age} · Manche {round}",
    ("vedrfolnir", "en"): "Round {round} · Turn {turn}",
    ("vedrfolnir", "fr"): "Manche {round} · Tour {turn}",
}


def _played(game: str) -> Session:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI, "easy")], 3, {}, game=game)
    rng = random.Random(3)
    for _ in range(30):
        seat = (session.waiting_humans() + session.waiting_ai())[0]
        session.submit(rng.choice(session.state.legal_actions(seat)))
    return session


@pytest.mark.parametrize(("game", "lang"), sorted(EXPECTED))
def test_each_game_lists_its_saves_progress_in_its_own_words(
    app: App, game: str, lang: str
) -> None:
    session = _played(game)
    saves.autosave(session)
    saves.save_named(session, "Evening")
    progress = session.info.progress(session.state)  # type: ignore[misc]
    wanted = EXPECTED[game, lang].format(**progress)
    app.choose_game(registry.get(game))
    app.set_language(lang)
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    app.push(LoadScene(app))
    app.step(FRAME_MS)
    texts = [d.text for d in drawn]
    assert wanted in texts  # the autosave's row and the named save's
    others = {EXPECTED[g, lang].split()[0] for g, _ in EXPECTED if g != game}
    assert not [text for text in texts if text.split()[0] in others]
